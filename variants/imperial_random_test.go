package variants_test

import (
	"math/rand/v2"
	"testing"

	"dipdesk/engine"
)

// randomMovementOrders gives every unit a random legal order: a move half
// the time (now and then by convoy), else a support, a convoy or a hold.
// Candidates are drawn near the unit and kept only if Check accepts them,
// so the orders are legal without listing every legal order of the board
// (on Imperial that list runs to a million convoys in a crowded position).
func randomMovementOrders(v *engine.Variant, pos *engine.Position, rng *rand.Rand) []engine.Order {
	var orders []engine.Order
	for _, u := range pos.Units {
		o := engine.HoldOrder(u.Type, u.Loc)
		for try := 0; try < 8; try++ {
			c, ok := randomCandidate(v, pos, u, rng)
			if !ok {
				continue
			}
			if n, err := v.Check(pos, c); err == nil {
				o = n
				break
			}
		}
		orders = append(orders, o)
	}
	return orders
}

// randomCandidate draws one order for u that is likely, not sure, to be
// legal.
func randomCandidate(v *engine.Variant, pos *engine.Position, u engine.Unit, rng *rand.Rand) (engine.Order, bool) {
	pick := func(l []engine.LocID) (engine.LocID, bool) {
		if len(l) == 0 {
			return engine.NoLoc, false
		}
		return l[rng.IntN(len(l))], true
	}
	// a unit standing in a province next to u's
	near := func() (engine.Unit, bool) {
		nb := v.ProvinceNeighbours(v.ProvinceOf(u.Loc))
		if len(nb) == 0 {
			return engine.Unit{}, false
		}
		i := pos.UnitIn(v, nb[rng.IntN(len(nb))])
		if i < 0 {
			return engine.Unit{}, false
		}
		return pos.Units[i], true
	}
	switch r := rng.IntN(10); {
	case r < 5:
		if u.Type == engine.Army && rng.IntN(8) == 0 { // by convoy, anywhere
			o := engine.MoveOrder(u.Type, u.Loc, engine.LocID(rng.IntN(v.NumProvinces())))
			o.ViaConvoy = true
			return o, true
		}
		d, ok := pick(v.Neighbours(u.Type, u.Loc))
		return engine.MoveOrder(u.Type, u.Loc, d), ok
	case r < 8:
		w, ok := near()
		if !ok {
			return engine.Order{}, false
		}
		if rng.IntN(3) == 0 {
			return engine.SupportHoldOrder(u.Type, u.Loc, w.Type, w.Loc), true
		}
		d, ok := pick(v.Neighbours(w.Type, w.Loc))
		return engine.SupportMoveOrder(u.Type, u.Loc, w.Type, w.Loc, d), ok
	case r < 9 && u.Type == engine.Fleet:
		w, ok := near()
		if !ok || w.Type != engine.Army {
			return engine.Order{}, false
		}
		return engine.ConvoyOrder(u.Loc, w.Loc, engine.LocID(rng.IntN(v.NumProvinces()))), true
	}
	return engine.HoldOrder(u.Type, u.Loc), true
}

// randomRetreatOrders gives every dislodged unit one of its legal orders.
func randomRetreatOrders(v *engine.Variant, pos *engine.Position, rng *rand.Rand) []engine.Order {
	byUnit := map[engine.LocID][]engine.Order{}
	for _, o := range v.AllLegalOrders(pos) {
		byUnit[o.Loc] = append(byUnit[o.Loc], o)
	}
	var orders []engine.Order
	for _, d := range pos.Dislodged {
		if l := byUnit[d.Loc]; len(l) > 0 {
			orders = append(orders, l[rng.IntN(len(l))])
		}
	}
	return orders
}

// TestImperialRandomGamesKeepTheCounts plays twenty years of random legal
// orders on Imperial and checks every adjustment: no power ends it with
// more units than centres, one that had too many ends with exactly as
// many, one that builds builds no more than its free centres allow, and
// every owned centre counts for exactly one power.
func TestImperialRandomGamesKeepTheCounts(t *testing.T) {
	v := imperial(t)
	rng := rand.New(rand.NewPCG(1861, 13))
	g := engine.NewGame(v, engine.Options{})
	adjustments, foreignBuilds := 0, 0
	kinds := map[engine.OrderKind]int{}
	for !g.Over() && g.Current.Phase.Year < 1881 {
		pos := &g.Current
		var orders []engine.Order
		switch pos.Phase.Kind {
		case engine.Adjustment:
			for pw := 0; pw < v.NumPowers(); pw++ {
				opts := v.AdjustmentOrders(pos, engine.PowerID(pw))
				for k := 0; k < 4 && len(opts) > 0; k++ {
					orders = append(orders, opts[rng.IntN(len(opts))])
				}
			}
		case engine.Retreat:
			orders = randomRetreatOrders(v, pos, rng)
		default:
			orders = randomMovementOrders(v, pos, rng)
			for _, o := range orders {
				kinds[o.Kind]++
			}
		}
		before := make([]int, v.NumPowers())
		for pw := range before {
			before[pw] = pos.UnitCount(engine.PowerID(pw))
		}
		out, err := g.Resolve(orders)
		if err != nil {
			t.Fatalf("%s: %v", v.PhaseName(out.Phase), err)
		}
		if err := v.CheckPosition(&out.Next); err != nil {
			t.Fatalf("%s: %v", v.PhaseName(out.Phase), err)
		}
		for _, r := range out.Results {
			if r.Reason == engine.ReasonBuilt {
				if h := v.Province(v.ProvinceOf(r.Order.Loc)).Home; h != r.Order.Power {
					foreignBuilds++
				}
			}
		}
		if out.Phase.Kind != engine.Adjustment {
			continue
		}
		adjustments++
		owned := 0
		for pw := range before {
			p := engine.PowerID(pw)
			scs, after := out.After.SCCount(p), out.After.UnitCount(p)
			owned += scs
			switch {
			case before[pw] > scs && after != scs:
				t.Errorf("%s: %s had %d units for %d centres and ends with %d", v.PhaseName(out.Phase), v.Power(p).Name, before[pw], scs, after)
			case before[pw] <= scs && (after < before[pw] || after > scs):
				t.Errorf("%s: %s had %d units for %d centres and ends with %d", v.PhaseName(out.Phase), v.Power(p).Name, before[pw], scs, after)
			}
		}
		counted := 0
		for _, o := range out.After.Owners {
			if o != engine.NoPower {
				counted++
			}
		}
		if owned != counted || counted > len(v.SupplyCenters()) {
			t.Errorf("%s: the powers count %d centres, %d are owned, %d exist", v.PhaseName(out.Phase), owned, counted, len(v.SupplyCenters()))
		}
	}
	if adjustments < 19 {
		t.Errorf("only %d adjustment phases in twenty years", adjustments)
	}
	t.Logf("%d adjustments, %d builds in another power's home centre, orders given %v", adjustments, foreignBuilds, kinds)
	for _, k := range []engine.OrderKind{engine.Hold, engine.Move, engine.Support, engine.Convoy} {
		if kinds[k] == 0 {
			t.Errorf("no %s order in twenty years of random play", k)
		}
	}
	if foreignBuilds == 0 {
		t.Error("no build in another power's home centre in twenty years of random play")
	}
}

