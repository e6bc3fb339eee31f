package gen

import (
	"math"

	"dipdesk/variants/board"
)

// box is a label's bounding box in pixels.
type box struct{ x0, y0, x1, y1 int }

// regionBoxes returns each label's pixel bounding box (index = label).
func regionBoxes(label []int32, w, h, n int) []box {
	bb := make([]box, n+1)
	for i := range bb {
		bb[i] = box{w, h, -1, -1}
	}
	for i, l := range label {
		if l <= 0 || int(l) > n {
			continue
		}
		x, y := i%w, i/w
		b := &bb[l]
		b.x0, b.y0 = min(b.x0, x), min(b.y0, y)
		b.x1, b.y1 = max(b.x1, x+1), max(b.y1, y+1)
	}
	return bb
}

// distMap is the chamfer distance, in pixels, from each cell of a region
// to the nearest cell outside it, over the region's box. main marks the
// region's main part (the piece holding its first anchor), where its unit
// and label go: Naples's unit stays on the mainland, not on Sicily.
type distMap struct {
	b    box
	w    int
	d    []float64
	main []bool
	// layers is the region's cells by whole pixels of depth, made when
	// deepest first needs them.
	layers [][]int32
}

func newDistMap(label []int32, W, H int, lab int32, b box, seed int) *distMap {
	w, h := b.x1-b.x0, b.y1-b.y0
	d := make([]float64, w*h)
	const big = 1e9
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if label[(y+b.y0)*W+x+b.x0] == lab {
				d[y*w+x] = big
			}
		}
	}
	get := func(x, y int) float64 {
		if x < 0 || y < 0 || x >= w || y >= h {
			return 0
		}
		return d[y*w+x]
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if v := d[y*w+x]; v > 0 {
				v = min(v, get(x-1, y)+1)
				v = min(v, get(x, y-1)+1)
				v = min(v, get(x-1, y-1)+1.4142)
				v = min(v, get(x+1, y-1)+1.4142)
				d[y*w+x] = v
			}
		}
	}
	for y := h - 1; y >= 0; y-- {
		for x := w - 1; x >= 0; x-- {
			if v := d[y*w+x]; v > 0 {
				v = min(v, get(x+1, y)+1)
				v = min(v, get(x, y+1)+1)
				v = min(v, get(x+1, y+1)+1.4142)
				v = min(v, get(x-1, y+1)+1.4142)
				d[y*w+x] = v
			}
		}
	}
	m := &distMap{b: b, w: w, d: d}
	sx, sy := seed%W-b.x0, seed/W-b.y0
	if seed < 0 || sx < 0 || sy < 0 || sx >= w || sy >= h || d[sy*w+sx] == 0 {
		m.main = make([]bool, len(d))
		for i, v := range d {
			m.main[i] = v > 0
		}
		return m
	}
	m.main = m.part(sx+b.x0, sy+b.y0)
	return m
}

// part marks the cells of the region's piece (8-connected) holding board
// pixel (x, y), which must be in the region.
func (m *distMap) part(x, y int) []bool {
	h := len(m.d) / m.w
	in := make([]bool, len(m.d))
	start := m.index(x, y)
	stack := []int{start}
	in[start] = true
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x, y := i%m.w, i/m.w
		for _, o := range n8 {
			xx, yy := x+o[0], y+o[1]
			if xx < 0 || yy < 0 || xx >= m.w || yy >= h {
				continue
			}
			j := yy*m.w + xx
			if m.d[j] > 0 && !in[j] {
				in[j] = true
				stack = append(stack, j)
			}
		}
	}
	return in
}

// at returns the distance at board pixel (x, y), 0 outside the region.
func (m *distMap) at(x, y int) float64 {
	x, y = x-m.b.x0, y-m.b.y0
	if x < 0 || y < 0 || x >= m.w || y >= len(m.d)/m.w {
		return 0
	}
	return m.d[y*m.w+x]
}

