package bot

import (
	"math/rand/v2"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

func classicVariant(t *testing.T) *engine.Variant {
	t.Helper()
	p, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	return p.Variant
}

func place(t *testing.T, v *engine.Variant, pos *engine.Position, power string, typ engine.UnitType, loc string) {
	t.Helper()
	pw, _ := v.LookupPower(power)
	l, ok := v.LookupLoc(loc)
	if !ok {
		t.Fatalf("no %s", loc)
	}
	pos.Units = append(pos.Units, engine.Unit{Type: typ, Power: pw, Loc: l})
}

// TestConvoyChainIsTheShortest: an army carried from London to Norway
// needs the North Sea alone; the Channel fleet, also reached by the
// search, is not ordered to convoy.
func TestConvoyChainIsTheShortest(t *testing.T) {
	v := classicVariant(t)
	pos := v.Start()
	pos.Units = nil
	place(t, v, &pos, "england", engine.Army, "lon")
	place(t, v, &pos, "england", engine.Fleet, "nth")
	place(t, v, &pos, "england", engine.Fleet, "eng")
	eng, _ := v.LookupPower("england")
	p := newPlanner(v, &pos, []engine.PowerID{eng}, Hard, rand.New(rand.NewPCG(1, 2)))
	var own []engine.Order
	for _, u := range pos.Units {
		own = append(own, v.LegalOrders(&pos, v.ProvinceOf(u.Loc))...)
	}
	var plans []unitPlan
	byLoc := map[engine.LocID]int{}
	for _, o := range own {
		i, ok := byLoc[o.Loc]
		if !ok {
			i = len(plans)
			byLoc[o.Loc] = i
			plans = append(plans, unitPlan{loc: o.Loc, prov: v.ProvinceOf(o.Loc), typ: o.Type})
		}
		plans[i].legal = append(plans[i].legal, o)
	}
	m := &mover{p: p, plans: plans, planAt: make([]int, v.NumProvinces()), targeted: make([]int, v.NumProvinces())}
	for i := range m.targeted {
		m.targeted[i], m.planAt[i] = -1, -1
	}
	lon, _ := v.LookupLoc("lon")
	nwy, _ := v.LookupProvince("nwy")
	chain := m.convoyChain(byLoc[lon], nwy)
	if len(chain) != 1 || v.LocName(chain[0].o.Loc) != "Nth" {
		var names []string
		for _, c := range chain {
			names = append(names, v.LocName(c.o.Loc))
		}
		t.Errorf("chain %v, want the North Sea alone", names)
	}
}

// TestFailedMovesAreRemembered: an unsupported move that left its unit
// where it was, against the same occupant, is marked; a supported one, or
// one whose target changed hands, is not.
func TestFailedMovesAreRemembered(t *testing.T) {
	v := classicVariant(t)
	pos := v.Start()
	pos.Units = nil
	pos.Phase = engine.Phase{Year: 1903, Season: 0, Kind: engine.Movement}
	place(t, v, &pos, "germany", engine.Army, "mun")
	place(t, v, &pos, "germany", engine.Army, "ruh")
	place(t, v, &pos, "france", engine.Army, "bur")
	ger, _ := v.LookupPower("germany")
	mun, _ := v.LookupLoc("mun")
	ruh, _ := v.LookupLoc("ruh")
	bur, _ := v.LookupLoc("bur")
	move := engine.MoveOrder(engine.Army, mun, bur)
	move.Power = ger
	later := pos.Clone()
	later.Phase = engine.Phase{Year: 1903, Season: 1, Kind: engine.Movement}
	ours := func(pw engine.PowerID) bool { return pw == ger }

	got := failedMoves(v, []memory{{pos: pos, orders: []engine.Order{move}}}, &later, ours)
	if !got[failedMove{mun, v.ProvinceOf(bur)}] {
		t.Errorf("the bounced move Mun - Bur is not remembered: %v", got)
	}
	sup := engine.NewOrder(engine.Support, engine.Army, ruh)
	sup.Target, sup.Dest, sup.Power = mun, bur, ger
	if got := failedMoves(v, []memory{{pos: pos, orders: []engine.Order{move, sup}}}, &later, ours); len(got) != 0 {
		t.Errorf("a supported move is remembered as a plain failure: %v", got)
	}
	changed := later.Clone()
	changed.Units = changed.Units[:2] // France left Burgundy
	if got := failedMoves(v, []memory{{pos: pos, orders: []engine.Order{move}}}, &changed, ours); len(got) != 0 {
		t.Errorf("a move into a province that changed is remembered: %v", got)
	}
}

// TestFallGuardsHomesNextToAnEnemy: in Fall 1901 a German army in
// Burgundy can walk into Paris or Marseilles; the hard French bot puts a
// unit into both (a home centre and its build site at risk outweigh Spain
// or Belgium taken), and openHomes counts what a set leaves open.
func TestFallGuardsHomesNextToAnEnemy(t *testing.T) {
	v := classicVariant(t)
	pos := v.Start()
	pos.Units = nil
	pos.Phase = engine.Phase{Year: 1901, Season: 1, Kind: engine.Movement}
	place(t, v, &pos, "france", engine.Army, "gas")
	place(t, v, &pos, "france", engine.Army, "pic")
	place(t, v, &pos, "france", engine.Fleet, "bre")
	place(t, v, &pos, "germany", engine.Army, "bur")
	fra, _ := v.LookupPower("france")
	for seed := range uint64(6) {
		orders := (&Bot{Level: Hard, Seed: seed, Budget: 1500}).Play(v, &pos, []engine.PowerID{fra})
		p := newPlanner(v, &pos, []engine.PowerID{fra}, Hard, rand.New(rand.NewPCG(seed, 0)))
		if n := p.openHomes(orders); n != 0 {
			var names []string
			for _, o := range orders {
				names = append(names, v.FormatOrder(o))
			}
			t.Errorf("seed %d: %v leaves %d home centre(s) open to Burgundy", seed, names, n)
		}
	}
	p := newPlanner(v, &pos, []engine.PowerID{fra}, Hard, rand.New(rand.NewPCG(1, 0)))
	gas, _ := v.LookupLoc("gas")
	if n := p.openHomes([]engine.Order{engine.HoldOrder(engine.Army, gas)}); n != 2 {
		t.Errorf("Gascony holding leaves %d homes open, want Paris and Marseilles", n)
	}
}

// TestFailedMovesOutliveASeason: a move that bounced in Spring is still
// remembered in the next Spring, after a Fall in which the unit held, so
// that the bot does not try it every other season.
func TestFailedMovesOutliveASeason(t *testing.T) {
	v := classicVariant(t)
	pos := v.Start()
	pos.Units = nil
	pos.Phase = engine.Phase{Year: 1903, Season: 0, Kind: engine.Movement}
	place(t, v, &pos, "germany", engine.Army, "mun")
	place(t, v, &pos, "france", engine.Army, "bur")
	ger, _ := v.LookupPower("germany")
	mun, _ := v.LookupLoc("mun")
	bur, _ := v.LookupLoc("bur")
	move := engine.MoveOrder(engine.Army, mun, bur)
	move.Power = ger
	hold := engine.HoldOrder(engine.Army, mun)
	hold.Power = ger
	fall := pos.Clone()
	fall.Phase = engine.Phase{Year: 1903, Season: 1, Kind: engine.Movement}
	spring := pos.Clone()
	spring.Phase = engine.Phase{Year: 1904, Season: 0, Kind: engine.Movement}

	b := Bot{Level: Hard}
	b.Remember(&pos, []engine.Order{move})
	b.Remember(&fall, []engine.Order{hold})
	ours := func(pw engine.PowerID) bool { return pw == ger }
	if got := failedMoves(v, b.mem, &spring, ours); !got[failedMove{mun, v.ProvinceOf(bur)}] {
		t.Errorf("Spring's bounce Mun - Bur is forgotten after a Fall of holding: %v", got)
	}
}

// TestRepeatsCostInEveryChoice: a set that repeats a failed move
// unsupported is worth repeatCost less than the same set without the
// failure on record, in the values polish compares as well.
func TestRepeatsCostInEveryChoice(t *testing.T) {
	v := classicVariant(t)
	pos := v.Start()
	pos.Units = nil
	pos.Phase = engine.Phase{Year: 1904, Season: 0, Kind: engine.Movement}
	place(t, v, &pos, "germany", engine.Army, "mun")
	place(t, v, &pos, "france", engine.Army, "bur")
	ger, _ := v.LookupPower("germany")
	p := newPlanner(v, &pos, []engine.PowerID{ger}, Hard, rand.New(rand.NewPCG(1, 2)))
	set := []engine.Order{order(t, v, &pos, "A Mun - Bur")}
	samples := [][]engine.Order{{order(t, v, &pos, "A Bur H")}}
	fresh := p.meanValue(set, samples)
	mun, _ := v.LookupLoc("mun")
	bur, _ := v.LookupProvince("bur")
	p.failed = map[failedMove]bool{{mun, bur}: true}
	if got := p.meanValue(set, samples); got > fresh-repeatCost+1e-9 {
		t.Errorf("a repeated failed move is worth %.3f, without the record %.3f: want %.2f less", got, fresh, repeatCost)
	}
}
