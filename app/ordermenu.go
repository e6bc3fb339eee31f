package app

import (
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/orderentry"
)

// orderMenu is the slot's legal orders grouped by kind (see
// orderentry.Turn.Menu). The current order is ticked, and so are the
// groups leading to it.
func (t *turn) orderMenu(sl *orderentry.Slot) *fyne.Menu {
	menu := fyne.NewMenu("")
	for _, it := range t.m.Menu(sl) {
		i := it.Index
		addMenuItem(menu, it.Path, func() { t.menuChose(sl, i) }, i == sl.Chosen)
	}
	sortMenu(menu, true)
	if sl.Chosen >= 0 {
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
func (t *turn) showOrderMenu(sl *orderentry.Slot) {
	t.m.Pick(sl)
	t.render()
	b := t.rows[sl].button
	widget.ShowPopUpMenuAtRelativePosition(t.orderMenu(sl), t.u.w.Canvas(), fyne.NewPos(0, b.Size().Height), b)
}

// menuChose records a choice from a menu (-1: clear the order).
func (t *turn) menuChose(sl *orderentry.Slot, i int) {
	t.m.Choose(sl, i)
	t.bar.focus()
	t.render()
}
