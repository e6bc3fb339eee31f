package engine

import "strings"

// VictoryTiming is the set of moments at which a variant checks for a
// winner. Rules differ: the standard game counts centres when they change
// hands, at the end of the year after the last season's retreats; 1776 II
// counts right after the Fall movement, before retreats and builds.
type VictoryTiming uint8

// Victory moments; a variant may name several.
const (
	// VictoryAfterRetreats: at the end of the year, after the last season's
	// retreats, when supply centres change hands (standard).
	VictoryAfterRetreats VictoryTiming = 1 << iota
	// VictoryAfterMovement: right after the last season's movement, before
	// its retreats, with each centre counted for the power whose unit stands
	// in it then (as if the captures took effect at once). Dislodged units
	// count for nothing.
	VictoryAfterMovement
)

var victoryTimingNames = [...]string{"after-retreats", "after-movement"}

// ParseVictoryTiming reads one moment's name as written in definitions
// ("after-retreats", "after-movement").
func ParseVictoryTiming(s string) (VictoryTiming, bool) {
	for i, n := range victoryTimingNames {
		if n == s {
			return VictoryTiming(1 << i), true
		}
	}
	return 0, false
}

// String lists the moments' names, separated by spaces.
func (t VictoryTiming) String() string {
	var out []string
	for i, n := range victoryTimingNames {
		if t&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return strings.Join(out, " ")
}

// victoryTiming is the variant's set of moments, the standard one if the
// definition named none.
func (v *Variant) victoryTiming() VictoryTiming {
	if v.Rules.VictoryAt == 0 {
		return VictoryAfterRetreats
	}
	return v.Rules.VictoryAt
}

// ChecksVictoryAt reports whether the variant looks for a winner at moment t.
func (v *Variant) ChecksVictoryAt(t VictoryTiming) bool { return v.victoryTiming()&t != 0 }

// Threshold returns the SC count that wins a game played with opt: the
// game's own choice if it made one, else the variant's.
func (v *Variant) Threshold(opt Options) int {
	if opt.VictorySCs > 0 {
		return opt.VictorySCs
	}
	return v.VictoryThreshold()
}

// Winners lists the powers owning at least the variant's victory threshold
// of supply centres (the one with most, if several), or the powers of the
// winning teams if the variant counts by team, in its default seating.
func (v *Variant) Winners(pos *Position) []PowerID {
	return v.gameWinners(pos.Owners, Options{})
}

// gameWinners applies the victory rule of a game played with opt.
func (v *Variant) gameWinners(owners []PowerID, opt Options) []PowerID {
	if v.Rules.VictoryByTeam {
		return v.teamWinners(owners, v.Threshold(opt), opt)
	}
	return v.winners(owners, v.Threshold(opt))
}

func (v *Variant) winners(owners []PowerID, need int) []PowerID {
	count := make([]int, len(v.powers))
	for _, o := range owners {
		if o != NoPower {
			count[o]++
		}
	}
	best := 0
	var out []PowerID
	for pw, n := range count {
		if n < need || n < best {
			continue
		}
		if n > best {
			best, out = n, out[:0]
		}
		out = append(out, PowerID(pw))
	}
	return out
}

// ownersWithCaptures returns owners as they stand once every unit in units
// takes the supply centre it stands in.
func (v *Variant) ownersWithCaptures(owners []PowerID, units []Unit) []PowerID {
	out := append([]PowerID(nil), owners...)
	for _, u := range units {
		p := v.locs[u.Loc].Province
		if v.provinces[p].SC {
			out[p] = u.Power
		}
	}
	return out
}

// movementWinners is the check right after a movement phase: after is the
// board once the moves are made (dislodged units off it). It finds winners
// only after the last season's movement, and only for variants that check
// then.
func (v *Variant) movementWinners(after *Position, opt Options) []PowerID {
	if after.Phase.Season != len(v.Seasons)-1 || !v.ChecksVictoryAt(VictoryAfterMovement) {
		return nil
	}
	return v.gameWinners(v.ownersWithCaptures(after.Owners, after.Units), opt)
}
