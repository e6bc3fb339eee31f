package mapview

import (
	"image"
	"testing"

	"dipdesk/mapview/render"
)

// The selection highlight marks a province but leaves its name as the
// board draws it: "Vienna" is not tinted by the fill nor crossed by the
// outline. The widget at fit zoom draws names where render.FitGeometry
// records them for the same pane.
func TestSelectionLeavesNamesAsDrawn(t *testing.T) {
	m, win := classic(t, 1000, 760)
	_, s := classicStart(t)
	m.SetScene(s)
	g, _ := render.FitGeometry(m.b, nil, 1000, 760, render.Options{})
	var box image.Rectangle
	for _, l := range g.Labels {
		if l.Province == "vie" {
			box = image.Rect(int(l.Box[0]), int(l.Box[1]), int(l.Box[2]), int(l.Box[3]))
		}
	}
	if box.Empty() {
		t.Fatal("Vienna's name is not drawn at fit zoom")
	}
	plain := win.Canvas().Capture()
	m.SetSelected("vie", "boh", "gal")
	sel := win.Canvas().Capture()
	changed, ink := 0, 0
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			if r, g, b, _ := plain.At(x, y).RGBA(); (r+g+b)/3 > 0x6000 {
				continue // not the name's ink
			}
			ink++
			if plain.At(x, y) != sel.At(x, y) {
				changed++
			}
		}
	}
	if ink == 0 || changed > 0 {
		t.Errorf("selecting Vienna changed %d of the %d pixels of its name's ink", changed, ink)
	}
	// The highlight is there round the name.
	if c := box.Min.Sub(image.Pt(0, 6)); plain.At(c.X, c.Y) == sel.At(c.X, c.Y) && plain.At(box.Max.X+4, box.Max.Y+4) == sel.At(box.Max.X+4, box.Max.Y+4) {
		t.Errorf("no highlight drawn by Vienna's name")
	}
}
