package engine_test

import (
	"sort"
	"testing"

	"dipdesk/engine"
)

// checkLegalOrdersExact compares the legal-order lists with Check on every
// order that can be written for the position's units (or powers, in an
// adjustment phase): an order Check accepts must be listed, and a listed
// order must pass Check. Menus and computer players rely on the lists, so
// every variant mechanism has to agree in both places. Small boards only:
// it tries every unit against every location.
func checkLegalOrdersExact(t *testing.T, v *engine.Variant, pos *engine.Position) {
	t.Helper()
	listed := map[string]bool{}
	for _, o := range v.AllLegalOrders(pos) {
		listed[v.FormatOrder(o)] = true
		if _, err := v.Check(pos, o); err != nil {
			t.Errorf("%s: listed as legal, but %v", v.FormatOrder(o), err)
		}
	}
	var missing []string
	for _, o := range candidates(v, pos) {
		n, err := v.Check(pos, o)
		if err != nil || listed[v.FormatOrder(n)] || supportWithoutCoast(v, n) {
			continue
		}
		missing = append(missing, v.FormatOrder(n))
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("%s: Check accepts it, but it is not listed", m)
	}
}

// supportWithoutCoast: a support for a fleet into a split-coast province
// written without the coast, which Check accepts and the lists give only
// with the coast (DATC 4.B.4).
func supportWithoutCoast(v *engine.Variant, o engine.Order) bool {
	return o.Kind == engine.Support && o.TargetType == engine.Fleet && o.Dest != engine.NoLoc &&
		len(v.Province(v.ProvinceOf(o.Dest)).Coasts) > 0 && v.Loc(o.Dest).Coast == ""
}

// candidates is every order that can be written for pos's phase.
func candidates(v *engine.Variant, pos *engine.Position) []engine.Order {
	var out []engine.Order
	locs := make([]engine.LocID, v.NumLocs())
	for i := range locs {
		locs[i] = engine.LocID(i)
	}
	switch pos.Phase.Kind {
	case engine.Adjustment:
		for pw := 0; pw < v.NumPowers(); pw++ {
			for _, l := range locs {
				for _, ty := range []engine.UnitType{engine.Army, engine.Fleet} {
					o := engine.NewOrder(engine.Build, ty, l)
					o.Power = engine.PowerID(pw)
					out = append(out, o)
				}
			}
		}
		return out
	case engine.Retreat:
		for _, d := range pos.Dislodged {
			for _, l := range locs {
				o := engine.MoveOrder(d.Type, d.Loc, l)
				o.Power = d.Power
				out = append(out, o)
			}
		}
		return out
	}
	for _, u := range pos.Units {
		add := func(o engine.Order) { o.Power = u.Power; out = append(out, o) }
		add(engine.HoldOrder(u.Type, u.Loc))
		for _, l := range locs {
			add(engine.MoveOrder(u.Type, u.Loc, l))
			if u.Type == engine.Army {
				o := engine.MoveOrder(u.Type, u.Loc, l)
				o.ViaConvoy = true
				add(o)
			}
		}
		for _, w := range pos.Units {
			add(engine.SupportHoldOrder(u.Type, u.Loc, w.Type, w.Loc))
			for _, l := range locs {
				add(engine.SupportMoveOrder(u.Type, u.Loc, w.Type, w.Loc, l))
				if u.Type == engine.Fleet && w.Type == engine.Army {
					add(engine.ConvoyOrder(u.Loc, w.Loc, l))
				}
			}
		}
	}
	return out
}
