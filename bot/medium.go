package bot

import (
	"math"
	"sort"

	"dipdesk/engine"
)

// The medium level is our own reading of the public description of David
// Norman's DumbBot (about 2002), the rule-based baseline of no-press
// Diplomacy research, so that our tests have a yardstick nobody here
// tuned and a learner has a step between easy and hard. In outline:
//
//   - a power's size is a quadratic in its centre count;
//   - a centre someone else owns is worth its owner's size to attack, one
//     of ours is worth the size of the largest enemy next to it to defend;
//   - proximity maps spread those values along each unit type's edges,
//     ten levels deep, and a destination's value weighs the levels
//     (Spring favours the step before a prize, Fall the prize itself)
//     plus our strength there and the strongest enemy's competition;
//   - units, in a seeded random order, go to their best destination, now
//     and then to a nearly-as-good one; a unit whose destination a friend
//     already took supports that friend instead.
//
// It never convoys and never searches: what it lacks is what the hard
// level adds.

// The weights are ours, chosen to the description's scale.
const (
	sizeA, sizeB, sizeC = 1.0, 4.0, 16.0
	proxLevels          = 10
	strengthWeight      = 1000.0
	competitionWeight   = 1000.0
	// alternativeChance is the chance of taking the next destination when
	// it is as good as the current one; it falls to nothing at
	// alternativeGap (a relative difference).
	alternativeChance = 0.5
	alternativeGap    = 0.25
)

var (
	springLevels = [proxLevels]float64{100, 1000, 30, 10, 6, 5, 4, 3, 2, 1}
	fallLevels   = [proxLevels]float64{1000, 100, 30, 10, 6, 5, 4, 3, 2, 1}
)

// dumb holds one medium decision's values.
type dumb struct {
	*planner
	dest [3][]float64 // per unit type, per location: a destination's value
}

func newDumb(p *planner) *dumb {
	d := &dumb{planner: p}
	d.values()
	return d
}

func powerSize(n int) float64 { return sizeA*float64(n*n) + sizeB*float64(n) + sizeC }

// values computes the destination values from attack and defence values
// through the proximity maps.
func (d *dumb) values() {
	v, pos := d.v, d.pos
	np := v.NumProvinces()
	counts := make([]int, v.NumPowers())
	for _, sc := range v.SupplyCenters() {
		if o := pos.Owners[sc]; o >= 0 && int(o) < len(counts) {
			counts[o]++
		}
	}
	neutralSize := 0.0 // an unowned centre: worth the largest rival's size
	for pw, n := range counts {
		if !d.ours(engine.PowerID(pw)) && pos.Alive(engine.PowerID(pw)) {
			neutralSize = max(neutralSize, powerSize(n))
		}
	}
	// the largest enemy with a unit in or next to each province
	biggest := make([]float64, np)
	strength := make([]float64, np)
	enemy := make([][]int, np) // per province: units of each enemy power that can reach it
	for _, u := range pos.Units {
		pr := v.ProvinceOf(u.Loc)
		reach := []engine.ProvinceID{pr}
		for _, n := range v.Neighbours(u.Type, u.Loc) {
			reach = append(reach, v.ProvinceOf(n))
		}
		for _, r := range uniqueProvinces(reach) {
			switch {
			case d.ours(u.Power):
				strength[r]++
			case u.Power >= 0 && int(u.Power) < len(counts):
				biggest[r] = max(biggest[r], powerSize(counts[u.Power]))
				if r == pr {
					continue // competition counts units that could move in
				}
				if enemy[r] == nil {
					enemy[r] = make([]int, v.NumPowers())
				}
				enemy[r][u.Power]++
			}
		}
	}
	attack := make([]float64, np)
	defence := make([]float64, np)
	for _, sc := range v.SupplyCenters() {
		switch o := pos.Owners[sc]; {
		case d.ours(o):
			defence[sc] = biggest[sc]
		case o >= 0 && int(o) < len(counts):
			attack[sc] = powerSize(counts[o])
		default:
			attack[sc] = neutralSize
		}
	}
	wa, wd := 700.0, 300.0
	levels := springLevels
	if d.fall {
		wa, wd = 600, 400
		levels = fallLevels
	}
	if pos.Phase.Kind == engine.Adjustment {
		wa, wd = 400, 600 // builds and removals: home defence first
	}
	n := v.NumLocs()
	for _, t := range []engine.UnitType{engine.Army, engine.Fleet} {
		prox := make([]float64, n)
		for l := range prox {
			if v.CanStand(t, engine.LocID(l)) {
				pr := v.ProvinceOf(engine.LocID(l))
				prox[l] = wa*attack[pr] + wd*defence[pr]
			}
		}
		total := make([]float64, n)
		next := make([]float64, n)
		for lv := range proxLevels {
			for l := range total {
				total[l] += levels[lv] * prox[l]
			}
			if lv == proxLevels-1 {
				break
			}
			for l := range next {
				if !v.CanStand(t, engine.LocID(l)) {
					continue
				}
				s := prox[l]
				for _, x := range v.Neighbours(t, engine.LocID(l)) {
					s += prox[x]
				}
				next[l] = s / 5
			}
			prox, next = next, prox
		}
		for l := range total {
			if !v.CanStand(t, engine.LocID(l)) {
				continue
			}
			pr := v.ProvinceOf(engine.LocID(l))
			comp := 0
			for _, c := range enemy[pr] {
				comp = max(comp, c)
			}
			total[l] += strengthWeight*strength[pr] - competitionWeight*float64(comp)
		}
		d.dest[t] = total
	}
}

