package render

import (
	"image"
	"image/color"
	"math"
)

// thinMax is the widest line drawn by strokeThin; wider ones are polygons.
// Lines wider than joinMin get round joins (and caps) stamped where they
// turn, which thinner ones do not need.
const (
	thinMax = 7
	joinMin = 2.4
)

// strokeThin draws anti-aliased lines up to thinMax pixels wide straight
// into dst: for each column (or row, for steep segments) the pixels the
// line's band overlaps get exactly that overlap as coverage. It costs a few
// pixels per pixel of length, where a polygon stroke pays for every edge on
// every scanline it crosses.
func strokeThin(dst *image.RGBA, clip image.Rectangle, lines [][]Pt, closed bool, width float32, col color.NRGBA) {
	r := clip.Intersect(dst.Rect)
	if r.Empty() {
		return
	}
	joins := width > joinMin
	for _, l := range lines {
		n := len(l)
		if n == 0 {
			continue
		}
		last := l[0]
		var pa, pb Pt // the previous segment, for the turn at a join
		first := true
		seg := func(a, b Pt) {
			thinSeg(dst, r, a, b, width, col)
			if !joins || (a.X == b.X && a.Y == b.Y) {
				return
			}
			// Whether a join turns enough for a disc is worked out only
			// where the disc could reach the clip.
			if reaches(r, a, width/2+2) {
				dx, dy := direction(a, b)
				if first {
					disc(dst, r, a, width/2, col)
				} else if pdx, pdy := direction(pa, pb); dx*pdx+dy*pdy < 0.9 {
					disc(dst, r, a, width/2, col)
				}
			}
			pa, pb, first = a, b, false
		}
		for i := 1; i < n; i++ {
			q := l[i]
			// A thin line needs no vertex closer than about a pixel.
			if i < n-1 && abs32(q.X-last.X)+abs32(q.Y-last.Y) < 0.8 {
				continue
			}
			seg(last, q)
			last = q
		}
		if closed && n > 2 {
			seg(last, l[0])
		} else if joins {
			disc(dst, r, last, width/2, col) // end cap
		}
	}
}

// direction is the unit vector from a to b (a ≠ b).
func direction(a, b Pt) (float32, float32) {
	dx, dy := b.X-a.X, b.Y-a.Y
	d := float32(math.Hypot(float64(dx), float64(dy)))
	return dx / d, dy / d
}

// reaches reports whether a disc of radius rad at c can paint inside r.
func reaches(r image.Rectangle, c Pt, rad float32) bool {
	return c.X+rad >= float32(r.Min.X) && c.X-rad <= float32(r.Max.X) && c.Y+rad >= float32(r.Min.Y) && c.Y-rad <= float32(r.Max.Y)
}

// disc stamps an anti-aliased disc of radius rad at c: a round join or cap.
func disc(dst *image.RGBA, clip image.Rectangle, c Pt, rad float32, col color.NRGBA) {
	x0, x1 := max(clip.Min.X, int(c.X-rad-1)), min(clip.Max.X, int(c.X+rad+2))
	y0, y1 := max(clip.Min.Y, int(c.Y-rad-1)), min(clip.Max.Y, int(c.Y+rad+2))
	for y := y0; y < y1; y++ {
		dy := float32(y) + 0.5 - c.Y
		for x := x0; x < x1; x++ {
			dx := float32(x) + 0.5 - c.X
			cov := rad + 0.5 - float32(math.Sqrt(float64(dx*dx+dy*dy)))
			if cov <= 0.004 {
				continue
			}
			o := dst.PixOffset(x, y)
			q := dst.Pix[o : o+4 : o+4]
			if cov >= 0.998 && col.A == 0xff {
				q[0], q[1], q[2], q[3] = col.R, col.G, col.B, 0xff
				continue
			}
			blendPx(q, col, uint32(min(cov, 1)*255+0.5))
		}
	}
}

func thinSeg(dst *image.RGBA, r image.Rectangle, a, b Pt, width float32, col color.NRGBA) {
	dx, dy := b.X-a.X, b.Y-a.Y
	if dx == 0 && dy == 0 {
		return
	}
	hw := width / 2
	// The band reaches up to hw·√2 across a diagonal and hw/2 past the
	// ends: a segment further than that from the clip paints none of it.
	m := hw*1.5 + 1
	if (a.X < float32(r.Min.X)-m && b.X < float32(r.Min.X)-m) || (a.X > float32(r.Max.X)+m && b.X > float32(r.Max.X)+m) ||
		(a.Y < float32(r.Min.Y)-m && b.Y < float32(r.Min.Y)-m) || (a.Y > float32(r.Max.Y)+m && b.Y > float32(r.Max.Y)+m) {
		return
	}
	steep := abs32(dy) > abs32(dx)
	if steep { // walk rows: swap the axes
		a, b = Pt{a.Y, a.X}, Pt{b.Y, b.X}
		dx, dy = dy, dx
	}
	if a.X > b.X {
		a, b = b, a
		dx, dy = -dx, -dy
	}
	slope := dy / dx
	// The band's extent across the walk, for a line hw pixels either side.
	half := hw * float32(math.Sqrt(float64(1+slope*slope)))
	// Extend the ends by half the width so joins close.
	x0, x1 := a.X-hw*0.5, b.X+hw*0.5
	lo, hi := int(math.Floor(float64(x0))), int(math.Ceil(float64(x1)))
	minW, maxW, minC, maxC := r.Min.X, r.Max.X, r.Min.Y, r.Max.Y
	if steep {
		minW, maxW, minC, maxC = r.Min.Y, r.Max.Y, r.Min.X, r.Max.X
	}
	lo, hi = max(lo, minW), min(hi, maxW)
	for x := lo; x < hi; x++ {
		// Horizontal share of this column inside [x0, x1].
		fx := min(float32(x+1), x1) - max(float32(x), x0)
		if fx <= 0 {
			continue
		}
		xc := min(max(float32(x)+0.5, a.X), b.X)
		yc := a.Y + (xc-a.X)*slope
		y0, y1 := yc-half, yc+half
		for y := int(math.Floor(float64(y0))); y < int(math.Ceil(float64(y1))); y++ {
			if y < minC || y >= maxC {
				continue
			}
			c := (min(float32(y+1), y1) - max(float32(y), y0)) * fx
			if c <= 0.004 {
				continue
			}
			px, py := x, y
			if steep {
				px, py = y, x
			}
			o := dst.PixOffset(px, py)
			q := dst.Pix[o : o+4 : o+4]
			if c >= 0.998 && col.A == 0xff {
				q[0], q[1], q[2], q[3] = col.R, col.G, col.B, 0xff
				continue
			}
			blendPx(q, col, uint32(min(c, 1)*255+0.5))
		}
	}
}
