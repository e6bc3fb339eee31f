// Computer players sit in the session like people (Player.Computer says
// which): they hold powers, their orders are checked by SetOrders and they
// finish with Finish. They differ in when they play: the laptop passes
// only between people, and the computers order once every person waiting
// this phase is done, so nobody watches a computer's turn and a computer
// never plays between two people. The app runs them (app/bots.go); this
// file says who is due and works out a computer's orders with package bot.

package hotseat

import (
	"errors"
	"fmt"
	"hash/fnv"
	"slices"

	"dipdesk/bot"
	"dipdesk/engine"
)

// IsComputer reports whether the player is a computer.
func (p Player) IsComputer() bool { return p.Computer != "" }

// NextPerson returns the next person to hand the laptop to, or -1 when
// no person is waiting (the computers, if any, are due).
func (s *Session) NextPerson() int {
	for _, i := range s.Waiting() {
		if !s.Players[i].IsComputer() {
			return i
		}
	}
	return -1
}

// ComputersDue lists the computer players waiting this phase once no
// person is: nil while a person still has to play.
func (s *Session) ComputersDue() []int {
	if s.NextPerson() >= 0 {
		return nil
	}
	var out []int
	for _, i := range s.Waiting() {
		if s.Players[i].IsComputer() {
			out = append(out, i)
		}
	}
	return out
}

// HasPeople reports whether any player is a person.
func (s *Session) HasPeople() bool {
	for _, p := range s.Players {
		if !p.IsComputer() {
			return true
		}
	}
	return false
}

// ComputerTurn is one computer player's decision for the current phase,
// taken from the session so that it can be worked out off the UI thread:
// it holds a copy of the position and nothing else of the session — in
// particular no orders of the people, which a computer never sees.
type ComputerTurn struct {
	Player int
	Powers []engine.PowerID // the powers it decides for this phase
	v      *engine.Variant
	pos    engine.Position
	turns  int // resolved phases when it was taken, to spot an undo
	bot    bot.Bot
}

// ComputerTurn takes computer player i's decision out of the session.
func (s *Session) ComputerTurn(i int) (*ComputerTurn, error) {
	p := s.Players[i]
	level, err := bot.ParseLevel(p.Computer)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.Name, err)
	}
	h := fnv.New64a()
	h.Write([]byte(s.ID + "\x00" + p.Name))
	t := &ComputerTurn{Player: i, Powers: s.Deciding(i), v: s.Variant(), pos: s.Game.Current.Clone(),
		turns: len(s.Game.Turns), bot: bot.Bot{Level: level, Seed: h.Sum64(), Team: p.Powers}}
	// the last movement phases, oldest first, so the bot does not repeat
	// a move that bounced there (public: everybody saw those orders
	// resolved)
	var moves []int
	for k := len(s.Game.Turns) - 1; k >= 0 && len(moves) < bot.MemoryPhases; k-- {
		if s.Game.Turns[k].Position.Phase.Kind == engine.Movement {
			moves = append(moves, k)
		}
	}
	for _, k := range slices.Backward(moves) {
		t.bot.Remember(&s.Game.Turns[k].Position, s.Game.Turns[k].Orders)
	}
	return t, nil
}

// Think works out the orders, per power. It touches nothing shared, so
// any goroutine may call it.
func (t *ComputerTurn) Think() map[engine.PowerID][]engine.Order {
	out := map[engine.PowerID][]engine.Order{}
	for _, pw := range t.Powers {
		out[pw] = nil
	}
	for _, o := range t.bot.Play(t.v, &t.pos, t.Powers) {
		out[o.Power] = append(out[o.Power], o)
	}
	return out
}

// ApplyComputer stores a computer's orders and marks it done. Orders
// worked out for a phase the session has since left (an undo, a load)
// are refused, so they never land in the wrong phase.
func (s *Session) ApplyComputer(t *ComputerTurn, orders map[engine.PowerID][]engine.Order) error {
	if len(s.Game.Turns) != t.turns || s.Game.Current.Phase != t.pos.Phase {
		return errors.New("hotseat: the computer's orders are for a phase no longer in play")
	}
	for _, pw := range t.Powers {
		if err := s.SetOrders(pw, orders[pw]); err != nil {
			return fmt.Errorf("%s (computer) gave an illegal order: %w", s.Players[t.Player].Name, err)
		}
	}
	s.Finish(t.Player)
	return nil
}

// Solo reports whether one person plays against computers only: there is
// nobody to hide a turn from, so the app skips the curtain.
func (s *Session) Solo() bool {
	people, computers := 0, 0
	for _, p := range s.Players {
		if p.IsComputer() {
			computers++
		} else {
			people++
		}
	}
	return people == 1 && computers > 0 && !s.Sandbox
}