func uniqueProvinces(ps []engine.ProvinceID) []engine.ProvinceID {
	out := ps[:0]
	for _, p := range ps {
		dup := false
		for _, q := range out {
			dup = dup || q == p
		}
		if !dup {
			out = append(out, p)
		}
	}
	return out
}

// choice is one option of a unit: an order and its destination's value.
type choice struct {
	o engine.Order
	s float64
}

// pick walks down a sorted list from the best, taking each next option
// with a chance that shrinks as it gets worse than the current one.
func (d *dumb) pick(opts []choice) int {
	k := 0
	for k+1 < len(opts) {
		cur, nxt := opts[k].s, opts[k+1].s
		gap := (cur - nxt) / math.Max(math.Abs(cur), 1)
		chance := alternativeChance * (1 - gap/alternativeGap)
		if chance <= 0 || d.rng.Float64() >= chance {
			break
		}
		k++
	}
	return k
}

// movement gives the side's movement orders the DumbBot way.
func (d *dumb) movement() []engine.Order {
	v, pos := d.v, d.pos
	type unit struct {
		loc   engine.LocID
		typ   engine.UnitType
		opts  []choice // hold and moves, best first
		order engine.Order
		set   bool
		supps []engine.Order
	}
	var units []*unit
	at := make([]*unit, v.NumProvinces())
	for _, u := range pos.Units {
		if !d.ours(u.Power) {
			continue
		}
		pr := v.ProvinceOf(u.Loc)
		if at[pr] != nil {
			continue
		}
		x := &unit{loc: u.Loc, typ: u.Type}
		for _, o := range v.LegalOrders(pos, pr) {
			if !d.ours(o.Power) {
				continue
			}
			switch {
			case o.Kind == engine.Hold:
				x.opts = append(x.opts, choice{o, d.dest[u.Type][u.Loc]})
			case o.Kind == engine.Move && !o.ViaConvoy && v.Adjacent(u.Type, o.Loc, o.Dest):
				x.opts = append(x.opts, choice{o, d.dest[u.Type][o.Dest]})
			case o.Kind == engine.Support:
				x.supps = append(x.supps, o)
			}
		}
		sort.SliceStable(x.opts, func(i, j int) bool { return x.opts[i].s > x.opts[j].s })
		at[pr] = x
		units = append(units, x)
	}
	d.rng.Shuffle(len(units), func(i, j int) { units[i], units[j] = units[j], units[i] })
	taken := make([]*unit, v.NumProvinces()) // who moves into or stays in each province
	supportFor := func(x *unit, friend *unit) (engine.Order, bool) {
		for _, o := range x.supps {
			if o.Target != friend.loc {
				continue
			}
			if friend.order.Kind == engine.Move {
				if o.Dest != engine.NoLoc && v.ProvinceOf(o.Dest) == v.ProvinceOf(friend.order.Dest) {
					return o, true
				}
			} else if o.Dest == engine.NoLoc {
				return o, true
			}
		}
		return engine.Order{}, false
	}
	for _, x := range units {
		opts := x.opts
		for len(opts) > 0 {
			k := d.pick(opts)
			c := opts[k]
			dest := v.ProvinceOf(x.loc)
			if c.o.Kind == engine.Move {
				dest = v.ProvinceOf(c.o.Dest)
			}
			f := taken[dest]
			if g := at[dest]; c.o.Kind == engine.Move && g != nil && g.set && g.order.Kind == engine.Move &&
				v.ProvinceOf(g.order.Dest) == v.ProvinceOf(x.loc) {
				f = g // a friend moving into our place: swapping would bounce
			}
			if f == nil && c.o.Kind == engine.Move {
				// a friend standing there and not yet ordered: it may leave,
				// which is settled below
				taken[dest] = x
				x.order, x.set = c.o, true
				break
			}
			if f == nil {
				taken[dest] = x
				x.order, x.set = c.o, true
				break
			}
			if s, ok := supportFor(x, f); ok {
				x.order, x.set = s, true
				break
			}
			opts = append(append([]choice(nil), opts[:k]...), opts[k+1:]...)
		}
		if !x.set {
			x.order, x.set = engine.HoldOrder(x.typ, x.loc), true
			x.order.Power = d.powerAt(x.loc)
		}
	}
	// a move into a friend who stays (or swaps with the mover) would
	// bounce: support the friend's hold instead, or hold
	for changed := true; changed; {
		changed = false
		for _, x := range units {
			if x.order.Kind != engine.Move {
				continue
			}
			f := at[v.ProvinceOf(x.order.Dest)]
			if f == nil || f == x {
				continue
			}
			if f.order.Kind == engine.Move && v.ProvinceOf(f.order.Dest) != v.ProvinceOf(x.loc) {
				continue
			}
			if s, ok := supportFor(x, f); ok && f.order.Kind != engine.Move {
				x.order = s
			} else {
				x.order = engine.HoldOrder(x.typ, x.loc)
				x.order.Power = d.powerAt(x.loc)
			}
			changed = true
		}
		// a support whose friend changed its order is void: hold instead
		for _, x := range units {
			if x.order.Kind != engine.Support {
				continue
			}
			f := at[v.ProvinceOf(x.order.Target)]
			if f == nil {
				continue
			}
			if _, ok := supportFor(x, f); !ok || supportDest(v, x.order) != supportDest(v, f.order) {
				x.order = engine.HoldOrder(x.typ, x.loc)
				x.order.Power = d.powerAt(x.loc)
				changed = true
			}
		}
	}
	var out []engine.Order
	for _, x := range units {
		out = append(out, x.order)
	}
	return out
}