// BenchmarkImperialMovement adjudicates one movement phase with every
// unit ordered: the opening position (85 units) and a board with a unit
// in every province. Target ≤ 1 ms.
func BenchmarkImperialMovement(b *testing.B) {
	v := imperial(b)
	b.Run("start", func(b *testing.B) {
		pos := v.Start()
		orders := randomMovementOrders(v, &pos, rand.New(rand.NewPCG(1, 1)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := engine.Adjudicate(v, &pos, orders, engine.Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("midgame", func(b *testing.B) {
		pos := midgameImperial(b, v)
		orders := randomMovementOrders(v, &pos, rand.New(rand.NewPCG(3, 3)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := engine.Adjudicate(v, &pos, orders, engine.Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("crowded", func(b *testing.B) {
		pos := crowdedImperial(v, rand.New(rand.NewPCG(2, 2)))
		orders := randomMovementOrders(v, &pos, rand.New(rand.NewPCG(3, 3)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := engine.Adjudicate(v, &pos, orders, engine.Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkImperialLegalOrders lists every legal order of every unit.
// Target ≤ 10 ms. The crowded board (a unit in each of the 336 provinces
// a unit may stand in) lists over a million convoy orders: every army on
// a coast may be convoyed by every fleet on the world's one ocean.
func BenchmarkImperialLegalOrders(b *testing.B) {
	v := imperial(b)
	b.Run("start", func(b *testing.B) {
		pos := v.Start()
		b.ReportAllocs()
		for b.Loop() {
			v.AllLegalOrders(&pos)
		}
	})
	b.Run("midgame", func(b *testing.B) {
		pos := midgameImperial(b, v)
		b.ReportAllocs()
		for b.Loop() {
			v.AllLegalOrders(&pos)
		}
	})
	b.Run("crowded", func(b *testing.B) {
		pos := crowdedImperial(v, rand.New(rand.NewPCG(2, 2)))
		b.ReportAllocs()
		for b.Loop() {
			v.AllLegalOrders(&pos)
		}
	})
}

// crowdedImperial puts a unit of a random power in every province a unit
// may stand in.
func crowdedImperial(v *engine.Variant, rng *rand.Rand) engine.Position {
	pos := v.Start()
	pos.Units = pos.Units[:0:0]
	for p := 0; p < v.NumProvinces(); p++ {
		pr := v.Province(engine.ProvinceID(p))
		u := engine.Unit{Power: engine.PowerID(rng.IntN(v.NumPowers())), Loc: engine.LocID(p), Type: engine.Army}
		switch {
		case pr.Kind == engine.Impassable:
			continue
		case pr.Kind == engine.Sea:
			u.Type = engine.Fleet
		case pr.Kind == engine.Coast && rng.IntN(2) == 0:
			u.Type = engine.Fleet
			if len(pr.Coasts) > 0 {
				u.Loc = pr.Coasts[rng.IntN(len(pr.Coasts))]
			}
		}
		pos.Units = append(pos.Units, u)
	}
	return pos
}

// midgameImperial is the Spring 1871 position of a game of random orders
// (fixed seed): units spread over the world, some powers grown.
func midgameImperial(tb testing.TB, v *engine.Variant) engine.Position {
	rng := rand.New(rand.NewPCG(1871, 1))
	g := engine.NewGame(v, engine.Options{})
	for g.Current.Phase.Year < 1871 || g.Current.Phase.Kind != engine.Movement {
		pos := &g.Current
		var orders []engine.Order
		switch pos.Phase.Kind {
		case engine.Adjustment:
			for pw := 0; pw < v.NumPowers(); pw++ {
				opts := v.AdjustmentOrders(pos, engine.PowerID(pw))
				for k := 0; k < 4 && len(opts) > 0; k++ {
					orders = append(orders, opts[rng.IntN(len(opts))])
				}
			}
		case engine.Retreat:
			orders = randomRetreatOrders(v, pos, rng)
		default:
			orders = randomMovementOrders(v, pos, rng)
		}
		if _, err := g.Resolve(orders); err != nil {
			tb.Fatal(err)
		}
	}
	return g.Current
}
