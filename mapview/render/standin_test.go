package render_test

import (
	"testing"

	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// Imperial's stand-ins are told from land bridges, with who may cross:
// Amazon–Quito runs over La Paz (armies only), Chilean Basin–Drake
// Passage is for fleets only; Gibraltar–Morocco stays a land bridge, as
// does Classic's Denmark–Sweden.
func TestStandInsAreToldFromLandBridges(t *testing.T) {
	got := map[string]map[string]render.Crossing{}
	for _, id := range []string{"imperial", "classic"} {
		pkg, err := variants.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		b, err := board.ParseFile(pkg.Files, "map.svg")
		if err != nil {
			t.Fatal(err)
		}
		reach := render.ReachOf(pkg.Variant)
		got[id] = map[string]render.Crossing{}
		for _, m := range render.StandIns(b, reach) {
			got[id][m.Link[0]+"-"+m.Link[1]] = render.CrossingOf(m, reach)
		}
	}
	for link, want := range map[string]render.Crossing{"ama-qto": {Army: true}, "cba-dra": {Fleet: true}} {
		if c, ok := got["imperial"][link]; !ok || c != want {
			t.Errorf("imperial %s: stand-in %v, crossing %s; want a stand-in for %s", link, ok, c.Words(), want.Words())
		}
	}
	if _, ok := got["imperial"]["gb-mrc"]; ok {
		t.Errorf("Gibraltar–Morocco, a crossing of the strait for all, is drawn as a stand-in")
	}
	if len(got["classic"]) != 0 {
		t.Errorf("Classic has stand-ins %v; its Denmark–Sweden is a land bridge", got["classic"])
	}
}
