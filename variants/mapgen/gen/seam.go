package gen

import "dipdesk/variants/board"

// A board whose main projection is cylindrical and spans the whole 360° of
// longitude wraps: its east and west edges are the same meridian (the
// seam), and the world goes on across it. Projection already brings every
// longitude into the board's range, so a ring that crosses the seam has
// two consecutive points a board width apart; scanned as it is, it would
// fill a band across the whole board. acrossSeam makes such rings whole:
// it unwraps each ring so that it runs on continuously past an edge, and
// adds a copy shifted by one board width, so that the part beyond one edge
// comes back in at the other. Land provinces grow across the seam too
// (Field.Wrap); a sea drawn at both edges is given anchors at both.

// wraps reports whether the main map spans the whole world east-west in a
// cylindrical projection, so that its edges are one meridian.
func (p *Projector) wraps() bool {
	if p.kind != "equirect" && p.kind != "mercator" {
		return false
	}
	x0, _ := p.raw(p.lon0/deg-179.999, 0)
	x1, _ := p.raw(p.lon0/deg+179.999, 0)
	return float64(p.W)/p.sx >= (x1-x0)*0.9999
}

// acrossSeam returns a polygon's projected rings unwrapped across the
// seam, with copies shifted by a board width wherever a ring reaches past
// an edge. Rings of one polygon move together, so holes stay in their
// shell (the scan is even-odd over all rings).
func (p *Projector) acrossSeam(rings [][]board.Point) [][]board.Point {
	w := float64(p.W)
	lo, hi := 0.0, w
	for i, r := range rings {
		r = unwrapRing(r, w)
		rings[i] = r
		for _, q := range r {
			lo, hi = min(lo, q.X), max(hi, q.X)
		}
	}
	out := rings
	if lo < 0 {
		out = append(out, shiftRings(rings, w)...)
	}
	if hi > w {
		out = append(out, shiftRings(rings, -w)...)
	}
	return out
}

// unwrapRing removes the jumps of a board width between consecutive
// points, so that the ring runs continuously (maybe past an edge).
func unwrapRing(r []board.Point, w float64) []board.Point {
	off := 0.0
	out := make([]board.Point, len(r))
	for j, q := range r {
		if j > 0 {
			prev := r[j-1].X
			switch d := q.X - prev; {
			case d > w/2:
				off -= w
			case d < -w/2:
				off += w
			}
		}
		out[j] = board.Point{X: q.X + off, Y: q.Y}
	}
	return out
}

func shiftRings(rings [][]board.Point, dx float64) [][]board.Point {
	out := make([][]board.Point, len(rings))
	for i, r := range rings {
		s := make([]board.Point, len(r))
		for j, q := range r {
			s[j] = board.Point{X: q.X + dx, Y: q.Y}
		}
		out[i] = s
	}
	return out
}

// wrapX brings a column just past an edge back in at the other edge on a
// board that wraps; elsewhere it leaves x as it is.
func (f *Field) wrapX(x int) int {
	if f.Wrap {
		return (x + f.W) % f.W
	}
	return x
}

// onTheSeam moves the points of traced rings that lie half a cell from the
// east or west edge onto the edge. Trace runs through the midpoints of cell
// edges, so where a border meets the edge, or a ring turns a corner of the
// board, its point sits half a cell inside; simplified, the ring then runs
// along the seam a fraction of a unit off it. On a board that wraps the
// seam is no border (the province goes on in the copy beside it), and a
// line that is not exactly on it is drawn as one, a hairline down the
// world's edge, with a sliver of the background beside it.
func onTheSeam(rings []board.Ring, w float64) {
	for _, r := range rings {
		for i, q := range r {
			switch {
			case q.X <= 0.5:
				r[i].X = 0
			case q.X >= w-0.5:
				r[i].X = w
			}
		}
	}
}
