package bot

import "dipdesk/engine"

// The value of the board after a movement phase for the planner's side,
// in centres. More than a count of centres:
//
//   - a centre counts when the side will own it at the year's end; in
//     Spring an enemy standing in one of the side's centres, or the side
//     standing in someone else's, counts part of one, as the Fall may
//     still undo it;
//   - home centres held empty in the Fall are build sites and worth a
//     little more;
//   - a dislodged unit is a unit likely lost;
//   - the next season: a centre the side can reach with more units than
//     any one enemy is half-taken, one of its own that an enemy reaches
//     with more units than the side is half-lost. This is how a Spring
//     move is worth what it sets up for the Fall.
const (
	springHeldAway = 0.3  // an own centre with an enemy in it after Spring
	springOccupied = 0.7  // a foreign centre the side stands in after Spring
	homeBuildSite  = 0.12 // an own home centre, empty after the Fall
	// homeKept: an own home centre still the side's after the Fall, so
	// that losing one costs more than taking a centre elsewhere gains
	homeKept          = 0.6
	dislodgedCost     = 0.6
	vanishedCost      = 1.0
	springOpportunity = 0.35
	fallOpportunity   = 0.15
	springThreat      = 0.5
	fallThreat        = 0.25
	groundWeight      = 0.004 // per unit of the planner's spread value
	winBonus          = 8
)

func (p *planner) value(out *engine.Outcome) float64 {
	v, after := p.v, &out.After
	np := v.NumProvinces()
	occ := make([]engine.PowerID, np)
	for i := range occ {
		occ[i] = engine.NoPower
	}
	occupied := make([]bool, np)
	ours := make([]int, np)  // the side's units able to reach (or stay in) each province
	enemy := make([]int, np) // the strongest single enemy's
	per := map[engine.PowerID][]int{}
	score := 0.0
	for _, u := range after.Units {
		pr := v.ProvinceOf(u.Loc)
		occ[pr], occupied[pr] = u.Power, true
		if u.Power == engine.NoPower {
			continue
		}
		mine := p.ours(u.Power)
		if mine {
			score += groundWeight * p.val[u.Type][u.Loc]
		}
		reach := func(r engine.ProvinceID) {
			if mine {
				ours[r]++
				return
			}
			c := per[u.Power]
			if c == nil {
				c = make([]int, np)
				per[u.Power] = c
			}
			c[r]++
			enemy[r] = max(enemy[r], c[r])
		}
		reach(pr)
		if mine && !p.fall && v.Province(pr).SC && !p.ours(p.pos.Owners[pr]) {
			// it must stay to take this centre in the Fall: it cannot
			// also guard another
			continue
		}
		for _, n := range v.Neighbours(u.Type, u.Loc) {
			reach(v.ProvinceOf(n))
		}
	}
	total := 0.0 // centres the side will own
	for _, sc := range v.SupplyCenters() {
		owner := p.pos.Owners[sc]
		var held float64
		switch {
		case occupied[sc] && p.ours(occ[sc]):
			held = 1
			if !p.fall && !p.ours(owner) {
				held = springOccupied
			}
		case occupied[sc]:
			if !p.fall && p.ours(owner) {
				held = springHeldAway
			}
		case p.ours(owner):
			held = 1
			if p.fall && p.ours(v.Province(sc).Home) {
				held += homeBuildSite
			}
		}
		if p.fall && held >= 1 && p.ours(v.Province(sc).Home) {
			held += homeKept
		}
		score += held
		total += min(held, 1)
		// the next season
		if held >= 1 {
			if enemy[sc] > ours[sc] {
				score -= p.pick(springThreat, fallThreat)
			}
		} else if ours[sc] > enemy[sc] && ours[sc] > 0 {
			score += p.pick(springOpportunity, fallOpportunity)
		}
	}
	score += p.finishing(occ, occupied)
	// the win itself: worth more than any centre, so that a bot within
	// reach of victory goes for it rather than for safety
	if p.fall && total >= float64(v.VictoryThreshold()) {
		score += winBonus
	}
	// a dislodged unit may retreat; one with nowhere to go is gone
	dislodged, vanished := 0, 0
	for _, u := range p.pos.Units {
		if p.ours(u.Power) {
			vanished++
		}
	}
	for _, u := range after.Units {
		if p.ours(u.Power) {
			vanished--
		}
	}
	for _, d := range after.Dislodged {
		if p.ours(d.Power) {
			dislodged++
			vanished--
		}
	}
	score -= dislodgedCost*float64(dislodged) + vanishedCost*float64(vanished)
	return score
}

// pick is the Spring or the Fall value of a weight.
func (p *planner) pick(spring, fall float64) float64 {
	if p.fall {
		return fall
	}
	return spring
}
