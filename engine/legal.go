package engine

import "slices"

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

// retreatOptions lists the locations dislodged unit d may retreat to;
// occupied says which provinces hold a unit after the movement.
func (b *board) retreatOptions(d *Dislodged, occupied func(ProvinceID) bool) []LocID {
	var out []LocID
	for _, l := range b.v.adj[d.Type][d.Loc] {
		if b.retreatOK(d, l, occupied) {
			out = append(out, l)
		}
	}
	return out
}

// retreatOK reports whether d may retreat to l: a border open to it, not
// the attacker's origin, not occupied (boxes excepted), not a standoff.
func (b *board) retreatOK(d *Dislodged, l LocID, occupied func(ProvinceID) bool) bool {
	p := b.prov(l)
	if !b.gate(d.Power).adjacent(b.v, d.Type, d.Loc, l) || p == d.From || (occupied(p) && !b.v.provinces[p].Box) {
		return false
	}
	return !slices.Contains(b.pos.Standoffs, p)
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
	if slices.Contains(b.pos.Standoffs, dp) {
		return o, i, b.fail(o, "%s was left empty by a standoff", b.name(dp))
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
