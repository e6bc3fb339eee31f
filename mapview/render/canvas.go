// Package render draws a parsed board into an *image.RGBA in pure Go (no
// Fyne): the static board (fills, coasts, borders, hatching, markers, SC
// markers, labels) and, through Canvas's primitives, whatever a caller draws
// on top (units, orders, highlights).
//
//	b, _ := board.ParseFile(fsys, "map.svg")
//	c := render.Board(b, render.Options{Width: 1600})   // static board
//	c.FillRings(b.Province("bur").Rings, highlight)      // a layer on top
//	png.Encode(f, c.Img)
//
// Ownership tints go through Options.Tint so they sit under the borders and
// labels; everything else is drawn on the returned Canvas.
package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"

	"dipdesk/variants/board"
)

// Canvas is an image with the board-to-pixel transform and a reusable
// rasteriser. Coordinates passed to its methods are board units; widths and
// radii are pixels unless said otherwise.
type Canvas struct {
	Img   *image.RGBA
	Scale float64 // pixels per board unit
	r     vector.Rasterizer
	fonts *fonts
}

// NewCanvas returns a blank canvas width pixels wide for a board of the
// given size in board units.
func NewCanvas(boardW, boardH float64, width int) *Canvas {
	if width < 1 {
		width = 1
	}
	scale := float64(width) / boardW
	h := max(1, int(math.Round(boardH*scale)))
	return &Canvas{Img: image.NewRGBA(image.Rect(0, 0, width, h)), Scale: scale}
}

// Px converts a board point to pixel coordinates.
func (c *Canvas) Px(p board.Point) (float32, float32) {
	return float32(p.X * c.Scale), float32(p.Y * c.Scale)
}

// pathBounds is the pixel box of points, grown by pad and clipped to the image.
func (c *Canvas) pathBounds(pts [][]vecPt, pad float32) image.Rectangle {
	minX, minY := float32(math.MaxFloat32), float32(math.MaxFloat32)
	maxX, maxY := float32(-math.MaxFloat32), float32(-math.MaxFloat32)
	for _, l := range pts {
		for _, p := range l {
			minX, minY = min(minX, p.x), min(minY, p.y)
			maxX, maxY = max(maxX, p.x), max(maxY, p.y)
		}
	}
	r := image.Rect(int(math.Floor(float64(minX-pad))), int(math.Floor(float64(minY-pad))),
		int(math.Ceil(float64(maxX+pad))), int(math.Ceil(float64(maxY+pad))))
	return r.Intersect(c.Img.Bounds())
}

type vecPt struct{ x, y float32 }

// fill rasterises closed polygons (already in pixels, oriented so that holes
// wind the other way) with col, inside their own bounding box.
func (c *Canvas) fill(polys [][]vecPt, col color.Color) {
	bb := c.pathBounds(polys, 1)
	if bb.Empty() {
		return
	}
	c.r.Reset(bb.Dx(), bb.Dy())
	ox, oy := float32(bb.Min.X), float32(bb.Min.Y)
	for _, p := range polys {
		if len(p) < 3 {
			continue
		}
		c.r.MoveTo(p[0].x-ox, p[0].y-oy)
		for _, q := range p[1:] {
			c.r.LineTo(q.x-ox, q.y-oy)
		}
		c.r.ClosePath()
	}
	c.r.Draw(c.Img, bb, image.NewUniform(col), image.Point{})
}

// FillRings fills rings (board units) under the even-odd rule.
func (c *Canvas) FillRings(rings []board.Ring, col color.Color) {
	c.fill(c.orient(rings), col)
}

// orient converts rings to pixels, winding each by its nesting depth so the
// rasteriser's non-zero accumulation gives even-odd results.
func (c *Canvas) orient(rings []board.Ring) [][]vecPt {
	out := make([][]vecPt, 0, len(rings))
	for i, r := range rings {
		if len(r) < 3 {
			continue
		}
		depth := 0
		if len(rings) > 1 {
			for j, o := range rings {
				if j != i && board.RingsContain([]board.Ring{o}, r[0]) {
					depth++
				}
			}
		}
		ccw := r.SignedArea() > 0
		rev := ccw != (depth%2 == 0)
		pts := make([]vecPt, len(r))
		for k, p := range r {
			x, y := c.Px(p)
			if rev {
				pts[len(r)-1-k] = vecPt{x, y}
			} else {
				pts[k] = vecPt{x, y}
			}
		}
		out = append(out, pts)
	}
	return out
}

// Stroke draws a polyline (board units) width pixels wide with round-ish
// joins; closed joins the last point to the first.
func (c *Canvas) Stroke(line []board.Point, closed bool, width float64, col color.Color) {
	c.StrokeAll([][]board.Point{line}, closed, width, col)
}

