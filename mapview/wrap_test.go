package mapview

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/mapview/render"
	"dipdesk/variants/board"
)

// worldBoard is a 200×100 world map that wraps: West at its west edge,
// East at its east edge (they touch across the seam), Mid between.
func worldBoard(t *testing.T, w, h float32) *Board {
	t.Helper()
	rect := func(x0, x1 float64) []board.Ring {
		return []board.Ring{{{X: x0, Y: 0}, {X: x1, Y: 0}, {X: x1, Y: 100}, {X: x0, Y: 100}}}
	}
	b := &board.Board{Width: 200, Height: 100, Wrap: true, Provinces: []*board.Province{
		{ID: "wst", Name: "West", Rings: rect(0, 40), Bounds: board.Rect{Max: board.Point{X: 40, Y: 100}}},
		{ID: "mid", Name: "Mid", Rings: rect(40, 160), Bounds: board.Rect{Min: board.Point{X: 40}, Max: board.Point{X: 160, Y: 100}}},
		{ID: "est", Name: "East", Kind: board.Sea, Rings: rect(160, 200), Bounds: board.Rect{Min: board.Point{X: 160}, Max: board.Point{X: 200, Y: 100}}},
	}, Units: []board.Anchor{{Province: "wst", At: board.Point{X: 10, Y: 50}}, {Province: "mid", At: board.Point{X: 100, Y: 50}}, {Province: "est", At: board.Point{X: 190, Y: 50}}}}
	m := NewWithBoard(b, nil)
	if m.Err() != nil {
		t.Fatal(m.Err())
	}
	test.NewTempApp(t)
	win := test.NewTempWindow(t, m)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(w, h))
	return m
}

// Panning a world map never stops: dragging or pressing an arrow key goes
// past the seam, and what comes in at the edge is the other side of the
// world, so a tap there finds the province across the seam.
func TestWorldMapPansRoundWithoutEnd(t *testing.T) {
	m := worldBoard(t, 448, 200) // fit: 2 px per board unit, the world fills the width less the buttons' column
	var got string
	m.OnTapped = func(p, _ string) { got = p }
	test.TapAt(m, fyne.NewPos(10, 100))
	if got != "wst" {
		t.Fatalf("tap at the west edge: %q, want wst", got)
	}
	for range 18 { // 18 steps east of 56 px (an eighth of the widget): 1008 px
		m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	}
	if m.v.ox > float64(m.Size().Width)/2 || m.v.ox < float64(m.Size().Width)/2-m.v.period() {
		t.Errorf("origin %v left its one period", m.v.ox)
	}
	// The view moved 1008 px east = 2.52 worlds: the left edge shows board x 104.
	test.TapAt(m, fyne.NewPos(1, 100))
	if got != "mid" {
		t.Errorf("after panning east the left edge shows %q, want mid", got)
	}
	test.TapAt(m, fyne.NewPos(150, 100)) // board x 179: East
	if got != "est" {
		t.Errorf("board x 175 shows %q, want est", got)
	}
	test.TapAt(m, fyne.NewPos(250, 100)) // board x 229 = 29 across the seam: West
	if got != "wst" {
		t.Errorf("across the seam %q, want wst", got)
	}
	m.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 100}})
	test.TapAt(m, fyne.NewPos(1, 100)) // board x 50
	if got != "mid" {
		t.Errorf("after a drag west %q, want mid", got)
	}
}

// The static board and the scene are drawn once per copy in view: with the
// seam in the middle of the widget, East's sea colour is left of it and
// West's land right of it, and a move across the seam is drawn the short
// way, over the seam, not back across the whole world.
func TestWorldMapDrawsEveryCopyAndOrdersAcrossTheSeam(t *testing.T) {
	m := worldBoard(t, 448, 200) // 2 px per board unit, as above
	m.Dragged(dragBy(-200, 0))   // 200 px east: the seam at x 200
	st := m.style
	img := m.r.staticImage(448, 200)
	sea, land := img.RGBAAt(190, 20), img.RGBAAt(210, 20)
	if sea == land {
		t.Errorf("either side of the seam the board has one colour %v: a copy is missing", sea)
	}
	if d := colourDist(sea, st.SeaProvince); d > 60 {
		t.Errorf("left of the seam %v, want the sea %v", sea, st.SeaProvince)
	}
	m.SetScene(&render.Scene{
		Units:  []render.Unit{{Loc: "est", Power: 0, Kind: render.Fleet}},
		Orders: []render.Order{{Loc: "est", Power: 0, Kind: render.Move, Dest: "wst"}},
	})
	scene := m.r.sceneImage(448, 200)
	// East's fleet stands at board x 190 (widget x 180), West's anchor at
	// board x 10 (widget x 220): the arrow runs between them over the seam.
	if a := scene.RGBAAt(200, 100).A; a == 0 {
		t.Error("no arrow over the seam between East and West")
	}
	// and not back across Mid.
	if a := scene.RGBAAt(20, 100).A; a != 0 {
		t.Error("the arrow runs the long way round, across Mid")
	}
}

func colourDist(a color.RGBA, b color.RGBA) int {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}

// Copies of a world map meet on a pixel edge at every zoom: a copy is a
// whole number of pixels wide, so the column either side of the seam is
// East's or West's colour, with no half-covered hairline of the
// background between them.
func TestWorldMapCopiesMeetWithoutAHairline(t *testing.T) {
	m := worldBoard(t, 451, 200) // fit: 2.015 px per board unit (403 px, and the buttons' column)
	for step := 0; step < 8; step++ {
		m.Scrolled(wheel(fyne.NewPos(201, 100), 25))
		k := m.layerKey(403, 200, m.staticGen)
		seam := ((k.period-k.ox)%k.period + k.period) % k.period
		m.Dragged(dragBy(float32(200-seam), 0)) // the seam to the middle
		k = m.layerKey(403, 200, m.staticGen)
		if float64(k.period) != m.b.Width*k.scale {
			t.Errorf("zoom %.3f: a copy is %v pixels wide, drawn %d apart", m.Zoom(), m.b.Width*k.scale, k.period)
		}
		img := m.r.staticImage(403, 200)
		for c := -1; c <= 2; c++ {
			x := c*k.period - k.ox // the seam: East left of it, West right
			if x < 4 || x > 398 {
				continue
			}
			if img.RGBAAt(x-1, 100) != img.RGBAAt(x-3, 100) || img.RGBAAt(x, 100) != img.RGBAAt(x+2, 100) {
				t.Errorf("zoom %.3f: across the seam at x %d: %v %v | %v %v", m.Zoom(), x,
					img.RGBAAt(x-3, 100), img.RGBAAt(x-1, 100), img.RGBAAt(x, 100), img.RGBAAt(x+2, 100))
			}
		}
	}
}
