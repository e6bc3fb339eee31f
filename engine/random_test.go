package engine_test

import (
	"math/rand/v2"
	"testing"

	"dipdesk/engine"
)

// crowded fills every province of v with a unit of a random power.
func crowded(v *engine.Variant, rng *rand.Rand) engine.Position {
	pos := v.Start()
	pos.Units = pos.Units[:0:0]
	for p := 0; p < v.NumProvinces(); p++ {
		pr := v.Province(engine.ProvinceID(p))
		u := engine.Unit{Power: engine.PowerID(rng.IntN(v.NumPowers())), Loc: engine.LocID(p)}
		switch {
		case pr.Kind == engine.Sea:
			u.Type = engine.Fleet
		case pr.Kind == engine.Land || rng.IntN(2) == 0:
			u.Type = engine.Army
		default:
			u.Type = engine.Fleet
			if len(pr.Coasts) > 0 {
				u.Loc = pr.Coasts[rng.IntN(len(pr.Coasts))]
			}
		}
		pos.Units = append(pos.Units, u)
	}
	return pos
}

// sparse puts a unit on about a third of the provinces.
func sparse(v *engine.Variant, rng *rand.Rand) engine.Position {
	pos := crowded(v, rng)
	kept := pos.Units[:0]
	for _, u := range pos.Units {
		if rng.IntN(3) == 0 {
			kept = append(kept, u)
		}
	}
	pos.Units = kept
	return pos
}

