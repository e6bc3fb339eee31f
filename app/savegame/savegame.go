// Package savegame writes hot-seat games to disk and reads them back. A save
// is one JSON file per game in $XDG_DATA_HOME/dipdesk/games/, versioned, and
// self-contained: it embeds the variant definition the game was played with,
// so a game survives changes to the built-in variant. Writes are atomic
// (temporary file, fsync, rename), so a crash or a full disk leaves the
// previous save intact; a file that cannot be read is reported and never
// overwritten or deleted.
package savegame

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"dipdesk/app/hotseat"
	"dipdesk/bot"
	"dipdesk/engine"
	"dipdesk/variants"
)

// Format names dipdesk save files; Version is the newest layout this build
// writes and reads.
const (
	Format  = "dipdesk-game"
	Version = 1
)

// file is the JSON layout of a save. The fields the Load screen lists
// (format, version, summary, current position, variant id) come before the
// history, so listing reads a few kilobytes of each file (see readHead).
// Field order is free in JSON, so saves in the older order still read.
type file struct {
	Format  string    `json:"format"`
	Version int       `json:"version"`
	ID      string    `json:"id"`
	Created time.Time `json:"created"`
	Saved   time.Time `json:"saved"`
	// Summary repeats what the Load screen lists, so listing saves does not
	// replay or even parse the game.
	Summary Summary  `json:"summary"`
	Current position `json:"current"`
	Variant variant  `json:"variant"`
	Edition string   `json:"edition"`
	// VictorySCs and EndYear are the game options chosen at New game
	// (engine.GameOption); absent in older saves and for the variant as written.
	VictorySCs         int      `json:"victorySCs,omitempty"`
	EndYear            int      `json:"endYear,omitempty"`
	Players            []player `json:"players"`
	NegotiationMinutes int      `json:"negotiationMinutes,omitempty"`
	// Sandbox marks a game one person plays alone (hotseat.NewSandbox).
	Sandbox bool `json:"sandbox,omitempty"`
	// Coach: hints are on; CoachAtTable: the table allowed them in a
	// game of several people (hotseat.Session.CoachAllowed).
	Coach        bool      `json:"coach,omitempty"`
	CoachAtTable bool      `json:"coachAtTable,omitempty"`
	Pending      []pending `json:"pending,omitempty"`
	DrawVotes    []string  `json:"drawVotes,omitempty"`
	Drawn        []string  `json:"drawn,omitempty"`
	Turns        []turn    `json:"turns"`
}

type variant struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	Definition string `json:"definition"`
}

type player struct {
	Name   string   `json:"name"`
	Powers []string `json:"powers"`
	PIN    string   `json:"pin,omitempty"`
	// Computer is a computer player's level ("easy", "hard"); absent for
	// a person, so older saves load as games of people.
	Computer string `json:"computer,omitempty"`
}

type turn struct {
	Position position `json:"position"`
	Orders   []string `json:"orders"`
}

type pending struct {
	Power  string   `json:"power"`
	Orders []string `json:"orders"`
	Done   bool     `json:"done,omitempty"`
}

// Summary is what a list of saved games shows of one.
type Summary struct {
	Variant string    `json:"variant"` // the variant's name
	Phase   string    `json:"phase"`   // e.g. "Fall 1902 Movement"
	Players []string  `json:"players"` // names
	Saved   time.Time `json:"saved"`
	Over    bool      `json:"over,omitempty"`
	Sandbox bool      `json:"sandbox,omitempty"`
}

// ErrNewer is wrapped by Decode for a file written by a newer dipdesk.
var ErrNewer = errors.New("written by a newer version of dipdesk")

