package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
)

// A hot-seat game branched from History with the same players keeps its
// seating (without PINs) in a new save, and the original save is kept at
// the phase it had reached.
func TestBranchAHotSeatGameKeepingThePlayers(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	startClassic(t, w)
	playStep(t, w, hotseattest.ScriptedGame[0], nil)
	tap(t, w, "History")
	tap(t, w, "Branch from this phase")
	tap(t, w, "Keep the players")
	got := texts(w)
	if !strings.Contains(got, "Spring 1901") {
		t.Fatalf("the branch should start at Spring 1901; the screen shows:\n%s", got)
	}
	entries, err := store.List()
	if err != nil || len(entries) != 2 {
		t.Fatalf("%d saves (%v), want the original and the branch", len(entries), err)
	}
	var branch, orig *savegame.Entry
	for i := range entries {
		if strings.HasSuffix(entries[i].ID, "-branch") {
			branch = &entries[i]
		} else {
			orig = &entries[i]
		}
	}
	if branch == nil || orig == nil {
		t.Fatalf("saves %+v: want one ending -branch", entries)
	}
	if branch.Summary.Sandbox || branch.Summary.Phase != "Spring 1901 Movement" {
		t.Errorf("branch: sandbox %v at %s", branch.Summary.Sandbox, branch.Summary.Phase)
	}
	if orig.Summary.Phase == "Spring 1901 Movement" {
		t.Errorf("the original save went back to %s", orig.Summary.Phase)
	}
	b, err := store.Load(branch.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Players) != 3 || b.Players[1].Name != "Bob" || b.Players[1].PIN != "" {
		t.Errorf("branch players %+v: want Ann, Bob, Cy without PINs", b.Players)
	}
}

// The Branch dialog can be left without branching: by Cancel, by Escape
// and by Enter. Once, both its buttons branched and the keys did nothing.
func TestBranchDialogCanBeCancelled(t *testing.T) {
	for _, how := range []string{"Cancel", "Escape", "Enter"} {
		store := savegame.Store{Dir: t.TempDir()}
		w := newTestWindow(t, store)
		startClassic(t, w)
		playStep(t, w, hotseattest.ScriptedGame[0], nil)
		tap(t, w, "History")
		tap(t, w, "Branch from this phase")
		switch how {
		case "Cancel":
			tap(t, w, "Cancel")
		case "Escape":
			w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
		case "Enter":
			w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
		}
		if n := len(w.Canvas().Overlays().List()); n != 0 {
			t.Errorf("%s: the dialog is still open", how)
		}
		if entries, err := store.List(); err != nil || len(entries) != 1 {
			t.Errorf("%s: %d saves (%v), want the original alone", how, len(entries), err)
		}
		if !strings.Contains(w.Title(), "history") {
			t.Errorf("%s: left History for %q", how, w.Title())
		}
	}
}
