package app

import (
	"sync"
	"sync/atomic"

	"dipdesk/mapview"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// parsedBoards keeps each variant folder's parsed map.svg and what
// boardProblem found in it, by the package as read: a folder read again
// (the watcher, a designer's edit) is a new package, parsed afresh.
// Parsing Imperial's world takes tens of milliseconds, and the home
// screen checked every installed board on each visit, and a game's
// board pane parsed its board again, both on the UI goroutine; the
// reading is done once, ahead of need, in the background (warmBoards).
var parsedBoards boardCache

type boardCache struct {
	mu sync.Mutex
	m  map[*variants.Package]*parsedBoard
}

// parsedBoard is one folder's board, parsed once.
type parsedBoard struct {
	once    sync.Once
	b       *board.Board
	err     error
	problem string // boardProblem's finding
	done    atomic.Bool
}

// entry is p's board, parsed on first use (from any goroutine).
func (c *boardCache) entry(p *variants.Package) *parsedBoard {
	c.mu.Lock()
	e, ok := c.m[p]
	if !ok {
		if c.m == nil || len(c.m) > 32 { // folders read again leave old ones
			c.m = map[*variants.Package]*parsedBoard{}
		}
		e = &parsedBoard{}
		c.m[p] = e
	}
	c.mu.Unlock()
	e.once.Do(func() {
		e.b, e.err = board.ParseFile(p.Files, mapview.BoardFile)
		e.problem = checkBoard(p, e.b, e.err)
		e.done.Store(true)
	})
	return e
}

// parsed reports whether p's board is parsed already, so that asking for
// it costs nothing.
func (c *boardCache) parsed(p *variants.Package) bool {
	c.mu.Lock()
	e := c.m[p]
	c.mu.Unlock()
	return e != nil && e.done.Load()
}

// board is p's parsed map.svg, or why it does not parse. The board is
// shared: nothing may change it.
func (c *boardCache) board(p *variants.Package) (*board.Board, error) {
	e := c.entry(p)
	return e.b, e.err
}

// warmBoards parses the boards of pkgs that the next screens will ask
// for: every installed one (the home screen checks them). Call it off
// the UI goroutine.
func warmBoards(pkgs []*variants.Package) {
	for _, p := range pkgs {
		if isUserVariant(p) {
			parsedBoards.entry(p)
		}
	}
}
