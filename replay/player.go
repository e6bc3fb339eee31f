package replay

import "time"

// Player is where a replay stands and how fast it goes: the model behind
// the app's play, pause, step and speed buttons, so that they are tested
// without a window.
type Player struct {
	Story   *Story
	Shot    int     // the shot on screen
	Playing bool    // advancing by itself
	Speed   float64 // 1 is the film's own pace; 2 twice as fast
}

// NewPlayer stands at the first shot, paused, at the film's own pace.
func NewPlayer(s *Story) *Player { return &Player{Story: s, Speed: 1} }

// Delay is how long the current shot stays before the next, at the
// player's speed.
func (p *Player) Delay() time.Duration {
	d := time.Duration(p.Story.Shots[p.Shot].Delay) * 10 * time.Millisecond
	if p.Speed > 0 {
		d = time.Duration(float64(d) / p.Speed)
	}
	return max(d, 10*time.Millisecond)
}

// Advance moves to the next shot while playing; at the last it stops
// and reports false.
func (p *Player) Advance() bool {
	if !p.Playing {
		return false
	}
	if p.Shot+1 >= len(p.Story.Shots) {
		p.Playing = false
		return false
	}
	p.Shot++
	return true
}

// Play starts (from the beginning if at the end) or pauses.
func (p *Player) Play() {
	if p.Playing {
		p.Playing = false
		return
	}
	if p.Shot+1 >= len(p.Story.Shots) {
		p.Shot = 0
	}
	p.Playing = true
}

// Forward stops and goes to the next phase's still frame (or stays on
// the last); Back to the current phase's still frame if past it, else the
// previous phase's.
func (p *Player) Forward() {
	p.Playing = false
	for _, k := range p.Story.Phases() {
		if k > p.Shot {
			p.Shot = k
			return
		}
	}
}

// Back: see Forward.
func (p *Player) Back() {
	p.Playing = false
	ph := p.Story.Phases()
	for i := len(ph) - 1; i >= 0; i-- {
		if ph[i] < p.Shot {
			p.Shot = ph[i]
			return
		}
	}
	p.Shot = 0
}

// Phase is the number of the phase on screen, from 1, and how many there
// are (the final position counted).
func (p *Player) Phase() (int, int) {
	ph := p.Story.Phases()
	n := 0
	for i, k := range ph {
		if k <= p.Shot {
			n = i + 1
		}
	}
	return n, len(ph)
}
