package filename

import (
	"strings"
	"testing"
)

func TestCheckRefusesWhatWindowsForbids(t *testing.T) {
	for name, want := range map[string]string{
		"Tuesday: week 3?": `a save's name cannot contain : or ? (Windows does not allow`,
		`a<b>c"d|e*f`:      `cannot contain <, >, ", | or *`,
		`up/down\left`:     `cannot contain / or \`,
		"tab\there":        "cannot contain control characters",
		"trailing.":        "cannot end with a dot or a space",
		"trailing ":        "cannot end with a dot or a space",
		"CON":              `cannot be "CON": Windows keeps that name for a device`,
		"nul":              `cannot be "nul"`,
		"Aux.json":         `cannot be "Aux.json"`,
		"com1":             `cannot be "com1"`,
		"LPT9.old.txt":     `cannot be "LPT9.old.txt"`,
		"prn .x":           `cannot be "prn .x"`,
		"com²":             `cannot be "com²"`,
	} {
		err := Check("a save's name", name)
		if err == nil {
			t.Errorf("%q: accepted; Windows refuses it", name)
			continue
		}
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %q, want it to say %q", name, err, want)
		}
	}
}

func TestCheckAcceptsOrdinaryNames(t *testing.T) {
	for _, name := range []string{
		"Tuesday group", "Tuesday - week 3", "2026-11-27 08.01 classic", "console", "nullish",
		"com10", "lpt", "my-isle", "v1.2", "Österreich", "a.b.c", "Friday (late)",
	} {
		if err := Check("a save's name", name); err != nil {
			t.Errorf("%q: %v", name, err)
		}
	}
}
