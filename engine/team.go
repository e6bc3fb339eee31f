package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
)

// Teams: players holding several powers (1812 Overture: six players, two
// powers each). Some pairs are fixed by the definition (France and Rhine);
// the other players each take one power from every pairing group (one
// European and one American power), at random or by choice when the game
// is set up. The seating a game uses is Options.Teams. With victory
// "by-team" a team wins on the centres of all its powers together.

// TeamSpec is a fixed team, or a pairing: Powers are then groups written
// "austria,denmark,russia" from each of which a player takes one power.
type TeamSpec struct {
	Powers []string
	// Name is what the table calls a fixed team's player ("French
	// Empire"); "" for none.
	Name string
	Line int
}

func (b *builder) teams() {
	s, v := b.spec, b.v
	seen := make([]bool, len(v.powers))
	take := func(pw PowerID, line int) bool {
		if seen[pw] {
			b.errf(line, "power %s is in two teams or pairing groups", v.powers[pw].ID)
			return false
		}
		seen[pw] = true
		return true
	}
	for _, ts := range s.Teams {
		var team []PowerID
		for _, pw := range b.powerList(ts.Powers, ts.Line) {
			if take(pw, ts.Line) {
				team = append(team, pw)
			}
		}
		if len(team) < 2 {
			b.errf(ts.Line, "a team needs at least two powers")
			continue
		}
		v.fixedTeams = append(v.fixedTeams, team)
		v.teamNames = append(v.teamNames, ts.Name)
	}
	if s.Pairing != nil {
		for _, group := range s.Pairing.Powers {
			var g []PowerID
			for _, pw := range b.powerList(strings.FieldsFunc(group, func(r rune) bool { return r == ',' }), s.Pairing.Line) {
				if take(pw, s.Pairing.Line) {
					g = append(g, pw)
				}
			}
			if len(v.pairing) > 0 && len(g) != len(v.pairing[0]) {
				b.errf(s.Pairing.Line, "pairing groups must be the same size, so that every player gets one of each")
			}
			v.pairing = append(v.pairing, g)
		}
		if len(v.pairing) < 2 {
			b.errf(s.Pairing.Line, "a pairing needs at least two groups")
		}
	}
	r := &v.Rules
	if r.TeamContinent > 0 && !r.VictoryByTeam {
		b.errf(0, "victory continent=%d is a team rule: add by-team", r.TeamContinent)
	}
	if r.TeamContinent > 0 && len(s.Continents) == 0 {
		b.errf(0, "victory continent=%d, but no continent is defined", r.TeamContinent)
	}
}

// FixedTeams lists the teams the definition fixes (powers one player always
// holds together).
func (v *Variant) FixedTeams() [][]PowerID { return v.fixedTeams }

// FixedTeamName is the name the definition gives fixed team i ("French
// Empire"), or "" if it gives none.
func (v *Variant) FixedTeamName(i int) string {
	if i < 0 || i >= len(v.teamNames) {
		return ""
	}
	return v.teamNames[i]
}

// PairingGroups lists the groups from each of which every remaining player
// takes one power, nil if the variant has none.
func (v *Variant) PairingGroups() [][]PowerID { return v.pairing }

// Seating returns the teams of a game: the fixed ones, then one more for
// each position in the pairing groups, the k-th team taking pick[g][k] of
// group g (indices into the group). A nil pick pairs the groups in order.
func (v *Variant) Seating(pick [][]int) ([][]PowerID, error) {
	out := append([][]PowerID(nil), v.fixedTeams...)
	if len(v.pairing) == 0 {
		return out, nil
	}
	n := len(v.pairing[0])
	if pick != nil && len(pick) != len(v.pairing) {
		return nil, fmt.Errorf("engine: seating: %d pairing groups, %d picks", len(v.pairing), len(pick))
	}
	for k := 0; k < n; k++ {
		out = append(out, make([]PowerID, 0, len(v.pairing)))
	}
	for g, group := range v.pairing {
		used := make([]bool, n)
		for k := 0; k < n; k++ {
			i := k
			if pick != nil {
				if len(pick[g]) != n || pick[g][k] < 0 || pick[g][k] >= n || used[pick[g][k]] {
					return nil, errors.New("engine: seating: each player must take a different power of each group")
				}
				i = pick[g][k]
			}
			used[i] = true
			t := len(v.fixedTeams) + k
			out[t] = append(out[t], group[i])
		}
	}
	return out, nil
}

// RandomSeating pairs the groups at random.
func (v *Variant) RandomSeating(rng *rand.Rand) [][]PowerID {
	pick := make([][]int, len(v.pairing))
	for g, group := range v.pairing {
		pick[g] = rng.Perm(len(group))
	}
	out, _ := v.Seating(pick) // a permutation is always a valid pick
	return out
}

// teamsOf is the seating a game with opt uses.
func (v *Variant) teamsOf(opt Options) [][]PowerID {
	if opt.Teams != nil {
		return opt.Teams
	}
	t, _ := v.Seating(nil)
	return t
}

// teamWinners applies the team victory: a team with at least need centres
// over all its powers (and, if the variant says so, TeamContinent of them on
// one continent) wins. Several such teams win together if each holds its
// continent majority on a different continent (1812's double win);
// otherwise the one with most centres wins.
func (v *Variant) teamWinners(owners []PowerID, need int, opt Options) []PowerID {
	teams := v.teamsOf(opt)
	teamOf := make([]int, len(v.powers))
	for i := range teamOf {
		teamOf[i] = -1
	}
	for t, powers := range teams {
		for _, pw := range powers {
			if pw >= 0 && int(pw) < len(teamOf) {
				teamOf[pw] = t
			}
		}
	}
	type score struct {
		total int
		cont  []int
	}
	scores := make([]score, len(teams))
	for i := range scores {
		scores[i].cont = make([]int, len(v.continentNames))
	}
	for p, o := range owners {
		if o == NoPower || teamOf[o] < 0 {
			continue
		}
		sc := &scores[teamOf[o]]
		sc.total++
		if v.continentOf != nil && v.continentOf[p] >= 0 {
			sc.cont[v.continentOf[p]]++
		}
	}
	var won []int // qualifying teams
	main := map[int]int{}
	for t, sc := range scores {
		if sc.total < need {
			continue
		}
		best := -1
		for c, n := range sc.cont {
			if n >= v.Rules.TeamContinent && (best < 0 || n > sc.cont[best]) {
				best = c
			}
		}
		if v.Rules.TeamContinent > 0 && best < 0 {
			continue
		}
		won = append(won, t)
		main[t] = best
	}
	if len(won) > 1 && !distinctContinents(won, main) {
		top := 0
		for _, t := range won {
			top = max(top, scores[t].total)
		}
		kept := won[:0]
		for _, t := range won {
			if scores[t].total == top {
				kept = append(kept, t)
			}
		}
		won = kept
	}
	var out []PowerID
	for _, t := range won {
		out = append(out, teams[t]...)
	}
	return out
}

// distinctContinents: every team in won holds its majority on a continent
// of its own.
func distinctContinents(won []int, main map[int]int) bool {
	seen := map[int]bool{}
	for _, t := range won {
		c := main[t]
		if c < 0 || seen[c] {
			return false
		}
		seen[c] = true
	}
	return true
}
