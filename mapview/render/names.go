package render

import (
	"image"
	"math"
	"sort"
	"strings"

	"dipdesk/variants/board"
)

// This file decides, at each zoom, what each province's label says and
// where it stands: its full name wherever that fits inside the province,
// else its code (the variant's province id in capitals, one scheme on
// every board), placed clear of every unit place, every supply-centre
// marker and every other name.

// Name sizes at fit zoom, in logical pixels: at least NamePx in the turn
// screen's board pane of a 1920×1080 window (board.FitView), and never
// under MinNamePx at any zoom (a smaller pane shows the board smaller).
const (
	NamePx    = 11
	MinNamePx = 10
	// MaxNamePx caps how far zooming in grows a name: room grows with the
	// zoom faster than names do, so full names appear.
	MaxNamePx = 20
)

// labelSize is a label's pixel size and halo radius at a logical scale
// and density: at fit zoom the board's own size for it (board.LabelPx,
// as mapgen sized it) but no less than NamePx, growing with the square
// root of the zoom, and never under MinNamePx.
func labelSize(b *board.Board, l board.Label, logical, density float64) (float64, int) {
	fit := board.FitScale(b.Width, b.Height)
	base := max(NamePx, board.LabelPx(l.Size, fit))
	px := base * math.Sqrt(logical/fit)
	px = max(MinNamePx, min(max(base, MaxNamePx), px)) * density
	return px, max(1, int(px/8))
}

// Code is how a province is named where its full name does not fit: its
// id in capitals ("STP", "NAO").
func Code(province string) string { return strings.ToUpper(province) }

type namedKey struct {
	b              *board.Board
	scale, logical int // thousandths
}

// named is b with each label's text and place as drawn at a scale (see
// placeNames), cached per scale so that decluttering (cached per board)
// sees one board per zoom.
func (c *Cache) named(b *board.Board, scale, logical, density float64) *board.Board {
	k := namedKey{b, int(math.Round(scale * 1000)), int(math.Round(logical * 1000))}
	c.mu.Lock()
	if n, ok := c.names[k]; ok {
		c.mu.Unlock()
		return n
	}
	c.mu.Unlock()
	cp := *b
	cp.Labels = c.placeNames(b, scale, logical, density)
	n := &cp
	c.mu.Lock()
	defer c.mu.Unlock()
	if first, ok := c.names[k]; ok {
		return first // a pen drawing another band got here first
	}
	if c.names == nil || len(c.names) > 64 {
		for _, old := range c.names {
			delete(c.origin, old)
		}
		c.names = map[namedKey]*board.Board{}
	}
	c.names[k] = n
	c.derive(n, b)
	return n
}

// obstacle is a disc a name must stay clear of (a unit place, a centre
// marker), in pixels.
type obstacle struct{ x, y, r float64 }

// boxGrid finds the boxes and discs near a box quickly.
type boxGrid struct {
	cell  float64
	boxes map[[2]int][]image.Rectangle
	discs map[[2]int][]obstacle
}

func newBoxGrid(cell float64) *boxGrid {
	return &boxGrid{cell: max(8, cell), boxes: map[[2]int][]image.Rectangle{}, discs: map[[2]int][]obstacle{}}
}

func (g *boxGrid) span(x0, y0, x1, y1 float64) (int, int, int, int) {
	return int(math.Floor(x0 / g.cell)), int(math.Floor(y0 / g.cell)), int(math.Floor(x1 / g.cell)), int(math.Floor(y1 / g.cell))
}

func (g *boxGrid) addBox(r image.Rectangle) {
	i0, j0, i1, j1 := g.span(float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y))
	for j := j0; j <= j1; j++ {
		for i := i0; i <= i1; i++ {
			g.boxes[[2]int{i, j}] = append(g.boxes[[2]int{i, j}], r)
		}
	}
}

