package gen

// smoothBorders irons out the sawtooth where two land provinces' growth
// fronts met along a grid row or column: there the cells alternate between
// the two, and the trace steps one pixel up and down along the whole
// border (Liverpool–Wales, Ankara–Smyrna). A land cell whose 8 neighbours
// are land and mostly (5 or more) of one other province joins it, in a few
// passes, in place: over a copy, the two cells of each alternating pair
// would swap and the sawtooth would only shift.
// Seeds, fixed cells (islands, forced polygons), barrier cells and their
// neighbours stay, and a cell never moves into a country its new province
// may not enter.
func smoothBorders(f *Field, regions []Region, passes int) {
	W, H := f.W, f.H
	keep := make([]bool, len(f.Label))
	for _, r := range regions {
		for _, s := range r.Seeds {
			keep[s] = true
		}
	}
	reserved := map[int16]bool{}
	for _, r := range regions {
		for c, ok := range r.Mask {
			if ok {
				reserved[int16(c)] = true
			}
		}
	}
	allowed := func(lab int32, c int16) bool {
		m := regions[lab-1].Mask
		if m != nil {
			return int(c) < len(m) && m[c]
		}
		return !reserved[c]
	}
	for pass := 0; pass < passes; pass++ {
		old := f.Label
		changed := false
		for y := 1; y < H-1; y++ {
			for x := 1; x < W-1; x++ {
				i := y*W + x
				lab := old[i]
				if lab == 0 || !f.Land[i] || keep[i] || f.Fixed[i] || f.BlockLand[i] {
					continue
				}
				var other int32
				n, ok := 0, true
				for _, o := range n8 {
					j := (y+o[1])*W + x + o[0]
					l := old[j]
					if l == 0 || !f.Land[j] || f.BlockLand[j] || regions[l-1].Sea {
						ok = false
						break
					}
					if l == lab {
						continue
					}
					if other == 0 {
						other = l
					}
					if l == other {
						n++
					}
				}
				if ok && n >= 5 && allowed(other, f.Country[i]) {
					f.Label[i] = other
					changed = true
				}
			}
		}
		if !changed {
			return
		}
	}
}
