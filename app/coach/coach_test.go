package coach

import (
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

// position sets up Classic with the given units ("austria A vie") and
// Austria owning Vienna, in the given phase kind.
func position(t *testing.T, kind engine.PhaseKind, units ...string) (*engine.Variant, *engine.Position) {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	pos := v.Start()
	pos.Units = nil
	pos.Phase.Kind = kind
	for _, s := range units {
		f := strings.Fields(s)
		pw, ok := v.LookupPower(f[0])
		if !ok {
			t.Fatalf("power %s", f[0])
		}
		o, err := v.ParseOrder(f[1] + " " + f[2])
		if err != nil {
			t.Fatal(err)
		}
		pos.Units = append(pos.Units, engine.Unit{Type: o.Type, Power: pw, Loc: o.Loc})
	}
	if err := v.CheckPosition(&pos); err != nil {
		t.Fatal(err)
	}
	return v, &pos
}

func TestHints(t *testing.T) {
	cases := []struct {
		name  string
		kind  engine.PhaseKind
		units []string
		want  []string // parts of each hint, in order; nil: no hint
	}{
		{"three can attack Vienna", engine.Movement,
			[]string{"austria A vie", "russia A gal", "russia A bud", "russia A boh"},
			[]string{"Your army in Vienna can be dislodged: Bohemia, Budapest and Galicia can all attack it", "strength 3 against your 1"}},
		{"two attackers, one supported", engine.Movement,
			[]string{"austria A vie", "russia A gal", "italy A tyr"},
			[]string{"Galicia and Tyrolia can both attack it; Galicia with support from Tyrolia", "with support from", "strength 2 against your 1"}},
		{"a hold support evens it", engine.Movement,
			[]string{"austria A vie", "austria A tri", "russia A gal", "russia A bud"}, nil},
		{"a lone attacker cannot dislodge", engine.Movement,
			[]string{"austria A vie", "russia A gal"}, nil},
		{"own units are no threat", engine.Movement,
			[]string{"austria A vie", "austria A gal", "austria A bud"}, nil},
		{"an empty centre with nothing near", engine.Movement,
			[]string{"austria A ser", "russia A gal"},
			[]string{"Your centre Vienna stands empty and nothing of yours can reach it: Galicia can walk in."}},
		{"an empty centre a unit of ours covers", engine.Movement,
			[]string{"austria A tri", "russia A gal"}, nil},
		{"no hints outside movement", engine.Adjustment,
			[]string{"austria A vie", "russia A gal", "russia A bud", "russia A boh"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, pos := position(t, c.kind, c.units...)
			aus, _ := v.LookupPower("austria")
			for p := range pos.Owners {
				pos.Owners[p] = engine.NoPower
			}
			vie, _ := v.LookupProvince("vie")
			pos.Owners[vie] = aus
			hints := Hints(v, pos, aus)
			if c.want == nil {
				if len(hints) != 0 {
					t.Fatalf("want no hint, got %+v", hints)
				}
				return
			}
			if len(hints) != 1 {
				t.Fatalf("want one hint, got %+v", hints)
			}
			for _, part := range c.want {
				if !strings.Contains(hints[0].Text, part) {
					t.Errorf("hint %q does not say %q", hints[0].Text, part)
				}
			}
			if hints[0].Province != vie {
				t.Errorf("hint about province %d, want Vienna", hints[0].Province)
			}
		})
	}
}

// Hints only ever speak of the asking power's own units and centres.
func TestHintsAreAboutOnesOwnUnits(t *testing.T) {
	v, pos := position(t, engine.Movement, "austria A vie", "russia A gal", "russia A bud", "russia A boh")
	rus, _ := v.LookupPower("russia")
	for _, h := range Hints(v, pos, rus) {
		if strings.Contains(h.Text, "Vienna can be dislodged") {
			t.Errorf("Russia was warned about Austria's army: %q", h.Text)
		}
	}
}
