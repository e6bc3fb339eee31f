// Package coach finds, for one power, the dangers a learner should see
// before finishing their orders: units the other powers could dislodge,
// and owned centres the orders leave open to a walk-in. It reads the
// orders actually given (a hint holds for them, and changes when they
// change), the engine's legal orders and the board graph, so it works on
// every variant; it knows nothing of who sits where (the screens decide
// when hints may show).
//
// Every hint is a claim that can be checked: it carries a Witness, orders
// of the other powers under which, with the power's own orders, what the
// hint says happens. The tests adjudicate each witness.
package coach

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"dipdesk/engine"
)

// Kind is what a hint warns of.
type Kind int

// The kinds of hint.
const (
	// Dislodge: one of the power's units that stays where it is can be
	// dislodged by an attack stronger than its defence as ordered.
	Dislodge Kind = iota
	// Open: one of the power's centres will stand empty (nobody of its
	// stays or moves in) and an enemy unit can walk in.
	Open
)

// Hint is one warning about a province of the power's.
type Hint struct {
	Kind     Kind
	Province engine.ProvinceID
	Text     string
	// Witness are other powers' orders under which the hint comes true,
	// given the power's own orders; every other unit holds.
	Witness []engine.Order
}

// Hints lists power pw's dangers in a movement phase for the orders it
// has given (orders: pw's orders, others are ignored; a unit without one
// holds), in province order. Other phases have none: there is nothing to
// dislodge in a retreat or an adjustment.
func Hints(v *engine.Variant, pos *engine.Position, pw engine.PowerID, orders []engine.Order) []Hint {
	if pos.Phase.Kind != engine.Movement {
		return nil
	}
	b := newBoard(v, pos, pw, orders)
	var out []Hint
	for _, u := range pos.Units {
		if u.Power != pw {
			continue
		}
		if h, ok := b.dislodge(u); ok {
			out = append(out, h)
		}
	}
	for _, p := range v.SupplyCenters() {
		if h, ok := b.open(p); ok {
			out = append(out, h)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Province < out[j].Province })
	return out
}

// Quiet is what the coach says when it has no hint for a phase, or "" in
// a phase where it has nothing to say at all. It claims only what Hints
// checks: units that stay put, and centres left empty.
func Quiet(pos *engine.Position) string {
	if pos.Phase.Kind != engine.Movement {
		return ""
	}
	return "With these orders the coach sees no unit that can be dislodged where it stands and no centre left open to a walk-in. " +
		"A unit whose move fails can still be dislodged: the coach does not guess at bounces."
}

// board is what one call of Hints knows.
type board struct {
	v      *engine.Variant
	pos    *engine.Position
	pw     engine.PowerID
	own    map[engine.LocID]engine.Order // pw's orders by unit
	unitAt map[engine.ProvinceID]engine.Unit
	legal  map[engine.LocID][]engine.Order // other powers' legal orders by unit
	fleets map[engine.ProvinceID]engine.Unit
}

func newBoard(v *engine.Variant, pos *engine.Position, pw engine.PowerID, orders []engine.Order) *board {
	b := &board{v: v, pos: pos, pw: pw, own: map[engine.LocID]engine.Order{},
		unitAt: map[engine.ProvinceID]engine.Unit{}, legal: map[engine.LocID][]engine.Order{},
		fleets: map[engine.ProvinceID]engine.Unit{}}
	for _, u := range pos.Units {
		p := v.ProvinceOf(u.Loc)
		b.unitAt[p] = u
		if u.Type == engine.Fleet {
			b.fleets[p] = u
		}
	}
	for _, o := range orders {
		if u, ok := b.unitAt[v.ProvinceOf(o.Loc)]; ok && u.Power == pw && u.Loc == o.Loc {
			b.own[o.Loc] = o
		}
	}
	for _, u := range pos.Units {
		if u.Power == pw || u.Power == engine.NoPower {
			continue // neutral units never move
		}
		b.legal[u.Loc] = v.LegalOrders(pos, v.ProvinceOf(u.Loc))
	}
	return b
}

