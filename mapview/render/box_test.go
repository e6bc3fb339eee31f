package render

import (
	"image/color"
	"testing"

	"dipdesk/variants/board"
)

// Two fleets in one box (Cape Horn) are both drawn, side by side: each
// power's colour shows.
func TestTwoUnitsInABoxBothShow(t *testing.T) {
	b := testBoard()
	b.Units = []board.Anchor{{Province: "s", At: board.Point{X: 150, Y: 20}}}
	red, blue := Power{Name: "Red", Colour: color.NRGBA{200, 0, 0, 255}}, Power{Name: "Blue", Colour: color.NRGBA{0, 0, 200, 255}}
	s := &Scene{Powers: []Power{red, blue}, Units: []Unit{{Kind: Fleet, Power: 0, Loc: "s"}, {Kind: Fleet, Power: 1, Loc: "s"}}}
	img := Export(b, s, ExportOptions{Width: 800})
	count := func(want func(r, g, b uint8) bool) int {
		n := 0
		for y := 0; y < 200; y++ {
			for x := 450; x < 750; x++ {
				c := img.RGBAAt(x, y)
				if want(c.R, c.G, c.B) {
					n++
				}
			}
		}
		return n
	}
	reds := count(func(r, g, b uint8) bool { return r > 150 && g < 60 && b < 60 })
	blues := count(func(r, g, b uint8) bool { return b > 150 && r < 60 && g < 60 })
	if reds < 20 || blues < 20 {
		t.Errorf("%d red and %d blue pixels: both fleets should show", reds, blues)
	}
}
