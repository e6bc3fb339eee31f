package engine_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

// TestFastLegalOrdersMatchReference proves the legal-order generator
// against the reference one kept in legalref_test.go: on every shipped
// variant and every mechanism board, in random games and in random crowded
// and sparse positions with random centre owners, AllLegalOrders must list
// the same orders in the same sequence (computer players pick from the
// list by index, so a seeded game must not change), and LegalOrders must
// agree province by province with both.
func TestFastLegalOrdersMatchReference(t *testing.T) {
	type board struct {
		name  string
		v     *engine.Variant
		years int // of random play
		every int // compare in every such year's phases
		seeds int // random crowded and sparse positions
	}
	var boards []board
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		bd := board{p.ID, p.Variant, 6, 1, 4}
		if p.Variant.NumProvinces() > 200 {
			// Imperial: the reference takes 25 ms on a midgame board
			// and 0.2 s on a crowded one; play ten years (the midgame
			// of the benchmarks) and compare every fifth.
			bd.years, bd.every, bd.seeds = 11, 5, 2
		}
		boards = append(boards, bd)
	}
	for _, name := range []string{"strait", "islands", "twolands", "builds"} {
		boards = append(boards, board{name, mechVariant(t, name), 4, 1, 6})
	}
	boards = append(boards, board{"special", special(t), 4, 1, 6})
	for _, bd := range boards {
		t.Run(bd.name, func(t *testing.T) {
			if pair := engine.SeaNbrAsymmetry(bd.v); pair != "" {
				t.Fatalf("the convoy step %s cannot be taken back", pair)
			}
			matchReference(t, bd.name, bd.v, bd.years, bd.every, bd.seeds)
		})
	}
}

// matchReference plays years of random orders on v, comparing the lists in
// every phase of every year divisible by every, then in seeds random
// crowded or sparse positions.
func matchReference(t *testing.T, name string, v *engine.Variant, years, every, seeds int) {
	rng := rand.New(rand.NewPCG(12, uint64(len(name))))
	g := engine.NewGame(v, engine.Options{})
	start := v.Start().Phase.Year
	for !g.Over() && g.Current.Phase.Year < start+years {
		if (g.Current.Phase.Year-start)%every == 0 {
			compareLegalOrders(t, name, v, &g.Current)
		}
		if _, err := g.Resolve(randomPhaseOrders(v, &g.Current, rng)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	for seed := 0; seed < seeds; seed++ {
		pos := crowded(v, rng)
		if seed%2 == 1 {
			pos = sparse(v, rng)
		}
		pos.Units = slices.DeleteFunc(pos.Units, func(u engine.Unit) bool { return !v.CanStand(u.Type, u.Loc) })
		for _, p := range v.SupplyCenters() {
			pos.Owners[p] = engine.PowerID(rng.IntN(v.NumPowers()+1) - 1)
		}
		compareLegalOrders(t, name, v, &pos)
	}
}

// compareLegalOrders checks one position: the fast lists against the
// reference, whole and by province.
func compareLegalOrders(t *testing.T, name string, v *engine.Variant, pos *engine.Position) {
	t.Helper()
	where := name + " " + v.PhaseName(pos.Phase)
	sameOrders(t, where, v, engine.RefAllLegalOrders(v, pos), v.AllLegalOrders(pos))
	for p := 0; p < v.NumProvinces(); p++ {
		pr := engine.ProvinceID(p)
		sameOrders(t, where+" at "+v.Province(pr).Name, v, engine.RefLegalOrders(v, pos, pr), v.LegalOrders(pos, pr))
	}
}

// sameOrders reports the first difference between two order lists.
func sameOrders(t *testing.T, where string, v *engine.Variant, want, got []engine.Order) {
	t.Helper()
	if slices.Equal(want, got) {
		return
	}
	for i := range min(len(want), len(got)) {
		if want[i] != got[i] {
			t.Fatalf("%s: order %d of %d is %q, the reference lists %q", where, i, len(want), v.FormatOrder(got[i]), v.FormatOrder(want[i]))
		}
	}
	t.Fatalf("%s: %d orders listed, the reference lists %d", where, len(got), len(want))
}
