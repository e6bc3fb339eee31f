package engine_test

import (
	"slices"
	"strings"
	"testing"

	"dipdesk/engine"
)

// TestLegalOrdersFollowThePhase: the orders offered for a province are the
// unit's moves in movement, the dislodged unit's retreats in a retreat
// phase, and a removal only where one is owed in an adjustment phase.
func TestLegalOrdersFollowThePhase(t *testing.T) {
	v := classic(t)
	pos := v.Start()
	par := v.ProvinceOf(loc(t, v, "Par"))
	got := map[string]bool{}
	for _, o := range v.LegalOrders(&pos, par) {
		got[v.FormatOrder(o)] = true
	}
	for _, want := range []string{"A Par H", "A Par - Bur", "A Par S A Mar - Bur"} {
		if !got[want] {
			t.Errorf("movement: %q not offered for Paris (%d orders)", want, len(got))
		}
	}
	if os := v.LegalOrders(&pos, v.ProvinceOf(loc(t, v, "Bur"))); len(os) != 0 {
		t.Errorf("an empty province offers %d orders", len(os))
	}

	out := adjudicate(t, v, board(t, v, spring1901, "Germany: A Mun", "France: A Bur", "France: A Ruh"),
		orders(t, v, "A Bur - Mun", "A Ruh S A Bur - Mun"), engine.Edition2023)
	mun := v.ProvinceOf(loc(t, v, "Mun"))
	var retreats []string
	for _, o := range v.LegalOrders(&out.Next, mun) {
		retreats = append(retreats, v.FormatOrder(o))
	}
	if s := strings.Join(retreats, ", "); !strings.Contains(s, "A Mun - Kie") || strings.Contains(s, "A Mun - Bur") || !strings.Contains(s, "disband") {
		t.Errorf("retreat phase: offered %s", s)
	}
	if os := v.LegalOrders(&out.Next, par); len(os) != 0 {
		t.Errorf("retreat phase: Paris has no dislodged unit but is offered %d orders", len(os))
	}

	winter := board(t, v, engine.Phase{Year: 1901, Season: 1, Kind: engine.Adjustment}, "France: A Par", "France: A Pic", "France: A Bur", "France: A Gas")
	if os := v.LegalOrders(&winter, par); len(os) != 1 || v.FormatOrder(os[0]) != "Remove A Par" {
		t.Errorf("France with 3 centres and 4 units: Paris offers %v", os)
	}
	winter.Units = winter.Units[:1]
	if os := v.LegalOrders(&winter, par); len(os) != 0 {
		t.Errorf("France owing no removal is offered %v", os)
	}
}

func TestPhasesOrderAndName(t *testing.T) {
	v := classic(t)
	spring := spring1901
	retreat := engine.Phase{Year: 1901, Season: 0, Kind: engine.Retreat}
	for _, c := range []struct {
		a, b engine.Phase
		want bool
	}{
		{spring, retreat, true}, {retreat, spring, false}, {spring, fall1901, true},
		{fall1901, engine.Phase{Year: 1902}, true}, {engine.Phase{Year: 1902}, fall1901, false},
	} {
		if got := c.a.Before(c.b); got != c.want {
			t.Errorf("%v.Before(%v) = %v", c.a, c.b, got)
		}
	}
	if got := v.PhaseName(retreat); got != "Spring 1901 Retreat" {
		t.Errorf("PhaseName = %q", got)
	}
	if got := engine.PhaseKind(9).String(); got != "?" {
		t.Errorf("unknown phase kind prints %q", got)
	}
}

func TestEditionNames(t *testing.T) {
	for _, c := range []struct {
		in   string
		want engine.Edition
		ok   bool
	}{{"2023", engine.Edition2023, true}, {"", engine.Edition2023, true}, {"2000", engine.Edition2000, true}, {"1971", 0, false}} {
		got, ok := engine.ParseEdition(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("ParseEdition(%q) = %v, %v", c.in, got, ok)
		}
		if ok && c.in != "" && got.String() != c.in {
			t.Errorf("%v.String() = %q", got, got.String())
		}
	}
}

