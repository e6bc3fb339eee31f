package engine_test

import (
	"strings"
	"testing"

	"dipdesk/engine"
)

// notionalSpec is a tiny board: two powers, a home centre each and two
// neutral centres, one of them drawn in Red's colour.
func notionalSpec() engine.VariantSpec {
	return engine.VariantSpec{
		ID: "tiny", StartYear: 1900,
		Powers: []engine.PowerSpec{{ID: "red"}, {ID: "blue"}},
		Provinces: []engine.ProvinceSpec{
			{ID: "rh", Kind: engine.Land, SC: true, Home: "red"},
			{ID: "bh", Kind: engine.Land, SC: true, Home: "blue"},
			{ID: "n1", Kind: engine.Land, SC: true},
			{ID: "n2", Kind: engine.Land, SC: true},
			{ID: "x", Kind: engine.Land},
		},
		Edges: []engine.EdgeSpec{{A: "rh", B: "n1", Army: true}, {A: "n1", B: "bh", Army: true},
			{A: "n1", B: "n2", Army: true}, {A: "n2", B: "x", Army: true}},
		Notional: []engine.OwnerSpec{{Power: "red", Province: "n1"}},
	}
}

func TestNotionalCentreIsDrawnAsAPowersButBelongsToNobody(t *testing.T) {
	v, err := engine.NewVariant(notionalSpec())
	if err != nil {
		t.Fatal(err)
	}
	n1, _ := v.LookupProvince("n1")
	n2, _ := v.LookupProvince("n2")
	rh, _ := v.LookupProvince("rh")
	red, _ := v.LookupPower("red")
	if got := v.NotionalOwner(n1); got != red {
		t.Errorf("NotionalOwner(n1) = %d, want red (%d)", got, red)
	}
	for _, p := range []engine.ProvinceID{n2, rh, engine.NoProvince, engine.ProvinceID(v.NumProvinces())} {
		if got := v.NotionalOwner(p); got != engine.NoPower {
			t.Errorf("NotionalOwner(%d) = %d, want NoPower", p, got)
		}
	}
	if start := v.Start(); start.Owners[n1] != engine.NoPower {
		t.Errorf("n1 starts owned by %d; a notional centre belongs to nobody", start.Owners[n1])
	}
}

func TestNotionalOwnerMistakesAreRefusedWithTheirLine(t *testing.T) {
	for _, c := range []struct {
		o    engine.OwnerSpec
		want string
	}{
		{engine.OwnerSpec{Power: "green", Province: "n2", Line: 7}, `line 7: notional: unknown power "green"`},
		{engine.OwnerSpec{Power: "red", Province: "x", Line: 8}, "line 8: notional: x is not a supply centre"},
		{engine.OwnerSpec{Power: "red", Province: "bh", Line: 9}, "line 9: notional: bh is owned by Blue at the start"},
		{engine.OwnerSpec{Power: "blue", Province: "n1", Line: 10}, "line 10: notional: n1 is already drawn as Red's"},
		{engine.OwnerSpec{Power: "red", Province: "nowhere", Line: 11}, `line 11: unknown province "nowhere"`},
	} {
		spec := notionalSpec()
		spec.Notional = append(spec.Notional, c.o)
		_, err := engine.NewVariant(spec)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("notional %s %s: got %v, want %q", c.o.Power, c.o.Province, err, c.want)
		}
	}
}
