package engine

// board indexes a position by province for the checks and the resolver.
type board struct {
	v       *Variant
	pos     *Position
	unitAt  []int16 // province -> index in pos.Units, -1 if empty (always for a box)
	scratch bits
	// taken marks units already named by an order, so that orders naming
	// a box find the power's other fleets there (nil: none marked).
	taken []bool
}

func newBoard(v *Variant, pos *Position) *board {
	b := &board{v: v, pos: pos, unitAt: make([]int16, len(v.provinces))}
	b.index()
	return b
}

func (b *board) index() {
	for i := range b.unitAt {
		b.unitAt[i] = -1
	}
	for i, u := range b.pos.Units {
		if p := b.v.locs[u.Loc].Province; !b.v.provinces[p].Box {
			b.unitAt[p] = int16(i)
		}
	}
}

func (b *board) unitIn(p ProvinceID) int { return int(b.unitAt[p]) }

func (b *board) prov(l LocID) ProvinceID { return b.v.locs[l].Province }

func (b *board) name(p ProvinceID) string { return b.v.provinces[p].Name }

// fleetRoute reports whether fleets now on the board could carry an army
// from o to d across the borders gate g opens, leaving out the sea `skip`
// (NoProvince for none).
func (b *board) fleetRoute(o, d ProvinceID, skip ProvinceID, g gate) bool {
	if b.scratch == nil {
		b.scratch = newBits(len(b.v.provinces))
	}
	return b.v.seaRoute(o, d, b.scratch, g, func(s ProvinceID) bool {
		if s == skip {
			return false
		}
		return b.hasFleetIn(s)
	})
}

// Check reports whether order o is legal in position p. It returns the order
// normalised (unit type and power filled in, the destination coast chosen
// where only one is possible) or an *OrderError saying why not.
func (v *Variant) Check(p *Position, o Order) (Order, error) {
	b := newBoard(v, p)
	n, _, err := b.check(o)
	return n, err
}

func (b *board) fail(o Order, format string, args ...any) error {
	return &OrderError{Order: b.v.FormatOrder(o), Reason: sprintf(format, args...)}
}

func (b *board) validLoc(l LocID) bool { return l >= 0 && int(l) < len(b.v.locs) }

// check validates o for the phase of b.pos and returns the normalised order
// and the index of the ordered unit (in Units, or in Dislodged for retreat
// phases; -1 for builds and waives).
func (b *board) check(o Order) (Order, int, error) {
	v := b.v
	if o.Power != NoPower && (o.Power < 0 || int(o.Power) >= len(v.powers)) {
		return o, -1, &OrderError{Order: "?", Reason: "unknown power"}
	}
	for _, l := range []LocID{o.Loc, o.Target, o.Dest} {
		if l != NoLoc && !b.validLoc(l) {
			return o, -1, &OrderError{Order: "?", Reason: sprintf("unknown location %d", l)}
		}
	}
	switch b.pos.Phase.Kind {
	case Retreat:
		return b.checkRetreat(o)
	case Adjustment:
		return b.checkAdjustment(o)
	}
	return b.checkMovement(o)
}

func (b *board) ownedUnit(o Order) (int, error) {
	v := b.v
	if o.Loc == NoLoc {
		return -1, b.fail(o, "no unit named")
	}
	p := b.prov(o.Loc)
	i := b.unitNamed(p, o.Power)
	if i < 0 {
		return -1, b.fail(o, "there is no unit in %s", b.name(p))
	}
	u := b.pos.Units[i]
	if u.Power == NoPower {
		return -1, b.neutralFail(o, i)
	}
	if o.Power != NoPower && u.Power != o.Power {
		return -1, b.fail(o, "the %s in %s belongs to %s, not %s", u.Type, b.name(p), v.powers[u.Power].Name, v.powers[o.Power].Name)
	}
	return i, nil
}

