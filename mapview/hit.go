package mapview

import (
	"math"

	"dipdesk/variants/board"
)

// hitGrid is the grid hit index: the board cut into cells, each listing the
// provinces whose bounds meet it, tested exactly only for those.
type hitGrid struct {
	b      *board.Board
	nx, ny int
	cw, ch float64
	cells  [][]*board.Province
	coasts map[string][]board.Anchor // split-coast provinces' coast anchors
}

func newHitGrid(b *board.Board) *hitGrid {
	const n = 64
	g := &hitGrid{b: b, nx: n, ny: n, cw: b.Width / n, ch: b.Height / n,
		cells: make([][]*board.Province, n*n), coasts: map[string][]board.Anchor{}}
	if g.cw <= 0 || g.ch <= 0 {
		return g
	}
	for _, p := range b.Provinces {
		bb := p.Bounds
		if bb == (board.Rect{}) {
			bb = board.BoundsOf(p.Rings)
		}
		x0, y0 := g.cell(bb.Min)
		x1, y1 := g.cell(bb.Max)
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				g.cells[y*g.nx+x] = append(g.cells[y*g.nx+x], p)
			}
		}
	}
	for _, a := range b.Units {
		if a.Coast != "" {
			g.coasts[a.Province] = append(g.coasts[a.Province], a)
		}
	}
	return g
}

func (g *hitGrid) cell(p board.Point) (int, int) {
	x := int(math.Floor(p.X / g.cw))
	y := int(math.Floor(p.Y / g.ch))
	return min(g.nx-1, max(0, x)), min(g.ny-1, max(0, y))
}

// at returns the province under board point p, or nil.
func (g *hitGrid) at(p board.Point) *board.Province {
	if p.X < 0 || p.Y < 0 || p.X > g.b.Width || p.Y > g.b.Height || g.cw <= 0 {
		return nil
	}
	x, y := g.cell(p)
	for _, pr := range g.cells[y*g.nx+x] {
		if pr.Contains(p) {
			return pr
		}
	}
	// Land drawn inside a province but part of none (the islands in Cape
	// Horn's box) is a hole in it: a tap there means the province around.
	for _, pr := range g.cells[y*g.nx+x] {
		for _, r := range pr.Rings {
			if board.RingsContain([]board.Ring{r}, p) {
				return pr
			}
		}
	}
	return nil
}

// coastNear returns the coast of province pr whose unit anchor is nearest
// to p, or "" when the province has no separate coasts.
func (g *hitGrid) coastNear(pr string, p board.Point) string {
	best, coast := math.Inf(1), ""
	for _, a := range g.coasts[pr] {
		if d := math.Hypot(a.At.X-p.X, a.At.Y-p.Y); d < best {
			best, coast = d, a.Coast
		}
	}
	return coast
}
