package render

import (
	"dipdesk/variants/board"
)

// This file tells a board's two kinds of bridge marker apart. A land
// bridge is a crossing of water the rules allow armies and fleets alike
// (Denmark–Sweden). A stand-in marks a border the rules have but the
// board's shapes fail to show — two provinces that should touch and do
// not, often over a third province's land, and sometimes for one kind of
// unit only (Straits of Gibraltar–Toledo, fleets only). Drawn alike they
// mislead, so a stand-in is drawn as a dotted violet tie and the key
// names what each links and for whom.

// Crossing says which units a marker's link lets cross, by the rules.
type Crossing struct{ Army, Fleet bool }

// Words is the crossing as the key says it.
func (c Crossing) Words() string {
	switch {
	case c.Army && c.Fleet:
		return "armies and fleets"
	case c.Army:
		return "armies only"
	case c.Fleet:
		return "fleets only"
	}
	return "no unit"
}

// CrossingOf is who may cross between a marker's two provinces by the
// rules' graph (reach); without reach, armies and fleets.
func CrossingOf(m board.Marker, reach *Reach) Crossing {
	if reach == nil {
		return Crossing{true, true}
	}
	a, b := m.Link[0], m.Link[1]
	return Crossing{Army: linked(reach.Army, a, b), Fleet: linked(reach.Fleet, a, b)}
}

func linked(moves map[string][]string, a, b string) bool {
	for _, x := range moves[a] {
		if x == b {
			return true
		}
	}
	for _, x := range moves[b] {
		if x == a {
			return true
		}
	}
	return false
}

// StandIn reports whether bridge marker m stands in for a border the
// board's shapes do not show: its link is not open to armies and fleets
// alike, or its line runs over the land of a third province (Amazon to
// Quito across La Paz). A land bridge crosses water between the two.
func StandIn(b *board.Board, m board.Marker, reach *Reach) bool {
	if m.Kind != board.MarkerBridge {
		return false
	}
	if c := CrossingOf(m, reach); !(c.Army && c.Fleet) {
		return true
	}
	for _, l := range m.Lines {
		for i := 0; i+1 < len(l); i++ {
			for _, t := range []float64{0.2, 0.4, 0.6, 0.8} {
				q := board.Point{X: l[i].X + (l[i+1].X-l[i].X)*t, Y: l[i].Y + (l[i+1].Y-l[i].Y)*t}
				if landOfAnother(b, q, m.Link) {
					return true
				}
			}
		}
	}
	return false
}

// landOfAnother reports whether board point q lies in a land province
// other than the two linked, or in land no unit enters.
func landOfAnother(b *board.Board, q board.Point, link [2]string) bool {
	for _, p := range b.Provinces {
		if p.Kind != board.Sea && p.ID != link[0] && p.ID != link[1] && p.Contains(q) {
			return true
		}
	}
	for _, s := range b.Impassable {
		if board.RingsContain(s.Rings, q) {
			return true
		}
	}
	return false
}

// StandIns lists b's stand-in markers.
func StandIns(b *board.Board, reach *Reach) []board.Marker {
	var out []board.Marker
	for _, m := range b.Markers {
		if StandIn(b, m, reach) {
			out = append(out, m)
		}
	}
	return out
}

// standIn draws a stand-in: a dotted violet tie with hollow rings at its
// ends, unlike a land bridge's red dashes.
func (p *Pen) standIn(m board.Marker, st Style, k float64) {
	var dots [][]board.Point
	for _, l := range m.Lines {
		dots = append(dots, dashed(l, 1.2*k/p.Scale, 3.6*k/p.Scale)...)
	}
	p.Stroke(dots, false, 4.4*k, nrgba(st.SC))
	p.Stroke(dots, false, 2.8*k, nrgba(st.Wrap))
	for _, l := range m.Lines {
		if len(l) > 0 {
			for _, q := range []board.Point{l[0], l[len(l)-1]} {
				p.Ring(p.Px(q), float32(3*k), float32(1.6*k), nrgba(st.Wrap))
			}
		}
	}
}

type standInKey struct {
	b     *board.Board
	reach *Reach
}

// standIn is StandIn, worked out once per board and reach.
func (c *Cache) standIn(b *board.Board, m board.Marker, reach *Reach) bool {
	c.mu.Lock()
	if o, ok := c.origin[b]; ok {
		b = o
	}
	k := standInKey{b, reach}
	set, ok := c.standIns[k]
	c.mu.Unlock()
	if !ok {
		set = map[string]bool{}
		for _, s := range StandIns(b, reach) {
			set[s.ID] = true
		}
		c.mu.Lock()
		if c.standIns == nil || len(c.standIns) > 8 {
			c.standIns = map[standInKey]map[string]bool{}
		}
		c.standIns[k] = set
		c.mu.Unlock()
	}
	return set[m.ID]
}
