package render

import (
	"testing"

	"dipdesk/variants/board"
)

// A world map draws no border along its seam: the provinces go on across it.
func TestNoBorderAlongTheSeam(t *testing.T) {
	rect := func(x0, x1 float64) []board.Ring {
		return []board.Ring{{{X: x0, Y: 0}, {X: x1, Y: 0}, {X: x1, Y: 10}, {X: x0, Y: 10}}}
	}
	b := &board.Board{Width: 20, Height: 10, Wrap: true, Provinces: []*board.Province{
		{ID: "w", Kind: board.Sea, Rings: rect(0, 10)}, {ID: "e", Kind: board.Sea, Rings: rect(10, 20)},
	}}
	for _, l := range mergeBorders(b).sea {
		for i := 1; i < len(l); i++ {
			if onSeam(b, l[i-1], l[i]) {
				t.Errorf("a border is drawn along the seam: %v", l)
			}
		}
	}
	b.Wrap = false
	seamLines := 0
	for _, l := range mergeBorders(b).sea {
		for i := 1; i < len(l); i++ {
			if l[i-1].X == 0 && l[i].X == 0 {
				seamLines++
			}
		}
	}
	if seamLines == 0 {
		t.Error("a board that does not wrap lost its west edge line")
	}
}
