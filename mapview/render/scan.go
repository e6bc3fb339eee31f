package render

import (
	"image"
	"image/color"
	"math"
	"slices"
)

// Pt is a point in pixel coordinates of a destination image (which may have
// an offset Rect: see NewPen).
type Pt struct{ X, Y float32 }

// Paint is how covered pixels are coloured: a colour, or every Spacing-th
// diagonal in Hatch over Color.
type Paint struct {
	Color   color.NRGBA
	Hatch   color.NRGBA
	Spacing int // 0: solid
}

// Solid is a Paint of one colour.
func Solid(c color.NRGBA) Paint { return Paint{Color: c} }

// subSamples is the vertical supersampling of the scanline rasteriser;
// horizontal coverage is exact per sub-scanline.
const subSamples = 5

type scanEdge struct {
	y0, y1 float32
	x0     float32 // x at y0
	slope  float32 // dx/dy
	dir    int32
}

type activeEdge struct {
	e   int32 // index in edges
	x   float32
	dir int32
}

// scanner is a sparse anti-aliasing scanline rasteriser. Unlike a
// full-box accumulation rasteriser its cost follows the covered area and
// the number of edges, not the bounding box, so long thin strokes across the
// board and large sea provinces stay cheap.
type scanner struct {
	edges  []scanEdge
	sorted []scanEdge
	count  []int32
	active []activeEdge
	acc    []float32 // fractional coverage per pixel of the current row
	run    []float32 // difference array: full-coverage runs
	ev     []int32   // the columns where acc or run was written
	seen   []bool    // columns already in ev
}

// fill paints polys (closed, pixel coordinates) into dst inside clip.
// evenOdd selects the even-odd rule; otherwise non-zero winding. It works
// in three steps: collect the edges that can meet the clip, sort them by
// their top, then sweep the rows, each row accumulating the coverage of its
// sub-scanlines and blending it into dst.
func (s *scanner) fill(dst *image.RGBA, clip image.Rectangle, polys [][]Pt, evenOdd bool, p Paint) {
	r := clip.Intersect(dst.Rect)
	if r.Empty() || p.Color.A == 0 && (p.Spacing == 0 || p.Hatch.A == 0) {
		return
	}
	ymin, ymax := s.collectEdges(polys, r)
	if len(s.edges) == 0 {
		return
	}
	py0 := max(r.Min.Y, int(math.Floor(float64(ymin))))
	py1 := min(r.Max.Y, int(math.Ceil(float64(ymax))))
	s.sortEdges(py0, py1)
	row := s.coverRow(r)
	next := 0
	s.active = s.active[:0]
	for py := py0; py < py1; py++ {
		row.lo, row.hi = row.n, -1
		for si := 0; si < subSamples; si++ {
			sy := float32(py) + (float32(si)+0.5)*(1.0/subSamples)
			next = s.advance(sy, next)
			s.cover(&row, evenOdd)
		}
		if row.hi < row.lo {
			row.ev = row.ev[:0]
			continue
		}
		s.ev = row.ev
		blendRow(dst, r.Min.X, py, &row, p)
		row.ev = row.ev[:0]
	}
}

// collectEdges keeps the non-horizontal edges of polys that can cover
// pixels of r, pointing down with their winding direction, and returns the
// vertical extent they span.
func (s *scanner) collectEdges(polys [][]Pt, r image.Rectangle) (ymin, ymax float32) {
	rx1 := float32(r.Max.X)
	ry0, ry1 := float32(r.Min.Y), float32(r.Max.Y)
	s.edges = s.edges[:0]
	ymin, ymax = float32(math.MaxFloat32), float32(-math.MaxFloat32)
	for _, poly := range polys {
		n := len(poly)
		if n < 3 {
			continue
		}
		for i := 0; i < n; i++ {
			a, b := poly[i], poly[(i+1)%n]
			if a.Y == b.Y {
				continue
			}
			dir := int32(1)
			if a.Y > b.Y {
				a, b, dir = b, a, -1
			}
			if b.Y <= ry0 || a.Y >= ry1 || (a.X >= rx1 && b.X >= rx1) {
				continue
			}
			s.edges = append(s.edges, scanEdge{y0: a.Y, y1: b.Y, x0: a.X, slope: (b.X - a.X) / (b.Y - a.Y), dir: dir})
			ymin, ymax = min(ymin, a.Y), max(ymax, b.Y)
		}
	}
	return ymin, ymax
}

