package app

import (
	"strings"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
)

// "Back to the curtain" leaves a turn without handing over; the orders
// chosen so far are still there when the player comes back.
func TestBackToTheCurtainKeepsOrders(t *testing.T) {
	s := hotseattest.Classic(t)
	u, _ := turnOn(t, s, 0)
	typeOrder(t, u.w, "F lon - nth")
	tap(t, u.w, "Back to the curtain")
	if who := whoIsUp(t, u.w); who != "Ann" {
		t.Fatalf("back from Ann's turn the curtain calls %s", who)
	}
	if s.Done[0] || len(s.Waiting()) != 3 {
		t.Errorf("leaving the turn handed it over")
	}
	tap(t, u.w, "I am Ann")
	wantOrders(t, s, "england", "F Lon - Nth")
	if !strings.Contains(texts(u.w), "F London → North Sea") {
		t.Errorf("the kept order is not in Ann's list:\n%s", texts(u.w))
	}
}

// Each turn opens as its player's own view (the whole board where it
// reads whole), whatever the player before looked at, and a turn's zoom
// never carries over to the screens after it.
func TestEachTurnOpensAtFitZoom(t *testing.T) {
	s := hotseattest.Classic(t)
	u, _ := turnOn(t, s, 0)
	m := u.pane.m
	m.ZoomIn()
	m.ZoomIn()
	if m.Zoom() <= 1 {
		t.Fatalf("zooming in left the zoom at %v", m.Zoom())
	}
	tap(t, u.w, "Done")
	tap(t, u.w, "Yes")
	if z := m.Zoom(); z != 1 {
		t.Errorf("after Ann's turn the board stays at zoom %v", z)
	}
	// Bob's turn opens whole where the board reads whole in this window,
	// else on his own units; either way not where the table left it.
	u.showTurn(1)
	opens := u.pane.m.Zoom()
	if m.ReadableWhole() && opens != 1 {
		t.Errorf("Bob's turn opens at zoom %v, want the whole board", opens)
	}
	m.ZoomIn() // say the table zoomed in on a shared screen
	m.ZoomIn()
	u.showTurn(1)
	if z := u.pane.m.Zoom(); z != opens {
		t.Errorf("Bob's turn opens at zoom %v after the table zoomed in, %v before", z, opens)
	}
	m.ZoomIn()
	tap(t, u.w, "Back to the curtain")
	if z := m.Zoom(); z != 1 {
		t.Errorf("back to the curtain keeps Bob's zoom %v", z)
	}
}
