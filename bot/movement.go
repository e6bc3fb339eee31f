package bot

import (
	"sort"

	"dipdesk/engine"
)

// repeatPenalty lowers a move that bounced unsupported last time, so the
// unit tries elsewhere unless the move is still clearly the best.
const repeatPenalty = 6

// unitPlan is one of the side's units during a movement plan.
type unitPlan struct {
	loc    engine.LocID
	prov   engine.ProvinceID
	typ    engine.UnitType
	legal  []engine.Order
	order  engine.Order
	set    bool
	score  float64 // what the unit's chosen order is worth
	moving bool
	convoy bool // an army moving by convoy, or a fleet convoying it
	backed int  // supports given to its order: it must keep that order
}

// movement plans the side's movement orders: greedy moves, fixed so that
// the side never blocks itself, then (hard level) supports.
func (p *planner) movement() []engine.Order {
	// only the side's own units' orders: on a big board listing every
	// unit's would cost an easy bot most of its time
	var own []engine.Order
	seen := make([]bool, p.v.NumProvinces())
	for _, u := range p.pos.Units {
		pr := p.v.ProvinceOf(u.Loc)
		if p.ours(u.Power) && !seen[pr] {
			seen[pr] = true
			own = append(own, p.v.LegalOrders(p.pos, pr)...)
		}
	}
	return p.movementFrom(own)
}

// movementFrom is movement with the position's legal orders already
// listed (all of them: the side's are picked out here).
func (p *planner) movementFrom(all []engine.Order) []engine.Order {
	v := p.v
	var plans []unitPlan
	byLoc := map[engine.LocID]int{}
	for _, o := range all {
		if !p.ours(o.Power) {
			continue
		}
		i, ok := byLoc[o.Loc]
		if !ok {
			i = len(plans)
			byLoc[o.Loc] = i
			plans = append(plans, unitPlan{loc: o.Loc, prov: p.prov(o.Loc), typ: o.Type})
		}
		plans[i].legal = append(plans[i].legal, o)
	}
	if len(plans) == 0 {
		return nil
	}
	planAt := make([]int, v.NumProvinces())
	for i := range planAt {
		planAt[i] = -1
	}
	for i, pl := range plans {
		planAt[pl.prov] = i
	}
	m := &mover{p: p, plans: plans, planAt: planAt, targeted: make([]int, v.NumProvinces())}
	for i := range m.targeted {
		m.targeted[i] = -1
	}
	m.assignMoves()
	m.fixBlocked()
	if p.level >= Hard {
		m.supports()
		m.idleSupports()
	}
	out := make([]engine.Order, 0, len(plans))
	for _, pl := range plans {
		if pl.set {
			out = append(out, pl.order)
		}
	}
	return out
}

// mover is the state of one movement plan.
type mover struct {
	p        *planner
	plans    []unitPlan
	planAt   []int // per province: the side's unit there, -1
	targeted []int // per province: the side's unit moving there, -1
}

type candidate struct {
	i int
	o engine.Order
	s float64
}

// assignMoves gives every unit a hold or a move, best-valued first, no
// two into one province (boxes excepted) and no swaps between friends.
func (m *mover) assignMoves() {
	p, v := m.p, m.p.v
	var cands []candidate
	for i, pl := range m.plans {
		for _, o := range pl.legal {
			var s float64
			switch o.Kind {
			case engine.Hold:
				s = p.val[pl.typ][pl.loc]
			case engine.Move:
				if o.ViaConvoy {
					continue // the land route does as well
				}
				d := p.prov(o.Dest)
				s = p.val[pl.typ][o.Dest]
				if p.failed[failedMove{o.Loc, d}] {
					s -= repeatPenalty // it bounced last time: only with support, or elsewhere
				}
				if t := p.threat[d]; t > 1 {
					s -= 0.5 * float64(t-1)
				}
				if pl.typ == engine.Army && !v.Adjacent(engine.Army, o.Loc, o.Dest) {
					if p.level < Hard {
						continue
					}
					s -= 1
				}
			default:
				continue
			}
			cands = append(cands, candidate{i, o, p.noise(s)})
		}
	}
	sort.SliceStable(cands, func(a, b int) bool { return cands[a].s > cands[b].s })
	for _, c := range cands {
		pl := &m.plans[c.i]
		if pl.set {
			continue
		}
		if c.o.Kind == engine.Hold {
			m.set(c.i, c.o, c.s)
			continue
		}
		d := p.prov(c.o.Dest)
		if !v.Province(d).Box && m.targeted[d] >= 0 {
			continue
		}
		if j := m.planAt[d]; j >= 0 && j != c.i {
			q := &m.plans[j]
			if q.set && (!q.moving || p.prov(q.order.Dest) == pl.prov) {
				continue // a friend stays there, or would swap with us
			}
		}
		if pl.typ == engine.Army && !v.Adjacent(engine.Army, c.o.Loc, c.o.Dest) {
			fleets := m.convoyChain(c.i, d)
			if fleets == nil {
				continue
			}
			for _, f := range fleets {
				m.set(f.i, f.o, c.s)
				m.plans[f.i].convoy = true
			}
			pl.convoy = true
		}
		m.set(c.i, c.o, c.s)
	}
}

