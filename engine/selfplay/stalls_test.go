package selfplay

import (
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

// TestStallMeasures plays 1901 and 1902 by hand: Germany empties Munich
// and France walks in in Fall 1901; 1902 changes nothing. The walk-in is
// Germany's, in the first year, and one of the two years saw a change.
func TestStallMeasures(t *testing.T) {
	p, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	v := p.Variant
	g := engine.NewGame(v, engine.Options{})
	play := func(texts ...string) {
		t.Helper()
		var orders []engine.Order
		for _, s := range texts {
			o, err := v.ParseOrder(s)
			if err != nil {
				t.Fatal(err)
			}
			orders = append(orders, o)
		}
		if _, err := g.Resolve(orders); err != nil {
			t.Fatal(err)
		}
	}
	play("A Mun - Ruh", "A Par - Bur") // Spring 1901
	play("A Bur - Mun")                // Fall 1901: Munich walked into
	for g.Current.Phase.Year == 1901 { // Winter 1901: no builds given
		play()
	}
	play() // Spring 1902
	play() // Fall 1902
	for g.Current.Phase.Year == 1902 {
		play()
	}
	years, changed := yearChanges(v, g)
	if years != 2 || changed != 1 {
		t.Errorf("%d years, %d with a change; want 2 and 1", years, changed)
	}
	count, first := walkIns(v, g)
	ger, _ := v.LookupPower("germany")
	fra, _ := v.LookupPower("france")
	if count[ger] != 1 || !first[ger] || count[fra] != 0 || first[fra] {
		t.Errorf("walk-ins %v, first year %v; want Germany's one only", count, first)
	}
}
