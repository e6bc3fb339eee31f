package engine

import "fmt"

// Outcome is the result of adjudicating one phase.
type Outcome struct {
	Phase   Phase    // the phase that was resolved
	Results []Result // one per submitted order, in order, then implicit ones
	// After is the board right after this phase (the DATC's POSTSTATE):
	// dislodged units that can retreat are in After.Dislodged.
	After Position
	// Next is the next phase in which somebody has a decision; phases with
	// none are passed (SC ownership after Fall, automatic disbands).
	Next Position
	// Winners are the powers that reached the victory threshold, if any.
	Winners []PowerID
	// Drawn are the survivors among whom the game ended drawn by rule
	// (Rules.QuietYears), if it did.
	Drawn []PowerID
	// Ended: the game ended with no winner because the calendar reached
	// the game's end (Options.EndYear).
	Ended bool
}

// Adjudicate resolves the orders for position pos and returns every order's
// result and the following position. Orders that are illegal are reported as
// such and their unit holds; units without orders hold. It fails only if pos
// does not fit the variant.
func Adjudicate(v *Variant, pos *Position, orders []Order, opt Options) (Outcome, error) {
	if err := v.CheckPosition(pos); err != nil {
		return Outcome{}, err
	}
	var out Outcome
	switch pos.Phase.Kind {
	case Retreat:
		out = v.adjudicateRetreats(pos, orders, opt)
	case Adjustment:
		out = v.adjudicateAdjustments(pos, orders, opt)
	case Movement:
		out = v.adjudicateMovement(pos, orders, opt)
	default:
		return Outcome{}, fmt.Errorf("engine: unknown phase kind %d", pos.Phase.Kind)
	}
	for i := range out.Results {
		out.Results[i].Phase = pos.Phase.Kind
	}
	if len(out.Winners) == 0 {
		out.Drawn = v.quietDraw(pos, &out.Next)
		out.Ended = len(out.Drawn) == 0 && ended(out.Next.Phase, opt)
	}
	return out, nil
}

const (
	unresolved uint8 = iota
	resolved
)

// mstate is the resolver's view of one unit in a movement phase.
type mstate struct {
	kind     OrderKind // effective order: Hold, Move, Support, Convoy
	result   int32     // index into results of the unit's order, -1 if none
	dest     ProvinceID
	destLoc  LocID
	target   int16 // supported or convoyed unit
	convoyed bool  // the move goes by convoy
	h2h      int16 // head-to-head opponent, -1 if none
	nextAtt  int16 // next unit moving to the same province
	supHead  int16 // first valid supporter of this unit
	supNext  int16 // next supporter of the same unit
	void     bool  // support or convoy that does not match
	ownFleet bool  // a fleet of the same power convoys this move
	// staticRoute: the convoy orders for this move form a route (whether or
	// not the fleets survive). In the 2000 edition such a move still stands
	// off other units at its destination when its convoy is disrupted.
	staticRoute bool
	paradox     bool // convoy failed by the backup rule

	state   uint8
	res     bool
	visited bool
	inCycle bool
}

type resolver struct {
	b         *board
	v         *Variant
	units     []Unit
	m         []mstate
	attHead   []int16 // province -> first unit moving there
	cycle     []int16
	hits      int
	uncertain bool
	ed        Edition
	scratch   bits
	via       []bool // ordered "via convoy"
}

