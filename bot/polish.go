package bot

import (
	"slices"

	"dipdesk/engine"
)

// polishPasses bounds the passes over the side's units.
const polishPasses = 8

// polish improves the side's chosen order set one unit at a time: each
// unit, in a seeded order, tries its other holds, moves and supports of a
// friend's order, each valued against the same samples of the others'
// orders, and keeps a change that is worth more on average. This finds
// what whole-set candidates miss: the one support that makes an attack
// succeed, the unit that should stay home, the move that was left out.
func (p *planner) polish(all, set []engine.Order, samples [][]engine.Order, budget int) []engine.Order {

	byLoc := map[engine.LocID][]engine.Order{}
	var units []engine.LocID
	for _, o := range all {
		if !p.ours(o.Power) {
			continue
		}
		if _, ok := byLoc[o.Loc]; !ok {
			units = append(units, o.Loc)
		}
		byLoc[o.Loc] = append(byLoc[o.Loc], o)
	}
	if len(units) == 0 || len(samples) == 0 {
		return set
	}
	cur := slices.Clone(set)
	index := func(l engine.LocID) int {
		for i, o := range cur {
			if o.Loc == l {
				return i
			}
		}
		return -1
	}
	base := p.meanValue(cur, samples)
	spent := len(samples)
	p.rng.Shuffle(len(units), func(i, j int) { units[i], units[j] = units[j], units[i] })
	// passes over every unit until one changes nothing or the budget is
	// spent: a change to one unit can make another's better order pay
	for pass := 0; pass < polishPasses; pass++ {
		changed := false
		for _, l := range units {
			i := index(l)
			var tries [][]engine.Order
			for _, o := range byLoc[l] {
				if i >= 0 && o == cur[i] || !p.worthTrying(o, cur) || p.blocked(o, cur) {
					continue
				}
				t := slices.Clone(cur)
				if i >= 0 {
					t[i] = o
				} else {
					t = append(t, o)
				}
				tries = append(tries, p.voidless(t, byLoc))
			}
			if len(tries) == 0 {
				continue
			}
			if spent+len(tries)*len(samples) > budget {
				return cur
			}
			spent += len(tries) * len(samples)
			vals := p.meanValues(tries, samples)
			best := -1
			for k, x := range vals {
				if x > base+polishGain && (best < 0 || x > vals[best]) {
					best = k
				}
			}
			if best >= 0 {
				cur, base, changed = tries[best], vals[best], true
			}
		}
		// supported attacks: two changes at once (a move and its support),
		// which one unit at a time never finds, since neither pays alone
		for _, t := range p.pairs(cur, byLoc, units) {
			if spent+len(samples) > budget {
				return cur
			}
			spent += len(samples)
			if x := p.meanValue(t, samples); x > base+polishGain {
				cur, base, changed = t, x, true
			}
		}
		if !changed {
			break
		}
	}
	return cur
}

