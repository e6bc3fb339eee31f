package hotseat_test

import (
	"testing"
	"time"

	"dipdesk/app/hotseat"
	"dipdesk/app/hotseat/hotseattest"
)

// The countdown pauses, resumes and takes extra minutes; its text rounds
// up so that 00:00 means the time is really up.
func TestCountdown(t *testing.T) {
	t0 := time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC)
	c := hotseat.NewCountdown(5*time.Minute, t0)
	if got := hotseat.ClockText(c.Remaining(t0.Add(90*time.Second + 500*time.Millisecond))); got != "03:30" {
		t.Errorf("after 1:30.5 the clock shows %s, want 03:30", got)
	}
	c.Pause(t0.Add(2 * time.Minute))
	if got := c.Remaining(t0.Add(10 * time.Minute)); got != 3*time.Minute {
		t.Errorf("paused at 3:00 left, 8 minutes later %v remain", got)
	}
	c.Add(time.Minute, t0.Add(10*time.Minute))
	c.Resume(t0.Add(10 * time.Minute))
	if got := c.Remaining(t0.Add(11 * time.Minute)); got != 3*time.Minute {
		t.Errorf("resumed with 4:00, a minute later %v remain, want 3m", got)
	}
	if got := c.Remaining(t0.Add(time.Hour)); got != 0 || hotseat.ClockText(got) != "00:00" {
		t.Errorf("long after the end: %v (%s)", got, hotseat.ClockText(got))
	}
	c.Add(-time.Hour, t0)
	if got := c.Remaining(t0); got != 0 {
		t.Errorf("taking away more than remains leaves %v", got)
	}
}

// The timer runs once per movement phase, before anyone has started
// orders, and only when one is set.
func TestTimerRunsOncePerMovementPhase(t *testing.T) {
	s := hotseattest.Classic(t)
	if s.WantsTimer() {
		t.Fatal("no timer was chosen, yet one is wanted")
	}
	s.NegotiationMinutes = 5
	if !s.WantsTimer() {
		t.Fatal("a 5-minute timer is not wanted at the start of Spring 1901")
	}
	t0 := time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC)
	if got := s.StartTimer(t0).Remaining(t0); got != 5*time.Minute {
		t.Errorf("the timer starts with %v, want 5m", got)
	}
	if s.WantsTimer() {
		t.Error("the timer is wanted again in the phase it ran in")
	}
	s2 := hotseattest.Classic(t)
	s2.NegotiationMinutes = 5
	hotseattest.Enter(t, s2, "germany", "A mun - ruh")
	if s2.WantsTimer() {
		t.Error("the timer is wanted after orders were started")
	}
	hotseattest.FinishAll(t, s2)
	if _, err := s2.Resolve(); err != nil {
		t.Fatal(err)
	}
	if !s2.WantsTimer() {
		t.Error("Fall 1901 does not run its own timer")
	}
}
