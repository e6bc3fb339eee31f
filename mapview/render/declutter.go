package render

import (
	"image"
	"math"
	"sort"

	"dipdesk/variants/board"
)

type shownKey struct {
	b              *board.Board
	scale, density int // thousandths
}

// shownLabels says which of b's labels to draw at a scale: all of them,
// except that a label overlapping a bigger (or, at equal size, earlier)
// one is left out. The answer depends only on the scale, never on the
// part of the board being drawn, so windows and strips agree.
func (c *Cache) shownLabels(b *board.Board, scale, logical, density float64) []bool {
	key := shownKey{b, int(math.Round(scale * 1000)), int(math.Round(density * 1000))}
	c.mu.Lock()
	if v, ok := c.shown[key]; ok {
		c.mu.Unlock()
		return v
	}
	c.mu.Unlock()

	n := len(b.Labels)
	boxes := make([]image.Rectangle, n)
	px := make([]float64, n)
	for i, l := range b.Labels {
		var halo int
		px[i], halo = c.sizeOf(b, i, l, logical, density)
		// The mask drawn later (with its halo), so it is rasterised once.
		boxes[i] = c.labelBox(c.labelAt(b, l, scale, logical, density), l.Text, px[i], halo)
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return px[order[a]] > px[order[b]] })
	shown := make([]bool, n)
	var placed []image.Rectangle
	for _, i := range order {
		r := boxes[i]
		ok := true
		for _, q := range placed {
			if q.Overlaps(r) {
				ok = false
				break
			}
		}
		if ok {
			shown[i] = true
			placed = append(placed, r)
		}
	}
	c.mu.Lock()
	keep(&c.shown, key, shown)
	c.mu.Unlock()
	return shown
}
