package engine

import "testing"

// ringSpec is a small board: four coastal provinces around a ring of four
// seas, each coast touching two neighbouring seas.
func ringSpec() VariantSpec {
	s := VariantSpec{ID: "ring", StartYear: 1901, Powers: []PowerSpec{{ID: "red"}}}
	for _, id := range []string{"c0", "c1", "c2", "c3"} {
		s.Provinces = append(s.Provinces, ProvinceSpec{ID: id, Kind: Coast})
	}
	for _, id := range []string{"s0", "s1", "s2", "s3"} {
		s.Provinces = append(s.Provinces, ProvinceSpec{ID: id, Kind: Sea})
	}
	for k := 0; k < 4; k++ {
		c, sea, next := "c"+itoa(k), "s"+itoa(k), "s"+itoa((k+1)%4)
		s.Edges = append(s.Edges,
			EdgeSpec{A: c, B: sea, Fleet: true},
			EdgeSpec{A: c, B: next, Fleet: true},
			EdgeSpec{A: sea, B: next, Fleet: true})
	}
	return s
}

// TestApproximateConvoyGeographyAgreesWithTheTables: on boards too large
// to enumerate minimal routes, convoy legality falls back to plain route
// searches. On a board small enough for both, the fallback must accept
// every route and fleet the exact tables accept.
func TestApproximateConvoyGeographyAgreesWithTheTables(t *testing.T) {
	v, err := NewVariant(ringSpec())
	if err != nil {
		t.Fatal(err)
	}
	if v.convoy.approx {
		t.Fatal("the ring board should not hit the enumeration budget")
	}
	if !v.convoyRouteGeo(0, 2) || !v.convoyOrderGeo(5, 0, 2) {
		t.Fatal("the ring board has no convoy from c0 to c2 by s1")
	}
	approx := *v
	approx.convoy.approx, approx.convoy.onPath = true, nil
	approx.convoy.seaComponents(&approx)
	n := ProvinceID(len(v.provinces))
	for o := ProvinceID(0); o < n; o++ {
		for d := ProvinceID(0); d < n; d++ {
			exact, fallback := v.convoyRouteGeo(o, d), approx.convoyRouteGeo(o, d)
			if exact != fallback {
				t.Errorf("route %s-%s: exact %v, fallback %v", v.provinces[o].ID, v.provinces[d].ID, exact, fallback)
			}
			for s := ProvinceID(0); s < n; s++ {
				if v.convoyOrderGeo(s, o, d) && !approx.convoyOrderGeo(s, o, d) {
					t.Errorf("fleet in %s may convoy %s-%s, but the fallback refuses", v.provinces[s].ID, v.provinces[o].ID, v.provinces[d].ID)
				}
			}
		}
	}
}

// TestExplanationsOfBareResults: results built by hand, without the
// details the resolver fills in, still read as sentences.
func TestExplanationsOfBareResults(t *testing.T) {
	v, err := NewVariant(ringSpec())
	if err != nil {
		t.Fatal(err)
	}
	c0 := LocID(0)
	for _, c := range []struct {
		r    Result
		want string
	}{
		{Result{Order: NewOrder(Support, Fleet, c0), Reason: ReasonHeld, By: NoRef, DislodgedBy: NoRef}, "F C0 was not dislodged"},
		{Result{Order: Order{Kind: Move, Type: Fleet, Loc: c0, Dest: 4, Target: NoLoc}, Reason: ReasonBounced, Strength: 1, Against: 1, By: NoRef, DislodgedBy: NoRef}, "Bounced: F C0 → S0 had strength 1 against 1"},
		{Result{Order: NewOrder(Hold, Fleet, c0), Reason: ReasonIllegal, By: NoRef, DislodgedBy: NoRef}, "Illegal: Illegal order"},
		{Result{Order: NewOrder(Hold, Fleet, c0), Reason: Reason(250), By: NoRef, DislodgedBy: NoRef}, "reason(250)"},
	} {
		if got := v.Explain(c.r); len(got) < len(c.want) || got[:len(c.want)] != c.want {
			t.Errorf("Explain = %q, want it to start with %q", got, c.want)
		}
	}
	if upperFirst("") != "" {
		t.Error("upperFirst of nothing is not nothing")
	}
}
