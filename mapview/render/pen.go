package render

import (
	"image"
	"image/color"
	"math"

	"dipdesk/variants/board"
)

// Pen draws in board units onto an image: pixel = board point × Scale. The
// image's Rect may start anywhere, so a pen over a 1920×1080 image whose
// Rect is (ox, oy)–(ox+1920, oy+1080) draws that window of a board zoomed to
// Scale, and only the window is paid for. A Pen keeps its rasteriser's
// buffers and a text cache between calls; it is not safe for concurrent use.
type Pen struct {
	Img   *image.RGBA
	Scale float64
	Clip  image.Rectangle // drawing is limited to Clip ∩ Img.Rect
	// Density is device pixels per logical pixel (2 on a HiDPI screen; 0
	// means 1). Sizes with limits — unit radius, line widths, label
	// sizes — are chosen in logical pixels, so they look the same on any
	// screen.
	Density float64
	Cache   *Cache

	sc  scanner
	buf []Pt
	ps  [][]Pt
	// cull, pts and lines are Stroke's reused buffers: the lines kept and
	// their points in pixels.
	cull  [][]board.Point
	pts   []Pt
	lines [][]Pt
	// marks keeps orders' recorded drawings (see marks.go); rec, when
	// set, records strokes, fills and texts instead of drawing them.
	marks markCache
	rec   *[]markOp
	reach [][]Pt // replay's buffer of the lines that reach the clip
	// geo, when set, records what is drawn as a Geometry (FitGeometry).
	geo *geoRecorder
	// anchored draws units at unitBase's places, not moved aside for
	// names (unitRadii): a drawing without names (Export's NoLabels, the
	// thumbnails) then never waits for a name placement it does not show.
	anchored bool
}

// NewPen returns a pen over img at scale pixels per board unit. text may be
// nil (a private cache is made).
func NewPen(img *image.RGBA, scale float64, text *Cache) *Pen {
	if text == nil {
		text = NewCache()
	}
	return &Pen{Img: img, Scale: scale, Clip: img.Rect, Cache: text}
}

func (p *Pen) density() float64 {
	if p.Density <= 0 {
		return 1
	}
	return p.Density
}

// logical is the scale in logical pixels per board unit.
func (p *Pen) logical() float64 { return p.Scale / p.density() }

// lineScale is LineScale for this pen, in device pixels.
func (p *Pen) lineScale(b *board.Board) float32 {
	return float32(LineScale(b, p.logical()) * p.density())
}

// Px is a board point in pixels.
func (p *Pen) Px(b board.Point) Pt {
	return Pt{float32(b.X * p.Scale), float32(b.Y * p.Scale)}
}

// visible reports whether the board rectangle r, grown by pad pixels, meets
// the clip.
func (p *Pen) visible(r board.Rect, pad float64) bool {
	c := p.Clip.Intersect(p.Img.Rect)
	return r.Max.X*p.Scale+pad >= float64(c.Min.X) && r.Min.X*p.Scale-pad <= float64(c.Max.X) &&
		r.Max.Y*p.Scale+pad >= float64(c.Min.Y) && r.Min.Y*p.Scale-pad <= float64(c.Max.Y)
}

// FillPx fills closed pixel polygons under the non-zero rule.
func (p *Pen) FillPx(polys [][]Pt, paint Paint) {
	if p.rec != nil {
		lines := copyLines(polys)
		*p.rec = append(*p.rec, markOp{kind: opFill, lines: lines, boxes: boxesOf(lines, 1), paint: paint})
		return
	}
	p.sc.fill(p.Img, p.Clip, polys, false, paint)
}

// FillRings fills board rings under the even-odd rule (islands and holes).
func (p *Pen) FillRings(rings []board.Ring, paint Paint) {
	p.ps = p.ps[:0]
	p.buf = p.buf[:0]
	for _, r := range rings {
		start := len(p.buf)
		last := Pt{float32(math.Inf(1)), 0}
		for _, q := range r {
			// Vertices closer than half a pixel add edges, not shape.
			if v := p.Px(q); abs32(v.X-last.X)+abs32(v.Y-last.Y) >= 0.5 {
				p.buf = append(p.buf, v)
				last = v
			}
		}
		p.ps = append(p.ps, p.buf[start:len(p.buf):len(p.buf)])
	}
	p.sc.fill(p.Img, p.Clip, p.ps, true, paint)
}

