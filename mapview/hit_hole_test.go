package mapview

import (
	"testing"

	"dipdesk/variants"
	"dipdesk/variants/board"
)

// The land drawn inside Cape Horn's box (War in North America) is holes
// in the box, part of no province: a tap there once did nothing. It
// now means the box around it.
func TestTapOnLandInsideABoxMeansTheBox(t *testing.T) {
	pkg, err := variants.Builtin("warinnorthamerica")
	if err != nil {
		t.Fatal(err)
	}
	data, err := pkg.ReadFile("map.svg")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.Parse(data, "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	var box *board.Province
	for _, p := range b.Provinces {
		if p.ID == "cph" {
			box = p
		}
	}
	if box == nil || len(box.Rings) < 2 {
		t.Fatalf("Cape Horn has no land drawn inside it: %v", box)
	}
	g := newHitGrid(b)
	tried := 0
	for _, hole := range box.Rings[1:] {
		bb := board.BoundsOf([]board.Ring{hole})
		for x := bb.Min.X; x <= bb.Max.X; x += 0.5 {
			for y := bb.Min.Y; y <= bb.Max.Y; y += 0.5 {
				pt := board.Point{X: x, Y: y}
				if !board.RingsContain([]board.Ring{hole}, pt) || box.Contains(pt) {
					continue
				}
				tried++
				if got := g.at(pt); got == nil || got.ID != "cph" {
					t.Fatalf("a tap on the land at %v inside Cape Horn's box hit %v", pt, got)
				}
			}
		}
	}
	if tried == 0 {
		t.Fatal("no point on the land inside the box was tried")
	}
}
