package render

import (
	"cmp"
	"image"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

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
	NamePx    = board.FitNamePx
	MinNamePx = 10
	// MaxNamePx caps how far zooming in grows a name: room grows with the
	// zoom faster than names do, so full names appear.
	MaxNamePx = 20
)

// labelSize is a label's pixel size and halo radius at a logical scale
// and density: at fit zoom the board's own size for it (board.LabelPx,
// as mapgen sized it) but no less than NamePx (board.SeenPx, which mapgen
// reports by), growing with the square root of the zoom, and never under
// MinNamePx.
func labelSize(b *board.Board, l board.Label, logical, density float64) (float64, int) {
	// The widget's fit in the design pane, which spares ToolColumn: at
	// fit zoom there a name is drawn at base.
	fit := FitScale(b.Width, b.Height, board.FitView.W, board.FitView.H)
	base := board.SeenPx(l.Size, b.Width, b.Height)
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
// sees one board per zoom. Pens drawing bands of one frame in parallel
// wait for one placement rather than each doing it.
func (c *Cache) named(b *board.Board, scale, logical, density float64) *board.Board {
	k := namedKey{b, int(math.Round(scale * 1000)), int(math.Round(logical * 1000))}
	c.mu.Lock()
	e, ok := c.names[k]
	if !ok {
		if c.names == nil || len(c.names) > 64 {
			for _, old := range c.names {
				if old.b != nil {
					delete(c.origin, old.b)
					delete(c.placed, old.b)
				}
			}
			c.names = map[namedKey]*namedEntry{}
		}
		e = &namedEntry{}
		c.names[k] = e
	}
	c.mu.Unlock()
	e.once.Do(func() {
		cp := *b
		pl := c.placeNames(b, scale, logical, density)
		cp.Labels = pl.labels
		c.mu.Lock()
		c.derive(&cp, b)
		if c.placed == nil {
			c.placed = map[*board.Board]*placement{}
		}
		c.placed[&cp] = &pl
		c.mu.Unlock()
		e.b = &cp
		e.done.Store(true)
	})
	return e.b
}

// placedIfDone is the placement of b's names at a scale if it is done,
// else nil: it never waits for one.
func (c *Cache) placedIfDone(b *board.Board, scale, logical float64) *placement {
	k := namedKey{b, int(math.Round(scale * 1000)), int(math.Round(logical * 1000))}
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.names[k]
	if !ok || !e.done.Load() {
		return nil
	}
	return c.placed[e.b]
}

// namedEntry is one zoom's placed names, placed once; done is set once
// b is.
type namedEntry struct {
	once sync.Once
	b    *board.Board
	done atomic.Bool
}

// obstacle is a disc a name must stay clear of (a unit place, a centre
// marker), in pixels; unitOf is the province of a unit place.
type obstacle struct {
	x, y, r float64
	unitOf  string
}

// boxGrid finds the boxes and discs near a box quickly: cells of a w×h
// pixel board (what lies beyond its edges goes in the edge cells).
type boxGrid struct {
	cell       float64
	cols, rows int
	boxes      [][]gridBox
	// ignoreOwned makes free count only boxes that are not a placed
	// name's (the placement's dry runs).
	ignoreOwned bool
	// ownUnits makes free pass over the unit places of this province
	// (a code's last resort, which sooner stands under its own unit than
	// under another's).
	ownUnits string
	discs    [][]obstacle
	// extra is discs that count for the moment, whatever their
	// province (a unit place makeRoom tries).
	extra []obstacle
}

func newBoxGrid(cell, w, h float64) *boxGrid {
	cell = max(8, cell)
	cols, rows := int(w/cell)+1, int(h/cell)+1
	return &boxGrid{cell: cell, cols: cols, rows: rows, boxes: make([][]gridBox, cols*rows), discs: make([][]obstacle, cols*rows)}
}

// span is the cells (inclusive) a pixel box meets.
func (g *boxGrid) span(x0, y0, x1, y1 float64) (int, int, int, int) {
	c := func(v float64, n int) int { return min(max(int(math.Floor(v/g.cell)), 0), n-1) }
	return c(x0, g.cols), c(y0, g.rows), c(x1, g.cols), c(y1, g.rows)
}

// gridBox is a box in the grid; it counts while *alive (nil: always).
type gridBox struct {
	r     image.Rectangle
	alive *bool
}

func (g *boxGrid) addBox(r image.Rectangle) { g.addOwned(r, nil) }

// addOwned adds a box that counts while *alive: a placed name's, which
// the placement may take back.
func (g *boxGrid) addOwned(r image.Rectangle, alive *bool) {
	i0, j0, i1, j1 := g.span(float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y))
	for j := j0; j <= j1; j++ {
		for i := i0; i <= i1; i++ {
			g.boxes[j*g.cols+i] = append(g.boxes[j*g.cols+i], gridBox{r, alive})
		}
	}
}

