package render_test

import (
	"image/color"
	"testing"

	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

func classicBoard(t *testing.T) *board.Board {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.ParseFile(pkg.Files, "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The record is of the picture: every name's box holds ink of the label
// colour, every place and centre is recorded once, in the pane's pixels,
// and the board sits centred in the pane as the widget fits it.
func TestFitGeometryRecordsWhatIsDrawn(t *testing.T) {
	b := classicBoard(t)
	g, img := render.FitGeometry(b, nil, 900, 640, render.Options{})
	scale, ox, oy := render.FitView(b.Width, b.Height, 900, 640, b.Wrap)
	if g.Scale != scale || g.Size != [2]int{900, 640} {
		t.Fatalf("scale %v size %v, want %v 900×640", g.Scale, g.Size, scale)
	}
	if len(g.Anchors) != len(b.Units) || len(g.Centres) != len(b.SCs) || len(g.Provinces) != len(b.Provinces) {
		t.Fatalf("%d anchors, %d centres, %d provinces; the board has %d, %d, %d", len(g.Anchors), len(g.Centres), len(g.Provinces), len(b.Units), len(b.SCs), len(b.Provinces))
	}
	if len(g.Labels)+len(g.Hidden) != len(b.Labels) {
		t.Fatalf("%d names drawn and %d left out of %d", len(g.Labels), len(g.Hidden), len(b.Labels))
	}
	lon, _ := b.Unit("lon")
	for _, a := range g.Anchors {
		if a.Province == "lon" {
			want := [2]float64{lon.X*scale + ox, lon.Y*scale + oy}
			if d := max(abs(a.Centre[0]-want[0]), abs(a.Centre[1]-want[1])); d > 0.6 { // the pane sits on a whole pixel of the board
				t.Errorf("London's place at %v, want %v in the pane", a.Centre, want)
			}
		}
	}
	st := render.DefaultStyle()
	for _, l := range g.Labels {
		if !boxHasInk(img, l.Box, st.Label) && !boxHasInk(img, l.Box, st.SeaLabel) {
			t.Errorf("no ink of a name in the box %v of %q", l.Box, l.Text)
		}
	}
}

func boxHasInk(img interface{ At(x, y int) color.Color }, box [4]float64, ink color.RGBA) bool {
	for y := int(box[1]); y < int(box[3]); y++ {
		for x := int(box[0]); x < int(box[2]); x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			if abs(float64(r>>8)-float64(ink.R)) < 40 && abs(float64(g>>8)-float64(ink.G)) < 40 && abs(float64(b>>8)-float64(ink.B)) < 40 {
				return true
			}
		}
	}
	return false
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// Measure counts what covers what on a made-up pane.
func TestMeasureCountsWhatCoversWhat(t *testing.T) {
	square := [][][2]float64{{{0, 0}, {100, 0}, {100, 100}, {0, 100}}}
	g := &render.Geometry{
		Size: [2]int{200, 200},
		Labels: []render.LabelMark{
			{Province: "a", Text: "Alpha", Full: true, Px: 11, Box: [4]float64{10, 10, 50, 20}},
			{Province: "b", Text: "BET", Px: 10, Box: [4]float64{40, 15, 60, 25}}, // over Alpha
		},
		Hidden:    []render.LabelMark{{Province: "c", Text: "Gamma", Px: 11}},
		Centres:   []render.CentreMark{{Province: "a", Centre: [2]float64{30, 30}, Radius: 4}, {Province: "b", Centre: [2]float64{30, 22}, Radius: 4}},
		Anchors:   []render.AnchorMark{{Province: "a", Centre: [2]float64{50, 50}, Radius: 8}, {Province: "a", Coast: "nc", Centre: [2]float64{100, 50}, Radius: 8}, {Province: "b", Centre: [2]float64{30, 12}, Radius: 5}},
		Provinces: []render.ProvinceMark{{ID: "a", Rings: square}},
	}
	l := render.Measure(g)
	want := render.Legibility{Size: g.Size, Names: 3, Full: 1, MinPx: 10, Overlaps: 2, CentreOverName: 1, UnitOutside: 2, UnitOverName: 1}
	l.Cases = nil
	if l.Names != want.Names || l.Full != want.Full || l.MinPx != want.MinPx || l.Overlaps != want.Overlaps ||
		l.CentreOverName != want.CentreOverName || l.UnitOutside != want.UnitOutside || l.UnitOverName != want.UnitOverName {
		t.Errorf("got %+v\nwant %+v", l, want)
	}
	miss := l.Check(render.Targets[0], 10)
	if len(miss) != 6 {
		t.Errorf("misses %v, want all six bars", miss)
	}
}
