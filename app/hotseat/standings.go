package hotseat

import (
	"fmt"

	"dipdesk/engine"
)

// Standing is how one power stands now: its supply centres and units,
// and how many centres it gained (or, negative, lost) over the last year.
type Standing struct {
	Power  engine.PowerID
	Player int // index into Players, or -1 in civil disorder
	SCs    int
	Units  int
	// SCChange is the change in supply centres since the same phase a
	// year ago, or since the start of the game during its first year.
	SCChange int
	Alive    bool
}

// PlayerStanding adds up the standings of one player's powers, for
// players who hold several.
type PlayerStanding struct {
	Player   int
	Powers   []engine.PowerID
	SCs      int
	Units    int
	SCChange int
	// Continents are the player's centres on each of the variant's
	// continents (Variant.Continents order), nil without continents: 1812
	// Overture's victory needs 12 of them on one.
	Continents []int
}

// Standings are every power's standing, in the variant's order of powers.
func (s *Session) Standings() []Standing {
	now, then := s.Current(), s.yearAgo()
	out := make([]Standing, s.Variant().NumPowers())
	for i := range out {
		pw := engine.PowerID(i)
		out[i] = Standing{Power: pw, Player: s.PlayerOf(pw), SCs: now.SCCount(pw), Units: now.UnitCount(pw),
			SCChange: now.SCCount(pw) - then.SCCount(pw), Alive: now.Alive(pw)}
	}
	return out
}

// PlayerStandings are the standings summed per player, in seating order.
func (s *Session) PlayerStandings() []PlayerStanding {
	all := s.Standings()
	v := s.Variant()
	conts := v.Continents()
	index := map[string]int{}
	for k, c := range conts {
		index[c] = k
	}
	out := make([]PlayerStanding, len(s.Players))
	for i, p := range s.Players {
		out[i] = PlayerStanding{Player: i, Powers: p.Powers}
		if len(conts) > 0 {
			out[i].Continents = make([]int, len(conts))
		}
		for _, pw := range p.Powers {
			st := all[pw]
			out[i].SCs += st.SCs
			out[i].Units += st.Units
			out[i].SCChange += st.SCChange
		}
	}
	if len(conts) > 0 {
		for prov, owner := range s.Current().Owners {
			i := -1
			if owner != engine.NoPower {
				i = s.PlayerOf(owner)
			}
			if k, ok := index[v.Continent(engine.ProvinceID(prov))]; ok && i >= 0 {
				out[i].Continents[k]++
			}
		}
	}
	return out
}

// yearAgo is the latest recorded position no later than the current
// phase one year back; the game's first position if there is none.
func (s *Session) yearAgo() *engine.Position {
	cur := s.Current().Phase
	back := engine.Phase{Year: cur.Year - 1, Season: cur.Season, Kind: cur.Kind}
	turns := s.Game.Turns
	if len(turns) == 0 {
		return s.Current()
	}
	found := &turns[0].Position
	for i := range turns {
		if back.Before(turns[i].Position.Phase) {
			break
		}
		found = &turns[i].Position
	}
	return found
}

// Target is the number of supply centres that wins this game.
func (s *Session) Target() int { return s.Variant().Threshold(s.Game.Options) }

// VictoryRule says in one sentence what wins this game and when it is
// counted: "Victory: 13 supply centres, counted right after each Fall
// movement." A table that cannot see the target cannot see who is close.
func (s *Session) VictoryRule() string {
	v := s.Variant()
	r := v.Rules
	what := fmt.Sprintf("%d supply centres", s.Target())
	if r.VictoryByTeam {
		what += " of one player's powers together"
		if r.TeamContinent > 0 {
			what += fmt.Sprintf(", %d of them on one continent", r.TeamContinent)
		}
	}
	last := v.Seasons[len(v.Seasons)-1]
	when := "counted at the end of each year, after the " + last + " retreats"
	if v.ChecksVictoryAt(engine.VictoryAfterMovement) {
		when = "counted right after each " + last + " movement"
	}
	return "Victory: " + what + ", " + when + "."
}

// ToWin is how many more supply centres n falls short of the target, 0
// once it is reached.
func (s *Session) ToWin(n int) int { return max(0, s.Target()-n) }
