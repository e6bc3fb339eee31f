package lonlat

import (
	"math"
	"testing"

	"dipdesk/variants"
	"dipdesk/variants/board"
	"dipdesk/variants/mapgen/gen"
)

// Every board point the search answers projects back onto itself, on
// boards with magnifiers (Classic) and insets (American Conflict).
func TestInverseProjectsBack(t *testing.T) {
	for _, id := range []string{"classic", "americanconflict"} {
		p, err := variants.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		data, err := p.ReadFile("board.toml")
		if err != nil {
			t.Fatal(err)
		}
		s, err := gen.ParseSpec(data, "board.toml")
		if err != nil {
			t.Fatal(err)
		}
		iv := New(s)
		pr := gen.NewProjector(s)
		for _, ps := range s.Provinces {
			for _, a := range ps.Anchors {
				at := pr.Project(a[0], a[1])
				ll, ok := iv.At(at)
				if !ok {
					t.Errorf("%s %s: no position found for %v (drawn at %.1f, %.1f)", id, ps.ID, a, at.X, at.Y)
					continue
				}
				back := pr.Project(ll[0], ll[1])
				if math.Hypot(back.X-at.X, back.Y-at.Y) > 0.1 {
					t.Errorf("%s %s: %v projects to (%.1f, %.1f), not (%.1f, %.1f)", id, ps.ID, ll, back.X, back.Y, at.X, at.Y)
				}
			}
		}
		if _, ok := iv.At(board.Point{X: -5000, Y: -5000}); ok {
			t.Errorf("%s: a point far off the board has a position", id)
		}
	}
}

func TestFormat(t *testing.T) {
	if got := Format(gen.LonLat{-7.904, 54.9}); got != "[-7.9, 54.9]" {
		t.Errorf("%s", got)
	}
	if got := Format(gen.LonLat{12.345678, -3}); got != "[12.35, -3]" {
		t.Errorf("%s", got)
	}
}
