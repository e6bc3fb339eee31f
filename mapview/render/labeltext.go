package render

import "dipdesk/variants/board"

// This file gives boards their labels' texts: codes on request (names.go
// places the names themselves).

// abbreviated is b with each province's name replaced by its code (Code:
// its id in capitals, the one short form on every board), kept in the
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
		if l.Province != "" {
			l.Text = Code(l.Province)
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
