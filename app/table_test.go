package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
)

// startOrders requires the table screen and presses its "Start orders".
func startOrders(t *testing.T, w fyne.Window) {
	t.Helper()
	if !strings.Contains(w.Title(), "at the table") {
		t.Fatalf("expected the table screen (%q); the screen shows:\n%s", w.Title(), texts(w))
	}
	tap(t, w, "Start orders")
}

// atTheTable requires the table screen of the given phase, with the
// standings and, after the first phase, the last phase's results.
func atTheTable(t *testing.T, w fyne.Window, phase string) {
	t.Helper()
	got := texts(w)
	if !strings.Contains(got, "Results of ") {
		t.Errorf("the table does not show the last phase's results:\n%s", got)
	}
	// The standings come after the results, in the same scrolled list.
	scrollListsToEnd(w)
	defer scrollListsToTop(w)
	if got := texts(w); !strings.Contains(w.Title(), phase+" at the table") || !strings.Contains(got, "Standings") {
		t.Fatalf("expected the table screen of %s with standings (%q); the screen shows:\n%s", phase, w.Title(), got)
	}
}

// timerWindow is a window whose clock the test moves.
func timerWindow(t *testing.T, store savegame.Store, now *time.Time) *ui {
	t.Helper()
	u := newUI(test.NewTempApp(t), Options{Store: store, Variants: builtins, Inline: true,
		Now: func() time.Time { return *now }, Bell: func() error { return nil }})
	u.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(u.w.Close)
	return u
}

// The table screen comes between the results and the first curtain: it
// shows the last phase's orders on the board on request, and the curtain
// comes only when the table starts orders.
func TestTableBetweenResultsAndCurtain(t *testing.T) {
	s := playTo(t, 1)
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	u.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(u.w.Close)
	u.resume(s)
	atTheTable(t, u.w, "Fall 1901 Movement")
	if passRE.MatchString(texts(u.w)) {
		t.Fatal("the table screen already calls a player")
	}
	m := u.pane.m
	if n := len(m.Scene().Orders); n != 0 {
		t.Errorf("the public board shows %d orders, want the position alone", n)
	}
	var pick *widget.RadioGroup
	everything(u.w, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok {
			pick = r
		}
	})
	if pick == nil {
		t.Fatalf("no choice between the board now and the last orders:\n%s", texts(u.w))
	}
	pick.SetSelected(pick.Options[1])
	if n := len(m.Scene().Orders); n != 13 {
		t.Errorf("the last phase's board shows %d orders, want the 13 given in Spring 1901", n)
	}
	// History and back: still at the table.
	tap(t, u.w, "History")
	tap(t, u.w, "Back to the game")
	atTheTable(t, u.w, "Fall 1901 Movement")
	startOrders(t, u.w)
	if who := whoIsUp(t, u.w); who != "Ann" {
		t.Errorf("after the table the laptop goes to %s, want Ann", who)
	}
	// Back to the game from the curtain's History: the curtain, not the table.
	tap(t, u.w, "History")
	tap(t, u.w, "Back to the game")
	whoIsUp(t, u.w)
}

// The negotiation timer runs on the table screen; a visit to History does
// not restart it.
func TestTimerRunsOnTheTable(t *testing.T) {
	now := time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC)
	u := timerWindow(t, savegame.Store{Dir: t.TempDir()}, &now)
	tap(t, u.w, "New game")
	seats(t, u.w)
	setTimer(u.w, "5 minutes")
	tap(t, u.w, "Start the game")
	if !strings.Contains(u.w.Title(), "at the table") || u.timer == nil {
		t.Fatalf("no countdown on the table screen:\n%s", texts(u.w))
	}
	if !strings.Contains(texts(u.w), "Standings") {
		t.Errorf("the timer hides the standings:\n%s", texts(u.w))
	}
	now = now.Add(2 * time.Minute)
	tap(t, u.w, "History")
	if u.timer != nil {
		t.Error("the countdown still ticks on the History screen")
	}
	tap(t, u.w, "Back to the game")
	if got := texts(u.w); !strings.Contains(got, "03:00") {
		t.Fatalf("back from History the clock restarted; want 03:00:\n%s", got)
	}
	// Enter does not cut the negotiation short.
	typeKey(u.w, fyne.KeyReturn)
	if passRE.MatchString(texts(u.w)) {
		t.Fatal("Enter ended a running negotiation")
	}
	tap(t, u.w, "Start orders now")
	whoIsUp(t, u.w)
}

// Continue opens a phase that already has orders at the curtain: neither
// the table nor its timer again. A phase nobody started opens at the table.
func TestContinueDoesNotRestartAStartedPhase(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	s.NegotiationMinutes = 5
	hotseattest.Enter(t, s, "england", "F lon - nth")
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC)
	u := timerWindow(t, store, &now)
	tap(t, u.w, "Continue")
	if u.timer != nil || strings.Contains(u.w.Title(), "at the table") {
		t.Fatalf("a phase with orders went back to the table or its timer:\n%s", texts(u.w))
	}
	if who := whoIsUp(t, u.w); who != "Ann" {
		t.Errorf("the curtain calls %s, want Ann", who)
	}

	fresh := hotseattest.Classic(t)
	fresh.NegotiationMinutes = 5
	u2 := timerWindow(t, store, &now)
	u2.resume(fresh)
	if u2.timer == nil || !strings.Contains(u2.w.Title(), "at the table") {
		t.Fatalf("a phase nobody started does not open at the table with its timer:\n%s", texts(u2.w))
	}
}

// At 1280×720 (the window dipdesk opens on a 1366×768 screen) the table
// shows the last phase's first result without scrolling, on every
// built-in variant: they sat below 13 standings rows, out of sight
// (issue 25).
func TestTableShowsResultsWithoutScrolling(t *testing.T) {
	for _, p := range builtins() {
		t.Run(p.ID, func(t *testing.T) {
			s := seatedGame(t, p.ID, p.Variant)
			// Every unit holds, to the first phase with results (a
			// variant may open with builds).
			for n := 0; n < 3; n++ {
				hotseattest.FinishAll(t, s)
				if _, err := s.Resolve(); err != nil {
					t.Fatal(err)
				}
				if h := s.History(); len(h[len(h)-1].Outcome.Results) > 0 {
					break
				}
			}
			u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
			t.Cleanup(u.w.Close)
			u.w.Resize(fyne.NewSize(1280, 720))
			u.s = s
			u.atTable()
			u.showTable()
			var line *resultLine
			var side *container.Scroll
			everything(u.w, func(o fyne.CanvasObject) {
				if l, ok := o.(*resultLine); ok && line == nil {
					line = l
				}
				if sc, ok := o.(*container.Scroll); ok && sc.Direction == container.ScrollVerticalOnly && side == nil {
					side = sc
				}
			})
			if line == nil || side == nil {
				t.Fatalf("no result line or no side panel on the table:\n%s", texts(u.w))
			}
			d := fyne.CurrentApp().Driver()
			top := d.AbsolutePositionForObject(side).Y + side.Size().Height
			if y := d.AbsolutePositionForObject(line).Y + line.Size().Height; y > top || !inWindow(u.w, line) {
				t.Errorf("the first result ends at y=%.0f, below the side panel's visible bottom at y=%.0f", y, top)
			}
		})
	}
}
