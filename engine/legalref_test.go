package engine

// The reference legal-order generator: slow and plainly correct (every
// fleet is tried with every army and every coastal destination), kept so
// that TestFastLegalOrdersMatchReference can prove the fast generator in
// legalorders.go lists exactly the same orders in the same sequence.

// refAllLegalOrders is AllLegalOrders through the reference generator.
func (v *Variant) refAllLegalOrders(pos *Position) []Order {
	g := newRefGen(v, pos)
	var out []Order
	switch pos.Phase.Kind {
	case Retreat:
		for i := range pos.Dislodged {
			out = g.retreats(i, out)
		}
	case Adjustment:
		for pw := range v.powers {
			out = append(out, v.AdjustmentOrders(pos, PowerID(pw))...)
		}
	default:
		for i := range pos.Units {
			out = g.unitOrders(i, out)
		}
	}
	return out
}

// refLegalOrders is LegalOrders through the reference generator.
func (v *Variant) refLegalOrders(pos *Position, p ProvinceID) []Order {
	g := newRefGen(v, pos)
	switch pos.Phase.Kind {
	case Retreat:
		if i := g.b.dislodgedIn(p); i >= 0 {
			return g.retreats(i, nil)
		}
		return nil
	case Adjustment:
		var out []Order
		for _, i := range g.b.unitsIn(p) {
			u := pos.Units[i]
			if u.Power == NoPower || v.Delta(pos, u.Power) >= 0 {
				continue
			}
			o := NewOrder(Remove, u.Type, u.Loc)
			o.Power = u.Power
			out = append(out, o)
		}
		return out
	}
	var out []Order
	for _, i := range g.b.unitsIn(p) {
		out = g.unitOrders(i, out)
	}
	return out
}

// refGen is the legal-order generator as it was before the bitset
// rewrite (commit 4bdbaac), kept verbatim as the reference the fast one
// must match order for order.
type refGen struct {
	v     *Variant
	b     *board
	moves [][]LocID // per unit: legal move destinations (locations)
	done  []bool
	seen  bits
	reach bits
	// waters memoises, per (power, coastal province), the seas an army of
	// that power there can reach across the borders its gate opens: the
	// convoy orders of one fleet would otherwise search the same water
	// once for every army and destination (Imperial's Black Sea).
	waters map[[2]int32]bits
}

// newRefGen starts a reference generation.
func newRefGen(v *Variant, pos *Position) *refGen {
	n := len(pos.Units)
	return &refGen{v: v, b: newBoard(v, pos), moves: make([][]LocID, n), done: make([]bool, n),
		seen: newBits(len(v.provinces)), reach: newBits(len(v.provinces))}
}

// unitMoves lists where unit i may legally be ordered to move.
func (g *refGen) unitMoves(i int) []LocID {
	if g.done[i] {
		return g.moves[i]
	}
	v, b := g.v, g.b
	u := b.pos.Units[i]
	if u.Power == NoPower { // neutral units always hold
		g.done[i] = true
		return nil
	}
	gt := b.gate(u.Power)
	out := append([]LocID(nil), v.adj[u.Type][u.Loc]...)
	if gt.b != nil {
		n := 0
		for _, d := range out {
			if gt.closed(u.Type, u.Loc, d) == NoProvince {
				out[n] = d
				n++
			}
		}
		out = out[:n]
	}
	if u.Type == Army && v.convoy.coastIx[b.prov(u.Loc)] >= 0 {
		// seas reachable through fleets now on the board
		o := b.prov(u.Loc)
		g.reach.reset()
		g.seen.reset()
		var stack [64]ProvinceID
		st := stack[:0]
		isFleet := b.hasFleetIn
		for _, s := range v.convoy.seaNbr[o] {
			if isFleet(s) && gt.step(o, s) {
				g.seen.set(int(s))
				st = append(st, s)
			}
		}
		for len(st) > 0 {
			s := st[len(st)-1]
			st = st[:len(st)-1]
			for _, d := range v.convoyCoastsOf(s) {
				if d != o && !g.reach.has(int(d)) && gt.step(s, d) {
					g.reach.set(int(d))
					if !gt.adjacent(v, Army, LocID(o), LocID(d)) && v.convoyRouteGeo(o, d) && v.abroadRefusal(u.Power, o, d, b.pos.Owners) == "" {
						out = append(out, LocID(d))
					}
				}
			}
			for _, x := range v.convoy.seaNbr[s] {
				if !g.seen.has(int(x)) && isFleet(x) && gt.step(s, x) {
					g.seen.set(int(x))
					st = append(st, x)
				}
			}
		}
	}
	g.moves[i], g.done[i] = out, true
	return out
}

