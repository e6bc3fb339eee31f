package engine

// checkMovement checks an order of a movement phase in the steps its
// parts document: the kind of order, the unit and its owner, then the
// move, support or convoy itself.
func (b *board) checkMovement(o Order) (Order, int, error) {
	switch o.Kind {
	case Hold, Move, Support, Convoy:
	default:
		return o, -1, b.fail(o, "a %s order is not allowed in a movement phase", o.Kind)
	}
	i, err := b.ownedUnit(o)
	if err != nil {
		return o, -1, err
	}
	u := b.pos.Units[i]
	o.Power, o.Type, o.Loc = u.Power, u.Type, u.Loc // wrong type or coast is ignored (DATC 4.B.5, 4.C.2)
	switch o.Kind {
	case Move:
		return b.checkMove(o, i, u)
	case Support:
		return b.checkSupport(o, i, u)
	case Convoy:
		return b.checkConvoy(o, i, u)
	}
	o.Target, o.TargetType, o.Dest, o.ViaConvoy = NoLoc, NoUnit, NoLoc, false
	return o, i, nil
}

// checkMove checks a move of unit i (u): a destination the unit can stand
// in, then a border open to it or, for an army, a convoy route.
func (b *board) checkMove(o Order, i int, u Unit) (Order, int, error) {
	v := b.v
	o.Target, o.TargetType = NoLoc, NoUnit
	if o.Dest == NoLoc {
		return o, i, b.fail(o, "a move needs a destination")
	}
	if u.Type == Fleet && o.ViaConvoy {
		return o, i, b.fail(o, "only armies can be convoyed")
	}
	d, why := b.moveDest(u.Type, u.Loc, o.Dest)
	if why != "" {
		return o, i, b.fail(o, "%s", why)
	}
	o.Dest = d
	g := b.gate(u.Power)
	shut := g.closed(u.Type, u.Loc, d)
	if u.Type == Fleet && shut != NoProvince {
		return o, i, b.closedFail(o, Fleet, u.Loc, d, shut)
	}
	if u.Type == Army && (o.ViaConvoy || !g.adjacent(v, Army, u.Loc, d)) {
		if err := b.checkArmyRoute(o, u, d, g, shut); err != nil {
			return o, i, err
		}
		if !g.adjacent(v, Army, u.Loc, d) {
			o.ViaConvoy = false // implied
		}
	}
	return o, i, nil
}

// checkArmyRoute checks that army u can be convoyed to d: a sea route on the
// map, one the power may use, and fleets standing along it. shut is the
// closed border on the land route, if any.
func (b *board) checkArmyRoute(o Order, u Unit, d LocID, g gate, shut ProvinceID) error {
	v := b.v
	if shut != NoProvince && !b.fleetRoute(b.prov(u.Loc), b.prov(d), NoProvince, g) {
		return b.closedFail(o, Army, u.Loc, d, shut)
	}
	if !v.convoyRouteGeo(b.prov(u.Loc), b.prov(d)) {
		if o.ViaConvoy && v.Adjacent(Army, u.Loc, d) {
			return b.fail(o, "no sea route joins %s and %s for a convoy", b.name(b.prov(u.Loc)), b.name(b.prov(d)))
		}
		return b.fail(o, "%s is not adjacent to %s", b.name(b.prov(u.Loc)), b.name(b.prov(d)))
	}
	if why := v.abroadRefusal(u.Power, b.prov(u.Loc), b.prov(d), b.pos.Owners); why != "" {
		return b.failRule(o, ReasonConvoyAbroad, "%s", why)
	}
	if !b.fleetRoute(b.prov(u.Loc), b.prov(d), NoProvince, g) {
		if g.b != nil && b.fleetRoute(b.prov(u.Loc), b.prov(d), NoProvince, gate{}) {
			return b.failRule(o, ReasonBorderClosed, "every convoy route from %s to %s crosses a border closed to %s", b.name(b.prov(u.Loc)), b.name(b.prov(d)), v.powers[u.Power].Name)
		}
		if v.Adjacent(Army, u.Loc, d) {
			return b.fail(o, "no convoy route exists from %s to %s: no fleets stand between them", b.name(b.prov(u.Loc)), b.name(b.prov(d)))
		}
		return b.fail(o, "%s is not adjacent to %s and no fleets stand between them to convoy", b.name(b.prov(u.Loc)), b.name(b.prov(d)))
	}
	return nil
}