// supportDest is the province a support or an order is about: the
// destination of a move (or of a supported move), else NoProvince.
func supportDest(v *engine.Variant, o engine.Order) engine.ProvinceID {
	if o.Dest == engine.NoLoc {
		return engine.NoProvince
	}
	return v.ProvinceOf(o.Dest)
}

// powerAt is the power of the unit at l.
func (d *dumb) powerAt(l engine.LocID) engine.PowerID {
	for _, u := range d.pos.Units {
		if u.Loc == l {
			return u.Power
		}
	}
	return engine.NoPower
}

// retreats sends each dislodged unit to its best free place.
func (d *dumb) retreats() []engine.Order {
	v := d.v
	byLoc := map[engine.LocID][]engine.Order{}
	for _, o := range v.AllLegalOrders(d.pos) {
		if d.ours(o.Power) {
			byLoc[o.Loc] = append(byLoc[o.Loc], o)
		}
	}
	taken := make([]bool, v.NumProvinces())
	var out []engine.Order
	for _, u := range d.pos.Dislodged {
		if !d.ours(u.Power) {
			continue
		}
		var opts []choice
		for _, o := range byLoc[u.Loc] {
			s := math.Inf(-1) // disbanding is the last resort
			if o.Kind == engine.Move {
				if taken[v.ProvinceOf(o.Dest)] {
					continue
				}
				s = d.dest[u.Type][o.Dest]
			}
			opts = append(opts, choice{o, s})
		}
		if len(opts) == 0 {
			continue
		}
		sort.SliceStable(opts, func(i, j int) bool { return opts[i].s > opts[j].s })
		c := opts[0]
		if c.o.Kind == engine.Move {
			taken[v.ProvinceOf(c.o.Dest)] = true
		}
		out = append(out, c.o)
	}
	return out
}

// adjustments builds on the home centres of highest value (the better
// unit type for each) and removes the units of lowest value.
func (d *dumb) adjustments() []engine.Order {
	v, pos := d.v, d.pos
	used := make([]bool, v.NumProvinces())
	var out []engine.Order
	for _, pw := range d.side {
		delta := v.Delta(pos, pw)
		if delta == 0 {
			continue
		}
		var opts []choice
		for _, o := range v.AdjustmentOrders(pos, pw) {
			switch {
			case o.Kind == engine.Build && delta > 0:
				opts = append(opts, choice{o, d.dest[o.Type][o.Loc]})
			case o.Kind == engine.Remove && delta < 0:
				opts = append(opts, choice{o, -d.dest[o.Type][o.Loc]})
			}
		}
		sort.SliceStable(opts, func(i, j int) bool { return opts[i].s > opts[j].s })
		need := max(delta, -delta)
		for _, c := range opts {
			if need == 0 {
				break
			}
			pr := v.ProvinceOf(c.o.Loc)
			if used[pr] {
				continue
			}
			used[pr] = true
			out = append(out, c.o)
			need--
		}
		for ; delta > 0 && need > 0; need-- {
			w := engine.NewOrder(engine.Waive, engine.NoUnit, engine.NoLoc)
			w.Power = pw
			out = append(out, w)
		}
	}
	return out
}
