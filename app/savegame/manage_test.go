package savegame

import (
	"os"
	"strings"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
)

// A save can be renamed and still loads under its new name, saving back to
// it; a rename never overwrites another save; a deleted save is gone.
func TestRenameAndDelete(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	other := hotseattest.Classic(t)
	other.ID = "other"
	if err := st.Save(other); err != nil {
		t.Fatal(err)
	}
	if err := st.Rename(s.ID, "other"); err == nil || !strings.Contains(err.Error(), "already a save") {
		t.Errorf("renaming onto another save: %v, want a refusal", err)
	}
	for _, bad := range []string{"", "../x", ".hidden", "a/b"} {
		if err := st.Rename(s.ID, bad); err == nil {
			t.Errorf("Rename to %q was accepted", bad)
		}
	}
	if err := st.Rename(s.ID, "Tuesday group"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(st.Path(s.ID)); !os.IsNotExist(err) {
		t.Errorf("the old name is still there: %v", err)
	}
	back, err := st.Load("Tuesday group")
	if err != nil {
		t.Fatal(err)
	}
	if back.ID != s.ID || back.File != "Tuesday group" {
		t.Errorf("loaded id %q file %q; want the game's id and the new file", back.ID, back.File)
	}
	if err := st.Save(back); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(st.Path(s.ID)); !os.IsNotExist(err) {
		t.Error("a renamed game saved back to its old name")
	}
	if err := st.Delete("Tuesday group"); err != nil {
		t.Fatal(err)
	}
	entries, _ := st.List()
	if len(entries) != 1 || entries[0].ID != "other" {
		t.Errorf("after deleting, the saves are %v, want only other", entries)
	}
	if err := st.Delete("Tuesday group"); err == nil {
		t.Error("deleting a save twice was not refused")
	}
}
