// Command icongen draws dipdesk's application icon, assets/icon.png: a
// stretch of coast on a sea-blue tile, cut into three provinces, with
// supply-centre dots and one army ordered across a border. Run it from the repository root
// with `go run ./assets/icongen`; the PNG it writes is committed.
package main

import (
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"

	"golang.org/x/image/vector"
)

const size = 512

type pt struct{ x, y float32 }

func main() {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	sea := color.RGBA{0x1f, 0x4e, 0x79, 0xff}
	land := color.RGBA{0xf1, 0xe4, 0xc3, 0xff}
	border := color.RGBA{0x6b, 0x4f, 0x2a, 0xff}
	gold := color.RGBA{0xe0, 0xa6, 0x1a, 0xff}
	red := color.RGBA{0xc0, 0x39, 0x2b, 0xff}
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}

	fill(img, roundedRect(16, 16, size-16, size-16, 96), sea)
	coast := []pt{{16, 200}, {90, 170}, {150, 190}, {210, 140}, {250, 80}, {330, 60},
		{380, 16}, {496, 16}, {496, 330}, {430, 360}, {400, 430}, {330, 470},
		{260, 496}, {16, 496}}
	fill(img, clipToTile(coast), land)
	// Province borders: two lines across the land.
	stroke(img, []pt{{210, 140}, {250, 250}, {330, 330}, {330, 470}}, 9, border)
	stroke(img, []pt{{250, 250}, {420, 200}, {496, 210}}, 9, border)
	// Supply centres.
	for _, c := range []pt{{110, 280}, {400, 110}, {420, 300}} {
		fill(img, circle(c, 24), gold)
		fill(img, circle(c, 10), border)
	}
	// A move order: an army token with a red arrow into the next province.
	stroke(img, []pt{{150, 370}, {330, 285}}, 22, red)
	fill(img, []pt{{385, 258}, {313, 250}, {343, 316}}, red)
	fill(img, circle(pt{150, 370}, 46), white)
	fill(img, circle(pt{150, 370}, 36), red)

	f, err := os.Create("assets/icon.png")
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

// clipToTile keeps the land inside the tile's rounded corners by
// intersecting crudely: corners are pulled in along the tile's radius.
func clipToTile(p []pt) []pt {
	out := make([]pt, 0, len(p))
	for _, q := range p {
		out = append(out, insideCorner(q))
	}
	return out
}

func insideCorner(q pt) pt {
	const r, lo, hi = 96, 16, size - 16
	cx, cy := q.x, q.y
	corner := func(ox, oy float32) pt {
		dx, dy := cx-ox, cy-oy
		d := float32(math.Hypot(float64(dx), float64(dy)))
		if d <= r {
			return q
		}
		return pt{ox + dx/d*r, oy + dy/d*r}
	}
	switch {
	case cx < lo+r && cy < lo+r:
		return corner(lo+r, lo+r)
	case cx > hi-r && cy < lo+r:
		return corner(hi-r, lo+r)
	case cx < lo+r && cy > hi-r:
		return corner(lo+r, hi-r)
	case cx > hi-r && cy > hi-r:
		return corner(hi-r, hi-r)
	}
	return q
}

func roundedRect(x0, y0, x1, y1, r float32) []pt {
	var p []pt
	arc := func(cx, cy float32, from float64) {
		for i := 0; i <= 12; i++ {
			a := from + float64(i)*math.Pi/24
			p = append(p, pt{cx + r*float32(math.Cos(a)), cy + r*float32(math.Sin(a))})
		}
	}
	arc(x1-r, y1-r, 0)
	arc(x0+r, y1-r, math.Pi/2)
	arc(x0+r, y0+r, math.Pi)
	arc(x1-r, y0+r, 3*math.Pi/2)
	return p
}

func circle(c pt, r float32) []pt {
	p := make([]pt, 64)
	for i := range p {
		a := float64(i) * 2 * math.Pi / 64
		p[i] = pt{c.x + r*float32(math.Cos(a)), c.y + r*float32(math.Sin(a))}
	}
	return p
}

// stroke draws a polyline of width w as one quad per segment plus round
// joints.
func stroke(img *image.RGBA, line []pt, w float32, c color.RGBA) {
	for i := 1; i < len(line); i++ {
		a, b := line[i-1], line[i]
		dx, dy := b.x-a.x, b.y-a.y
		l := float32(math.Hypot(float64(dx), float64(dy)))
		nx, ny := -dy/l*w/2, dx/l*w/2
		fill(img, []pt{{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}}, c)
		fill(img, circle(b, w/2), c)
	}
}

func fill(img *image.RGBA, poly []pt, c color.RGBA) {
	r := vector.NewRasterizer(size, size)
	r.MoveTo(poly[0].x, poly[0].y)
	for _, q := range poly[1:] {
		r.LineTo(q.x, q.y)
	}
	r.ClosePath()
	r.Draw(img, img.Bounds(), image.NewUniform(c), image.Point{})
}