func (g *refGen) unitOrders(i int, out []Order) []Order {
	v, b := g.v, g.b
	u := b.pos.Units[i]
	if u.Power == NoPower {
		return out // neutral units take no orders
	}
	mk := func(o Order) Order { o.Power = u.Power; return o }
	gu := b.gate(u.Power)
	out = append(out, mk(HoldOrder(u.Type, u.Loc)))
	for _, d := range g.unitMoves(i) {
		out = append(out, mk(MoveOrder(u.Type, u.Loc, d)))
		if u.Type == Army && gu.adjacent(v, Army, u.Loc, d) && v.convoyRouteGeo(b.prov(u.Loc), b.prov(d)) && b.fleetRoute(b.prov(u.Loc), b.prov(d), NoProvince, gu) &&
			v.abroadRefusal(u.Power, b.prov(u.Loc), b.prov(d), b.pos.Owners) == "" {
			o := MoveOrder(u.Type, u.Loc, d)
			o.ViaConvoy = true
			out = append(out, mk(o))
		}
	}
	up := b.prov(u.Loc)
	for j, t := range b.pos.Units {
		if j == i {
			continue
		}
		tp := b.prov(t.Loc)
		if b.reaches(u.Type, gu, u.Loc, tp) {
			out = append(out, mk(SupportHoldOrder(u.Type, u.Loc, t.Type, t.Loc)))
		}
		for _, d := range g.unitMoves(j) {
			dp := b.prov(d)
			if dp == up || !b.reaches(u.Type, gu, u.Loc, dp) {
				continue
			}
			if t.Type == Army && u.Type == Fleet && !b.gate(t.Power).adjacent(v, Army, LocID(tp), LocID(dp)) && !b.fleetRoute(tp, dp, up, b.gate(t.Power)) {
				continue // the supporter itself would be needed to convoy (DATC 6.D.31)
			}
			dest := LocID(dp)
			if t.Type == Fleet && v.locs[d].Coast != "" {
				dest = d
			}
			out = append(out, mk(SupportMoveOrder(u.Type, u.Loc, t.Type, t.Loc, dest)))
		}
		if u.Type == Fleet && t.Type == Army && v.provinces[up].Convoys {
			for _, d := range v.convoy.coastal {
				if d != tp && v.convoyOrderGeo(up, tp, d) && g.convoyOpen(up, tp, d, t.Power) && v.abroadRefusal(t.Power, tp, d, b.pos.Owners) == "" {
					out = append(out, mk(ConvoyOrder(u.Loc, LocID(tp), LocID(d))))
				}
			}
		}
	}
	return out
}

// convoyOpen is Variant.convoyOpen for an army of power pw, with the
// searches of the water shared by every order of one generation.
func (g *refGen) convoyOpen(s, o, d ProvinceID, pw PowerID) bool {
	v := g.v
	gt := g.b.gate(pw)
	if gt.b == nil || len(v.convoyConds) == 0 || v.convoy.inOpenWater(s, o, d) {
		return true
	}
	return g.watersOf(o, pw, gt).has(int(s)) && g.watersOf(d, pw, gt).has(int(s))
}

// watersOf lists the seas reachable from coastal province o across the
// steps gate gt (power pw's) opens, as seaReach searches them.
func (g *refGen) watersOf(o ProvinceID, pw PowerID, gt gate) bits {
	key := [2]int32{int32(pw), int32(o)}
	if w, ok := g.waters[key]; ok {
		return w
	}
	if g.waters == nil {
		g.waters = map[[2]int32]bits{}
	}
	t := &g.v.convoy
	w := newBits(len(g.v.provinces))
	var st []ProvinceID
	for _, x := range t.seaNbr[o] {
		if gt.step(o, x) && !w.has(int(x)) {
			w.set(int(x))
			st = append(st, x)
		}
	}
	for len(st) > 0 {
		x := st[len(st)-1]
		st = st[:len(st)-1]
		for _, y := range t.seaNbr[x] {
			if !w.has(int(y)) && gt.step(x, y) {
				w.set(int(y))
				st = append(st, y)
			}
		}
	}
	g.waters[key] = w
	return w
}

func (g *refGen) retreats(i int, out []Order) []Order {
	d := g.b.pos.Dislodged[i]
	for _, l := range g.b.retreatOptions(&d, func(p ProvinceID) bool { return g.b.unitIn(p) >= 0 }) {
		o := MoveOrder(d.Type, d.Loc, l)
		o.Power = d.Power
		out = append(out, o)
	}
	o := NewOrder(Disband, d.Type, d.Loc)
	o.Power = d.Power
	return append(out, o)
}

// seaNbrAsymmetry names a pair of convoying provinces joined one way only
// in the convoy tables, or returns "". The fast generator numbers the
// components of the seas instead of searching from each army, which is
// the same only while every step can be taken both ways.
func (v *Variant) seaNbrAsymmetry() string {
	t := &v.convoy
	for p := range v.provinces {
		if !v.provinces[p].Convoys {
			continue
		}
		for _, q := range t.seaNbr[p] {
			if !t.seaBits[q].has(p) {
				return v.provinces[p].Name + " → " + v.provinces[q].Name
			}
		}
	}
	return ""
}
