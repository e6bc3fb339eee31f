package engine

// Conditional borders: a border that only the power owning a given supply
// centre may use, like Imperial Diplomacy's strait between the Black Sea and
// the Aegean, open to the owner of Constantinople. A definition writes
// "fleet bla: aeg if-owns=con". The border stays in the adjacency tables
// (it is geography); every test that a particular unit may use it - moves,
// retreats, supports, convoy routes and the legal-order lists - asks a gate
// for that unit's power and the position's centre owners.

// condEdge is one conditional border for one unit type.
type condEdge struct {
	t     UnitType
	a, b  LocID
	owner ProvinceID // whoever owns this centre may pass
}

// convoyCond is a convoy step between two provinces (coast-sea or sea-sea)
// all of whose fleet borders are conditional: an army may be carried across
// only if its power owns one of owners.
type convoyCond struct {
	a, b   ProvinceID
	owners []ProvinceID
}

// conditionOf resolves an edge's IfOwns (NoProvince if it has none).
func (b *builder) conditionOf(e EdgeSpec) (ProvinceID, bool) {
	if e.IfOwns == "" {
		return NoProvince, true
	}
	l, ok := b.resolveLoc(e.IfOwns, e.Line)
	if !ok {
		return NoProvince, false
	}
	p := b.v.locs[l].Province
	if !b.v.provinces[p].SC {
		b.errf(e.Line, "border %s-%s: if-owns=%s: only a supply centre has an owner", e.A, e.B, e.IfOwns)
		return NoProvince, false
	}
	return p, true
}

// addCondition records a new border's condition, if it has one.
func (b *builder) addCondition(t UnitType, a, c LocID, cond ProvinceID) {
	if cond == NoProvince {
		return
	}
	v := b.v
	if len(v.conds) == 0 {
		for u := Army; u <= Fleet; u++ {
			v.condBits[u] = newBitMatrix(len(v.locs))
		}
	}
	v.conds = append(v.conds, condEdge{t: t, a: a, b: c, owner: cond})
	v.condBits[t].set(int(a), int(c))
	v.condBits[t].set(int(c), int(a))
}

// checkCondition reports a border listed again with a different condition:
// the definition would be ambiguous.
func (b *builder) checkCondition(t UnitType, a, c LocID, cond ProvinceID, line int) {
	if old := b.v.edgeOwner(t, a, c); old != cond {
		v := b.v
		b.errf(line, "border %s-%s is listed twice with different conditions (if-owns=%s and if-owns=%s)",
			v.LocName(a), v.LocName(c), provID(v, old), provID(v, cond))
	}
}

func provID(v *Variant, p ProvinceID) string {
	if p == NoProvince {
		return "none"
	}
	return v.provinces[p].ID
}

// edgeOwner is the centre whose owner may use border a-c for unit type t,
// or NoProvince if the border is open to all (or absent).
func (v *Variant) edgeOwner(t UnitType, a, c LocID) ProvinceID {
	if len(v.conds) == 0 || !v.condBits[t].has(int(a), int(c)) {
		return NoProvince
	}
	for _, e := range v.conds {
		if e.t == t && (e.a == a && e.b == c || e.a == c && e.b == a) {
			return e.owner
		}
	}
	return NoProvince
}

// BorderCondition returns the supply centre whose owner alone may use the
// border a-c for unit type t, and false if the border has no condition.
func (v *Variant) BorderCondition(t UnitType, a, c LocID) (ProvinceID, bool) {
	p := v.edgeOwner(t, a, c)
	return p, p != NoProvince
}

// buildConvoyConds finds the convoy steps that cross only conditional
// borders, after the convoy tables are built.
func (v *Variant) buildConvoyConds() {
	if len(v.conds) == 0 {
		return
	}
	seen := map[[2]ProvinceID]bool{}
	for _, e := range v.conds {
		if e.t != Fleet {
			continue
		}
		pa, pb := v.locs[e.a].Province, v.locs[e.b].Province
		if seen[[2]ProvinceID{pa, pb}] {
			continue
		}
		seen[[2]ProvinceID{pa, pb}], seen[[2]ProvinceID{pb, pa}] = true, true
		var owners []ProvinceID
		open := false
		for _, la := range v.fleetLocs(pa) {
			for _, lb := range v.fleetLocs(pb) {
				if !v.Adjacent(Fleet, la, lb) {
					continue
				}
				if o := v.edgeOwner(Fleet, la, lb); o != NoProvince {
					owners = append(owners, o)
				} else {
					open = true
				}
			}
		}
		if !open {
			v.convoyConds = append(v.convoyConds, convoyCond{a: pa, b: pb, owners: owners})
		}
	}
}

// gate answers, for one power in one position, whether it may use the
// conditional borders. The zero gate (a variant without any) lets all
// pass; it is two words, as it is passed around in hot loops.
type gate struct {
	b  *board // nil: every border is open
	pw PowerID
}

// gate is power pw's way through the conditional borders on board b.
func (b *board) gate(pw PowerID) gate {
	if len(b.v.conds) == 0 {
		return gate{}
	}
	return gate{b: b, pw: pw}
}

// closed returns the centre pw would need to own to use border a-c for unit
// type t, or NoProvince if it may use it.
func (g gate) closed(t UnitType, a, c LocID) ProvinceID {
	if g.b == nil {
		return NoProvince
	}
	return g.shut(t, a, c)
}

