package board

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"
)

func square(x, y, s float64) Ring {
	return Ring{{x, y}, {x + s, y}, {x + s, y + s}, {x, y + s}}
}

// synthetic is a 30×10 board: land a | land b | sea s, and a land island c
// inside s.
func synthetic() *Board {
	return &Board{
		Width: 40, Height: 10,
		Provinces: []*Province{
			{ID: "a", Name: "Alpha", Kind: Land, Rings: []Ring{square(0, 0, 10)}},
			{ID: "b", Kind: Land, Rings: []Ring{square(10, 0, 10)}},
			{ID: "s", Kind: Sea, Rings: []Ring{square(20, 0, 20), square(30, 3, 4)}},
			{ID: "c", Kind: Land, Rings: []Ring{square(30, 3, 4)}},
		},
		Units: []Anchor{
			{Province: "a", At: Point{5, 5}}, {Province: "b", At: Point{15, 5}},
			{Province: "b", Coast: "ec", At: Point{19, 5}},
			{Province: "s", At: Point{25, 5}}, {Province: "c", At: Point{32, 5}},
		},
		SCs: []Anchor{{Province: "a", At: Point{3, 3}}},
		Markers: []Marker{{ID: "link-b-c", Kind: MarkerBridge, Link: [2]string{"b/ec", "c"}, Lines: [][]Point{{{19, 5}, {31, 5}}},
			Captions: []Caption{{Text: "to \"C\"", At: Point{25, 4}, Size: 2}}}},
		Labels: []Label{{Province: "a", Text: "Alpha & co", Abbr: "A&", At: Point{5, 8}, Size: 3}},
		Rivers: [][]Point{{{1, 1}, {4, 4}}},
	}
}

func encode(t *testing.T, b *Board) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, b); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestWriteThenParseKeepsEverything(t *testing.T) {
	data := encode(t, synthetic())
	b, err := Parse(data, "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	if b.Width != 40 || b.Height != 10 || len(b.Provinces) != 4 {
		t.Fatalf("got %vx%v with %d provinces", b.Width, b.Height, len(b.Provinces))
	}
	a := b.Province("a")
	if a.Name != "Alpha" || a.Kind != Land || a.Area() != 100 {
		t.Errorf("a = %q %v area %v", a.Name, a.Kind, a.Area())
	}
	s := b.Province("s")
	if s.Kind != Sea || len(s.Rings) != 2 || s.Contains(Point{32, 5}) || !s.Contains(Point{25, 5}) {
		t.Errorf("sea with an island hole parsed wrongly: %+v", s)
	}
	if at, ok := b.Unit("b/ec"); !ok || at != (Point{19, 5}) {
		t.Errorf("unit b/ec = %v %v", at, ok)
	}
	if at, ok := b.Unit("c/nc"); !ok || at != (Point{32, 5}) {
		t.Errorf("a coast without its own anchor should fall back to the province: %v %v", at, ok)
	}
	if len(b.Markers) != 1 || b.Markers[0].Link != [2]string{"b/ec", "c"} || b.Markers[0].Kind != MarkerBridge {
		t.Errorf("markers = %+v", b.Markers)
	}
	if c := b.Markers[0].Captions; len(c) != 1 || c[0].Text != `to "C"` || c[0].At != (Point{25, 4}) || c[0].Size != 2 {
		t.Errorf("captions = %+v", c)
	}
	if len(b.Labels) != 1 || b.Labels[0].Text != "Alpha & co" || b.Labels[0].Abbr != "A&" || b.Labels[0].Size != 3 {
		t.Errorf("labels = %+v", b.Labels)
	}
	if len(b.Rivers) != 1 || len(b.SCs) != 1 {
		t.Errorf("rivers %d, SCs %d", len(b.Rivers), len(b.SCs))
	}
	if p := b.ProvinceAt(Point{12, 2}); p == nil || p.ID != "b" {
		t.Errorf("ProvinceAt(12,2) = %v", p)
	}
}