func (v *Variant) adjudicateMovement(pos *Position, orders []Order, opt Options) Outcome {
	b := newBoard(v, pos)
	n := len(pos.Units)
	r := &resolver{b: b, v: v, units: pos.Units, ed: opt.Edition}
	r.m = make([]mstate, n)
	r.attHead = make([]int16, len(v.provinces))
	for i := range r.attHead {
		r.attHead[i] = -1
	}
	results := make([]Result, len(orders), len(orders)+n)
	for i := range r.m {
		r.m[i] = mstate{kind: Hold, result: -1, dest: NoProvince, destLoc: NoLoc, target: -1, h2h: -1, nextAtt: -1, supHead: -1, supNext: -1}
	}
	if v.hasBox {
		b.taken = make([]bool, n)
	}
	conflict := false
	for k, o := range orders {
		no, ui, err := b.check(o)
		results[k] = Result{Order: no, By: NoRef, DislodgedBy: NoRef}
		if err != nil {
			results[k].Order = o
			results[k].Reason, results[k].Err = illegalReason(err), err
			if ui >= 0 {
				results[k].Order.Type, results[k].Order.Loc = pos.Units[ui].Type, pos.Units[ui].Loc
			}
			continue
		}
		ms := &r.m[ui]
		if ms.result >= 0 {
			if results[ms.result].Order == no {
				results[k].Reason = ReasonIllegal
				results[k].Err = &OrderError{Order: v.FormatOrder(no), Reason: "the unit was already given this order"}
				continue
			}
			ms.kind = Hold
			ms.void = true // marks a conflict
			conflict = true
			results[k].Reason = ReasonConflicting
			results[ms.result].Reason = ReasonConflicting
			continue
		}
		ms.result = int32(k)
		if b.taken != nil {
			b.taken[ui] = true
		}
		ms.kind = no.Kind
		switch no.Kind {
		case Move:
			ms.dest, ms.destLoc = b.prov(no.Dest), no.Dest
			if no.ViaConvoy {
				if r.via == nil {
					r.via = make([]bool, n)
				}
				r.via[ui] = true
			}
		case Support, Convoy:
			ms.target = int16(b.unitNamed(b.prov(no.Target), NoPower))
			if int(ms.target) == ui { // two fleets in one box
				ms.target = int16(b.otherBoxUnit(b.prov(no.Target), ui))
			}
			if no.Dest != NoLoc {
				ms.dest, ms.destLoc = b.prov(no.Dest), no.Dest
			}
		}
	}
	if conflict {
		for i := range r.m {
			if r.m[i].void && r.m[i].kind == Hold {
				r.m[i] = mstate{kind: Hold, result: -1, dest: NoProvince, destLoc: NoLoc, target: -1, h2h: -1, nextAtt: -1, supHead: -1, supNext: -1}
			}
		}
		for k := range results {
			if results[k].Reason == ReasonConflicting {
				results[k].Success = false
			}
		}
	}
	r.link()
	for i := range r.m {
		if r.m[i].kind == Move || r.m[i].kind == Support || r.m[i].kind == Convoy {
			r.resolve(i, true)
		}
	}
	return r.finish(pos, results, opt)
}

// link matches supports and convoys to the orders they name, decides which
// moves go by convoy and finds head-to-head battles.
func (r *resolver) link() {
	v, b := r.v, r.b
	for i := range r.m {
		ms := &r.m[i]
		switch ms.kind {
		case Support:
			r.boxTarget(i)
			t := &r.m[ms.target]
			if ms.dest == NoProvince {
				ms.void = t.kind == Move
			} else {
				ms.void = t.kind != Move || t.dest != ms.dest ||
					(v.locs[ms.destLoc].Coast != "" && ms.destLoc != t.destLoc)
			}
			if !ms.void {
				ms.supNext = t.supHead
				t.supHead = int16(i)
			}
		case Convoy:
			t := &r.m[ms.target]
			ms.void = t.kind != Move || t.dest != ms.dest || r.units[ms.target].Type != Army
			if !ms.void && r.units[i].Power == r.units[ms.target].Power {
				t.ownFleet = true
			}
		case Move:
			ms.nextAtt = r.attHead[ms.dest]
			r.attHead[ms.dest] = int16(i)
		}
	}
	for i := range r.m {
		ms := &r.m[i]
		if ms.kind != Move || r.units[i].Type != Army {
			continue
		}
		o := b.prov(r.units[i].Loc)
		if r.ed == Edition2000 {
			ms.staticRoute = r.staticRoute(i, NoProvince)
		}
		if !b.gate(r.units[i].Power).adjacent(v, Army, LocID(o), LocID(ms.dest)) {
			ms.convoyed = true
			continue
		}
		intent := ms.ownFleet || (r.via != nil && r.via[i])
		if intent && r.ed == Edition2000 {
			intent = ms.staticRoute
		}
		ms.convoyed = intent
	}
	for i := range r.m {
		ms := &r.m[i]
		if ms.kind != Move {
			continue
		}
		o := b.prov(r.units[i].Loc)
		bridge := v.isBridge(o, ms.dest) // no swap across it, even by convoy
		if (ms.convoyed && !bridge) || v.isBox(o) {
			continue
		}
		j := b.unitIn(ms.dest)
		if j >= 0 && r.m[j].kind == Move && (!r.m[j].convoyed || bridge) && r.m[j].dest == o {
			ms.h2h = int16(j)
		}
	}
}