// pairs lists the side's supported attacks on centres it does not hold
// and on provinces where an enemy stands: one unit moving in, another
// supporting it, the rest as in set; into a province an enemy stands in
// also with two supports, as a unit there may hold with support of its
// own. A supported move already in set is not listed again.
func (p *planner) pairs(set []engine.Order, byLoc map[engine.LocID][]engine.Order, units []engine.LocID) [][]engine.Order {
	v := p.v
	var out [][]engine.Order
	index := map[engine.LocID]int{}
	for i, o := range set {
		index[o.Loc] = i
	}
	for _, a := range units {
		for _, m := range byLoc[a] {
			if m.Kind != engine.Move || m.ViaConvoy || !v.Adjacent(p.pos.Units[p.unitAt[p.prov(a)]].Type, a, m.Dest) {
				continue
			}
			d := p.prov(m.Dest)
			worth := p.enemyIn(d) || v.Province(d).SC && !p.ours(p.pos.Owners[d])
			if !worth || p.unitAt[d] >= 0 && !p.enemyIn(d) {
				continue
			}
			var sups []engine.Order // the side's supports for m
			for _, b := range units {
				if b == a {
					continue
				}
				for _, s := range byLoc[b] {
					if s.Kind == engine.Support && s.Target == a && s.Dest != engine.NoLoc && p.prov(s.Dest) == d {
						sups = append(sups, s)
						break
					}
				}
			}
			try := func(with ...engine.Order) {
				t := slices.Clone(set)
				put := func(o engine.Order) {
					if i, ok := index[o.Loc]; ok {
						t[i] = o
					} else {
						t = append(t, o)
					}
				}
				put(m)
				for _, s := range with {
					put(s)
				}
				if orderKey(t) == orderKey(set) {
					return
				}
				// a friend moving into d as well would bounce: it holds
				for i, o := range t {
					if o.Loc != a && o.Kind == engine.Move && p.prov(o.Dest) == d {
						t[i] = engine.HoldOrder(o.Type, o.Loc)
						t[i].Power = o.Power
					}
				}
				if !p.blocked(m, t) {
					out = append(out, p.voidless(t, byLoc))
				}
			}
			for i, s := range sups {
				try(s)
				// a unit standing in d holds with support of its own:
				// two supports may be what it takes
				if p.enemyIn(d) {
					for _, s2 := range sups[i+1:] {
						try(s, s2)
					}
				}
			}
		}
	}
	return out
}

// blocked reports whether a move would run into one of the side's own
// units: another moving into the same province, one staying there, or
// one coming the other way.
func (p *planner) blocked(o engine.Order, set []engine.Order) bool {
	if o.Kind != engine.Move {
		return false
	}
	d := p.prov(o.Dest)
	if p.v.Province(d).Box {
		return false
	}
	for _, f := range set {
		if f.Loc == o.Loc {
			continue
		}
		if f.Kind == engine.Move && p.prov(f.Dest) == d {
			return true
		}
		if p.prov(f.Loc) == d && (f.Kind != engine.Move || p.prov(f.Dest) == p.prov(o.Loc)) {
			return true
		}
	}
	return false
}

// voidless turns into holds the side's supports and convoys that no
// longer match the order of the unit they are for (supports of another
// power's move stay: their match is up to that power).
func (p *planner) voidless(set []engine.Order, byLoc map[engine.LocID][]engine.Order) []engine.Order {
	for changed := true; changed; {
		changed = false
		for i, o := range set {
			if o.Kind != engine.Support && o.Kind != engine.Convoy || p.foreignSupport(o) {
				continue
			}
			ok := false
			for _, f := range set {
				if f.Loc != o.Target {
					continue
				}
				if o.Dest == engine.NoLoc {
					ok = f.Kind != engine.Move
				} else {
					ok = f.Kind == engine.Move && p.prov(f.Dest) == p.prov(o.Dest) && (o.Kind == engine.Support || f.ViaConvoy)
				}
			}
			if ok {
				continue
			}
			for _, h := range byLoc[o.Loc] {
				if h.Kind == engine.Hold {
					set[i] = h
					changed = true
				}
			}
		}
	}
	return set
}

// worthTrying keeps the options a unit may switch to small: holds, moves
// over land or sea (not by convoy), supports of an order a friend is
// actually giving in the set, and supports of another power's attack on a
// weak power's centre (finish.go).
func (p *planner) worthTrying(o engine.Order, set []engine.Order) bool {
	switch o.Kind {
	case engine.Hold:
		return true
	case engine.Move:
		// an army's move over water with no convoy only holds
		return !o.ViaConvoy && p.v.Adjacent(o.Type, o.Loc, o.Dest)
	case engine.Support:
		if p.foreignSupport(o) {
			return true
		}
		for _, f := range set {
			if f.Loc != o.Target {
				continue
			}
			if f.Kind == engine.Move {
				return o.Dest != engine.NoLoc && p.prov(o.Dest) == p.prov(f.Dest)
			}
			return o.Dest == engine.NoLoc && f.Kind == engine.Hold
		}
	}
	return false
}

// meanValue is the set's cautious value against the samples.
func (p *planner) meanValue(set []engine.Order, samples [][]engine.Order) float64 {
	return p.meanValues([][]engine.Order{set}, samples)[0]
}

