package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"dipdesk/app/savegame"
	"dipdesk/variants"
)

func TestHomeShowsBrokenUserVariantsWithTheirProblems(t *testing.T) {
	broken := []variants.Broken{{Folder: "mine", Dir: "/data/dipdesk/variants/mine",
		Problems: []string{`mine/variant.txt:12: unknown province "bohx"`, `mine/variant.txt:40: unit: unknown power "q"`}}}
	a := test.NewTempApp(t)
	w := NewMainWindow(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true,
		Broken: func() []variants.Broken { return broken }})
	t.Cleanup(w.Close)
	got := texts(w)
	for _, want := range []string{"mine — does not load", "cannot be played: 2 problems",
		`mine/variant.txt:12: unknown province "bohx"`, `mine/variant.txt:40: unit: unknown power "q"`, "/data/dipdesk/variants/mine", "Classic"} {
		if !strings.Contains(got, want) {
			t.Errorf("home lacks %q; it shows:\n%s", want, got)
		}
	}
}
