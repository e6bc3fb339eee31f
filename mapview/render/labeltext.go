package render

import (
	"math"
	"strings"

	"dipdesk/variants/board"
)

// This file decides the text of each label: abbreviations on request,
// full names where zooming in makes room for them.

// abbreviated is b with each province's name replaced by its abbreviation
// (the label's Abbr, else the province id with a capital), kept in the
// cache so that label placement and decluttering, which are cached per
// board, are worked out once for it too.
func (c *Cache) abbreviated(b *board.Board) *board.Board {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.abbr == nil {
		c.abbr = map[*board.Board]*board.Board{}
	}
	if a, ok := c.abbr[b]; ok {
		return a
	}
	a := *b
	a.Labels = make([]board.Label, len(b.Labels))
	for i, l := range b.Labels {
		switch {
		case l.Abbr != "":
			l.Text = l.Abbr
		case l.Province != "":
			l.Text = strings.ToUpper(l.Province[:1]) + l.Province[1:]
		}
		a.Labels[i] = l
	}
	c.abbr[b] = &a
	c.derive(&a, b)
	return &a
}

// derive records that board d is b with other label texts, so that what
// is cached per board (its border lines) is shared, not worked out again
// (c.mu held).
func (c *Cache) derive(d, b *board.Board) {
	if c.origin == nil {
		c.origin = map[*board.Board]*board.Board{}
	}
	c.origin[d] = b
}

type namedKey struct {
	b              *board.Board
	scale, logical int // thousandths
}

// named is b with the names mapgen had to abbreviate for fit zoom (a
// label whose text is its abbreviation) written in full wherever, zoomed in
// to scale, the full name fits inside its province at the label's place.
// It is b itself when nothing changes, and cached per scale, so label
// placement and decluttering (cached per board) see one board per zoom.
func (c *Cache) named(b *board.Board, scale, logical, density float64) *board.Board {
	if logical <= board.FitScale(b.Width, b.Height)*1.01 {
		return b // at fit zoom and below, as fitted
	}
	k := namedKey{b, int(math.Round(scale * 1000)), int(math.Round(logical * 1000))}
	c.mu.Lock()
	if n, ok := c.names[k]; ok {
		c.mu.Unlock()
		return n
	}
	c.mu.Unlock()
	var labels []board.Label
	for i, l := range b.Labels {
		pr := b.Province(l.Province)
		if l.Abbr == "" || l.Text != l.Abbr || pr == nil || pr.Name == "" || pr.Name == l.Text {
			continue
		}
		px, _ := labelSize(l, logical, density)
		w := c.Width(pr.Name, px, false) / scale
		if !fitsInside(pr, l.At, w, px/scale) {
			continue
		}
		if labels == nil {
			labels = append([]board.Label(nil), b.Labels...)
		}
		labels[i].Text = pr.Name
	}
	n := b
	if labels != nil {
		cp := *b
		cp.Labels = labels
		n = &cp
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if first, ok := c.names[k]; ok {
		return first // a pen drawing another band got here first
	}
	if c.names == nil || len(c.names) > 64 {
		for _, old := range c.names {
			delete(c.origin, old)
		}
		c.names = map[namedKey]*board.Board{}
	}
	c.names[k] = n
	if n != b {
		c.derive(n, b)
	}
	return n
}

// fitsInside reports whether a name w×h board units, its baseline centred
// on at, lies inside pr: a grid of points over its box all in pr.
func fitsInside(pr *board.Province, at board.Point, w, h float64) bool {
	for i := 0; i <= 6; i++ {
		x := at.X - w/2 + w*float64(i)/6
		for _, y := range []float64{at.Y - 0.8*h, at.Y - 0.4*h, at.Y + 0.2*h} {
			if !pr.Contains(board.Point{X: x, Y: y}) {
				return false
			}
		}
	}
	return true
}