// staticRoute reports whether the convoy orders for unit i form a route,
// ignoring sea `skip`, whatever becomes of the fleets.
func (r *resolver) staticRoute(i int, skip ProvinceID) bool {
	ms := &r.m[i]
	o := r.b.prov(r.units[i].Loc)
	return r.v.seaRoute(o, ms.dest, r.scratchBits(), r.b.gate(r.units[i].Power), func(s ProvinceID) bool {
		return s != skip && r.convoyOrderedVia(s, i)
	})
}

func (r *resolver) scratchBits() bits {
	if r.scratch == nil {
		r.scratch = newBits(len(r.v.provinces))
	}
	return r.scratch
}

// resolve is the DATC's partial-information resolver (section 5.E): it
// adjudicates decision i optimistically and pessimistically, keeps the
// result when both agree, and applies the backup rule to a cycle that has
// no single resolution.
func (r *resolver) resolve(i int, opt bool) bool {
	u := &r.m[i]
	if u.state == resolved {
		return u.res
	}
	if u.inCycle {
		r.uncertain = true
		return opt
	}
	if u.visited {
		u.inCycle = true
		r.cycle = append(r.cycle, int16(i))
		r.hits++
		r.uncertain = true
		return opt
	}
	u.visited = true
	oldLen, oldHits, oldUnc := len(r.cycle), r.hits, r.uncertain
	r.uncertain = false
	optRes := r.adjudicate(i, true)
	pesRes := optRes
	if r.uncertain && optRes {
		pesRes = r.adjudicate(i, false)
	}
	u = &r.m[i]
	u.visited = false
	if optRes == pesRes {
		r.clearCycle(oldLen)
		r.hits = oldHits
		r.uncertain = oldUnc
		u.state, u.res = resolved, optRes
		return optRes
	}
	if u.inCycle {
		r.hits--
	}
	if r.hits == oldHits {
		r.backup(oldLen)
		r.clearCycle(oldLen)
		r.uncertain = oldUnc
		return r.resolve(i, opt)
	}
	if !u.inCycle {
		u.inCycle = true
		r.cycle = append(r.cycle, int16(i))
	}
	return opt
}

func (r *resolver) clearCycle(from int) {
	for _, c := range r.cycle[from:] {
		r.m[c].inCycle = false
	}
	r.cycle = r.cycle[:from]
}

// backup settles a cycle without a single resolution: a convoy paradox by the
// Szykman rule (the convoys in it fail), circular movement by letting every
// move succeed, anything else by letting every order in it fail.
func (r *resolver) backup(from int) {
	cyc := r.cycle[from:]
	convoy, allMoves := false, true
	for _, c := range cyc {
		switch r.m[c].kind {
		case Convoy:
			convoy = true
			allMoves = false
		case Move:
		default:
			allMoves = false
		}
	}
	for _, c := range cyc {
		m := &r.m[c]
		switch {
		case convoy:
			if m.kind == Convoy {
				m.state, m.res, m.paradox = resolved, false, true
			}
		case allMoves:
			m.state, m.res = resolved, true
		default:
			m.state, m.res = resolved, false
		}
	}
}

func (r *resolver) adjudicate(i int, opt bool) bool {
	switch r.m[i].kind {
	case Move:
		return r.adjMove(i, opt)
	case Support:
		return r.adjSupport(i, opt)
	case Convoy:
		return r.adjConvoy(i, opt)
	}
	return false
}

func (r *resolver) adjMove(i int, opt bool) bool {
	ms := &r.m[i]
	att := r.attack(i, opt)
	if att == 0 {
		return false
	}
	if ms.h2h >= 0 {
		if att <= r.defend(int(ms.h2h), !opt) {
			return false
		}
	} else if att <= r.hold(ms.dest, !opt) {
		return false
	}
	if r.v.isBox(ms.dest) {
		return true // entering a box is never prevented
	}
	for k := r.attHead[ms.dest]; k >= 0; k = r.m[k].nextAtt {
		if int(k) != i && att <= r.prevent(int(k), !opt) {
			return false
		}
	}
	return true
}

