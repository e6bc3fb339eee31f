package mapview

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/mapview/render"
	"dipdesk/variants"
)

func close(a color.Color, b color.NRGBA) bool {
	r, g, bl, _ := a.RGBA()
	d := func(x uint32, y uint8) int {
		v := int(x>>8) - int(y)
		if v < 0 {
			return -v
		}
		return v
	}
	return d(r, b.R) < 12 && d(g, b.G) < 12 && d(bl, b.B) < 12
}

// Units are drawn where their anchors are, in their power's colour, at any
// device scale and zoom.
func TestUnitsAreDrawnAtTheirAnchors(t *testing.T) {
	for _, scale := range []float32{1, 2} {
		m, win := classic(t, 800, 600)
		win.Canvas().(test.WindowlessCanvas).SetScale(scale)
		win.Resize(fyne.NewSize(800, 600))
		_, s := classicStart(t)
		m.SetScene(s)
		for _, zoom := range []float64{1, 3} {
			m.FitBoard()
			if zoom > 1 {
				m.Scrolled(wheel(mustPos(t, m, "mun"), 25*float32(logBase(zoom, zoomStep))))
			}
			img := win.Canvas().Capture()
			for _, u := range s.Units {
				p := mustPos(t, m, u.Loc)
				x, y := int(p.X*scale), int(p.Y*scale)
				if !(x >= 0 && y >= 0 && x < img.Bounds().Dx() && y < img.Bounds().Dy()) {
					continue
				}
				// Left of the letter, inside the unit (its disc as drawn:
				// smaller where the province is small).
				_, ur, _ := m.text.UnitDisc(m.Model(), u.Loc, m.v.scale()*float64(scale), float64(scale))
				r := float64(ur)
				if u.Kind == render.Army {
					x -= int(0.72 * r)
				} else {
					x -= int(0.95 * r)
				}
				if want := m.pal.Colour(u.Power); !close(img.At(x, y), want) {
					t.Errorf("scale %v zoom %v: %s unit at %s: pixel %v, want %v", scale, zoom, s.Powers[u.Power].Name, u.Loc, img.At(x, y), want)
				}
			}
			// A province under the pointer is the one tapped, whatever the
			// device scale.
			if p, _ := m.ProvinceAt(mustPos(t, m, "mun")); p != "mun" {
				t.Errorf("scale %v: Munich's anchor is in %q", scale, p)
			}
		}
	}
}

func logBase(x, b float64) float64 {
	n := 0.0
	for v := 1.0; v*b <= x*1.0001; v *= b {
		n++
	}
	return n
}

// Every built-in variant's powers get distinct palette colours (the
// palette is checked for colour-blind viewers in package render).
func TestEveryVariantFitsThePalette(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		if n := p.Variant.NumPowers(); n > render.MaxPowers {
			t.Errorf("%s has %d powers; the palettes tell %d apart", p.ID, n, render.MaxPowers)
		}
	}
}

// Every built-in board: tapping each anchor reports its province.
func TestTappingAnchorsOnEveryBuiltInBoard(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		t.Run(p.ID, func(t *testing.T) {
			m, _ := inWindow(t, p.ID, p.Files, 1200, 800)
			pos := p.Variant.Start()
			m.SetScene(render.SceneOf(p.Variant, &pos, nil, nil))
			if n := tapAllAnchors(t, m); n != len(m.Model().Units) {
				t.Errorf("tapped %d of %d anchors", n, len(m.Model().Units))
			}
		})
	}
}

func TestHighContrastChangesTheLook(t *testing.T) {
	m, win := classic(t, 600, 450)
	_, s := classicStart(t)
	m.SetScene(s)
	before := win.Canvas().Capture()
	m.SetHighContrast(true)
	if !m.pal.HighContrast || m.style.Coast != render.HighContrastStyle().Coast {
		t.Fatal("high contrast not applied to the palette and style")
	}
	after := win.Canvas().Capture()
	differ := 0
	b := before.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			if before.At(x, y) != after.At(x, y) {
				differ++
			}
		}
	}
	if differ < 200 {
		t.Errorf("high contrast changed only %d sampled pixels", differ)
	}
	m.SetHighContrast(false)
	if m.pal.HighContrast {
		t.Error("high contrast stayed on")
	}
}
