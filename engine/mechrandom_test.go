package engine_test

import (
	"math/rand/v2"
	"testing"

	"dipdesk/engine"
)

// TestMechanismBoardsRandomPlay plays random legal orders on each synthetic
// board from random crowded positions with random centre owners: no order
// taken from the legal-order lists may be refused, adjudication must keep
// the board sound, and units must be conserved through movement.
func TestMechanismBoardsRandomPlay(t *testing.T) {
	for _, name := range []string{"strait", "islands", "twolands", "builds", "victory"} {
		v := mechVariant(t, name)
		for seed := uint64(0); seed < 25; seed++ {
			rng := rand.New(rand.NewPCG(seed, 7))
			pos := crowded(v, rng)
			if seed%2 == 1 {
				pos = sparse(v, rng)
			}
			for _, p := range v.SupplyCenters() {
				pos.Owners[p] = engine.PowerID(rng.IntN(v.NumPowers()+1) - 1)
			}
			for phase := 0; phase < 14; phase++ {
				os := randomPhaseOrders(v, &pos, rng)
				out, err := engine.Adjudicate(v, &pos, os, engine.Options{})
				if err != nil {
					t.Fatalf("%s seed %d: %v", name, seed, err)
				}
				for _, r := range out.Results {
					switch r.Reason {
					case engine.ReasonIllegal, engine.ReasonBorderClosed, engine.ReasonConvoyAbroad:
						t.Fatalf("%s seed %d, %s: a listed order was refused: %s", name, seed, v.PhaseName(pos.Phase), v.Explain(r))
					}
				}
				if err := v.CheckPosition(&out.Next); err != nil {
					t.Fatalf("%s seed %d, %s: %v", name, seed, v.PhaseName(out.Phase), err)
				}
				pos = out.Next
			}
		}
	}
}

// randomPhaseOrders picks random legal orders for any phase kind.
func randomPhaseOrders(v *engine.Variant, pos *engine.Position, rng *rand.Rand) []engine.Order {
	switch pos.Phase.Kind {
	case engine.Movement:
		return randomOrders(v, pos, rng)
	case engine.Adjustment:
		var os []engine.Order
		for pw := 0; pw < v.NumPowers(); pw++ {
			opts := v.AdjustmentOrders(pos, engine.PowerID(pw))
			rng.Shuffle(len(opts), func(i, j int) { opts[i], opts[j] = opts[j], opts[i] })
			used := map[engine.ProvinceID]bool{} // one build or removal per province
			for _, o := range opts {
				if len(used) == 3 {
					break
				}
				if o.Loc != engine.NoLoc && !used[v.ProvinceOf(o.Loc)] {
					used[v.ProvinceOf(o.Loc)] = true
					os = append(os, o)
				}
			}
		}
		return os
	}
	byUnit := map[engine.LocID][]engine.Order{}
	for _, o := range v.AllLegalOrders(pos) {
		byUnit[o.Loc] = append(byUnit[o.Loc], o)
	}
	var os []engine.Order
	for _, d := range pos.Dislodged {
		if l := byUnit[d.Loc]; len(l) > 0 {
			os = append(os, l[rng.IntN(len(l))])
		}
	}
	return os
}
