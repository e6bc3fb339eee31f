package board

import (
	"strings"
	"testing"
)

func syntheticGraph() Graph {
	return Graph{
		Provinces: []GraphProvince{{ID: "a", SC: true}, {ID: "b", Coasts: []string{"ec"}}, {ID: "s", Sea: true}, {ID: "c"}},
		Links: []Link{
			{A: "a", B: "b", Army: true},
			{A: "b/ec", B: "s", Fleet: true},
			{A: "c", B: "s", Fleet: true},
			{A: "b", B: "c", Army: true},
		},
	}
}

func TestTouchingMeasuresSharedBoundaries(t *testing.T) {
	got := Touching(synthetic())
	want := map[[2]string]float64{{"a", "b"}: 10, {"b", "s"}: 10, {"c", "s"}: 16}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("contact %v = %v, want %v", k, got[k], v)
		}
	}
	if got[[2]string{"a", "s"}] != 0 || got[[2]string{"b", "c"}] != 0 {
		t.Errorf("non-neighbours touch: %v", got)
	}
}

func TestCheckPassesAConsistentBoard(t *testing.T) {
	if probs := Check(synthetic(), syntheticGraph()); len(probs) != 0 {
		t.Errorf("problems on a consistent board: %v", probs)
	}
}

func TestCheckFindsEachKindOfProblem(t *testing.T) {
	cases := []struct {
		name   string
		change func(*Board, *Graph)
		want   string
	}{
		{"unmarked link", func(b *Board, g *Graph) { b.Markers = nil }, "b–c are linked but do not touch"},
		{"touching unlinked", func(b *Board, g *Graph) { g.Links = g.Links[1:] }, "a and b touch on the board (10 units) but are not linked"},
		{"missing province", func(b *Board, g *Graph) { g.Provinces = append(g.Provinces, GraphProvince{ID: "z"}) }, "province z is in the graph but has no path"},
		{"extra path", func(b *Board, g *Graph) { g.Provinces = g.Provinces[:3] }, "path c is not a province of the graph"},
		{"anchor outside", func(b *Board, g *Graph) { b.Units[0].At = Point{15, 5} }, "unit anchor a at (15.0, 5.0) is outside its province"},
		{"coast without anchor", func(b *Board, g *Graph) { b.Units = b.Units[:2] }, "location b/ec has no unit anchor"},
		{"kind", func(b *Board, g *Graph) { g.Provinces[0].Sea = true }, "province a is drawn as land but the graph says sea"},
		{"missing SC", func(b *Board, g *Graph) { b.SCs = nil }, "supply centre a has no marker"},
		{"extra SC", func(b *Board, g *Graph) { b.SCs = append(b.SCs, Anchor{Province: "c", At: Point{32, 5}}) }, "c has a supply-centre marker but is not a supply centre"},
		{"border on a link", func(b *Board, g *Graph) {
			b.Borders = []Border{{Between: [2]string{"a", "b"}, Lines: [][]Point{{{10, 0}, {10, 10}}}}}
		}, "a–b are linked but drawn with an impassable border"},
	}
	for _, c := range cases {
		b, g := synthetic(), syntheticGraph()
		c.change(b, &g)
		probs := Check(b, g)
		found := false
		for _, p := range probs {
			if strings.Contains(p.String(), c.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: want a problem containing %q, got %v", c.name, c.want, probs)
		}
	}
	// A drawn border makes an unlinked touching pair acceptable.
	b, g := synthetic(), syntheticGraph()
	g.Links = g.Links[1:]
	b.Borders = []Border{{Between: [2]string{"b", "a"}, Lines: [][]Point{{{10, 0}, {10, 10}}}}}
	if probs := Check(b, g); len(probs) != 0 {
		t.Errorf("border drawn, still: %v", probs)
	}
}
