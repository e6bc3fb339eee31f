package bot

import "dipdesk/engine"

// Finishing off a weak power. A sampled best response values only its own
// side's centres, so a power cornered on its last few centres survives:
// a line of units supporting each other costs any one neighbour more to
// break than the centre behind it gains, and the supported attack that
// would break it often needs units of two powers, which no neighbour
// ever offers. Strong players finish such a power: its centres are the
// cheapest on the board to take, and once it is gone its units no longer
// tie anyone's down. So to the hard level
//
//   - a weak enemy's centre it takes is worth more than another;
//   - a weak enemy left with no centre at all, whoever took the last one,
//     is worth something more;
//   - its units may support another power's attack on a weak enemy's
//     centre (polish.go tries it), which pays when that finishes the
//     enemy.
//
// Another power's capture of a weak enemy's other centres is worth
// nothing to the side: measured, valuing it made a lone hard bot help its
// rivals grow and win less often.

const (
	// finishCentre is the extra worth of a weak enemy's centre the side
	// holds at the year's end (in Spring, when the side stands in it, a
	// share as for any centre occupied).
	finishCentre = 0.35
	// finishPower is the worth of a weak enemy left with no centre.
	finishPower = 0.5
	// A power is weak when its centres are at most weakShare of a fair
	// share of the board's (the centres over the powers), and always
	// with weakLeast or fewer: Classic 3, Imperial 8, 1812 Overture 2.
	weakShare = 5.0 / 8
	weakLeast = 2
)

// weakPowers marks the powers with few centres left (at least one).
func weakPowers(v *engine.Variant, pos *engine.Position) []bool {
	n := make([]int, v.NumPowers())
	for _, sc := range v.SupplyCenters() {
		if o := pos.Owners[sc]; o >= 0 && int(o) < len(n) {
			n[o]++
		}
	}
	fair := float64(len(v.SupplyCenters())) / float64(max(1, v.NumPowers()))
	limit := max(weakLeast, int(weakShare*fair))
	weak := make([]bool, len(n))
	for pw, c := range n {
		weak[pw] = c > 0 && c <= limit
	}
	return weak
}

// weakEnemy reports whether pw is a weak power not on the side.
func (p *planner) weakEnemy(pw engine.PowerID) bool {
	return pw >= 0 && int(pw) < len(p.weak) && p.weak[pw] && !p.ours(pw)
}

// finishing is the worth of what a phase's outcome takes from the weak
// enemies: occ is each province's occupant after it (NoPower when empty
// or neutral), occupied whether anyone stands there.
func (p *planner) finishing(occ []engine.PowerID, occupied []bool) float64 {
	had := make([]int, len(p.weak))  // per weak enemy, its centres
	kept := make([]int, len(p.weak)) // and those still its own after the phase
	score := 0.0
	for _, sc := range p.v.SupplyCenters() {
		owner := p.pos.Owners[sc]
		if !p.weakEnemy(owner) {
			continue
		}
		had[owner]++
		taken := occupied[sc] && occ[sc] != owner && occ[sc] != engine.NoPower
		switch {
		case !taken || !p.fall:
			// in Spring nothing changes owner yet
			kept[owner]++
			if taken && p.ours(occ[sc]) {
				score += finishCentre * springOccupied
			}
		case p.ours(occ[sc]):
			score += finishCentre
		}
	}
	for pw := range had {
		if p.fall && had[pw] > 0 && kept[pw] == 0 {
			score += finishPower
		}
	}
	return score
}

// foreignSupport reports whether o is a support the side may give to
// another power's move: one into a centre a weak enemy holds, by a unit
// not of that enemy.
func (p *planner) foreignSupport(o engine.Order) bool {
	if o.Kind != engine.Support || o.Dest == engine.NoLoc {
		return false
	}
	i := p.unitAt[p.prov(o.Target)]
	if i < 0 {
		return false
	}
	who := p.pos.Units[i].Power
	d := p.prov(o.Dest)
	owner := p.pos.Owners[d]
	return who != engine.NoPower && !p.ours(who) && who != owner && p.v.Province(d).SC && p.weakEnemy(owner)
}