func TestParseAppliesTransformsAndInkscapeLabels(t *testing.T) {
	svg := `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 100 100">
<g id="layer1" inkscape:label="provinces" transform="translate(10,20)">
  <path id="x" class="land" d="m 0,0 h 10 v 10 h -10 z"/>
</g>
<g id="units" transform="scale(2)"><circle id="unit-x" cx="7" cy="12" r="1"/></g>
<g id="layer9" inkscape:label="labels"><text id="label-x" x="15" y="25" style="font-size:8px;fill:#000"><tspan x="15" y="25">Ex</tspan> Land</text></g>
</svg>`
	b, err := Parse([]byte(svg), "t.svg")
	if err != nil {
		t.Fatal(err)
	}
	p := b.Province("x")
	if p == nil || p.Bounds != (Rect{Point{10, 20}, Point{20, 30}}) {
		t.Fatalf("province x = %+v", p)
	}
	if at, _ := b.Unit("x"); at != (Point{14, 24}) || !p.Contains(at) {
		t.Errorf("unit-x at %v", at)
	}
	if len(b.Labels) != 1 || b.Labels[0].Text != "Ex Land" || b.Labels[0].Size != 8 {
		t.Errorf("an Inkscape-style label (style font-size, tspan) parsed as %+v", b.Labels)
	}
}

func TestParseErrorsNameFileLineElementAndExpectation(t *testing.T) {
	head := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">` + "\n"
	cases := []struct{ name, body, want string }{
		{"class", `<g id="provinces">` + "\n" + `<path id="lon" class="city" d="M0 0h1v1z"/></g>`, `m.svg:3: <path id="lon">: class "city": expected "land" or "sea"`},
		{"path data", `<g id="provinces"><path id="lon" class="land" d="M0 0 L 1"/></g>`, `m.svg:2: <path id="lon">: d: path data offset 8: expected a number (argument 2 of 'L')`},
		{"duplicate", `<g id="provinces"><path id="a" class="land" d="M0 0h1v1z"/>` + "\n" + `<path id="a" class="sea" d="M0 0h1v1z"/></g>`, `m.svg:3: <path id="a">: duplicate id (first on line 2)`},
		{"unit", `<g id="units"><circle id="u-x" cx="1" cy="1"/></g>`, `expected an id "unit-<province>"`},
		{"unknown unit", `<g id="units"><circle id="unit-zz-nc" cx="1" cy="1"/></g>`, `m.svg:2: <circle id="unit-zz-nc">: expected "unit-<province>"`},
		{"marker", `<g id="markers"><path class="ferry" data-link="a b" d="M0 0 1 1"/></g>`, `class "ferry": expected one of canal, waterway, bridge, wrap, inset`},
		{"caption", `<g id="markers"><text class="caption" data-marker="wrap-9" x="1" y="1">to X</text></g>`, `m.svg:2: <text class="caption">: data-marker "wrap-9": expected the id of a marker path`},
		{"xml", `<g id="provinces"><path id="a" class="land" d="M0 0h1v1z"></g>`, `m.svg:2: malformed XML`},
	}
	for _, c := range cases {
		_, err := Parse([]byte(head+c.body+"\n</svg>"), "m.svg")
		var be *Error
		if err == nil || !errors.As(err, &be) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an *Error containing %q", c.name, err, c.want)
		}
	}
	if _, err := Parse([]byte(`<html/>`), "m.svg"); err == nil || !strings.Contains(err.Error(), "expected the root element <svg>") {
		t.Errorf("non-svg root: %v", err)
	}
}

