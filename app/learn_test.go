package app

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/learn"
	"dipdesk/app/savegame"
)

// The primer opens from home and shows each rule resolved by the engine.
func TestPrimerShowsRulesResolved(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "Learn the rules")
	tap(t, w, "Open the primer")
	if got := texts(w); !strings.Contains(got, "France: A Par") {
		t.Fatalf("the first lesson's orders are not listed; the screen shows:\n%s", got)
	}
	tap(t, w, "Next rule") // Bounce
	everything(w, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok && len(r.Options) == 2 && r.Options[1] == "Result" {
			r.SetSelected("Result")
		}
	})
	if got := texts(w); !strings.Contains(strings.ToLower(got), "bounce") {
		t.Errorf("the bounce lesson's result does not say it bounced:\n%s", got)
	}
}

// A puzzle is predicted, revealed with the engine's explanations, and
// the progress is saved and shown on the topic.
func TestPuzzleRevealsAndKeepsProgress(t *testing.T) {
	progress := filepath.Join(t.TempDir(), "learn", "puzzles.json")
	a := test.NewTempApp(t)
	w := NewMainWindow(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true,
		PuzzleProgress: progress, Now: func() time.Time { return time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC) }})
	w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(w.Close)
	tap(t, w, "Learn the rules")
	tap(t, w, "Solve puzzles")
	tap(t, w, "Reveal")
	if got := texts(w); !strings.Contains(got, "Predict every order first") {
		t.Errorf("Reveal with no predictions: the screen shows:\n%s", got)
	}
	// Predict every order to fail: the first Classic puzzle (an order to
	// a province not bordering the unit) is solved by that.
	everything(w, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok && len(r.Options) == 2 && r.Options[0] == guessSucceeds {
			r.SetSelected(guessFails)
		}
	})
	tap(t, w, "Reveal")
	got := texts(w)
	if !strings.Contains(got, "1 of 1 right. Solved!") {
		t.Errorf("after revealing: the screen shows:\n%s", got)
	}
	if !strings.Contains(got, "(1/") {
		t.Errorf("the topic does not count the solved puzzle:\n%s", got)
	}
	p, err := learn.LoadProgress(progress)
	if err != nil || len(p.Solved) != 1 {
		t.Errorf("progress on disk: %+v, %v", p, err)
	}
	tap(t, w, "Back")
	if got := texts(w); !strings.Contains(got, "Solved so far: 1 of") {
		t.Errorf("the Learn screen does not count the solved puzzle:\n%s", got)
	}
	tap(t, w, "Solve puzzles")
	tap(t, w, "Next puzzle")
	if got := texts(w); strings.Contains(got, "Solved!") {
		t.Errorf("the next puzzle opened already answered:\n%s", got)
	}
}
