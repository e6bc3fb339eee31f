package engine

// A box province is a sea that stands for a long passage rather than a
// place to fight over (Cape Horn: the way round South America). Any number
// of fleets of any powers may be in it. A move into it always succeeds: it
// is neither bounced nor stood off, not even by a fleet coming the other
// way, and it attacks nobody, so it dislodges nothing and cuts no support.
// A move out of it is an ordinary move and may be supported. A fleet in it
// may convoy, and that convoy cannot be disrupted there. Retreats into it
// always succeed too.
//
// The board keeps no single occupant for a box (unitIn returns -1); the
// few places that name a unit there look it up with boxUnit.

// isBox reports whether p is a box province.
func (v *Variant) isBox(p ProvinceID) bool { return v.provinces[p].Box }

// boxUnit returns a unit in box p, preferring one of power pw (any power
// if pw is NoPower) that is not marked in b.taken; -1 if there is none.
func (b *board) boxUnit(p ProvinceID, pw PowerID) int {
	first, firstFree := -1, -1
	for i, u := range b.pos.Units {
		if b.prov(u.Loc) != p || (pw != NoPower && u.Power != pw) {
			continue
		}
		if first < 0 {
			first = i
		}
		if firstFree < 0 && (b.taken == nil || !b.taken[i]) {
			firstFree = i
		}
	}
	if firstFree >= 0 {
		return firstFree
	}
	return first
}

// unitNamed finds the unit an order names in province p: the occupant, or
// in a box a fleet of power pw.
func (b *board) unitNamed(p ProvinceID, pw PowerID) int {
	if b.v.provinces[p].Box {
		return b.boxUnit(p, pw)
	}
	return b.unitIn(p)
}

// hasFleetIn reports whether a fleet stands in sea s (any fleet, for a box).
func (b *board) hasFleetIn(s ProvinceID) bool {
	if b.v.provinces[s].Box {
		return b.boxUnit(s, NoPower) >= 0
	}
	u := b.unitIn(s)
	return u >= 0 && b.pos.Units[u].Type == Fleet
}

// convoysVia reports whether a fleet in sea s is ordered to convoy unit i
// and (resolving it) succeeds; in a box any fleet there may be the one.
func (r *resolver) convoysVia(s ProvinceID, i int, opt bool) bool {
	ok := func(f int) bool {
		return f >= 0 && r.m[f].kind == Convoy && !r.m[f].void && int(r.m[f].target) == i && r.resolve(f, opt)
	}
	if !r.v.provinces[s].Box {
		return ok(r.b.unitIn(s))
	}
	for f := range r.units {
		if r.b.prov(r.units[f].Loc) == s && ok(f) {
			return true
		}
	}
	return false
}

// convoyOrderedVia is convoysVia without resolving: a convoy order exists.
func (r *resolver) convoyOrderedVia(s ProvinceID, i int) bool {
	ok := func(f int) bool {
		return f >= 0 && r.m[f].kind == Convoy && !r.m[f].void && int(r.m[f].target) == i
	}
	if !r.v.provinces[s].Box {
		return ok(r.b.unitIn(s))
	}
	for f := range r.units {
		if r.b.prov(r.units[f].Loc) == s && ok(f) {
			return true
		}
	}
	return false
}

// boxTarget picks, for support s naming a fleet in a box, the fleet there
// whose move matches the support (for a supported hold, any fleet).
func (r *resolver) boxTarget(s int) {
	ms := &r.m[s]
	p := r.b.prov(r.units[ms.target].Loc)
	if !r.v.provinces[p].Box || ms.dest == NoProvince {
		return
	}
	for j := range r.units {
		if r.b.prov(r.units[j].Loc) == p && r.m[j].kind == Move && r.m[j].dest == ms.dest {
			ms.target = int16(j)
			return
		}
	}
}

// boxes checks the spec's box provinces: only seas can be boxes.
func (b *builder) boxes() {
	for i, ps := range b.spec.Provinces {
		if !ps.Box || i >= len(b.v.provinces) {
			continue
		}
		if ps.Kind != Sea {
			b.errf(ps.Line, "province %s: only a sea can be a box", ps.ID)
			continue
		}
		b.v.hasBox = true
	}
}

// unitsIn lists the units in province p: its occupant, or every fleet in
// a box.
func (b *board) unitsIn(p ProvinceID) []int {
	if !b.v.provinces[p].Box {
		if i := b.unitIn(p); i >= 0 {
			return []int{i}
		}
		return nil
	}
	var out []int
	for i, u := range b.pos.Units {
		if b.prov(u.Loc) == p {
			out = append(out, i)
		}
	}
	return out
}

// otherBoxUnit returns a unit in box p other than unit not, or -1.
func (b *board) otherBoxUnit(p ProvinceID, not int) int {
	for i, u := range b.pos.Units {
		if i != not && b.prov(u.Loc) == p {
			return i
		}
	}
	return -1
}