// order is pw's order for its unit u: the one given, or a hold.
func (b *board) order(u engine.Unit) engine.Order {
	if o, ok := b.own[u.Loc]; ok {
		return o
	}
	return engine.HoldOrder(u.Type, u.Loc)
}

// attack is one enemy unit's move into a province, with the convoys it
// needs and the supports it can have.
type attack struct {
	unit     engine.Unit
	move     engine.Order
	convoys  []engine.Order
	supports []engine.Order
}

// attacks lists the other powers' units that can move into p: over land
// or sea, or by convoy where fleets of powers other than pw make a chain
// (pw's own fleets would never carry them). Each comes with the supports
// other units can give it that pw's orders do not cut.
func (b *board) attacks(p engine.ProvinceID) []attack {
	v := b.v
	var out []attack
	for _, u := range b.pos.Units {
		list, ok := b.legal[u.Loc]
		if !ok {
			continue
		}
		var a *attack
		for _, o := range list {
			if o.Kind != engine.Move || o.Loc != u.Loc || v.ProvinceOf(o.Dest) != p {
				continue
			}
			if !o.ViaConvoy && (u.Type != engine.Army || v.Adjacent(engine.Army, u.Loc, o.Dest)) {
				a = &attack{unit: u, move: o}
				break
			}
			if a == nil {
				if chain, ok := b.convoyChain(u, o); ok {
					a = &attack{unit: u, move: o, convoys: chain}
				}
			}
		}
		if a == nil {
			continue
		}
		if len(a.convoys) == 0 && b.swapsWithOwn(u, p) {
			continue // it would meet pw's unit head to head
		}
		a.supports = b.supportsFor(a, p)
		out = append(out, *a)
	}
	sort.SliceStable(out, func(i, j int) bool {
		return v.Province(v.ProvinceOf(out[i].unit.Loc)).Name < v.Province(v.ProvinceOf(out[j].unit.Loc)).Name
	})
	return out
}

// swapsWithOwn reports whether pw's unit in p is ordered into u's
// province, so that u's move to p (not convoyed) meets it head to head.
func (b *board) swapsWithOwn(u engine.Unit, p engine.ProvinceID) bool {
	mine, ok := b.unitAt[p]
	if !ok || mine.Power != b.pw {
		return false
	}
	o := b.order(mine)
	return o.Kind == engine.Move && !o.ViaConvoy && b.v.ProvinceOf(o.Dest) == b.v.ProvinceOf(u.Loc)
}

