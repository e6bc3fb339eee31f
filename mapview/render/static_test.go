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
		px, halo := labelSize(b, l, 0.4, 1)
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

// Names are drawn at NamePx or more at fit zoom in the turn screen's pane
// at 1920×1080, at MinNamePx or more in the smaller pane at 1366×768, and
// larger zoomed in.
func TestNamesAreDrawnLargeEnough(t *testing.T) {
	b := classicBoard(t)
	fit := board.FitScale(b.Width, b.Height)
	small, _, _ := FitView(b.Width, b.Height, 900, 640, b.Wrap)
	for _, l := range b.Labels {
		px, _ := labelSize(b, l, fit, 1)
		pxSmall, _ := labelSize(b, l, small, 1)
		pxZoomed, _ := labelSize(b, l, 4*fit, 1)
		if px < NamePx || pxSmall < MinNamePx || pxZoomed <= px {
			t.Errorf("%q: %.1f px at fit zoom (want ≥ %d), %.1f px in 900×640 (want ≥ %d), %.1f px zoomed 4×", l.Text, px, NamePx, pxSmall, MinNamePx, pxZoomed)
		}
	}
}

// A name is placed clear of every unit place and every supply-centre
// marker, at fit zoom and zoomed in or out.
func TestNamesStayClearOfUnitsAndCentres(t *testing.T) {
	b := classicBoard(t)
	c := NewCache()
	fit := board.FitScale(b.Width, b.Height)
	for _, scale := range []float64{0.7 * fit, fit, 2.5 * fit} {
		n := c.named(b, scale, scale, 1)
		places := c.unitRadii(b, scale, LookAt(b, scale, DefaultPalette(7)).R, MinUnitPx)
		k := LineScale(b, scale)
		for _, l := range n.Labels {
			px, halo := labelSize(n, l, scale, 1)
			box := c.labelBox(Pt{float32(l.At.X * scale), float32(l.At.Y * scale)}, l.Text, px, halo)
			meets := func(at board.Point, rad float64) bool {
				x, y := at.X*scale, at.Y*scale
				nx := min(max(x, float64(box.Min.X)), float64(box.Max.X))
				ny := min(max(y, float64(box.Min.Y)), float64(box.Max.Y))
				return math.Hypot(nx-x, ny-y) < rad
			}
			for _, a := range b.Units {
				if u := places[a.Loc()]; meets(u.at, float64(u.r)) {
					t.Errorf("scale %.2f: the name %q lies under a unit in %s", scale, l.Text, a.Loc())
				}
			}
			for _, s := range b.SCs {
				if meets(s.At, float64(scRadius(float32(k)))) {
					t.Errorf("scale %.2f: the centre marker of %s covers the name %q", scale, s.Province, l.Text)
				}
			}
		}
	}
}

// Each name is its province's full name (on one line or two) where that
// fits inside the province or beside it (against it, or with a leader
// line into it); else its code. Zooming in makes room, and more names are in
// full.
func TestNamesAreFullWhereTheyFitAndGrowFullZoomedIn(t *testing.T) {
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
	count := func(scale float64) int {
		full := 0
		n := c.named(b, scale, scale, 1)
		lead := c.leadersOf(n)
		for i, l := range n.Labels {
			pr := b.Province(l.Province)
			if pr == nil {
				continue
			}
			px, halo := labelSize(b, l, scale, 1)
			rows := newProvinceRows(pr, scale)
			switch strings.ReplaceAll(l.Text, "\n", " ") {
			case Code(l.Province):
			case pr.Name:
				full++
				box := c.labelBox(Pt{float32(l.At.X * scale), float32(l.At.Y * scale)}, l.Text, px, halo)
				if ln := lead[i]; len(ln) == 2 {
					end := ln[1]
					if _, _, ok := rows.span(int(math.Floor(end.Y*scale)), end.X*scale); !ok {
						t.Errorf("scale %.2f: the leader of %q ends outside its province", scale, l.Text)
					}
				} else if !rows.touches(box) {
					t.Errorf("scale %.2f: %q is neither in its province, nor against it, nor led to it", scale, l.Text)
				}
			default:
				t.Errorf("scale %.2f: %s is named %q: want %q or %q", scale, l.Province, l.Text, pr.Name, Code(l.Province))
			}
		}
		return full
	}
	atFit, zoomed := count(fit), count(4*fit)
	if zoomed <= atFit || zoomed < len(b.Labels)*3/4 {
		t.Errorf("%d of %d names in full at fit zoom, %d zoomed 4×: want most in full zoomed in", atFit, len(b.Labels), zoomed)
	}
	t.Logf("names in full: %d of %d at fit zoom, %d zoomed 4×", atFit, len(b.Labels), zoomed)
}