// coverRow is one pixel row's coverage across the clip, in the scanner's
// reused buffers: fractional coverage per pixel, full-coverage runs as a
// difference array, and the columns either was written at (the events:
// between two of them the coverage is the same for every pixel).
type coverRow struct {
	acc, run []float32
	ev       []int32
	seen     []bool
	x0, x1   float32 // the clip's left and right edges
	n        int     // pixels across
	lo, hi   int     // columns touched in this row
}

// coverRow sizes the row buffers for r.
func (s *scanner) coverRow(r image.Rectangle) coverRow {
	w := r.Dx()
	if cap(s.acc) < w+2 {
		s.acc = make([]float32, w+2)
		s.run = make([]float32, w+2)
		s.seen = make([]bool, w+2)
	}
	return coverRow{acc: s.acc[:w+2], run: s.run[:w+2], ev: s.ev[:0], seen: s.seen[:w+2],
		x0: float32(r.Min.X), x1: float32(r.Max.X), n: w}
}

// span adds one sub-scanline's coverage from x a to b (pixels).
func (c *coverRow) span(a, b float32) {
	const k = 1.0 / subSamples
	a -= c.x0
	b -= c.x0
	a = max(a, 0)
	b = min(b, float32(c.n))
	if b <= a {
		return
	}
	ia, ib := int(a), int(b)
	if ia == ib {
		c.acc[ia] += (b - a) * k
		c.event(ia)
	} else {
		c.acc[ia] += (float32(ia+1) - a) * k
		c.run[ia+1] += k
		c.run[ib] -= k
		c.acc[ib] += (b - float32(ib)) * k
		c.event(ia)
		c.event(ia + 1)
		c.event(ib)
	}
	c.lo, c.hi = min(c.lo, ia), max(c.hi, ib)
}

// event notes that column x's coverage was written, once per row.
func (c *coverRow) event(x int) {
	if !c.seen[x] {
		c.seen[x] = true
		c.ev = append(c.ev, int32(x))
	}
}

// advance moves the active edges to sub-scanline sy: drops those that
// ended, steps the others, and takes in the sorted edges starting by sy
// (from next on). It returns the first edge not yet taken in.
func (s *scanner) advance(sy float32, next int) int {
	j := 0
	for _, a := range s.active {
		e := &s.edges[a.e]
		if e.y1 <= sy {
			continue
		}
		a.x = e.x0 + (sy-e.y0)*e.slope
		s.active[j] = a
		j++
	}
	s.active = s.active[:j]
	for next < len(s.edges) && s.edges[next].y0 <= sy {
		e := &s.edges[next]
		if e.y1 > sy {
			s.active = append(s.active, activeEdge{int32(next), e.x0 + (sy-e.y0)*e.slope, e.dir})
		}
		next++
	}
	xs := s.active
	for i := 1; i < len(xs); i++ { // kept in x order: nearly sorted
		c := xs[i]
		m := i
		for m > 0 && xs[m-1].x > c.x {
			xs[m] = xs[m-1]
			m--
		}
		xs[m] = c
	}
	return next
}

// cover adds the spans inside the shape on the current sub-scanline (the
// active edges, in x order) to row, under the fill rule.
func (s *scanner) cover(row *coverRow, evenOdd bool) {
	wind := int32(0)
	var start float32
	for _, c := range s.active {
		prev := wind
		if evenOdd {
			wind ^= 1
		} else {
			wind += c.dir
		}
		if prev == 0 && wind != 0 {
			start = c.x
		} else if prev != 0 && wind == 0 {
			row.span(start, c.x)
		}
	}
	if wind != 0 { // the closing edges lay right of the clip
		row.span(start, row.x1)
	}
}

