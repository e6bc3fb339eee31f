package app

import (
	"fmt"
	"time"
)

// countdown is the negotiation clock: a deadline while it runs, a
// remainder while it is paused. It reads the time only when asked, so the
// screen can redraw it from any tick and tests can drive it with a fake
// clock.
type countdown struct {
	deadline time.Time     // when it reaches zero, while running
	left     time.Duration // what remains, while paused
	paused   bool
}

func newCountdown(d time.Duration, now time.Time) *countdown {
	return &countdown{deadline: now.Add(d)}
}

// Remaining is the time left, never negative.
func (c *countdown) Remaining(now time.Time) time.Duration {
	left := c.left
	if !c.paused {
		left = c.deadline.Sub(now)
	}
	return max(left, 0)
}

// Pause stops the clock; Resume starts it again from where it stopped.
func (c *countdown) Pause(now time.Time) {
	if !c.paused {
		c.left, c.paused = c.Remaining(now), true
	}
}

func (c *countdown) Resume(now time.Time) {
	if c.paused {
		c.deadline, c.paused = now.Add(c.left), false
	}
}

// Add gives the table more time (a negative d takes some away).
func (c *countdown) Add(d time.Duration, now time.Time) {
	if c.paused {
		c.left = max(c.left+d, 0)
		return
	}
	c.deadline = c.deadline.Add(d)
	if c.deadline.Before(now) {
		c.deadline = now
	}
}

// clockText is mm:ss, rounding up so that "00:00" means time is up.
func clockText(d time.Duration) string {
	s := int((d + time.Second - 1) / time.Second)
	return fmt.Sprintf("%02d:%02d", s/60, s%60)
}
