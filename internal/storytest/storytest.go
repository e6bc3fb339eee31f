// Package storytest plays a short scripted Classic game for the tests of
// replays and game records: one of each thing a record has to carry — a
// move, a bounce, a convoy, a dislodgement and its retreat, builds — in
// five phases, from Spring 1901 to Spring 1902.
package storytest

import (
	"testing"

	"dipdesk/app/hotseat"
	"dipdesk/engine"
	"dipdesk/variants"
)

// Script is the game's orders, phase by phase, as text; a power with no
// line holds (or, in Winter, waives).
var Script = [][]string{
	{ // Spring 1901: Vienna and Warsaw bounce in Galicia.
		"F Lon - Nth", "A Lvp - Yor", "F Edi - Nwg",
		"A Par - Bur", "F Bre - Mao", "A Mar - Spa",
		"A Mun - Ruh", "A Ber - Mun", "F Kie - Den",
		"A War - Gal", "A Vie - Gal",
	},
	{ // Fall 1901: England convoys to Norway; Germany dislodges Burgundy.
		"F Nth C A Yor - Nwy", "A Yor - Nwy",
		"A Ruh - Bur", "A Mun S A Ruh - Bur",
		"F Mao - Por", "A Bur H",
	},
	{ // Fall 1901 retreats.
		"A Bur - Pic",
	},
	{ // Winter 1901: builds.
		"Build F Edi", "Build A Par", "Build A Mar", "Build A Ber",
	},
}

// Classic plays Script on Classic and returns the game, now at Spring
// 1902 Movement.
func Classic(t testing.TB) *engine.Game {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	g := engine.NewGame(v, engine.Options{})
	for i, lines := range Script {
		var orders []engine.Order
		for _, l := range lines {
			o, err := v.ParseOrder(l)
			if err != nil {
				t.Fatalf("phase %d: %s: %v", i, l, err)
			}
			o.Power = giver(v, &g.Current, o)
			orders = append(orders, o)
		}
		out, err := g.Resolve(orders)
		if err != nil {
			t.Fatalf("phase %d: %v", i, err)
		}
		for _, r := range out.Results {
			if r.Reason == engine.ReasonIllegal {
				t.Fatalf("phase %d: %s is illegal: %v", i, v.FormatOrder(r.Order), r.Err)
			}
		}
	}
	if got := v.PhaseName(g.Current.Phase); got != "Spring 1902 Movement" {
		t.Fatalf("the script ends at %s", got)
	}
	return g
}

// giver is the power giving order o, as a player would: the owner of the
// unit ordered (a dislodged one in a retreat phase), or of the centre
// built in.
func giver(v *engine.Variant, pos *engine.Position, o engine.Order) engine.PowerID {
	pr := v.ProvinceOf(o.Loc)
	if pos.Phase.Kind == engine.Retreat {
		for _, d := range pos.Dislodged {
			if v.ProvinceOf(d.Loc) == pr {
				return d.Power
			}
		}
	}
	if i := pos.UnitIn(v, pr); i >= 0 {
		return pos.Units[i].Power
	}
	return pos.Owners[pr]
}

// Session is the scripted game as a hot-seat session in Spring 1902, Gus
// holding Germany; with pending, Germany's orders for Spring 1902 are
// entered and not yet resolved (what a replay must never show).
func Session(t testing.TB, pending bool) *hotseat.Session {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	def, err := pkg.ReadFile(variants.DefinitionFile)
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	ger, _ := v.LookupPower("germany")
	s, err := hotseat.New("story", "classic", def, v, engine.Options{}, []hotseat.Player{{Name: "Gus", Powers: []engine.PowerID{ger}}})
	if err != nil {
		t.Fatal(err)
	}
	s.Game = Classic(t)
	if pending {
		var orders []engine.Order
		for _, l := range []string{"A Bur - Par", "A Mun - Ruh", "F Den - Swe", "A Ber - Kie"} {
			o, err := v.ParseOrder(l)
			if err != nil {
				t.Fatal(err)
			}
			orders = append(orders, o)
		}
		if err := s.SetOrders(ger, orders); err != nil {
			t.Fatal(err)
		}
	}
	return s
}