// sortEdges orders the edges by their top with a counting sort on the pixel
// row (rows py0..py1), then by exact top inside a row.
func (s *scanner) sortEdges(py0, py1 int) {
	n := py1 - py0 + 1
	if n <= 0 {
		return
	}
	if cap(s.count) < n+1 {
		s.count = make([]int32, n+1)
	}
	count := s.count[:n+1]
	clear(count)
	row := func(e *scanEdge) int {
		return min(n-1, max(0, int(e.y0)-py0))
	}
	for i := range s.edges {
		count[row(&s.edges[i])+1]++
	}
	for i := 1; i <= n; i++ {
		count[i] += count[i-1]
	}
	if cap(s.sorted) < len(s.edges) {
		s.sorted = make([]scanEdge, len(s.edges))
	}
	out := s.sorted[:len(s.edges)]
	for i := range s.edges {
		r := row(&s.edges[i])
		out[count[r]] = s.edges[i]
		count[r]++
	}
	// Within a row, tops differ by less than a pixel: insertion sort.
	for i := 1; i < len(out); i++ {
		c := out[i]
		m := i
		for m > 0 && out[m-1].y0 > c.y0 {
			out[m] = out[m-1]
			m--
		}
		out[m] = c
	}
	s.edges, s.sorted = out, s.edges[:0]
}

// hatchRun writes an opaque hatch into a run of pixels whose first has
// phase k (its x+y modulo the spacing).
func hatchRun(pix []uint8, k int, p Paint) {
	for i := 0; i < len(pix); i += 4 {
		col := p.Color
		if k < 2 {
			col = p.Hatch
		}
		pix[i], pix[i+1], pix[i+2], pix[i+3] = col.R, col.G, col.B, 0xff
		if k++; k == p.Spacing {
			k = 0
		}
	}
}

// blendRow composites one row of coverage and clears what it read. It
// visits the row's events in order: at each, one pixel takes its own
// coverage; between two, every pixel has the same coverage, so a run of
// full coverage in an opaque paint is filled by copying and an uncovered
// one is skipped, without looking at its pixels one by one.
func blendRow(dst *image.RGBA, x0, y int, row *coverRow, p Paint) {
	acc, run, w := row.acc, row.run, row.n
	off := dst.PixOffset(x0, y)
	pix := dst.Pix[off : off+4*w]
	ev := sortEvents(row.ev)
	cur := float32(0)
	prev := -1 // the last event column blended
	for _, e32 := range ev {
		e := int(e32)
		if prev >= 0 && e > prev+1 { // the run between two events
			blendRun(pix, x0, y, prev+1, min(e, w), cur, p)
		}
		cur += run[e]
		c := acc[e] + cur
		acc[e], run[e], row.seen[e] = 0, 0, false
		prev = e
		if e < w {
			blendRun(pix, x0, y, e, e+1, c, p)
		}
	}
}

// sortEvents sorts a row's event columns (each there once): by insertion
// when there are a few dozen (most rows), else with slices.Sort (a row
// across a fretted coast at fit zoom has hundreds).
func sortEvents(ev []int32) []int32 {
	if len(ev) > 48 {
		slices.Sort(ev)
		return ev
	}
	for i := 1; i < len(ev); i++ {
		c := ev[i]
		m := i
		for m > 0 && ev[m-1] > c {
			ev[m] = ev[m-1]
			m--
		}
		ev[m] = c
	}
	return ev
}

// blendRun paints pixels [a, b) of a row, all at coverage c: copied for
// full coverage in an opaque paint, skipped when uncovered, else blended.
func blendRun(pix []uint8, x0, y, a, b int, c float32, p Paint) {
	if c <= 0.002 || a >= b {
		return
	}
	solid := p.Spacing == 0
	if c >= 0.998 && solid && p.Color.A == 0xff {
		fillRun(pix[4*a:4*b], p.Color)
		return
	}
	if c >= 0.998 && !solid && p.Color.A == 0xff && p.Hatch.A == 0xff {
		hatchRun(pix[4*a:4*b], (a+x0+y)%p.Spacing, p)
		return
	}
	col := p.Color
	m := uint32(min(c, 1)*255 + 0.5)
	for x := a; x < b; x++ {
		if !solid {
			col = p.Color
			if (x+x0+y)%p.Spacing < 2 {
				col = p.Hatch
			}
		}
		q := pix[4*x : 4*x+4 : 4*x+4]
		if c >= 0.998 && col.A == 0xff {
			q[0], q[1], q[2], q[3] = col.R, col.G, col.B, 0xff
			continue
		}
		blendPx(q, col, m)
	}
}

