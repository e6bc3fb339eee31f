package render_test

import (
	"testing"

	"dipdesk/mapview/render"
)

// A name counts as far from its province only past FarNames of its own
// heights: beside the coast it reads as the province's, led from across
// the board it does not. Distance is to the province's outline, not its
// middle, and a name over the province counts nothing.
func TestMeasureCountsNamesFarFromTheirProvince(t *testing.T) {
	square := [][][2]float64{{{100, 100}, {200, 100}, {200, 200}, {100, 200}}}
	g := &render.Geometry{
		Size:      [2]int{900, 640},
		Provinces: []render.ProvinceMark{{ID: "a", Rings: square}, {ID: "b", Rings: square}, {ID: "c", Rings: square}, {ID: "d", Rings: square}},
		Labels: []render.LabelMark{
			{Province: "a", Text: "Over", Full: true, Px: 10, Box: [4]float64{120, 140, 180, 152}},
			{Province: "b", Text: "Beside", Full: true, Px: 10, Box: [4]float64{210, 140, 270, 152}}, // 10 px off
			{Province: "c", Text: "Near", Full: true, Px: 10, Box: [4]float64{150, 60, 210, 72}},     // 28 px above: inside the limit
			{Province: "d", Text: "Far", Full: true, Px: 10, Box: [4]float64{240, 250, 300, 262}},    // 40√2 px off the corner
		},
	}
	l := render.Measure(g)
	if l.Far != 1 {
		t.Fatalf("Far = %d, want 1 (only %q): %v", l.Far, "Far", l.Cases)
	}
	if m := l.Check(render.Targets[1], 4); len(m) != 1 || m[0].Bar != render.BarFar {
		t.Errorf("misses %v, want only %q", m, render.BarFar)
	}
}
