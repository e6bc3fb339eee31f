package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/app/savegame"
)

// At zero the bell rings once, the screen says time is up, and it waits
// for the table: only "Start orders" calls the first player.
func TestNegotiationEndsWithBellAndWaits(t *testing.T) {
	now := time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC)
	rings := 0
	u := timedGame(t, fyne.NewSize(1280, 800), func() time.Time { return now }, func() error { rings++; return nil })
	w := u.w
	now = now.Add(2 * time.Minute)
	u.timer.update()
	if got := texts(w); !strings.Contains(got, "03:00") {
		t.Fatalf("two minutes in, the clock does not show 03:00:\n%s", got)
	}
	tap(t, w, "Pause")
	now = now.Add(10 * time.Minute)
	u.timer.update()
	tap(t, w, "+1 minute")
	if got := texts(w); !strings.Contains(got, "04:00") || rings != 0 {
		t.Fatalf("paused at 03:00 plus a minute should show 04:00 (rings %d):\n%s", rings, got)
	}
	tap(t, w, "Resume")
	now = now.Add(4 * time.Minute)
	u.timer.update()
	u.timer.update()
	got := texts(w)
	if !strings.Contains(got, "00:00") || !strings.Contains(got, "Time's up") || rings != 1 {
		t.Fatalf("at zero: want 00:00, Time's up and one ring (rang %d):\n%s", rings, got)
	}
	if m := passRE.FindStringSubmatch(got); m != nil {
		t.Fatalf("the timer called %s on its own", m[1])
	}
	// Another minute after the end counts down again and rings again.
	tap(t, w, "+1 minute")
	if got := texts(w); !strings.Contains(got, "01:00") || !strings.Contains(got, "Negotiate") {
		t.Fatalf("a minute more after the end: want 01:00 and Negotiate:\n%s", got)
	}
	now = now.Add(time.Minute)
	u.timer.update()
	if rings != 2 {
		t.Fatalf("the extra minute ran out with %d rings in all, want 2", rings)
	}
	tap(t, w, "Start orders")
	if u.timer != nil {
		t.Errorf("the countdown is still running after the timer screen was left")
	}
	if who := whoIsUp(t, w); who != "Ann" {
		t.Errorf("after the timer the laptop goes to %s, want Ann", who)
	}
}

// The negotiation clock fits a 700-pixel-high window and leaves the board
// most of it: with the phase above the 72-point clock and the buttons
// below, the header took 163 pixels and the board 477.
func TestTimerFitsA700PixelWindow(t *testing.T) {
	now := time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC)
	u := timedGame(t, fyne.NewSize(1024, 700), func() time.Time { return now }, func() error { return nil })
	w := u.w
	shoot(t, w, "timer-700")
	head, clock := u.timer.head.Size(), u.timer.clock
	if head.Height > 700/7 {
		t.Errorf("the timer's header is %.0f pixels high, more than a seventh of the window", head.Height)
	}
	if clock.Size().Height < clock.MinSize().Height || clock.Size().Width < clock.MinSize().Width {
		t.Errorf("the clock is cut: %v for %v", clock.Size(), clock.MinSize())
	}
	if b := boardOf(t, w).Size(); b.Height < 0.7*700 {
		t.Errorf("the board has %.0f of the window's 700 pixels", b.Height)
	}
}

// timedGame starts a Classic game with a five-minute negotiation timer in
// a window of the given size, with the clock and the bell given.
func timedGame(t *testing.T, size fyne.Size, now func() time.Time, bell func() error) *ui {
	t.Helper()
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true,
		Now: now, Bell: bell})
	w := u.w
	t.Cleanup(w.Close)
	w.Resize(size)
	tap(t, w, "New game")
	seats(t, w)
	setTimer(w, "5 minutes")
	tap(t, w, "Start the game")
	if u.timer == nil {
		t.Fatalf("no countdown on screen:\n%s", texts(w))
	}
	return u
}
