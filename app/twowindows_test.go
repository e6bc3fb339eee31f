package app

import (
	"strings"
	"testing"

	"dipdesk/app/savegame"
)

// Two windows on one game lose nothing: window A resolves a phase while
// window B, still on the old phase, types an order. B's save is refused
// (it would have wiped A's phase), B says it is not saved and offers a
// plain choice; keeping both saves B's game as a second game.
func TestTwoWindowsOnOneGameLoseNothing(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	a := newTestWindow(t, store)
	startAmericanConflict(t, a, map[string]string{"United States": "Ann", "Confederate States": "Bob"})
	b := newTestWindow(t, store)
	tap(t, b, "Continue")
	startOrders(t, b)

	playPhase(t, a, acYear[0].orders)
	player := whoIsUp(t, b)
	tap(t, b, "I am "+player)
	typeOrder(t, b, map[string]string{"Ann": "A chi H", "Bob": "A ten H"}[player])

	got := texts(b)
	if !strings.Contains(got, "saved by another window") || !strings.Contains(got, unsavedText) {
		t.Fatalf("window B does not say its game is not saved, nor why; it shows:\n%s", got)
	}
	if s := savedGame(t, store); len(s.History()) != 1 {
		t.Fatalf("the save holds %d resolved phases: window B wrote over window A's", len(s.History()))
	}
	tap(t, b, "Keep both")
	entries, err := store.List()
	if err != nil || len(entries) != 2 {
		t.Fatalf("after Keep both: %v, %d saves, want 2", err, len(entries))
	}
	phases := map[string]bool{}
	for _, e := range entries {
		phases[e.Summary.Phase] = true
	}
	if !phases[acYear[0].next] || len(phases) != 2 {
		t.Errorf("the two saves are at %v; want window A's %s and window B's first phase", phases, acYear[0].next)
	}
	if strings.Contains(texts(b), unsavedText) {
		t.Error("window B still says it is not saved after keeping both")
	}
}
