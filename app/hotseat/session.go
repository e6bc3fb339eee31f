package hotseat

import (
	"errors"
	"fmt"
	"sort"
	"time"

	"dipdesk/engine"
)

// Session is one game being played round the laptop.
type Session struct {
	ID string // the game's stable id, e.g. "2026-11-21-1715-classic"; PINs are hashed with it
	// File is the name (without ".json") of the save this game was loaded
	// from, and so the one it is saved to; "" means ID. A copied save
	// keeps its own file and never overwrites the game it was copied from.
	File string
	// OnDisk is a digest of the save file as this copy of the game last
	// read or wrote it ("" before either), so that a save never replaces
	// what another window wrote meanwhile (savegame.Store.Save). It is
	// not saved.
	OnDisk     string
	Created    time.Time
	VariantID  string
	Definition []byte // the variant definition the game is played with
	Game       *engine.Game
	Players    []Player
	// Orders entered this phase, per power; they stay private until the
	// phase resolves.
	Orders map[engine.PowerID][]engine.Order
	// Done marks the powers whose player has finished this phase.
	Done map[engine.PowerID]bool
	// DrawVotes marks the powers that vote to end the game in a draw; the
	// agreed draw itself is recorded in Game.Drawn.
	DrawVotes map[engine.PowerID]bool
	// NegotiationMinutes is the optional timer before orders; 0 means none.
	NegotiationMinutes int
	// Sandbox marks a game one person plays alone, ordering every power
	// with no curtain and taking phases back at will (sandbox.go).
	Sandbox bool
	// Coach turns the coach's hints on (off by default); CoachAtTable is
	// the table's consent to hints in a game of several people. See
	// CoachAllowed.
	Coach, CoachAtTable bool
	// timerPhase is the phase whose negotiation timer has been shown, so
	// it runs once per phase; it is not saved, so a resumed game shows it
	// again if nobody has started orders.
	timerPhase *engine.Phase
}

// New starts a session of variant v (built from definition) for players.
// Powers no player holds stand in civil disorder: their units hold and
// they are never asked for orders. In a variant won by teams the players
// are the teams (opt.Teams, unless given).
func New(id, variantID string, definition []byte, v *engine.Variant, opt engine.Options, players []Player) (*Session, error) {
	if len(players) == 0 {
		return nil, errors.New("hotseat: a game needs at least one player")
	}
	held := map[engine.PowerID]string{}
	for _, p := range players {
		if p.Name == "" {
			return nil, errors.New("hotseat: every player needs a name")
		}
		if len(p.Powers) == 0 {
			return nil, fmt.Errorf("hotseat: %s holds no power", p.Name)
		}
		for _, pw := range p.Powers {
			if int(pw) < 0 || int(pw) >= v.NumPowers() {
				return nil, fmt.Errorf("hotseat: %s holds unknown power %d", p.Name, pw)
			}
			if other, dup := held[pw]; dup {
				return nil, fmt.Errorf("hotseat: %s is held by both %s and %s", v.Power(pw).Name, other, p.Name)
			}
			held[pw] = p.Name
		}
	}
	if v.Rules.VictoryByTeam && opt.Teams == nil {
		// Victory counts a player's powers together: the seating is
		// the players, whoever holds what.
		opt.Teams = teamsOf(v, players)
	}
	g := engine.NewGame(v, opt)
	s := &Session{ID: id, Created: time.Now().UTC(), VariantID: variantID, Definition: definition,
		Game: g, Players: players}
	s.resetPhase()
	return s, nil
}

func (s *Session) resetPhase() {
	s.Orders = map[engine.PowerID][]engine.Order{}
	s.Done = map[engine.PowerID]bool{}
}

// Variant is the variant being played.
func (s *Session) Variant() *engine.Variant { return s.Game.Variant }

// Current is the position being played. Screens read it; only the
// session changes it.
func (s *Session) Current() *engine.Position { return &s.Game.Current }

// PhaseName is the current phase as players read it: "Fall 1901 Retreat".
// A game that a phase's resolution ended (a win, a draw by rule) is named
// by that phase: 1776 II's win, counted right after Fall movement, is
// "Fall 1778 Movement", not the Winter that is never played.
func (s *Session) PhaseName() string {
	if k, ok := s.EndedIn(); ok {
		return s.Variant().PhaseName(s.Game.Turns[k].Position.Phase)
	}
	return s.Variant().PhaseName(s.Game.Current.Phase)
}