// TestCheckPositionRefusesWhatDoesNotFit: a position built by hand that
// does not fit the variant is refused before adjudication.
func TestCheckPositionRefusesWhatDoesNotFit(t *testing.T) {
	v := classic(t)
	for _, c := range []struct {
		name  string
		spoil func(p *engine.Position)
		want  string
	}{
		{"owners", func(p *engine.Position) { p.Owners = p.Owners[:3] }, "SC owners"},
		{"owner of a sea", func(p *engine.Position) { p.Owners[v.ProvinceOf(loc(t, v, "Nth"))] = 0 }, "bad owner"},
		{"army at sea", func(p *engine.Position) { p.Units[0].Type, p.Units[0].Loc = engine.Army, loc(t, v, "Nth") }, "cannot stand"},
		{"two units", func(p *engine.Position) { p.Units[1].Loc = p.Units[0].Loc; p.Units[1].Type = p.Units[0].Type }, "engine: position"},
		{"unknown location", func(p *engine.Position) { p.Units[0].Loc = 9999 }, "unknown location"},
		{"unknown power", func(p *engine.Position) { p.Units[0].Power = 42 }, "unknown power"},
		{"fleet homes", func(p *engine.Position) { p.FleetHomes = []engine.ProvinceID{0} }, "fleet homes"},
		{"bad fleet home", func(p *engine.Position) {
			p.FleetHomes = make([]engine.ProvinceID, v.NumPowers())
			p.FleetHomes[0] = 9999
		}, "bad fleet home"},
		{"quiet years", func(p *engine.Position) { p.QuietYears = -1 }, "quiet years"},
		{"bad dislodged", func(p *engine.Position) {
			p.Dislodged = []engine.Dislodged{{Unit: engine.Unit{Type: engine.Army, Loc: loc(t, v, "Nth")}, From: engine.NoProvince}}
		}, "bad dislodged"},
		{"bad attacker origin", func(p *engine.Position) {
			p.Dislodged = []engine.Dislodged{{Unit: engine.Unit{Type: engine.Army, Loc: loc(t, v, "Bur")}, From: 9999}}
		}, "attacker origin"},
		{"bad standoff", func(p *engine.Position) { p.Standoffs = []engine.ProvinceID{9999} }, "standoff"},
		{"phase kind", func(p *engine.Position) { p.Phase.Kind = 7 }, "unknown phase kind"},
	} {
		pos := v.Start()
		c.spoil(&pos)
		_, err := engine.Adjudicate(v, &pos, nil, engine.Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error with %q", c.name, err, c.want)
		}
	}
}

func TestDrawsAndNeedsOrders(t *testing.T) {
	v := classic(t)
	g := engine.NewGame(v, engine.Options{})
	fr := power(t, v, "France")
	if !g.NeedsOrders(fr) {
		t.Error("France has units in Spring 1901 but needs no orders")
	}
	if err := g.Draw(nil); err == nil {
		t.Error("a draw of nobody was accepted")
	}
	if err := g.Draw([]engine.PowerID{99}); err == nil {
		t.Error("a draw with an unknown power was accepted")
	}
	if err := g.Draw([]engine.PowerID{fr}); err != nil || !g.Over() {
		t.Fatalf("draw: %v, over %v", err, g.Over())
	}
	if err := g.Draw([]engine.PowerID{fr}); err != engine.ErrGameOver {
		t.Errorf("a second draw: %v", err)
	}
	if _, err := g.Resolve(nil); err != engine.ErrGameOver {
		t.Errorf("resolving after the draw: %v", err)
	}
}

