package engine

import (
	mathbits "math/bits"
	"slices"
)

// LegalOrders lists every legal order for the unit in province p in the
// position's phase (for a dislodged unit in a retreat phase: its retreats
// and disband). It returns nil if nothing there can be ordered. A support
// for a fleet moving to a split coast is listed with its coast only, as the
// DATC advises for menus (4.B.4); Check also accepts it without the coast.
func (v *Variant) LegalOrders(pos *Position, p ProvinceID) []Order {
	g := newGen(v, pos)
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
	return g.movementOrders(g.b.unitsIn(p))
}

// AllLegalOrders lists the legal orders of every unit (movement and retreat
// phases) or every power's possible builds, removals and waives (adjustment
// phases).
func (v *Variant) AllLegalOrders(pos *Position) []Order {
	g := newGen(v, pos)
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
		all := make([]int, len(pos.Units))
		for i := range all {
			all[i] = i
		}
		return g.movementOrders(all)
	}
	return out
}

// movementOrders lists the orders of the units given. The list can run to
// a million orders (a crowded Imperial board), nearly all convoys; growing
// it as it filled copied it again and again, and the garbage made the
// collector's work the largest part of the time. So the first pass lists
// every other order and only counts each fleet's convoys for each army
// (a run); the second writes the list once, at its exact size, finding
// each run's destinations again.
func (g *gen) movementOrders(units []int) []Order {
	g.out = orderList{}
	for _, i := range units {
		g.unitOrders(i)
	}
	if g.out.n == 0 {
		return nil
	}
	out := make([]Order, 0, g.out.n)
	from := 0
	for _, r := range g.out.runs {
		out = append(out, g.out.list[from:r.at]...)
		from = r.at
		out = g.convoyRun(r.i, r.j, out)
	}
	return append(out, g.out.list[from:]...)
}

// orderList is where unitOrders puts its orders: every order but convoys
// in list, and for convoys the runs to write in their place.
type orderList struct {
	list []Order
	runs []convoyRun
	n    int // orders in all, the runs' included
}

// convoyRun stands for fleet i's convoys for army j, at list[at].
type convoyRun struct{ at, i, j int }

// add lists o.
func (l *orderList) add(o Order) {
	l.list = append(l.list, o)
	l.n++
}

// AdjustmentOrders lists power pw's legal adjustment orders: builds on each
// place it may build (every unit type and coast) and Waive, or a Remove for
// each of its units.
func (v *Variant) AdjustmentOrders(pos *Position, pw PowerID) []Order {
	d := v.Delta(pos, pw)
	var out []Order
	b := newBoard(v, pos)
	switch {
	case d > 0:
		for _, p := range v.scs {
			if b.unitIn(p) >= 0 || !v.mayBuild(pos, pw, p, NoUnit) {
				continue
			}
			if v.locs[p].Army && v.mayBuild(pos, pw, p, Army) {
				o := NewOrder(Build, Army, LocID(p))
				o.Power = pw
				out = append(out, o)
			}
			for _, l := range v.fleetLocs(p) {
				if !v.mayBuild(pos, pw, p, Fleet) {
					break
				}
				o := NewOrder(Build, Fleet, l)
				o.Power = pw
				out = append(out, o)
			}
		}
		w := NewOrder(Waive, NoUnit, NoLoc)
		w.Power = pw
		out = append(out, w)
	case d < 0:
		for _, u := range pos.Units {
			if u.Power == pw {
				o := NewOrder(Remove, u.Type, u.Loc)
				o.Power = pw
				out = append(out, o)
			}
		}
	}
	return out
}

// gen generates movement orders, caching each unit's moves.
type gen struct {
	v     *Variant
	b     *board
	moves [][]LocID // per unit: legal move destinations (locations)
	done  []bool
	seen  bits
	reach bits
	// waters memoises, per water class (waterClass), the components of
	// the convoying seas over the borders its gate opens (waterComps):
	// the convoy orders of one fleet would otherwise search the same
	// water once for every army and destination (Imperial's Black Sea).
	waters    [][]int32
	classOf   []int    // power+1 -> water class, -1 if not yet known
	classKeys []string // per class: which convoyConds it may cross
	stack     []ProvinceID
	out       orderList // the orders listed
	// Scratch sets over provinces for unitOrders: what the supporter
	// reaches (supporterReach), a convoy's destinations (convoyDests) and
	// those of them outside open water (gatedDests); scratch lists.
	near, dests, rest bits
	labels            []int32
	scratch           []ProvinceID
	comps             []fleetWater // per water class, for carriedWithout
	// moveBits[i] is the set of provinces unit i may move into.
	moveBits []bits
	movePos  [][]int16 // see movePositions
	posDone  []bool
}

