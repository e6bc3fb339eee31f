package savegame

import (
	"os"
	"path/filepath"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
)

// failingDisk is a store whose folder cannot be created until heal is
// called: a regular file stands where a folder must be.
func failingDisk(t *testing.T) (st Store, heal func()) {
	t.Helper()
	blocker := filepath.Join(t.TempDir(), "disk")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	return Store{Dir: filepath.Join(blocker, "games")}, func() {
		if err := os.Remove(blocker); err != nil {
			t.Fatal(err)
		}
	}
}

// TestAutosaveReportsEachFailureOnceAndRetries: while the disk fails,
// only the first write reports; once it recovers, Retry puts the game as
// it is now on disk, and a later failure is reported again.
func TestAutosaveReportsEachFailureOnceAndRetries(t *testing.T) {
	st, heal := failingDisk(t)
	a := Autosave{Store: st}
	s := hotseattest.Classic(t)
	if err := a.Save(s); err == nil {
		t.Fatal("a write to a failing disk reported nothing")
	}
	hotseattest.Enter(t, s, "england", "F lon - nth")
	if err := a.Save(s); err != nil {
		t.Errorf("the second failed write reported again: %v", err)
	}
	if a.Retry() || !a.Unsaved() {
		t.Fatal("Retry claims success on a failing disk")
	}
	heal()
	hotseattest.Enter(t, s, "germany", "A mun - ruh")
	if !a.Retry() || a.Unsaved() {
		t.Fatal("Retry did not save once the disk recovered")
	}
	back, err := st.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Orders) != 2 {
		t.Errorf("the retried save has orders of %d powers, want 2 (as the game is now)", len(back.Orders))
	}
	os.RemoveAll(st.Dir)
	if err := os.WriteFile(st.Dir, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := a.Save(s); err == nil {
		t.Error("a new failure after a recovery was not reported")
	}
}