// best returns the cell maximising score among cells of the region's main
// part.
func (m *distMap) best(score func(x, y int, d float64) float64) (board.Point, bool) {
	return m.bestIn(score, false)
}

// bestIn is best over the main part, or over every part if anyPart.
func (m *distMap) bestIn(score func(x, y int, d float64) float64, anyPart bool) (board.Point, bool) {
	if anyPart {
		return m.bestOf(score, nil)
	}
	return m.bestOf(score, m.main)
}

// bestOf is best over the cells part marks, or over the whole region if
// part is nil.
func (m *distMap) bestOf(score func(x, y int, d float64) float64, part []bool) (board.Point, bool) {
	bs, found := math.Inf(-1), false
	var bp board.Point
	h := len(m.d) / m.w
	for y := 0; y < h; y++ {
		for x := 0; x < m.w; x++ {
			d := m.d[y*m.w+x]
			if d <= 0 || (part != nil && !part[y*m.w+x]) {
				continue
			}
			if s := score(x+m.b.x0, y+m.b.y0, d); s > bs {
				bs, found = s, true
				bp = board.Point{X: float64(x+m.b.x0) + 0.5, Y: float64(y+m.b.y0) + 0.5}
			}
		}
	}
	return bp, found
}

// deepest is best for the score d over the cells of the main part that
// ok accepts: the deepest such cell, ties to the first in row order, as
// bestOf would find it. It tests the cells a whole pixel of depth at a
// time, deepest first, and stops at the first such layer holding a cell
// ok accepts, so a search that succeeds near the region's heart tests a
// few cells rather than the whole box.
func (m *distMap) deepest(ok func(x, y int, d float64) bool) (board.Point, bool) {
	if m.layers == nil {
		m.layers = depthLayers(m.d)
	}
	for k := len(m.layers) - 1; k >= 0; k-- {
		bs, bi := 0.0, -1
		for _, i := range m.layers[k] {
			x, y := int(i)%m.w, int(i)/m.w
			if d := m.d[i]; d > bs && m.main[i] && ok(x+m.b.x0, y+m.b.y0, d) {
				bs, bi = d, int(i)
			}
		}
		if bi >= 0 {
			return board.Point{X: float64(bi%m.w+m.b.x0) + 0.5, Y: float64(bi/m.w+m.b.y0) + 0.5}, true
		}
	}
	return board.Point{}, false
}

// depthLayers sorts the cells of a region (d > 0) by whole pixels of
// depth: layer k holds, in row order, the cells k to k+1 deep.
func depthLayers(d []float64) [][]int32 {
	n := 0
	for _, v := range d {
		n = max(n, int(v)+1)
	}
	layers := make([][]int32, n)
	for i, v := range d {
		if v > 0 {
			layers[int(v)] = append(layers[int(v)], int32(i))
		}
	}
	return layers
}

