package mapview

import (
	"math"

	"dipdesk/mapview/render"
	"dipdesk/variants/board"
)

// ReadsWhole is the share of names a board must draw in full at the
// whole-board zoom, in the widget's size, for it to be read whole; a
// board short of it opens each turn at the player's own units (OpenOn).
const ReadsWhole = 0.9

// ReadableWhole reports whether the whole board, at the widget's size,
// draws at least ReadsWhole of its names in full, and none left out.
func (m *Board) ReadableWhole() bool {
	if m.b == nil || m.v.size.Width <= 0 {
		return true
	}
	s := render.WholePeriod(m.v.wrap, m.v.bw, m.v.fitScale())
	d := m.density()
	full, all := 0, 0
	for _, pr := range m.b.Provinces {
		_, _, f, shown, ok := m.text.NameAt(m.b, pr.ID, s*d, s, d)
		if !ok {
			continue
		}
		all++
		if !shown {
			return false
		}
		if f {
			full++
		}
	}
	return all == 0 || float64(full) >= ReadsWhole*float64(all)
}

// OpenOn shows the board as a player's turn opens: whole where it reads
// whole (ReadableWhole), else zoomed in on the given locations (the
// player's own units) — chosen from them alone, never from where the
// board was last looked at, so a turn shows nothing of the previous
// player's. It zooms to the least wheel step at which the names of most
// of those provinces are in full and every name in the view is, and
// centres the view on the largest group of them that fits in it.
func (m *Board) OpenOn(locs ...string) {
	if m.b == nil {
		return
	}
	m.found = ""
	// Opened again when the widget is resized before the player moves
	// the board: a new screen lays the board out at its own size.
	defer func() { m.openOn = append([]string{}, locs...) }()
	if m.v.size.Width <= 0 { // not laid out yet: open there once it is
		m.FitBoard()
		return
	}
	var pts []board.Point
	var ids []string
	for _, l := range locs {
		if p, ok := m.b.Unit(l); ok {
			pts = append(pts, p)
			prov, _ := board.SplitLoc(l)
			ids = append(ids, prov)
		}
	}
	if len(pts) == 0 || m.ReadableWhole() {
		m.FitBoard()
		return
	}
	d := m.density()
	zoom := 1.0
	for k := 1; ; k++ {
		z := math.Pow(zoomStep, float64(k))
		if z > MaxZoom/2 {
			break
		}
		zoom = z
		s := render.WholePeriod(m.v.wrap, m.v.bw, m.v.fitScale()*z)
		full := 0
		for _, id := range ids {
			if _, _, f, shown, ok := m.text.NameAt(m.b, id, s*d, s, d); ok && f && shown {
				full++
			}
		}
		if float64(full) >= 0.8*float64(len(ids)) {
			break
		}
	}
	// From there, closer until every name the view shows is in full
	// (names beside their provinces need the room round them too).
	for {
		// The view's size in board units at that zoom, less a margin, left of
		// the buttons' column.
		s := render.WholePeriod(m.v.wrap, m.v.bw, m.v.fitScale()*zoom)
		w, h := 0.8*render.FitRoom(float64(m.v.size.Width))/s, 0.8*float64(m.v.size.Height)/s
		// The group is centred by its extent, not its mean: every unit of it
		// then lies within the view's margin (a mean drawn aside by a crowd
		// put a lone member of the group under the zoom buttons).
		best, bestN, group := board.Point{}, -1, board.Rect{}
		for _, p := range pts {
			r := board.Rect{Min: p, Max: p}
			n := 0
			for _, q := range pts {
				if math.Abs(q.X-p.X) <= w/2 && math.Abs(q.Y-p.Y) <= h/2 {
					r.Min.X, r.Min.Y = min(r.Min.X, q.X), min(r.Min.Y, q.Y)
					r.Max.X, r.Max.Y = max(r.Max.X, q.X), max(r.Max.Y, q.Y)
					n++
				}
			}
			if n > bestN {
				best, bestN, group = board.Point{X: (r.Min.X + r.Max.X) / 2, Y: (r.Min.Y + r.Max.Y) / 2}, n, r
			}
		}
		m.v.centreOn(best, zoom)
		m.v.fillPane()
		m.clearOfButtons(pts, ids, group)
		if z := zoom * zoomStep; z > MaxZoom || m.namesInViewFull() {
			break
		}
		zoom *= zoomStep
	}
	m.highlights++
	m.Refresh()
	m.rehover()
	m.warmNextZooms()
}

// namesInViewFull reports whether every name whose place lies in the
// widget's view is drawn, and drawn in full.
func (m *Board) namesInViewFull() bool {
	s, d := m.v.scale(), m.density()
	w, h := float64(m.v.size.Width), float64(m.v.size.Height)
	for _, pr := range m.b.Provinces {
		_, at, full, shown, ok := m.text.NameAt(m.b, pr.ID, s*d, s, d)
		if !ok || (full && shown) {
			continue
		}
		q := m.v.toLogical(at)
		x, y := float64(q.X), float64(q.Y)
		if m.v.wrap {
			x += m.v.copyShift(x, x, w/2)
		}
		if x >= 0 && y >= 0 && x <= w && y <= h {
			return false
		}
	}
	return true
}