// EndedIn is the turn whose resolution ended the game with a winner or a
// draw by rule; ok is false while the game goes on, or when it ended
// otherwise (a draw agreed at the table ends it in the current phase).
func (s *Session) EndedIn() (k int, ok bool) {
	n := len(s.Game.Turns)
	if !s.Over() || n == 0 {
		return 0, false
	}
	if out := &s.Game.Turns[n-1].Outcome; len(out.Winners) > 0 || len(out.Drawn) > 0 {
		return n - 1, true
	}
	return 0, false
}

// Kind is the kind of the current phase: movement, retreat or adjustment.
func (s *Session) Kind() engine.PhaseKind { return s.Game.Current.Phase.Kind }

// History is every resolved phase, oldest first.
func (s *Session) History() []engine.Turn { return s.Game.Turns }

// OrdersOf are the orders entered so far this phase for the given powers,
// in that order: what one player's own board may show.
func (s *Session) OrdersOf(powers []engine.PowerID) []engine.Order {
	var out []engine.Order
	for _, pw := range powers {
		out = append(out, s.Orders[pw]...)
	}
	return out
}

// Over reports whether the game has ended, by victory or agreed draw.
func (s *Session) Over() bool { return s.Game.Over() }

// Waiting lists, in seating order, the players who still have a decision
// this phase and have not finished it.
func (s *Session) Waiting() []int {
	if s.Over() {
		return nil
	}
	var out []int
	for i, p := range s.Players {
		if s.playerPending(p) {
			out = append(out, i)
		}
	}
	return out
}

func (s *Session) playerPending(p Player) bool {
	for _, pw := range p.Powers {
		if s.Game.NeedsOrders(pw) && !s.Done[pw] {
			return true
		}
	}
	return false
}

// Next returns the next player to hand the laptop to, or -1 when everyone
// who has a decision is done and the phase can resolve.
func (s *Session) Next() int {
	w := s.Waiting()
	if len(w) == 0 {
		return -1
	}
	return w[0]
}

// Deciding lists the powers of player i that have a decision this phase.
func (s *Session) Deciding(i int) []engine.PowerID {
	var out []engine.PowerID
	for _, pw := range s.Players[i].Powers {
		if s.Game.NeedsOrders(pw) {
			out = append(out, pw)
		}
	}
	return out
}

// SetOrders replaces power pw's orders for this phase. Each order is checked
// against the position; the first illegal one is reported and nothing is
// changed, so a typo never costs a player their other orders.
func (s *Session) SetOrders(pw engine.PowerID, orders []engine.Order) error {
	v := s.Variant()
	checked := make([]engine.Order, 0, len(orders))
	for _, o := range orders {
		o.Power = pw
		c, err := v.Check(&s.Game.Current, o)
		if err != nil {
			return err
		}
		checked = append(checked, c)
	}
	s.Orders[pw] = checked
	return nil
}

// Finish marks player i done for this phase.
func (s *Session) Finish(i int) {
	for _, pw := range s.Players[i].Powers {
		s.Done[pw] = true
	}
}

// Ready reports whether every decision of this phase has been made.
func (s *Session) Ready() bool { return !s.Over() && s.Next() < 0 }

// Resolve adjudicates the phase with every power's orders (units without
// orders hold; powers in civil disorder give none) and starts the next one.
func (s *Session) Resolve() (engine.Outcome, error) {
	if s.Over() {
		return engine.Outcome{}, engine.ErrGameOver
	}
	var all []engine.Order
	powers := make([]engine.PowerID, 0, len(s.Orders))
	for pw := range s.Orders {
		powers = append(powers, pw)
	}
	sort.Slice(powers, func(i, j int) bool { return powers[i] < powers[j] })
	for _, pw := range powers {
		all = append(all, s.Orders[pw]...)
	}
	out, err := s.Game.Resolve(all)
	if err != nil {
		return out, err
	}
	s.resetPhase()
	return out, nil
}

// Undo takes back the last resolution; the orders of that phase come back
// as entered, so players can change them.
func (s *Session) Undo() bool {
	n := len(s.Game.Turns)
	if n == 0 {
		return false
	}
	last := s.Game.Turns[n-1]
	s.Game.Undo()
	s.resetPhase()
	for _, o := range last.Orders {
		s.Orders[o.Power] = append(s.Orders[o.Power], o)
	}
	return true
}
