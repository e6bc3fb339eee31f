package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

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

// cardTitles are the titles of the cards on screen, in order.
func cardTitles(w fyne.Window) []string {
	var got []string
	walk(w.Canvas().Content(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Card); ok {
			got = append(got, c.Title)
		}
	})
	return got
}

// Home makes the variant cards a window shows with the list, and the
// rest one per turn of the UI goroutine, in the list's order.
func TestHomeMakesItsLaterCardsInLaterTurns(t *testing.T) {
	u, q := newQueuedUI(t, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins})
	started(u)
	q.until(t, u.w, "the variants' list", func() bool { return len(cardTitles(u.w)) > 0 })
	pkgs := standardFirst(builtins())
	if got := len(cardTitles(u.w)); got != homeCardsAtOnce || got >= len(pkgs) {
		t.Fatalf("Home made %d of %d cards at once, want %d", got, len(pkgs), homeCardsAtOnce)
	}
	q.until(t, u.w, "every card", func() bool { return len(cardTitles(u.w)) == len(pkgs) })
	for i, title := range cardTitles(u.w) {
		if want := variantLabel(pkgs, pkgs[i]); title != want {
			t.Errorf("card %d is %q, want %q", i, title, want)
		}
	}
}
