package render

import (
	"math"

	"dipdesk/variants/board"
)

// UnitExtent is the board box around which a unit is drawn (its anchor);
// what it draws reaches Margin logical pixels beyond.
func UnitExtent(b *board.Board, u Unit) (board.Rect, bool) {
	at, ok := b.Unit(u.Loc)
	return board.Rect{Min: at, Max: at}, ok
}

// OrderExtent is the board box of the places an order's marks join, grown
// for its arcs' bulge; what it draws reaches Margin logical pixels beyond.
func OrderExtent(b *board.Board, o Order) (board.Rect, bool) {
	r := board.Rect{Min: board.Point{X: math.Inf(1), Y: math.Inf(1)}, Max: board.Point{X: math.Inf(-1), Y: math.Inf(-1)}}
	any := false
	for _, l := range append([]string{o.Loc, o.Target, o.Dest}, o.Via...) {
		if l == "" {
			continue
		}
		at, ok := b.Unit(l)
		if !ok {
			continue
		}
		any = true
		r.Min.X, r.Min.Y = min(r.Min.X, at.X), min(r.Min.Y, at.Y)
		r.Max.X, r.Max.Y = max(r.Max.X, at.X), max(r.Max.Y, at.Y)
	}
	if !any {
		return board.Rect{}, false
	}
	g := 0.2 * max(r.Max.X-r.Min.X, r.Max.Y-r.Min.Y)
	r.Min.X, r.Min.Y, r.Max.X, r.Max.Y = r.Min.X-g, r.Min.Y-g, r.Max.X+g, r.Max.Y+g
	return r, true
}

// Margin is how far, in logical pixels, a unit's or order's marks reach
// beyond its extent at a look: dislodged offsets and rings, hold
// octagons, build badges, arrowheads.
func Margin(lk Look) float64 {
	return float64(3.2*lk.R + 2*lk.Line + 2*lk.Ink + 6)
}
