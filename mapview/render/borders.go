package render

import "dipdesk/variants/board"

// borderLines are a board's province outlines as lines to stroke, each
// shared edge once: the land provinces' outlines (without the edges they
// share with a sea when the board draws its coastline, which covers them)
// and the sea edges that are not also a land edge.
type borderLines struct {
	land, sea [][]board.Point
	unitSize  float64 // UnitSize of the board
	// The board's lines and shapes with their boxes, so a strip of the
	// board draws only what reaches it (see lineSet).
	landSet, seaSet, coast, rivers, landRings lineSet
	landBoxes, impassableBoxes, lakeBoxes     []board.Rect
	borderBoxes                               []board.Rect // per b.Borders
}

// Prepare computes what drawing b needs beyond its parse (the merged
// border lines), so the first drawing does not pay for it.
func (c *Cache) Prepare(b *board.Board) { c.borders(b) }

// borders returns b's border lines, computed once per board.
func (c *Cache) borders(b *board.Board) *borderLines {
	c.mu.Lock()
	defer c.mu.Unlock()
	if o, ok := c.origin[b]; ok {
		b = o
	}
	if bl, ok := c.boards[b]; ok {
		return bl
	}
	if len(c.boards) > 8 {
		clear(c.boards)
	}
	bl := mergeBorders(b)
	bl.unitSize = UnitSize(b)
	bl.boxes(b)
	c.boards[b] = bl
	return bl
}

// boxes fills in the line sets and shape boxes of b.
func (bl *borderLines) boxes(b *board.Board) {
	bl.landSet, bl.seaSet = newLineSet(bl.land), newLineSet(bl.sea)
	bl.coast, bl.rivers = newLineSet(b.Coastline), newLineSet(b.Rivers)
	bl.landRings = ringSet(b.Land)
	bl.landBoxes, bl.impassableBoxes, bl.lakeBoxes = shapeBoxes(b.Land), shapeBoxes(b.Impassable), shapeBoxes(b.Lakes)
	bl.borderBoxes = make([]board.Rect, len(b.Borders))
	for i, br := range b.Borders {
		var pts []board.Point
		for _, l := range br.Lines {
			pts = append(pts, l...)
		}
		bl.borderBoxes[i] = boundsOf(pts)
	}
}

type segKey [4]float64

func keyOf(a, b board.Point) segKey {
	if a.X > b.X || (a.X == b.X && a.Y > b.Y) {
		a, b = b, a
	}
	return segKey{a.X, a.Y, b.X, b.Y}
}

func mergeBorders(b *board.Board) *borderLines {
	landSeg, seaSeg := map[segKey]bool{}, map[segKey]bool{}
	for _, p := range b.Provinces {
		m := landSeg
		if p.Kind == board.Sea {
			m = seaSeg
		}
		forSegments(p.Rings, func(a, c board.Point) { m[keyOf(a, c)] = true })
	}
	coastDrawn := len(b.Coastline) > 0
	bl := &borderLines{}
	seen := map[segKey]bool{}
	for _, kind := range []board.Kind{board.Land, board.Sea} {
		out := &bl.land
		if kind == board.Sea {
			out = &bl.sea
		}
		for _, p := range b.Provinces {
			if p.Kind != kind {
				continue
			}
			for _, r := range p.Rings {
				var cur []board.Point
				flush := func() {
					if len(cur) > 1 {
						*out = append(*out, cur)
					}
					cur = nil
				}
				for i := range r {
					a, c := r[i], r[(i+1)%len(r)]
					k := keyOf(a, c)
					if seen[k] || (kind == board.Sea && landSeg[k]) || (kind == board.Land && coastDrawn && seaSeg[k]) || onSeam(b, a, c) {
						flush()
						continue
					}
					seen[k] = true
					if len(cur) == 0 {
						cur = append(cur, a)
					}
					cur = append(cur, c)
				}
				flush()
			}
		}
	}
	return bl
}

// onSeam reports whether edge a–c runs along the east or west edge of a
// board that wraps: there a province goes on across the seam, so no line
// is drawn (the copy beside it continues the province).
func onSeam(b *board.Board, a, c board.Point) bool {
	if !b.Wrap {
		return false
	}
	const eps = 0.01
	return (a.X <= eps && c.X <= eps) || (a.X >= b.Width-eps && c.X >= b.Width-eps)
}

func forSegments(rings []board.Ring, f func(a, b board.Point)) {
	for _, r := range rings {
		for i := range r {
			f(r[i], r[(i+1)%len(r)])
		}
	}
}