func newGen(v *Variant, pos *Position) *gen {
	n, np := len(pos.Units), len(v.provinces)
	g := &gen{v: v, b: newBoard(v, pos), moves: make([][]LocID, n), done: make([]bool, n),
		seen: newBits(np), reach: newBits(np), near: newBits(np), dests: newBits(np), rest: newBits(np),
		moveBits: make([]bits, n), movePos: make([][]int16, n), posDone: make([]bool, n)}
	w := len(g.near)
	slab := make(bits, n*w) // one allocation for every unit's set
	for i := range g.moveBits {
		g.moveBits[i] = slab[i*w : (i+1)*w : (i+1)*w]
	}
	return g
}

// unitMoves lists where unit i may legally be ordered to move.
func (g *gen) unitMoves(i int) []LocID {
	if g.done[i] {
		return g.moves[i]
	}
	g.moves[i], g.done[i] = g.findMoves(i), true
	for _, d := range g.moves[i] {
		g.moveBits[i].set(int(g.b.prov(d)))
	}
	return g.moves[i]
}

// findMoves works out unitMoves.
func (g *gen) findMoves(i int) []LocID {
	v, b := g.v, g.b
	u := b.pos.Units[i]
	if u.Power == NoPower { // neutral units always hold
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
			for _, d := range v.convoy.landings[s] {
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
	return out
}

// unitOrders adds unit i's orders to g.out: its hold, its moves (and each
// again by convoy where that is a different route), then for every other
// unit the supports and convoys it could give that unit.
func (g *gen) unitOrders(i int) {
	v, b := g.v, g.b
	u := b.pos.Units[i]
	if u.Power == NoPower {
		return // neutral units take no orders
	}
	gu := b.gate(u.Power)
	moves := g.unitMoves(i)
	g.out.add(withPower(HoldOrder(u.Type, u.Loc), u.Power))
	for _, d := range moves {
		g.out.add(withPower(MoveOrder(u.Type, u.Loc, d), u.Power))
		if u.Type == Army && gu.adjacent(v, Army, u.Loc, d) && v.convoyRouteGeo(b.prov(u.Loc), b.prov(d)) && b.fleetRoute(b.prov(u.Loc), b.prov(d), NoProvince, gu) &&
			v.abroadRefusal(u.Power, b.prov(u.Loc), b.prov(d), b.pos.Owners) == "" {
			o := MoveOrder(u.Type, u.Loc, d)
			o.ViaConvoy = true
			g.out.add(withPower(o, u.Power))
		}
	}
	g.supporterReach(i)
	convoys := u.Type == Fleet && v.provinces[b.prov(u.Loc)].Convoys
	for j, t := range b.pos.Units {
		if j == i {
			continue
		}
		g.supports(i, j)
		if convoys && t.Type == Army {
			g.convoys(i, j)
		}
	}
}

// withPower is o given by power pw.
func withPower(o Order, pw PowerID) Order {
	o.Power = pw
	return o
}

// supporterReach fills g.near with the provinces unit i could move into
// (b.reaches), asked only of the provinces beside it: a support is then a
// bit test for every move of every other unit.
func (g *gen) supporterReach(i int) {
	b := g.b
	u := b.pos.Units[i]
	gu := b.gate(u.Power)
	from := u.Loc
	if u.Type == Army {
		from = LocID(b.prov(u.Loc))
	}
	g.near.reset()
	for _, l := range g.v.adj[u.Type][from] {
		if p := b.prov(l); !g.near.has(int(p)) && b.reaches(u.Type, gu, u.Loc, p) {
			g.near.set(int(p))
		}
	}
}

// supports adds the supports unit i could give unit j: to hold, and to
// each of j's moves into a province i reaches (g.near).
func (g *gen) supports(i, j int) {
	b := g.b
	u, t := b.pos.Units[i], b.pos.Units[j]
	moves := g.unitMoves(j)
	if g.near.has(int(b.prov(t.Loc))) {
		g.out.add(withPower(SupportHoldOrder(u.Type, u.Loc, t.Type, t.Loc), u.Power))
	}
	if !g.near.meets(g.moveBits[j]) {
		return
	}
	pos := g.movePositions(j)
	if pos == nil {
		for _, d := range moves {
			if g.near.has(int(b.prov(d))) {
				g.supportMove(i, j, d)
			}
		}
		return
	}
	// the few moves into g.near, found by position, in the moves' order
	hits := g.scratch[:0]
	for w, word := range g.near {
		word &= g.moveBits[j][w]
		for word != 0 {
			p := ProvinceID(w<<6 + mathbits.TrailingZeros64(word))
			word &= word - 1
			hits = append(hits, p)
		}
	}
	slices.SortFunc(hits, func(a, c ProvinceID) int { return int(pos[a]) - int(pos[c]) })
	for _, p := range hits {
		g.supportMove(i, j, moves[pos[p]])
	}
	g.scratch = hits
}

// supportMove adds unit i's support for unit j's move to d (whose
// province i reaches), unless i may not give it.
func (g *gen) supportMove(i, j int, d LocID) {
	v, b := g.v, g.b
	u, t := b.pos.Units[i], b.pos.Units[j]
	up, tp, dp := b.prov(u.Loc), b.prov(t.Loc), b.prov(d)
	if dp == up {
		return
	}
	if t.Type == Army && u.Type == Fleet && !b.gate(t.Power).adjacent(v, Army, LocID(tp), LocID(dp)) &&
		!g.carriedWithout(i, tp, dp, t.Power) {
		return // the supporter itself would be needed to convoy (DATC 6.D.31)
	}
	dest := LocID(dp)
	if t.Type == Fleet && v.locs[d].Coast != "" {
		dest = d
	}
	g.out.add(withPower(SupportMoveOrder(u.Type, u.Loc, t.Type, t.Loc, dest), u.Power))
}

// movePositions maps each province to its index in unit j's moves, for a
// long list (a coastal army's convoys) that names each province once;
// nil for the rest, which supports scans. Every supporter asks only of a
// few provinces, so it need not read the whole list.
func (g *gen) movePositions(j int) []int16 {
	const long = 24
	moves := g.unitMoves(j)
	if len(moves) < long || g.posDone[j] {
		return g.movePos[j]
	}
	g.posDone[j] = true
	pos := make([]int16, len(g.v.provinces))
	for k := range pos {
		pos[k] = -1
	}
	for k, d := range moves {
		p := g.b.prov(d)
		if pos[p] >= 0 {
			return nil // two coasts of one province: scan
		}
		pos[p] = int16(k)
	}
	g.movePos[j] = pos
	return pos
}

// carriedWithout is b.fleetRoute(o, d, skip, gate of pw) with skip the sea
// of unit i, the supporter: the fleets' components without that sea
// (fleetComps) answer it for every army and destination.
func (g *gen) carriedWithout(i int, o, d ProvinceID, pw PowerID) bool {
	b, t := g.b, &g.v.convoy
	gt := b.gate(pw)
	comp := g.fleetComps(i, pw)
	skip := b.prov(b.pos.Units[i].Loc)
	g.labels = g.labels[:0]
	for _, e := range t.seaNbr[o] {
		if e != skip && comp[e] >= 0 && gt.step(o, e) {
			g.labels = append(g.labels, comp[e])
		}
	}
	for _, s := range t.seaNbr[d] {
		if s != skip && comp[s] >= 0 && slices.Contains(g.labels, comp[s]) && gt.step(s, d) {
			return true
		}
	}
	return false
}

// fleetComps numbers the connected components of the seas holding fleets
// without unit i's sea, over the steps power pw's gate opens. Leaving out
// a sea that is no cut vertex of the fleets' graph (cutSeas) joins no
// other two seas apart, so the numbering of all the fleets serves, made
// once per water class; only a cut sea needs a numbering of its own.
// Sea neighbours are symmetric (borders are), so a component is what
// fleetRoute's search reaches from any of its seas.
func (g *gen) fleetComps(i int, pw PowerID) []int32 {
	c := g.waterClass(pw)
	for len(g.comps) <= c {
		g.comps = append(g.comps, fleetWater{unit: -1})
	}
	m, gt := &g.comps[c], g.b.gate(pw)
	if m.all == nil {
		m.all = g.fleetFlood(nil, NoProvince, gt)
		m.cut = g.cutSeas(gt)
	}
	skip := g.b.prov(g.b.pos.Units[i].Loc)
	if !m.cut.has(int(skip)) {
		return m.all
	}
	if m.unit != i {
		m.without, m.unit = g.fleetFlood(m.without, skip, gt), i
	}
	return m.without
}

// fleetWater is fleetComps' numberings for one water class: of all the
// fleets, its cut seas, and of the fleets without unit's sea.
type fleetWater struct {
	all, without []int32
	cut          bits
	unit         int
}

// fleetSea reports whether s is a convoying province holding a fleet: a
// vertex of the fleets' graph.
func (g *gen) fleetSea(s ProvinceID) bool {
	return g.v.provinces[s].Convoys && g.b.hasFleetIn(s)
}

// fleetFlood numbers the components of the fleets' graph without the sea
// skip into comp (made if nil; -1 for provinces outside it).
func (g *gen) fleetFlood(comp []int32, skip ProvinceID, gt gate) []int32 {
	t := &g.v.convoy
	if comp == nil {
		comp = make([]int32, len(g.v.provinces))
	}
	for p := range comp {
		comp[p] = -1
	}
	n := int32(0)
	for p := range comp {
		s := ProvinceID(p)
		if comp[s] >= 0 || s == skip || !g.fleetSea(s) {
			continue
		}
		comp[s] = n
		st := append(g.stack[:0], s)
		for len(st) > 0 {
			x := st[len(st)-1]
			st = st[:len(st)-1]
			for _, y := range t.seaNbr[x] {
				if comp[y] < 0 && y != skip && gt.step(x, y) && g.fleetSea(y) {
					comp[y] = n
					st = append(st, y)
				}
			}
		}
		g.stack = st
		n++
	}
	return comp
}

// cutSeas finds the cut vertices of the fleets' graph over the steps gate
// gt opens: the seas whose fleet alone joins some others (Tarjan's
// low-link search, without recursion).
func (g *gen) cutSeas(gt gate) bits {
	t, np := &g.v.convoy, len(g.v.provinces)
	cut := newBits(np)
	disc, low := make([]int32, np), make([]int32, np)
	type frame struct {
		v, parent ProvinceID
		k         int
	}
	var st []frame
	clock := int32(0)
	for p := range np {
		r := ProvinceID(p)
		if disc[r] != 0 || !g.fleetSea(r) {
			continue
		}
		clock++
		disc[r], low[r] = clock, clock
		children := 0
		st = append(st[:0], frame{r, NoProvince, 0})
		for len(st) > 0 {
			f := &st[len(st)-1]
			if v := f.v; f.k < len(t.seaNbr[v]) {
				y := t.seaNbr[v][f.k]
				f.k++
				switch {
				case !g.fleetSea(y) || !gt.step(v, y):
				case disc[y] == 0:
					clock++
					disc[y], low[y] = clock, clock
					if v == r {
						children++
					}
					st = append(st, frame{y, v, 0})
				case y != f.parent:
					low[v] = min(low[v], disc[y])
				}
				continue
			}
			v, parent := f.v, f.parent
			st = st[:len(st)-1]
			if parent == NoProvince {
				continue
			}
			low[parent] = min(low[parent], low[v])
			if parent != r && low[v] >= disc[parent] {
				cut.set(int(parent))
			}
		}
		if children > 1 {
			cut.set(int(r))
		}
	}
	return cut
}

// convoys adds a run for the convoys fleet i could give army j, if any.
func (g *gen) convoys(i, j int) {
	b := g.b
	t := b.pos.Units[j]
	n := g.convoyDests(b.prov(b.pos.Units[i].Loc), b.prov(t.Loc), t.Power).count()
	if n > 0 {
		g.out.runs = append(g.out.runs, convoyRun{at: len(g.out.list), i: i, j: j})
		g.out.n += n
	}
}

// convoyRun appends fleet i's convoys for army j to out, one for each
// destination in g.convoyDests, in province order.
func (g *gen) convoyRun(i, j int, out []Order) []Order {
	b := g.b
	u, t := b.pos.Units[i], b.pos.Units[j]
	tp := b.prov(t.Loc)
	ds := g.convoyDests(b.prov(u.Loc), tp, t.Power)
	o := withPower(ConvoyOrder(u.Loc, LocID(tp), NoLoc), u.Power)
	for w, word := range ds {
		for word != 0 {
			o.Dest = LocID(w<<6 + mathbits.TrailingZeros64(word))
			word &= word - 1
			out = append(out, o)
		}
	}
	return out
}

// convoyDests is the set of provinces d a fleet in sea s may convoy an
// army of power pw from o to: d != o, convoyOrderGeo, convoyOpen and no
// abroad refusal, as the per-destination checks would say, but found for
// all destinations at once from the sea components where the tables allow.
// The set is g.dests, valid until the next call.
func (g *gen) convoyDests(s, o ProvinceID, pw PowerID) bits {
	v, t, ds := g.v, &g.v.convoy, g.dests
	ds.reset()
	switch {
	case !t.approx:
		for _, d := range t.coastal {
			if v.convoyOrderGeo(s, o, d) {
				ds.set(int(d))
			}
		}
	case t.coastIx[o] < 0 || !v.provinces[s].Convoys:
		return ds
	default:
		c := t.comp[s]
		if c < 0 || !t.touches[o].has(int(c)) {
			return ds
		}
		copy(ds, t.compCoasts[c])
	}
	ds.clear(int(o))
	if gt := g.b.gate(pw); gt.b != nil && len(v.convoyConds) > 0 {
		g.gatedDests(s, o, pw, gt)
	}
	if v.abroadRules && pw != NoPower {
		g.scratch = ds.list(g.scratch[:0])
		for _, d := range g.scratch {
			if v.abroadRefusal(pw, o, d, g.b.pos.Owners) != "" {
				ds.clear(int(d))
			}
		}
	}
	return ds
}

// gatedDests removes from g.dests the destinations convoyOpen refuses.
// Those in the open water s lies in (openCoasts) pass when o is in it too;
// the rest need s reachable, through the gate, from o and from d.
func (g *gen) gatedDests(s, o ProvinceID, pw PowerID, gt gate) {
	t, ds, rest := &g.v.convoy, g.dests, g.rest
	copy(rest, ds)
	if t.openComp != nil {
		if c := t.openComp[s]; c >= 0 && t.openTouches[o].has(int(c)) {
			rest.remove(t.openCoasts[c])
		}
	}
	if rest.empty() {
		return
	}
	if !g.seaWithin(o, s, pw, gt) {
		ds.remove(rest)
		return
	}
	g.scratch = rest.list(g.scratch[:0])
	for _, d := range g.scratch {
		if !g.seaWithin(d, s, pw, gt) {
			ds.clear(int(d))
		}
	}
}

// waterClass numbers power pw's way through the conditional convoy
// borders: powers that may cross the same ones search the same water, so
// they share the water searches (on Imperial two classes, not fourteen).
func (g *gen) waterClass(pw PowerID) int {
	v := g.v
	if g.classOf == nil {
		g.classOf = make([]int, len(v.powers)+1) // NoPower first
		for k := range g.classOf {
			g.classOf[k] = -1
		}
	}
	if c := g.classOf[pw+1]; c >= 0 {
		return c
	}
	gt := g.b.gate(pw)
	key := make([]byte, len(v.convoyConds))
	for k, cc := range v.convoyConds {
		if gt.step(cc.a, cc.b) {
			key[k] = 1
		}
	}
	c := slices.IndexFunc(g.classKeys, func(k string) bool { return k == string(key) })
	if c < 0 {
		c = len(g.classKeys)
		g.classKeys = append(g.classKeys, string(key))
		g.waters = append(g.waters, nil)
	}
	g.classOf[pw+1] = c
	return c
}

// seaWithin reports whether an army of power pw in coastal province o
// could be carried to sea s through seas alone (fleets or not) across
// the steps pw's gate opens: the search seaReach makes, answered by the
// components of the convoying seas for pw's water class, numbered once.
// Sea neighbours are symmetric (borders are), so a component is what the
// search reaches from any of its seas.
func (g *gen) seaWithin(o, s ProvinceID, pw PowerID, gt gate) bool {
	comp := g.waterComps(pw, gt)
	c := comp[s]
	if c < 0 {
		return false
	}
	for _, x := range g.v.convoy.seaNbr[o] {
		if comp[x] == c && gt.step(o, x) {
			return true
		}
	}
	return false
}

// waterComps numbers the components of the convoying seas over the steps
// gate gt (power pw's) opens, once for pw's water class.
func (g *gen) waterComps(pw PowerID, gt gate) []int32 {
	c := g.waterClass(pw)
	if g.waters[c] != nil {
		return g.waters[c]
	}
	v, t := g.v, &g.v.convoy
	comp := make([]int32, len(v.provinces))
	for p := range comp {
		comp[p] = -1
	}
	n := int32(0)
	for p := range comp {
		if comp[p] >= 0 || !v.provinces[p].Convoys {
			continue
		}
		comp[p] = n
		st := append(g.stack[:0], ProvinceID(p))
		for len(st) > 0 {
			x := st[len(st)-1]
			st = st[:len(st)-1]
			for _, y := range t.seaNbr[x] {
				if comp[y] < 0 && gt.step(x, y) {
					comp[y] = n
					st = append(st, y)
				}
			}
		}
		g.stack = st
		n++
	}
	g.waters[c] = comp
	return comp
}

func (g *gen) retreats(i int, out []Order) []Order {
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