// randomOrders gives each unit one of its legal orders, favouring moves,
// supports and convoys, in a random order.
func randomOrders(v *engine.Variant, pos *engine.Position, rng *rand.Rand) []engine.Order {
	byUnit := map[engine.LocID][]engine.Order{}
	for _, o := range v.AllLegalOrders(pos) {
		byUnit[o.Loc] = append(byUnit[o.Loc], o)
	}
	var out []engine.Order
	for _, u := range pos.Units {
		list := byUnit[u.Loc]
		if len(list) == 0 {
			continue
		}
		var pick []engine.Order
		want := []engine.OrderKind{engine.Move, engine.Move, engine.Support, engine.Support, engine.Convoy, engine.Hold}[rng.IntN(6)]
		for _, o := range list {
			if o.Kind == want {
				pick = append(pick, o)
			}
		}
		if len(pick) == 0 {
			pick = list
		}
		out = append(out, pick[rng.IntN(len(pick))])
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// junkOrder is an order with random fields, legal or (mostly) not.
func junkOrder(v *engine.Variant, rng *rand.Rand) engine.Order {
	l := func() engine.LocID {
		if rng.IntN(10) == 0 {
			return engine.NoLoc
		}
		return engine.LocID(rng.IntN(v.NumLocs()))
	}
	return engine.Order{
		Kind: engine.OrderKind(rng.IntN(8)), Power: engine.PowerID(rng.IntN(v.NumPowers()+1) - 1),
		Type: engine.UnitType(rng.IntN(3)), Loc: l(), Target: l(), TargetType: engine.UnitType(rng.IntN(3)),
		Dest: l(), ViaConvoy: rng.IntN(4) == 0,
	}
}

func TestEveryGeneratedOrderIsLegal(t *testing.T) {
	v := classic(t)
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 6; round++ {
		pos := sparse(v, rng)
		if round%2 == 1 {
			pos = crowded(v, rng)
		}
		legal := map[engine.Order]bool{}
		for _, o := range v.AllLegalOrders(&pos) {
			n, err := v.Check(&pos, o)
			if err != nil {
				t.Fatalf("generated %q is illegal: %v", v.FormatOrder(o), err)
			}
			legal[n] = true
		}
		// and every legal order is generated: try many random ones
		for i := 0; i < 20000; i++ {
			o := junkOrder(v, rng)
			if i%2 == 0 && len(pos.Units) > 1 { // plausible: real units, nearby destinations
				u, w := pos.Units[rng.IntN(len(pos.Units))], pos.Units[rng.IntN(len(pos.Units))]
				o.Loc, o.Target = u.Loc, w.Loc
				if nb := v.Neighbours(w.Type, w.Loc); len(nb) > 0 && rng.IntN(3) > 0 {
					o.Dest = nb[rng.IntN(len(nb))]
				}
			}
			if o.Kind > engine.Convoy {
				continue
			}
			n, err := v.Check(&pos, o)
			if err == nil && n.Kind == engine.Support && n.TargetType == engine.Fleet && n.Dest != engine.NoLoc &&
				len(v.Province(v.ProvinceOf(n.Dest)).Coasts) > 0 && v.Loc(n.Dest).Coast == "" {
				continue // menus offer such supports with the coast only
			}
			if err == nil && !legal[n] {
				t.Fatalf("%q is legal but was not generated", v.FormatOrder(n))
			}
		}
	}
}

func TestRandomGamesKeepTheBoardSound(t *testing.T) {
	v := classic(t)
	for seed := uint64(1); seed <= 3; seed++ {
		playRandomGame(t, v, rand.New(rand.NewPCG(seed, 7)), 10)
	}
}

// playRandomGame plays up to years years of random legal orders, checking
// the position after every phase.
func playRandomGame(t testing.TB, v *engine.Variant, rng *rand.Rand, years int) int {
	g := engine.NewGame(v, engine.Options{})
	phases := 0
	for !g.Over() && g.Current.Phase.Year < 1901+years {
		var os []engine.Order
		switch g.Current.Phase.Kind {
		case engine.Adjustment:
			for pw := 0; pw < v.NumPowers(); pw++ {
				opts := v.AdjustmentOrders(&g.Current, engine.PowerID(pw))
				for k := 0; k < 3 && len(opts) > 0; k++ {
					os = append(os, opts[rng.IntN(len(opts))])
				}
			}
		default:
			os = randomOrders(v, &g.Current, rng)
		}
		before := len(g.Current.Units) + len(g.Current.Dislodged)
		out, err := g.Resolve(os)
		if err != nil {
			t.Fatal(err)
		}
		if err := v.CheckPosition(&out.Next); err != nil {
			t.Fatalf("%s: %v", v.PhaseName(out.Phase), err)
		}
		if out.Phase.Kind == engine.Movement {
			destroyed := 0
			for _, r := range out.Results {
				if r.Reason == engine.ReasonDestroyed {
					destroyed++
				}
			}
			if n := len(out.After.Units) + len(out.After.Dislodged) + destroyed; n != before {
				t.Fatalf("%s: %d units became %d", v.PhaseName(out.Phase), before, n)
			}
		}
		phases++
	}
	return phases
}

func TestGeneratedRetreatsAndAdjustmentsAreLegal(t *testing.T) {
	v := classic(t)
	rng := rand.New(rand.NewPCG(5, 6))
	for round := 0; round < 20; round++ {
		pos := sparse(v, rng)
		pos.Phase.Season = 1
		if round%2 == 0 {
			pos.Phase.Kind = engine.Retreat
			for k := 0; k < 3; k++ {
				i := rng.IntN(len(pos.Units))
				u := pos.Units[i]
				pos.Units = append(pos.Units[:i], pos.Units[i+1:]...)
				pos.Dislodged = append(pos.Dislodged, engine.Dislodged{Unit: u, From: engine.NoProvince})
			}
		} else {
			pos.Phase.Kind = engine.Adjustment
			for i := range pos.Owners {
				if v.Province(engine.ProvinceID(i)).SC {
					pos.Owners[i] = engine.PowerID(rng.IntN(v.NumPowers()+1) - 1)
				}
			}
		}
		all := v.AllLegalOrders(&pos)
		if len(all) == 0 {
			t.Fatalf("round %d: no orders at all", round)
		}
		for _, o := range all {
			if _, err := v.Check(&pos, o); err != nil {
				t.Fatalf("generated %q is illegal: %v", v.FormatOrder(o), err)
			}
		}
		for _, d := range pos.Dislodged {
			for _, l := range v.RetreatOptions(&pos, d) {
				o := engine.MoveOrder(d.Type, d.Loc, l)
				if _, err := v.Check(&pos, o); err != nil {
					t.Fatalf("retreat option %q is illegal: %v", v.FormatOrder(o), err)
				}
			}
		}
	}
}
