package render

import (
	"image"
	"image/color"
	"testing"

	"dipdesk/variants/board"
)

func sq(x, y, s float64) board.Ring {
	return board.Ring{{X: x, Y: y}, {X: x + s, Y: y}, {X: x + s, Y: y + s}, {X: x, Y: y + s}}
}

// testBoard is 200×100: land a (0–100), sea s (100–200) with an island hole
// at 140–160 that belongs to land c.
func testBoard() *board.Board {
	return &board.Board{
		Width: 200, Height: 100,
		Provinces: []*board.Province{
			{ID: "a", Kind: board.Land, Rings: []board.Ring{sq(0, 0, 100)}},
			{ID: "s", Kind: board.Sea, Rings: []board.Ring{sq(100, 0, 100), sq(140, 40, 20)}},
			{ID: "c", Kind: board.Land, Rings: []board.Ring{sq(140, 40, 20)}},
		},
		Impassable: []board.Shape{{Rings: []board.Ring{sq(10, 10, 30)}}},
		SCs:        []board.Anchor{{Province: "a", At: board.Point{X: 70, Y: 70}}},
		Labels:     []board.Label{{Province: "a", Text: "Alpha", At: board.Point{X: 70, Y: 30}, Size: 10}},
	}
}

func near(a, b color.RGBA) bool {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) < 8 && d(a.G, b.G) < 8 && d(a.B, b.B) < 8
}

func TestExportFillsProvincesHolesAndTints(t *testing.T) {
	st := DefaultStyle()
	// 800 pixels: 4 per board unit, so the SC marker has a solid centre.
	img := Export(testBoard(), nil, ExportOptions{Width: 800})
	if b := img.Bounds(); b.Dx() != 800 || b.Dy() != 400 {
		t.Fatalf("image %v, want 800×400", b)
	}
	checks := []struct {
		x, y int
		want color.RGBA
		what string
	}{
		{360, 80, st.Land, "land a"},
		{500, 80, st.SeaProvince, "sea s"},
		{600, 200, st.Land, "island c inside the sea's hole"},
		{280, 280, st.SC, "SC marker centre"},
	}
	for _, ch := range checks {
		if got := img.RGBAAt(ch.x, ch.y); !near(got, ch.want) {
			t.Errorf("%s at (%d,%d) = %v, want %v", ch.what, ch.x, ch.y, got, ch.want)
		}
	}
	hatched, plain := 0, 0
	for x := 60; x < 140; x++ {
		if near(img.RGBAAt(x, 100), st.Hatch) {
			hatched++
		} else if near(img.RGBAAt(x, 100), st.Impassable) {
			plain++
		}
	}
	if hatched == 0 || plain == 0 {
		t.Errorf("impassable area not hatched: %d hatch pixels, %d base pixels", hatched, plain)
	}
	if labelInk(img) == 0 {
		t.Error("label Alpha drew nothing")
	}
	if n := labelInk(Export(testBoard(), nil, ExportOptions{Width: 800, NoLabels: true})); n != 0 {
		t.Errorf("NoLabels: %d label pixels", n)
	}

	// A power with a colour of its own tints what it owns with it.
	red := color.NRGBA{200, 0, 0, 255}
	s := &Scene{Powers: []Power{{Name: "Red", Colour: red}}, Tint: map[string]int{"a": 0}}
	img = Export(testBoard(), s, ExportOptions{Width: 800})
	want := color.RGBA(PaletteFor(s.Powers, false).Tint(0, st.Land))
	if got := img.RGBAAt(360, 80); !near(got, want) {
		t.Errorf("tinted a = %v, want %v", got, want)
	}
}

// labelInk counts dark pixels where testBoard's label stands in an
// 800-pixel export.
func labelInk(img *image.RGBA) int {
	dark := 0
	for y := 80; y < 128; y++ {
		for x := 220; x < 340; x++ {
			if p := img.RGBAAt(x, y); p.R < 100 && p.G < 100 {
				dark++
			}
		}
	}
	return dark
}

func TestDashedAlternates(t *testing.T) {
	d := dashed([]board.Point{{X: 0, Y: 5}, {X: 50, Y: 5}}, 10, 5)
	if len(d) != 4 || d[0][0].X != 0 || d[1][0].X != 15 {
		t.Errorf("dashes = %v", d)
	}
}

func BenchmarkExport(b *testing.B) {
	bd := testBoard()
	for b.Loop() {
		Export(bd, nil, ExportOptions{Width: 1600})
	}
}
