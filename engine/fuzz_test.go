package engine_test

import (
	"encoding/binary"
	"math/rand/v2"
	"reflect"
	"testing"

	"dipdesk/engine"
)

func FuzzParseOrder(f *testing.F) {
	for _, s := range openings {
		f.Add(s)
	}
	for _, s := range []string{"F Nth C A Lon - Nwy", "A Mun S A Ber - Kie", "F StP(sc) - Bot", "Build F stp/nc",
		"Remove F Kie", "A Tri disband", "Waive", "England: A Lon - Bel via convoy", "F Mid-Atlantic Ocean - Spain (north coast)",
		"A ((( - ///", "→→→", "F spa/", ":", "A Par S F (", "\xff\xfe"} {
		f.Add(s)
	}
	v := classic(f)
	pos := v.Start()
	f.Fuzz(func(t *testing.T, s string) {
		o, err := v.ParseOrder(s)
		if err != nil {
			if _, ok := err.(*engine.OrderError); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		text := v.FormatOrder(o)
		back, err := v.ParseOrder(text)
		if err != nil {
			t.Fatalf("%q parsed, but its formatting %q does not: %v", s, text, err)
		}
		back.Power = o.Power
		if back != o {
			t.Fatalf("%q → %q → %+v, want %+v", s, text, back, o)
		}
		_, _ = v.Check(&pos, o) // must not panic
	})
}

// FuzzAdjudicate plays random order sets, legal and illegal, on random
// boards in every phase kind and checks that the result is deterministic,
// that no province ever holds two units and that units and supply centres
// are conserved.
func FuzzAdjudicate(f *testing.F) {
	for i := uint64(0); i < 24; i++ {
		f.Add(i, uint8(i%3), uint8(i%5))
	}
	v := classic(f)
	f.Fuzz(func(t *testing.T, seed uint64, kind uint8, junk uint8) {
		rng := rand.New(rand.NewPCG(seed, binary.LittleEndian.Uint64([]byte("dipdesk!"))))
		pos := sparse(v, rng)
		if seed%2 == 1 {
			pos = crowded(v, rng)
		}
		pos.Phase.Kind = engine.PhaseKind(kind % 3)
		if pos.Phase.Kind != engine.Movement {
			pos.Phase.Season = 1
		}
		var os []engine.Order
		switch pos.Phase.Kind {
		case engine.Retreat:
			// dislodge a few units into empty provinces' neighbours
			for k := 0; k < 3 && len(pos.Units) > 0; k++ {
				i := rng.IntN(len(pos.Units))
				u := pos.Units[i]
				pos.Units = append(pos.Units[:i], pos.Units[i+1:]...)
				pos.Dislodged = append(pos.Dislodged, engine.Dislodged{Unit: u, From: engine.NoProvince})
			}
			os = v.AllLegalOrders(&pos)
			rng.Shuffle(len(os), func(i, j int) { os[i], os[j] = os[j], os[i] })
			os = os[:len(os)/2]
		case engine.Adjustment:
			for i := range pos.Owners {
				if v.Province(engine.ProvinceID(i)).SC {
					pos.Owners[i] = engine.PowerID(rng.IntN(v.NumPowers()+1) - 1)
				}
			}
			os = v.AllLegalOrders(&pos)
			rng.Shuffle(len(os), func(i, j int) { os[i], os[j] = os[j], os[i] })
			os = os[:len(os)/3]
		default:
			os = randomOrders(v, &pos, rng)
		}
		for k := 0; k < int(junk%16); k++ {
			os = append(os, junkOrder(v, rng))
		}
		in := pos.Clone()
		a, err := engine.Adjudicate(v, &pos, os, engine.Options{Edition: engine.Edition(seed % 2)})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := engine.Adjudicate(v, &pos, os, engine.Options{Edition: engine.Edition(seed % 2)})
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("two runs differ")
		}
		if !reflect.DeepEqual(in, pos) {
			t.Fatalf("adjudication changed its input")
		}
		if len(a.Results) < len(os) {
			t.Fatalf("%d results for %d orders", len(a.Results), len(os))
		}
		for _, p := range []engine.Position{a.After, a.Next} {
			if err := v.CheckPosition(&p); err != nil {
				t.Fatal(err)
			}
			owned := 0
			for pr, o := range p.Owners {
				if o != engine.NoPower {
					owned++
					if !v.Province(engine.ProvinceID(pr)).SC {
						t.Fatalf("a non-centre has an owner")
					}
				}
			}
			if owned > len(v.SupplyCenters()) {
				t.Fatalf("%d owned centres", owned)
			}
		}
		if pos.Phase.Kind == engine.Movement && pos.Phase.Season == 0 && !reflect.DeepEqual(a.Next.Owners, pos.Owners) {
			t.Fatalf("centres changed hands in the spring")
		}
		if pos.Phase.Kind == engine.Movement {
			destroyed := 0
			for _, r := range a.Results {
				if r.Reason == engine.ReasonDestroyed {
					destroyed++
				}
			}
			if n := len(a.After.Units) + len(a.After.Dislodged) + destroyed; n != len(pos.Units) {
				t.Fatalf("%d units became %d", len(pos.Units), n)
			}
		}
		for _, r := range a.Results {
			_ = v.Explain(r)
		}
	})
}