// fillRun sets every pixel of q to the opaque colour col.
func fillRun(q []uint8, col color.NRGBA) {
	if len(q) < 4 {
		return
	}
	q[0], q[1], q[2], q[3] = col.R, col.G, col.B, 0xff
	for n := 4; n < len(q); n *= 2 {
		copy(q[n:], q[:n])
	}
}

// blendPx composites the straight colour col at coverage m (0–255) over the
// premultiplied pixel q.
func blendPx(q []uint8, col color.NRGBA, m uint32) {
	a := uint32(col.A) * m / 255 // effective alpha, 0–255
	inv := 255 - a
	q[0] = uint8((uint32(col.R)*a + uint32(q[0])*inv + 127) / 255)
	q[1] = uint8((uint32(col.G)*a + uint32(q[1])*inv + 127) / 255)
	q[2] = uint8((uint32(col.B)*a + uint32(q[2])*inv + 127) / 255)
	q[3] = uint8(a + (uint32(q[3])*inv+127)/255)
}

// clear fills r of dst with col (no blending).
func clearRect(dst *image.RGBA, r image.Rectangle, col color.NRGBA) {
	r = r.Intersect(dst.Rect)
	if r.Empty() {
		return
	}
	if col.A == 0 { // transparent (the scene layer): zero the rows, writing only
		for y := r.Min.Y; y < r.Max.Y; y++ {
			o := dst.PixOffset(r.Min.X, y)
			clear(dst.Pix[o : o+4*r.Dx()])
		}
		return
	}
	pr, pg, pb := uint32(col.R)*uint32(col.A)/255, uint32(col.G)*uint32(col.A)/255, uint32(col.B)*uint32(col.A)/255
	first := dst.Pix[dst.PixOffset(r.Min.X, r.Min.Y):]
	row := first[:4*r.Dx()]
	for i := 0; i < len(row); i += 4 {
		row[i], row[i+1], row[i+2], row[i+3] = uint8(pr), uint8(pg), uint8(pb), col.A
	}
	for y := r.Min.Y + 1; y < r.Max.Y; y++ {
		o := dst.PixOffset(r.Min.X, y)
		copy(dst.Pix[o:o+4*r.Dx()], row)
	}
}

// blendMask composites col through an alpha mask whose (0,0) lands at
// pixel at of dst, inside clip.
func blendMask(dst *image.RGBA, clip image.Rectangle, mask *image.Alpha, at image.Point, col color.NRGBA) {
	r := mask.Rect.Add(at).Intersect(clip).Intersect(dst.Rect)
	if r.Empty() || col.A == 0 {
		return
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		mrow := mask.Pix[mask.PixOffset(r.Min.X-at.X, y-at.Y):]
		o := dst.PixOffset(r.Min.X, y)
		pix := dst.Pix[o : o+4*r.Dx()]
		for x := 0; x < r.Dx(); x++ {
			m := mrow[x]
			if m == 0 {
				continue
			}
			q := pix[4*x : 4*x+4 : 4*x+4]
			if m == 0xff && col.A == 0xff {
				q[0], q[1], q[2], q[3] = col.R, col.G, col.B, 0xff
				continue
			}
			blendPx(q, col, uint32(m))
		}
	}
}

// eraseMask takes mask (placed at at) out of dst: each pixel keeps
// 1 − twice the mask's coverage of what it had (premultiplied, so colour
// and alpha alike). Doubled, a halo mask clears even where a thin stroke
// covers its pixels only in part.
func eraseMask(dst *image.RGBA, clip image.Rectangle, mask *image.Alpha, at image.Point) {
	r := mask.Rect.Add(at).Intersect(clip).Intersect(dst.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		mrow := mask.Pix[mask.PixOffset(r.Min.X-at.X, y-at.Y):]
		o := dst.PixOffset(r.Min.X, y)
		pix := dst.Pix[o : o+4*r.Dx()]
		for x := 0; x < r.Dx(); x++ {
			if m := uint32(mrow[x]); m != 0 {
				keep := 255 - min(255, 2*m)
				for c := 4 * x; c < 4*x+4; c++ {
					pix[c] = uint8((uint32(pix[c])*keep + 127) / 255)
				}
			}
		}
	}
}
