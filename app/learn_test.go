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
	"dipdesk/engine"
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

// A puzzle's title and story often state its answer ("a bounce at one
// point of the ring stops all of it"): before Reveal only the position and
// what "Succeeds" means are shown; the title and story come with the
// answer.
func TestPuzzleKeepsItsAnswerUntilRevealed(t *testing.T) {
	a := test.NewTempApp(t)
	w := NewMainWindow(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true,
		PuzzleProgress: filepath.Join(t.TempDir(), "p.json")})
	w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(w.Close)
	topics, err := learn.Collect(engine.CaseFiles, builtins())
	if err != nil {
		t.Fatal(err)
	}
	tap(t, w, "Learn the rules")
	tap(t, w, "Solve puzzles")
	var pz *learn.Puzzle
	for k := 0; k < 40; k++ { // a puzzle with a story to keep
		if pz = topics[0].Puzzles[k]; pz.Story != "" {
			break
		}
		tap(t, w, "Next puzzle")
	}
	got := texts(w)
	firstLine, _, _ := strings.Cut(pz.Story, "\n")
	if strings.Contains(got, pz.Title+"\n") || strings.Contains(got, firstLine) {
		t.Fatalf("before Reveal the puzzle shows its title %q or story %q:\n%s", pz.Title, firstLine, got)
	}
	if !strings.Contains(got, "Succeeds means: a move reaches its destination") || !strings.Contains(got, "a support is not cut and counts") {
		t.Errorf("the puzzle does not say what Succeeds means for supports:\n%s", got)
	}
	everything(w, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok && len(r.Options) == 2 && r.Options[0] == guessSucceeds {
			r.SetSelected(guessFails)
		}
	})
	tap(t, w, "Reveal")
	got = texts(w)
	if !strings.Contains(got, pz.Title) || !strings.Contains(got, firstLine) {
		t.Errorf("after Reveal the title %q and story %q are not shown:\n%s", pz.Title, firstLine, got)
	}
}

// Jargon in a puzzle is explained where it appears.
func TestJargonNotes(t *testing.T) {
	got := jargonNotes("Pandin's extended paradox: the convoy fails by the Szykman rule (DATC 3.0, 2000 rules)")
	for _, want := range []string{"Szykman rule:", "DATC:", "2000 rules:"} {
		if !strings.Contains(got, want) {
			t.Errorf("no note for %q in:\n%s", want, got)
		}
	}
}

// The sandbox opened from Learn goes back to Learn.
func TestSandboxFromLearnGoesBackToLearn(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "Learn the rules")
	tap(t, w, "Open a sandbox")
	tap(t, w, "Back to Learn")
	if !strings.Contains(w.Title(), "learn the rules") {
		t.Errorf("Back from the sandbox went to %q", w.Title())
	}
}

// The primer's last rule leads on to the puzzles, and where every order
// succeeds its Result shows the board after them, not the orders again.
func TestPrimerResultAndLastLesson(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "Learn the rules")
	tap(t, w, "Open the primer")
	everything(w, func(o fyne.CanvasObject) { // the first lesson: A Par - Bur succeeds
		if r, ok := o.(*widget.RadioGroup); ok && len(r.Options) == 2 && r.Options[1] == "Result" {
			r.SetSelected("Result")
		}
	})
	if got := texts(w); !strings.Contains(got, "Every order succeeded: the board now, after them.") {
		t.Errorf("the Result of a lesson where every order succeeds:\n%s", got)
	}
	for i := 1; i < len(learn.Lessons); i++ {
		tap(t, w, "Next rule")
	}
	tap(t, w, "On to the puzzles")
	if !strings.Contains(w.Title(), "puzzles") {
		t.Errorf("Next after the last rule went to %q", w.Title())
	}
}

// Where a newcomer looks, playing alone against the computer and the
// coach are offered: Home, How to play and Learn.
func TestPlayingAloneIsOffered(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	if got := texts(w); !strings.Contains(got, "let computers take the other seats; the coach gives hints") {
		t.Errorf("Home does not offer playing alone:\n%s", got)
	}
	if !strings.Contains(howToPlay, "## Playing alone") || !strings.Contains(howToPlay, "Coach hints") {
		t.Error("How to play does not say how to play alone with the coach")
	}
	tap(t, w, "Learn the rules")
	if got := texts(w); !strings.Contains(got, "play alone against the computer") {
		t.Errorf("Learn does not mention playing alone:\n%s", got)
	}
}