// convoyChain finds fleets, none of them pw's, whose legal convoy orders
// carry u's convoyed move, one chain from its coast to the destination.
func (b *board) convoyChain(u engine.Unit, move engine.Order) ([]engine.Order, bool) {
	v := b.v
	from, to := v.ProvinceOf(u.Loc), v.ProvinceOf(move.Dest)
	convoy := map[engine.ProvinceID]engine.Order{}
	for p, f := range b.fleets {
		if f.Power == b.pw || f.Power == engine.NoPower {
			continue
		}
		for _, o := range b.legal[f.Loc] {
			if o.Kind == engine.Convoy && o.Target == u.Loc && v.ProvinceOf(o.Dest) == to {
				convoy[p] = o
				break
			}
		}
	}
	parent := map[engine.ProvinceID]engine.ProvinceID{}
	var queue []engine.ProvinceID
	for _, n := range v.ProvinceNeighbours(from) {
		if _, ok := convoy[n]; ok {
			parent[n] = from
			queue = append(queue, n)
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for _, n := range v.ProvinceNeighbours(s) {
			if n == to {
				var chain []engine.Order
				for x := s; x != from; x = parent[x] {
					chain = append(chain, convoy[x])
				}
				return chain, true
			}
			if _, ok := convoy[n]; ok {
				if _, seen := parent[n]; !seen {
					parent[n] = s
					queue = append(queue, n)
				}
			}
		}
	}
	return nil, false
}

// supportsFor lists the supports other powers' units can give a's move
// into p, leaving out those pw's orders cut (a move of pw's into the
// supporter's province from anywhere but p) and the convoying fleets.
func (b *board) supportsFor(a *attack, p engine.ProvinceID) []engine.Order {
	v := b.v
	busy := map[engine.LocID]bool{a.unit.Loc: true}
	for _, c := range a.convoys {
		busy[c.Loc] = true
	}
	var out []engine.Order
	for _, u := range b.pos.Units {
		if busy[u.Loc] {
			continue
		}
		for _, o := range b.legal[u.Loc] {
			if o.Kind != engine.Support || o.Target != a.unit.Loc || o.Dest == engine.NoLoc || v.ProvinceOf(o.Dest) != p {
				continue
			}
			if !b.cut(u, p) {
				out = append(out, o)
			}
			break
		}
	}
	return out
}

// cut reports whether one of pw's orders attacks unit u from somewhere
// other than p, cutting any support u gives into p.
func (b *board) cut(u engine.Unit, p engine.ProvinceID) bool {
	v := b.v
	up := v.ProvinceOf(u.Loc)
	for _, o := range b.own {
		if o.Kind == engine.Move && v.ProvinceOf(o.Dest) == up && v.ProvinceOf(o.Loc) != p {
			return true
		}
	}
	return false
}

// dislodge is the hint for pw's unit u, if it stays put (holds, supports
// or convoys) and the strongest attack on it beats its defence: one plus
// the hold supports pw gave it.
func (b *board) dislodge(u engine.Unit) (Hint, bool) {
	v := b.v
	if b.order(u).Kind == engine.Move {
		return Hint{}, false // it means to leave; the coach does not guess whether it will
	}
	p := v.ProvinceOf(u.Loc)
	atts := b.attacks(p)
	if len(atts) == 0 {
		return Hint{}, false
	}
	best := 0
	for i, a := range atts {
		if len(a.supports) > len(atts[best].supports) {
			best = i
		}
	}
	a := atts[best]
	// pw's hold supports, less those another enemy unit can cut
	busy := map[engine.LocID]bool{a.unit.Loc: true}
	for _, o := range append(slices.Clone(a.convoys), a.supports...) {
		busy[o.Loc] = true
	}
	var defence []engine.Unit
	var cuts []engine.Order
	for _, o := range b.own {
		if o.Kind != engine.Support || o.Dest != engine.NoLoc || o.Target != u.Loc {
			continue
		}
		if c, ok := b.cutter(v.ProvinceOf(o.Loc), busy); ok {
			busy[c.Loc] = true
			cuts = append(cuts, c)
			continue
		}
		defence = append(defence, b.unitAt[v.ProvinceOf(o.Loc)])
	}
	if 1+len(a.supports) <= 1+len(defence) {
		return Hint{}, false
	}
	witness := append(append(append([]engine.Order{a.move}, a.convoys...), a.supports...), cuts...)
	cut := make([]engine.Unit, len(cuts))
	for i, c := range cuts {
		cut[i] = b.unitAt[v.ProvinceOf(c.Loc)]
	}
	var attackers []engine.Unit
	for _, x := range atts {
		attackers = append(attackers, x.unit)
	}
	var sup []engine.Unit
	for _, s := range a.supports {
		sup = append(sup, b.unitAt[v.ProvinceOf(s.Loc)])
	}
	return Hint{Kind: Dislodge, Province: p, Witness: witness,
		Text: threatText(v, u, attackers, a, sup, defence, cut)}, true
}

// cutter is a move by an enemy unit not busy elsewhere into province p
// (where one of pw's supporters stands), which cuts its support.
func (b *board) cutter(p engine.ProvinceID, busy map[engine.LocID]bool) (engine.Order, bool) {
	v := b.v
	for _, u := range b.pos.Units {
		if busy[u.Loc] {
			continue
		}
		for _, o := range b.legal[u.Loc] {
			if o.Kind == engine.Move && !o.ViaConvoy && v.Adjacent(u.Type, u.Loc, o.Dest) && v.ProvinceOf(o.Dest) == p {
				return o, true
			}
		}
	}
	return engine.Order{}, false
}

// open is the hint for pw's centre p, if pw's orders leave it empty and an
// enemy unit can walk in.
func (b *board) open(p engine.ProvinceID) (Hint, bool) {
	v := b.v
	if b.pos.Owners[p] != b.pw {
		return Hint{}, false
	}
	leaving := false
	if u, ok := b.unitAt[p]; ok {
		if u.Power != b.pw || b.order(u).Kind != engine.Move {
			return Hint{}, false // someone stands there and stays
		}
		leaving = true
	}
	for _, o := range b.own {
		if o.Kind == engine.Move && v.ProvinceOf(o.Dest) == p {
			return Hint{}, false // a unit of pw's moves in: no walk-in unopposed
		}
	}
	atts := b.attacks(p)
	if len(atts) == 0 {
		return Hint{}, false
	}
	var walkers []engine.Unit
	for _, a := range atts {
		walkers = append(walkers, a.unit)
	}
	a := atts[0]
	witness := append([]engine.Order{a.move}, a.convoys...)
	var t string
	if leaving {
		t = fmt.Sprintf("Your centre %s will stand empty if your unit there moves away: %s can walk in.", v.Province(p).Name, names(v, walkers, "or"))
	} else {
		t = fmt.Sprintf("Your centre %s stands empty and none of your units moves in: %s can walk in.", v.Province(p).Name, names(v, walkers, "or"))
	}
	return Hint{Kind: Open, Province: p, Text: t, Witness: witness}, true
}

// threatText is, for example: "Your army in Vienna can be dislodged:
// Budapest and Galicia can both attack it; Budapest with support from
// Bohemia — strength 2 against your 1."
func threatText(v *engine.Variant, u engine.Unit, attackers []engine.Unit, a attack, sup, defence, cut []engine.Unit) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Your %s in %s can be dislodged: %s ", u.Type, v.Province(v.ProvinceOf(u.Loc)).Name, names(v, attackers, "and"))
	by := ""
	if len(a.convoys) > 0 {
		by = " by convoy"
	}
	switch len(attackers) {
	case 1:
		fmt.Fprintf(&b, "can attack it%s with support from %s", by, names(v, sup, "and"))
	case 2:
		fmt.Fprintf(&b, "can both attack it; %s%s with support from %s", v.Province(v.ProvinceOf(a.unit.Loc)).Name, by, names(v, sup, "and"))
	default:
		fmt.Fprintf(&b, "can all attack it; %s%s with support from %s", v.Province(v.ProvinceOf(a.unit.Loc)).Name, by, names(v, sup, "and"))
	}
	fmt.Fprintf(&b, " — strength %d against your %d", 1+len(sup), 1+len(defence))
	if len(defence) > 0 {
		fmt.Fprintf(&b, " (with support from %s)", names(v, defence, "and"))
	}
	if len(cut) > 0 {
		fmt.Fprintf(&b, ", once %s cut%s your support", names(v, cut, "and"), map[bool]string{true: "s", false: ""}[len(cut) == 1])
	}
	b.WriteString(".")
	return b.String()
}

// names lists the units' provinces: "Budapest", "Budapest and Galicia",
// "Bohemia, Budapest and Galicia".
func names(v *engine.Variant, us []engine.Unit, and string) string {
	var ns []string
	for _, u := range us {
		ns = append(ns, v.Province(v.ProvinceOf(u.Loc)).Name)
	}
	sort.Strings(ns)
	switch len(ns) {
	case 0:
		return "nobody"
	case 1:
		return ns[0]
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " " + and + " " + ns[len(ns)-1]
}
