package gen

import (
	"testing"

	"dipdesk/variants/board"
)

// A speck of an island grows until its unit fits on it, over the seas it
// touches only: it neither reaches the coast beside it nor changes what
// touches what.
func TestSwellGivesATinyIslandRoomForItsUnit(t *testing.T) {
	const W, H = 240, 160
	n := W * H
	f := &Field{W: W, H: H, Land: make([]bool, n), Label: make([]int32, n), Fixed: make([]bool, n), Void: make([]bool, n)}
	// 1: a western sea, 2: an eastern sea (meeting at x = 120),
	// 3: an island of 3×3 cells in the western sea, 4: a coast along
	// the south-west, 7 cells from the island's south edge.
	for y := range H {
		for x := range W {
			i := y*W + x
			switch {
			case y >= 90 && x < 120:
				f.Label[i], f.Land[i] = 4, true
			case x < 120:
				f.Label[i] = 1
			default:
				f.Label[i] = 2
			}
		}
	}
	for y := 79; y < 82; y++ {
		for x := 60; x < 63; x++ {
			f.Label[y*W+x], f.Land[y*W+x] = 3, true
		}
	}
	regions := []Region{{Sea: true, Seeds: []int{10*W + 10}}, {Sea: true, Seeds: []int{10*W + 200}}, {Seeds: []int{80*W + 61}}, {Seeds: []int{120*W + 60}}}
	units := []board.Anchor{{Province: "a", At: board.Point{X: 10, Y: 10}}, {Province: "b", At: board.Point{X: 200, Y: 10}}, {Province: "c", At: board.Point{X: 61, Y: 80}}, {Province: "d", At: board.Point{X: 60, Y: 120}}}
	before := newContacts(f).n
	if got := swell(f, regions, 4, units); got != 1 {
		t.Fatalf("swell grew %d provinces, want 1 (the island)", got)
	}
	after := newContacts(f).n
	for k, v := range before {
		if (after[k] > 0) != (v > 0) {
			t.Errorf("contact %v: %d cell edges before, %d after", k, v, after[k])
		}
	}
	for k, v := range after {
		if before[k] == 0 && v > 0 {
			t.Errorf("new contact %v", k)
		}
	}
	r := board.PaneUnitRadius(&board.Board{Units: units, Width: W, Height: H})
	ds := newDiscShare(f, 3, regionBoxes(f.Label, W, H, 4)[3], r)
	best := 0.0
	for y := 60; y < 100; y++ {
		for x := 40; x < 80; x++ {
			best = max(best, ds.at(x, y))
		}
	}
	if best < wantInside {
		t.Errorf("the island holds at best %.0f %% of a unit %.1f px across, want %.0f %%", 100*best, 2*r, 100*wantInside)
	}
	for y := 82; y < 90; y++ {
		for x := 55; x < 68; x++ {
			if f.Label[y*W+x] == 3 && y >= 87 {
				t.Errorf("the island reached (%d, %d), within 3 px of the coast", x, y)
			}
		}
	}
}
