package gen

import "testing"

const worldSpec = `
width = 360
[projection]
kind = "equirect"
center = [0, 0]
bounds = [-180, -20, 180, 20]

[[province]]
id = "isl"
name = "Seam Island"
anchors = [[176, 0]]

[[province]]
id = "oce"
name = "World Ocean"
sea = true
anchors = [[0, 0]]

[[province]]
id = "wrp"
name = "Wrap Sea"
sea = true
anchors = [[165, 15], [-165, 15]]
`

// An island that straddles the date line on a world map is drawn at both
// edges, and nowhere in between (unwrapped, its ring would fill a band
// across the board); a sea anchored at both edges is drawn at both.
func TestWorldMapDrawsAcrossTheSeam(t *testing.T) {
	geo := &Geo{Land: []Feature{{Polygons: [][][]LonLat{{{{170, -5}, {-170, -5}, {-170, 5}, {170, 5}}}}}}}
	s, err := ParseSpec([]byte(worldSpec), "board.toml")
	if err != nil {
		t.Fatal(err)
	}
	if pr := NewProjector(s); !pr.wraps() {
		t.Fatal("a 360° equirectangular board does not wrap")
	}
	if pr := NewProjector(mustSpec(t, synthSpec)); pr.wraps() {
		t.Fatal("a 10° board wraps")
	}
	b, _ := generate(t, worldSpec, geo)
	xs := map[string][]float64{}
	for _, p := range b.Provinces {
		for _, r := range p.Rings {
			for _, q := range r {
				xs[p.ID] = append(xs[p.ID], q.X)
			}
		}
	}
	span := func(id string) (lo, hi float64) {
		lo, hi = 1e9, -1e9
		for _, x := range xs[id] {
			lo, hi = min(lo, x), max(hi, x)
		}
		return
	}
	if lo, hi := span("isl"); lo > 12 || hi < 348 {
		t.Errorf("Seam Island spans x %.0f..%.0f, want pieces at both edges", lo, hi)
	}
	for _, x := range xs["isl"] {
		if x > 12 && x < 348 {
			t.Errorf("Seam Island has a point at x %.0f, away from the edges", x)
			break
		}
	}
	if lo, hi := span("wrp"); lo > 20 || hi < 340 {
		t.Errorf("Wrap Sea spans x %.0f..%.0f, want pieces at both edges", lo, hi)
	}
}

// An atoll the land data lacks is made land by its polygon, so its anchor
// stands on land and it is drawn.
func TestAtollPolygonMakesLand(t *testing.T) {
	spec := synthSpec + `
[[province]]
id = "atl"
name = "Atoll"
anchors = [[9.8, 1.5]]
atoll = true
polygon = [[9.8, 1.2], [9.95, 1.5], [9.8, 1.8], [9.65, 1.5]]
`
	b, _ := generate(t, spec, synthGeo())
	for _, p := range b.Provinces {
		if p.ID == "atl" {
			if len(p.Rings) == 0 {
				t.Error("the atoll is not drawn")
			}
			return
		}
	}
	t.Error("no province atl on the board")
}

func mustSpec(t *testing.T, text string) *Spec {
	t.Helper()
	s, err := ParseSpec([]byte(text), "board.toml")
	if err != nil {
		t.Fatal(err)
	}
	return s
}
