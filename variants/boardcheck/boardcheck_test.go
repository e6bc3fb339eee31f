package boardcheck

import (
	"testing"

	"dipdesk/variants"
	"dipdesk/variants/board"
)

// TestClassicBoardMatchesItsGraph is the generated Classic board against the
// Classic definition: every province drawn, every anchor inside, every
// non-touching link marked, every touching non-link bordered.
func TestClassicBoardMatchesItsGraph(t *testing.T) {
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	probs, err := Check(pkg)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range probs {
		t.Errorf("variants/classic/map.svg: %s", p)
	}
}

func TestGraphOfClassic(t *testing.T) {
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	g := Graph(pkg.Variant)
	if len(g.Provinces) != 75 {
		t.Errorf("%d provinces, want 75", len(g.Provinces))
	}
	has := func(a, b string, army, fleet bool) bool {
		for _, l := range g.Links {
			if ((l.A == a && l.B == b) || (l.A == b && l.B == a)) && l.Army == army && l.Fleet == fleet {
				return true
			}
		}
		return false
	}
	if !has("stp/nc", "bar", false, true) || !has("bur", "mun", true, false) || has("bur", "mun", false, true) {
		t.Error("graph links are wrong: want F StP/nc–Bar, A Bur–Mun and no fleet Bur–Mun")
	}
	var spa board.GraphProvince
	for _, p := range g.Provinces {
		if p.ID == "spa" {
			spa = p
		}
	}
	if len(spa.Coasts) != 2 {
		t.Errorf("spa coasts %v", spa.Coasts)
	}
}

// TestEveryBoardIsLegible holds every shipped board to the quality bars
// (board.Legible): fleets on their coasts, every province named at fit zoom
// without overlaps, every SC marker by its own name.
func TestEveryBoardIsLegible(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range pkgs {
		t.Run(pkg.ID, func(t *testing.T) {
			probs, err := Check(pkg)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range probs {
				t.Errorf("variants/%s/map.svg: %s", pkg.ID, p)
			}
		})
	}
}
