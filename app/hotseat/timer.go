package hotseat

import (
	"fmt"
	"time"

	"dipdesk/engine"
)

// Countdown is the negotiation clock: a deadline while it runs, a
// remainder while it is paused. It reads the time only when asked, so the
// screen can redraw it from any tick and tests can drive it with a fake
// clock.
type Countdown struct {
	deadline time.Time     // when it reaches zero, while running
	left     time.Duration // what remains, while paused
	paused   bool
}

// NewCountdown starts a countdown of d at now.
func NewCountdown(d time.Duration, now time.Time) *Countdown {
	return &Countdown{deadline: now.Add(d)}
}

// Paused reports whether the clock is stopped.
func (c *Countdown) Paused() bool { return c.paused }

// Remaining is the time left, never negative.
func (c *Countdown) Remaining(now time.Time) time.Duration {
	left := c.left
	if !c.paused {
		left = c.deadline.Sub(now)
	}
	return max(left, 0)
}

// Pause stops the clock.
func (c *Countdown) Pause(now time.Time) {
	if !c.paused {
		c.left, c.paused = c.Remaining(now), true
	}
}

// Resume starts the clock again from where it stopped.
func (c *Countdown) Resume(now time.Time) {
	if c.paused {
		c.deadline, c.paused = now.Add(c.left), false
	}
}

// Add gives the table more time (a negative d takes some away).
func (c *Countdown) Add(d time.Duration, now time.Time) {
	if c.paused {
		c.left = max(c.left+d, 0)
		return
	}
	c.deadline = c.deadline.Add(d)
	if c.deadline.Before(now) {
		c.deadline = now
	}
}

// ClockText is mm:ss, rounding up so that "00:00" means time is up.
func ClockText(d time.Duration) string {
	s := int((d + time.Second - 1) / time.Second)
	return fmt.Sprintf("%02d:%02d", s/60, s%60)
}

// WantsTimer reports whether the negotiation countdown should run now: a
// timer is set, this is a movement phase, its timer has not been shown,
// and nobody has started orders.
func (s *Session) WantsTimer() bool {
	ph := s.Current().Phase
	if s.NegotiationMinutes <= 0 || ph.Kind != engine.Movement {
		return false
	}
	if s.timerPhase != nil && *s.timerPhase == ph {
		return false
	}
	return len(s.Done) == 0 && len(s.Orders) == 0
}

// StartTimer records that the current phase's timer is shown and returns
// its countdown, starting at now.
func (s *Session) StartTimer(now time.Time) *Countdown {
	ph := s.Current().Phase
	s.timerPhase = &ph
	return NewCountdown(time.Duration(s.NegotiationMinutes)*time.Minute, now)
}