// meanValues values each set against every sample (cautious), on every
// core; each job writes its own slot, so the sums do not depend on the
// scheduling. Beyond the samples, a set pays for each home it leaves open
// in the Fall and each failed attack it repeats unsupported, both in the
// choice among candidates and in polish (which otherwise put the repeat
// back one unit at a time).
func (p *planner) meanValues(sets [][]engine.Order, samples [][]engine.Order) []float64 {
	n := len(samples)
	vals := make([]float64, len(sets)*n)
	run(searchWorkers(), len(vals), func(i int) {
		c, s := i/n, i%n
		res, err := engine.Adjudicate(p.v, p.pos, append(slices.Clip(sets[c]), samples[s]...), engine.Options{})
		if err != nil {
			vals[i] = -1e9
			return
		}
		vals[i] = p.value(&res)
	})
	out := make([]float64, len(sets))
	for c := range sets {
		out[c] = cautious(vals[c*n:(c+1)*n]) + p.taste(sets[c]) - openHomeCost*float64(p.openHomes(sets[c])) -
			repeatCost*float64(p.repeats(sets[c]))
	}
	return out
}

// openHomeCost is what a home centre left open in the Fall costs beyond
// what the samples say it risks: an enemy next to it walks in with a
// chance the samples of a noisy opponent easily miss, and the loss is a
// centre and a build site both.
const openHomeCost = 1.0

// openHomes counts, in the Fall, the side's home centres it owns that
// some enemy could take: the most units of one enemy power next to it
// outnumber the side's unit holding or entering it plus that unit's
// supports (none at all if nobody holds or enters it).
func (p *planner) openHomes(set []engine.Order) int {
	if !p.fall {
		return 0
	}
	v := p.v
	n := 0
	for _, sc := range v.SupplyCenters() {
		if p.threat[sc] == 0 || !p.ours(p.pos.Owners[sc]) || !p.ours(v.Province(sc).Home) {
			continue
		}
		guard := engine.NoLoc // the unit holding or entering sc
		for _, o := range set {
			if o.Kind == engine.Move && p.prov(o.Dest) == sc || o.Kind != engine.Move && p.prov(o.Loc) == sc {
				guard = o.Loc
			}
		}
		defence := 0
		if guard != engine.NoLoc {
			defence = 1
			for _, o := range set {
				if o.Kind == engine.Support && o.Target == guard {
					defence++
				}
			}
		}
		if p.danger(sc) > defence {
			n++
		}
	}
	return n
}

// danger is the most units of one enemy power that can move into pr.
func (p *planner) danger(pr engine.ProvinceID) int {
	per := map[engine.PowerID]int{}
	most := 0
	for _, u := range p.pos.Units {
		if u.Power == engine.NoPower || p.ours(u.Power) || p.prov(u.Loc) == pr {
			continue
		}
		for _, l := range p.v.Neighbours(u.Type, u.Loc) {
			if p.prov(l) == pr {
				per[u.Power]++
				most = max(most, per[u.Power])
				break
			}
		}
	}
	return most
}

// tasteWidth is the most a set's taste adds to its value, in centres:
// enough to choose between plans worth about the same, too little to
// prefer a worse one.
const tasteWidth = 0.06

// taste is the seeded liking of this decision for a set's moves: each
// move gets a fixed share of tasteWidth from the decision's salt, so that
// the search, which otherwise finds the same best plan from every seed,
// opens and plays differently from game to game.
func (p *planner) taste(set []engine.Order) float64 {
	if p.salt == 0 {
		return 0
	}
	t := 0.0
	for _, o := range set {
		if o.Kind != engine.Move {
			continue
		}
		h := p.salt ^ uint64(o.Loc)<<32 ^ uint64(o.Dest)<<8
		h ^= h >> 33
		h *= 0xff51afd7ed558ccd
		h ^= h >> 33
		h *= 0xc4ceb9fe1a85ec53
		h ^= h >> 33
		t += tasteWidth * float64(h>>11) / (1 << 53)
	}
	return t
}
