package render

import (
	"image"
	"math"
	"os"
	"testing"

	"dipdesk/variants"
	"dipdesk/variants/board"
)

func classicBoard(tb testing.TB) *board.Board {
	tb.Helper()
	b, err := board.ParseFile(os.DirFS("../../variants/classic"), "map.svg")
	if err != nil {
		tb.Skipf("no Classic board: %v", err)
	}
	return b
}

// viewport returns an image w×h showing the board at scale from pixel (ox, oy).
func viewport(ox, oy, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Rect = image.Rect(ox, oy, ox+w, oy+h)
	return img
}

func BenchmarkStaticViewport(bm *testing.B) {
	b := classicBoard(bm)
	for _, tc := range []struct {
		name   string
		scale  float64
		ox, oy int
	}{{"fit", 1080 / b.Height, -300, 0}, {"zoom2", 2 * 1080 / b.Height, 600, 500}, {"zoom5", 5 * 1080 / b.Height, 2600, 1800}} {
		bm.Run(tc.name, func(bm *testing.B) {
			pen := NewPen(viewport(tc.ox, tc.oy, 1920, 1080), tc.scale, nil)
			for bm.Loop() {
				pen.Board(b, Options{})
			}
			if os.Getenv("DUMP") != "" {
				writePNG(bm, "/tmp/scratch/static-"+tc.name+".png", pen.Img)
			}
		})
	}
}

func TestCrowdedLabelsWaitForACloserZoom(t *testing.T) {
	b := classicBoard(t)
	c := NewCache()
	count := func(scale float64) int {
		n := 0
		for _, s := range c.shownLabels(b, scale, scale, 1) {
			if s {
				n++
			}
		}
		return n
	}
	far, near := count(0.4), count(2.5)
	if near != len(b.Labels) {
		t.Errorf("zoomed in, %d of %d labels shown", near, len(b.Labels))
	}
	if far >= near {
		t.Errorf("zoomed far out, %d labels shown (zoomed in %d): overlapping ones should wait", far, near)
	}
	// The shown ones do not overlap.
	var boxes []image.Rectangle
	shown := c.shownLabels(b, 0.4, 0.4, 1)
	for i, l := range b.Labels {
		if !shown[i] {
			continue
		}
		px, halo := labelSize(l, 0.4, 1)
		m := c.get(l.Text, px, false, halo)
		a := c.labelAt(b, l, 0.4, 0.4, 1)
		at := image.Pt(int(math.Round(float64(a.X))), int(math.Round(float64(a.Y))))
		r := m.glyphs.Rect.Add(at.Sub(m.dot)).Inset(halo + 1)
		for _, q := range boxes {
			if q.Overlaps(r) {
				t.Errorf("label %q overlaps another", l.Text)
			}
		}
		boxes = append(boxes, r)
	}
}

// A label never sits where its province's unit stands: units would hide it.
func TestLabelsStayClearOfUnits(t *testing.T) {
	b := classicBoard(t)
	c := NewCache()
	for _, scale := range []float64{0.6, 1, 2.5} {
		r := float64(LookAt(b, scale, DefaultPalette(7)).R)
		moved := 0
		for _, l := range b.Labels {
			anchor, ok := b.Unit(l.Province)
			if !ok {
				continue
			}
			px, halo := labelSize(l, scale, 1)
			m := c.get(l.Text, px, false, halo)
			a := c.labelAt(b, l, scale, scale, 1)
			if a.Y != float32(l.At.Y*scale) {
				moved++
			}
			g := m.glyphs.Rect.Inset(halo + 1).Sub(m.dot)
			x0, x1 := float64(a.X)+float64(g.Min.X), float64(a.X)+float64(g.Max.X)
			y0, y1 := float64(a.Y)+float64(g.Min.Y), float64(a.Y)+float64(g.Max.Y)
			ax, ay := anchor.X*scale, anchor.Y*scale
			nx, ny := min(max(ax, x0), x1), min(max(ay, y0), y1)
			if d := math.Hypot(nx-ax, ny-ay); d < r {
				t.Errorf("scale %v: label %q is %.1f px from its unit's centre, under the unit (radius %.1f)", scale, l.Text, d, r)
			}
		}
		// mapgen places names clear of their units at fit zoom (Classic's
		// is 0.71), so at scale 1 none may need moving; zoomed out, units
		// grow relative to the board and some do.
		if moved == 0 && scale < 1 {
			t.Errorf("scale %v: no label needed moving; the test shows nothing", scale)
		}
	}
}

// At fit zoom (the board whole in the turn screen of a 1920×1080 window) a
// name is drawn exactly as big as mapgen measured it when fitting it
// (board.FitSize), so a fitted name stays inside its province.
func TestNamesAreDrawnAtTheSizeMapgenFittedThem(t *testing.T) {
	b := classicBoard(t)
	fit := board.FitScale(b.Width, b.Height)
	for _, l := range b.Labels {
		px, _ := labelSize(l, fit, 1)
		if want := board.FitSize(l.Size, b.Width, b.Height) * fit; math.Abs(px-want) > 1e-9 {
			t.Fatalf("%q at fit zoom: drawn %.2f px, mapgen measured %.2f", l.Text, px, want)
		}
	}
}

// Names mapgen abbreviated to fit at fit zoom are written in full once
// zooming in makes room for them inside their province, and only then.
func TestAbbreviatedNamesGrowBackWhenZoomedIn(t *testing.T) {
	pkg, err := variants.Builtin("americanconflict")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.ParseFile(pkg.Files, "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	c := NewCache()
	fit := board.FitScale(b.Width, b.Height)
	abbreviated := 0
	for _, l := range b.Labels {
		if l.Abbr != "" && l.Text == l.Abbr {
			abbreviated++
		}
	}
	if abbreviated == 0 {
		t.Skip("no name is abbreviated at fit zoom on this board")
	}
	if c.named(b, fit, fit, 1) != b {
		t.Errorf("at fit zoom names changed from what mapgen fitted")
	}
	zoomed := 4 * fit
	n := c.named(b, zoomed, zoomed, 1)
	grown := 0
	for i, l := range n.Labels {
		if l.Text == b.Labels[i].Text {
			continue
		}
		grown++
		pr := b.Province(l.Province)
		if l.Text != pr.Name {
			t.Errorf("%s: label %q, want its name %q", l.Province, l.Text, pr.Name)
		}
		px, _ := labelSize(l, zoomed, 1)
		if !fitsInside(pr, l.At, c.Width(l.Text, px, false)/zoomed, px/zoomed) {
			t.Errorf("%q does not fit in its province", l.Text)
		}
	}
	if grown == 0 {
		t.Errorf("zoomed 4×, none of %d abbreviated names grew back", abbreviated)
	}
	t.Logf("zoomed 4×: %d of %d abbreviated names in full", grown, abbreviated)
}
