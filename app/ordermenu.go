package app

import (
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/engine"
)

// orderMenu groups a slot's legal orders by kind, the way players think
// of them: Hold; Move ▸ destination; Support ▸ unit ▸ hold or destination;
// Convoy ▸ army ▸ destination; Retreat ▸ destination, Disband; Army ▸ and
// Fleet ▸ centre (with coast), Waive; Remove ▸ unit. A flat list of every
// legal order runs to dozens of supports for a unit in the middle of the
// board. The current order is ticked, and so are the groups leading to it.
func (t *turn) orderMenu(sl *slot) *fyne.Menu {
	v := t.u.s.Variant()
	retreat := t.u.s.Kind() == engine.Retreat
	name := t.keys.name
	to := func(l engine.LocID) string { return "→ " + v.LocFullName(l) }
	menu := fyne.NewMenu("")
	for i, o := range sl.orders {
		if o.Loc != engine.NoLoc && sl.loc == engine.NoLoc {
			if other := t.keys.chosenIn(v.ProvinceOf(o.Loc)); other != nil && other != sl {
				continue // another build or removal has it already
			}
		}
		var path []string
		switch o.Kind {
		case engine.Hold:
			path = []string{"Hold"}
		case engine.Move:
			dest := v.LocFullName(o.Dest)
			if o.ViaConvoy {
				dest += " (via convoy)"
			}
			group := "Move"
			if retreat {
				group = "Retreat"
			}
			path = []string{group, dest}
		case engine.Support:
			what := "hold"
			if o.Dest != engine.NoLoc {
				what = to(o.Dest)
			}
			path = []string{"Support", name(o.TargetType, o.Target), what}
		case engine.Convoy:
			path = []string{"Convoy", name(engine.Army, o.Target), to(o.Dest)}
		case engine.Disband:
			path = []string{"Disband"}
		case engine.Build:
			group := "Army"
			if o.Type == engine.Fleet {
				group = "Fleet"
			}
			path = []string{group, v.LocFullName(o.Loc)}
		case engine.Waive:
			path = []string{"Waive"}
		case engine.Remove:
			path = []string{"Remove", name(o.Type, o.Loc)}
		default:
			path = []string{v.FormatOrder(o)}
		}
		addMenuItem(menu, path, func() { t.menuChose(sl, i) }, i == sl.chosen)
	}
	sortMenu(menu, true)
	if sl.chosen >= 0 {
		menu.Items = append(menu.Items, fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem("Clear order", func() { t.menuChose(sl, -1) }))
	}
	return menu
}

// addMenuItem adds a leaf at path, creating the groups on the way.
func addMenuItem(m *fyne.Menu, path []string, action func(), checked bool) {
	if len(path) == 1 {
		it := fyne.NewMenuItem(path[0], action)
		it.Checked = checked
		m.Items = append(m.Items, it)
		return
	}
	var g *fyne.MenuItem
	for _, it := range m.Items {
		if it.Label == path[0] && it.ChildMenu != nil {
			g = it
		}
	}
	if g == nil {
		g = fyne.NewMenuItem(path[0], nil)
		g.ChildMenu = fyne.NewMenu("")
		m.Items = append(m.Items, g)
	}
	g.Checked = g.Checked || checked
	addMenuItem(g.ChildMenu, path[1:], action, checked)
}

// sortMenu sorts submenus alphabetically ("hold" first), so a destination
// is found by name; the top level keeps the order of kinds.
func sortMenu(m *fyne.Menu, top bool) {
	if !top {
		sort.SliceStable(m.Items, func(i, j int) bool {
			a, b := m.Items[i].Label, m.Items[j].Label
			if (a == "hold") != (b == "hold") {
				return a == "hold"
			}
			return a < b
		})
	}
	for _, it := range m.Items {
		if it.ChildMenu != nil {
			sortMenu(it.ChildMenu, false)
		}
	}
}

// showOrderMenu picks the slot's unit for the order keys too, and opens
// its grouped menu under its button.
func (t *turn) showOrderMenu(sl *slot) {
	t.keys.pick(sl)
	t.keys.note = ""
	t.keys.render()
	widget.ShowPopUpMenuAtRelativePosition(t.orderMenu(sl), t.u.w.Canvas(),
		fyne.NewPos(0, sl.button.Size().Height), sl.button)
}

// menuChose records a choice from a menu (-1: clear the order).
func (t *turn) menuChose(sl *slot, i int) {
	k := t.keys
	if i < 0 {
		sl.choose(-1)
		k.reset()
		k.say(false, "%s has no order now.", sl.unit)
	} else {
		k.chosen(sl, i)
	}
	k.bar.focus()
	k.render()
}
