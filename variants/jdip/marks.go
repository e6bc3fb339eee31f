package jdip

import (
	"math"

	"dipdesk/variants/board"
)

// mark adds what a jDip map shows only in its art, or not at all, and
// dipdesk's board states: a link between provinces that do not touch (a
// strait crossed by a land bridge, Denmark–Sweden) gets a bridge marker
// between their units, and provinces that touch but are not linked get
// an impassable border along their shared edge. The graph is the
// variant's own, so the board then agrees with it.
func mark(b *board.Board, g board.Graph) {
	touch := board.Touching(b)
	seen := map[[2]string]bool{}
	for _, l := range g.Links {
		a, _ := board.SplitLoc(l.A)
		c, _ := board.SplitLoc(l.B)
		k := pair(a, c)
		if a == c || seen[k] || b.Province(a) == nil || b.Province(c) == nil {
			continue
		}
		seen[k] = true
		if touch[k] >= board.MinContact {
			continue
		}
		pa, _ := b.Unit(l.A)
		pc, _ := b.Unit(l.B)
		b.Markers = append(b.Markers, board.Marker{ID: "link-" + a + "-" + c, Kind: board.MarkerBridge,
			Link: [2]string{l.A, l.B}, Lines: [][]board.Point{{pa, pc}}})
	}
	for k, n := range touch {
		if n < board.MinContact || seen[k] {
			continue
		}
		pa, pc := b.Province(k[0]), b.Province(k[1])
		if pa == nil || pc == nil {
			continue
		}
		if lines := shared(pa, pc); len(lines) > 0 {
			b.Borders = append(b.Borders, board.Border{Between: k, Lines: lines})
		}
	}
}

// shared is the part of a's outline that runs along c's, as polylines.
func shared(a, c *board.Province) [][]board.Point {
	var out [][]board.Point
	for _, r := range a.Rings {
		var run []board.Point
		for i := 0; i <= len(r); i++ {
			p := r[i%len(r)]
			if ringsDist(c.Rings, p) <= 1.5 {
				run = append(run, p)
				continue
			}
			if len(run) >= 2 {
				out = append(out, run)
			}
			run = nil
		}
		if len(run) >= 2 {
			out = append(out, run)
		}
	}
	return out
}

func ringsDist(rings []board.Ring, p board.Point) float64 {
	best := math.Inf(1)
	for _, r := range rings {
		for i := range r {
			a, c := r[i], r[(i+1)%len(r)]
			dx, dy := c.X-a.X, c.Y-a.Y
			t := 0.0
			if l := dx*dx + dy*dy; l > 0 {
				t = math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l))
			}
			best = math.Min(best, math.Hypot(p.X-a.X-t*dx, p.Y-a.Y-t*dy))
		}
	}
	return best
}