// Encode writes the session as a save file's bytes.
func Encode(s *hotseat.Session, now time.Time) ([]byte, error) {
	// Decode refuses a save past MaxTurns, so none is written: a game that
	// saved at 1,001 phases was then refused as damaged.
	if n := len(s.Game.Turns); n > MaxTurns {
		return nil, fmt.Errorf("this game has played %d phases, more than the %d a save holds, so it can no longer be saved", n, MaxTurns)
	}
	v := s.Variant()
	f := file{
		Format: Format, Version: Version, ID: s.ID, Created: s.Created, Saved: now.UTC(),
		Variant:            variant{ID: s.VariantID, Name: v.Name, Definition: string(s.Definition)},
		Edition:            s.Game.Options.Edition.String(),
		VictorySCs:         s.Game.Options.VictorySCs,
		EndYear:            s.Game.Options.EndYear,
		Summary:            summarize(s, now),
		NegotiationMinutes: s.NegotiationMinutes,
		Sandbox:            s.Sandbox,
		Coach:              s.Coach,
		CoachAtTable:       s.CoachAtTable,
		Current:            encodePosition(v, &s.Game.Current),
	}
	for _, p := range s.Players {
		fp := player{Name: p.Name, PIN: p.PIN, Computer: p.Computer}
		for _, pw := range p.Powers {
			fp.Powers = append(fp.Powers, v.Power(pw).ID)
		}
		f.Players = append(f.Players, fp)
	}
	for _, t := range s.Game.Turns {
		ft := turn{Position: encodePosition(v, &t.Position), Orders: []string{}}
		for _, o := range t.Orders {
			ft.Orders = append(ft.Orders, orderText(v, o))
		}
		f.Turns = append(f.Turns, ft)
	}
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		orders, ok := s.Orders[pw]
		if !ok && !s.Done[pw] {
			continue
		}
		fp := pending{Power: v.Power(pw).ID, Orders: []string{}, Done: s.Done[pw]}
		for _, o := range orders {
			fp.Orders = append(fp.Orders, orderText(v, o))
		}
		f.Pending = append(f.Pending, fp)
	}
	for _, pw := range s.Game.Drawn {
		f.Drawn = append(f.Drawn, v.Power(pw).ID)
	}
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		if s.DrawVotes[pw] {
			f.DrawVotes = append(f.DrawVotes, v.Power(pw).ID)
		}
	}
	return json.MarshalIndent(f, "", " ")
}

func summarize(s *hotseat.Session, now time.Time) Summary {
	v := s.Variant()
	sum := Summary{Variant: v.Name, Phase: s.PhaseName(), Saved: now.UTC(), Over: s.Over(), Sandbox: s.Sandbox}
	for _, p := range s.Players {
		sum.Players = append(sum.Players, p.Name)
	}
	return sum
}

// orderText writes an order with its power, so that it can be read back
// unambiguously even for orders (builds, waives) that name no unit's owner.
func orderText(v *engine.Variant, o engine.Order) string {
	return v.Power(o.Power).ID + ": " + v.FormatOrder(o)
}

func parseOrderText(v *engine.Variant, text string) (engine.Order, error) {
	for i := 0; i < len(text); i++ {
		if text[i] == ':' {
			pw, err := power(v, text[:i])
			if err != nil {
				return engine.Order{}, fmt.Errorf("order %q: %w", text, err)
			}
			o, err := v.ParseOrder(text[i+1:])
			if err != nil {
				return o, err
			}
			o.Power = pw
			return o, nil
		}
	}
	return engine.Order{}, fmt.Errorf("order %q: want \"<power>: <order>\"", text)
}

