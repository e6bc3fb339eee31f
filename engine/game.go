package engine

import "errors"

// Turn is one resolved phase of a game: the position, the orders given and
// what came of them.
type Turn struct {
	Position Position
	Orders   []Order
	Outcome  Outcome
}

// Game is a game's history: every resolved phase, the current position and
// the result. Positions are values, so undoing or branching is taking an
// earlier one. Who plays which power is the application's business
// (app/hotseat), not the adjudicator's.
type Game struct {
	Variant *Variant
	Options Options
	Turns   []Turn
	Current Position
	Winners []PowerID // set when a power reached the victory threshold
	Drawn   []PowerID // set when the table agreed a draw among these powers
	Ended   bool      // set when the game reached its last year with no winner
}

// NewGame starts a game of v from its starting position.
func NewGame(v *Variant, opt Options) *Game {
	return &Game{Variant: v, Options: opt, Current: v.Start()}
}

// ErrGameOver is returned when orders are given after the game has ended.
var ErrGameOver = errors.New("engine: the game is over")

// Over reports whether the game has ended: by a win, a draw, or reaching
// the end of the calendar the game was set to (Options.EndYear).
func (g *Game) Over() bool { return len(g.Winners) > 0 || len(g.Drawn) > 0 || g.Ended }

// Draw ends the game as a draw shared by powers, as voted at the table.
func (g *Game) Draw(powers []PowerID) error {
	if g.Over() {
		return ErrGameOver
	}
	if len(powers) == 0 {
		return errors.New("engine: a draw needs at least one power")
	}
	for _, p := range powers {
		if p < 0 || int(p) >= g.Variant.NumPowers() {
			return errors.New("engine: a draw names an unknown power")
		}
	}
	g.Drawn = append([]PowerID(nil), powers...)
	return nil
}

// Resolve adjudicates the current phase with orders, records it and moves
// the game on to the next phase in which somebody has a decision.
func (g *Game) Resolve(orders []Order) (Outcome, error) {
	if g.Over() {
		return Outcome{}, ErrGameOver
	}
	out, err := Adjudicate(g.Variant, &g.Current, orders, g.Options)
	if err != nil {
		return out, err
	}
	g.Turns = append(g.Turns, Turn{Position: g.Current, Orders: append([]Order(nil), orders...), Outcome: out})
	g.Current = out.Next
	g.Winners = out.Winners
	g.Ended = out.Ended
	if len(out.Drawn) > 0 {
		g.Drawn = append([]PowerID(nil), out.Drawn...)
	}
	return out, nil
}

// Undo takes back the last resolved phase.
func (g *Game) Undo() bool {
	if len(g.Turns) == 0 {
		return false
	}
	last := g.Turns[len(g.Turns)-1]
	g.Turns = g.Turns[:len(g.Turns)-1]
	g.Current = last.Position
	g.Winners, g.Drawn, g.Ended = nil, nil, false
	if n := len(g.Turns); n > 0 {
		g.Winners = g.Turns[n-1].Outcome.Winners
		g.Ended = g.Turns[n-1].Outcome.Ended
	}
	return true
}

// Branch returns a new game that shares this one's history up to (not
// including) turn i, to be played on differently.
func (g *Game) Branch(i int) (*Game, error) {
	if i < 0 || i > len(g.Turns) {
		return nil, errors.New("engine: no such turn")
	}
	b := &Game{Variant: g.Variant, Options: g.Options}
	b.Turns = append([]Turn(nil), g.Turns[:i]...)
	if i < len(g.Turns) {
		b.Current = g.Turns[i].Position
	} else {
		b.Current = g.Current
	}
	if i > 0 {
		b.Winners = b.Turns[i-1].Outcome.Winners
		b.Ended = b.Turns[i-1].Outcome.Ended
	}
	return b, nil
}

// NeedsOrders reports whether power pw has a decision in the current phase.
func (g *Game) NeedsOrders(pw PowerID) bool {
	pos := &g.Current
	switch pos.Phase.Kind {
	case Retreat:
		for _, d := range pos.Dislodged {
			if d.Power == pw {
				return true
			}
		}
		return false
	case Adjustment:
		return g.Variant.adjustmentDecision(pos, pw)
	}
	return pos.UnitCount(pw) > 0
}
