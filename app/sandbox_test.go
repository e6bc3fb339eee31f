package app

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
	"dipdesk/mapview"
)

// A sandbox opens straight on the board with every power to order (no
// table, no curtain), resolves, takes a phase back, and branches from
// History into a second save while the first is kept.
func TestSandboxPlaysTakesBackAndBranches(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	tap(t, w, "Sandbox")
	everything(w, func(o fyne.CanvasObject) {
		if sel, ok := o.(*widget.Select); ok {
			sel.SetSelected("Classic")
		}
	})
	tap(t, w, "Start from the opening position")
	got := texts(w)
	if strings.Contains(got, "Pass the laptop") || !strings.Contains(got, "Spring 1901 Movement") {
		t.Fatalf("a sandbox should open on the turn itself; the screen shows:\n%s", got)
	}
	for _, pw := range []string{"Austria", "Turkey"} {
		if !strings.Contains(got, pw) {
			t.Errorf("the sandbox turn does not list %s's units", pw)
		}
	}
	tap(t, w, "Done — resolve the phase")
	tap(t, w, "Yes") // units without orders hold
	if got := texts(w); !strings.Contains(got, "Results: Spring 1901 Movement") {
		t.Fatalf("after Done: the screen shows:\n%s", got)
	}
	tap(t, w, "Continue")
	if got := texts(w); !strings.Contains(got, "Fall 1901 Movement") {
		t.Fatalf("after Continue: the screen shows:\n%s", got)
	}
	tap(t, w, "Take back")
	tap(t, w, "Yes")
	if got := texts(w); !strings.Contains(got, "Spring 1901 Movement") {
		t.Fatalf("after taking back: the screen shows:\n%s", got)
	}
	tap(t, w, "Done — resolve the phase")
	tap(t, w, "Yes")
	tap(t, w, "Continue")
	tap(t, w, "History")
	tap(t, w, "Branch from this phase")
	tap(t, w, "Yes")
	if got := texts(w); !strings.Contains(got, "Spring 1901 Movement") {
		t.Fatalf("the branch should open at Spring 1901; the screen shows:\n%s", got)
	}
	files, err := os.ReadDir(store.Dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 2 {
		t.Fatalf("%d saves after branching, want the original and the branch", len(files))
	}
	entries, _ := store.List()
	phases := map[string]bool{}
	for _, e := range entries {
		if !e.Summary.Sandbox {
			t.Errorf("%s is not marked as a sandbox", e.ID)
		}
		phases[e.Summary.Phase] = true
	}
	if !phases["Fall 1901 Movement"] || !phases["Spring 1901 Movement"] {
		t.Errorf("want the original at Fall 1901 and the branch at Spring 1901; saves are at %v", phases)
	}
}

// The position editor places a unit where the board is tapped, refuses a
// fleet inland in plain words, and plays the position as a sandbox.
func TestEditorPlacesAndPlays(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	tap(t, w, "Sandbox")
	everything(w, func(o fyne.CanvasObject) {
		if sel, ok := o.(*widget.Select); ok {
			sel.SetSelected("Classic")
		}
	})
	tap(t, w, "Set up a position first")
	var board *mapview.Board
	everything(w, func(o fyne.CanvasObject) {
		if b, ok := o.(*mapview.Board); ok {
			board = b
		}
	})
	if board == nil || board.OnTapped == nil {
		t.Fatalf("the editor has no tappable board; it shows:\n%s", texts(w))
	}
	board.OnTapped("boh", "")
	if got := texts(w); !strings.Contains(got, "Austrian army in Bohemia") {
		t.Errorf("after tapping Bohemia: the screen shows:\n%s", got)
	}
	everything(w, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok {
			r.SetSelected("Place fleet")
		}
	})
	board.OnTapped("mun", "")
	if got := texts(w); !strings.Contains(got, "A fleet cannot stand in Munich") {
		t.Errorf("a fleet in Munich: the screen shows:\n%s", got)
	}
	tap(t, w, "Play this position")
	if got := texts(w); !strings.Contains(got, "A Boh") {
		t.Errorf("the sandbox from the edited position does not list the army in Bohemia:\n%s", got)
	}
}

// In a sandbox the coach is offered, off by default, and when switched on
// gives its hints for the powers being ordered; a hot-seat game of several
// people does not offer it.
func TestCoachInSandboxOnly(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	tap(t, w, "Sandbox")
	everything(w, func(o fyne.CanvasObject) {
		if sel, ok := o.(*widget.Select); ok {
			sel.SetSelected("Classic")
		}
	})
	tap(t, w, "Start from the opening position")
	var check *widget.Check
	everything(w, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && c.Text == "Coach hints" {
			check = c
		}
	})
	if check == nil || check.Checked {
		t.Fatalf("a sandbox should offer the coach, switched off; the screen shows:\n%s", texts(w))
	}
	check.SetChecked(true)
	if got := texts(w); !strings.Contains(got, "the coach sees no unit") {
		t.Errorf("at the opening the coach should see no danger; the screen shows:\n%s", got)
	}
	entries, _ := store.List()
	if s, err := store.Load(entries[0].ID); err != nil || !s.Coach {
		t.Errorf("the coach switch was not saved with the game (%v)", err)
	}

	w2 := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w2, "New game")
	seats(t, w2)
	tap(t, w2, "Start the game")
	for i := 0; i < 3 && !strings.Contains(texts(w2), "Done"); i++ {
		for _, b := range []string{"Start orders", "I am "} {
			var found bool
			everything(w2, func(o fyne.CanvasObject) {
				if x := asButton(o); x != nil && strings.HasPrefix(x.Text, b) {
					found = true
				}
			})
			if found {
				tap(t, w2, b)
			}
		}
	}
	if got := texts(w2); !strings.Contains(got, "Done — hand over") {
		t.Fatalf("the hot-seat game did not reach a turn; the screen shows:\n%s", got)
	}
	everything(w2, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && c.Text == "Coach hints" {
			t.Error("a game of three people offers the coach without the table's consent")
		}
	})
}

// A sandbox has nobody to hand over to, and never says so.
func TestSandboxNeverSaysHandOver(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "Sandbox")
	everything(w, func(o fyne.CanvasObject) {
		if sel, ok := o.(*widget.Select); ok {
			sel.SetSelected("Classic")
		}
	})
	tap(t, w, "Start from the opening position")
	tap(t, w, "Done — resolve the phase")
	if got := strings.ToLower(texts(w)); strings.Contains(got, "hand over") || !strings.Contains(got, "resolve the phase anyway?") {
		t.Errorf("the sandbox's question:\n%s", texts(w))
	}
}