// Decode reads a save file's bytes back into a session. It rebuilds the
// variant from the embedded definition and re-adjudicates every recorded
// phase, so each turn's results are exactly what the players saw. It
// refuses a save larger than MaxSize or longer than MaxTurns, and one whose
// turns do not follow one another: each recorded phase must be the one the
// previous turn's orders lead to. (The recorded positions are kept as they
// are, so a later rules fix never makes an old game unreadable by a unit.)
func Decode(data []byte) (*hotseat.Session, error) {
	if err := checkLen(int64(len(data))); err != nil {
		return nil, err
	}
	h, err := readHead(bytes.NewReader(data), "format", "version")
	if err != nil {
		return nil, err
	}
	if err := h.check(); err != nil {
		return nil, err
	}
	var f file
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, plainJSON(err)
	}
	if len(f.Turns) > MaxTurns {
		return nil, fmt.Errorf("damaged save (it records %d phases, more than the %d any game reaches)", len(f.Turns), MaxTurns)
	}
	v, err := variants.Build("the save's variant definition", []byte(f.Variant.Definition))
	if err != nil {
		return nil, fmt.Errorf("the save's variant definition does not load: %w", err)
	}
	ed, ok := engine.ParseEdition(f.Edition)
	if !ok {
		return nil, fmt.Errorf("unknown rules edition %q", f.Edition)
	}
	var players []hotseat.Player
	for _, fp := range f.Players {
		p := hotseat.Player{Name: fp.Name, PIN: fp.PIN, Computer: fp.Computer}
		if fp.Computer != "" {
			if _, err := bot.ParseLevel(fp.Computer); err != nil {
				return nil, fmt.Errorf("player %s: %w", fp.Name, err)
			}
		}
		for _, id := range fp.Powers {
			pw, err := power(v, id)
			if err != nil {
				return nil, fmt.Errorf("player %s: %w", fp.Name, err)
			}
			p.Powers = append(p.Powers, pw)
		}
		players = append(players, p)
	}
	s, err := hotseat.New(f.ID, f.Variant.ID, []byte(f.Variant.Definition), v, engine.Options{Edition: ed, VictorySCs: f.VictorySCs, EndYear: f.EndYear}, players)
	if err != nil {
		return nil, err
	}
	s.Created = f.Created
	s.NegotiationMinutes = f.NegotiationMinutes
	s.Sandbox = f.Sandbox
	s.Coach, s.CoachAtTable = f.Coach, f.CoachAtTable
	g := s.Game
	for i, ft := range f.Turns {
		pos, err := decodePosition(v, ft.Position)
		if err != nil {
			return nil, fmt.Errorf("turn %d: %w", i+1, err)
		}
		var orders []engine.Order
		for _, text := range ft.Orders {
			o, err := parseOrderText(v, text)
			if err != nil {
				return nil, fmt.Errorf("turn %d: %w", i+1, err)
			}
			orders = append(orders, o)
		}
		if i > 0 && pos.Phase != g.Current.Phase {
			return nil, notFollowing(v, fmt.Sprintf("turn %d (%s)", i+1, v.PhaseName(pos.Phase)), i, g.Current.Phase)
		}
		g.Current = pos
		if _, err := g.Resolve(orders); err != nil {
			return nil, fmt.Errorf("turn %d: %w", i+1, err)
		}
	}
	cur, err := decodePosition(v, f.Current)
	if err != nil {
		return nil, fmt.Errorf("current position: %w", err)
	}
	if n := len(f.Turns); n > 0 && cur.Phase != g.Current.Phase {
		return nil, notFollowing(v, "the current phase ("+v.PhaseName(cur.Phase)+")", n, g.Current.Phase)
	}
	g.Current = cur
	for _, fp := range f.Pending {
		pw, err := power(v, fp.Power)
		if err != nil {
			return nil, fmt.Errorf("pending orders: %w", err)
		}
		var orders []engine.Order
		for _, text := range fp.Orders {
			o, err := parseOrderText(v, text)
			if err != nil {
				return nil, fmt.Errorf("pending orders of %s: %w", fp.Power, err)
			}
			orders = append(orders, o)
		}
		if err := s.SetOrders(pw, orders); err != nil {
			return nil, fmt.Errorf("pending orders of %s: %w", fp.Power, err)
		}
		s.Done[pw] = fp.Done
	}
	for _, id := range f.DrawVotes {
		pw, err := power(v, id)
		if err != nil {
			return nil, fmt.Errorf("draw votes: %w", err)
		}
		if s.DrawVotes == nil {
			s.DrawVotes = map[engine.PowerID]bool{}
		}
		s.DrawVotes[pw] = true
	}
	if len(f.Drawn) > 0 {
		var drawn []engine.PowerID
		for _, id := range f.Drawn {
			pw, err := power(v, id)
			if err != nil {
				return nil, fmt.Errorf("draw: %w", err)
			}
			drawn = append(drawn, pw)
		}
		if err := g.Draw(drawn); err != nil {
			return nil, fmt.Errorf("draw: %w", err)
		}
	}
	return s, nil
}

// notFollowing is the error for a recorded phase that is not the one the
// previous turn (numbered prev, from 1) leads to.
func notFollowing(v *engine.Variant, what string, prev int, next engine.Phase) error {
	return fmt.Errorf("damaged save (%s does not follow turn %d, whose orders lead to %s)", what, prev, v.PhaseName(next))
}