func TestPathDataCommands(t *testing.T) {
	cases := []struct {
		d    string
		want [][]Point
	}{
		{"M1 2L3 4 5 6Z", [][]Point{{{1, 2}, {3, 4}, {5, 6}}}},
		{"m1,2 2,2 h3 v-1 z l1 1", [][]Point{{{1, 2}, {3, 4}, {6, 4}, {6, 3}}, {{1, 2}, {2, 3}}}},
		{"M0 0H1e1V.5-.5", [][]Point{{{0, 0}, {10, 0}, {10, .5}, {10, -.5}}}},
		{"M0 0A5 5 0 0 1 10 0", nil},
	}
	for _, c := range cases {
		got, _, err := ParsePathData(c.d)
		if err != nil {
			t.Fatalf("%q: %v", c.d, err)
		}
		if c.want == nil {
			// Half circle of radius 5 from (0,0) to (10,0): every point 5 from (5,0).
			for _, p := range got[0] {
				if r := math.Hypot(p.X-5, p.Y); math.Abs(r-5) > 1e-9 {
					t.Errorf("arc point %v is %v from the centre", p, r)
				}
			}
			if end := got[0][len(got[0])-1]; end != (Point{10, 0}) {
				t.Errorf("arc ends at %v", end)
			}
			continue
		}
		if len(got) != len(c.want) {
			t.Fatalf("%q: %v", c.d, got)
		}
		for i := range got {
			if len(got[i]) != len(c.want[i]) {
				t.Fatalf("%q: subpath %d = %v, want %v", c.d, i, got[i], c.want[i])
			}
			for j := range got[i] {
				if got[i][j] != c.want[i][j] {
					t.Errorf("%q: point %d.%d = %v, want %v", c.d, i, j, got[i][j], c.want[i][j])
				}
			}
		}
	}
	cubic, _, _ := ParsePathData("M0 0C0 10 10 10 10 0S20 -10 20 0")
	if n := len(cubic[0]); n != 1+2*curveSteps || cubic[0][n-1] != (Point{20, 0}) {
		t.Errorf("cubic flattened to %v", cubic[0])
	}
	for _, bad := range []string{"L1 1", "M1", "M1 1 X", "M0 0A1 1 0 2 0 1 1"} {
		if _, _, err := ParsePathData(bad); err == nil {
			t.Errorf("%q parsed without error", bad)
		}
	}
}

func FuzzParsePathData(f *testing.F) {
	for _, s := range []string{"M1 2L3 4Z", "m1,2 2,2 h3 v-1 z l1 1", "M0 0A5 5 0 0 1 10 0", "M0 0C0 10 10 10 10 0S20-10 20 0Q1 1 2 2T3 3", "M.5.5e2-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, d string) {
		lines, closed, err := ParsePathData(d)
		if err == nil && len(lines) != len(closed) {
			t.Fatalf("%d lines, %d closed flags", len(lines), len(closed))
		}
	})
}

