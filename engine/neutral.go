package engine

// Neutral units belong to no power (Unit.Power == NoPower): the armies of
// minor states that hold their centre until someone destroys them. They
// always hold (no order may be given to them, none is generated), anyone
// may support them, and a supply centre they stand in stays unowned, so a
// neutral centre is taken only by destroying or dislodging its unit. They
// never retreat: dislodged, they are disbanded, unless the province they
// were dislodged from is marked NeutralRetreat, in which case they retreat
// at once, before the powers' retreats, to a free supply centre next door
// (vacant and owned by no power) if there is one.

// neutralFail is the error for an order given to a neutral unit.
func (b *board) neutralFail(o Order, i int) error {
	u := b.pos.Units[i]
	return b.fail(o, "the %s in %s is neutral: it always holds and takes no orders", u.Type, b.name(b.prov(u.Loc)))
}

// neutralRetreat places a dislodged neutral unit: it returns where the unit
// retreats to, or NoLoc when it is disbanded. occupied reports provinces
// taken after movement.
func (b *board) neutralRetreat(d *Dislodged, occupied func(ProvinceID) bool) LocID {
	v := b.v
	if !v.provinces[b.prov(d.Loc)].NeutralRetreat {
		return NoLoc
	}
	best := NoLoc
	for _, l := range b.retreatOptions(d, occupied) {
		p := b.prov(l)
		if !v.provinces[p].SC || b.pos.Owners[p] != NoPower || v.provinces[p].Box {
			continue
		}
		if best == NoLoc || v.alphaLess(p, b.prov(best)) {
			best = l
		}
	}
	return best
}

// neutrals reads the spec's neutral units into the starting position.
func (b *builder) neutrals() {
	v := b.v
	for _, u := range b.spec.Neutrals {
		l, ok := b.resolveLoc(u.Loc, u.Line)
		if !ok {
			continue
		}
		if !v.CanStand(u.Type, l) {
			b.errf(u.Line, "neutral: a%s %s cannot stand in %s%s", an(u.Type), u.Type, u.Loc, coastHint(v, l))
			continue
		}
		p := v.locs[l].Province
		if v.start.UnitIn(v, p) >= 0 {
			b.errf(u.Line, "neutral: %s already holds a unit", v.provinces[p].ID)
			continue
		}
		if v.provinces[p].SC {
			v.start.Owners[p] = NoPower
		}
		if u.Retreats {
			v.provinces[p].NeutralRetreat = true
		}
		v.start.Units = append(v.start.Units, Unit{Type: u.Type, Power: NoPower, Loc: l})
	}
	v.start.sortUnits(v)
}

// placeNeutrals disbands the neutral units dislodged in a movement phase,
// or retreats them at once where their province allows it, and reports
// each as an implicit result. It runs before the powers' retreat options
// are worked out, so that a neutral's refuge counts as occupied for them.
func (r *resolver) placeNeutrals(ab *board, dislodger []int16, occ []bool, results []Result) []Result {
	moved := false
	for i, d := range dislodger {
		u := r.units[i]
		if d < 0 || u.Power != NoPower {
			continue
		}
		dl := Dislodged{Unit: u, From: r.b.prov(r.units[d].Loc)}
		if r.m[d].convoyed {
			dl.From = NoProvince
		}
		res := Result{Success: true, Implicit: true, By: r.ref(int(d)), DislodgedBy: r.ref(int(d))}
		if to := ab.neutralRetreat(&dl, func(p ProvinceID) bool { return occ[p] }); to != NoLoc {
			res.Order, res.Reason = MoveOrder(u.Type, u.Loc, to), ReasonRetreated
			occ[r.b.prov(to)] = true
			u.Loc = to
			ab.pos.Units = append(ab.pos.Units, u)
			moved = true
		} else {
			res.Order, res.Reason = NewOrder(Disband, u.Type, u.Loc), ReasonDestroyed
		}
		res.Order.Power = NoPower
		results = append(results, res)
	}
	if moved {
		ab.pos.sortUnits(r.v)
	}
	return results
}
