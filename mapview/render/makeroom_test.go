package render

import (
	"image"
	"math"
	"os"
	"strings"
	"testing"

	"dipdesk/variants"
	"dipdesk/variants/board"
)

// A province whose full name fits inside but for its own unit place gets
// the name, and the unit place moves aside within the province (War in
// North America at 1366×768: Nebraska, Kansas, Colorado were codes). The
// places moved are where the unit is drawn and hit (UnitDisc), they stay
// FitInside their province, and no name of theirs or another's is under
// them.
func TestUnitPlacesMoveAsideForTheirName(t *testing.T) {
	b, err := board.ParseFile(os.DirFS("../../variants/warinnorthamerica"), "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	scale, _, _ := FitView(b.Width, b.Height, 900, 640, b.Wrap)
	c := NewCache()
	c.Prepare(b)
	n := c.named(b, scale, scale, 1)
	pl := c.placed[n]
	if len(pl.units) == 0 {
		t.Fatal("no unit place moved aside for its province's name")
	}
	full := map[string]bool{}
	for _, l := range n.Labels {
		full[l.Province] = l.Text != Code(l.Province)
	}
	for loc, u := range pl.units {
		prov, _, _ := strings.Cut(loc, "/")
		if !full[prov] {
			t.Errorf("%s: unit place moved, but its name is still the code", loc)
		}
		at, r, ok := c.UnitDisc(b, loc, scale, 1)
		if !ok || math.Abs(at.X-u.at.X) > 1e-9 || math.Abs(at.Y-u.at.Y) > 1e-9 || r != u.r {
			t.Errorf("%s: drawn at %v radius %.1f, the placement moved it to %v radius %.1f", loc, at, r, u.at, u.r)
		}
		rows := newProvinceRows(b.Province(prov), scale)
		if s := insideShare(rows, [2]float64{at.X * scale, at.Y * scale}, float64(r)); s < FitInside {
			t.Errorf("%s: moved disc %.0f%% inside its province, want %.0f%%", loc, 100*s, 100*FitInside)
		}
		for i, l := range n.Labels {
			px, halo := c.sizeOf(n, i, l, scale, 1)
			box := c.labelBox(c.labelAt(n, l, scale, scale, 1), l.Text, px, halo)
			x, y := at.X*scale, at.Y*scale
			nx := min(max(x, float64(box.Min.X)), float64(box.Max.X))
			ny := min(max(y, float64(box.Min.Y)), float64(box.Max.Y))
			if math.Hypot(nx-x, ny-y) < float64(r) {
				t.Errorf("%s: moved disc covers the name %q", loc, l.Text)
			}
		}
	}
	t.Logf("%d unit places moved aside", len(pl.units))
}

// A drawing without names (Export's NoLabels: the thumbnails) draws its
// units at their board places and never places names for them; a
// drawing with names places them, and its units stand where that put
// them.
func TestNamelessDrawingPlacesNoNames(t *testing.T) {
	pkg, err := variants.Builtin("warinnorthamerica")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.ParseFile(pkg.Files, "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	pos := pkg.Variant.Start()
	s := SceneOf(pkg.Variant, &pos, nil, nil)
	pal, st := PaletteFor(s.Powers, false), DefaultStyle()
	for _, named := range []bool{false, true} {
		img := image.NewRGBA(image.Rect(0, 0, 900, 640))
		p := NewPen(img, 900/b.Width, nil)
		p.anchored = !named
		p.Board(b, Options{Style: &st, NoLabels: !named})
		p.Scene(b, s, pal, st)
		if placed := len(p.Cache.names) > 0; placed != named {
			t.Errorf("names drawn %v: names placed %v", named, placed)
		}
	}
}
