package engine

// On a board too large for the minimal-route tables (convoyTables.approx),
// convoy geography falls back to "some sea route exists": a fleet in sea s
// may convoy an army from o to d when o and d both touch the body of water
// s lies in. Searching for that route anew for every fleet, army and
// destination made listing the legal orders of a mid-game Imperial
// position take a third of a second; the seas' connected components,
// found once, answer each question in constant time. With conditional
// borders (the Imperial strait), the components of the steps no condition
// closes answer most questions before a gated search is needed.

// seaComponents numbers the connected components of the convoying seas
// (comp[p] = -1 for other provinces; a sea with no convoying sea beside it
// is a component of its own, a route of one fleet) and records, for each
// province, the components it touches.
func (t *convoyTables) seaComponents(v *Variant) {
	t.comp, t.touches = components(v, t.seaNbr, func(a, b ProvinceID) bool { return true })
	t.compCoasts = t.coastsByComponent(t.comp, t.touches)
}

// openComponents are the components joined by steps no conditional border
// closes (a variant with conditional borders only): an army whose sea
// lies in one with both its ends needs no gate to be convoyed.
func (t *convoyTables) openComponents(v *Variant) {
	if len(v.convoyConds) == 0 {
		return
	}
	closed := map[[2]ProvinceID]bool{}
	for _, cc := range v.convoyConds {
		closed[[2]ProvinceID{cc.a, cc.b}], closed[[2]ProvinceID{cc.b, cc.a}] = true, true
	}
	t.openComp, t.openTouches = components(v, t.seaNbr, func(a, b ProvinceID) bool { return !closed[[2]ProvinceID{a, b}] })
	t.openCoasts = t.coastsByComponent(t.openComp, t.openTouches)
}

// coastsByComponent turns touches around: for each component, the set of
// coastal provinces (convoy ends) touching it. Listing the convoys of one
// fleet and army is then a few word operations instead of a question per
// destination.
func (t *convoyTables) coastsByComponent(comp []int32, touches []bits) []bits {
	n := int32(0)
	for _, c := range comp {
		n = max(n, c+1)
	}
	out := make([]bits, n)
	for c := range out {
		out[c] = newBits(len(comp))
	}
	for _, d := range t.coastal {
		for c := range out {
			if touches[d].has(c) {
				out[c].set(int(d))
			}
		}
	}
	return out
}

// inOpenWater reports whether sea s lies in an open component that o and
// d both touch: the convoy is open to every power.
func (t *convoyTables) inOpenWater(s, o, d ProvinceID) bool {
	if t.openComp == nil {
		return false
	}
	c := t.openComp[s]
	return c >= 0 && t.openTouches[o].has(int(c)) && t.openTouches[d].has(int(c))
}

// components finds the components of the convoying seas over the steps
// open says may be taken, and the components each province touches by an
// open step.
func components(v *Variant, seaNbr [][]ProvinceID, open func(a, b ProvinceID) bool) (comp []int32, touches []bits) {
	n := len(v.provinces)
	comp = make([]int32, n)
	for i := range comp {
		comp[i] = -1
	}
	var count int32
	for p := range v.provinces {
		if !v.provinces[p].Convoys || comp[p] >= 0 {
			continue
		}
		stack := []ProvinceID{ProvinceID(p)}
		comp[p] = count
		for len(stack) > 0 {
			s := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, x := range seaNbr[s] {
				if comp[x] < 0 && open(s, x) {
					comp[x] = count
					stack = append(stack, x)
				}
			}
		}
		count++
	}
	touches = make([]bits, n)
	for p := range v.provinces {
		touches[p] = newBits(int(count))
		for _, s := range seaNbr[p] {
			if c := comp[s]; c >= 0 && open(ProvinceID(p), s) {
				touches[p].set(int(c))
			}
		}
	}
	return comp, touches
}

// sameWater reports whether o and d touch a common body of convoying seas.
func (t *convoyTables) sameWater(o, d ProvinceID) bool {
	for i, w := range t.touches[o] {
		if w&t.touches[d][i] != 0 {
			return true
		}
	}
	return false
}

// inWaterOf reports whether sea s lies in a body of water that o and d
// both touch.
func (t *convoyTables) inWaterOf(s, o, d ProvinceID) bool {
	c := t.comp[s]
	return c >= 0 && t.touches[o].has(int(c)) && t.touches[d].has(int(c))
}
