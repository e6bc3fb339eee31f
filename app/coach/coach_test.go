package coach

import (
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

func classic(t *testing.T) *engine.Variant {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	return pkg.Variant
}

// position sets up Classic with the given units ("austria A vie") and
// owners ("austria owns vie"), in the given phase kind; a centre with a
// unit on it is owned by the unit's power, the others by nobody.
func position(t *testing.T, kind engine.PhaseKind, units ...string) (*engine.Variant, *engine.Position) {
	t.Helper()
	v := classic(t)
	pos := v.Start()
	pos.Units = nil
	pos.Phase.Kind = kind
	for p := range pos.Owners {
		pos.Owners[p] = engine.NoPower
	}
	for _, s := range units {
		f := strings.Fields(s)
		pw, ok := v.LookupPower(f[0])
		if !ok {
			t.Fatalf("power %s", f[0])
		}
		if f[1] == "owns" {
			p, ok := v.LookupProvince(f[2])
			if !ok {
				t.Fatalf("province %s", f[2])
			}
			pos.Owners[p] = pw
			continue
		}
		o, err := v.ParseOrder(f[1] + " " + f[2])
		if err != nil {
			t.Fatal(err)
		}
		pos.Units = append(pos.Units, engine.Unit{Type: o.Type, Power: pw, Loc: o.Loc})
		if p := v.ProvinceOf(o.Loc); v.Province(p).SC {
			pos.Owners[p] = pw
		}
	}
	if err := v.CheckPosition(&pos); err != nil {
		t.Fatal(err)
	}
	return v, &pos
}

// orders reads orders ("A Par S A Bur") for power pw.
func orders(t *testing.T, v *engine.Variant, pos *engine.Position, pw engine.PowerID, texts ...string) []engine.Order {
	t.Helper()
	var out []engine.Order
	for _, s := range texts {
		o, err := v.ParseOrder(s)
		if err != nil {
			t.Fatal(err)
		}
		o.Power = pw
		if o, err = v.Check(pos, o); err != nil {
			t.Fatal(err)
		}
		out = append(out, o)
	}
	return out
}

// TestHints: each kind of hint, and each false hint the issue found, for
// the orders given.
func TestHints(t *testing.T) {
	cases := []struct {
		name   string
		power  string
		units  []string
		orders []string
		want   []string // parts of one of the hints; nil: no hint at all
	}{
		{"three can attack Vienna", "austria",
			[]string{"austria A vie", "russia A gal", "russia A bud", "russia A boh"}, nil,
			[]string{"Your army in Vienna can be dislodged: Bohemia, Budapest and Galicia can all attack it", "strength 3 against your 1"}},
		{"two attackers, one supported", "austria",
			[]string{"austria A vie", "russia A gal", "italy A tyr"}, nil,
			[]string{"Galicia and Tyrolia can both attack it; Galicia with support from Tyrolia", "strength 2 against your 1"}},
		{"a hold support given evens it", "austria",
			[]string{"austria A vie", "austria A tri", "russia A gal", "russia A bud"}, []string{"A Tri S A Vie"}, nil},
		{"a hold support not given does not count", "austria",
			[]string{"austria A vie", "austria A tri", "russia A gal", "russia A bud"}, []string{"A Tri H"},
			[]string{"Your army in Vienna can be dislodged", "strength 2 against your 1"}},
		{"Burgundy: a support Paris could give is not one it gave", "france",
			[]string{"france A bur", "france A par", "germany A mun", "germany A ruh"}, []string{"A Par - Pic"},
			[]string{"Your army in Burgundy can be dislodged", "strength 2 against your 1"}},
		{"a hold support that can be cut", "austria",
			[]string{"austria A vie", "austria A tri", "russia A gal", "russia A bud", "italy A ven"}, []string{"A Tri S A Vie"},
			[]string{"strength 2 against your 1", "once Venice cuts your support"}},
		{"a lone attacker cannot dislodge", "austria",
			[]string{"austria A vie", "russia A gal"}, nil, nil},
		{"own units are no threat", "austria",
			[]string{"austria A vie", "austria A gal", "austria A bud"}, nil, nil},
		{"a unit that moves away is not warned of", "austria",
			[]string{"austria A vie", "austria A tri", "russia A gal", "russia A boh"}, []string{"A Vie - Bud", "A Tri - Ven"},
			[]string{"Your centre Vienna will stand empty if your unit there moves away: Bohemia or Galicia can walk in."}},
		{"an empty centre", "austria",
			[]string{"austria A ser", "austria owns vie", "russia A gal"}, []string{"A Ser H"},
			[]string{"Your centre Vienna stands empty and none of your units moves in: Galicia can walk in."}},
		{"an empty centre a unit of ours moves into", "austria",
			[]string{"austria A tri", "austria owns vie", "russia A gal"}, []string{"A Tri - Vie"}, nil},
		{"an empty centre a unit of ours could cover but does not", "austria",
			[]string{"austria A tri", "austria owns vie", "russia A gal"}, []string{"A Tri - Ven"},
			[]string{"Your centre Vienna stands empty", "Galicia can walk in"}},
		{"Brest emptied next to the Channel", "france",
			[]string{"france F bre", "england F eng"}, []string{"F Bre - Mao"},
			[]string{"Your centre Brest will stand empty if your unit there moves away: English Channel can walk in."}},
		{"Brest kept", "france",
			[]string{"france F bre", "england F eng"}, []string{"F Bre H"}, nil},
		{"a head-to-head move keeps the walk-in out", "france",
			[]string{"france F bre", "england F eng"}, []string{"F Bre - Eng"}, nil},
		{"Wales: a convoy through our own Channel fleet is no threat", "england",
			[]string{"england F wal", "england F eng", "germany A bel", "germany F lon"}, []string{"F Eng H"}, nil},
		{"Wales: a convoy by the enemy's own fleets is", "england",
			[]string{"england F wal", "germany A bre", "germany F mao", "germany F iri", "germany F lon"}, nil,
			[]string{"Your fleet in Wales can be dislodged", "Brest by convoy with support from London", "strength 2 against your 1"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, pos := position(t, engine.Movement, c.units...)
			pw, _ := v.LookupPower(c.power)
			given := orders(t, v, pos, pw, c.orders...)
			hints := Hints(v, pos, pw, given)
			if c.want == nil {
				if len(hints) != 0 {
					t.Fatalf("want no hint, got %+v", hints)
				}
				if q := Quiet(pos); q == "" {
					t.Error("no word when there is no hint in a movement phase")
				}
				return
			}
			found := false
			for _, h := range hints {
				all := true
				for _, part := range c.want {
					all = all && strings.Contains(h.Text, part)
				}
				found = found || all
				if err := checkHint(v, pos, pw, given, h); err != "" {
					t.Error(err)
				}
			}
			if !found {
				t.Errorf("no hint says %q; hints: %+v", c.want, hints)
			}
		})
	}
}

// TestNothingOutsideMovement: no hint, and no "nothing to see" either, in
// a retreat or an adjustment phase.
func TestNothingOutsideMovement(t *testing.T) {
	for _, kind := range []engine.PhaseKind{engine.Adjustment, engine.Retreat} {
		v, pos := position(t, kind, "austria A vie", "russia A gal", "russia A bud", "russia A boh")
		aus, _ := v.LookupPower("austria")
		if h := Hints(v, pos, aus, nil); len(h) != 0 {
			t.Errorf("%s: hints %+v", kind, h)
		}
		if q := Quiet(pos); q != "" {
			t.Errorf("%s: the coach says %q", kind, q)
		}
	}
}

// Hints only ever speak of the asking power's own units and centres.
func TestHintsAreAboutOnesOwnUnits(t *testing.T) {
	v, pos := position(t, engine.Movement, "austria A vie", "russia A gal", "russia A bud", "russia A boh")
	rus, _ := v.LookupPower("russia")
	for _, h := range Hints(v, pos, rus, nil) {
		if strings.Contains(h.Text, "Vienna can be dislodged") {
			t.Errorf("Russia was warned about Austria's army: %q", h.Text)
		}
	}
}
