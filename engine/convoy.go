package engine

import (
	"fmt"
	mathbits "math/bits"
	"slices"
)

var sprintf = fmt.Sprintf

// bits is a set of small integers.
type bits []uint64

func newBits(n int) bits      { return make(bits, (n+63)/64) }
func (b bits) set(i int)      { b[i>>6] |= 1 << (uint(i) & 63) }
func (b bits) has(i int) bool { return b[i>>6]&(1<<(uint(i)&63)) != 0 }
func (b bits) clear(i int)    { b[i>>6] &^= 1 << (uint(i) & 63) }
func (b bits) reset()         { clear(b) }

// count is the number of members.
func (b bits) count() int {
	n := 0
	for _, w := range b {
		n += mathbits.OnesCount64(w)
	}
	return n
}

// meets reports whether b and c have a member in common.
func (b bits) meets(c bits) bool {
	for i, w := range b {
		if w&c[i] != 0 {
			return true
		}
	}
	return false
}

// remove takes c's members out of b.
func (b bits) remove(c bits) {
	for i := range b {
		b[i] &^= c[i]
	}
}

// empty reports whether b has no members.
func (b bits) empty() bool {
	for _, w := range b {
		if w != 0 {
			return false
		}
	}
	return true
}

// list appends the members of b to dst in increasing order.
func (b bits) list(dst []ProvinceID) []ProvinceID {
	for i, w := range b {
		for w != 0 {
			dst = append(dst, ProvinceID(i<<6+mathbits.TrailingZeros64(w)))
			w &= w - 1
		}
	}
	return dst
}

// convoyTables are the variant's precomputed convoy geography.
//
// seaNbr[p] lists the convoying provinces (seas) a fleet can reach from
// province p; onPath[O][D] is the set of seas lying on some *minimal* convoy
// route from O to D, one where no fleet could be left out. A convoy order is
// legal only if its fleet lies on such a route (DATC 6.G.19).
type convoyTables struct {
	seaNbr  [][]ProvinceID
	seaBits []bits  // seaNbr as sets
	coastIx []int16 // province -> index among coastal provinces, -1 if none
	coastal []ProvinceID
	onPath  []bits // [ix(O)*len(coastal)+ix(D)]
	approx  bool   // the route enumeration hit its budget; onPath unused
	// With approx: each sea's component of convoying seas, and the
	// components each province touches (convoycomp.go).
	comp    []int32
	touches []bits
	// openComp and openTouches are the same over the steps no conditional
	// border closes (nil without conditional borders).
	openComp    []int32
	openTouches []bits
	// compCoasts and openCoasts are touches turned around: per component,
	// the coastal provinces touching it (convoycomp.go).
	compCoasts []bits
	openCoasts []bits
	// landings[s] is convoyCoastsOf(s), kept for the legal-order lists.
	landings [][]ProvinceID
}

// convoyBudget bounds the search for minimal convoy routes. The shipped
// boards need from about a thousand steps (1776, Classic) to 223,000
// (American Conflict); Imperial's world never finishes, and every step
// spent before giving up is startup time for every screen that lists the
// variants (2M steps were about 1.8 s on a loaded machine). Boards past the
// budget use the sea-component approximation (convoycomp.go).
const convoyBudget = 400_000