func TestNotationCornerForms(t *testing.T) {
	v := classic(t)
	for _, c := range []struct{ in, want string }{
		{"F StP[sc] - Bot", "F StP/sc - Bot"},
		{"F stp nc - bar", "F StP/nc - Bar"},
		{"F stp north coast - bar", "F StP/nc - Bar"},
		{"F stp/nc coast - bar", "F StP/nc - Bar"},
		{"F Mar - Spa(south coast)", "F Mar - Spa/sc"},
		{"F Bre - Pic/nc", "F Bre - Pic"},
		{"A Par move to Bur", "A Par - Bur"},
		{"A Lon - Bel vc", "A Lon - Bel via convoy"},
		{"A Par remove", "Remove A Par"},
		{"A Par build", "Build A Par"},
		{"Disband F Kie", "F Kie disband"},
		{"F Nth S A Lon - Bel", "F Nth S A Lon - Bel"},
	} {
		o, err := v.ParseOrder(c.in)
		if err != nil {
			t.Errorf("ParseOrder(%q): %v", c.in, err)
			continue
		}
		if got := v.FormatOrder(o); got != c.want {
			t.Errorf("ParseOrder(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	for _, in := range []string{"F Spa(sc - Mao", "Build A Zzz", "Remove Zzz", "A Par S A Mar - Zzz", "A Par - Bur Bur", "Waive now", "F Spa/xc - Mao"} {
		if _, err := v.ParseOrder(in); err == nil {
			t.Errorf("ParseOrder(%q) accepted", in)
		}
	}
}

func TestReasonsHaveNames(t *testing.T) {
	if got := engine.ReasonBounced.String(); got == "" || strings.HasPrefix(got, "reason(") {
		t.Errorf("ReasonBounced prints %q", got)
	}
	if got := engine.Reason(200).String(); got != "reason(200)" {
		t.Errorf("an unknown reason prints %q", got)
	}
}

func TestGameHistoryEdges(t *testing.T) {
	v := classic(t)
	g := engine.NewGame(v, engine.Options{})
	if g.Undo() {
		t.Error("undo with no history succeeded")
	}
	if _, err := g.Branch(5); err == nil {
		t.Error("a branch from a turn that does not exist was made")
	}
	if _, err := g.Resolve(orders(t, v, "A Par - Bur")); err != nil {
		t.Fatal(err)
	}
	g.Current.Phase.Kind = 7
	if _, err := g.Resolve(nil); err == nil {
		t.Error("resolving a broken position gave no error")
	}
	out := adjudicate(t, v, board(t, v, spring1901, "Germany: A Mun", "France: A Bur", "France: A Ruh"),
		orders(t, v, "A Bur - Mun", "A Ruh S A Bur - Mun"), engine.Edition2023)
	g.Current = out.Next
	if !g.NeedsOrders(power(t, v, "Germany")) || g.NeedsOrders(power(t, v, "France")) {
		t.Error("in the retreat phase only Germany has a decision")
	}
}

// TestAdjustmentChecksWithoutAPower: orders typed without a power prefix
// in a winter are checked against the board's owners.
func TestAdjustmentChecksWithoutAPower(t *testing.T) {
	v := classic(t)
	pos := board(t, v, engine.Phase{Year: 1901, Season: 1, Kind: engine.Adjustment})
	for _, c := range []struct{ in, want string }{
		{"Waive", "waive needs a power"},
		{"Build A Bel", "nobody owns Belgium"},
		{"A Par - Bur", "not allowed in an adjustment phase"},
	} {
		_, err := v.Check(&pos, orders(t, v, c.in)[0])
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Check(%q) = %v, want %q", c.in, err, c.want)
		}
	}
	o := engine.NewOrder(engine.Build, engine.Army, engine.NoLoc)
	if _, err := v.Check(&pos, o); err == nil || !strings.Contains(err.Error(), "a build needs a place") {
		t.Errorf("a build without a place: %v", err)
	}
}

// TestNamesOfOutOfRangeValues: values a caller made up print as a marker,
// never panic.
func TestNamesOfOutOfRangeValues(t *testing.T) {
	v := classic(t)
	for got, want := range map[string]string{
		engine.UnitType(9).Letter():     "?",
		engine.UnitType(9).String():     "unit",
		engine.ProvinceKind(9).String(): "kind(9)",
		engine.BuildPolicy(9).String():  "?",
		engine.BuildOwned.String():      "owned",
		v.LocName(9999):                 "?",
	} {
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
	if v.CanStand(engine.Army, -3) || v.CanStand(engine.Fleet, 9999) {
		t.Error("a unit can stand on a location that does not exist")
	}
	if _, ok := engine.ParseBuildPolicy("nowhere"); ok {
		t.Error("an unknown build policy was read")
	}
}

func TestProvinceQueries(t *testing.T) {
	v := classic(t)
	ger := power(t, v, "Germany")
	var homes []string
	for _, p := range v.Homes(ger) {
		homes = append(homes, v.LocName(engine.LocID(p)))
	}
	slices.Sort(homes)
	if got := strings.Join(homes, " "); got != "Ber Kie Mun" {
		t.Errorf("Germany's homes: %s", got)
	}
	boh := v.ProvinceOf(loc(t, v, "Boh"))
	if n := len(v.ProvinceNeighbours(boh)); n != 5 {
		t.Errorf("Bohemia has %d neighbours, want 5 (Gal Mun Sil Tyr Vie)", n)
	}
	if l, ok := v.CoastOf(boh, ""); !ok || l != engine.LocID(boh) {
		t.Errorf("CoastOf(Bohemia, \"\") = %v, %v", l, ok)
	}
}
