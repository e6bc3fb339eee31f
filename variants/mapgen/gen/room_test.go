package gen

import (
	"strings"
	"testing"
)

// Planned for a smaller pane ([cartogram] pane), a province asks for more
// room than at fit zoom in FitView: at 900×640 its name is drawn at 10 px
// on a board shown about a third smaller, so it covers about twice the
// board area; without a pane the need is roomNeed's, unchanged.
func TestCartogramPaneAsksForTheRoomOfThatPane(t *testing.T) {
	ps := ProvSpec{ID: "mek", Name: "Mecklenburg", SC: &LonLat{12, 54}}
	const W, H = 3200, 2207
	plain := &Spec{Cartogram: &Cartogram{}}
	if got, want := plain.needAt(ps, W, H), roomNeed(ps, W, H); got != want {
		t.Fatalf("no pane: need %v, want roomNeed's %v", got, want)
	}
	small := &Spec{Cartogram: &Cartogram{Pane: [2]float64{900, 640}}}
	r := small.needAt(ps, W, H) / roomNeed(ps, W, H)
	if r < 1.6 || r > 2.2 {
		t.Errorf("need at 900×640 over need at fit zoom = %.2f, want about twice", r)
	}
	for _, pane := range []string{"[900, 0]", "[-900, 640]"} {
		spec := "width = 200\n[projection]\nkind = \"lcc\"\nbounds = [0,0,1,1]\n[cartogram]\npane = " + pane + "\n"
		if _, err := ParseSpec([]byte(spec), "board.toml"); err == nil || !strings.Contains(err.Error(), "cartogram pane") {
			t.Errorf("pane %s: %v, want an error naming the cartogram pane", pane, err)
		}
	}
}
