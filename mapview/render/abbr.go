package render

import (
	"strings"

	"dipdesk/variants/board"
)

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
	return &a
}
