package mapview

import (
	"math"

	"dipdesk/mapview/render"
	"dipdesk/variants/board"
)

// clearOfButtons nudges a turn's opening view so that none of the
// player's units in view (pts, in provinces ids), nor their names, lies
// under the column of round buttons at the top right: the view centred
// on the player's largest group could leave another of their units, or
// its name, at the pane's right edge under the zoom buttons. The view
// moves down (below the buttons) or left, whichever is less, and only as
// far as keeps the group it was centred on (group) in view and opens no
// empty band beside the board. A name is
// its baseline's centre and half the buttons' column either side.
//
// It moves v, read with what in took from the widget, so that it may run
// off the UI goroutine (OpenOn).
func (m *Board) clearOfButtons(v *view, in openFrom, pts []board.Point, ids []string, group board.Rect) {
	if in.buttons.Width <= 0 {
		return
	}
	w, h := float64(v.size.Width), float64(v.size.Height)
	pad := in.pad
	bs := in.buttons
	bx0, by1 := w-float64(bs.Width)-pad, pad+float64(bs.Height)
	const gap = 4
	half := float64(render.ToolColumn) / 2
	for range 4 {
		s := v.scale()
		d := in.d
		rad := float64(render.LookAt(m.Model(), s, in.pal).R)
		// logical returns where board point p shows: the copy nearest the
		// middle of the widget on a board that wraps.
		logical := func(p board.Point) (x, y float64) {
			q := v.toLogical(p)
			x, y = float64(q.X), float64(q.Y)
			return x + v.copyShift(x, x, w/2), y
		}
		left, down := 0.0, 0.0
		for i, p := range pts {
			x, y := logical(p)
			if x < 0 || y < 0 || x > w || y > h {
				continue
			}
			// The buttons reach the pane's right edge: what comes under
			// them is what reaches past their left edge, above their foot.
			y0, x1 := y-rad, x+rad
			if _, at, _, shown, ok := m.text.NameAt(m.b, ids[i], s*d, s, d); ok && shown {
				nx, ny := logical(at)
				y0, x1 = math.Min(y0, ny-half), math.Max(x1, nx+half)
			}
			if x1 > bx0 && y0 < by1 {
				left = math.Max(left, x1-bx0+gap)
				down = math.Max(down, by1-y0+gap)
			}
		}
		if left == 0 {
			return
		}
		gx0, gy0 := logical(group.Min)
		gx1, gy1 := logical(group.Max)
		// Nor may it open an empty band where the board overfills the
		// pane (centreOn).
		canLeft := gx0-left >= rad && gx1-left <= w && (v.wrap || v.ox-left >= w-v.bw*s)
		canDown := gy1+down <= h-rad && gy0+down >= 0 && v.oy+down <= 0
		switch {
		case canDown && (!canLeft || down <= left):
			v.oy += down
		case canLeft:
			v.ox -= left
		case v.zoom/zoomStep > 1:
			// Neither keeps the group in view: a step out round the
			// group, which leaves more room beside the buttons.
			c := v.toLogical(board.Point{X: (group.Min.X + group.Max.X) / 2, Y: (group.Min.Y + group.Max.Y) / 2})
			v.zoomAt(1/zoomStep, c)
		default:
			return
		}
		v.clamp()
	}
}
