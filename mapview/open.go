package mapview

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"dipdesk/internal/lowprio"
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
	if m.b == nil {
		return true
	}
	return m.readableWhole(m.v, m.density())
}

// readableWhole is ReadableWhole for the view v at density d. It reads
// only the board and the name cache (safe from any goroutine), so an
// opening view can be chosen off the UI goroutine.
func (m *Board) readableWhole(v view, d float64) bool {
	if v.size.Width <= 0 {
		return true
	}
	s := render.WholePeriod(v.wrap, v.bw, v.fitScale())
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
//
// Choosing places every name at each zoom it tries (a second and more
// for Imperial's world on two busy cores): a board drawing in the
// background (DrawInBackground) chooses in a goroutine too, showing
// nothing new meanwhile, and opens there once chosen.
func (m *Board) OpenOn(locs ...string) {
	if m.b == nil {
		return
	}
	m.found = ""
	// Opened again when the widget is resized before the player moves
	// the board: a new screen lays the board out at its own size.
	m.openOn = append([]string{}, locs...)
	m.openGen++
	if m.v.size.Width <= 0 { // not laid out yet: open there once it is
		m.fitForOpen()
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
	if len(pts) == 0 {
		m.fitForOpen()
		return
	}
	in := openFrom{v: m.v, d: m.density(), pal: m.pal, pad: float64(theme.Padding())}
	if m.r != nil && m.r.errBox == nil {
		in.buttons = m.r.buttons.MinSize()
	}
	if m.post == nil {
		m.openAt(m.openingView(in, pts, ids))
		return
	}
	gen, post := m.openGen, m.post
	m.opening = true
	lowprio.Go(func() {
		o := m.openingView(in, pts, ids)
		post(func() {
			m.openings++
			if m.openGen != gen { // opened again since, or moved
				return
			}
			m.openAt(o)
			m.endOpening()
		})
	})
}

// openFrom is what choosing an opening view reads of the widget, taken
// on the UI goroutine: the view now, the density, the palette (for the
// units' size) and the buttons' column and padding (zero: no buttons).
type openFrom struct {
	v       view
	d       float64
	pal     render.Palette
	buttons fyne.Size
	pad     float64
}

// stopOpening forgets the opening: the player moved the board.
func (m *Board) stopOpening() {
	m.openOn = nil
	m.openGen++
	m.endOpening()
}

// endOpening ends the wait for an opening view: the layers and the
// highlights, which showed what they had meanwhile and drew nothing,
// are asked for again, whether the view moved or not (a whole board
// already fitted does not move, and its new scene would never show).
func (m *Board) endOpening() {
	if !m.opening {
		return
	}
	m.opening = false
	if m.r != nil && m.r.errBox == nil {
		m.r.redraw(m.r.board)
	}
	m.highlights++
	m.Refresh()
}

// opening is where a turn opens: the whole board, or view.
type opening struct {
	whole bool
	view  view
}

// fitForOpen shows the whole board as OpenOn does, keeping openOn.
func (m *Board) fitForOpen() {
	keep := m.openOn
	m.FitBoard() // ends any wait for an opening view
	m.openOn = keep
}

// openAt moves the view to o.
func (m *Board) openAt(o opening) {
	if o.whole {
		m.fitForOpen()
		return
	}
	m.v = o.view
	m.highlights++
	m.Refresh()
	m.rehover()
	m.warmNextZooms()
}

// openingView chooses the opening for units at pts (in provinces ids)
// from the view in.v; it reads only the board, the name cache and in.
func (m *Board) openingView(in openFrom, pts []board.Point, ids []string) opening {
	v, d := in.v, in.d
	if m.readableWhole(v, d) {
		return opening{whole: true}
	}
	zoom := 1.0
	for k := 1; ; k++ {
		z := math.Pow(zoomStep, float64(k))
		if z > MaxZoom/2 {
			break
		}
		zoom = z
		s := render.WholePeriod(v.wrap, v.bw, v.fitScale()*z)
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
		s := render.WholePeriod(v.wrap, v.bw, v.fitScale()*zoom)
		w, h := 0.8*render.FitRoom(float64(v.size.Width))/s, 0.8*float64(v.size.Height)/s
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
		v.centreOn(best, zoom)
		v.fillPane()
		m.clearOfButtons(&v, in, pts, ids, group)
		if z := zoom * zoomStep; z > MaxZoom || m.namesInViewFull(v, d) {
			break
		}
		zoom *= zoomStep
	}
	return opening{view: v}
}

// namesInViewFull reports whether every name whose place lies in view v
// is drawn, and drawn in full (at density d).
func (m *Board) namesInViewFull(v view, d float64) bool {
	s := v.scale()
	w, h := float64(v.size.Width), float64(v.size.Height)
	for _, pr := range m.b.Provinces {
		_, at, full, shown, ok := m.text.NameAt(m.b, pr.ID, s*d, s, d)
		if !ok || (full && shown) {
			continue
		}
		q := v.toLogical(at)
		x, y := float64(q.X), float64(q.Y)
		if v.wrap {
			x += v.copyShift(x, x, w/2)
		}
		if x >= 0 && y >= 0 && x <= w && y <= h {
			return false
		}
	}
	return true
}
