package gen

import "math"

// Region is one growing label: a province or an impassable region.
type Region struct {
	Sea   bool
	Mask  []bool // allowed country ids; nil: any country no mask reserves
	Seeds []int  // pixel indices
}

// Field is the raster the provinces grow on.
type Field struct {
	W, H      int
	Land      []bool  // land (true) or water
	Country   []int16 // country id per pixel, 0 none
	BlockLand []bool  // barrier cells closed to land growth
	BlockSea  []bool  // barrier cells closed to sea growth
	Label     []int32 // result: region index+1, 0 unassigned
	Fixed     []bool  // labels set before growth (islands, polygons)
	Void      []bool  // cells that belong to nothing (inset frames)
	HeldWater []bool  // water a hybrid province holds, made its land
	// Wrap joins the east and west edges (a world map, see seam.go):
	// land grows across them.
	Wrap bool
	// Extra is what entering a cell costs land growth beyond its step, in
	// tenths of a pixel (rivers provinces should meet along); nil: none.
	Extra []uint16
}

var (
	n8 = [8][3]int{{1, 0, 10}, {-1, 0, 10}, {0, 1, 10}, {0, -1, 10}, {1, 1, 14}, {1, -1, 14}, {-1, 1, 14}, {-1, -1, 14}}
	n4 = n8[:4]
)

// neighbours are the steps from a cell to those it joins: all eight on
// land, the four sides on water, so that land and water never both pass
// through one diagonal.
func neighbours(land bool) [][3]int {
	if land {
		return n8[:]
	}
	return n4
}

// cell is the index of cell (x, y), or false where it lies off the field.
func (f *Field) cell(x, y int) (int, bool) {
	if x < 0 || y < 0 || x >= f.W || y >= f.H {
		return 0, false
	}
	return y*f.W + x, true
}

// Grow assigns pixels to regions from every region's seeds over its own
// medium: land regions over land by a multi-source Dijkstra with 8
// neighbours (costs 10/14), seas over water by growSeas, 4-connected, so
// land and water cannot both leak through one diagonal. A masked region
// grows only in its countries; an unmasked one stays out of every country
// some mask names. Entering a cell costs Extra more (rivers). A bucket
// queue (as many buckets as the dearest step) keeps it linear.
func Grow(f *Field, regions []Region) {
	n := f.W * f.H
	reserved := map[int16]bool{}
	for _, r := range regions {
		for c, ok := range r.Mask {
			if ok {
				reserved[int16(c)] = true
			}
		}
	}
	allowed := func(r *Region, i int) bool {
		c := f.Country[i]
		if c == 0 {
			return true
		}
		if r.Mask != nil {
			return int(c) < len(r.Mask) && r.Mask[c]
		}
		return !reserved[c]
	}
	open := func(r *Region, i int) bool {
		if f.Fixed[i] || f.Void[i] {
			return false
		}
		if r.Sea {
			return !f.Land[i] && !f.BlockSea[i]
		}
		return f.Land[i] && !f.BlockLand[i] && allowed(r, i)
	}
	const inf = int32(1 << 30)
	dist := make([]int32, n)
	for i := range dist {
		dist[i] = inf
	}
	nb := int32(15)
	for _, e := range f.Extra {
		nb = max(nb, 15+int32(e))
	}
	buckets := make([][]int32, nb)
	for ri := range regions {
		r := &regions[ri]
		if r.Sea {
			continue // growSeas
		}
		for _, s := range r.Seeds {
			if s < 0 || s >= n || !open(r, s) {
				continue
			}
			dist[s] = 0
			f.Label[s] = int32(ri + 1)
			buckets[0] = append(buckets[0], int32(s))
		}
	}
	pending := 0
	for _, b := range buckets {
		pending += len(b)
	}
	for d := int32(0); pending > 0; d++ {
		bi := d % nb
		for len(buckets[bi]) > 0 {
			i := buckets[bi][len(buckets[bi])-1]
			buckets[bi] = buckets[bi][:len(buckets[bi])-1]
			pending--
			if dist[i] != d {
				continue
			}
			lab := f.Label[i]
			r := &regions[lab-1]
			x, y := int(i)%f.W, int(i)/f.W
			for _, o := range n8 {
				xx, yy := f.wrapX(x+o[0]), y+o[1]
				if xx < 0 || yy < 0 || xx >= f.W || yy >= f.H {
					continue
				}
				j := yy*f.W + xx
				nd := d + int32(o[2])
				if f.Extra != nil {
					nd += int32(f.Extra[j])
				}
				if nd >= dist[j] || !open(r, j) {
					continue
				}
				dist[j] = nd
				f.Label[j] = lab
				buckets[nd%nb] = append(buckets[nd%nb], int32(j))
				pending++
			}
		}
	}
	growSeas(f, regions, open)
}

