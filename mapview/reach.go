package mapview

import (
	"fyne.io/fyne/v2"

	"dipdesk/mapview/render"
)

// SetReach gives the board where each province's units could move
// (render.ReachOf of the variant): hovering a province, or long-pressing
// it (a right click on a desktop), then highlights every province its army
// and its fleet could move to, each kind in its own style. nil turns it
// off.
func (m *Board) SetReach(r *render.Reach) {
	m.reach = r
	m.highlights++
	m.staticGen++ // stand-in markers are told from land bridges by it
	m.Refresh()
}

// ReachShown is the province whose reach is highlighted: the long-pressed
// one, else the hovered one ("" for none).
func (m *Board) ReachShown() string {
	if m.reach == nil {
		return ""
	}
	if m.pinned != "" {
		return m.pinned
	}
	return m.hover
}

// TappedSecondary (a long press on a touch screen, a right click on a
// desktop) keeps the province's reach highlighted until the same province,
// or no province, is long-pressed again.
func (m *Board) TappedSecondary(ev *fyne.PointEvent) {
	prov, _ := m.ProvinceAt(ev.Position)
	if prov == m.pinned {
		prov = ""
	}
	m.pinned = prov
	if m.r != nil {
		m.r.layoutHighlights()
	}
}

// layoutReach shows the reach overlays for the province ReachShown names,
// redrawing them when it changed (or changed is set), else only moving
// them with the view.
func (r *boardRenderer) layoutReach(changed bool) {
	m := r.m
	from := m.ReachShown()
	if from == r.reachOf && !changed {
		for _, o := range r.reach {
			if o.prov != nil {
				o.show(o.prov, false)
			}
		}
		return
	}
	r.reachOf = from
	dests := m.reach.From(from)
	grew := len(r.reach) < len(dests)
	for len(r.reach) < len(dests) {
		r.reach = append(r.reach, newOverlay(m, true, render.ReachArmy))
	}
	for i, o := range r.reach {
		if i >= len(dests) {
			o.show(nil, false)
			continue
		}
		o.hl = render.ReachHighlight(dests[i])
		o.show(m.b.Province(dests[i].Province), true)
	}
	if grew {
		r.rebuild()
	}
}

var _ fyne.SecondaryTappable = (*Board)(nil)
