package selfplay

import (
	"slices"
	"time"

	"dipdesk/engine"
)

// The measures of a stalled game, per game: how many of its years saw a
// centre change owner, and which powers lost a home centre to a walk-in,
// an enemy unit moving into it while it stood empty. A table of
// computers that sit still, or leave home open, shows it here, where a
// win rate alone would not.

// yearChanges counts the game's years and those in which at least one
// supply centre changed owner, comparing the owners at the start of each
// year (and at the game's end).
func yearChanges(v *engine.Variant, g *engine.Game) (years, changed int) {
	var marks [][]engine.PowerID
	for _, t := range g.Turns {
		if p := t.Position.Phase; p.Kind == engine.Movement && p.Season == 0 {
			marks = append(marks, t.Position.Owners)
		}
	}
	marks = append(marks, yearEndOwners(v, &g.Current))
	for i := 1; i < len(marks); i++ {
		years++
		if !slices.Equal(marks[i-1], marks[i]) {
			changed++
		}
	}
	return years, changed
}

// walkIns counts, per power, the home centres it owned that an enemy unit
// moved into while they stood empty, in the last movement season of a
// year (when captures count); first says which powers suffered one in the
// game's first such season.
func walkIns(v *engine.Variant, g *engine.Game) (count []int, first []bool) {
	count = make([]int, v.NumPowers())
	first = make([]bool, v.NumPowers())
	last := len(v.Seasons) - 1
	firstYear := -1
	for _, t := range g.Turns {
		before := &t.Position
		if before.Phase.Kind != engine.Movement || before.Phase.Season != last {
			continue
		}
		if firstYear < 0 {
			firstYear = before.Phase.Year
		}
		for _, u := range t.Outcome.After.Units {
			pr := v.ProvinceOf(u.Loc)
			home := v.Province(pr).Home
			if home < 0 || u.Power == home || before.Owners[pr] != home || before.UnitIn(v, pr) >= 0 {
				continue
			}
			count[home]++
			if before.Phase.Year == firstYear {
				first[home] = true
			}
		}
	}
	return count, first
}

// timed is a player whose movement decisions are timed.
type timed struct {
	p     Player
	times *[]time.Duration
}

func (t timed) Orders(v *engine.Variant, pos *engine.Position, pw engine.PowerID) []engine.Order {
	if pos.Phase.Kind != engine.Movement {
		return t.p.Orders(v, pos, pw)
	}
	start := time.Now()
	out := t.p.Orders(v, pos, pw)
	*t.times = append(*t.times, time.Since(start))
	return out
}

// median is the middle of the durations, 0 if none.
func median(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}