// growSeas grows the sea regions over water by the length of the shortest
// way over water from their seeds, measured as the crow flies, not in
// raster steps: two seas meet along the perpendicular bisector of their
// nearest seeds, a straight line as a designer draws it, where counting
// steps on a 4-neighbour raster leaves staircases (the L1 bisector of two
// points is a staircase, or a whole band of ties).
//
// Each cell carries the point its distance is measured from: a seed, or a
// cell where the way bends round a coast or a barrier. A cell takes over
// its neighbour's point while the next cell back towards that point has
// the same point (it is in sight there, so here too); otherwise the way
// bends, and the neighbour becomes the point. That is a cheap any-angle
// shortest path (Theta* with a local line-of-sight test), so no sea reaches
// behind a headland or an island chain as the crow flies. Cells are handled
// in order of distance in quarter-pixel buckets; a cell reached later by a
// shorter way is handled again.
func growSeas(f *Field, regions []Region, open func(r *Region, i int) bool) {
	n := f.W * f.H
	from := make([]int32, n) // the point a cell's distance is measured from
	dist := make([]float32, n)
	for i := range dist {
		dist[i] = math.MaxFloat32
	}
	const res = 4 // buckets per pixel
	var buckets [][]int32
	push := func(i int32, d float32, least int) {
		k := max(least, int(d*res))
		for len(buckets) <= k {
			buckets = append(buckets, nil)
		}
		buckets[k] = append(buckets[k], i)
	}
	for ri := range regions {
		r := &regions[ri]
		if !r.Sea {
			continue
		}
		for _, s := range r.Seeds {
			if s < 0 || s >= n || !open(r, s) {
				continue
			}
			dist[s], from[s] = 0, int32(s)
			f.Label[s] = int32(ri + 1)
			push(int32(s), 0, 0)
		}
	}
	for k := 0; k < len(buckets); k++ {
		for len(buckets[k]) > 0 {
			i := buckets[k][len(buckets[k])-1]
			buckets[k] = buckets[k][:len(buckets[k])-1]
			lab := f.Label[i]
			r := &regions[lab-1]
			o := from[i]
			ox, oy := int(o)%f.W, int(o)/f.W
			x, y := int(i)%f.W, int(i)/f.W
			for _, nb := range n4 {
				xx, yy := x+nb[0], y+nb[1]
				if xx < 0 || yy < 0 || xx >= f.W || yy >= f.H {
					continue
				}
				j := int32(yy*f.W + xx)
				if j == o || !open(r, int(j)) {
					continue
				}
				// Measure from i's point if it is in sight of j, else from i.
				p, d := int32(i), dist[i]+1
				if o != i {
					dx, dy := float64(ox-xx), float64(oy-yy)
					// dx, dy are whole: the sum of squares is exact, and
					// Sqrt is much faster than Hypot here, the hot loop.
					l := math.Sqrt(dx*dx + dy*dy)
					bx, by := xx+int(math.Round(dx/l)), yy+int(math.Round(dy/l))
					if back := int32(by*f.W + bx); back == o || (f.Label[back] == lab && from[back] == o) {
						p, d = o, dist[o]+float32(l)
					}
				}
				if d >= dist[j]-1e-4 {
					continue
				}
				dist[j], from[j], f.Label[j] = d, p, lab
				push(j, d, k)
			}
		}
	}
}

