package gen

import (
	"math"
	"runtime"

	"golang.org/x/sync/errgroup"

	"dipdesk/variants/board"
)

// Trace returns the outline rings of the cells (x, y) in [x0,x1)×[y0,y1) for
// which in is true, as polygons through the midpoints of the cell edges
// (which turns pixel staircases into diagonals). Regions are 4-connected:
// cells touching only at a corner get separate rings. Outer rings run
// clockwise on screen and holes the other way.
func Trace(x0, y0, x1, y1 int, in func(x, y int) bool) []board.Ring {
	w, h := x1-x0, y1-y0
	if w <= 0 || h <= 0 {
		return nil
	}
	vw := w + 1
	out := make([]uint8, vw*(h+1)) // per vertex: bit d = an edge leaves in direction d
	inside := func(x, y int) bool {
		return x >= x0 && y >= y0 && x < x1 && y < y1 && in(x, y)
	}
	count := 0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			if !in(x, y) {
				continue
			}
			lx, ly := x-x0, y-y0
			if !inside(x, y-1) {
				out[ly*vw+lx] |= 1 << 0
				count++
			}
			if !inside(x+1, y) {
				out[ly*vw+lx+1] |= 1 << 1
				count++
			}
			if !inside(x, y+1) {
				out[(ly+1)*vw+lx+1] |= 1 << 2
				count++
			}
			if !inside(x-1, y) {
				out[(ly+1)*vw+lx] |= 1 << 3
				count++
			}
		}
	}
	dx := [4]int{1, 0, -1, 0}
	dy := [4]int{0, 1, 0, -1}
	var rings []board.Ring
	for v := 0; v < len(out) && count > 0; v++ {
		for out[v] != 0 {
			start := v
			d := 0
			for out[v]&(1<<d) == 0 {
				d++
			}
			var ring board.Ring
			cur := v
			for {
				out[cur] &^= 1 << d
				count--
				cx, cy := cur%vw, cur/vw
				ring = append(ring, board.Point{X: float64(x0+cx) + 0.5*float64(dx[d]), Y: float64(y0+cy) + 0.5*float64(dy[d])})
				nx, ny := cx+dx[d], cy+dy[d]
				cur = ny*vw + nx
				if cur == start || out[cur] == 0 {
					break
				}
				// Prefer a right turn (hugging this region's cell), then straight, then left.
				for _, nd := range [3]int{(d + 1) % 4, d, (d + 3) % 4} {
					if out[cur]&(1<<nd) != 0 {
						d = nd
						break
					}
				}
			}
			if len(ring) >= 3 {
				rings = append(rings, ring)
			}
		}
	}
	return rings
}

// SimplifyRing reduces a closed ring with Douglas–Peucker at tolerance eps.
func SimplifyRing(r board.Ring, eps float64) board.Ring {
	if len(r) < 4 {
		return r
	}
	far, fd := 0, -1.0
	for i, p := range r {
		if d := math.Hypot(p.X-r[0].X, p.Y-r[0].Y); d > fd {
			far, fd = i, d
		}
	}
	a := SimplifyLine(r[:far+1], eps)
	b := SimplifyLine(append(append([]board.Point{}, r[far:]...), r[0]), eps)
	out := append(board.Ring{}, a...)
	out = append(out, b[1:len(b)-1]...)
	return out
}

// SimplifyLine reduces an open polyline with Douglas–Peucker at tolerance eps.
func SimplifyLine(l []board.Point, eps float64) []board.Point {
	if len(l) < 3 {
		return append([]board.Point{}, l...)
	}
	keep := make([]bool, len(l))
	keep[0], keep[len(l)-1] = true, true
	var rec func(i, j int)
	rec = func(i, j int) {
		if j <= i+1 {
			return
		}
		a, b := l[i], l[j]
		dx, dy := b.X-a.X, b.Y-a.Y
		n := math.Hypot(dx, dy)
		best, bd := -1, eps
		for k := i + 1; k < j; k++ {
			p := l[k]
			var d float64
			if n == 0 {
				d = math.Hypot(p.X-a.X, p.Y-a.Y)
			} else {
				d = math.Abs(dy*(p.X-a.X)-dx*(p.Y-a.Y)) / n
			}
			if d > bd {
				best, bd = k, d
			}
		}
		if best >= 0 {
			keep[best] = true
			rec(i, best)
			rec(best, j)
		}
	}
	rec(0, len(l)-1)
	var out []board.Point
	for i, k := range keep {
		if k {
			out = append(out, l[i])
		}
	}
	return out
}

// simplifyEps is the Douglas–Peucker tolerance in pixels.
const simplifyEps = 0.7

// trace outlines every grown region: provinces into the board, impassable
// areas into its impassable layer; it returns each province's distance map
// (by label) for placing what goes inside it.
func (gn *generation) trace() ([]*distMap, error) {
	f, W := gn.f, gn.f.W
	gn.b = &board.Board{Width: float64(W), Height: float64(f.H), Wrap: f.Wrap}
	boxes := regionBoxes(f.Label, W, f.H, len(gn.all))
	for ri, ps := range gn.all {
		if bx := boxes[ri+1]; bx.x1 <= bx.x0 {
			return nil, gn.s.errID(ps.ID, "grew to nothing: its anchors are blocked or taken by neighbours")
		}
	}
	// Each region's outline and distance map read only the finished
	// labels, so they are worked out on every core; the board is then
	// put together in the regions' order, the same on any machine.
	rings := make([][]board.Ring, len(gn.all))
	dms := make([]*distMap, len(gn.all)+1)
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for ri := range gn.all {
		g.Go(func() error {
			lab := int32(ri + 1)
			rings[ri] = traceLabel(f.Label, W, lab, boxes[lab], f.Wrap)
			if ri < len(gn.s.Provinces) {
				seed := -1
				if len(gn.regions[ri].Seeds) > 0 {
					seed = gn.regions[ri].Seeds[0]
				}
				dms[lab] = newDistMap(f.Label, W, f.H, lab, boxes[lab], seed)
			}
			return nil
		})
	}
	_ = g.Wait() // the work reports no errors
	for ri, ps := range gn.all {
		if ri >= len(gn.s.Provinces) {
			gn.b.Impassable = append(gn.b.Impassable, board.Shape{ID: "impassable-" + ps.ID, Rings: rings[ri]})
			continue
		}
		kind := board.Land
		if ps.Sea {
			kind = board.Sea
		}
		gn.b.Provinces = append(gn.b.Provinces, &board.Province{ID: ps.ID, Name: ps.Name, Kind: kind, Rings: rings[ri], Bounds: board.BoundsOf(rings[ri])})
	}
	return dms, nil
}

// traceLabel outlines the cells labelled lab inside bx; on a board that
// wraps, the outline is first put onto the seam where it meets it (see
// onTheSeam).
func traceLabel(label []int32, W int, lab int32, bx box, wrap bool) []board.Ring {
	rings := Trace(bx.x0, bx.y0, bx.x1, bx.y1, func(x, y int) bool { return label[y*W+x] == lab })
	if wrap {
		onTheSeam(rings, float64(W))
	}
	return simplifyAll(rings, 1.5)
}

func simplifyAll(rings []board.Ring, minArea float64) []board.Ring {
	var out []board.Ring
	for _, r := range rings {
		sr := SimplifyRing(r, simplifyEps)
		if len(sr) >= 3 && math.Abs(sr.SignedArea()) >= minArea {
			out = append(out, sr)
		}
	}
	return out
}