func FuzzParse(f *testing.F) {
	var buf bytes.Buffer
	Write(&buf, synthetic())
	f.Add(buf.Bytes())
	f.Add([]byte(`<svg viewBox="0 0 1 1"><g id="provinces" transform="rotate(30 1 1)"><path id="a" class="sea" d="M0 0h1v1z"/></g></svg>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := Parse(data, "f.svg")
		if err != nil {
			var be *Error
			if !errors.As(err, &be) {
				t.Fatalf("error %v is not a *board.Error", err)
			}
			return
		}
		for _, p := range b.Provinces {
			if p.ID == "" || len(p.Rings) == 0 {
				t.Fatalf("province without id or rings: %+v", p)
			}
		}
	})
}

func TestCodesListWhatTheBoardUsesInLegendOrder(t *testing.T) {
	b := synthetic()
	if got := strings.Join(b.Codes(), " "); got != "bridge" {
		t.Errorf("codes = %q, want bridge", got)
	}
	b.Land = []Shape{{ID: "n", Rings: []Ring{square(0, 0, 1)}}}
	b.Borders = []Border{{Between: [2]string{"a", "b"}}}
	b.Markers = append(b.Markers, Marker{Kind: MarkerWrap}, Marker{Kind: MarkerCanal})
	if got := strings.Join(b.Codes(), " "); got != "canal bridge wrap border impassable" {
		t.Errorf("codes = %q", got)
	}
}

func TestFitSizeIsWhatANameCoversAtFitZoom(t *testing.T) {
	// Classic (1600×1410) fits by height: 1000/1410 px per unit. A size-12
	// name is drawn 12·√s px, over 9: 12/√s board units.
	s := 1000.0 / 1410
	if got, want := FitSize(12, 1600, 1410), 12/math.Sqrt(s); math.Abs(got-want) > 1e-9 {
		t.Errorf("FitSize(12) = %v, want %v", got, want)
	}
	// A small one hits the 9 px floor.
	if got, want := FitSize(5, 1600, 1410), 9/s; math.Abs(got-want) > 1e-9 {
		t.Errorf("FitSize(5) = %v, want %v", got, want)
	}
}

// Legible reports each quality bar it checks, on a 1600×400 board (0.81
// screen px per unit at fit zoom): land a | land b (two coasts) | sea s.
func TestLegibleReportsEachBar(t *testing.T) {
	width := func(s string, size float64) float64 { return 0.5 * size * float64(len(s)) }
	b := &Board{
		Width: 1600, Height: 400,
		Provinces: []*Province{
			{ID: "a", Kind: Land, Rings: []Ring{square(0, 0, 400)}},
			{ID: "b", Kind: Land, Rings: []Ring{square(400, 0, 400)}},
			{ID: "s", Kind: Sea, Rings: []Ring{{{800, 0}, {1600, 0}, {1600, 400}, {800, 400}}}},
		},
		Units: []Anchor{
			{Province: "a", At: Point{100, 200}},
			{Province: "b", At: Point{600, 200}}, {Province: "b", Coast: "ec", At: Point{790, 200}}, {Province: "b", Coast: "wc", At: Point{785, 210}},
			{Province: "s", At: Point{1200, 200}},
		},
		SCs: []Anchor{{Province: "a", At: Point{395, 200}}},
		Labels: []Label{
			{Province: "a", Text: "Alpha", At: Point{200, 100}, Size: 12},
			{Province: "b", Text: "Bravo", At: Point{420, 200}, Size: 12},
			{Province: "s", Text: "Sea", At: Point{430, 205}, Size: 12},
		},
	}
	b.reindex()
	for _, p := range b.Provinces {
		p.Bounds = BoundsOf(p.Rings)
	}
	g := Graph{
		Provinces: []GraphProvince{{ID: "a", SC: true}, {ID: "b", Coasts: []string{"ec", "wc"}}, {ID: "s", Sea: true}},
		Links:     []Link{{A: "a", B: "s", Fleet: true}, {A: "b/ec", B: "s", Fleet: true}, {A: "b/wc", B: "s", Fleet: true}},
	}
	probs := Legible(b, g, width)
	want := []string{
		"the anchor of a at (100, 200) is more than 32 units", // 2 % of 1600 from the sea at x=800
		"the anchors of b/ec and b/wc are 11 units apart",     // coasts on each other
		"the name \"Sea\" of s reaches out of its province",
		"the names of b and s overlap",
		"the SC marker of a at (395, 200) is nearer the name of b than its own",
		"the SC marker of a at (395, 200) is nearer the unit of b than its own",
	}
	for _, w := range want {
		found := false
		for _, p := range probs {
			found = found || strings.Contains(p.Msg, w)
		}
		if !found {
			t.Errorf("no problem %q in %v", w, probs)
		}
	}
	if len(probs) != len(want) {
		t.Errorf("%d problems, want %d: %v", len(probs), len(want), probs)
	}
}

// Unit answers from an index on a parsed board; the answers must be those
// of the anchors themselves, a coast without an anchor falls back to its
// province, and anchors changed by hand after parsing are still found.
func TestUnitFindsAnchorsParsedOrEdited(t *testing.T) {
	b, err := Parse(encode(t, synthetic()), "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	for loc, want := range map[string]Point{"a": {5, 5}, "b": {15, 5}, "b/ec": {19, 5}, "b/nc": {15, 5}, "s": {25, 5}} {
		if got, ok := b.Unit(loc); !ok || got != want {
			t.Errorf("Unit(%q) = %v, %v; want %v", loc, got, ok, want)
		}
	}
	if _, ok := b.Unit("zz"); ok {
		t.Error("Unit found an anchor for an unknown province")
	}
	b.Units[0], b.Units[3] = b.Units[3], b.Units[0] // reordered by hand
	b.Units[0].At = Point{26, 6}
	if got, ok := b.Unit("s"); !ok || got != (Point{26, 6}) {
		t.Errorf("after an edit Unit(\"s\") = %v, %v; want (26,6)", got, ok)
	}
	if got, ok := b.Unit("a"); !ok || got != (Point{5, 5}) {
		t.Errorf("after an edit Unit(\"a\") = %v, %v; want (5,5)", got, ok)
	}
}
