// Package gen draws a board (map.svg) from geography and a board.toml spec:
// project, rasterise land and water, grow provinces from their anchors,
// trace and simplify their outlines, place unit anchors, SC markers and
// labels, and add coastline, rivers, lakes, impassable land and markers.
package gen

import (
	"fmt"
	"math"
	"strings"
	"time"

	"dipdesk/variants/board"
)

// simplifyEps is the Douglas–Peucker tolerance in pixels.
const simplifyEps = 0.7

// Stats reports what a generation did, for the command's summary.
type Stats struct {
	W, H        int
	Elapsed     time.Duration
	NeutralLand int // land pixels no province owns
}

// Generate draws the board the spec describes over geo.
func Generate(s *Spec, geo *Geo) (*board.Board, Stats, error) {
	start := time.Now()
	pr := NewProjector(s)
	W, H := pr.W, pr.H
	n := W * H
	f := &Field{W: W, H: H, Land: make([]bool, n), Country: make([]int16, n),
		BlockLand: make([]bool, n), BlockSea: make([]bool, n), Label: make([]int32, n), Fixed: make([]bool, n), Void: make([]bool, n)}
	g := &Grid{W: W, H: H}
	countryID := map[string]int16{}
	for ci, ft := range geo.Countries {
		countryID[ft.Name] = int16(ci + 1)
	}
	// The main map, then each inset drawn over its box.
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
		for _, ft := range geo.Land {
			for _, poly := range ft.Polygons {
				rings := projectRings(pr, poly, k)
				if onBoard(rings, W, H) {
					g.scan(rings, func(i int) {
						if inBox(i) {
							f.Land[i] = !f.Land[i]
						}
					})
				}
			}
		}
		for ci, ft := range geo.Countries {
			id := int16(ci + 1)
			for _, poly := range ft.Polygons {
				rings := projectRings(pr, poly, k)
				if onBoard(rings, W, H) {
					g.scan(rings, func(i int) {
						if inBox(i) {
							f.Country[i] = id
						}
					})
				}
			}
		}
	}
	// Inset frames belong to nothing, so nothing grows or touches across them.
	for _, in := range pr.insets {
		for _, i := range frameCells(in.box, W, H) {
			f.Void[i], f.Land[i], f.Country[i] = true, false, 0
		}
	}

	all := append(append([]ProvSpec{}, s.Provinces...), s.Impassable...)
	regions := make([]Region, len(all))
	index := map[string]int{}
	for ri, ps := range all {
		index[ps.ID] = ri
		r := Region{Sea: ps.Sea}
		if len(ps.Countries) > 0 {
			r.Mask = make([]bool, len(geo.Countries)+1)
			for _, c := range ps.Countries {
				id, ok := countryID[c]
				if !ok {
					return nil, Stats{}, s.errID(ps.ID, "country %q: expected a Natural Earth country name (as in world-atlas countries)", c)
				}
				r.Mask[id] = true
			}
		}
		for _, a := range ps.Anchors {
			p := pr.Project(a[0], a[1])
			x, y := int(p.X), int(p.Y)
			if x < 0 || y < 0 || x >= W || y >= H {
				return nil, Stats{}, s.errID(ps.ID, "anchor %v falls outside the board", a)
			}
			i := y*W + x
			if f.Land[i] == ps.Sea {
				// Tolerate anchors a pixel or two off the coast: take the nearest cell of the medium.
				j, ok := nearestMedium(f, x, y, !ps.Sea, 6)
				if !ok {
					what := map[bool]string{true: "water", false: "land"}[ps.Sea]
					return nil, Stats{}, s.errID(ps.ID, "anchor %v is not on %s", a, what)
				}
				i = j
			}
			r.Seeds = append(r.Seeds, i)
		}
		if len(ps.Polygon) >= 3 {
			rings := projectRings(pr, [][]LonLat{ps.Polygon}, pr.insetOf(ps.Polygon[0][0], ps.Polygon[0][1]))
			lab := int32(ri + 1)
			g.scan(rings, func(i int) {
				if f.Land[i] != ps.Sea {
					f.Label[i], f.Fixed[i] = lab, true
				}
			})
		}
		regions[ri] = r
	}
	for _, br := range s.Barriers {
		line := make([]board.Point, len(br.Line))
		for i, ll := range br.Line {
			line[i] = pr.Project(ll[0], ll[1])
		}
		mark := NewGrid(W, H)
		mark.DrawLine(line, 1)
		for i, v := range mark.V {
			if v == 0 {
				continue
			}
			if br.Blocks != "sea" {
				f.BlockLand[i] = true
			}
			if br.Blocks != "land" {
				f.BlockSea[i] = true
			}
		}
	}
	for _, is := range s.Islands {
		p := pr.Project(is.At[0], is.At[1])
		x, y := int(p.X), int(p.Y)
		if x < 0 || y < 0 || x >= W || y >= H {
			return nil, Stats{}, &SpecError{s.file, s.lineOf(fmt.Sprintf(`owner\s*=\s*"%s"`, is.Owner)), fmt.Sprintf("island of %s at %v falls outside the board", is.Owner, is.At)}
		}
		i, ok := nearestMedium(f, x, y, true, 4)
		if !ok {
			return nil, Stats{}, &SpecError{s.file, s.lineOf(fmt.Sprintf(`owner\s*=\s*"%s"`, is.Owner)), fmt.Sprintf("island of %s at %v is not on land", is.Owner, is.At)}
		}
		lab := int32(index[is.Owner] + 1)
		comp := f.Component(i)
		if len(comp) > n/50 {
			return nil, Stats{}, &SpecError{s.file, s.lineOf(fmt.Sprintf(`owner\s*=\s*"%s"`, is.Owner)), fmt.Sprintf("island of %s at %v joins a landmass of %d px at this scale: it is no island; anchor the province there instead", is.Owner, is.At, len(comp))}
		}
		for _, j := range comp {
			f.Label[j], f.Fixed[j] = lab, true
		}
	}

	Grow(f, regions)
	FillLeftovers(f, regions)
	snap := int(s.IslandSnap)
	SnapIslands(f, regions, snap)

	b := &board.Board{Width: float64(W), Height: float64(H)}
	boxes := regionBoxes(f.Label, W, H, len(all))
	dms := make([]*distMap, len(all)+1)
	for ri, ps := range all {
		lab := int32(ri + 1)
		bx := boxes[lab]
		if bx.x1 <= bx.x0 {
			return nil, Stats{}, s.errID(ps.ID, "grew to nothing: its anchors are blocked or taken by neighbours")
		}
		rings := traceLabel(f.Label, W, lab, bx)
		if ri >= len(s.Provinces) {
			b.Impassable = append(b.Impassable, board.Shape{ID: "impassable-" + ps.ID, Rings: rings})
			continue
		}
		kind := board.Land
		if ps.Sea {
			kind = board.Sea
		}
		b.Provinces = append(b.Provinces, &board.Province{ID: ps.ID, Name: ps.Name, Kind: kind, Rings: rings, Bounds: board.BoundsOf(rings)})
		seed := -1
		if len(regions[ri].Seeds) > 0 {
			seed = regions[ri].Seeds[0]
		}
		dms[lab] = newDistMap(f.Label, W, H, lab, bx, seed)
	}
	for ri, ps := range s.Provinces {
		if err := place(b, s, pr, f, dms, index, ri, ps); err != nil {
			return nil, Stats{}, err
		}
	}
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
	for k, in := range s.Insets {
		mk, err := marker(s, pr, f, index, MarkerSpec{Kind: "inset", Link: in.Link})
		if err != nil {
			return nil, Stats{}, err
		}
		bx := pr.insets[k].box
		frame := []board.Point{{X: bx[0] + 0.5, Y: bx[1] + 0.5}, {X: bx[0] + bx[2] - 0.5, Y: bx[1] + 0.5},
			{X: bx[0] + bx[2] - 0.5, Y: bx[1] + bx[3] - 0.5}, {X: bx[0] + 0.5, Y: bx[1] + bx[3] - 0.5}, {X: bx[0] + 0.5, Y: bx[1] + 0.5}}
		mk.ID = fmt.Sprintf("inset-%d", k+1)
		mk.Lines = append([][]board.Point{frame}, mk.Lines...)
		b.Markers = append(b.Markers, mk)
	}
	decorate(b, s, pr, geo)
	for _, bd := range s.Borders {
		lines := sharedBoundary(f.Label, W, H, int32(index[bd.Between[0]]+1), int32(index[bd.Between[1]]+1))
		if len(lines) == 0 {
			return nil, Stats{}, s.errAt("between", "border %v: the two provinces do not touch", bd.Between)
		}
		b.Borders = append(b.Borders, board.Border{Between: [2]string{bd.Between[0], bd.Between[1]}, Lines: lines})
	}
	for _, m := range s.Markers {
		mk, err := marker(s, pr, f, index, m)
		if err != nil {
			return nil, Stats{}, err
		}
		b.Markers = append(b.Markers, mk)
	}
	return b, Stats{W: W, H: H, Elapsed: time.Since(start), NeutralLand: neutral}, nil
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