// moveDest works out where a unit of type t at from may move when ordered to
// dest: the province for armies, the reachable coast for fleets. When it
// cannot, it returns NoLoc and the reason.
func (b *board) moveDest(t UnitType, from, dest LocID) (LocID, string) {
	v := b.v
	fp, dp := b.prov(from), b.prov(dest)
	if fp == dp {
		return NoLoc, sprintf("a unit cannot move to its own province (%s)", b.name(fp))
	}
	if t == Army {
		d := LocID(dp)
		if !v.locs[d].Army {
			return NoLoc, sprintf("an army cannot go to %s (%s)", b.name(dp), v.provinces[dp].Kind)
		}
		return d, ""
	}
	if !v.CanStand(Fleet, dest) {
		cs := v.provinces[dp].Coasts
		if len(cs) == 0 {
			return NoLoc, sprintf("a fleet cannot go to %s (%s)", b.name(dp), v.provinces[dp].Kind)
		}
		var only LocID = NoLoc
		n := 0
		for _, c := range cs {
			if v.Adjacent(Fleet, from, c) {
				only = c
				n++
			}
		}
		switch n {
		case 0:
			return NoLoc, sprintf("%s is not adjacent to %s for a fleet", v.LocFullName(from), b.name(dp))
		case 1:
			return only, ""
		}
		return NoLoc, sprintf("a fleet from %s can reach more than one coast of %s: name one", v.LocFullName(from), b.name(dp))
	}
	if !v.Adjacent(Fleet, from, dest) {
		return NoLoc, sprintf("%s is not adjacent to %s for a fleet", v.LocFullName(from), v.LocFullName(dest))
	}
	return dest, ""
}

// reaches reports whether a unit of type t at from could move into province
// p (any coast) through gate g: what a supporter needs.
func (b *board) reaches(t UnitType, g gate, from LocID, p ProvinceID) bool {
	v := b.v
	if b.prov(from) == p {
		return false
	}
	if t == Army {
		a := LocID(b.prov(from))
		return v.Adjacent(Army, a, LocID(p)) && g.open(Army, a, LocID(p))
	}
	if v.Adjacent(Fleet, from, LocID(p)) && g.open(Fleet, from, LocID(p)) {
		return true
	}
	for _, c := range v.provinces[p].Coasts {
		if v.Adjacent(Fleet, from, c) && g.open(Fleet, from, c) {
			return true
		}
	}
	return false
}

