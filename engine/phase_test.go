package engine_test

import (
	"testing"

	"dipdesk/engine"
)

func TestAQuietSpringPassesToFall(t *testing.T) {
	v := classic(t)
	out := adjudicate(t, v, v.Start(), nil, engine.Edition2023)
	if out.Next.Phase != fall1901 || len(out.Results) != 22 {
		t.Errorf("next %s with %d results", v.PhaseName(out.Next.Phase), len(out.Results))
	}
}

func TestFallCapturesChangeOwnersAndLeadToBuilds(t *testing.T) {
	v := classic(t)
	pos := v.Start()
	pos.Phase = fall1901
	out := adjudicate(t, v, pos, orders(t, v, "F Kie - Den", "A Mun - Ruh"), engine.Edition2023)
	den, _ := v.LookupProvince("den")
	ger := power(t, v, "Germany")
	if out.Next.Owners[den] != ger {
		t.Errorf("Denmark is not German after the fall")
	}
	if pos.Owners[den] != engine.NoPower {
		t.Errorf("adjudication changed its input position")
	}
	if out.Next.Phase.Kind != engine.Adjustment || v.PhaseName(out.Next.Phase) != "Winter 1901 Adjustment" {
		t.Errorf("next phase %s", v.PhaseName(out.Next.Phase))
	}
	if v.Delta(&out.Next, ger) != 1 {
		t.Errorf("Germany has %d builds", v.Delta(&out.Next, ger))
	}
	adj := adjudicate(t, v, out.Next, orders(t, v, "Build A Kie"), engine.Edition2023)
	if adj.Next.Phase != (engine.Phase{Year: 1902, Season: 0, Kind: engine.Movement}) || len(adj.Next.Units) != 23 {
		t.Errorf("after the builds: %s with %d units", v.PhaseName(adj.Next.Phase), len(adj.Next.Units))
	}
}

func TestSpringCapturesDoNotChangeOwners(t *testing.T) {
	v := classic(t)
	out := adjudicate(t, v, v.Start(), orders(t, v, "F Kie - Den"), engine.Edition2023)
	den, _ := v.LookupProvince("den")
	if out.Next.Owners[den] != engine.NoPower {
		t.Errorf("Denmark changed owner in the spring")
	}
}

func TestRetreatPhaseIsSkippedWhenNoUnitCanRetreat(t *testing.T) {
	v := classic(t)
	pos := board(t, v, spring1901, "Germany: A Mun", "France: A Bur", "France: A Ruh", "France: A Kie",
		"France: A Ber", "France: A Sil", "France: A Boh", "France: A Tyr")
	out := adjudicate(t, v, pos, orders(t, v, "A Bur - Mun", "A Ruh S A Bur - Mun"), engine.Edition2023)
	if out.Next.Phase != fall1901 || len(out.After.Dislodged) != 0 {
		t.Errorf("next %s, %d dislodged", v.PhaseName(out.Next.Phase), len(out.After.Dislodged))
	}
}

func TestRetreatPhaseWhenAUnitCanRetreat(t *testing.T) {
	v := classic(t)
	pos := board(t, v, spring1901, "Germany: A Mun", "France: A Bur", "France: A Ruh")
	out := adjudicate(t, v, pos, orders(t, v, "A Bur - Mun", "A Ruh S A Bur - Mun"), engine.Edition2023)
	if out.Next.Phase.Kind != engine.Retreat || len(out.Next.Dislodged) != 1 {
		t.Fatalf("next %s", v.PhaseName(out.Next.Phase))
	}
	d := out.Next.Dislodged[0]
	opts := v.RetreatOptions(&out.Next, d)
	for _, l := range opts {
		if n := v.LocName(l); n == "Bur" || n == "Ruh" || n == "Mun" {
			t.Errorf("retreat to %s offered", n)
		}
	}
	if len(opts) != 5 { // kie ber sil boh tyr
		t.Errorf("%d retreat options", len(opts))
	}
	r := adjudicate(t, v, out.Next, orders(t, v, "A Mun - Boh"), engine.Edition2023)
	if r.Next.Phase != fall1901 || len(r.Next.Units) != 3 {
		t.Errorf("after the retreat: %s, %d units", v.PhaseName(r.Next.Phase), len(r.Next.Units))
	}
}

func TestVictoryEndsTheGame(t *testing.T) {
	v := classic(t)
	g := engine.NewGame(v, engine.Options{})
	it := power(t, v, "Italy")
	g.Current = board(t, v, fall1901, "Italy: A Bur")
	for i := range g.Current.Owners {
		g.Current.Owners[i] = engine.NoPower
	}
	n := 0
	for _, p := range v.SupplyCenters() {
		if v.Province(p).ID != "par" && n < 17 {
			g.Current.Owners[p] = it
			n++
		}
	}
	if _, err := g.Resolve(orders(t, v, "A Bur - Par")); err != nil {
		t.Fatal(err)
	}
	if !g.Over() || len(g.Winners) != 1 || g.Winners[0] != it {
		t.Errorf("winners %v", g.Winners)
	}
	if _, err := g.Resolve(nil); err != engine.ErrGameOver {
		t.Errorf("orders after the end: %v", err)
	}
	if !g.Undo() || g.Over() {
		t.Errorf("undo did not reopen the game")
	}
}

func TestGameHistoryUndoAndBranch(t *testing.T) {
	v := classic(t)
	g := engine.NewGame(v, engine.Options{})
	if _, err := g.Resolve(orders(t, v, "A Par - Bur")); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Resolve(orders(t, v, "A Bur - Bel")); err != nil {
		t.Fatal(err)
	}
	if len(g.Turns) != 2 || g.Current.Phase.Kind != engine.Adjustment {
		t.Fatalf("%d turns, now %s", len(g.Turns), v.PhaseName(g.Current.Phase))
	}
	if !g.NeedsOrders(power(t, v, "France")) || g.NeedsOrders(power(t, v, "Turkey")) {
		t.Errorf("NeedsOrders in the winter")
	}
	b, err := g.Branch(1)
	if err != nil || len(b.Turns) != 1 || b.Current.Phase != fall1901 {
		t.Fatalf("branch: %v", err)
	}
	g.Undo()
	if g.Current.Phase != fall1901 || len(g.Turns) != 1 {
		t.Errorf("undo: %s", v.PhaseName(g.Current.Phase))
	}
	if err := g.Draw([]engine.PowerID{power(t, v, "France"), power(t, v, "Italy")}); err != nil || !g.Over() {
		t.Errorf("draw: %v", err)
	}
	if _, err := g.Resolve(nil); err != engine.ErrGameOver {
		t.Errorf("orders after a draw: %v", err)
	}
}
