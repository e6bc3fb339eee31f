package bot

import (
	"math/rand/v2"
	"slices"

	"dipdesk/engine"
)

// The hard level does not trust its first plan. It draws a few plans
// (the best-valued one, then others with more noise), plays each against
// a few guesses of what everyone else will do (each other power planned
// as a hard bot before its search or an easy bot would, with noise)
// through the real adjudicator,
// and keeps the plan that ends best on average: centres held or taken,
// units not dislodged, and units standing on valuable ground. Bounces
// with a neighbour, attacks that need one more support and centres left
// open are found this way without a rule for each.
const (
	searchPlans   = 12
	searchGuesses = 4
)

// searchMovement chooses the side's movement orders by trying plans
// against guesses of the other powers' orders.
func (p *planner) searchMovement() []engine.Order {
	v, pos := p.v, p.pos
	all := v.AllLegalOrders(pos)
	var others []engine.PowerID
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		if !p.ours(pw) && pos.UnitCount(pw) > 0 {
			others = append(others, pw)
		}
	}
	guesses := make([][]engine.Order, searchGuesses)
	for g := range guesses {
		// half the guesses credit the others with supported attacks
		// (planned as a hard bot plans before its search), half with
		// plain greedy moves
		level := Hard
		if g%2 == 1 {
			level = Easy
		}
		for _, pw := range others {
			op := newPlanner(v, pos, []engine.PowerID{pw}, level, rand.New(rand.NewPCG(p.rng.Uint64(), uint64(pw))))
			op.noiseW = 0.5
			guesses[g] = append(guesses[g], op.movementFrom(all)...)
		}
	}
	guesses = append(guesses, p.attackGuess(all, others))
	var best []engine.Order
	bestScore := 0.0
	for k := range searchPlans {
		p.noiseW = 0
		if k > 0 {
			p.noiseW = 0.5
		}
		plan := p.movementFrom(all)
		if k > 0 && slices.Equal(plan, best) {
			continue
		}
		score := 0.0
		for _, g := range guesses {
			out, err := engine.Adjudicate(v, pos, append(slices.Clip(plan), g...), engine.Options{})
			if err != nil {
				return plan // cannot happen for a position the engine gave; play the plan unchecked
			}
			score += p.evaluate(&out)
		}
		if best == nil || score > bestScore {
			best, bestScore = plan, score
		}
	}
	p.noiseW = 0
	return best
}

// evaluate scores the board after a movement phase for the side: each
// centre it would hold at the end of the year (standing in it, or owning
// it with no enemy in it), minus each unit dislodged, plus a little for
// every unit's ground.
func (p *planner) evaluate(out *engine.Outcome) float64 {
	v, after := p.v, &out.After
	occupant := make([]engine.PowerID, v.NumProvinces())
	for i := range occupant {
		occupant[i] = -2 // empty
	}
	score := 0.0
	for _, u := range after.Units {
		pr := v.ProvinceOf(u.Loc)
		occupant[pr] = u.Power
		if p.ours(u.Power) {
			score += 0.3 * p.val[u.Type][u.Loc]
		}
	}
	for _, sc := range v.SupplyCenters() {
		o := occupant[sc]
		if p.ours(o) || o == -2 && p.ours(p.pos.Owners[sc]) {
			score += 10
		}
	}
	// a unit not standing afterwards was dislodged (it may retreat, or
	// had nowhere to go and is gone)
	lost := 0
	for _, u := range p.pos.Units {
		if p.ours(u.Power) {
			lost++
		}
	}
	for _, u := range after.Units {
		if p.ours(u.Power) {
			lost--
		}
	}
	return score - 6*float64(lost)
}

// attackGuess is the pessimistic guess: every other power throws the units
// next to the side's centres at them, one moving and the rest supporting,
// richest centre first; units with no such part hold. It keeps the search
// from leaving a centre open just because the likelier guesses look away.
func (p *planner) attackGuess(all []engine.Order, others []engine.PowerID) []engine.Order {
	v := p.v
	enemy := map[engine.PowerID]bool{}
	for _, pw := range others {
		enemy[pw] = true
	}
	byUnit := map[engine.LocID][]engine.Order{}
	var units []engine.LocID
	for _, o := range all {
		if enemy[o.Power] {
			if _, ok := byUnit[o.Loc]; !ok {
				units = append(units, o.Loc)
			}
			byUnit[o.Loc] = append(byUnit[o.Loc], o)
		}
	}
	var centres []engine.ProvinceID
	for _, sc := range v.SupplyCenters() {
		i := p.unitAt[sc]
		if p.ours(p.pos.Owners[sc]) || i >= 0 && p.ours(p.pos.Units[i].Power) {
			centres = append(centres, sc)
		}
	}
	slices.SortStableFunc(centres, func(a, b engine.ProvinceID) int {
		switch {
		case p.base[a] > p.base[b]:
			return -1
		case p.base[a] < p.base[b]:
			return 1
		}
		return 0
	})
	used := map[engine.LocID]bool{}
	var out []engine.Order
	for _, sc := range centres {
		var mover engine.Order
		found := false
		for _, l := range units {
			if used[l] {
				continue
			}
			for _, o := range byUnit[l] {
				if o.Kind == engine.Move && v.ProvinceOf(o.Dest) == sc {
					mover, found = o, true
					break
				}
			}
			if found {
				break
			}
		}
		if !found {
			continue
		}
		used[mover.Loc] = true
		out = append(out, mover)
		for _, l := range units {
			if used[l] {
				continue
			}
			for _, o := range byUnit[l] {
				if o.Kind == engine.Support && o.Target == mover.Loc && o.Dest != engine.NoLoc && v.ProvinceOf(o.Dest) == sc {
					used[l] = true
					out = append(out, o)
					break
				}
			}
		}
	}
	return out
}
