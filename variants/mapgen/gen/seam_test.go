package gen

import (
	"math"
	"strings"
	"testing"

	"dipdesk/variants/board"
)

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
	if !b.Wrap {
		t.Error("the board does not say it wraps")
	}
	// Seam Island's two halves meet across the seam: the board check sees
	// the island touch itself, and World Ocean only on the inner side.
	if n := board.Touching(b)[[2]string{"isl", "wrp"}]; n == 0 {
		t.Error("Seam Island does not touch Wrap Sea")
	}
}

// An impassable region with water = true takes the water inside its
// polygon as well as the land (an ice cap over the sea): no sea grows there.
func TestWaterImpassableTakesTheSea(t *testing.T) {
	spec := worldSpec + `
[[impassable]]
id = "ice"
name = "Ice Cap"
polygon = [[-180, -12], [0, -12], [180, -12], [180, -19], [0, -19], [-180, -19]]
water = true
`
	geo := &Geo{Land: []Feature{{Polygons: [][][]LonLat{{{{170, -5}, {-170, -5}, {-170, 5}, {170, 5}}}}}}}
	b, _ := generate(t, spec, geo)
	var ice []board.Ring
	for _, sh := range b.Impassable {
		if sh.ID == "impassable-ice" {
			ice = sh.Rings
		}
	}
	if len(ice) == 0 {
		t.Fatal("the ice cap is not drawn")
	}
	for _, p := range b.Provinces {
		if p.Kind == board.Sea && p.Bounds.Max.Y > 33 {
			t.Errorf("sea %s reaches y %.1f, inside the ice cap", p.ID, p.Bounds.Max.Y)
		}
	}
	bad := strings.Replace(spec, "polygon = [[-180, -12], [0, -12], [180, -12], [180, -19], [0, -19], [-180, -19]]", "anchors = [[0, 15]]", 1)
	if _, err := ParseSpec([]byte(bad), "board.toml"); err == nil || !strings.Contains(err.Error(), "water = true") {
		t.Errorf("water without a polygon: err = %v, want one naming water = true", err)
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

// Where a province meets the seam of a world map, its outline lies exactly
// on the edge: a line a fraction of a unit inside it is drawn as a border
// down the world's edge, which on a board that wraps is no border at all.
func TestOutlinesMeetTheSeamExactly(t *testing.T) {
	geo := &Geo{Land: []Feature{{Polygons: [][][]LonLat{{{{170, -5}, {-170, -5}, {-170, 5}, {170, 5}}}}}}}
	b, _ := generate(t, worldSpec, geo)
	near := func(x, e float64) bool { return x != e && x > e-1 && x < e+1 }
	met := 0
	for _, p := range b.Provinces {
		for _, r := range p.Rings {
			for i, q := range r {
				if q.X == 0 || q.X == b.Width {
					met++
				}
				n := r[(i+1)%len(r)]
				for _, e := range []float64{0, b.Width} {
					if (near(q.X, e) || near(n.X, e)) && math.Abs(q.X-e) < 1 && math.Abs(n.X-e) < 1 {
						t.Errorf("%s: (%.1f,%.1f)–(%.1f,%.1f) runs along the seam off it", p.ID, q.X, q.Y, n.X, n.Y)
					}
				}
			}
		}
	}
	if met == 0 {
		t.Error("no outline meets the seam")
	}
}
