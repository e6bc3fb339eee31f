package render

import (
	"math"

	"dipdesk/variants/board"
)

// Glide places one unit in an in-between frame of a replay: a unit on its
// way along its move's arrow, bouncing off and back, or fading in or out.
// A replay (package replay) decides the glides from a phase's results;
// the pen only draws them, so the widget's look and the replay's agree.
type Glide struct {
	Unit Unit // the unit as it stood (Dislodged: drawn beside its place)
	// To is where the unit is going ("": it stays), through Via as its
	// arrow is drawn (convoying fleets, in route order).
	To  string
	Via []string
	// T is how far along the arrow the unit is, from 0 (where it stood)
	// to 1 (arrived).
	T float64
	// Alpha is how much of the unit shows: 1 in full, 0 gone (a unit
	// being built fades in, one disbanded fades out).
	Alpha float64
}

// Glides draws an in-between frame's dynamic layer: the scene's centre
// owners and orders, then the units where the glides put them (the
// scene's own Units only tell the orders which places are occupied), on
// top, so a unit is seen travelling over its arrow.
func (p *Pen) Glides(b *board.Board, s *Scene, gl []Glide, pal Palette, st Style) {
	lk := p.look(b, pal)
	if s != nil {
		p.SCOwners(b, s, pal, st)
		p.Orders(b, s, pal, lk)
	}
	// Travelling units first: one passing over a unit that stays (the
	// one it dislodges, a defender it bounces off) goes under it, so the
	// unit it meets stays in sight.
	for pass := range 2 {
		for _, g := range gl {
			if moving := g.To != "" && g.T > 0; moving != (pass == 0) {
				continue
			}
			p.glide(b, s, g, pal, lk)
		}
	}
}

// glide draws one glide's unit.
func (p *Pen) glide(b *board.Board, s *Scene, g Glide, pal Palette, lk Look) {
	c, ok := p.glideAt(b, g, lk)
	if !ok || g.Alpha <= 0 || !p.visiblePx(c, lk.R*2) {
		return
	}
	if g.Unit.Dislodged && g.To == "" {
		home, _ := p.unitAt(b, g.Unit.Loc, false, lk)
		p.dislodgedMark(c, home, lk, pal)
	}
	p.UnitShape(g.Unit.Kind, c, s.letter(g.Unit.Power), pal.Colour(g.Unit.Power), lk, pal, min(1, g.Alpha))
}

// glideAt is where a glide puts its unit, in pixels: T of the way along
// the same curve the unit's arrow follows.
func (p *Pen) glideAt(b *board.Board, g Glide, lk Look) (Pt, bool) {
	from, ok := p.unitAt(b, g.Unit.Loc, g.Unit.Dislodged, lk)
	if !ok || g.To == "" || g.T <= 0 {
		return from, ok
	}
	route := []Pt{from}
	for _, v := range append(append([]string(nil), g.Via...), g.To) {
		if q, ok := p.locPx(b, v); ok {
			route = append(route, p.near(b, q, route[len(route)-1]))
		}
	}
	if len(route) < 2 {
		return from, true
	}
	return along(curve(route, 0.1), float32(math.Min(1, g.T))), true
}
