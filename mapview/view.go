package mapview

import (
	"math"

	"fyne.io/fyne/v2"

	"dipdesk/mapview/render"

	"dipdesk/variants/board"
)

// Zoom limits, relative to the zoom that fits the whole board.
const (
	MinZoom  = 0.75
	MaxZoom  = 8
	zoomStep = 1.25
)

// view maps board units to the widget's logical coordinates:
// logical = board × scale + offset.
type view struct {
	size   fyne.Size   // widget size
	bw, bh float64     // board size
	zoom   float64     // relative to fit
	ox, oy float64     // logical position of the board's origin
	fit    bool        // showing the whole board: refit on resize
	area   *board.Rect // showing this part of the board: refit it on resize
	// wrap: the board is a world map whose east and west edges are one
	// meridian (board.Board.Wrap). It repeats side by side without end,
	// so panning east or west never stops; ox is kept within one period.
	wrap bool
}

// period is the width of one copy of a wrapping board in logical pixels.
func (v *view) period() float64 { return v.bw * v.scale() }

// copyShift is the multiple of the period to add to a logical span
// [lo, hi] so that it lies nearest to x (a wrapping board shows every
// province once per copy; overlays and positions go to the copy in view).
func (v *view) copyShift(lo, hi, x float64) float64 {
	p := v.period()
	if !v.wrap || p <= 0 {
		return 0
	}
	mid := (lo + hi) / 2
	return math.Round((x-mid)/p) * p
}

func (v *view) fitScale() float64 {
	return render.FitScale(v.bw, v.bh, float64(v.size.Width), float64(v.size.Height))
}

// scale is logical pixels per board unit. On a board that wraps it is
// nudged (by under half a pixel across the board) so that one copy of the
// board is a whole number of pixels wide: the copies side by side then
// meet on a pixel edge, with no half-covered column between them.
func (v *view) scale() float64 {
	s := v.fitScale() * v.zoom
	return render.WholePeriod(v.wrap, v.bw, s)
}

// toBoard converts a logical position to board units.
func (v *view) toBoard(p fyne.Position) board.Point {
	s := v.scale()
	x := (float64(p.X) - v.ox) / s
	if v.wrap && v.bw > 0 {
		x -= math.Floor(x/v.bw) * v.bw
	}
	return board.Point{X: x, Y: (float64(p.Y) - v.oy) / s}
}

// toLogical converts a board point to a logical position.
func (v *view) toLogical(p board.Point) fyne.Position {
	s := v.scale()
	return fyne.NewPos(float32(p.X*s+v.ox), float32(p.Y*s+v.oy))
}

// fitBoard shows the whole board centred.
func (v *view) fitBoard() {
	v.area = nil
	v.zoom = 1
	// As render.FitGeometry fits it, so its record is of this view.
	_, v.ox, v.oy = render.FitView(v.bw, v.bh, float64(v.size.Width), float64(v.size.Height), v.wrap)
	v.fit = true
}

// resize keeps the board point at the centre where it was (or refits).
func (v *view) resize(size fyne.Size) {
	if v.area != nil {
		v.size = size
		v.fitArea(*v.area)
		return
	}
	if v.fit || v.size.Width <= 0 || v.size.Height <= 0 {
		v.size = size
		v.fitBoard()
		return
	}
	centre := v.toBoard(fyne.NewPos(v.size.Width/2, v.size.Height/2))
	v.size = size
	s := v.scale()
	v.ox = float64(size.Width)/2 - centre.X*s
	v.oy = float64(size.Height)/2 - centre.Y*s
	v.clamp()
}

// fitArea shows board rectangle r as large as fits (never smaller than
// the whole board), centred, and keeps showing it when the widget is
// resized until the player zooms or pans.
func (v *view) fitArea(r board.Rect) {
	v.area = &r
	v.fit = false
	fs := v.fitScale()
	w, h := r.Max.X-r.Min.X, r.Max.Y-r.Min.Y
	v.zoom = 1
	if w > 0 && h > 0 && v.size.Width > 0 && v.size.Height > 0 {
		s := math.Min(float64(v.size.Width)/w, float64(v.size.Height)/h)
		v.zoom = math.Min(MaxZoom, math.Max(1, s/fs))
	}
	s := v.scale()
	v.ox = float64(v.size.Width)/2 - (r.Min.X+r.Max.X)/2*s
	v.oy = float64(v.size.Height)/2 - (r.Min.Y+r.Max.Y)/2*s
	v.clamp()
}