func buildConvoyTables(v *Variant) convoyTables {
	n := len(v.provinces)
	t := convoyTables{seaNbr: make([][]ProvinceID, n), seaBits: make([]bits, n), coastIx: make([]int16, n)}
	for p := range v.provinces {
		t.seaBits[p] = newBits(n)
		t.coastIx[p] = -1
		for _, l := range v.fleetLocs(ProvinceID(p)) {
			for _, m := range v.adj[Fleet][l] {
				q := v.locs[m].Province
				if v.provinces[q].Convoys && !t.seaBits[p].has(int(q)) {
					t.seaBits[p].set(int(q))
					t.seaNbr[p] = append(t.seaNbr[p], q)
				}
			}
		}
	}
	t.landings = make([][]ProvinceID, n)
	for p := range v.provinces {
		t.landings[p] = v.convoyCoastsOf(ProvinceID(p))
		if v.locs[p].Army && len(t.seaNbr[p]) > 0 {
			t.coastIx[p] = int16(len(t.coastal))
			t.coastal = append(t.coastal, ProvinceID(p))
		}
	}
	c := len(t.coastal)
	t.onPath = make([]bits, c*c)
	steps := 0
	path := make([]ProvinceID, 0, 32)
	pathSet := newBits(n)
	var dfs func(o ProvinceID) bool
	dfs = func(o ProvinceID) bool {
		steps++
		if steps > convoyBudget {
			return false
		}
		last := path[len(path)-1]
		// record destinations attached only at the last sea
		for _, d := range v.convoyCoastsOf(last) {
			if d == o || t.coastIx[d] < 0 {
				continue
			}
			ok := true
			for _, s := range path[:len(path)-1] {
				if t.seaBits[d].has(int(s)) {
					ok = false
					break
				}
			}
			if ok {
				k := int(t.coastIx[o])*c + int(t.coastIx[d])
				if t.onPath[k] == nil {
					t.onPath[k] = newBits(n)
				}
				for _, s := range path {
					t.onPath[k].set(int(s))
				}
			}
		}
		for _, nx := range t.seaNbr[last] {
			if pathSet.has(int(nx)) || t.seaBits[o].has(int(nx)) {
				continue
			}
			ok := true
			for _, s := range path[:len(path)-1] {
				if t.seaBits[s].has(int(nx)) {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			path = append(path, nx)
			pathSet.set(int(nx))
			if !dfs(o) {
				return false
			}
			pathSet.clear(int(nx))
			path = path[:len(path)-1]
		}
		return true
	}
	for _, o := range t.coastal {
		for _, s := range t.seaNbr[o] {
			path = append(path[:0], s)
			pathSet.reset()
			pathSet.set(int(s))
			if !dfs(o) {
				t.approx = true
				t.onPath = nil
				t.seaComponents(v)
				return t
			}
		}
	}
	return t
}

// convoyCoastsOf lists the provinces an army can land on from sea s.
func (v *Variant) convoyCoastsOf(s ProvinceID) []ProvinceID {
	var out []ProvinceID
	for _, m := range v.adj[Fleet][LocID(s)] {
		q := v.locs[m].Province
		if v.locs[q].Army && !slices.Contains(out, q) {
			out = append(out, q)
		}
	}
	return out
}

// convoyRouteGeo reports whether some sea route joins o and d at all.
func (v *Variant) convoyRouteGeo(o, d ProvinceID) bool {
	t := &v.convoy
	if t.coastIx[o] < 0 || t.coastIx[d] < 0 || o == d {
		return false
	}
	if !t.approx {
		return t.onPath[int(t.coastIx[o])*len(t.coastal)+int(t.coastIx[d])] != nil
	}
	return t.sameWater(o, d)
}

// convoyOrderGeo reports whether a fleet in sea s may convoy an army from o
// to d: s lies on a minimal route.
func (v *Variant) convoyOrderGeo(s, o, d ProvinceID) bool {
	t := &v.convoy
	if t.coastIx[o] < 0 || t.coastIx[d] < 0 || o == d || !v.provinces[s].Convoys {
		return false
	}
	if !t.approx {
		b := t.onPath[int(t.coastIx[o])*len(t.coastal)+int(t.coastIx[d])]
		return b != nil && b.has(int(s))
	}
	return t.inWaterOf(s, o, d)
}

// seaRoute reports whether an army in o can be carried to d through seas for
// which ok returns true, crossing only borders the gate g lets the army's
// power use. scratch, if not nil, is a reusable visited set.
func (v *Variant) seaRoute(o, d ProvinceID, scratch bits, g gate, ok func(ProvinceID) bool) bool {
	t := &v.convoy
	if scratch == nil {
		scratch = newBits(len(v.provinces))
	} else {
		scratch.reset()
	}
	var stack [64]ProvinceID
	st := stack[:0]
	for _, s := range t.seaNbr[o] {
		if !scratch.has(int(s)) && g.step(o, s) && ok(s) {
			scratch.set(int(s))
			st = append(st, s)
		}
	}
	for len(st) > 0 {
		s := st[len(st)-1]
		st = st[:len(st)-1]
		if t.seaBits[d].has(int(s)) && g.step(s, d) {
			return true
		}
		for _, x := range t.seaNbr[s] {
			if !scratch.has(int(x)) && g.step(s, x) && ok(x) {
				scratch.set(int(x))
				st = append(st, x)
			}
		}
	}
	return false
}