func (g *boxGrid) addDisc(o obstacle) {
	i0, j0, i1, j1 := g.span(o.x-o.r, o.y-o.r, o.x+o.r, o.y+o.r)
	for j := j0; j <= j1; j++ {
		for i := i0; i <= i1; i++ {
			g.discs[[2]int{i, j}] = append(g.discs[[2]int{i, j}], o)
		}
	}
}

// free reports whether box r (with gap pixels round it) meets no box and
// no disc.
func (g *boxGrid) free(r image.Rectangle, gap int) bool {
	q := r.Inset(-gap)
	i0, j0, i1, j1 := g.span(float64(q.Min.X), float64(q.Min.Y), float64(q.Max.X), float64(q.Max.Y))
	for j := j0; j <= j1; j++ {
		for i := i0; i <= i1; i++ {
			for _, o := range g.boxes[[2]int{i, j}] {
				if o.Overlaps(q) {
					return false
				}
			}
			for _, o := range g.discs[[2]int{i, j}] {
				nx := min(max(o.x, float64(r.Min.X)), float64(r.Max.X))
				ny := min(max(o.y, float64(r.Min.Y)), float64(r.Max.Y))
				if (nx-o.x)*(nx-o.x)+(ny-o.y)*(ny-o.y) < o.r*o.r {
					return false
				}
			}
		}
	}
	return true
}

// placeNames gives each label of b its text and place at a scale. Labels
// of small provinces go first (they have the fewest places). For each,
// in turn: the full name at the board's place for it or the nearest
// place inside the province where it fits; else the code likewise; else
// the code just by the province, clear of everything; else the code
// where the board puts it (decluttering may then leave it out).
func (c *Cache) placeNames(b *board.Board, scale, logical, density float64) []board.Label {
	labels := append([]board.Label(nil), b.Labels...)
	bl := c.borders(b)
	unitR := float64(LookFor(bl.unitSize, logical, Palette{Weight: 1}).R) * density
	k := float64(LineScale(b, logical) * density)
	grid := newBoxGrid(3 * unitR)
	for _, a := range b.Units {
		grid.addDisc(obstacle{a.At.X * scale, a.At.Y * scale, unitR*1.05 + 1})
	}
	for _, s := range b.SCs {
		grid.addDisc(obstacle{s.At.X * scale, s.At.Y * scale, float64(scRadius(float32(k))) + 0.85*k + 1.5})
	}
	order := make([]int, len(labels))
	area := make([]float64, len(labels))
	for i, l := range labels {
		order[i] = i
		area[i] = math.Inf(1)
		if pr := b.Province(l.Province); pr != nil {
			area[i] = pr.Area()
		}
	}
	sort.SliceStable(order, func(x, y int) bool { return area[order[x]] < area[order[y]] })
	for _, i := range order {
		l := &labels[i]
		pr := b.Province(l.Province)
		if pr == nil || l.Province == "" {
			continue
		}
		px, halo := labelSize(b, *l, logical, density)
		full := pr.Name
		if full == "" {
			full = l.Text
		}
		code := Code(l.Province)
		pref := Pt{float32(l.At.X * scale), float32(l.At.Y * scale)}
		at, text, ok := Pt{}, "", false
		for _, t := range []string{full, code} {
			if at, ok = c.spot(pr, t, px, halo, pref, scale, grid, true); ok {
				text = t
				break
			}
		}
		if !ok {
			text = code
			if at, ok = c.spot(pr, code, px, halo, pref, scale, grid, false); !ok {
				at = pref
			}
		}
		l.Text = text
		l.At = board.Point{X: float64(at.X) / scale, Y: float64(at.Y) / scale}
		grid.addBox(c.labelBox(at, text, px, halo))
	}
	return labels
}