// path: the move can reach its destination (directly, or by a chain of
// fleets whose convoys succeed).
func (r *resolver) path(i int, opt bool) bool {
	if !r.m[i].convoyed {
		return true
	}
	o := r.b.prov(r.units[i].Loc)
	d := r.m[i].dest
	var seen bits
	if len(r.v.provinces) <= 256 {
		var arr [4]uint64
		seen = arr[:(len(r.v.provinces)+63)/64]
	} else {
		seen = newBits(len(r.v.provinces))
	}
	return r.v.seaRoute(o, d, seen, r.b.gate(r.units[i].Power), func(s ProvinceID) bool { return r.convoysVia(s, i, opt) })
}

func (r *resolver) supports(i int, opt bool, notPower PowerID) int {
	n := 0
	for s := r.m[i].supHead; s >= 0; s = r.m[s].supNext {
		if notPower != NoPower && r.units[s].Power == notPower {
			continue
		}
		if r.resolve(int(s), opt) {
			n++
		}
	}
	return n
}

func (r *resolver) attack(i int, opt bool) int {
	if !r.path(i, opt) {
		return 0
	}
	ms := &r.m[i]
	j := r.b.unitIn(ms.dest)
	if j < 0 {
		return 1 + r.supports(i, opt, NoPower)
	}
	if ms.h2h < 0 && r.m[j].kind == Move && r.resolve(j, opt) {
		return 1 + r.supports(i, opt, NoPower)
	}
	if r.units[j].Power == r.units[i].Power {
		return 0
	}
	return 1 + r.supports(i, opt, r.units[j].Power)
}

func (r *resolver) hold(p ProvinceID, opt bool) int {
	j := r.b.unitIn(p)
	if j < 0 {
		return 0
	}
	if r.m[j].kind == Move {
		if r.resolve(j, !opt) {
			return 0
		}
		return 1
	}
	return 1 + r.supports(j, opt, NoPower)
}

func (r *resolver) prevent(k int, opt bool) int {
	if !r.path(k, opt) && !(r.ed == Edition2000 && r.m[k].staticRoute) {
		return 0
	}
	if h := r.m[k].h2h; h >= 0 && r.resolve(int(h), !opt) {
		return 0
	}
	return 1 + r.supports(k, opt, NoPower)
}

func (r *resolver) defend(j int, opt bool) int { return 1 + r.supports(j, opt, NoPower) }

func (r *resolver) adjSupport(s int, opt bool) bool {
	ms := &r.m[s]
	p := r.b.prov(r.units[s].Loc)
	if r.v.isBox(p) {
		return true // nothing attacks into a box
	}
	against := ms.dest
	if against == NoProvince {
		against = r.b.prov(r.units[ms.target].Loc)
	}
	for k := r.attHead[p]; k >= 0; k = r.m[k].nextAtt {
		if r.units[k].Power == r.units[s].Power {
			continue
		}
		if r.ed == Edition2000 && r.convoyImmune(s, int(k)) {
			continue // the 2000 rule outranks even dislodgement (DATC 6.F.17)
		}
		if r.b.prov(r.units[k].Loc) == against {
			if r.resolve(int(k), !opt) {
				return false // dislodged
			}
			continue
		}
		if r.path(int(k), !opt) {
			return false
		}
	}
	return true
}

// convoyImmune is the 2000 rule: a convoyed army does not cut the support of
// a unit supporting an attack on a fleet its convoy cannot do without.
func (r *resolver) convoyImmune(s, k int) bool {
	if !r.m[k].convoyed || r.m[s].dest == NoProvince {
		return false
	}
	f := r.b.unitIn(r.m[s].dest)
	if f < 0 || r.m[f].kind != Convoy || r.m[f].void || int(r.m[f].target) != k {
		return false
	}
	return !r.staticRoute(k, r.m[s].dest)
}

func (r *resolver) adjConvoy(c int, opt bool) bool {
	if r.m[c].void {
		return false
	}
	p := r.b.prov(r.units[c].Loc)
	if r.v.isBox(p) {
		return true // a convoy link that cannot be broken
	}
	for k := r.attHead[p]; k >= 0; k = r.m[k].nextAtt {
		if r.resolve(int(k), !opt) {
			return false
		}
	}
	return true
}
