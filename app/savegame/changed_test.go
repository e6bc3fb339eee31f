package savegame

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"dipdesk/app/hotseat/hotseattest"
)

// Two windows on one game: window A resolves a phase while window B, still
// on the old screen, types an order. B's save must not wipe A's phase; it
// is refused, with an error that says another copy saved the game.
func TestSaveNeverReplacesAnotherWindowsSave(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	a, err := st.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	b, err := st.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	hotseattest.FinishAll(t, a)
	if _, err := a.Resolve(); err != nil {
		t.Fatal(err)
	}
	if err := st.Save(a); err != nil {
		t.Fatalf("window A's save: %v", err)
	}
	hotseattest.Enter(t, b, "england", "F lon - nth")
	err = st.Save(b)
	var changed *ChangedError
	if !errors.As(err, &changed) {
		t.Fatalf("window B's save over A's phase: got %v, want a ChangedError", err)
	}
	onDisk, err := st.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(onDisk.History()), len(a.History()); got != want {
		t.Errorf("the save holds %d resolved phases, want window A's %d", got, want)
	}
	// A keeps saving as before: its file is still the one it wrote.
	hotseattest.Enter(t, a, "england", "F lon - nth")
	if err := st.Save(a); err != nil {
		t.Errorf("window A can no longer save: %v", err)
	}
}

// Temporary files left by saves cut short are cleaned when the saves are
// listed; one young enough to be another window's write in progress stays.
func TestListCleansLeftoverTemporaryFiles(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	old := filepath.Join(st.Dir, "."+s.ID+".json.123.tmp")
	young := filepath.Join(st.Dir, "."+s.ID+".json.456.tmp")
	for _, p := range []string{old, young} {
		if err := os.WriteFile(p, []byte("{"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	long := time.Now().Add(-time.Hour)
	if err := os.Chtimes(old, long, long); err != nil {
		t.Fatal(err)
	}
	entries, err := st.List()
	if err != nil || len(entries) != 1 {
		t.Fatalf("List: %v, %d entries, want the one save", err, len(entries))
	}
	if _, err := os.Stat(old); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the hour-old temporary file is still there: %v", err)
	}
	if _, err := os.Stat(young); err != nil {
		t.Errorf("a temporary file being written now was removed: %v", err)
	}
}

// A save holds at most MaxTurns phases, and Decode refuses more: so Encode
// refuses to write more, rather than write a file that is then refused.
func TestEncodeAndDecodeAgreeOnTheLongestGame(t *testing.T) {
	s := hotseattest.Classic(t)
	hotseattest.FinishAll(t, s)
	if _, err := s.Resolve(); err != nil {
		t.Fatal(err)
	}
	for len(s.Game.Turns) <= MaxTurns {
		s.Game.Turns = append(s.Game.Turns, s.Game.Turns[0])
	}
	data, err := Encode(s, time.Now())
	if err == nil {
		_, derr := Decode(data)
		t.Fatalf("a game of %d phases was encoded; Decode then says: %v", len(s.Game.Turns), derr)
	}
	if !strings.Contains(err.Error(), "can no longer be saved") {
		t.Errorf("the refusal is not plain: %v", err)
	}
}