// StrokePx draws pixel polylines width pixels wide in one pass. Points closer
// than a third of a pixel to the previous kept one are skipped, so dense
// coastlines cost what the zoom shows. Joins are rounded when the line is
// wide enough for a notch to show.
func (p *Pen) StrokePx(lines [][]Pt, closed bool, width float32, col color.NRGBA) {
	if width <= 0 || col.A == 0 {
		return
	}
	if p.rec != nil {
		l := copyLines(lines)
		*p.rec = append(*p.rec, markOp{kind: opStroke, lines: l, boxes: boxesOf(l, width+1), closed: closed, width: width, col: col})
		return
	}
	if width <= thinMax {
		strokeThin(p.Img, p.Clip, lines, closed, width, col)
		return
	}
	hw := width / 2
	c := p.Clip.Intersect(p.Img.Rect)
	cx0, cy0 := float32(c.Min.X)-width, float32(c.Min.Y)-width
	cx1, cy1 := float32(c.Max.X)+width, float32(c.Max.Y)+width
	out := func(a, b Pt) bool {
		return (a.X < cx0 && b.X < cx0) || (a.X > cx1 && b.X > cx1) || (a.Y < cy0 && b.Y < cy0) || (a.Y > cy1 && b.Y > cy1)
	}
	p.ps = p.ps[:0]
	p.buf = p.buf[:0]
	joins := width >= 2.5
	add := func(pts ...Pt) {
		start := len(p.buf)
		p.buf = append(p.buf, pts...)
		p.ps = append(p.ps, p.buf[start:len(p.buf):len(p.buf)])
	}
	for _, l := range lines {
		n := len(l)
		if n == 0 {
			continue
		}
		last := l[0]
		var pdx, pdy float32 // previous segment's direction
		first := true
		seg := func(a, b Pt) {
			dx, dy := b.X-a.X, b.Y-a.Y
			d := float32(math.Hypot(float64(dx), float64(dy)))
			if d == 0 {
				return
			}
			dx, dy = dx/d, dy/d
			// A round join only where the line turns enough for the quads'
			// outer notch to show.
			turn := !first && dx*pdx+dy*pdy < 0.97
			pdx, pdy, first = dx, dy, false
			if out(a, b) {
				return
			}
			nx, ny := -dy*hw, dx*hw
			add(Pt{a.X + nx, a.Y + ny}, Pt{b.X + nx, b.Y + ny}, Pt{b.X - nx, b.Y - ny}, Pt{a.X - nx, a.Y - ny})
			if joins && turn {
				add(octagonPx(a, hw)...)
			}
		}
		if joins && !out(last, last) {
			add(octagonPx(last, hw)...) // start cap (or a closed line's corner)
		}
		for i := 1; i < n; i++ {
			q := l[i]
			if i < n-1 && abs32(q.X-last.X)+abs32(q.Y-last.Y) < 0.35 {
				continue
			}
			seg(last, q)
			last = q
		}
		if closed && n > 2 {
			seg(last, l[0])
		} else if joins && !out(last, last) {
			add(octagonPx(last, hw)...) // end cap
		}
	}
	p.sc.fill(p.Img, p.Clip, p.ps, false, Solid(col))
}

// Stroke draws board polylines width pixels wide. Only the lines whose
// box comes within the width of the clip are converted to pixels (the
// others paint nothing there), into buffers the pen keeps.
func (p *Pen) Stroke(lines [][]board.Point, closed bool, width float64, col color.NRGBA) {
	p.pts, p.lines = p.pts[:0], p.lines[:0]
	for _, l := range lines {
		if !p.visible(boundsOf(l), width+1) {
			continue
		}
		start := len(p.pts)
		for _, b := range l {
			p.pts = append(p.pts, p.Px(b))
		}
		p.lines = append(p.lines, p.pts[start:len(p.pts):len(p.pts)])
	}
	p.StrokePx(p.lines, closed, float32(width), col)
}

func abs32(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}

// octagonPx is a small disc, wound like the stroke quads (non-zero union).
func octagonPx(c Pt, r float32) []Pt {
	pts := make([]Pt, 8)
	for i := range pts {
		a := -float64(i) * math.Pi / 4
		pts[i] = Pt{c.X + r*float32(math.Cos(a)), c.Y + r*float32(math.Sin(a))}
	}
	return pts
}

// CirclePx is a polygon approximating a circle of radius r pixels.
func CirclePx(c Pt, r float32) []Pt {
	n := max(12, min(64, int(r*1.5)))
	pts := make([]Pt, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = Pt{c.X + r*float32(math.Cos(a)), c.Y + r*float32(math.Sin(a))}
	}
	return pts
}

// Disc fills a circle of radius r pixels centred on c (pixels), with an
// outline ring of width ring in ringCol when ring > 0.
func (p *Pen) Disc(c Pt, r float32, fill color.NRGBA, ring float32, ringCol color.NRGBA) {
	if ring > 0 {
		p.FillPx([][]Pt{CirclePx(c, r+ring/2)}, Solid(ringCol))
		p.FillPx([][]Pt{CirclePx(c, r-ring/2)}, Solid(fill))
		return
	}
	p.FillPx([][]Pt{CirclePx(c, r)}, Solid(fill))
}

// Ring strokes a circle outline.
func (p *Pen) Ring(c Pt, r, width float32, col color.NRGBA) {
	outer, inner := CirclePx(c, r+width/2), CirclePx(c, max(0, r-width/2))
	for i, j := 0, len(inner)-1; i < j; i, j = i+1, j-1 {
		inner[i], inner[j] = inner[j], inner[i]
	}
	p.FillPx([][]Pt{outer, inner}, Solid(col))
}

// Clear fills the clip with col, replacing what was there.
func (p *Pen) Clear(col color.NRGBA) { clearRect(p.Img, p.Clip, col) }

// nrgba converts any colour to a straight-alpha NRGBA.
func nrgba(c color.Color) color.NRGBA {
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}