func (b *board) checkMovement(o Order) (Order, int, error) {
	v := b.v
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
	case Hold:
		o.Target, o.TargetType, o.Dest, o.ViaConvoy = NoLoc, NoUnit, NoLoc, false
		return o, i, nil
	case Move:
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
			if shut != NoProvince && !b.fleetRoute(b.prov(u.Loc), b.prov(d), NoProvince, g) {
				return o, i, b.closedFail(o, Army, u.Loc, d, shut)
			}
			if !v.convoyRouteGeo(b.prov(u.Loc), b.prov(d)) {
				if o.ViaConvoy && v.Adjacent(Army, u.Loc, d) {
					return o, i, b.fail(o, "no sea route joins %s and %s for a convoy", b.name(b.prov(u.Loc)), b.name(b.prov(d)))
				}
				return o, i, b.fail(o, "%s is not adjacent to %s", b.name(b.prov(u.Loc)), b.name(b.prov(d)))
			}
			if why := v.abroadRefusal(u.Power, b.prov(u.Loc), b.prov(d), b.pos.Owners); why != "" {
				return o, i, b.failRule(o, ReasonConvoyAbroad, "%s", why)
			}
			if !b.fleetRoute(b.prov(u.Loc), b.prov(d), NoProvince, g) {
				if g.b != nil && b.fleetRoute(b.prov(u.Loc), b.prov(d), NoProvince, gate{}) {
					return o, i, b.failRule(o, ReasonBorderClosed, "every convoy route from %s to %s crosses a border closed to %s", b.name(b.prov(u.Loc)), b.name(b.prov(d)), v.powers[u.Power].Name)
				}
				if v.Adjacent(Army, u.Loc, d) {
					return o, i, b.fail(o, "no convoy route exists from %s to %s: no fleets stand between them", b.name(b.prov(u.Loc)), b.name(b.prov(d)))
				}
				return o, i, b.fail(o, "%s is not adjacent to %s and no fleets stand between them to convoy", b.name(b.prov(u.Loc)), b.name(b.prov(d)))
			}
			if !g.adjacent(v, Army, u.Loc, d) {
				o.ViaConvoy = false // implied
			}
		}
		return o, i, nil
	case Support:
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
		// the supported unit must be able to make the move
		if tu.Type == Army {
			if !v.locs[LocID(dp)].Army {
				return o, i, b.fail(o, "an army cannot go to %s", b.name(dp))
			}
			if !tg.adjacent(v, Army, LocID(tp), LocID(dp)) {
				if why := v.abroadRefusal(tu.Power, tp, dp, b.pos.Owners); why != "" {
					return o, i, b.failRule(o, ReasonConvoyAbroad, "%s", why)
				}
				if !v.convoyRouteGeo(tp, dp) || !b.fleetRoute(tp, dp, b.prov(u.Loc), tg) {
					return o, i, b.reachFail(o, Army, tg, tu.Loc, dp, "the army in %s cannot reach %s (no convoy is possible)", b.name(tp), b.name(dp))
				}
			}
		} else {
			if v.locs[o.Dest].Coast != "" {
				if !tg.adjacent(v, Fleet, tu.Loc, o.Dest) {
					return o, i, b.reachFail(o, Fleet, tg, tu.Loc, dp, "the fleet in %s cannot reach %s", v.LocFullName(tu.Loc), v.LocFullName(o.Dest))
				}
			} else if !b.reaches(Fleet, tg, tu.Loc, dp) {
				return o, i, b.reachFail(o, Fleet, tg, tu.Loc, dp, "the fleet in %s cannot reach %s", v.LocFullName(tu.Loc), b.name(dp))
			}
		}
		if tu.Type == Army || v.locs[o.Dest].Coast == "" {
			o.Dest = LocID(dp) // a support names a province; a coast only when given
		}
		return o, i, nil
	case Convoy:
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
	return o, i, b.fail(o, "unknown order")
}

func (b *board) retreatOptions(d *Dislodged, occupied func(ProvinceID) bool) []LocID {
	var out []LocID
	for _, l := range b.v.adj[d.Type][d.Loc] {
		if b.retreatOK(d, l, occupied) {
			out = append(out, l)
		}
	}
	return out
}

func (b *board) retreatOK(d *Dislodged, l LocID, occupied func(ProvinceID) bool) bool {
	p := b.prov(l)
	if !b.gate(d.Power).adjacent(b.v, d.Type, d.Loc, l) || p == d.From || (occupied(p) && !b.v.provinces[p].Box) {
		return false
	}
	for _, s := range b.pos.Standoffs {
		if s == p {
			return false
		}
	}
	return true
}

func (b *board) dislodgedIn(p ProvinceID) int {
	for i := range b.pos.Dislodged {
		if b.prov(b.pos.Dislodged[i].Loc) == p {
			return i
		}
	}
	return -1
}

