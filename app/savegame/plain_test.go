package savegame

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
)

// goTalk are the words of Go's own JSON errors that must never reach the
// players.
var goTalk = []string{"Go struct", "unmarshal", "savegame.", "[]", "json:", "time.Time"}

func assertPlain(t *testing.T, label string, err error) {
	t.Helper()
	if err == nil {
		t.Fatalf("%s: accepted", label)
	}
	for _, w := range goTalk {
		if strings.Contains(err.Error(), w) {
			t.Errorf("%s: the message %q speaks Go (%q)", label, err, w)
		}
	}
}

// TestWrongKindOfValueIsSaidPlainly: a field holding the wrong kind of
// value is named as the file names it, with no Go type.
func TestWrongKindOfValueIsSaidPlainly(t *testing.T) {
	for _, c := range []struct {
		change func(f map[string]any)
		want   string
	}{
		{func(f map[string]any) { f["players"] = []any{[]any{"Ann"}} },
			`damaged save ("players" holds a list where a group of fields belongs)`},
		{func(f map[string]any) { f["current"].(map[string]any)["year"] = "1901" },
			`damaged save ("current.year" holds text where a whole number belongs)`},
		{func(f map[string]any) { f["turns"] = map[string]any{"x": 1} },
			`damaged save ("turns" holds a group of fields where a list belongs)`},
		{func(f map[string]any) { f["created"] = "yesterday" },
			`damaged save ("yesterday" is not a date)`},
	} {
		var f map[string]any
		if err := json.Unmarshal(mustEncode(t), &f); err != nil {
			t.Fatal(err)
		}
		c.change(f)
		bad, _ := json.Marshal(f)
		_, err := Decode(bad)
		assertPlain(t, c.want, err)
		if err != nil && err.Error() != c.want {
			t.Errorf("got  %v\nwant %s", err, c.want)
		}
	}
}

// TestTruncatedSaveSaysItEndsEarly: a save cut short anywhere (a crash, a
// full disk) says so, rather than that it is not a dipdesk save; in Load's
// listing and when opened.
func TestTruncatedSaveSaysItEndsEarly(t *testing.T) {
	data := mustEncode(t)
	st := Store{Dir: t.TempDir()}
	for _, n := range []int{1, 10, 40, len(data) / 2, len(data) - 2} {
		_, err := Decode(data[:n])
		assertPlain(t, "cut", err)
		if !errors.Is(err, ErrEndsEarly) || !strings.Contains(err.Error(), "damaged save (ends early)") {
			t.Errorf("cut at byte %d of %d: %v", n, len(data), err)
		}
		if err := os.WriteFile(st.Path("cut"), data[:n], 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Load("cut"); !errors.Is(err, ErrEndsEarly) {
			t.Errorf("Load of a save cut at byte %d: %v", n, err)
		}
		entries, _ := st.List()
		if n < len(data)/2 && (len(entries) != 1 || !errors.Is(entries[0].Err, ErrEndsEarly)) {
			t.Errorf("List of a save cut at byte %d: %+v", n, entries)
		}
	}
}

// TestNotASaveAndEmptySaveSayWhich: a file that is not a dipdesk save at
// all, and an empty one, are told apart from a damaged save.
func TestNotASaveAndEmptySaveSayWhich(t *testing.T) {
	for _, c := range []struct{ data, want string }{
		{"", "damaged save (the file is empty)"},
		{"hello", "not a dipdesk save"},
		{`[1, 2]`, "not a dipdesk save"},
		{`{"format": "other", "version": 1}`, `not a dipdesk save (it says it is "other")`},
		{`{"version": 1}`, "not a dipdesk save"},
		{`{"format": "dipdesk-game", "version": 1, "turns": [}`, "damaged save (not valid JSON at byte 52)"},
	} {
		_, err := Decode([]byte(c.data))
		assertPlain(t, c.data, err)
		if err != nil && err.Error() != c.want {
			t.Errorf("%q: %v, want %s", c.data, err, c.want)
		}
	}
}