// nearest is bestOf for a score that is never more than top less the
// distance from the cell (x, y) to from: the closer, the better. It walks
// square rings of cells outward from from and stops once no cell further
// out can reach the best score so far, so a search that succeeds near from
// tests a few cells rather than the whole box. score is also told the
// score to beat (floor), so that it can skip costly tests for a cell that
// cannot win; it must still return a score equal to floor when it has one.
// Ties go to the first cell in row order, as with bestOf.
func (m *distMap) nearest(from board.Point, top float64, part []bool, score func(x, y int, d, floor float64) float64) (board.Point, bool) {
	h := len(m.d) / m.w
	cx, cy := int(math.Floor(from.X))-m.b.x0, int(math.Floor(from.Y))-m.b.y0
	far := max(abs(cx), abs(cx-m.w+1), abs(cy), abs(cy-h+1))
	bs, bi := math.Inf(-1), -1
	visit := func(x, y int) {
		i := y*m.w + x
		d := m.d[i]
		if d <= 0 || (part != nil && !part[i]) {
			return
		}
		if s := score(x+m.b.x0, y+m.b.y0, d, bs); s > math.Inf(-1) && (s > bs || s == bs && i < bi) {
			bs, bi = s, i
		}
	}
	// row and column visit the parts of a ring's sides inside the box.
	row := func(y, x0, x1 int) {
		if y >= 0 && y < h {
			for x := max(x0, 0); x <= min(x1, m.w-1); x++ {
				visit(x, y)
			}
		}
	}
	col := func(x, y0, y1 int) {
		if x >= 0 && x < m.w {
			for y := max(y0, 0); y <= min(y1, h-1); y++ {
				visit(x, y)
			}
		}
	}
	for r := 0; r <= far; r++ {
		// A cell r rings out is at least r-1 from from (from lies
		// somewhere in the centre cell).
		if bi >= 0 && top-float64(r-1) < bs {
			break
		}
		if r == 0 {
			row(cy, cx, cx)
			continue
		}
		row(cy-r, cx-r, cx+r)
		row(cy+r, cx-r, cx+r)
		col(cx-r, cy-r+1, cy+r-1)
		col(cx+r, cy-r+1, cy+r-1)
	}
	if bi < 0 {
		return board.Point{}, false
	}
	return board.Point{X: float64(bi%m.w+m.b.x0) + 0.5, Y: float64(bi/m.w+m.b.y0) + 0.5}, true
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// index is the position of board pixel (x, y) in the map's arrays (which
// cover the region's box).
func (m *distMap) index(x, y int) int { return (y-m.b.y0)*m.w + x - m.b.x0 }

// distFrom is the chamfer distance from each cell of the region's box to the
// nearest of cells (board indices; those outside the box are ignored), or
// +Inf everywhere if there are none.
func (m *distMap) distFrom(W int, cells []int) []float64 {
	w, h := m.w, len(m.d)/m.w
	d := make([]float64, w*h)
	for i := range d {
		d[i] = math.Inf(1)
	}
	for _, c := range cells {
		x, y := c%W, c/W
		if x >= m.b.x0 && x < m.b.x1 && y >= m.b.y0 && y < m.b.y1 {
			d[m.index(x, y)] = 0
		}
	}
	relax := func(x, y, dx, dy int, step float64) {
		xx, yy := x+dx, y+dy
		if xx >= 0 && yy >= 0 && xx < w && yy < h {
			d[y*w+x] = min(d[y*w+x], d[yy*w+xx]+step)
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			relax(x, y, -1, 0, 1)
			relax(x, y, 0, -1, 1)
			relax(x, y, -1, -1, 1.4142)
			relax(x, y, 1, -1, 1.4142)
		}
	}
	for y := h - 1; y >= 0; y-- {
		for x := w - 1; x >= 0; x-- {
			relax(x, y, 1, 0, 1)
			relax(x, y, 0, 1, 1)
			relax(x, y, 1, 1, 1.4142)
			relax(x, y, -1, 1, 1.4142)
		}
	}
	return d
}

func dist(a, b board.Point) float64 { return math.Hypot(a.X-b.X, a.Y-b.Y) }

// labelFits reports whether a name w wide and size high with its baseline
// centre at p lies inside the region with a small margin: the box from
// 0.8·size above the baseline to 0.25·size below (descenders), sampled every
// few pixels along its edges and middle.
func (m *distMap) labelFits(p board.Point, w, size float64) bool {
	x0, x1 := p.X-w/2-1, p.X+w/2+1
	y0, y1 := p.Y-size*0.8, p.Y+size*0.25
	nx := int(math.Ceil((x1-x0)/3)) + 1
	for _, y := range []float64{y0, (y0 + y1) / 2, y1} {
		for i := 0; i < nx; i++ {
			x := x0 + (x1-x0)*float64(i)/float64(nx-1)
			if m.at(int(math.Floor(x)), int(math.Floor(y))) < 1.5 {
				return false
			}
		}
	}
	return true
}
