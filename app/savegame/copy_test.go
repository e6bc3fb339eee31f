package savegame

import (
	"bytes"
	"os"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
)

// TestLoadedCopySavesToItsOwnFile: a save copied to another name is a
// separate game. Loading the copy and playing on writes the copy, never
// the original file named by the id inside it, and the PINs (hashed with
// that id) still open the copy's turns.
func TestLoadedCopySavesToItsOwnFile(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	hotseattest.Play(t, s, nil)
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	original, err := os.ReadFile(st.Path(s.ID))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(st.Path("backup-copy"), original, 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := st.Load("backup-copy")
	if err != nil {
		t.Fatal(err)
	}
	c.Undo()
	if err := st.Save(c); err != nil {
		t.Fatal(err)
	}
	if after, _ := os.ReadFile(st.Path(s.ID)); !bytes.Equal(after, original) {
		t.Error("saving the loaded copy overwrote the original game")
	}
	copied, err := st.Load("backup-copy")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(copied.History()), len(s.History())-1; got != want {
		t.Errorf("the copy has %d turns after its own save, want %d", got, want)
	}
	if copied.ID != s.ID {
		t.Errorf("the copy's game id became %q; PINs are hashed with %q", copied.ID, s.ID)
	}
}
