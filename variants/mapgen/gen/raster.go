package gen

import (
	"math"
	"sort"

	"dipdesk/variants/board"
)

// Grid is a W×H raster of small integers (labels, masks).
type Grid struct {
	W, H int
	V    []int32
}

// NewGrid returns a zeroed grid.
func NewGrid(w, h int) *Grid { return &Grid{w, h, make([]int32, w*h)} }

// scan calls set for every cell index inside rings.
func (g *Grid) scan(rings [][]board.Point, set func(int)) {
	minY, maxY := math.Inf(1), math.Inf(-1)
	minX, maxX := math.Inf(1), math.Inf(-1)
	for _, r := range rings {
		for _, p := range r {
			minY, maxY = math.Min(minY, p.Y), math.Max(maxY, p.Y)
			minX, maxX = math.Min(minX, p.X), math.Max(maxX, p.X)
		}
	}
	if maxX < 0 || maxY < 0 || minX > float64(g.W) || minY > float64(g.H) {
		return
	}
	y0 := max(0, int(math.Floor(minY)))
	y1 := min(g.H-1, int(math.Ceil(maxY)))
	// Edge list bucketed by row for speed on big rings.
	type edge struct{ ax, ay, bx, by float64 }
	rows := make([][]edge, y1-y0+1)
	for _, r := range rings {
		n := len(r)
		for i, j := 0, n-1; i < n; j, i = i, i+1 {
			a, b := r[j], r[i]
			if a.Y == b.Y {
				continue
			}
			lo, hi := math.Min(a.Y, b.Y), math.Max(a.Y, b.Y)
			ya := max(y0, int(math.Ceil(lo-0.5)))
			yb := min(y1, int(math.Floor(hi-0.5)))
			for y := ya; y <= yb; y++ {
				rows[y-y0] = append(rows[y-y0], edge{a.X, a.Y, b.X, b.Y})
			}
		}
	}
	var xs []float64
	for y := y0; y <= y1; y++ {
		cy := float64(y) + 0.5
		xs = xs[:0]
		for _, e := range rows[y-y0] {
			if (e.ay > cy) != (e.by > cy) {
				xs = append(xs, e.ax+(cy-e.ay)*(e.bx-e.ax)/(e.by-e.ay))
			}
		}
		sort.Float64s(xs)
		for i := 0; i+1 < len(xs); i += 2 {
			xa := max(0, int(math.Ceil(xs[i]-0.5)))
			xb := min(g.W-1, int(math.Floor(xs[i+1]-0.5)))
			for x := xa; x <= xb; x++ {
				set(y*g.W + x)
			}
		}
	}
}

// DrawLine marks cells along a polyline, thick enough (a 2×2 brush) that no
// 8-connected path crosses it.
func (g *Grid) DrawLine(line []board.Point, v int32) {
	for i := 0; i+1 < len(line); i++ {
		a, b := line[i], line[i+1]
		n := int(math.Ceil(math.Max(math.Abs(b.X-a.X), math.Abs(b.Y-a.Y))*2)) + 1
		for k := 0; k <= n; k++ {
			t := float64(k) / float64(n)
			x := int(math.Floor(a.X + (b.X-a.X)*t))
			y := int(math.Floor(a.Y + (b.Y-a.Y)*t))
			for dy := 0; dy < 2; dy++ {
				for dx := 0; dx < 2; dx++ {
					if xx, yy := x+dx, y+dy; xx >= 0 && yy >= 0 && xx < g.W && yy < g.H {
						g.V[yy*g.W+xx] = v
					}
				}
			}
		}
	}
}

// projectRings projects a polygon's lon/lat rings to pixels, with the main
// projection (inset < 0) or inset's.
func projectRings(p *Projector, rings [][]LonLat, inset int) [][]board.Point {
	out := make([][]board.Point, len(rings))
	for i, r := range rings {
		pts := make([]board.Point, len(r))
		for j, ll := range r {
			if inset >= 0 {
				pts[j] = p.ProjectInset(inset, ll[0], ll[1])
			} else {
				pts[j] = p.ProjectMain(ll[0], ll[1])
			}
		}
		out[i] = pts
	}
	if inset < 0 && p.wraps() {
		out = p.acrossSeam(out)
	}
	return out
}

// onBoard reports whether projected rings' box meets the board (with margin).
func onBoard(rings [][]board.Point, w, h int) bool {
	for _, r := range rings {
		for _, p := range r {
			if p.X >= -50 && p.Y >= -50 && p.X <= float64(w)+50 && p.Y <= float64(h)+50 {
				return true
			}
		}
	}
	return false
}

// rasterise fills land and the country index from the geography: the main
// map, then each inset over its box (cleared first), then the inset frames
// and caption bands, which belong to nothing, so nothing grows or touches
// across them.
func (gn *generation) rasterise() {
	f, pr, W, H := gn.f, gn.pr, gn.f.W, gn.f.H
	for k := -1; k < len(pr.insets); k++ {
		inBox := func(int) bool { return true }
		if k >= 0 {
			b := pr.insets[k].box
			x0, y0, x1, y1 := int(b[0]), int(b[1]), int(b[0]+b[2]), int(b[1]+b[3])
			inBox = func(i int) bool {
				x, y := i%W, i/W
				return x >= x0 && x < x1 && y >= y0 && y < y1
			}
			for i := range f.Land {
				if inBox(i) {
					f.Land[i], f.Country[i] = false, 0
				}
			}
		}
		gn.scanFeatures(gn.geo.Land, k, inBox, func(i int, _ int16) { f.Land[i] = !f.Land[i] })
		gn.scanFeatures(gn.geo.Countries, k, inBox, func(i int, id int16) { f.Country[i] = id })
	}
	for _, in := range pr.insets {
		for _, i := range frameCells(in.box, W, H) {
			f.Void[i], f.Land[i], f.Country[i] = true, false, 0
		}
		if top := in.band; top > 0 {
			b := in.box
			for y := max(0, int(top)); y < min(H, int(b[1]+b[3])); y++ {
				for x := max(0, int(b[0])); x < min(W, int(b[0]+b[2])); x++ {
					i := y*W + x
					f.Void[i], f.Land[i], f.Country[i] = true, false, 0
				}
			}
		}
	}
}

// scanFeatures projects each feature's polygons onto the main map (k = -1)
// or inset k and calls set for every cell inside (even-odd per polygon)
// that inBox accepts, with the feature's 1-based index.
func (gn *generation) scanFeatures(fts []Feature, k int, inBox func(int) bool, set func(i int, id int16)) {
	for ci, ft := range fts {
		id := int16(ci + 1)
		for _, poly := range ft.Polygons {
			if k < 0 {
				if poly = gn.s.clipMain(poly); poly == nil {
					continue
				}
			}
			rings := projectRings(gn.pr, poly, k)
			if onBoard(rings, gn.f.W, gn.f.H) {
				gn.g.scan(rings, func(i int) {
					if inBox(i) {
						set(i, id)
					}
				})
			}
		}
	}
}

// frameCells are the cells of a two-pixel frame around an inset box.
func frameCells(box [4]float64, W, H int) []int {
	x0, y0 := int(box[0]), int(box[1])
	x1, y1 := int(box[0]+box[2])-1, int(box[1]+box[3])-1
	var out []int
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if x < 0 || y < 0 || x >= W || y >= H {
				continue
			}
			if x-x0 < 2 || x1-x < 2 || y-y0 < 2 || y1-y < 2 {
				out = append(out, y*W+x)
			}
		}
	}
	return out
}