func nearestMedium(f *Field, x, y int, land bool, r int) (int, bool) {
	best, bd := -1, math.Inf(1)
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			xx, yy := x+dx, y+dy
			if xx < 0 || yy < 0 || xx >= f.W || yy >= f.H {
				continue
			}
			if i := yy*f.W + xx; f.Land[i] == land {
				if d := math.Hypot(float64(dx), float64(dy)); d < bd {
					best, bd = i, d
				}
			}
		}
	}
	return best, best >= 0
}

func traceLabel(label []int32, W int, lab int32, bx box) []board.Ring {
	return simplifyAll(Trace(bx.x0, bx.y0, bx.x1, bx.y1, func(x, y int) bool { return label[y*W+x] == lab }), 1.5)
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
// polylines.
func sharedBoundary(label []int32, W, H int, a, b int32) [][]board.Point {
	type seg struct{ p, q [2]int }
	var segs []seg
	is := func(u, v int32) bool { return (u == a && v == b) || (u == b && v == a) }
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
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

// decorate adds lakes and rivers.
func decorate(b *board.Board, s *Spec, pr *Projector, geo *Geo) {
	W, H := int(b.Width), int(b.Height)
	if s.Lakes != nil {
		for _, ft := range geo.Lakes {
			for _, poly := range ft.Polygons {
				if len(poly) == 0 || len(poly[0]) == 0 {
					continue
				}
				rings := projectRings(pr, poly, pr.insetOf(poly[0][0][0], poly[0][0][1]))
				if !onBoard(rings, W, H) {
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
		for _, ft := range geo.Rivers {
			for _, l := range ft.Lines {
				var cur []board.Point
				flush := func() {
					if len(cur) >= 2 && length(cur) >= s.Rivers.MinLength {
						b.Rivers = append(b.Rivers, SimplifyLine(cur, simplifyEps))
					}
					cur = nil
				}
				domain := -2
				for _, ll := range l {
					if k := pr.insetOf(ll[0], ll[1]); k != domain {
						flush()
						domain = k
					}
					p := pr.Project(ll[0], ll[1])
					if p.X < 0 || p.Y < 0 || p.X > float64(W) || p.Y > float64(H) {
						flush()
						continue
					}
					cur = append(cur, p)
				}
				flush()
			}
		}
	}
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
func marker(s *Spec, pr *Projector, f *Field, index map[string]int, m MarkerSpec) (board.Marker, error) {
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
		var out []int
		for i, l := range f.Label {
			if l != lab {
				continue
			}
			x, y := i%f.W, i/f.W
			for _, o := range n4 {
				xx, yy := x+o[0], y+o[1]
				if xx >= 0 && yy >= 0 && xx < f.W && yy < f.H && f.Label[yy*f.W+xx] != lab {
					out = append(out, i)
					break
				}
			}
		}
		return out
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
