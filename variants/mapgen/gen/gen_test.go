package gen

import (
	"bytes"
	"math"
	"os"
	"strings"
	"testing"

	"dipdesk/variants/board"
)

func rect(x0, y0, x1, y1 float64) [][]LonLat {
	return [][]LonLat{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
}

// synthGeo is a 10°×10° world: a continent from 1 to 9 split into countries
// West (x < 5) and East, and an islet near its east coast.
func synthGeo() *Geo {
	return &Geo{
		Land: []Feature{{Polygons: [][][]LonLat{rect(1, 1, 9, 9), rect(9.3, 4, 9.6, 4.3)}}},
		Countries: []Feature{
			{Name: "West", Polygons: [][][]LonLat{rect(1, 1, 5, 9)}},
			{Name: "East", Polygons: [][][]LonLat{rect(5, 1, 9, 9)}},
		},
		Rivers: []Feature{{Lines: [][]LonLat{{{2, 2}, {2, 8}}}}},
	}
}

const synthSpec = `
width = 200
island_snap = 8
[projection]
kind = "equirect"
center = [5, 0]
bounds = [0, 0, 10, 10]

[rivers]
min_length = 10

[[province]]
id = "wst"
name = "Westland"
anchors = [[3, 5]]
countries = ["West"]
sc = [2, 5]

[[province]]
id = "est"
anchors = [[7, 5]]
countries = ["East"]

[[province]]
id = "sea"
name = "Sea"
sea = true
anchors = [[0.5, 5], [9.7, 9.7]]
`

func generate(t *testing.T, spec string, geo *Geo) (*board.Board, *Spec) {
	t.Helper()
	s, err := ParseSpec([]byte(spec), "board.toml")
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := Generate(s, geo)
	if err != nil {
		t.Fatal(err)
	}
	// What the generator writes must parse back.
	var buf bytes.Buffer
	if err := board.Write(&buf, b); err != nil {
		t.Fatal(err)
	}
	back, err := board.Parse(buf.Bytes(), "map.svg")
	if err != nil {
		t.Fatalf("generated board does not parse: %v", err)
	}
	return back, s
}

func TestGenerateGrowsProvincesWithinCountries(t *testing.T) {
	b, _ := generate(t, synthSpec, synthGeo())
	if b.Width != 200 || b.Height != 200 {
		t.Fatalf("board %v×%v", b.Width, b.Height)
	}
	w, e := b.Province("wst"), b.Province("est")
	if w == nil || e == nil || b.Province("sea") == nil {
		t.Fatal("a province is missing")
	}
	// The country border at lon 5 is x = 100; land spans 20..180.
	if math.Abs(w.Bounds.Max.X-100) > 1.5 || math.Abs(e.Bounds.Min.X-100) > 1.5 {
		t.Errorf("west ends at %v, east starts at %v; want both at the country border x=100", w.Bounds.Max.X, e.Bounds.Min.X)
	}
	if a := w.Area(); math.Abs(a-80*160) > 300 {
		t.Errorf("west area %v, want about %v", a, 80*160)
	}
	// The islet (x 186–192) is close enough to join the east.
	if !e.Contains(board.Point{X: 189, Y: 117}) {
		t.Error("the islet did not snap to the nearest province")
	}
	if w.Name != "Westland" {
		t.Errorf("name %q", w.Name)
	}
	touch := board.Touching(b)
	if touch[[2]string{"est", "wst"}] < 150 || touch[[2]string{"sea", "wst"}] < 300 || touch[[2]string{"est", "sea"}] < 300 {
		t.Errorf("contacts %v", touch)
	}
	g := board.Graph{
		Provinces: []board.GraphProvince{{ID: "wst", SC: true}, {ID: "est"}, {ID: "sea", Sea: true}},
		Links:     []board.Link{{A: "wst", B: "est", Army: true}, {A: "wst", B: "sea", Fleet: true}, {A: "est", B: "sea", Fleet: true}},
	}
	if probs := board.Check(b, g); len(probs) != 0 {
		t.Errorf("check: %v", probs)
	}
	if len(b.SCs) != 1 || !w.Contains(b.SCs[0].At) {
		t.Errorf("SC %v", b.SCs)
	}
	if len(b.Rivers) != 1 || len(b.Coastline) == 0 || len(b.Labels) != 3 {
		t.Errorf("rivers %d coastline %d labels %d", len(b.Rivers), len(b.Coastline), len(b.Labels))
	}
	for _, l := range b.Labels {
		if p := b.Province(l.Province); !p.Contains(l.At) {
			t.Errorf("label %q at %v is outside %s", l.Text, l.At, l.Province)
		}
	}
}

func TestBarrierSplitsUnmaskedLand(t *testing.T) {
	spec := strings.NewReplacer(`countries = ["West"]`, "", `countries = ["East"]`, "", "[[province]]\nid = \"sea\"",
		"[[barrier]]\nline = [[3.5, 0], [3.5, 10]]\nblocks = \"land\"\n\n[[province]]\nid = \"sea\"").Replace(synthSpec)
	b, _ := generate(t, spec, synthGeo())
	if x := b.Province("wst").Bounds.Max.X; math.Abs(x-70) > 2.5 {
		t.Errorf("west ends at x=%v, want the barrier at 70", x)
	}
}

func TestMagnifierIsMonotoneAndFixesItsRim(t *testing.T) {
	m := mag{cx: 100, cy: 100, r: 50, s: 2.5}
	prev := -1.0
	for r := 0.0; r <= 60; r += 0.5 {
		x, _ := m.apply(100+r, 100)
		if x-100 < prev {
			t.Fatalf("magnifier folds at r=%v", r)
		}
		prev = x - 100
	}
	if x, _ := m.apply(150, 100); x != 150 {
		t.Errorf("rim moved to %v", x)
	}
	if x, _ := m.apply(101, 100); math.Abs(x-102.5) > 0.1 {
		t.Errorf("centre magnification: 1 px → %v px, want 2.5", x-100)
	}
}

// A plateau magnifier enlarges its core uniformly, keeps its rim, never
// folds, and is smooth where the core meets the ring.
func TestPlateauMagnifierEnlargesItsCoreUniformly(t *testing.T) {
	m := newMag(0, 0, Magnifier{Radius: 100, Strength: 1.6, Core: 0.3})
	for _, r := range []float64{5, 17, 29.9} {
		if x, _ := m.apply(r, 0); math.Abs(x-1.6*r) > 1e-9 {
			t.Errorf("core: %v px → %v, want %v", r, x, 1.6*r)
		}
	}
	if x, _ := m.apply(100, 0); x != 100 {
		t.Errorf("rim moved to %v", x)
	}
	if x, _ := m.apply(99.999, 0); math.Abs(x-99.999) > 1e-3 {
		t.Errorf("not continuous at the rim: %v", x)
	}
	prev, prevSlope := 0.0, 1.6
	for r := 0.5; r < 100; r += 0.5 {
		x, _ := m.apply(r, 0)
		slope := (x - prev) / 0.5
		if slope <= 0 {
			t.Fatalf("folds at r=%v", r)
		}
		if math.Abs(slope-prevSlope) > 0.1 {
			t.Errorf("scale jumps from %.2f to %.2f at r=%v", prevSlope, slope, r)
		}
		prev, prevSlope = x, slope
	}
	if ms := m.minSlope(); ms < 0.2 || ms > 1 {
		t.Errorf("min slope %v", ms)
	}
	if _, err := ParseSpec([]byte(synthSpec+"\n[[magnifier]]\nat = [5, 5]\nradius = 50\nstrength = 3\ncore = 0.45\n"), "board.toml"); err == nil || !strings.Contains(err.Error(), "squeezes its ring") {
		t.Errorf("a folding plateau was accepted: %v", err)
	}
}

func TestSpecErrorsNameTheLine(t *testing.T) {
	cases := []struct{ spec, want string }{
		{"width = 200\n[projection]\nkind = \"globe\"\nbounds = [0,0,1,1]\n", `board.toml:3: projection kind "globe": expected "lcc", "mercator" or "equirect"`},
		{"width = 200\nwidht = 3\n[projection]\nkind = \"lcc\"\nbounds = [0,0,1,1]\n", `board.toml:2: unknown key "widht"`},
		{"width = 200\n[projection]\nkind = \"lcc\"\nbounds = [0,0,1,1]\n[[province]]\nid = \"Lon\"\nanchors=[[0,0]]\n", `board.toml:6: province id "Lon": expected lowercase`},
		{"width = 200\n[projection]\nkind = \"lcc\"\nbounds = [0,0,1,1]\n[[province]]\nid = \"lon\"\n", `board.toml:6: lon: expected anchors`},
		{"width = 200\n[projection\n", `board.toml:3:`},
		{"width = \"wide\"\n", `board.toml:1: (last key "width"): incompatible types`},
	}
	for _, c := range cases {
		_, err := ParseSpec([]byte(c.spec), "board.toml")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
	s, _ := ParseSpec([]byte(strings.Replace(synthSpec, "anchors = [[7, 5]]", "anchors = [[0.2, 0.2]]", 1)), "board.toml")
	if _, _, err := Generate(s, synthGeo()); err == nil || !strings.Contains(err.Error(), "board.toml:") || !strings.Contains(err.Error(), "is not on land") {
		t.Errorf("anchor in the sea: %v", err)
	}
}

func TestDecodeTopoJSONDeltaArcsAndReversal(t *testing.T) {
	// Two arcs, quantised with scale 0.5 and translate (10, 20), delta-encoded;
	// the ring is arc 0 then arc 1 reversed (~1 = -2).
	topo := `{"type":"Topology","transform":{"scale":[0.5,0.5],"translate":[10,20]},
	"arcs":[[[0,0],[2,0],[0,2]],[[0,0],[0,2],[2,0]]],
	"objects":{"land":{"type":"GeometryCollection","geometries":[{"type":"Polygon","arcs":[[0,-2]],"properties":{"name":"Sq"}}]}}}`
	fs, err := DecodeTopoJSON([]byte(topo), "land")
	if err != nil {
		t.Fatal(err)
	}
	want := []LonLat{{10, 20}, {11, 20}, {11, 21}, {10, 21}, {10, 20}}
	got := fs[0].Polygons[0][0]
	if fs[0].Name != "Sq" || len(got) != len(want) {
		t.Fatalf("got %v %v", fs[0].Name, got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("point %d = %v, want %v", i, got[i], want[i])
		}
	}
}

func TestTraceSeparatesDiagonalCellsAndSimplifies(t *testing.T) {
	cells := map[[2]int]bool{{0, 0}: true, {1, 1}: true}
	rings := Trace(0, 0, 2, 2, func(x, y int) bool { return cells[[2]int{x, y}] })
	if len(rings) != 2 {
		t.Fatalf("diagonal cells gave %d rings, want 2", len(rings))
	}
	var sq []board.Point
	for i := 0; i <= 10; i++ {
		sq = append(sq, board.Point{X: float64(i), Y: 0})
	}
	if s := SimplifyLine(sq, 0.5); len(s) != 2 {
		t.Errorf("straight line kept %d points", len(s))
	}
}

// The committed Classic spec must stay valid (no geography needed).
func TestClassicSpecIsValid(t *testing.T) {
	s, err := LoadSpec("../../classic/board.toml")
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Provinces) != 75 {
		t.Errorf("%d provinces, want 75", len(s.Provinces))
	}
	scs := 0
	for _, p := range s.Provinces {
		if p.SC != nil {
			scs++
		}
	}
	if scs != 34 {
		t.Errorf("%d SCs, want 34", scs)
	}
}

// farInset generates the synthetic board with a far island, 1° square at
// 20.5°E, drawn in an inset box (x, y, width, height) linked to link.
func farInset(t *testing.T, box, link string) (*board.Board, *board.Marker) {
	t.Helper()
	geo := synthGeo()
	geo.Land = append(geo.Land, Feature{Polygons: [][][]LonLat{rect(20, 4.5, 21, 5.5)}})
	spec := synthSpec + `
[[province]]
id = "far"
anchors = [[20.5, 5.0]]

[[inset]]
bounds = [19, 4, 22, 7]
box = ` + box + `
link = ` + link + "\n"
	b, _ := generate(t, spec, geo)
	for i := range b.Markers {
		if b.Markers[i].Kind == board.MarkerInset {
			return b, &b.Markers[i]
		}
	}
	return b, nil
}

func TestInsetDrawsAFarIslandInItsBox(t *testing.T) {
	b, inset := farInset(t, "[150, 10, 40, 40]", `["far", "est"]`)
	far := b.Province("far")
	if far == nil {
		t.Fatal("no far province")
	}
	bb := far.Bounds
	if bb.Min.X < 150 || bb.Min.Y < 10 || bb.Max.X > 190 || bb.Max.Y > 50 {
		t.Errorf("far is drawn at %v, outside its box", bb)
	}
	// 1° of the inset is 40/3 px: the 1°×1° island is about 13 px square.
	if a := far.Area(); math.Abs(a-178) > 40 {
		t.Errorf("far's area %v, want about 178", a)
	}
	if e := b.Province("est"); e.Contains(board.Point{X: 170, Y: 30}) {
		t.Error("the east province still covers the inset box")
	}
	if inset == nil || inset.Link != [2]string{"far", "est"} || len(inset.Lines) != 2 {
		t.Fatalf("inset marker %+v", inset)
	}
	g := board.Graph{
		Provinces: []board.GraphProvince{{ID: "wst", SC: true}, {ID: "est"}, {ID: "sea", Sea: true}, {ID: "far"}},
		Links: []board.Link{{A: "wst", B: "est", Army: true}, {A: "wst", B: "sea", Fleet: true},
			{A: "est", B: "sea", Fleet: true}, {A: "far", B: "est", Army: true}},
	}
	if probs := board.Check(b, g); len(probs) != 0 {
		t.Errorf("check: %v", probs)
	}
}

func BenchmarkGenerateSynthetic(b *testing.B) {
	s, err := ParseSpec([]byte(synthSpec), "board.toml")
	if err != nil {
		b.Fatal(err)
	}
	geo := synthGeo()
	for b.Loop() {
		if _, _, err := Generate(s, geo); err != nil {
			b.Fatal(err)
		}
	}
}

// A lake holding a sea anchor becomes water the sea grows over, on the main
// map and in an inset; its island stays land; a lake without one stays land
// and is drawn as a lake.
func TestLakeWithASeaAnchorIsCarved(t *testing.T) {
	geo := synthGeo()
	geo.Land = append(geo.Land, Feature{Polygons: [][][]LonLat{rect(20, 4.5, 21, 5.5)}})
	islet := rect(2.8, 6.8, 3.2, 7.2)[0]
	geo.Lakes = []Feature{
		{Name: "Big Lake", Polygons: [][][]LonLat{append(rect(2, 6, 4, 8), islet)}},
		{Name: "Pond", Polygons: [][][]LonLat{rect(6, 2, 7, 3)}},
		{Name: "Far Lake", Polygons: [][][]LonLat{rect(20.2, 4.7, 20.8, 5.3)}},
	}
	spec := synthSpec + `
[lakes]
min_area = 1

[[province]]
id = "lak"
name = "Big Lake"
sea = true
anchors = [[2.5, 7.5]]

[[province]]
id = "far"
anchors = [[20.1, 5.0]]

[[province]]
id = "fla"
sea = true
anchors = [[20.5, 5.0]]

[[inset]]
bounds = [19, 4, 22, 7]
box = [150, 10, 40, 40]
link = ["far", "est"]
`
	b, _ := generate(t, spec, geo)
	lak := b.Province("lak")
	if lak == nil || lak.Kind != board.Sea {
		t.Fatal("no sea province in the lake")
	}
	// The lake is x 40..80, y 40..80 (20 px a degree), its 8×8 islet a hole.
	if len(lak.Rings) != 2 {
		t.Fatalf("lake province rings %v, want the lake and its islet's hole", lak.Rings)
	}
	if a := math.Abs(lak.Rings[0].SignedArea()) - math.Abs(lak.Rings[1].SignedArea()); math.Abs(a-(1600-64)) > 60 {
		t.Errorf("lake province area %v, want about %v", a, 1600-64)
	}
	if lak.Contains(board.Point{X: 60, Y: 60}) {
		t.Error("the lake's islet was carved too")
	}
	if b.Province("wst").Contains(board.Point{X: 50, Y: 50}) {
		t.Error("the west still covers the lake")
	}
	// The pond (x 120..140, y 140..160) has no sea anchor: it stays east land.
	if !b.Province("est").Contains(board.Point{X: 130, Y: 150}) {
		t.Error("the pond without a sea anchor was carved")
	}
	if len(b.Lakes) != 1 || b.Lakes[0].Rings[0].SignedArea() == 0 || !(board.BoundsOf(b.Lakes[0].Rings).Min.X >= 119) {
		t.Errorf("lakes drawn %v, want only the pond (carved lakes are seas)", b.Lakes)
	}
	// The inset's lake is carved in the inset's box.
	fla, far := b.Province("fla"), b.Province("far")
	if fla == nil || far == nil {
		t.Fatal("no inset lake or far province")
	}
	if bb := fla.Bounds; bb.Min.X < 150 || bb.Min.Y < 10 || bb.Max.X > 190 || bb.Max.Y > 50 || fla.Area() < 30 {
		t.Errorf("inset lake at %v, area %v", bb, fla.Area())
	}
	touch := board.Touching(b)
	if touch[[2]string{"lak", "wst"}] < 150 || touch[[2]string{"far", "fla"}] < 20 {
		t.Errorf("contacts %v", touch)
	}
}

// Each inset is drawn in its own projection centred on it: north up and
// east right at its centre, shapes true (a degree of longitude is cos(lat)
// of a degree of latitude), however far from the main projection's centre
// it lies, in either hemisphere and at the equator.
func TestInsetsAreNorthUpInTheirOwnProjection(t *testing.T) {
	spec := `
width = 400
[projection]
kind = "lcc"
center = [-100, 45]
parallels = [20, 60]
bounds = [-120, 20, -80, 50]

[[province]]
id = "a"
anchors = [[-100, 40]]

[[province]]
id = "b"
anchors = [[-90, 40]]

[[inset]]
bounds = [-6, 49.6, 0.8, 52.2]
box = [300, 10, 90, 60]
link = ["a", "b"]

[[inset]]
bounds = [32, 63, 46, 69.8]
box = [300, 80, 90, 60]
link = ["a", "b"]

[[inset]]
bounds = [-62.5, -53, -56.5, -50.5]
box = [300, 150, 90, 60]
link = ["a", "b"]

[[inset]]
bounds = [30, -2, 36, 2]
box = [300, 220, 90, 60]
link = ["a", "b"]
`
	s, err := ParseSpec([]byte(spec), "board.toml")
	if err != nil {
		t.Fatal(err)
	}
	pr := NewProjector(s)
	for k, in := range s.Insets {
		b := in.Bounds
		lon0, lat0 := (b[0]+b[2])/2, (b[1]+b[3])/2
		c := pr.ProjectInset(k, lon0, lat0)
		n := pr.ProjectInset(k, lon0, lat0+0.2)
		e := pr.ProjectInset(k, lon0+0.2, lat0)
		if !(n.Y < c.Y) || math.Abs(n.X-c.X) > 0.01*(c.Y-n.Y) {
			t.Errorf("inset %v: north of the centre is at %v from %v, want straight up", b, n, c)
		}
		if !(e.X > c.X) || math.Abs(e.Y-c.Y) > 0.01*(e.X-c.X) {
			t.Errorf("inset %v: east of the centre is at %v from %v, want straight right", b, e, c)
		}
		if r := dist(c, e) / dist(c, n) / math.Cos(lat0*deg); math.Abs(r-1) > 0.02 {
			t.Errorf("inset %v: east–west scale %.3f of north–south scale × cos(lat), want 1", b, r)
		}
		bx := in.Box
		for _, ll := range [][2]float64{{b[0], b[1]}, {b[2], b[1]}, {b[0], b[3]}, {b[2], b[3]}} {
			p := pr.Project(ll[0], ll[1])
			if p.X < bx[0]-0.01 || p.Y < bx[1]-0.01 || p.X > bx[0]+bx[2]+0.01 || p.Y > bx[1]+bx[3]+0.01 {
				t.Errorf("inset %v: corner %v drawn at %v, outside its box %v", b, ll, p, bx)
			}
		}
	}
}

// TestCoastAnchorsStandOnTheirSides: on a narrow slanting isthmus between
// two seas, each coast's anchor stands on its own sea's side, apart from the
// other's, and the board check agrees.
func TestCoastAnchorsStandOnTheirSides(t *testing.T) {
	geo := &Geo{
		Land:      []Feature{{Polygons: [][][]LonLat{{{{1, 3}, {9, 6.4}, {9, 7}, {1, 3.6}, {1, 3}}}}}},
		Countries: []Feature{{Name: "Isthmus", Polygons: [][][]LonLat{{{{0.5, 2.5}, {9.5, 6}, {9.5, 7.5}, {0.5, 4}, {0.5, 2.5}}}}}},
	}
	spec := `
width = 200
[projection]
kind = "equirect"
center = [5, 0]
bounds = [0, 0, 10, 10]

[[province]]
id = "ist"
anchors = [[5, 5]]
countries = ["Isthmus"]
coasts = [
  { id = "nc", seas = ["nor"] },
  { id = "sc", seas = ["sou"] },
]

[[province]]
id = "nor"
sea = true
anchors = [[2, 8]]

[[province]]
id = "sou"
sea = true
anchors = [[8, 2]]

# The seas meet only round the isthmus's ends: close them there.
[[barrier]]
line = [[1.05, 3.3], [0, 3.3]]
blocks = "sea"

[[barrier]]
line = [[8.95, 6.7], [10, 6.7]]
blocks = "sea"
`
	b, _ := generate(t, spec, geo)
	nc, _ := b.Unit("ist/nc")
	sc, _ := b.Unit("ist/sc")
	if d := math.Hypot(nc.X-sc.X, nc.Y-sc.Y); d < 4 {
		t.Errorf("coast anchors %v and %v are %.1f px apart, want them apart across the isthmus", nc, sc, d)
	}
	g := board.Graph{
		Provinces: []board.GraphProvince{{ID: "ist", Coasts: []string{"nc", "sc"}}, {ID: "nor", Sea: true}, {ID: "sou", Sea: true}},
		Links:     []board.Link{{A: "ist/nc", B: "nor", Fleet: true}, {A: "ist/sc", B: "sou", Fleet: true}, {A: "nor", B: "sou", Fleet: true}},
	}
	if probs := board.Check(b, g); len(probs) != 0 {
		t.Errorf("check: %v", probs)
	}
}

// TestClassicIsLegibleAtFitZoom reads the committed Classic board as a
// player sees it at fit zoom: see checkLegible. Two narrow seas and a
// small coastal province are known to keep their abbreviations. American Conflict is held only to
// board.Legible (boardcheck): at its fit zoom, 0.49 screen px per board
// unit, most names are abbreviated and units crowd its SC markers.
func TestClassicIsLegibleAtFitZoom(t *testing.T) {
	checkLegible(t, "classic", map[string]string{
		// Names are drawn level, and these seas are narrower than their
		// names at the 9 px mapview draws at least.
		"hel": "too narrow for its name",
		"bot": "too narrow for its name",
		// A small coastal province: the name fits only where the unit
		// (on the coast) stands or below it, outside the province.
		"con": "too small beside its unit",
	})
}

// checkLegible reads a committed board as a player sees it at fit zoom
// (board.FitView): every province's name in full and inside its
// province, except those in abbreviated (id → why), known to keep their
// abbreviation (one named in full fails, so that the list only shrinks);
// every SC marker whole inside its province and clear of every unit,
// fleets' hulls included.
func checkLegible(t *testing.T, variant string, abbreviated map[string]string) {
	t.Helper()
	s, err := LoadSpec("../../" + variant + "/board.toml")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../../" + variant + "/map.svg")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.Parse(data, "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	r := unitRadius(b.Units, b.Width, b.Height)
	for _, ps := range s.Provinces {
		name, _ := labelText(ps)
		var lb *board.Label
		for i := range b.Labels {
			if b.Labels[i].Province == ps.ID {
				lb = &b.Labels[i]
			}
		}
		if why, ok := abbreviated[ps.ID]; ok {
			if lb != nil && lb.Text == name {
				t.Errorf("%s: named in full now, no longer %s: take it off the list", ps.ID, why)
			}
			continue
		}
		if lb == nil || lb.Text != name {
			t.Errorf("%s: label %+v, want %q", ps.ID, lb, name)
			continue
		}
		nb := b.NameBox(*lb, textWidth)
		p := b.Province(ps.ID)
		for _, c := range []board.Point{nb.Min, {X: nb.Max.X, Y: nb.Min.Y}, nb.Max, {X: nb.Min.X, Y: nb.Max.Y}} {
			if !p.Contains(c) {
				t.Errorf("%s: %q reaches out of the province at %v", ps.ID, lb.Text, c)
			}
		}
	}
	m := newFitSizes(b.Width, b.Height).scR - 1/board.FitScale(b.Width, b.Height)
	for _, sc := range b.SCs {
		p := b.Province(sc.Province)
		for _, c := range []board.Point{{X: sc.At.X - m, Y: sc.At.Y}, {X: sc.At.X + m, Y: sc.At.Y}, {X: sc.At.X, Y: sc.At.Y - m}, {X: sc.At.X, Y: sc.At.Y + m}} {
			if !p.Contains(c) {
				t.Errorf("SC marker of %s at %v is not whole inside it", sc.Province, sc.At)
				break
			}
		}
		marker := nameBox{sc.At.X - m, sc.At.Y - m, sc.At.X + m, sc.At.Y + m}
		for _, u := range b.Units {
			if marker.underUnit(u.At, r) {
				t.Errorf("SC marker of %s at %v is under the unit of %s at %v", sc.Province, sc.At, u.Loc(), u.At)
			}
		}
	}
}

// openWater is a w×h field of water and nothing else.
func openWater(w, h int) *Field {
	n := w * h
	return &Field{W: w, H: h, Land: make([]bool, n), Country: make([]int16, n), BlockLand: make([]bool, n),
		BlockSea: make([]bool, n), Label: make([]int32, n), Fixed: make([]bool, n), Void: make([]bool, n)}
}

// Two seas meet along the perpendicular bisector of their anchors, a
// straight line, not a pixel staircase: every cell lies on the side of the
// bisector of its own sea's anchor, or within a pixel of it.
func TestSeasMeetAlongAStraightLine(t *testing.T) {
	f := openWater(200, 160)
	a, b := [2]int{40, 50}, [2]int{150, 100}
	Grow(f, []Region{{Sea: true, Seeds: []int{a[1]*200 + a[0]}}, {Sea: true, Seeds: []int{b[1]*200 + b[0]}}})
	for y := 0; y < 160; y++ {
		for x := 0; x < 200; x++ {
			da := math.Hypot(float64(x-a[0]), float64(y-a[1]))
			db := math.Hypot(float64(x-b[0]), float64(y-b[1]))
			// Signed distance to the bisector: (db²-da²)/(2|ab|).
			off := (db*db - da*da) / (2 * math.Hypot(110, 50))
			if lab := f.Label[y*200+x]; (lab == 1 && off < -1) || (lab == 2 && off > 1) {
				t.Fatalf("cell (%d,%d) belongs to sea %d, %.1f px across the bisector", x, y, lab, math.Abs(off))
			}
		}
	}
}

// A sea does not reach behind a headland as the crow flies: round a wall of
// land, the water behind it goes to the sea whose way over water is
// shorter, though the other's anchor is nearer in a straight line.
func TestSeasGrowRoundHeadlands(t *testing.T) {
	f := openWater(200, 100)
	for y := 0; y < 80; y++ { // a headland from the top edge down to y=80, at x=100..103
		for x := 100; x < 104; x++ {
			f.Land[y*200+x] = true
		}
	}
	// A sits just left of the headland near the top; B right of it, low.
	a, b := 10*200+95, 90*200+170
	Grow(f, []Region{{Sea: true, Seeds: []int{a}}, {Sea: true, Seeds: []int{b}}})
	// (110, 10) is 15 px from A through the headland but about 110 round
	// it; it is 96 px from B in the open.
	if lab := f.Label[10*200+110]; lab != 2 {
		t.Errorf("the water just behind the headland went to sea %d, want the sea in the open (2)", lab)
	}
	if lab := f.Label[10*200+90]; lab != 1 {
		t.Errorf("the water by A's anchor went to sea %d", lab)
	}
}

// An inset linked to a sea names it inside its box, in a band along the
// bottom where nothing grows, and the far area is fitted above the band.
func TestInsetNamesItsSeaInsideItsBox(t *testing.T) {
	b, inset := farInset(t, "[100, 10, 90, 60]", `["far", "sea"]`)
	if inset == nil || len(inset.Captions) != 1 || inset.Captions[0].Text != "to Sea" {
		t.Fatalf("inset marker %+v, want the caption \"to Sea\"", inset)
	}
	c := inset.Captions[0]
	if c.At.X != 145 || c.At.Y < 50 || c.At.Y > 70 {
		t.Errorf("caption at %v, want centred at the bottom of the box", c.At)
	}
	top := c.At.Y - 0.8*board.FitSize(c.Size, b.Width, b.Height)
	if far := b.Province("far"); far == nil || far.Bounds.Max.Y > top {
		t.Errorf("far reaches into the caption band (from %.1f): %+v", top, far)
	}
}

// Two land provinces whose fronts met along a row, cells alternating: the
// smoothed border is straight, so its trace is a few points, not a saw.
func TestSmoothBordersIronsOutASawtooth(t *testing.T) {
	const w, h = 40, 20
	f := openWater(w, h)
	for i := range f.Land {
		f.Land[i] = true
		f.Label[i] = 1
		if i/w > 10 || (i/w == 10 && i%2 == 1) {
			f.Label[i] = 2
		}
	}
	regions := []Region{{Seeds: []int{2*w + 5}}, {Seeds: []int{18*w + 5}}}
	count := func() int {
		n := 0
		for _, r := range simplifyAll(Trace(0, 0, w, h, func(x, y int) bool { return f.Label[y*w+x] == 1 }), 1) {
			n += len(r)
		}
		return n
	}
	before := count()
	smoothBorders(f, regions, 3)
	for x := 1; x < w-1; x++ {
		if f.Label[10*w+x] != f.Label[10*w+1] {
			t.Fatalf("row 10 still alternates at x=%d", x)
		}
	}
	if after := count(); after > 6 || after >= before {
		t.Errorf("trace of province 1: %d points after smoothing, %d before; want a rectangle", after, before)
	}
}

// With a cost on a river's cells, two land provinces meet along the river
// instead of on the bisector of their anchors.
func TestLandMeetsAlongACostlyRiver(t *testing.T) {
	const w, h = 60, 20
	grow := func(extra uint16) []int32 {
		f := openWater(w, h)
		for i := range f.Land {
			f.Land[i] = true
		}
		f.Extra = make([]uint16, w*h)
		for y := 0; y < h; y++ {
			f.Extra[y*w+24] = extra
		}
		Grow(f, []Region{{Seeds: []int{10*w + 10}}, {Seeds: []int{10*w + 50}}})
		return f.Label
	}
	if l := grow(0)[10*w+27]; l != 1 {
		t.Errorf("without a river cost, x=27 (nearer the west anchor) is %d, want 1", l)
	}
	l := grow(120)
	for x := 25; x < 30; x++ {
		if l[10*w+x] != 2 {
			t.Errorf("with a river at x=24 costing 12 px, x=%d is %d, want 2 (the east province stops at the river)", x, l[10*w+x])
		}
	}
}

// The command reports what breaks the quality bars: the synthetic board's
// units stand on their coasts; moved inland, Westland's is reported.
func TestLegibilityReportsAnInlandFleetAnchor(t *testing.T) {
	b, s := generate(t, synthSpec, synthGeo())
	for _, p := range Legibility(s, b) {
		if strings.Contains(p.Msg, "from any sea") {
			t.Errorf("as generated: %s", p.Msg)
		}
	}
	for i, u := range b.Units {
		if u.Province == "wst" {
			b.Units[i].At = board.Point{X: 95, Y: 100} // by the West/East line, far from the sea
		}
	}
	found := false
	for _, p := range Legibility(s, b) {
		found = found || strings.Contains(p.Msg, "the anchor of wst at (95, 100) is more than 4 units")
	}
	if !found {
		t.Errorf("an inland anchor of wst is not reported: %v", Legibility(s, b))
	}
}

// TestHybridSpec: a hybrid needs a polygon and is a land province; a coast
// of a split-coast province may face it as it faces a sea; abbr is the
// abbreviation drawn.
func TestHybridSpec(t *testing.T) {
	head := "width = 200\n[projection]\nkind = \"lcc\"\nbounds = [0,0,1,1]\n"
	split := "[[province]]\nid = \"ysh\"\nanchors = [[0.5, 0.5]]\ncoasts = [{ id = \"wc\", seas = [\"dub\"] }, { id = \"ec\", seas = [\"nth\"] }]\n" +
		"[[province]]\nid = \"nth\"\nsea = true\nanchors = [[0.9, 0.5]]\n"
	hybrid := "[[province]]\nid = \"dub\"\nhybrid = true\nanchors = [[0.1, 0.5]]\n"
	polygon := "polygon = [[0.1, 0.1], [0.3, 0.1], [0.3, 0.9]]\n"
	if _, err := ParseSpec([]byte(head+split+hybrid), "board.toml"); err == nil || !strings.Contains(err.Error(), "a hybrid is a land province with a polygon") {
		t.Errorf("hybrid without a polygon: %v", err)
	}
	if _, err := ParseSpec([]byte(head+split+hybrid+polygon), "board.toml"); err != nil {
		t.Errorf("a coast facing a hybrid: %v", err)
	}
	plain := "[[province]]\nid = \"dub\"\nanchors = [[0.1, 0.5]]\n"
	if _, err := ParseSpec([]byte(head+split+plain), "board.toml"); err == nil || !strings.Contains(err.Error(), "not a sea province or a hybrid") {
		t.Errorf("a coast facing a plain land province: %v", err)
	}
	if _, abbr := labelText(ProvSpec{ID: "nyc", Name: "New York City", Abbr: "NYC"}); abbr != "NYC" {
		t.Errorf("abbr %q; want NYC", abbr)
	}
	if _, abbr := labelText(ProvSpec{ID: "nyc", Name: "New York City"}); abbr != "Nyc" {
		t.Errorf("default abbr %q; want Nyc", abbr)
	}
}

// mapgen warns "cramped" only about names players do not see as well as
// the others at fit zoom. A name that is its own abbreviation ("Rif",
// "Sea") drawn at full size clear of every unit is not abbreviated; a name
// too long for its province still is reported.
func TestCrampedNamesOnlyThoseThatDoNotFit(t *testing.T) {
	long := "Westland of the Many Long Valleys"
	spec := strings.NewReplacer("id = \"est\"", "id = \"rif\"\nname = \"Rif\"", `name = "Westland"`, `name = "`+long+`"`).Replace(synthSpec)
	s, err := ParseSpec([]byte(spec), "board.toml")
	if err != nil {
		t.Fatal(err)
	}
	b, st, err := Generate(s, synthGeo())
	if err != nil {
		t.Fatal(err)
	}
	wst := false
	for _, c := range st.Cramped {
		if strings.HasPrefix(c, "rif:") || strings.HasPrefix(c, "sea:") {
			t.Errorf("a name that fits is reported: %s (labels %+v)", c, b.Labels)
		}
		wst = wst || strings.HasPrefix(c, "wst: name ")
	}
	if !wst {
		t.Errorf("%q, too long for its province, is not reported: %q", long, st.Cramped)
	}
}

// A name placed at 0.85 of label_size is reported as smaller only where
// players see it smaller: on a board whose names are all drawn at
// board.FitNamePx at fit zoom it is as large as any other. Sizes are
// reported in those pixels, not in board units.
func TestCrampedNameSizeIsWhatPlayersSee(t *testing.T) {
	s := &Spec{LabelSize: 11}
	big := &placer{b: &board.Board{Width: 2600, Height: 2000}, s: s} // fit scale 0.5
	if c := big.crampedName("edi", "Edinburgh", "Edinburgh", 11*0.85, 0); c != "" {
		t.Errorf("drawn at %g px like every name: %s", board.SeenPx(11*0.85, 2600, 2000), c)
	}
	if c := big.crampedName("pic", "Picardy", "Picardy", 11, 1); c != `pic: name "Picardy" at 11 px, where a neighbour's unit may cover it` {
		t.Errorf("near a unit: %s", c)
	}
	small := &placer{b: &board.Board{Width: 200, Height: 200}, s: s} // fit scale 5
	if c := small.crampedName("edi", "Edinburgh", "Edinburgh", 11*0.85, 0); c != `edi: name "Edinburgh" at 20.9 px` {
		t.Errorf("drawn smaller than label_size's %.3g px: %q", board.SeenPx(11, 200, 200), c)
	}
	if c := small.crampedName("rif", "Rif", "Rif", 11, 0); c != "" {
		t.Errorf("a short name at full size: %s", c)
	}
}

// On a board squashed to its aspect and bent for room, an inset box given
// in board pixels hides on the first growth what it hides on the board:
// an anchor that lies at the box's board rows only before the squash, and
// clear of the box on the board, is no error, and its province grows
// there.
func TestInsetBoxOfAStretchedBoardHidesWhatTheBoardHides(t *testing.T) {
	geo := synthGeo()
	geo.Land = append(geo.Land, Feature{Polygons: [][][]LonLat{rect(20, 4.5, 21, 5.5)}})
	spec := strings.Replace(synthSpec, `bounds = [0, 0, 10, 10]`, "bounds = [0, 0, 10, 10]\naspect = 2", 1) + `
[cartogram]

[[province]]
id = "far"
anchors = [[20.5, 5.0]]

[[inset]]
bounds = [19, 4, 22, 7]
box = [150, 60, 40, 30]
link = ["far", "est"]
`
	// est's second anchor: 75 rows down the unsquashed 200-row map (under
	// the box's rows there), 37 on the 100-row board, above the box.
	spec = strings.Replace(spec, "anchors = [[7, 5]]", "anchors = [[7, 5], [8.5, 6.25]]", 1)
	b, _ := generate(t, spec, geo)
	if b.Height != 100 {
		t.Fatalf("board is %v tall, want 100 (aspect 2)", b.Height)
	}
	if e := b.Province("est"); e == nil || !e.Contains(board.Point{X: 170, Y: 37}) {
		t.Error("est does not hold its anchor above the box")
	}
	if far := b.Province("far"); far == nil || far.Bounds.Min.Y < 60 || far.Bounds.Max.Y > 90 {
		t.Errorf("far is not drawn in its box: %+v", far)
	}
}
