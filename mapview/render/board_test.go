package render

import (
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

func TestBoardFillsProvincesHolesAndTints(t *testing.T) {
	st := DefaultStyle()
	c := Board(testBoard(), Options{Width: 400})
	if b := c.Img.Bounds(); b.Dx() != 400 || b.Dy() != 200 {
		t.Fatalf("image %v, want 400×200", b)
	}
	checks := []struct {
		x, y int
		want color.RGBA
		what string
	}{
		{180, 40, st.Land, "land a"},
		{250, 40, st.SeaProvince, "sea s"},
		{300, 100, st.Land, "island c inside the sea's hole"},
		{140, 140, st.SC, "SC marker centre"},
	}
	for _, ch := range checks {
		if got := c.Img.RGBAAt(ch.x, ch.y); !near(got, ch.want) {
			t.Errorf("%s at (%d,%d) = %v, want %v", ch.what, ch.x, ch.y, got, ch.want)
		}
	}
	hatched, plain := 0, 0
	for x := 30; x < 70; x++ {
		if near(c.Img.RGBAAt(x, 50), st.Hatch) {
			hatched++
		} else if near(c.Img.RGBAAt(x, 50), st.Impassable) {
			plain++
		}
	}
	if hatched == 0 || plain == 0 {
		t.Errorf("impassable area not hatched: %d hatch pixels, %d base pixels", hatched, plain)
	}
	red := color.RGBA{200, 0, 0, 255}
	c = Board(testBoard(), Options{Width: 400, Tint: map[string]color.Color{"a": red}})
	if got := c.Img.RGBAAt(180, 40); !near(got, red) {
		t.Errorf("tinted a = %v", got)
	}
	dark := 0
	for y := 40; y < 64; y++ {
		for x := 110; x < 170; x++ {
			if p := c.Img.RGBAAt(x, y); p.R < 100 && p.G < 100 {
				dark++
			}
		}
	}
	if dark == 0 {
		t.Error("label Alpha drew nothing")
	}
}

func TestDashedAlternates(t *testing.T) {
	c := NewCanvas(100, 10, 100)
	d := c.Dashed([]board.Point{{X: 0, Y: 5}, {X: 50, Y: 5}}, 10, 5)
	if len(d) != 4 || d[0][0].X != 0 || d[1][0].X != 15 {
		t.Errorf("dashes = %v", d)
	}
}

func BenchmarkBoard(b *testing.B) {
	bd := testBoard()
	for b.Loop() {
		Board(bd, Options{Width: 1600})
	}
}
