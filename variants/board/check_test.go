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

func box(x0, y0, x1, y1 float64) Ring {
	return Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// twoCoasts is a board with a province p of two coasts between two seas:
//
//	n n n n n n      n: sea, borders p/nc and w
//	w w p p p p      p: land with coasts nc (on n) and sc (on s)
//	q q s s s s      w, q: land; s: sea, borders p/sc and q
//
// The fleet border p/nc–w runs along n, where the w–p border meets it.
func twoCoasts() (*Board, Graph) {
	b := &Board{
		Width: 30, Height: 30,
		Provinces: []*Province{
			{ID: "n", Kind: Sea, Rings: []Ring{box(0, 0, 30, 10)}},
			{ID: "w", Kind: Land, Rings: []Ring{box(0, 10, 10, 20)}},
			{ID: "p", Kind: Land, Rings: []Ring{box(10, 10, 30, 20)}},
			{ID: "q", Kind: Land, Rings: []Ring{box(0, 20, 10, 30)}},
			{ID: "s", Kind: Sea, Rings: []Ring{box(10, 20, 30, 30)}},
		},
		Units: []Anchor{
			{Province: "n", At: Point{15, 5}}, {Province: "w", At: Point{5, 15}},
			{Province: "p", At: Point{20, 15}},
			{Province: "p", Coast: "nc", At: Point{20, 12}},
			{Province: "p", Coast: "sc", At: Point{20, 18}},
			{Province: "q", At: Point{5, 25}}, {Province: "s", At: Point{20, 25}},
		},
	}
	g := Graph{
		Provinces: []GraphProvince{{ID: "n", Sea: true}, {ID: "w"}, {ID: "p", Coasts: []string{"nc", "sc"}}, {ID: "q"}, {ID: "s", Sea: true}},
		Links: []Link{
			{A: "n", B: "w", Fleet: true}, {A: "n", B: "p/nc", Fleet: true},
			{A: "w", B: "p/nc", Fleet: true}, {A: "w", B: "p", Army: true},
			{A: "w", B: "q", Army: true},
			{A: "s", B: "p/sc", Fleet: true}, {A: "s", B: "q", Fleet: true},
		},
	}
	return b, g
}

func TestCoastAnchorsOnTheirSeasSidePass(t *testing.T) {
	b, g := twoCoasts()
	if probs := Check(b, g); len(probs) != 0 {
		t.Errorf("problems on a consistent two-coast board: %v", probs)
	}
}

func TestCoastAnchorOnTheWrongSideFails(t *testing.T) {
	// The north coast's anchor put by the south sea.
	b, g := twoCoasts()
	b.Units[3].At = Point{25, 19}
	probs := Check(b, g)
	want := "the anchor of p/nc at (25, 19) is nearer s (1 units; fleets reach it from p/sc, not from p/nc) than n (9 units; fleets reach it from p/nc): expected p/nc's anchor on the side of the seas it borders, nearer n"
	if len(probs) != 1 || probs[0].Msg != want {
		t.Errorf("got %v\nwant [%s]", probs, want)
	}

	// Both anchors swapped: each coast is reported, naming the sea it faces.
	b, g = twoCoasts()
	b.Units[3].At, b.Units[4].At = b.Units[4].At, b.Units[3].At
	probs = Check(b, g)
	if len(probs) != 2 || !strings.Contains(probs[0].Msg, "p/nc at (20, 18) is nearer s") || !strings.Contains(probs[1].Msg, "p/sc at (20, 12) is nearer n") {
		t.Errorf("swapped anchors: got %v", probs)
	}
}

func TestCoastNeighbourWhoseBorderMissesTheSeaFails(t *testing.T) {
	// The fleet border to w moved to p/sc: the w–p border reaches only n,
	// which p/sc does not border, and touches s at a corner.
	b, g := twoCoasts()
	g.Links[2].B = "p/sc"
	want := "p/sc–w is a fleet border, but the border of p and w reaches no sea that both touch and that fleets sail to from both p/sc and w: expected their border to end on such a sea, or a marker for the link"
	found := false
	for _, p := range Check(b, g) {
		found = found || p.Msg == want
	}
	if !found {
		t.Errorf("want %q, got %v", want, Check(b, g))
	}
	// A marker for the link is enough.
	b.Markers = []Marker{{Kind: MarkerBridge, Link: [2]string{"p/sc", "w"}}}
	for _, p := range Check(b, g) {
		if strings.Contains(p.Msg, "reaches no sea") {
			t.Errorf("marked link still reported: %v", p)
		}
	}
}

// On a board that wraps, a province at the west edge touches one at the
// east edge; on one that does not, they are far apart.
func TestWrapJoinsTheEdges(t *testing.T) {
	b := &Board{Width: 20, Height: 10, Provinces: []*Province{
		{ID: "w", Rings: []Ring{{{0, 0}, {5, 0}, {5, 10}, {0, 10}}}},
		{ID: "e", Rings: []Ring{{{15, 0}, {20, 0}, {20, 10}, {15, 10}}}},
	}}
	if n := Touching(b)[[2]string{"e", "w"}]; n != 0 {
		t.Errorf("without wrap the edges touch (%v)", n)
	}
	b.Wrap = true
	if n := Touching(b)[[2]string{"e", "w"}]; n != 10 {
		t.Errorf("with wrap the edges touch along %v units, want 10", n)
	}
	var buf strings.Builder
	if err := Write(&buf, b); err != nil {
		t.Fatal(err)
	}
	back, err := Parse([]byte(buf.String()), "m.svg")
	if err != nil {
		t.Fatal(err)
	}
	if !back.Wrap {
		t.Error("data-wrap is lost on a round trip")
	}
}
