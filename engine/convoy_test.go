package engine_test

import (
	"slices"
	"testing"

	"dipdesk/engine"
)

// TestDislodgedConvoyLeavesTheLandingOpen is DATC 6.F.7 with the retreat
// options checked: the army whose convoying fleet is dislodged never reaches
// Holland, so Holland is no standoff and the fleet may retreat there, in
// both editions (in 2000 the army still keeps others out, DATC 6.F.8).
func TestDislodgedConvoyLeavesTheLandingOpen(t *testing.T) {
	v := classic(t)
	for _, ed := range []engine.Edition{engine.Edition2023, engine.Edition2000} {
		pos := board(t, v, spring1901, "England: F Nth", "England: A Lon", "Germany: F Hel", "Germany: F Ska")
		out := adjudicate(t, v, pos, orders(t, v, "F Nth C A Lon - Hol", "A Lon - Hol", "F Hel S F Ska - Nth", "F Ska - Nth"), ed)
		if len(out.Next.Dislodged) != 1 || out.Next.Phase.Kind != engine.Retreat {
			t.Fatalf("edition %v: dislodged %v in %v, want the North Sea fleet in a retreat phase", ed, out.Next.Dislodged, out.Next.Phase)
		}
		if len(out.Next.Standoffs) != 0 {
			t.Errorf("edition %v: standoffs %v, want none", ed, out.Next.Standoffs)
		}
		opts := v.RetreatOptions(&out.Next, out.Next.Dislodged[0])
		if !slices.Contains(opts, loc(t, v, "Hol")) {
			var got []string
			for _, l := range opts {
				got = append(got, v.LocName(l))
			}
			t.Errorf("edition %v: the North Sea fleet may retreat to %v, want Holland among them", ed, got)
		}
	}
}

// TestConvoyWithoutFleetsSaysSo: an army ordered by convoy between two
// adjacent provinces, with no fleet at sea, is told that no convoy route
// exists, not that the provinces are not adjacent.
func TestConvoyWithoutFleetsSaysSo(t *testing.T) {
	v := classic(t)
	pos := board(t, v, spring1901, "England: A Edi")
	o := orders(t, v, "A Edi - Yor via convoy")[0]
	_, err := v.Check(&pos, o)
	want := `engine: order "A Edi - Yor via convoy": no convoy route exists from Edinburgh to Yorkshire: no fleets stand between them`
	if err == nil || err.Error() != want {
		t.Errorf("Check = %v\n   want %s", err, want)
	}
}
