package gen

import (
	"math"
	"strings"

	"dipdesk/variants/board"
)

// coastline traces the land mask and keeps the parts off the board's edge.
func coastline(f *Field, W, H int) [][]board.Point {
	rings := Trace(0, 0, W, H, func(x, y int) bool { return f.Land[y*W+x] })
	var lines [][]board.Point
	onEdge := func(p board.Point) bool {
		if p.X <= 0 || p.Y <= 0 || p.X >= float64(W) || p.Y >= float64(H) {
			return true
		}
		// Next to an inset frame: the frame is drawn, not a coast.
		x, y := int(p.X), int(p.Y)
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				xx, yy := x+dx, y+dy
				if xx >= 0 && yy >= 0 && xx < W && yy < H && f.Void[yy*W+xx] {
					return true
				}
			}
		}
		return false
	}
	for _, r := range rings {
		if len(r) < 6 {
			continue
		}
		// Rotate so the ring starts on the edge if it touches it.
		startAt := 0
		for i, p := range r {
			if onEdge(p) {
				startAt = i
				break
			}
		}
		pts := append(append([]board.Point{}, r[startAt:]...), r[:startAt+1]...)
		var cur []board.Point
		flush := func() {
			if len(cur) >= 2 {
				lines = append(lines, SimplifyLine(cur, simplifyEps))
			}
			cur = nil
		}
		for _, p := range pts {
			if onEdge(p) {
				flush()
				continue
			}
			cur = append(cur, p)
		}
		flush()
	}
	return lines
}

// sharedBoundary returns the cell edges between labels a and b, chained into
// polylines. bb is a's box (regionBoxes): every such edge has a cell of a on
// one side, so only that box and the column left and row above it (where
// the b cell of an edge is met first) are scanned, not the whole board.
func sharedBoundary(label []int32, W, H int, a, b int32, bb box) [][]board.Point {
	type seg struct{ p, q [2]int }
	var segs []seg
	is := func(u, v int32) bool { return (u == a && v == b) || (u == b && v == a) }
	for y := max(bb.y0-1, 0); y < min(bb.y1, H); y++ {
		for x := max(bb.x0-1, 0); x < min(bb.x1, W); x++ {
			l := label[y*W+x]
			if l != a && l != b {
				continue
			}
			if x+1 < W && is(l, label[y*W+x+1]) {
				segs = append(segs, seg{[2]int{x + 1, y}, [2]int{x + 1, y + 1}})
			}
			if y+1 < H && is(l, label[(y+1)*W+x]) {
				segs = append(segs, seg{[2]int{x, y + 1}, [2]int{x + 1, y + 1}})
			}
		}
	}
	at := map[[2]int][]int{}
	for i, s := range segs {
		at[s.p] = append(at[s.p], i)
		at[s.q] = append(at[s.q], i)
	}
	used := make([]bool, len(segs))
	var lines [][]board.Point
	pt := func(v [2]int) board.Point { return board.Point{X: float64(v[0]), Y: float64(v[1])} }
	for i := range segs {
		if used[i] {
			continue
		}
		used[i] = true
		chain := []([2]int){segs[i].p, segs[i].q}
		for dir := 0; dir < 2; dir++ {
			for {
				end := chain[len(chain)-1]
				next := -1
				for _, j := range at[end] {
					if !used[j] {
						next = j
						break
					}
				}
				if next < 0 {
					break
				}
				used[next] = true
				if segs[next].p == end {
					chain = append(chain, segs[next].q)
				} else {
					chain = append(chain, segs[next].p)
				}
			}
			for l, r := 0, len(chain)-1; l < r; l, r = l+1, r-1 {
				chain[l], chain[r] = chain[r], chain[l]
			}
		}
		line := make([]board.Point, len(chain))
		for k, v := range chain {
			line[k] = pt(v)
		}
		lines = append(lines, SimplifyLine(line, simplifyEps))
	}
	return lines
}