// spot finds where text, px pixels high, can stand for province pr: the
// nearest place to pref (pixels, the baseline's centre) whose glyph box
// is clear of the grid's boxes and discs and, with inside, lies inside
// the province (without, it need only be near it).
func (c *Cache) spot(pr *board.Province, text string, px float64, halo int, pref Pt, scale float64, grid *boxGrid, inside bool) (Pt, bool) {
	m := c.get(text, px, false, halo)
	if m == nil {
		return Pt{}, false
	}
	g := m.glyphs.Rect.Sub(m.dot).Inset(halo + 1) // the glyphs round the baseline centre
	w, h := float64(g.Dx()), float64(g.Dy())
	bb := pr.Bounds
	if bb == (board.Rect{}) {
		bb = board.BoundsOf(pr.Rings)
	}
	bx0, by0 := bb.Min.X*scale, bb.Min.Y*scale
	bx1, by1 := bb.Max.X*scale, bb.Max.Y*scale
	if !inside { // near the province: within a line of its box
		bx0, by0, bx1, by1 = bx0-w/2-h, by0-2*h, bx1+w/2+h, by1+2*h
	}
	xlo, xhi := bx0-float64(g.Min.X), bx1-float64(g.Max.X)
	ylo, yhi := by0-float64(g.Min.Y), by1-float64(g.Max.Y)
	if xlo > xhi || ylo > yhi {
		return Pt{}, false
	}
	sx, sy := max(2, w/12), max(2, h/4)
	type cand struct {
		at Pt
		d  float64
	}
	var cands []cand
	px0, py0 := float64(pref.X), float64(pref.Y)
	if px0 >= xlo && px0 <= xhi && py0 >= ylo && py0 <= yhi {
		cands = append(cands, cand{pref, 0})
	}
	for y := ylo; y <= yhi; y += sy {
		for x := xlo; x <= xhi; x += sx {
			d := (x-px0)*(x-px0) + (y-py0)*(y-py0)
			cands = append(cands, cand{Pt{float32(x), float32(y)}, d})
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].d < cands[j].d })
	const most = 1200
	if len(cands) > most {
		cands = cands[:most]
	}
	for _, cd := range cands {
		box := c.labelBox(cd.at, text, px, halo)
		if !grid.free(box, nameGap) {
			continue
		}
		if inside && !boxInside(pr, box, scale) {
			continue
		}
		if !inside && !pr.Contains(board.Point{X: float64(cd.at.X) / scale, Y: float64(cd.at.Y) / scale}) && !nearProvince(pr, box, scale) {
			continue
		}
		return cd.at, true
	}
	return Pt{}, false
}

// boxInside reports whether a pixel box lies inside pr: a grid of points
// over it in pr, all but insideSlack of them.
func boxInside(pr *board.Province, r image.Rectangle, scale float64) bool {
	out := 0
	for i := 0; i <= 6; i++ {
		x := (float64(r.Min.X) + float64(r.Dx())*float64(i)/6) / scale
		for j := 0; j <= 2; j++ {
			y := (float64(r.Min.Y) + float64(r.Dy())*float64(j)/2) / scale
			if !pr.Contains(board.Point{X: x, Y: y}) {
				if out++; out > insideSlack {
					return false
				}
			}
		}
	}
	return true
}

// insideSlack is how many of the 21 points boxInside tests may fall
// outside the province: a glyph box's corners are mostly empty, and a
// name whose box corner grazes a border still reads as inside.
const insideSlack = 2

// nameGap is the clear pixels kept between a name's glyphs and another
// name, a unit place or a centre marker (the halo's width).
const nameGap = 1

// nearProvince reports whether a pixel box touches pr: some point of a
// grid over it lies in pr, so the name reads as the province's.
func nearProvince(pr *board.Province, r image.Rectangle, scale float64) bool {
	for i := 0; i <= 4; i++ {
		x := (float64(r.Min.X) + float64(r.Dx())*float64(i)/4) / scale
		for j := 0; j <= 2; j++ {
			y := (float64(r.Min.Y) + float64(r.Dy())*float64(j)/2) / scale
			if pr.Contains(board.Point{X: x, Y: y}) {
				return true
			}
		}
	}
	return false
}