// shut is closed for a gate of a variant with conditional borders; the
// split keeps the common case (none) inlined and cheap.
func (g gate) shut(t UnitType, a, c LocID) ProvinceID {
	if o := g.b.v.edgeOwner(t, a, c); o != NoProvince && (g.b.pos.Owners[o] != g.pw || g.pw == NoPower) {
		return o
	}
	return NoProvince
}

// adjacent: a unit of type t may move from a to c through this gate.
func (g gate) adjacent(v *Variant, t UnitType, a, c LocID) bool {
	return v.Adjacent(t, a, c) && g.open(t, a, c)
}

// open: the gate lets a unit of type t use the border a-c, if there is one.
// Hot loops write v.Adjacent(...) && g.open(...), which inlines.
func (g gate) open(t UnitType, a, c LocID) bool {
	return g.b == nil || g.shut(t, a, c) == NoProvince
}

// step reports whether an army may be carried between provinces a and c
// (a coast and a sea, or two seas) in a convoy.
func (g gate) step(a, c ProvinceID) bool {
	if g.b == nil {
		return true
	}
	for _, cc := range g.b.v.convoyConds {
		if cc.a == a && cc.b == c || cc.a == c && cc.b == a {
			for _, o := range cc.owners {
				if g.b.pos.Owners[o] == g.pw && g.pw != NoPower {
					return true
				}
			}
			return false
		}
	}
	return true
}

// closedText is the sentence for a unit refused a conditional border.
func (v *Variant) closedText(t UnitType, a, c LocID, owner ProvinceID) string {
	return sprintf("only the power that owns %s may move a%s %s between %s and %s",
		v.provinces[owner].Name, an(t), t, v.LocFullName(a), v.LocFullName(c))
}

// failRule is an illegal order refused by a variant rule with its own reason.
func (b *board) failRule(o Order, rule Reason, format string, args ...any) error {
	return &OrderError{Order: b.v.FormatOrder(o), Reason: sprintf(format, args...), Rule: rule}
}

// closedFail refuses order o because a unit of type t may not use the border
// a-c without owning the centre owner.
func (b *board) closedFail(o Order, t UnitType, a, c LocID, owner ProvinceID) error {
	return b.failRule(o, ReasonBorderClosed, "%s", b.v.closedText(t, a, c, owner))
}

// reachFail refuses order o because a unit of type t at from cannot reach
// province p through gate g: with the border reason if a closed border is
// the cause, else with the sentence given.
func (b *board) reachFail(o Order, t UnitType, g gate, from LocID, p ProvinceID, format string, args ...any) error {
	if shut, to := b.shutBetween(t, g, from, p); shut != NoProvince {
		return b.closedFail(o, t, from, to, shut)
	}
	return b.fail(o, format, args...)
}

// shutBetween finds a border from `from` into province p (any coast) that
// only the gate keeps a unit of type t from using: the centre to own and
// the location across.
func (b *board) shutBetween(t UnitType, g gate, from LocID, p ProvinceID) (ProvinceID, LocID) {
	v := b.v
	if g.b == nil {
		return NoProvince, NoLoc
	}
	if t == Army {
		a := LocID(b.prov(from))
		if v.Adjacent(Army, a, LocID(p)) {
			return g.closed(Army, a, LocID(p)), LocID(p)
		}
		return NoProvince, NoLoc
	}
	for _, l := range append([]LocID{LocID(p)}, v.provinces[p].Coasts...) {
		if v.Adjacent(Fleet, from, l) {
			if shut := g.closed(Fleet, from, l); shut != NoProvince {
				return shut, l
			}
		}
	}
	return NoProvince, NoLoc
}

// convoyOpen reports whether a fleet in sea s could carry an army from o to
// d across borders the gate opens: some chain of seas joins o to s and s to
// d. Geometry (convoyOrderGeo) is checked apart; the zero gate opens all.
func (v *Variant) convoyOpen(s, o, d ProvinceID, g gate) bool {
	return g.b == nil || len(v.convoyConds) == 0 || v.convoy.inOpenWater(s, o, d) || v.convoyOpenGated(s, o, d, g)
}

func (v *Variant) convoyOpenGated(s, o, d ProvinceID, g gate) bool {
	all := func(ProvinceID) bool { return true }
	return v.seaReach(o, s, g, all) && v.seaReach(d, s, g, all)
}

// seaReach reports whether sea s can be reached from coastal province o
// through seas for which ok holds, across steps the gate opens.
func (v *Variant) seaReach(o, s ProvinceID, g gate, ok func(ProvinceID) bool) bool {
	t := &v.convoy
	seen := newBits(len(v.provinces))
	var st []ProvinceID
	for _, x := range t.seaNbr[o] {
		if g.step(o, x) && ok(x) {
			seen.set(int(x))
			st = append(st, x)
		}
	}
	for len(st) > 0 {
		x := st[len(st)-1]
		st = st[:len(st)-1]
		if x == s {
			return true
		}
		for _, y := range t.seaNbr[x] {
			if !seen.has(int(y)) && g.step(x, y) && ok(y) {
				seen.set(int(y))
				st = append(st, y)
			}
		}
	}
	return false
}

// illegalReason is the reason an illegal order's result gets: the rule's
// own, if a variant rule refused it.
func illegalReason(err error) Reason {
	if e, ok := err.(*OrderError); ok && e.Rule != 0 {
		return e.Rule
	}
	return ReasonIllegal
}
