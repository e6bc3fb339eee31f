package engine

// A land bridge is a border drawn across water (a strait an army may walk
// over): armies and fleets cross it like any border, but two units cannot
// swap places across it, not even when one of them goes by convoy. The
// resolver treats such a pair of moves as a head-to-head battle.

// isBridge reports whether provinces a and b are joined by a land bridge.
func (v *Variant) isBridge(a, b ProvinceID) bool {
	return v.bridges.n > 0 && v.bridges.has(int(a), int(b))
}

// IsBridge reports whether provinces a and b are joined by a land bridge
// (for boards that draw them).
func (v *Variant) IsBridge(a, b ProvinceID) bool { return v.isBridge(a, b) }

// landBridges reads the spec's bridges; each must be an existing border.
func (b *builder) landBridges() {
	v := b.v
	if len(b.spec.Bridges) == 0 {
		return
	}
	v.bridges = newBitMatrix(len(v.provinces))
	for _, e := range b.spec.Bridges {
		x, okX := b.resolveLoc(e.A, e.Line)
		y, okY := b.resolveLoc(e.B, e.Line)
		if !okX || !okY {
			continue
		}
		pa, pb := v.locs[x].Province, v.locs[y].Province
		found := false
		for _, q := range v.provAdj[pa] {
			found = found || q == pb
		}
		if !found {
			b.errf(e.Line, "bridge %s-%s: the provinces do not border each other; add the border first", e.A, e.B)
			continue
		}
		v.bridges.set(int(pa), int(pb))
		v.bridges.set(int(pb), int(pa))
	}
}
