package mapview

import (
	"testing"

	"dipdesk/engine"
	"dipdesk/mapview/render"
)

// On Imperial, every power's turn opens at a view where every name
// shown is in full: no code such as EDI or DUB in it (issue 23).
func TestTurnOpensWhereEveryNameInViewIsFull(t *testing.T) {
	m, _, v := imperial(t)
	pos := v.Start()
	w, h := float64(m.Size().Width), float64(m.Size().Height)
	for p := 0; p < v.NumPowers(); p++ {
		locs := render.UnitLocs(v, &pos, []engine.PowerID{engine.PowerID(p)})
		if len(locs) == 0 {
			continue
		}
		m.OpenOn(locs...)
		t.Logf("%s opens at zoom %.2f", v.Power(engine.PowerID(p)).ID, m.v.zoom)
		s, d := m.v.scale(), m.density()
		for _, pr := range m.Model().Provinces {
			text, at, full, shown, ok := m.text.NameAt(m.Model(), pr.ID, s*d, s, d)
			if !ok {
				continue
			}
			q := m.v.toLogical(at)
			x := float64(q.X) + m.v.copyShift(float64(q.X), float64(q.X), w/2)
			if x < 0 || q.Y < 0 || x > w || float64(q.Y) > h {
				continue
			}
			if !full || !shown {
				t.Errorf("%s's turn opens at zoom %.2f showing %s as %q (shown %v)", v.Power(engine.PowerID(p)).ID, m.v.zoom, pr.ID, text, shown)
			}
		}
	}
}
