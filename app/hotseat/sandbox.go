package hotseat

import (
	"errors"
	"fmt"
	"time"

	"dipdesk/engine"
)

// SandboxPlayer is the name of the one person who orders every power in a
// sandbox game.
const SandboxPlayer = "Sandbox"

// NewSandbox starts a sandbox game: one person orders every power, with
// no curtain between them, to try out "what if". start is the position to
// play from (an edited or branched one); nil means the variant's start.
// The position is checked by the engine first, so a sandbox never holds a
// position the adjudicator would refuse.
func NewSandbox(id, variantID string, definition []byte, v *engine.Variant, opt engine.Options, start *engine.Position) (*Session, error) {
	all := make([]engine.PowerID, v.NumPowers())
	for i := range all {
		all[i] = engine.PowerID(i)
	}
	s, err := New(id, variantID, definition, v, opt, []Player{{Name: SandboxPlayer, Powers: all}})
	if err != nil {
		return nil, err
	}
	s.Sandbox = true
	if start != nil {
		if err := v.CheckPosition(start); err != nil {
			return nil, err
		}
		s.Game.Current = start.Clone()
	}
	return s, nil
}

// Rewind takes the game back to the start of resolved phase i (0 is the
// first phase played): every later resolution is undone, and the orders
// of phase i come back as they were entered, to be changed.
func (s *Session) Rewind(i int) error {
	if i < 0 || i >= len(s.Game.Turns) {
		return fmt.Errorf("there is no resolved phase %d to go back to", i+1)
	}
	for len(s.Game.Turns) > i {
		if !s.Undo() {
			return errors.New("the game could not be taken back")
		}
	}
	s.DrawVotes = nil
	return nil
}

// Branch starts a new game from the position at the start of resolved
// phase i (len(History()) branches from the phase in progress), sharing
// this game's history up to there. This game is not changed. A branch is
// a new game with its own id, so it is saved to its own file and the
// original save is kept. The branch keeps the players, without their PINs
// (a PIN is stored hashed with the game's id, so it cannot be carried
// over); sandbox makes it a sandbox game with one person ordering every
// power instead.
func (s *Session) Branch(i int, id string, now time.Time, sandbox bool) (*Session, error) {
	if id == "" || id == s.ID {
		return nil, errors.New("a branch needs an id of its own")
	}
	g, err := s.Game.Branch(i)
	if err != nil {
		return nil, fmt.Errorf("there is no phase %d to branch from", i+1)
	}
	players := make([]Player, len(s.Players))
	for k, p := range s.Players {
		p.Powers = append([]engine.PowerID(nil), p.Powers...)
		p.PIN = ""
		players[k] = p
	}
	b := &Session{ID: id, Created: now.UTC(), VariantID: s.VariantID, Definition: s.Definition,
		Game: g, Players: players, NegotiationMinutes: s.NegotiationMinutes, Sandbox: s.Sandbox,
		Coach: s.Coach, CoachAtTable: s.CoachAtTable}
	if sandbox && !s.Sandbox {
		all := make([]engine.PowerID, s.Variant().NumPowers())
		for k := range all {
			all[k] = engine.PowerID(k)
		}
		b.Players = []Player{{Name: SandboxPlayer, Powers: all}}
		b.Sandbox = true
		b.NegotiationMinutes = 0
	}
	b.resetPhase()
	return b, nil
}

// CoachAllowed reports whether coach hints may be offered on a turn: in a
// sandbox or a game with one person at the laptop (the others computers)
// nobody else can read them, but in a game of several people they are
// offered only if the table allowed them at New game.
func (s *Session) CoachAllowed() bool {
	people := 0
	for _, p := range s.Players {
		if !p.IsComputer() {
			people++
		}
	}
	return s.Sandbox || people <= 1 || s.CoachAtTable
}
