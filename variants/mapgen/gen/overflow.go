package gen

import (
	"math"

	"dipdesk/variants/board"
)

// besideUnit is where an abbreviation that fits nowhere inside its
// province goes (a tiny island's): near its unit u, as much inside the
// province as it can be, over no name placed so far and clear of its own
// unit's disc (mapview would move it). Later names keep off it: it joins
// pl.overflow.
func (pl *placer) besideUnit(text string, size float64, u board.Point, dm *distMap) board.Point {
	z := pl.drawn(size)
	w := textWidth(text, z)
	reach := 4*w + 4*z
	names := pl.namesNear(u, reach)
	units := pl.near(box{int(u.X), int(u.Y), int(u.X) + 1, int(u.Y) + 1}, reach)
	disc := pl.labelDisc()
	best, top := board.Point{X: u.X, Y: u.Y + disc + 0.8*z}, math.Inf(-1)
	for dy := -4 * z; dy <= 4*z; dy += 2 {
		for dx := -2 * w; dx <= 2*w; dx += 2 {
			q := board.Point{X: u.X + dx, Y: u.Y + dy}
			nb := newNameBox(q, w, z)
			if nb.gap(u) < disc || nb.overlapsAny(names) {
				continue
			}
			if v := pl.besideScore(nb, q, u, units, dm); v > top {
				best, top = q, v
			}
		}
	}
	pl.overflow = append(pl.overflow, newNameBox(best, w, z))
	return best
}

// besideScore rates a spot q, its box nb, for a name beside its unit u.
// The more of it inside the province the better, and its middle most of
// all: a player then reads it as this province's, and hovering there names
// it. Nearer u is better, and under another unit is worse (it may cover
// the name), but neither as much as standing outside.
func (pl *placer) besideScore(nb nameBox, q, u board.Point, units []board.Anchor, dm *distMap) float64 {
	share, mid := dm.boxInside(nb)
	v := 100*share - 0.5*dist(q, u)
	if mid {
		v += 50
	}
	for _, a := range units {
		if a.At != u && nb.underUnit(a.At, pl.unitR) {
			v -= 20
		}
	}
	return v
}

// boxInside is the share of fifteen points over the box (three rows of
// five, across its top, middle and foot) that lie inside the region, and
// whether the box's middle does.
func (m *distMap) boxInside(nb nameBox) (share float64, mid bool) {
	n, in := 0, 0
	for _, fy := range []float64{0.1, 0.5, 0.9} {
		for _, fx := range []float64{0, 0.25, 0.5, 0.75, 1} {
			n++
			if m.at(int(nb.x0+fx*(nb.x1-nb.x0)), int(nb.y0+fy*(nb.y1-nb.y0))) > 0 {
				in++
			}
		}
	}
	mid = m.at(int((nb.x0+nb.x1)/2), int((nb.y0+nb.y1)/2)) > 0
	return float64(in) / float64(n), mid
}

// namesNear are the boxes of the names placed so far less than reach from
// u.
func (pl *placer) namesNear(u board.Point, reach float64) []nameBox {
	var boxes []nameBox
	for _, l := range pl.b.Labels {
		if nb := pl.labelBox(l); nb.gap(u) < reach {
			boxes = append(boxes, nb)
		}
	}
	return boxes
}

// labelDisc is how near its own unit's anchor a name may come: mapview
// draws a name that reaches into the unit's disc (1.1 unit radii) just
// below the unit instead (render's labelAt), so a name keeps a screen
// pixel more than that away, or is tested where mapview will draw it.
func (pl *placer) labelDisc() float64 { return 1.1*pl.unitR + 1/pl.fit.scale }
