package engine_test

import (
	"strings"
	"sync"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

// Engine tests build Classic from the variants package's embedded
// definition: an external test package, so no import cycle.
var classicOnce = sync.OnceValues(func() (*engine.Variant, error) {
	p, err := variants.Builtin("classic")
	if err != nil {
		return nil, err
	}
	return p.Variant, nil
})

func classic(t testing.TB) *engine.Variant {
	t.Helper()
	v, err := classicOnce()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func loc(t testing.TB, v *engine.Variant, name string) engine.LocID {
	t.Helper()
	l, ok := v.LookupLoc(name)
	if !ok {
		t.Fatalf("no location %q", name)
	}
	return l
}

func power(t testing.TB, v *engine.Variant, name string) engine.PowerID {
	t.Helper()
	p, ok := v.LookupPower(name)
	if !ok {
		t.Fatalf("no power %q", name)
	}
	return p
}

// board builds a position from lines like "England: F Lon", with the
// standard 1901 supply-centre owners.
func board(t testing.TB, v *engine.Variant, phase engine.Phase, units ...string) engine.Position {
	t.Helper()
	pos := v.Start()
	pos.Phase = phase
	pos.Units = nil
	for _, s := range units {
		pw, rest, ok := strings.Cut(s, ":")
		if !ok {
			t.Fatalf("unit %q: want \"Power: A Loc\"", s)
		}
		o, err := v.ParseOrder(rest)
		if err != nil {
			t.Fatal(err)
		}
		l := o.Loc
		if o.Type == engine.Army {
			l = engine.LocID(v.ProvinceOf(l))
		}
		pos.Units = append(pos.Units, engine.Unit{Type: o.Type, Power: power(t, v, pw), Loc: l})
	}
	return pos
}

func orders(t testing.TB, v *engine.Variant, lines ...string) []engine.Order {
	t.Helper()
	var out []engine.Order
	for _, s := range lines {
		o, err := v.ParseOrder(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, o)
	}
	return out
}

func adjudicate(t testing.TB, v *engine.Variant, pos engine.Position, os []engine.Order, ed engine.Edition) engine.Outcome {
	t.Helper()
	out, err := engine.Adjudicate(v, &pos, os, engine.Options{Edition: ed})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

var spring1901 = engine.Phase{Year: 1901, Season: 0, Kind: engine.Movement}
var fall1901 = engine.Phase{Year: 1901, Season: 1, Kind: engine.Movement}
