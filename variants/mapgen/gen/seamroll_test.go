package gen

import (
	"slices"
	"testing"

	"dipdesk/variants/board"
)

// Rolling a row moves each cell dx east, wrapping round; rolling on by
// the rest of a lap restores it.
func TestRollRowsWrapsAndUndoes(t *testing.T) {
	s := []int{0, 1, 2, 3, 4, 10, 11, 12, 13, 14}
	rollRows(s, 5, 2)
	if want := []int{3, 4, 0, 1, 2, 13, 14, 10, 11, 12}; !slices.Equal(s, want) {
		t.Fatalf("rolled by 2: %v, want %v", s, want)
	}
	rollRows(s, 5, 3)
	if want := []int{0, 1, 2, 3, 4, 10, 11, 12, 13, 14}; !slices.Equal(s, want) {
		t.Fatalf("rolled back: %v, want %v", s, want)
	}
	if got := rolledIndex(8, 5, 2); got != 5 {
		t.Errorf("cell 8 rolled by 2 is at %d, want 5", got)
	}
}

// On a world board a speck of an island against the seam swells as one
// in open water does (swell_test.go), across the seam, and what touches
// what stays as it was.
func TestSwellGivesAnIslandAtTheSeamRoom(t *testing.T) {
	const W, H = 240, 160
	n := W * H
	f := &Field{W: W, H: H, Wrap: true, Land: make([]bool, n), Label: make([]int32, n), Fixed: make([]bool, n), Void: make([]bool, n)}
	// 1: a sea round the seam, 2: a sea in the middle (x 80 to 160),
	// 3: an island of 3×3 cells astride the seam.
	for y := range H {
		for x := range W {
			f.Label[y*W+x] = 1
			if x >= 80 && x < 160 {
				f.Label[y*W+x] = 2
			}
		}
	}
	for y := 79; y < 82; y++ {
		for _, x := range []int{W - 1, 0, 1} {
			f.Label[y*W+x], f.Land[y*W+x] = 3, true
		}
	}
	regions := []Region{{Sea: true, Seeds: []int{10*W + 40}}, {Sea: true, Seeds: []int{10*W + 120}}, {Seeds: []int{80 * W}}}
	units := []board.Anchor{{Province: "a", At: board.Point{X: 40, Y: 10}}, {Province: "b", At: board.Point{X: 120, Y: 10}}, {Province: "c", At: board.Point{X: 0.5, Y: 80}}}
	before := newContacts(f).n
	if got := swell(f, regions, 3, units); got != 1 {
		t.Fatalf("swell grew %d provinces, want 1 (the island at the seam)", got)
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
	// It grew on both sides of the seam, round its heart.
	r := int(board.PaneUnitRadius(&board.Board{Units: units, Width: W, Height: H}))
	for _, x := range []int{r / 2, W - r/2} {
		if f.Label[80*W+x] != 3 {
			t.Errorf("cell (%d, 80), %d cells from the island's heart, is %d, want the island's", x, r/2, f.Label[80*W+x])
		}
	}
}