// set gives unit i order o.
func (m *mover) set(i int, o engine.Order, s float64) {
	pl := &m.plans[i]
	if pl.moving {
		m.targeted[m.p.prov(pl.order.Dest)] = -1
	}
	pl.order, pl.score, pl.set = o, s, true
	pl.moving = o.Kind == engine.Move
	if pl.moving {
		m.targeted[m.p.prov(o.Dest)] = i
	}
}

// hold turns unit i's order into a hold.
func (m *mover) hold(i int) {
	pl := &m.plans[i]
	for _, o := range pl.legal {
		if o.Kind == engine.Hold {
			m.set(i, o, m.p.val[pl.typ][pl.loc])
			pl.convoy = false
			return
		}
	}
}

// convoyChain finds the side's free fleets that can carry the army of
// plan i to province d in one chain, or nil.
func (m *mover) convoyChain(i int, d engine.ProvinceID) []candidate {
	p, v := m.p, m.p.v
	from := m.plans[i].prov
	var fleets []candidate
	in := map[engine.ProvinceID]int{}
	for j, pl := range m.plans {
		if pl.set || pl.typ != engine.Fleet || m.targeted[pl.prov] >= 0 {
			continue
		}
		for _, o := range pl.legal {
			if o.Kind == engine.Convoy && p.prov(o.Target) == from && p.prov(o.Dest) == d {
				in[pl.prov] = len(fleets)
				fleets = append(fleets, candidate{i: j, o: o})
				break
			}
		}
	}
	if len(fleets) == 0 {
		return nil
	}
	// the shortest chain from the army's province through the fleets to
	// d: only the fleets on it are ordered to convoy
	parent := map[engine.ProvinceID]engine.ProvinceID{}
	var queue []engine.ProvinceID
	for _, n := range v.ProvinceNeighbours(from) {
		if _, ok := in[n]; ok {
			if _, seen := parent[n]; !seen {
				parent[n] = from
				queue = append(queue, n)
			}
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for _, n := range v.ProvinceNeighbours(s) {
			if n == d {
				var chain []candidate
				for x := s; x != from; x = parent[x] {
					chain = append(chain, fleets[in[x]])
				}
				sort.Slice(chain, func(a, b int) bool { return chain[a].i < chain[b].i })
				return chain
			}
			if _, ok := in[n]; ok {
				if _, seen := parent[n]; !seen {
					parent[n] = s
					queue = append(queue, n)
				}
			}
		}
	}
	return nil
}

// fixBlocked turns into holds the moves that would run into a friend who
// stays (or swaps), until none is left: each hold may block another.
func (m *mover) fixBlocked() {
	p := m.p
	for changed := true; changed; {
		changed = false
		for i := range m.plans {
			pl := &m.plans[i]
			if !pl.moving {
				continue
			}
			d := p.prov(pl.order.Dest)
			j := m.planAt[d]
			if j < 0 || j == i || p.v.Province(d).Box {
				continue
			}
			q := &m.plans[j]
			if !q.moving || p.prov(q.order.Dest) == pl.prov {
				m.hold(i)
				changed = true
			}
		}
		// a convoy whose army no longer sails holds instead
		for i := range m.plans {
			pl := &m.plans[i]
			if pl.order.Kind == engine.Convoy {
				a := m.planAt[p.prov(pl.order.Target)]
				if a < 0 || !m.plans[a].moving || p.prov(m.plans[a].order.Dest) != p.prov(pl.order.Dest) {
					m.hold(i)
					changed = true
				}
			}
		}
	}
}

// request is a move or a hold of the side that wants supports.
type request struct {
	i      int // the unit to support
	need   int
	weight float64
	defend bool // a hold against a threat, not a move
}

// supports turns units into supports where a move into an occupied or
// contested province, or a threatened unit's hold, needs them. A unit
// gives up its own move only for a support worth clearly more.
func (m *mover) supports() {
	p := m.p
	var reqs []request
	for i, pl := range m.plans {
		if pl.convoy && pl.typ == engine.Fleet {
			continue
		}
		if pl.moving {
			d := p.prov(pl.order.Dest)
			need := 0
			if p.threat[d] > 0 {
				need = 1
			}
			if p.enemyIn(d) {
				need = 1
				if p.threat[d] > 0 {
					need = 2
				}
			}
			if need > 0 {
				reqs = append(reqs, request{i, need, pl.score + p.base[d], false})
			}
			continue
		}
		if t := p.threat[pl.prov]; t >= 2 {
			// two enemies next to a unit can dislodge it: losing the unit
			// and, on a centre, the centre outweighs most moves
			w := 3.0 + 2*p.base[pl.prov]
			reqs = append(reqs, request{i, min(t-1, 2), w, true})
		}
	}
	sort.SliceStable(reqs, func(a, b int) bool { return reqs[a].weight > reqs[b].weight })
	for _, r := range reqs {
		for k := 0; k < r.need; k++ {
			if !m.supportOne(r.i, r.weight, r.defend) {
				break
			}
		}
	}
}

// supportOne finds the cheapest unit able to support unit i's order and
// gives it the support; it reports whether one was found.
func (m *mover) supportOne(i int, weight float64, defend bool) bool {
	give := 0.7 // a mover gives up its move for a support worth clearly more
	if defend {
		give = 1
	}
	target := &m.plans[i]
	best, bestCost := -1, 0.0
	var bestOrder engine.Order
	for j := range m.plans {
		q := &m.plans[j]
		if j == i || q.convoy || q.order.Kind == engine.Support || q.backed > 0 {
			continue
		}
		cost := 0.0
		if q.moving {
			if m.targeted[q.prov] >= 0 || q.score >= give*weight {
				continue // a friend relies on it leaving, or its own move matters more
			}
			cost = q.score
		}
		o, ok := m.supportOrder(j, target)
		if !ok {
			continue
		}
		if best < 0 || cost < bestCost {
			best, bestCost, bestOrder = j, cost, o
		}
	}
	if best < 0 {
		return false
	}
	m.set(best, bestOrder, bestCost)
	target.backed++
	return true
}

// supportOrder is unit j's legal support for target's current order.
func (m *mover) supportOrder(j int, target *unitPlan) (engine.Order, bool) {
	p := m.p
	for _, o := range m.plans[j].legal {
		if o.Kind != engine.Support || o.Target != target.loc {
			continue
		}
		if target.moving {
			if o.Dest != engine.NoLoc && p.prov(o.Dest) == p.prov(target.order.Dest) {
				return o, true
			}
		} else if o.Dest == engine.NoLoc {
			return o, true
		}
	}
	return engine.Order{}, false
}

// idleSupports gives each unit still holding a support for a friend:
// first a threatened friend's hold, then a move into danger, then any
// move. A unit with nothing to support keeps holding.
func (m *mover) idleSupports() {
	p := m.p
	for j := range m.plans {
		q := &m.plans[j]
		if q.order.Kind != engine.Hold {
			continue // only a unit with nothing to do is given a support
		}
		best, bestW := engine.Order{}, 0.0
		for i := range m.plans {
			t := &m.plans[i]
			if i == j || t.convoy && t.typ == engine.Fleet {
				continue
			}
			if t.order.Kind == engine.Support && t.order.Target == q.loc {
				continue // two units supporting each other in place freeze a front
			}
			if !t.moving && t.order.Kind != engine.Hold {
				continue // a supporting unit is held by its own support's strength
			}
			o, ok := m.supportOrder(j, t)
			if !ok {
				continue
			}
			var w float64
			switch {
			case !t.moving && p.threat[t.prov] > 0:
				w = 3 + p.base[t.prov]
			case t.moving:
				d := p.prov(t.order.Dest)
				w = 1 + p.base[d]
				if p.threat[d] > 0 || p.enemyIn(d) {
					w += 5
				}
			}
			if w > bestW {
				best, bestW = o, w
			}
		}
		if bestW > 0 {
			m.set(j, best, q.score)
			if t := m.planIndex(best.Target); t >= 0 {
				m.plans[t].backed++
			}
		}
	}
}

// planIndex is the index of the side's unit at location l.
func (m *mover) planIndex(l engine.LocID) int {
	for i := range m.plans {
		if m.plans[i].loc == l {
			return i
		}
	}
	return -1
}