// StrokeAll draws several polylines in one rasterisation pass.
func (c *Canvas) StrokeAll(lines [][]board.Point, closed bool, width float64, col color.Color) {
	hw := float32(width / 2)
	var polys [][]vecPt
	for _, l := range lines {
		if len(l) == 0 {
			continue
		}
		pts := make([]vecPt, len(l))
		for i, p := range l {
			x, y := c.Px(p)
			pts[i] = vecPt{x, y}
		}
		if closed && len(pts) > 2 {
			pts = append(pts, pts[0])
		}
		for i := 0; i+1 < len(pts); i++ {
			polys = append(polys, segQuad(pts[i], pts[i+1], hw))
		}
		if width >= 2 {
			for _, p := range pts {
				polys = append(polys, octagon(p, hw))
			}
		}
	}
	if len(polys) == 0 {
		return
	}
	// Strokes of many short polylines spread over the image; rasterise them
	// in bands so each pass stays inside a small box.
	c.fillBanded(polys, col)
}

// fillBanded splits polys into groups whose boxes are small, so a long
// coastline does not cost a full-frame rasterisation per polygon.
func (c *Canvas) fillBanded(polys [][]vecPt, col color.Color) {
	const cell = 256
	groups := map[[2]int][][]vecPt{}
	for _, p := range polys {
		k := [2]int{int(p[0].x) / cell, int(p[0].y) / cell}
		groups[k] = append(groups[k], p)
	}
	for _, g := range groups {
		c.fill(g, col)
	}
}

func segQuad(a, b vecPt, hw float32) []vecPt {
	dx, dy := b.x-a.x, b.y-a.y
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return octagon(a, hw)
	}
	nx, ny := -dy/l*hw, dx/l*hw
	return []vecPt{{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}}
}

// octagon approximates a disc; it winds the same way as segQuad's quads.
func octagon(p vecPt, r float32) []vecPt {
	pts := make([]vecPt, 8)
	for i := range pts {
		a := float64(i) * math.Pi / 4
		pts[i] = vecPt{p.x + r*float32(math.Cos(a)), p.y + r*float32(math.Sin(a))}
	}
	return pts
}

// Disc draws a filled circle of radius r pixels at a board point, with an
// outline ring of width ring pixels if ring > 0.
func (c *Canvas) Disc(at board.Point, r float64, fill color.Color, ring float64, ringCol color.Color) {
	x, y := c.Px(at)
	n := max(12, int(r*2))
	circle := func(rad float64) []vecPt {
		pts := make([]vecPt, n)
		for i := range pts {
			a := 2 * math.Pi * float64(i) / float64(n)
			pts[i] = vecPt{x + float32(rad*math.Cos(a)), y + float32(rad*math.Sin(a))}
		}
		return pts
	}
	if ring > 0 {
		c.fill([][]vecPt{circle(r + ring/2)}, ringCol)
		c.fill([][]vecPt{circle(r - ring/2)}, fill)
		return
	}
	c.fill([][]vecPt{circle(r)}, fill)
}

// Hatch fills rings with base and then diagonal lines of col every spacing
// pixels.
func (c *Canvas) Hatch(rings []board.Ring, base, col color.Color, spacing int) {
	polys := c.orient(rings)
	bb := c.pathBounds(polys, 1)
	if bb.Empty() {
		return
	}
	c.fill(polys, base)
	mask := image.NewAlpha(image.Rect(0, 0, bb.Dx(), bb.Dy()))
	c.r.Reset(bb.Dx(), bb.Dy())
	ox, oy := float32(bb.Min.X), float32(bb.Min.Y)
	for _, p := range polys {
		c.r.MoveTo(p[0].x-ox, p[0].y-oy)
		for _, q := range p[1:] {
			c.r.LineTo(q.x-ox, q.y-oy)
		}
		c.r.ClosePath()
	}
	c.r.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	spacing = max(spacing, 3)
	for y := 0; y < bb.Dy(); y++ {
		for x := 0; x < bb.Dx(); x++ {
			if (x+bb.Min.X+y+bb.Min.Y)%spacing >= 2 {
				mask.Pix[y*mask.Stride+x] = 0
			}
		}
	}
	draw.DrawMask(c.Img, bb, image.NewUniform(col), image.Point{}, mask, image.Point{}, draw.Over)
}

// Dashed splits a polyline into dashes of on pixels separated by off pixels.
func (c *Canvas) Dashed(line []board.Point, on, off float64) [][]board.Point {
	var out [][]board.Point
	onB, offB := on/c.Scale, off/c.Scale
	var cur []board.Point
	left, drawing := onB, true
	for i := 0; i+1 < len(line); i++ {
		a, b := line[i], line[i+1]
		seg := math.Hypot(b.X-a.X, b.Y-a.Y)
		t := 0.0
		for seg-t > 1e-9 {
			step := math.Min(left, seg-t)
			p := board.Point{X: a.X + (b.X-a.X)*(t+step)/seg, Y: a.Y + (b.Y-a.Y)*(t+step)/seg}
			if drawing {
				if len(cur) == 0 {
					cur = append(cur, board.Point{X: a.X + (b.X-a.X)*t/seg, Y: a.Y + (b.Y-a.Y)*t/seg})
				}
				cur = append(cur, p)
			}
			t += step
			left -= step
			if left <= 1e-9 {
				if drawing && len(cur) > 1 {
					out = append(out, cur)
				}
				cur = nil
				drawing = !drawing
				left = map[bool]float64{true: onB, false: offB}[drawing]
			}
		}
	}
	if drawing && len(cur) > 1 {
		out = append(out, cur)
	}
	return out
}
