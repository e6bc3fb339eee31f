package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
)

// TestFailedSaveIsToldOnceAndRetriedBeforeTheNextScreen: while the disk
// fails, a resolution and the orders after it bring one message, not one
// each; once the disk recovers, the next screen change puts the game on
// disk without waiting for another change.
func TestFailedSaveIsToldOnceAndRetriedBeforeTheNextScreen(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "disk")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	store := savegame.Store{Dir: filepath.Join(blocker, "games")}
	u := newUI(test.NewTempApp(t), Options{Store: store, Variants: builtins, Inline: true})
	u.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(u.w.Close)
	s := hotseattest.Classic(t)
	for power, lines := range hotseattest.ScriptedGame[0].Orders {
		hotseattest.Enter(t, s, power, lines...)
	}
	for i := range s.Players {
		s.Finish(i)
	}
	u.resume(s) // everyone is done: it resolves, saves and shows results
	if !strings.Contains(texts(u.w), "Results: ") {
		t.Fatalf("no results:\n%s", texts(u.w))
	}
	for i := 0; i < 3; i++ {
		u.save() // as each order of the next phase would
	}
	if n := len(u.w.Canvas().Overlays().List()); n != 1 || !strings.Contains(texts(u.w), "could not be saved") {
		t.Errorf("%d dialogs after a failed resolution save and 3 failed order saves, want 1 saying so", n)
	}
	if err := os.Remove(blocker); err != nil {
		t.Fatal(err)
	}
	u.showHome()
	back, err := store.Load(s.ID)
	if err != nil {
		t.Fatalf("the game is not on disk after the disk recovered and the screen changed: %v", err)
	}
	if len(back.History()) != 1 {
		t.Errorf("the save on disk has %d turns, want the resolution (1)", len(back.History()))
	}
}
