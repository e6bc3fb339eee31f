package orderentry

import "dipdesk/engine"

// MenuItem is one of a slot's orders placed in its grouped menu.
type MenuItem struct {
	Path  []string // groups, then the leaf: ["Support", "A Paris", "→ Burgundy"]
	Index int      // into the slot's Orders
}

// Menu groups sl's legal orders by kind, the way players think of them:
// Hold; Move ▸ destination; Support ▸ unit ▸ hold or destination; Convoy ▸
// army ▸ destination; Retreat ▸ destination, Disband; Army ▸ and Fleet ▸
// centre (with coast), Waive; Remove ▸ unit. A flat list of every legal
// order runs to dozens of supports for a unit in the middle of the board.
// A build or removal another slot has already chosen is left out.
func (t *Turn) Menu(sl *Slot) []MenuItem {
	var out []MenuItem
	for i, o := range sl.Orders {
		if o.Loc != engine.NoLoc && sl.Loc == engine.NoLoc {
			if other := t.chosenIn(t.prov(o.Loc)); other != nil && other != sl {
				continue
			}
		}
		out = append(out, MenuItem{Path: t.menuPath(o), Index: i})
	}
	return out
}

func (t *Turn) menuPath(o engine.Order) []string {
	v := t.v
	to := func(l engine.LocID) string { return "→ " + v.LocFullName(l) }
	switch o.Kind {
	case engine.Hold:
		return []string{"Hold"}
	case engine.Move:
		dest := v.LocFullName(o.Dest)
		if o.ViaConvoy {
			dest += " (via convoy)"
		}
		if t.pos.Phase.Kind == engine.Retreat {
			return []string{"Retreat", dest}
		}
		return []string{"Move", dest}
	case engine.Support:
		what := "hold"
		if o.Dest != engine.NoLoc {
			what = to(o.Dest)
		}
		return []string{"Support", t.name(o.TargetType, o.Target), what}
	case engine.Convoy:
		return []string{"Convoy", t.name(engine.Army, o.Target), to(o.Dest)}
	case engine.Disband:
		return []string{"Disband"}
	case engine.Build:
		if o.Type == engine.Fleet {
			return []string{"Fleet", v.LocFullName(o.Loc)}
		}
		return []string{"Army", v.LocFullName(o.Loc)}
	case engine.Waive:
		return []string{"Waive"}
	case engine.Remove:
		return []string{"Remove", t.name(o.Type, o.Loc)}
	}
	return []string{v.FormatOrder(o)}
}