// decorate adds lakes (but not the carved ones, which are seas now) and
// rivers, each in the projection of the inset its points lie in; the main
// map's are left out of the inset boxes.
func decorate(b *board.Board, s *Spec, pr *Projector, geo *Geo, carved map[lakeKey]bool) {
	W, H := int(b.Width), int(b.Height)
	if s.Lakes != nil {
		for fi, ft := range geo.Lakes {
			for pi, poly := range ft.Polygons {
				if len(poly) == 0 || len(poly[0]) == 0 || carved[lakeKey{fi, pi}] {
					continue
				}
				k := pr.insetOf(poly[0][0][0], poly[0][0][1])
				if k < 0 && !s.inClip(poly[0][0]) {
					continue
				}
				rings := projectRings(pr, poly, k)
				if !onBoard(rings, W, H) || (k < 0 && underInset(pr, rings)) {
					continue
				}
				var out []board.Ring
				for _, r := range rings {
					sr := SimplifyRing(r, simplifyEps)
					if len(sr) >= 3 && math.Abs(sr.SignedArea()) >= s.Lakes.MinArea {
						out = append(out, sr)
					}
				}
				if len(out) > 0 {
					b.Lakes = append(b.Lakes, board.Shape{Rings: out})
				}
			}
		}
	}
	if s.Rivers != nil {
		b.Rivers = append(b.Rivers, riverLines(s, pr, geo, W, H)...)
	}
}

// riverLines are the spec's rivers on the board (at least min_length
// long), each piece in the projection of the inset its points lie in; the
// main map's are left out of the inset boxes.
func riverLines(s *Spec, pr *Projector, geo *Geo, W, H int) [][]board.Point {
	var out [][]board.Point
	for _, ft := range geo.Rivers {
		for _, l := range ft.Lines {
			var cur []board.Point
			flush := func() {
				if len(cur) >= 2 && length(cur) >= s.Rivers.MinLength {
					out = append(out, SimplifyLine(cur, simplifyEps))
				}
				cur = nil
			}
			domain := -2
			for _, ll := range l {
				if k := pr.insetOf(ll[0], ll[1]); k != domain {
					flush()
					domain = k
				}
				if domain < 0 && !s.inClip(ll) {
					flush()
					continue
				}
				p := pr.Project(ll[0], ll[1])
				if p.X < 0 || p.Y < 0 || p.X > float64(W) || p.Y > float64(H) || (domain < 0 && pr.inInsetBox(p)) {
					flush()
					continue
				}
				cur = append(cur, p)
			}
			flush()
		}
	}
	return out
}

// underInset reports whether main-map rings reach under an inset's box,
// where they would be drawn over the inset.
func underInset(pr *Projector, rings [][]board.Point) bool {
	for _, r := range rings {
		for _, p := range r {
			if pr.inInsetBox(p) {
				return true
			}
		}
	}
	return false
}

func length(l []board.Point) float64 {
	s := 0.0
	for i := 1; i < len(l); i++ {
		s += dist(l[i-1], l[i])
	}
	return s
}

