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
	// The message is plain words: what to do, no file paths.
	if got := texts(u.w); strings.Contains(got, blocker) || !strings.Contains(got, "Free some space") {
		t.Errorf("the failed save's message names paths or does not say to free space:\n%s", got)
	}
	u.w.Canvas().Overlays().Top().Hide()
	// Every screen says the game is not on disk, and quitting asks.
	u.nextStep()
	if got := texts(u.w); !strings.Contains(got, unsavedText) {
		t.Errorf("the next screen does not say the game is unsaved:\n%s", got)
	}
	u.quit()
	if got := texts(u.w); !strings.Contains(got, "Quit without saving?") {
		t.Errorf("quitting an unsaved game does not ask:\n%s", got)
	}
	u.w.Canvas().Overlays().Top().Hide()
	if err := os.Remove(blocker); err != nil {
		t.Fatal(err)
	}
	u.showHome()
	if got := texts(u.w); strings.Contains(got, unsavedText) {
		t.Errorf("home still says the game is unsaved once it is saved:\n%s", got)
	}
	back, err := store.Load(s.ID)
	if err != nil {
		t.Fatalf("the game is not on disk after the disk recovered and the screen changed: %v", err)
	}
	if len(back.History()) != 1 {
		t.Errorf("the save on disk has %d turns, want the resolution (1)", len(back.History()))
	}
}
