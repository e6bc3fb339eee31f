package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"dipdesk/app/savegame"
)

// typeKey sends a key as the window would: to the focused widget, or else
// to the window's handler.
func typeKey(w fyne.Window, name fyne.KeyName) {
	c := w.Canvas()
	ev := &fyne.KeyEvent{Name: name}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
	} else if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// The hand-over question answers to the keys: Escape stays on the turn
// with the keys working again, Enter hands over.
func TestHandOverAnswersToTheKeys(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	startClassic(t, w)
	tap(t, w, "I am Ann")
	tap(t, w, "Done")
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Fatal("Done with units unordered asked nothing")
	}
	typeKey(w, fyne.KeyEscape)
	if len(w.Canvas().Overlays().List()) != 0 {
		t.Fatal("Escape left the hand-over question open")
	}
	if _, ok := w.Canvas().Focused().(*hintBar); !ok {
		t.Errorf("after Escape the focus is on %T, want the hint bar that takes the order keys", w.Canvas().Focused())
	}
	tap(t, w, "Done")
	typeKey(w, fyne.KeyReturn)
	if who := whoIsUp(t, w); who != "Bob" {
		t.Fatalf("Enter on the hand-over question should call Bob; the curtain calls %s", who)
	}
	// Bob has a PIN: Enter alone must not open his turn.
	typeKey(w, fyne.KeyReturn)
	if who := whoIsUp(t, w); who != "Bob" {
		t.Fatalf("Enter opened Bob's turn without his PIN")
	}
}

// Without a PIN, Enter on the curtain opens the player's turn.
func TestEnterOpensTheTurnWithoutAPIN(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	startClassic(t, w)
	typeKey(w, fyne.KeyReturn)
	if _, ok := w.Canvas().Focused().(*hintBar); !ok {
		t.Fatalf("Enter on Ann's curtain did not open her turn:\n%s", texts(w))
	}
}

// A phase can be played from the keyboard alone, results included: Enter
// on the results continues.
func TestEnterContinuesFromTheResults(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	startAmericanConflict(t, w, map[string]string{"United States": "Ann", "Confederate States": "Cy"})
	for k := 0; k < 2; k++ {
		typeKey(w, fyne.KeyReturn) // open the turn
		tap(t, w, "Done")
		typeKey(w, fyne.KeyReturn) // yes, hand over with units holding
	}
	if got := texts(w); !strings.Contains(got, "Results: Spring 1862") {
		t.Fatalf("two hand-overs did not resolve the phase:\n%s", got)
	}
	typeKey(w, fyne.KeyReturn)
	atTheTable(t, w, "Autumn 1862 Movement")
	typeKey(w, fyne.KeyReturn) // no timer: Enter starts orders
	if !strings.Contains(texts(w), "Autumn 1862") || !passRE.MatchString(texts(w)) {
		t.Errorf("Enter on the table did not go on to the next phase's curtain:\n%s", texts(w))
	}
}