// FillLeftovers hands every unassigned pixel that is connected through its
// own medium to an assigned one to the nearest such region, ignoring masks
// and land barriers. Sea barrier cells join a neighbour and pass it on along
// the barrier, but not off it, so water a barrier closes off stays neutral
// while a barrier lying inside one sea leaves no unassigned slit in it.
// Land only joins land regions and water only seas.
func FillLeftovers(f *Field, regions []Region) {
	var queue []int32
	for i, l := range f.Label {
		if l != 0 {
			queue = append(queue, int32(i))
		}
	}
	for len(queue) > 0 {
		var next []int32
		for _, i := range queue {
			lab := f.Label[i]
			sea := regions[lab-1].Sea
			onBarrier := sea && f.BlockSea[i]
			x, y := int(i)%f.W, int(i)/f.W
			for _, o := range neighbours(!sea) {
				j, ok := f.cell(x+o[0], y+o[1])
				if !ok || f.Label[j] != 0 || f.Land[j] == sea || f.Void[j] {
					continue
				}
				// A sea barrier cell passes its label on only along the
				// barrier, so water a barrier closes off (the Sea of Marmara)
				// stays neutral.
				if onBarrier && !f.BlockSea[j] {
					continue
				}
				f.Label[j] = lab
				next = append(next, int32(j))
			}
		}
		queue = next
	}
}

// Component returns the pixels of the land (or water) component containing
// start, 8-connected for land and 4 for water, made of cells labelled like
// start.
func (f *Field) Component(start int) []int {
	if start < 0 || start >= len(f.Land) {
		return nil
	}
	land, lab := f.Land[start], f.Label[start]
	seen := map[int]bool{start: true}
	stack := []int{start}
	var out []int
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, i)
		x, y := i%f.W, i/f.W
		for _, o := range neighbours(land) {
			if j, ok := f.cell(x+o[0], y+o[1]); ok && f.Land[j] == land && f.Label[j] == lab && !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return out
}

// SnapIslands gives each unassigned land component within maxDist pixels
// (across anything) of a land region's pixel to the nearest such region.
func SnapIslands(f *Field, regions []Region, maxDist int) {
	if maxDist <= 0 {
		return
	}
	n := f.W * f.H
	near := make([]int32, n)
	dist := make([]int32, n)
	for i := range dist {
		dist[i] = -1
	}
	var queue []int32
	for i, l := range f.Label {
		if l != 0 && !regions[l-1].Sea && f.Land[i] {
			near[i], dist[i] = l, 0
			queue = append(queue, int32(i))
		}
	}
	for d := int32(1); d <= int32(maxDist) && len(queue) > 0; d++ {
		var next []int32
		for _, i := range queue {
			x, y := int(i)%f.W, int(i)/f.W
			for _, o := range n4 {
				j, ok := f.cell(x+o[0], y+o[1])
				if !ok || dist[j] >= 0 {
					continue
				}
				if f.Void[j] {
					continue
				}
				dist[j], near[j] = d, near[i]
				if !(f.Land[j] && f.Label[j] == 0) {
					next = append(next, int32(j))
				}
			}
		}
		queue = next
	}
	for i := 0; i < n; i++ {
		if !f.Land[i] || f.Label[i] != 0 || near[i] == 0 {
			continue
		}
		// Give the whole component to the nearest region that reached it.
		comp := f.Component(i)
		best, bd := int32(0), int32(1<<30)
		for _, j := range comp {
			if near[j] != 0 && dist[j] < bd {
				best, bd = near[j], dist[j]
			}
		}
		for _, j := range comp {
			f.Label[j] = best
		}
	}
}
