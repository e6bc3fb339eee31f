package render

import (
	"image"
	"testing"
)

// inkAround reports whether any pixel within r of c differs from bg.
func inkAround(img, bg *image.RGBA, c Pt, r int) bool {
	x0, y0 := int(c.X)-r, int(c.Y)-r
	for y := y0; y <= y0+2*r; y++ {
		for x := x0; x <= x0+2*r; x++ {
			if img.RGBAAt(x, y) != bg.RGBAAt(x, y) {
				return true
			}
		}
	}
	return false
}

// A glide's unit is where its arrow says: at its place at T 0, half way
// along the convoy route at 0.5 (over the North Sea), arrived at 1; a
// glide of alpha 0 draws nothing.
func TestGlidesFollowTheArrow(t *testing.T) {
	b := classicBoard(t)
	const w = 800
	scale := float64(w) / b.Width
	h := int(b.Height * scale)
	draw := func(g Glide) *image.RGBA {
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		NewPen(img, scale, nil).Glides(b, &Scene{Powers: classicStart().Powers}, []Glide{g}, DefaultPalette(7), DefaultStyle())
		return img
	}
	blank := image.NewRGBA(image.Rect(0, 0, w, h))
	px := func(loc string) Pt {
		q, ok := b.Unit(loc)
		if !ok {
			t.Fatalf("no anchor for %s", loc)
		}
		return Pt{float32(q.X * scale), float32(q.Y * scale)}
	}
	yor := Glide{Unit: Unit{Kind: Army, Power: 1, Loc: "yor"}, To: "nwy", Via: []string{"nth"}, Alpha: 1}
	for _, c := range []struct {
		t          float64
		at, absent string
	}{{0, "yor", "nwy"}, {1, "nwy", "yor"}} {
		g := yor
		g.T = c.t
		img := draw(g)
		if !inkAround(img, blank, px(c.at), 2) || inkAround(img, blank, px(c.absent), 2) {
			t.Errorf("T=%v: want the army at %s and not at %s", c.t, c.at, c.absent)
		}
	}
	g := yor
	g.Alpha = 0
	if inkAround(draw(g), blank, px("yor"), 6) {
		t.Error("a glide of alpha 0 was drawn")
	}
}

// A unit travelling onto a place passes under the unit that stays there
// (the one it dislodges or bounces off), whatever the glides' order.
func TestTravellingUnitPassesUnder(t *testing.T) {
	b := classicBoard(t)
	const w = 800
	scale := float64(w) / b.Width
	img := image.NewRGBA(image.Rect(0, 0, w, int(b.Height*scale)))
	pal := DefaultPalette(7)
	stays := Glide{Unit: Unit{Kind: Army, Power: 2, Loc: "bur"}, Alpha: 1}
	comes := Glide{Unit: Unit{Kind: Army, Power: 3, Loc: "ruh"}, To: "bur", T: 1, Alpha: 1}
	NewPen(img, scale, nil).Glides(b, &Scene{Powers: classicStart().Powers}, []Glide{stays, comes}, pal, DefaultStyle())
	q, _ := b.Unit("bur")
	// Beside the badge's letters, inside the disc: the unit's colour.
	got := img.RGBAAt(int(q.X*scale), int(q.Y*scale)+5)
	want := pal.Colour(2)
	if got.R != want.R || got.G != want.G || got.B != want.B {
		t.Errorf("at Burgundy %v, want the French unit's %v on top", got, want)
	}
}