// centreOn shows board point p at the widget's centre at zoom z (as far
// as clamp lets it, and centred along a side the board does not fill),
// as if the player had zoomed and panned there. The centre is that of
// the room left of the buttons' column (render.FitRoom): what the
// player is shown is never put under the buttons.
func (v *view) centreOn(p board.Point, z float64) {
	v.area = nil
	v.fit = false
	v.zoom = math.Min(MaxZoom, math.Max(MinZoom, z))
	s := v.scale()
	v.ox = render.FitRoom(float64(v.size.Width))/2 - p.X*s
	v.oy = float64(v.size.Height)/2 - p.Y*s
	v.clamp()
	// Along a side the board does not fill, it sits centred: a view
	// chosen for the player shows no empty band there.
	if w := float64(v.size.Width); v.bw*s <= w && !v.wrap {
		v.ox = render.FitLeft(v.bw*s, w)
	}
	if h := float64(v.size.Height); v.bh*s <= h {
		v.oy = (h - v.bh*s) / 2
	}
}

// fillPane moves the view, along each side the board overfills, until
// the board reaches both edges of the pane: a turn opening on units near
// the board's top showed a quarter of the pane empty above the board.
// Find and Reveal do not call it: a province in a corner of the board
// is shown in the middle, where no button covers it.
func (v *view) fillPane() {
	s := v.scale()
	if w := float64(v.size.Width); v.bw*s > w && !v.wrap {
		v.ox = math.Min(0, math.Max(w-v.bw*s, v.ox))
	}
	if h := float64(v.size.Height); v.bh*s > h {
		v.oy = math.Min(0, math.Max(h-v.bh*s, v.oy))
	}
}

// zoomAt multiplies the zoom by f keeping the board point under at still.
// It reports whether anything changed.
func (v *view) zoomAt(f float64, at fyne.Position) bool {
	z := math.Min(MaxZoom, math.Max(MinZoom, v.zoom*f))
	if z == v.zoom {
		return false
	}
	bp := v.toBoard(at)
	v.area = nil
	v.zoom = z
	s := v.scale()
	v.ox = float64(at.X) - bp.X*s
	v.oy = float64(at.Y) - bp.Y*s
	v.fit = false
	v.clamp()
	return true
}

// pan moves the board by (dx, dy) logical pixels.
func (v *view) pan(dx, dy float64) bool {
	ox, oy := v.ox, v.oy
	v.ox += dx
	v.oy += dy
	v.clamp()
	if ox == v.ox && oy == v.oy {
		return false
	}
	v.fit, v.area = false, nil
	return true
}

// clamp keeps some board under the centre of the widget, so the board
// cannot be dragged away and lost; a board no larger than the widget at
// the whole-board zoom or less is centred. Zoomed in, a board shorter (or
// narrower) than the widget is not re-centred: a wheel zoom keeps the
// point under the pointer where it was.
func (v *view) clamp() {
	s := v.scale()
	cx := float64(v.size.Width) / 2
	if p := v.bw * s; v.wrap && p > 0 {
		// No east or west end: keep the origin within one period left of
		// the centre, so the numbers stay small however far one pans.
		v.ox = cx - math.Mod(math.Mod(cx-v.ox, p)+p, p)
	} else {
		v.ox = v.clampAxis(v.ox, v.bw*s, float64(v.size.Width))
		if n := v.bw * s; n <= float64(v.size.Width) && v.zoom <= 1 {
			// Placed as the fit places it: clear of the buttons.
			v.ox = render.FitLeft(n, float64(v.size.Width))
		}
	}
	v.oy = v.clampAxis(v.oy, v.bh*s, float64(v.size.Height))
}

// clampAxis is clamp along one side: o the board's origin, n its length
// and w the widget's, in logical pixels.
func (v *view) clampAxis(o, n, w float64) float64 {
	if n <= w && v.zoom <= 1 {
		return (w - n) / 2
	}
	return math.Min(w/2, math.Max(w/2-n, o))
}

// toBoardInside reports whether a logical position shows the board.
func (v *view) toBoardInside(p fyne.Position) bool {
	b := v.toBoard(p)
	return b.X >= 0 && b.Y >= 0 && b.X <= v.bw && b.Y <= v.bh
}