func (g *boxGrid) addDisc(o obstacle) {
	i0, j0, i1, j1 := g.span(o.x-o.r, o.y-o.r, o.x+o.r, o.y+o.r)
	for j := j0; j <= j1; j++ {
		for i := i0; i <= i1; i++ {
			g.discs[j*g.cols+i] = append(g.discs[j*g.cols+i], o)
		}
	}
}

// discFree reports whether a disc (centre x, y and radius r, in pixels)
// keeps gap pixels from every box that counts and meets no disc, the
// unit places of province own aside.
func (g *boxGrid) discFree(x, y, r float64, gap int, own string) bool {
	i0, j0, i1, j1 := g.span(x-r-float64(gap), y-r-float64(gap), x+r+float64(gap), y+r+float64(gap))
	for _, o := range g.extra {
		if math.Hypot(o.x-x, o.y-y) < o.r+r {
			return false
		}
	}
	for j := j0; j <= j1; j++ {
		for i := i0; i <= i1; i++ {
			for _, o := range g.boxes[j*g.cols+i] {
				if o.alive != nil && !*o.alive {
					continue
				}
				q := o.r.Inset(-gap)
				nx := min(max(x, float64(q.Min.X)), float64(q.Max.X))
				ny := min(max(y, float64(q.Min.Y)), float64(q.Max.Y))
				if (nx-x)*(nx-x)+(ny-y)*(ny-y) < r*r {
					return false
				}
			}
			for _, o := range g.discs[j*g.cols+i] {
				if o.unitOf != "" && o.unitOf == own {
					continue
				}
				if math.Hypot(o.x-x, o.y-y) < o.r+r {
					return false
				}
			}
		}
	}
	return true
}

// free reports whether box r (with gap pixels round it) meets no box and
// no disc.
func (g *boxGrid) free(r image.Rectangle, gap int) bool { return g.clear(r, gap, true) }

