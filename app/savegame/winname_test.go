package savegame

import (
	"os"
	"strings"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
)

// A save renamed to a name Windows forbids is refused on every system, in
// plain words, and nothing moves: saves travel between Windows and Linux.
func TestRenameRefusesWhatWindowsForbids(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	for name, says := range map[string]string{
		"Tuesday: week 3?": "a save's name cannot contain : or ? (Windows does not allow",
		"CON":              `a save's name cannot be "CON": Windows keeps that name for a device`,
		"week 3.":          "a save's name cannot end with a dot or a space",
	} {
		err := st.Rename(s.ID, name)
		if err == nil {
			t.Errorf("renaming to %q was accepted", name)
			continue
		}
		if !strings.Contains(err.Error(), says) || strings.Contains(err.Error(), st.Dir) {
			t.Errorf("renaming to %q: %q; want it to say %q, with no path", name, err, says)
		}
		if _, err := os.Stat(st.Path(name)); !os.IsNotExist(err) {
			t.Errorf("renaming to %q left a file under that name: %v", name, err)
		}
		if _, err := st.Load(s.ID); err != nil {
			t.Errorf("after refusing %q the save no longer loads under its name: %v", name, err)
		}
	}
}

// A save that already has such a name (written on Linux before the rule)
// can still be renamed to a good name and deleted: the rule is for new
// names, and refusing the old one would strand the game.
func TestRenameFromAForbiddenName(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	s.ID = "Tuesday: week 3?"
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	if err := st.Rename(s.ID, "Tuesday week 3"); err != nil {
		t.Fatal(err)
	}
	if err := st.Delete("Tuesday week 3"); err != nil {
		t.Fatal(err)
	}
}