// checkSupport checks a support by unit i (u): a unit to support, a
// province the supporter can reach, and a move the supported unit can make.
func (b *board) checkSupport(o Order, i int, u Unit) (Order, int, error) {
	v := b.v
	o.ViaConvoy = false
	if o.Target == NoLoc {
		return o, i, b.fail(o, "a support needs a unit to support")
	}
	tp := b.prov(o.Target)
	ti := b.unitNamed(tp, NoPower)
	if ti == i && b.v.provinces[tp].Box {
		ti = b.otherBoxUnit(tp, i)
	}
	if ti < 0 {
		return o, i, b.fail(o, "there is no unit in %s to support", b.name(tp))
	}
	if ti == i {
		return o, i, b.fail(o, "a unit cannot support itself")
	}
	tu := b.pos.Units[ti]
	o.TargetType, o.Target = tu.Type, tu.Loc
	g, tg := b.gate(u.Power), b.gate(tu.Power)
	if o.Dest == NoLoc {
		if !b.reaches(u.Type, g, u.Loc, tp) {
			return o, i, b.reachFail(o, u.Type, g, u.Loc, tp, "%s cannot reach %s, so it cannot support a unit there", v.LocFullName(u.Loc), b.name(tp))
		}
		return o, i, nil
	}
	dp := b.prov(o.Dest)
	if dp == b.prov(u.Loc) {
		return o, i, b.fail(o, "a unit cannot support a move into its own province")
	}
	if !b.reaches(u.Type, g, u.Loc, dp) {
		return o, i, b.reachFail(o, u.Type, g, u.Loc, dp, "%s cannot reach %s, so it cannot support a move there", v.LocFullName(u.Loc), b.name(dp))
	}
	if err := b.checkSupportedMove(o, u, tu, tg); err != nil {
		return o, i, err
	}
	if tu.Type == Army || v.locs[o.Dest].Coast == "" {
		o.Dest = LocID(dp) // a support names a province; a coast only when given
	}
	return o, i, nil
}

// checkSupportedMove checks that unit tu, supported by u, could itself make
// the move the support names (DATC 6.A.10 and the convoy cases of 6.D).
func (b *board) checkSupportedMove(o Order, u, tu Unit, tg gate) error {
	v := b.v
	tp, dp := b.prov(tu.Loc), b.prov(o.Dest)
	if tu.Type == Army {
		if !v.locs[LocID(dp)].Army {
			return b.fail(o, "an army cannot go to %s", b.name(dp))
		}
		if !tg.adjacent(v, Army, LocID(tp), LocID(dp)) {
			if why := v.abroadRefusal(tu.Power, tp, dp, b.pos.Owners); why != "" {
				return b.failRule(o, ReasonConvoyAbroad, "%s", why)
			}
			if !v.convoyRouteGeo(tp, dp) || !b.fleetRoute(tp, dp, b.prov(u.Loc), tg) {
				return b.reachFail(o, Army, tg, tu.Loc, dp, "the army in %s cannot reach %s (no convoy is possible)", b.name(tp), b.name(dp))
			}
		}
	} else {
		if v.locs[o.Dest].Coast != "" {
			if !tg.adjacent(v, Fleet, tu.Loc, o.Dest) {
				return b.reachFail(o, Fleet, tg, tu.Loc, dp, "the fleet in %s cannot reach %s", v.LocFullName(tu.Loc), v.LocFullName(o.Dest))
			}
		} else if !b.reaches(Fleet, tg, tu.Loc, dp) {
			return b.reachFail(o, Fleet, tg, tu.Loc, dp, "the fleet in %s cannot reach %s", v.LocFullName(tu.Loc), b.name(dp))
		}
	}
	return nil
}

// checkConvoy checks a convoy by fleet i (u): a fleet at sea, an army to
// carry, and a place on a route from the army to its destination.
func (b *board) checkConvoy(o Order, i int, u Unit) (Order, int, error) {
	v := b.v
	o.ViaConvoy = false
	if u.Type != Fleet {
		return o, i, b.fail(o, "only fleets can convoy")
	}
	if !v.provinces[b.prov(u.Loc)].Convoys {
		return o, i, b.fail(o, "a fleet in %s cannot convoy (only fleets at sea can)", b.name(b.prov(u.Loc)))
	}
	if o.Target == NoLoc || o.Dest == NoLoc {
		return o, i, b.fail(o, "a convoy needs an army and a destination")
	}
	tp, dp := b.prov(o.Target), b.prov(o.Dest)
	ti := b.unitIn(tp)
	if ti < 0 {
		return o, i, b.fail(o, "there is no army in %s to convoy", b.name(tp))
	}
	if b.pos.Units[ti].Type != Army {
		return o, i, b.fail(o, "only armies can be convoyed")
	}
	o.TargetType, o.Target, o.Dest = Army, LocID(tp), LocID(dp)
	if tp == dp {
		return o, i, b.fail(o, "an army cannot be convoyed to its own province")
	}
	if !v.convoyOrderGeo(b.prov(u.Loc), tp, dp) {
		return o, i, b.fail(o, "%s is not on any convoy route from %s to %s", b.name(b.prov(u.Loc)), b.name(tp), b.name(dp))
	}
	if why := v.abroadRefusal(b.pos.Units[ti].Power, tp, dp, b.pos.Owners); why != "" {
		return o, i, b.failRule(o, ReasonConvoyAbroad, "%s", why)
	}
	if !v.convoyOpen(b.prov(u.Loc), tp, dp, b.gate(b.pos.Units[ti].Power)) {
		return o, i, b.failRule(o, ReasonBorderClosed, "%s could carry the army in %s to %s only across a border closed to %s", b.name(b.prov(u.Loc)), b.name(tp), b.name(dp), v.powers[b.pos.Units[ti].Power].Name)
	}
	return o, i, nil
}
