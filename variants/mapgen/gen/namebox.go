package gen

import (
	"math"

	"dipdesk/variants/board"
)

// nameBox is the box a name covers: from 0.8·size above its baseline to
// 0.25·size below (descenders), its width either side of the centre.
type nameBox struct{ x0, y0, x1, y1 float64 }

func newNameBox(p board.Point, w, size float64) nameBox {
	return nameBox{p.X - w/2, p.Y - size*0.8, p.X + w/2, p.Y + size*0.25}
}

// drawn is the size, in board units, of a name of board size size as
// mapview draws it at fit zoom (board.FitSize): what it covers there.
func (pl *placer) drawn(size float64) float64 {
	return board.FitSize(size, pl.b.Width, pl.b.Height)
}

// labelBox is the box a placed label covers at fit zoom.
func (pl *placer) labelBox(l board.Label) nameBox {
	z := pl.drawn(l.Size)
	return newNameBox(l.At, textWidth(l.Text, z), z)
}

// overlaps reports whether two name boxes overlap.
func (b nameBox) overlaps(o nameBox) bool {
	return b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1
}

// overlapsAny reports whether the box overlaps any of others.
func (b nameBox) overlapsAny(others []nameBox) bool {
	for _, o := range others {
		if b.overlaps(o) {
			return true
		}
	}
	return false
}

// gap is the distance from the box to a.
func (b nameBox) gap(a board.Point) float64 {
	dx := math.Max(0, math.Max(b.x0-a.X, a.X-b.x1))
	dy := math.Max(0, math.Max(b.y0-a.Y, a.Y-b.y1))
	// Beside or above the box one of them is 0: no Hypot (placing names
	// calls this for every unit near every candidate spot).
	switch {
	case dx == 0:
		return dy
	case dy == 0:
		return dx
	}
	return math.Hypot(dx, dy)
}

// nearer reports whether the box is less than t from a: gap(a) < t, with
// no square root where one side alone is t or more (the common case when
// a name is tested against every unit nearby).
func (b nameBox) nearer(a board.Point, t float64) bool {
	// The gap is at least each side's (the same sums as gap's).
	if b.x0-a.X >= t || a.X-b.x1 >= t || b.y0-a.Y >= t || a.Y-b.y1 >= t {
		return false
	}
	return b.gap(a) < t
}

// wholeUnit, as a clearance, asks a name to keep clear of a whole unit.
const wholeUnit = -1

// underUnit reports whether a unit drawn at a at fit zoom, radius r, would
// touch the name: within mapview's own test for a name under a unit (a disc
// of 1.1 r), or under a fleet's hull, 2.8 r wide, 0.95 r above the anchor
// and 0.78 r below (render's fleetHull), with a pixel or two to spare.
func (b nameBox) underUnit(a board.Point, r float64) bool {
	if b.nearer(a, r*1.1+1) {
		return true
	}
	return b.x0 < a.X+1.4*r+2 && b.x1 > a.X-1.4*r-2 && b.y0 < a.Y+0.78*r+2 && b.y1 > a.Y-0.95*r-2
}

// keepsOff reports whether the box keeps d from every unit anchor in
// anchors, or, where d is wholeUnit, clear of each whole unit of radius r.
func (b nameBox) keepsOff(anchors []board.Point, d, r float64) bool {
	for _, a := range anchors {
		if d == wholeUnit {
			if b.underUnit(a, r) {
				return false
			}
		} else if b.nearer(a, d) {
			return false
		}
	}
	return true
}
