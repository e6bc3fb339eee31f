package render_test

import (
	"testing"

	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// classicFromEngine is the Classic starting position through the engine.
func classicFromEngine(t testing.TB) (*engine.Variant, *render.Scene) {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatalf("Classic: %v", err)
	}
	pos := pkg.Variant.Start()
	return pkg.Variant, render.SceneOf(pkg.Variant, &pos, nil, nil)
}

func parseOrders(t *testing.T, v *engine.Variant, texts ...string) []engine.Order {
	t.Helper()
	var out []engine.Order
	for _, s := range texts {
		o, err := v.ParseOrder(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		out = append(out, o)
	}
	return out
}

func loc(t *testing.T, v *engine.Variant, name string) engine.LocID {
	t.Helper()
	l, ok := v.LookupLoc(name)
	if !ok {
		t.Fatalf("no location %q", name)
	}
	return l
}

func findOrder(s *render.Scene, l string) *render.Order {
	for i := range s.Orders {
		if s.Orders[i].Loc == l {
			return &s.Orders[i]
		}
	}
	return nil
}

func TestSceneOfTheClassicStart(t *testing.T) {
	v, s := classicFromEngine(t)
	if len(s.Powers) != 7 || s.Powers[5].Letter == "" {
		t.Fatalf("powers %v", s.Powers)
	}
	if len(s.Units) != 22 || len(s.SCOwner) != 22 {
		t.Errorf("%d units and %d owned centres, want 22 and 22", len(s.Units), len(s.SCOwner))
	}
	russia, _ := v.LookupPower("russia")
	found := false
	for _, u := range s.Units {
		if u.Loc == "stp/sc" && u.Kind == render.Fleet && u.Power == int(russia) {
			found = true
		}
	}
	if !found {
		t.Errorf("no Russian fleet on stp/sc in %v", s.Units)
	}
	if s.SCOwner["mos"] != int(russia) || s.Tint["mos"] != int(russia) {
		t.Errorf("Moscow is not Russian")
	}
}

func TestSceneOfAResolvedMovementPhase(t *testing.T) {
	v, _ := classicFromEngine(t)
	pos := v.Start()
	orders := parseOrders(t, v, "A Par - Bur", "A Mun - Bur", "F Lon - Nth", "A Ven S A Rom", "F Kie - Den")
	out, err := engine.Adjudicate(v, &pos, orders, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := render.SceneOf(v, &pos, orders, &out)
	want := map[string]struct {
		kind render.OrderKind
		res  render.Result
	}{
		"par": {render.Move, render.Bounced},
		"mun": {render.Move, render.Bounced},
		"lon": {render.Move, render.Succeeded},
		"ven": {render.SupportHold, render.Succeeded},
		"kie": {render.Move, render.Succeeded},
	}
	for l, w := range want {
		o := findOrder(s, l)
		if o == nil {
			t.Errorf("no order for %s", l)
			continue
		}
		if o.Kind != w.kind || o.Result != w.res {
			t.Errorf("%s: kind %d result %d, want %d %d", l, o.Kind, o.Result, w.kind, w.res)
		}
	}
	if len(s.Orders) != len(want) {
		t.Errorf("%d orders drawn, want %d (units without orders hold unmarked)", len(s.Orders), len(want))
	}
}

func TestSceneOfAConvoyChainsTheFleets(t *testing.T) {
	v, _ := classicFromEngine(t)
	pos := v.Start()
	eng, _ := v.LookupPower("england")
	pos.Units = []engine.Unit{
		{Type: engine.Army, Power: eng, Loc: loc(t, v, "lon")},
		{Type: engine.Fleet, Power: eng, Loc: loc(t, v, "nth")},
		{Type: engine.Fleet, Power: eng, Loc: loc(t, v, "ska")},
	}
	// The convoys are listed far end first.
	orders := parseOrders(t, v, "F Ska C A Lon - Swe", "A Lon - Swe", "F Nth C A Lon - Swe")
	s := render.SceneOf(v, &pos, orders, nil)
	m := findOrder(s, "lon")
	if m == nil || m.Kind != render.Move || len(m.Via) != 2 || m.Via[0] != "nth" || m.Via[1] != "ska" {
		t.Fatalf("army move %+v, want via nth then ska", m)
	}
	if c := findOrder(s, "ska"); c == nil || c.Kind != render.Convoy || c.Target != "lon" || c.Dest != "swe" || c.Result != render.Pending {
		t.Errorf("convoy %+v", c)
	}
}

func TestSceneOfRetreatsAndBuilds(t *testing.T) {
	v, _ := classicFromEngine(t)
	pos := v.Start()
	pos.Phase.Kind = engine.Retreat
	aus, _ := v.LookupPower("austria")
	pos.Dislodged = []engine.Dislodged{{Unit: engine.Unit{Type: engine.Army, Power: aus, Loc: loc(t, v, "gal")}, From: engine.NoProvince}}
	s := render.SceneOf(v, &pos, parseOrders(t, v, "A Gal - Boh"), nil)
	var dis *render.Unit
	for i := range s.Units {
		if s.Units[i].Loc == "gal" {
			dis = &s.Units[i]
		}
	}
	if dis == nil || !dis.Dislodged {
		t.Errorf("dislodged unit in Galicia not marked: %+v", dis)
	}
	if o := findOrder(s, "gal"); o == nil || o.Kind != render.Retreat || o.Dest != "boh" || o.Power != int(aus) {
		t.Errorf("retreat drawn as %+v", o)
	}
	pos = v.Start()
	pos.Phase.Kind = engine.Adjustment
	s = render.SceneOf(v, &pos, parseOrders(t, v, "Build F StP/nc", "Remove A Vie"), nil)
	russia, _ := v.LookupPower("russia")
	if o := findOrder(s, "stp/nc"); o == nil || o.Kind != render.Build || o.Unit != render.Fleet || o.Power != int(russia) {
		t.Errorf("build drawn as %+v", o)
	}
	if o := findOrder(s, "vie"); o == nil || o.Kind != render.Disband {
		t.Errorf("removal drawn as %+v", o)
	}
}