// clear reports whether box r (with gap pixels round it) meets no box
// and, with discs, no disc.
func (g *boxGrid) clear(r image.Rectangle, gap int, discs bool) bool {
	q := r.Inset(-gap)
	if discs {
		for _, o := range g.extra {
			nx := min(max(o.x, float64(r.Min.X)), float64(r.Max.X))
			ny := min(max(o.y, float64(r.Min.Y)), float64(r.Max.Y))
			if (nx-o.x)*(nx-o.x)+(ny-o.y)*(ny-o.y) < o.r*o.r {
				return false
			}
		}
	}
	i0, j0, i1, j1 := g.span(float64(q.Min.X), float64(q.Min.Y), float64(q.Max.X), float64(q.Max.Y))
	for j := j0; j <= j1; j++ {
		for i := i0; i <= i1; i++ {
			for _, o := range g.boxes[j*g.cols+i] {
				if o.r.Overlaps(q) && (o.alive == nil || (*o.alive && !g.ignoreOwned)) {
					return false
				}
			}
			if !discs {
				continue
			}
			for _, o := range g.discs[j*g.cols+i] {
				if o.unitOf != "" && o.unitOf == g.ownUnits {
					continue
				}
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

// spot finds where text, px pixels high, can stand for province pr: the
// nearest place to pref (pixels, the baseline's centre) whose glyph box
// is clear of the grid's boxes and discs and, with inside, lies inside
// the province (without, it need only touch it). The places tried are a
// grid over the province's box: coarse, at most about 17×17, or fine,
// steps of a twelfth of the name's width and a quarter of its height.
//
// The places that do not meet the province as asked are dropped before
// the rest are ordered by distance: that test is three row lookups, and
// a fine grid over a large province zoomed in holds thousands of places
// of which few pass, so ordering them all cost more than testing them.
// buf is a buffer kept by the caller between calls (nil for none).
func (c *Cache) spot(pr *board.Province, rows *provinceRows, text string, px float64, halo int, pref Pt, grid *boxGrid, inside, fine bool, buf *[]spotCand) (Pt, bool) {
	m := c.get(text, px, false, halo)
	if m == nil {
		return Pt{}, false
	}
	g := m.glyphs.Rect.Sub(m.dot).Inset(halo + 1) // the glyphs round the baseline centre
	w, h := float64(g.Dx()), float64(g.Dy())
	bx0, by0, bx1, by1 := rows.box()
	if !inside { // near the province: within a line of its box
		bx0, by0, bx1, by1 = bx0-w/2-h, by0-2*h, bx1+w/2+h, by1+2*h
	}
	xlo, xhi := bx0-float64(g.Min.X), bx1-float64(g.Max.X)
	ylo, yhi := by0-float64(g.Min.Y), by1-float64(g.Max.Y)
	if xlo > xhi || ylo > yhi {
		return Pt{}, false
	}
	sx, sy := max(2, w/12), max(2, h/4)
	if !fine {
		sx, sy = max(sx, (xhi-xlo)/16), max(sy, (yhi-ylo)/16)
	}
	var cands []spotCand
	if buf != nil {
		cands = (*buf)[:0]
	}
	meets := func(x, y int) bool {
		box := g.Add(image.Pt(x, y))
		if inside {
			return rows.holds(box)
		}
		return rows.touches(box)
	}
	px0, py0 := float64(pref.X), float64(pref.Y)
	if px0 >= xlo && px0 <= xhi && py0 >= ylo && py0 <= yhi {
		x, y := int(math.Round(px0)), int(math.Round(py0))
		if meets(x, y) {
			cands = append(cands, spotCand{x, y, -1})
		}
	}
	for y := ylo; y <= yhi; y += sy {
		for x := xlo; x <= xhi; x += sx {
			ix, iy := int(math.Round(x)), int(math.Round(y))
			if meets(ix, iy) {
				cands = append(cands, spotCand{ix, iy, (x-px0)*(x-px0) + (y-py0)*(y-py0)})
			}
		}
	}
	if buf != nil {
		*buf = cands
	}
	slices.SortFunc(cands, func(a, b spotCand) int { return cmp.Compare(a.d, b.d) })
	for _, cd := range cands {
		if grid.free(g.Add(image.Pt(cd.x, cd.y)), nameGap) {
			return Pt{float32(cd.x), float32(cd.y)}, true
		}
	}
	return Pt{}, false
}

// spotCand is a place spot tries: a baseline centre and its squared
// distance from the preferred place.
type spotCand struct {
	x, y int
	d    float64
}

// How spot walks the places it tries.
const (
	coarse = false
	fine   = true
)

// roomy reports whether a province is large enough, at a scale, for a
// name w×h pixels to be worth a fine search where a coarse one found no
// place: its box holds the name, and its area is several times the
// name's (the places of units and centres take their share).
func roomy(pr *board.Province, rows *provinceRows, w, h float64) bool {
	x0, y0, x1, y1 := rows.box()
	return x1-x0 > w && y1-y0 > 2*h && pr.Area()*rows.scale*rows.scale > 4*w*h
}

// provinceRows answers, for a province at a scale, which stretches of a
// pixel row lie inside it (even-odd over its rings), all rows worked out
// together the first time one is asked for: whether a name's box fits
// inside is then three lookups.
type provinceRows struct {
	pr     *board.Province
	scale  float64
	y0     int         // the first pixel row of the province's box
	rows   [][]float64 // pixel row y0+i → sorted crossings (pairs are inside)
	worked bool        // whether rows is worked out
}

func newProvinceRows(pr *board.Province, scale float64) *provinceRows {
	r := &provinceRows{pr: pr, scale: scale}
	_, by0, _, by1 := r.box()
	r.y0 = int(math.Floor(by0)) - 1
	n := max(0, int(math.Ceil(by1))+2-r.y0)
	r.rows = make([][]float64, n)
	return r
}

// box is the province's bounding box in pixels.
func (r *provinceRows) box() (x0, y0, x1, y1 float64) {
	bb := r.pr.Bounds
	if bb == (board.Rect{}) {
		bb = board.BoundsOf(r.pr.Rings)
	}
	return bb.Min.X * r.scale, bb.Min.Y * r.scale, bb.Max.X * r.scale, bb.Max.Y * r.scale
}

// at is the sorted x crossings of pixel row y (at its middle).
func (r *provinceRows) at(y int) []float64 {
	i := y - r.y0
	if i < 0 || i >= len(r.rows) {
		return nil // beyond the province's box
	}
	if !r.worked {
		r.work()
	}
	return r.rows[i]
}

// work finds every row's crossings in one walk round the rings: each
// edge gives its crossing to the rows whose middles it spans, so a
// province costs its edges plus its crossings, not its edges once per
// row (zoomed in, a large province has hundreds of rows).
func (r *provinceRows) work() {
	s := r.scale
	for _, ring := range r.pr.Rings {
		n := len(ring)
		for i, j := 0, n-1; i < n; j, i = i, i+1 {
			a, b := ring[i], ring[j]
			if a.Y == b.Y {
				continue
			}
			lo, hi := min(a.Y, b.Y), max(a.Y, b.Y)
			// Rows y whose middle by = (y+0.5)/s has lo <= by < hi:
			// where exactly one end lies below by.
			y := max(int(math.Ceil(lo*s-0.5))-1, r.y0)
			for ; y-r.y0 < len(r.rows); y++ {
				by := (float64(y) + 0.5) / s
				if by >= hi {
					break
				}
				if (a.Y > by) != (b.Y > by) {
					k := y - r.y0
					r.rows[k] = append(r.rows[k], (a.X+(by-a.Y)*(b.X-a.X)/(b.Y-a.Y))*s)
				}
			}
		}
	}
	for _, xs := range r.rows {
		sort.Float64s(xs)
	}
	r.worked = true
}

// span is the inside stretch of row y holding x, if x is inside.
func (r *provinceRows) span(y int, x float64) (float64, float64, bool) {
	xs := r.at(y)
	i := sort.SearchFloat64s(xs, x)
	if i%2 == 0 || i >= len(xs) {
		return 0, 0, false // an even number of crossings left of x: outside
	}
	return xs[i-1], xs[i], true
}

// holds reports whether a pixel box lies inside the province: along its
// middle row wholly, along its top and bottom rows all but a sixth of its
// width at each end (a glyph box's corners are mostly empty, and a name
// whose box corner grazes a border still reads as inside).
func (r *provinceRows) holds(b image.Rectangle) bool {
	cx := float64(b.Min.X+b.Max.X) / 2
	cut := float64(b.Dx()) / 6
	for _, row := range []struct {
		y   int
		cut float64
	}{{(b.Min.Y + b.Max.Y) / 2, 0}, {b.Min.Y, cut}, {b.Max.Y - 1, cut}} {
		lo, hi, ok := r.span(row.y, cx)
		if !ok || lo > float64(b.Min.X)+row.cut || hi < float64(b.Max.X)-row.cut {
			return false
		}
	}
	return true
}

// overlaps reports whether at least share of a pixel box's area lies
// inside the province.
func (r *provinceRows) overlaps(b image.Rectangle, share float64) bool {
	in := 0.0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		xs := r.at(y)
		for i := 0; i+1 < len(xs); i += 2 {
			in += max(0, min(xs[i+1], float64(b.Max.X))-max(xs[i], float64(b.Min.X)))
		}
	}
	return in >= share*float64(b.Dx()*b.Dy())
}

// touches reports whether a pixel box meets the province along its top,
// middle or bottom row.
func (r *provinceRows) touches(b image.Rectangle) bool {
	for _, y := range []int{b.Min.Y, (b.Min.Y + b.Max.Y) / 2, b.Max.Y - 1} {
		xs := r.at(y)
		for i := 0; i+1 < len(xs); i += 2 {
			if xs[i] < float64(b.Max.X) && xs[i+1] > float64(b.Min.X) {
				return true
			}
		}
	}
	return false
}

// nameGap is the clear pixels kept between a name's glyphs and another
// name, a unit place or a centre marker (the halo's width).
const nameGap = 1

// NameAt is how province id is labelled at a scale (pixels per board
// unit, logical pixels per board unit and device pixels per logical
// pixel, as a Pen has them): the text, the board point of its baseline's
// centre, whether that is the province's full name and whether the name
// is drawn (decluttering may leave it out). ok is false for a province
// without a label.
func (c *Cache) NameAt(b *board.Board, id string, scale, logical, density float64) (text string, at board.Point, full, shown, ok bool) {
	n := c.named(b, scale, logical, density)
	vis := c.shownLabels(n, scale, logical, density)
	pr := b.Province(id)
	for i, l := range n.Labels {
		if l.Province == id {
			full = pr != nil && (strings.ReplaceAll(l.Text, "\n", " ") == pr.Name || pr.Name == "")
			return l.Text, l.At, full, vis[i], true
		}
	}
	return "", board.Point{}, false, false, false
}

// leadersOf is, for a board with its names placed (named), each label's
// leader line in board points, or nil where it has none.
func (c *Cache) leadersOf(n *board.Board) [][]board.Point {
	c.mu.Lock()
	defer c.mu.Unlock()
	if pl := c.placed[n]; pl != nil {
		return pl.leaders
	}
	return nil
}

// sizeOf is labelSize for label i of b: smaller where placement chose a
// smaller size for it (a name that fits its province only so).
func (c *Cache) sizeOf(b *board.Board, i int, l board.Label, logical, density float64) (float64, int) {
	c.mu.Lock()
	pl := c.placed[b]
	c.mu.Unlock()
	if pl != nil && i < len(pl.px) && pl.px[i] > 0 {
		return pl.px[i], max(1, int(pl.px[i]/8))
	}
	return labelSize(b, l, logical, density)
}