// marker draws a link marker: a given line, or the shortest gap between the
// two provinces.
//
// boxes are the regions' boxes (regionBoxes): a province's edge cells are
// looked for in its box only (the same cells in the same order as over the
// whole board, which on a world board takes many times longer).
func marker(s *Spec, pr *Projector, f *Field, index map[string]int, boxes []box, m MarkerSpec) (board.Marker, error) {
	mk := board.Marker{Kind: m.Kind}
	mk.Link[0] = m.Link[0]
	if len(m.Link) > 1 {
		mk.Link[1] = m.Link[1]
	}
	mk.ID = "marker-" + strings.ReplaceAll(strings.TrimSpace(mk.Link[0]+"-"+mk.Link[1]), "/", "-")
	mk.ID = strings.TrimSuffix(mk.ID, "-")
	if len(m.Line) >= 2 {
		line := make([]board.Point, len(m.Line))
		for i, ll := range m.Line {
			line[i] = pr.Project(ll[0], ll[1])
		}
		mk.Lines = [][]board.Point{line}
		return mk, nil
	}
	a, _ := board.SplitLoc(mk.Link[0])
	c, _ := board.SplitLoc(mk.Link[1])
	la, lb := int32(index[a]+1), int32(index[c]+1)
	edge := func(lab int32) []int {
		return boundaryCells(f, boxes[lab], lab, n4, func(l int32) bool { return l != lab })
	}
	ea, eb := edge(la), edge(lb)
	bi, bj, bd := -1, -1, math.Inf(1)
	for _, i := range ea {
		for _, j := range eb {
			dx, dy := float64(i%f.W-j%f.W), float64(i/f.W-j/f.W)
			if d := dx*dx + dy*dy; d < bd {
				bi, bj, bd = i, j, d
			}
		}
	}
	if bi < 0 {
		return mk, s.errAt("link", "marker %v: a province has no pixels", m.Link)
	}
	p := board.Point{X: float64(bi%f.W) + 0.5, Y: float64(bi/f.W) + 0.5}
	q := board.Point{X: float64(bj%f.W) + 0.5, Y: float64(bj/f.W) + 0.5}
	// Reach a few pixels into each province so the marker reads as a link.
	if d := dist(p, q); d > 0 {
		ux, uy := (q.X-p.X)/d, (q.Y-p.Y)/d
		p = board.Point{X: p.X - 4*ux, Y: p.Y - 4*uy}
		q = board.Point{X: q.X + 4*ux, Y: q.Y + 4*uy}
	}
	mk.Lines = [][]board.Point{{p, q}}
	return mk, nil
}

// decorate adds neutral land, the coastline, inset frames and captions,
// lakes, rivers, impassable borders and the spec's markers; it returns how
// many land pixels no province owns.
func (gn *generation) decorate() (int, error) {
	s, f, b := gn.s, gn.f, gn.b
	W, H := f.W, f.H
	neutral := 0
	for i, l := range f.Label {
		if l == 0 && f.Land[i] {
			neutral++
		}
	}
	if neutral > 0 {
		rings := simplifyAll(Trace(0, 0, W, H, func(x, y int) bool {
			i := y*W + x
			return f.Land[i] && f.Label[i] == 0
		}), 1)
		b.Land = []board.Shape{{ID: "neutral-land", Rings: rings}}
	}
	b.Coastline = coastline(f, W, H)
	// The water a hybrid holds (1812's Irish Sea in Dublin) is its land
	// for growth and the rules, but drawn as the water it is.
	if held := simplifyAll(Trace(0, 0, W, H, func(x, y int) bool { return f.HeldWater[y*W+x] }), 4); len(held) > 0 {
		b.Lakes = append(b.Lakes, board.Shape{Rings: held})
	}
	boxes := regionBoxes(f.Label, W, H, len(gn.all))
	for k := range s.Insets {
		mk, err := insetMarker(s, gn.pr, f, gn.index, boxes, k, gn.pr.insets[k].caps)
		if err != nil {
			return 0, err
		}
		b.Markers = append(b.Markers, mk)
	}
	decorate(b, s, gn.pr, gn.geo, gn.carved)
	for _, bd := range s.Borders {
		la := int32(gn.index[bd.Between[0]] + 1)
		lines := sharedBoundary(f.Label, W, H, la, int32(gn.index[bd.Between[1]]+1), boxes[la])
		if len(lines) == 0 {
			return 0, s.errAt("between", "border %v: the two provinces do not touch", bd.Between)
		}
		b.Borders = append(b.Borders, board.Border{Between: [2]string{bd.Between[0], bd.Between[1]}, Lines: lines})
	}
	for _, m := range s.Markers {
		mk, err := marker(s, gn.pr, f, gn.index, boxes, m)
		if err != nil {
			return 0, err
		}
		b.Markers = append(b.Markers, mk)
	}
	return neutral, nil
}