func (b *board) checkRetreat(o Order) (Order, int, error) {
	v := b.v
	if o.Kind == Remove {
		o.Kind = Disband
	}
	if o.Kind != Move && o.Kind != Disband {
		return o, -1, b.fail(o, "only retreats and disbands are allowed in a retreat phase")
	}
	if o.Loc == NoLoc {
		return o, -1, b.fail(o, "no unit named")
	}
	p := b.prov(o.Loc)
	i := b.dislodgedIn(p)
	if i < 0 {
		return o, -1, b.fail(o, "there is no dislodged unit in %s", b.name(p))
	}
	d := &b.pos.Dislodged[i]
	if o.Power != NoPower && o.Power != d.Power {
		return o, -1, b.fail(o, "the dislodged %s in %s belongs to %s, not %s", d.Type, b.name(p), v.powers[d.Power].Name, v.powers[o.Power].Name)
	}
	o.Power, o.Type, o.Loc = d.Power, d.Type, d.Loc
	if o.Kind == Disband {
		return o, i, nil
	}
	if o.Dest == NoLoc {
		return o, i, b.fail(o, "a retreat needs a destination")
	}
	if o.ViaConvoy {
		return o, i, b.fail(o, "a unit cannot retreat by convoy")
	}
	dest, why := b.moveDest(d.Type, d.Loc, o.Dest)
	if why != "" {
		return o, i, b.fail(o, "%s", why)
	}
	o.Dest = dest
	if !v.Adjacent(d.Type, d.Loc, dest) {
		return o, i, b.fail(o, "%s is not adjacent to %s", v.LocFullName(d.Loc), v.LocFullName(dest))
	}
	if shut := b.gate(d.Power).closed(d.Type, d.Loc, dest); shut != NoProvince {
		return o, i, b.closedFail(o, d.Type, d.Loc, dest, shut)
	}
	dp := b.prov(dest)
	switch {
	case dp == d.From:
		return o, i, b.fail(o, "a unit cannot retreat to %s, where its attacker came from", b.name(dp))
	case b.unitIn(dp) >= 0:
		return o, i, b.fail(o, "%s is occupied", b.name(dp))
	}
	for _, s := range b.pos.Standoffs {
		if s == dp {
			return o, i, b.fail(o, "%s was left empty by a standoff", b.name(dp))
		}
	}
	return o, i, nil
}

func (b *board) checkAdjustment(o Order) (Order, int, error) {
	v := b.v
	switch o.Kind {
	case Waive:
		if o.Power == NoPower {
			return o, -1, b.fail(o, "waive needs a power")
		}
		return o, -1, nil
	case Build:
		if o.Loc == NoLoc {
			return o, -1, b.fail(o, "a build needs a place")
		}
		p := b.prov(o.Loc)
		pw := o.Power
		if pw == NoPower {
			pw = b.pos.Owners[p]
			if pw == NoPower {
				return o, -1, b.fail(o, "nobody owns %s", b.name(p))
			}
		}
		o.Power = pw
		if why := v.buildRefusal(b.pos.Owners, pw, p); why != "" && !v.mayBuild(b.pos, pw, p, NoUnit) {
			return o, -1, b.fail(o, "%s", why)
		}
		if b.unitIn(p) >= 0 {
			return o, -1, b.fail(o, "%s is occupied", b.name(p))
		}
		t := o.Type
		if t == NoUnit { // DATC 4.C.3: army inland, fleet on a named coast
			switch {
			case v.provinces[p].Kind == Land:
				t = Army
			case v.locs[o.Loc].Coast != "":
				t = Fleet
			default:
				return o, -1, b.fail(o, "say whether to build an army or a fleet")
			}
		}
		o.Type = t
		if why := v.buildTypeRefusal(pw, p, t); why != "" {
			return o, -1, b.fail(o, "%s", why)
		}
		if !v.mayBuild(b.pos, pw, p, t) {
			return o, -1, b.fail(o, "%s may build fleets only in its fleet home", v.powers[pw].Name)
		}
		if t == Army {
			o.Loc = LocID(p)
		}
		if !v.CanStand(t, o.Loc) {
			if t == Fleet && len(v.provinces[p].Coasts) > 0 && v.locs[o.Loc].Coast == "" {
				return o, -1, b.fail(o, "name the coast of %s for a fleet", b.name(p))
			}
			return o, -1, b.fail(o, "a %s cannot be built in %s", t, b.name(p))
		}
		return o, -1, nil
	case Remove, Disband:
		o.Kind = Remove
		i, err := b.ownedUnit(o)
		if err != nil {
			return o, -1, err
		}
		u := b.pos.Units[i]
		o.Power, o.Type, o.Loc = u.Power, u.Type, u.Loc
		return o, i, nil
	}
	return o, -1, b.fail(o, "a %s order is not allowed in an adjustment phase", o.Kind)
}
