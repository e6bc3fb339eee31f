package replay

import (
	"testing"
	"time"

	"dipdesk/internal/storytest"
)

func TestPlayerStepsPlaysAndStops(t *testing.T) {
	p := NewPlayer(FromGame(storytest.Classic(t), "t"))
	ph := p.Story.Phases()
	if n, of := p.Phase(); n != 1 || of != 5 {
		t.Fatalf("phase %d of %d at the start", n, of)
	}
	p.Forward()
	p.Forward()
	if p.Shot != ph[2] {
		t.Errorf("two steps forward: shot %d, want %d", p.Shot, ph[2])
	}
	p.Shot++ // part way into the in-between frames…
	p.Back() // …back goes to this phase's still
	if p.Shot != ph[2] {
		t.Errorf("back from an in-between frame: shot %d, want %d", p.Shot, ph[2])
	}
	p.Back()
	if p.Shot != ph[1] {
		t.Errorf("back: shot %d, want %d", p.Shot, ph[1])
	}
	// Playing runs to the last shot and stops there; playing again
	// starts over.
	p.Play()
	steps := 0
	for p.Advance() {
		steps++
	}
	if p.Playing || p.Shot != len(p.Story.Shots)-1 || steps != len(p.Story.Shots)-1-ph[1] {
		t.Errorf("after playing: shot %d, playing %v, %d steps", p.Shot, p.Playing, steps)
	}
	p.Play()
	if p.Shot != 0 || !p.Playing {
		t.Errorf("play at the end: shot %d, playing %v; want from the start", p.Shot, p.Playing)
	}
	// Speed divides the delay.
	p.Speed = 1
	slow := p.Delay()
	p.Speed = 2
	if p.Delay() != slow/2 || slow != time.Duration(p.Story.Shots[0].Delay)*10*time.Millisecond {
		t.Errorf("delays %v at 1×, %v at 2×", slow, p.Delay())
	}
}
