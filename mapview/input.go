package mapview

import (
	"math"
	"runtime"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// Tapped reports the province under the tap to OnTapped ("" when the tap
// hit no province, so that the app can take the keyboard focus back from
// the board) and takes the keyboard focus for the zoom keys.
func (m *Board) Tapped(ev *fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(m); c != nil {
		c.Focus(m)
	}
	if m.overKey(ev.Position) { // a tap on the key puts it away
		m.ShowLegend(false)
		return
	}
	prov, coast := m.ProvinceAt(ev.Position)
	if m.OnTapped != nil {
		m.OnTapped(prov, coast)
	}
}

// MouseIn is part of desktop.Hoverable.
func (m *Board) MouseIn(ev *desktop.MouseEvent) { m.MouseMoved(ev) }

// MouseMoved highlights the province under the pointer and shows its name.
func (m *Board) MouseMoved(ev *desktop.MouseEvent) {
	m.pointerIn = true
	m.hoverTo(ev.Position)
}

// MouseOut clears the hover.
func (m *Board) MouseOut() {
	m.pointerIn = false
	m.setHover("", fyne.Position{})
}

// ForgetPointer clears the hover when the board is moved to another
// screen: the pointer has not moved, but the board has moved under it (or
// away), so the province last named may no longer be under it. The next
// pointer movement over the board names what is there.
func (m *Board) ForgetPointer() { m.MouseOut() }

// rehover names what is under the pointer after the board moved under
// it (zoom, keyboard pan, fit), so the hover label never names a province
// the pointer has left.
func (m *Board) rehover() {
	if m.pointerIn {
		m.hoverTo(m.hoverAt)
	}
}

func (m *Board) hoverTo(pos fyne.Position) {
	prov := ""
	if !m.overKey(pos) {
		prov, _ = m.ProvinceAt(pos)
	}
	m.setHover(prov, pos)
}

func (m *Board) setHover(prov string, pos fyne.Position) {
	moved := pos != m.hoverAt
	m.hoverAt = pos
	if prov == m.hover {
		if moved && prov != "" && m.r != nil {
			m.r.layoutHighlights() // the name follows the pointer
		}
		return
	}
	m.hover = prov
	if m.r != nil {
		m.r.layoutHighlights()
	}
	if m.OnHover != nil {
		m.OnHover(prov)
	}
}

// wheelNotch is the scroll distance of one wheel notch: Fyne reports ±25
// on Linux and Windows, ±10 on macOS.
func wheelNotch() float64 {
	if runtime.GOOS == "darwin" {
		return 10
	}
	return 25
}

// Scrolled zooms around the pointer, one step per wheel notch (touchpads'
// smaller deltas zoom proportionally; at most three steps per event).
func (m *Board) Scrolled(ev *fyne.ScrollEvent) {
	notches := float64(ev.Scrolled.DY) / wheelNotch()
	notches = math.Max(-3, math.Min(3, notches))
	if notches == 0 {
		return
	}
	m.zoomBy(math.Pow(zoomStep, notches), ev.Position)
}

// Dragged pans the board; the pointer moves with it, and the hover label
// with the pointer.
func (m *Board) Dragged(ev *fyne.DragEvent) {
	if m.pointerIn {
		m.hoverAt = ev.Position
	}
	m.panBy(ev.Dragged.DX, ev.Dragged.DY)
}

// panBy moves the board by (dx, dy) logical pixels under a still pointer.
func (m *Board) panBy(dx, dy float32) {
	m.stopOpening()
	if m.b != nil && m.v.pan(float64(dx), float64(dy)) {
		m.Refresh()
		m.rehover()
	}
}

// DragEnd is part of fyne.Draggable.
func (m *Board) DragEnd() {}

// FocusGained is part of fyne.Focusable.
func (m *Board) FocusGained() {}

// FocusLost is part of fyne.Focusable.
func (m *Board) FocusLost() {}

// TypedRune zooms with + and −, fits with 0, and opens Find with /.
func (m *Board) TypedRune(r rune) {
	switch r {
	case '/':
		m.OpenFind()
	case '+', '=':
		m.ZoomIn()
	case '-', '_', '−':
		m.ZoomOut()
	case '0':
		m.FitBoard()
	}
}

// TypedKey pans with the arrow keys (and zooms with the keypad's + and −,
// which arrive as runes).
func (m *Board) TypedKey(ev *fyne.KeyEvent) {
	step := float64(m.Size().Width) / 8
	switch ev.Name {
	case fyne.KeyLeft:
		m.panBy(float32(step), 0)
	case fyne.KeyRight:
		m.panBy(float32(-step), 0)
	case fyne.KeyUp:
		m.panBy(0, float32(step))
	case fyne.KeyDown:
		m.panBy(0, float32(-step))
	}
}

var (
	_ fyne.Tappable     = (*Board)(nil)
	_ fyne.Scrollable   = (*Board)(nil)
	_ fyne.Draggable    = (*Board)(nil)
	_ fyne.Focusable    = (*Board)(nil)
	_ fyne.Shortcutable = (*Board)(nil)
	_ desktop.Hoverable = (*Board)(nil)
)
