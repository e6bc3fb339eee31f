package app

import (
	"strings"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
)

// Coming back Home shows the home screen built on the first visit, not a
// new one: a new one is measured, laid out and rasterised again on the UI
// goroutine. Only Continue's label follows what was saved meanwhile.
func TestHomeIsBuiltOnceAndReused(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	first := button(t, w, "New game")
	if got := button(t, w, "Continue").Text; got != "Continue" {
		t.Fatalf("with nothing saved, Continue reads %q", got)
	}

	s := hotseattest.Classic(t)
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	tap(t, w, "How to play")
	tap(t, w, "Home")
	if again := button(t, w, "New game"); again != first {
		t.Error("Home was built again on the second visit")
	}
	if got := button(t, w, "Continue").Text; !strings.Contains(got, "Spring 1901") {
		t.Errorf("after a save, Continue reads %q: its label was not brought up to date", got)
	}
}
