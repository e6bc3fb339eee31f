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

// Extent is a board box something is drawn in, with how far its marks
// reach beyond it, in logical pixels.
type Extent struct {
	Box board.Rect
	Pad float64
}

// OrderExtents covers what order o draws at look lk (in logical pixels)
// with boxes along its path, where OrderExtent is one box round it all: an
// order added, changed or taken back then redraws a thin band round its
// arrow or line, not a box up to the whole board's size. The ends, where
// units, heads, bars and rings are drawn, get the full Margin; the boxes
// between, a pad for the shaft and the cross of a failed order.
func OrderExtents(b *board.Board, o Order, lk Look) ([]Extent, bool) {
	path, ok := orderPath(b, o)
	if !ok {
		r, ok := OrderExtent(b, o)
		return []Extent{{r, Margin(lk)}}, ok
	}
	end := Margin(lk)
	mid := float64(1.2*lk.R + lk.Line + 2*lk.Ink + 4)
	step := max(2, (len(path)-1)/4) // segments per box
	var out []Extent
	for i := 0; i+1 < len(path); i += step {
		j := min(i+step, len(path)-1)
		box := boundsOf(ptsOf(path[i : j+1]))
		pad := mid
		if i == 0 || j == len(path)-1 {
			pad = end
		}
		out = append(out, Extent{box, pad})
	}
	return out, true
}

// orderPath is the polyline, in board units, along which order draws a
// move, a support or a convoy's tie (before trimming its ends): the same
// curves order draws, scaled to the board. Other orders have none.
func orderPath(b *board.Board, o Order) ([]Pt, bool) {
	at := func(loc string, ref *Pt) (Pt, bool) {
		q, ok := b.Unit(loc)
		if !ok || loc == "" {
			return Pt{}, false
		}
		p := Pt{float32(q.X), float32(q.Y)}
		if ref != nil && b.Wrap && b.Width > 0 {
			w := float32(b.Width)
			p.X += w * float32(math.Round(float64((ref.X-p.X)/w)))
		}
		return p, true
	}
	from, ok := at(o.Loc, nil)
	if !ok {
		return nil, false
	}
	switch o.Kind {
	case Move:
		route := []Pt{from}
		for _, v := range append(append([]string(nil), o.Via...), o.Dest) {
			if q, ok := at(v, &route[len(route)-1]); ok {
				route = append(route, q)
			}
		}
		if len(route) < 2 {
			return nil, false
		}
		return curve(route, 0.1), true
	case SupportHold, Convoy:
		t, ok := at(o.Target, &from)
		return []Pt{from, t}, ok
	case SupportMove:
		t, ok1 := at(o.Target, &from)
		d, ok2 := at(o.Dest, &t)
		if !ok1 || !ok2 {
			return nil, false
		}
		aim := along(curve([]Pt{t, d}, 0.1), 0.68)
		return curve([]Pt{from, aim}, -0.12), true
	}
	return nil, false
}

func ptsOf(path []Pt) []board.Point {
	out := make([]board.Point, len(path))
	for i, q := range path {
		out[i] = board.Point{X: float64(q.X), Y: float64(q.Y)}
	}
	return out
}
