package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// hintBar is the line above the board that says what the next tap or key
// does, with a note under it on what the last one did. It is also where
// the order keys arrive: it holds the keyboard focus (outlined while it
// does) and accepts Tab, which the window would otherwise spend on moving
// the focus, so Tab and Shift+Tab can step through the units.
type hintBar struct {
	widget.BaseWidget
	prompt, note *widget.Label
	bg           *canvas.Rectangle
	focused      bool
	shift        bool // Shift is held: Tab goes back
	t            *turn
}

func newHintBar(t *turn) *hintBar {
	b := &hintBar{t: t}
	// Two lines that never wrap, so the board below never moves between
	// a player's taps.
	b.prompt = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	b.prompt.Truncation = fyne.TextTruncateEllipsis
	b.note = widget.NewLabel("")
	b.note.Truncation = fyne.TextTruncateEllipsis
	b.bg = canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	b.bg.StrokeWidth = 2
	b.bg.CornerRadius = theme.InputRadiusSize()
	b.ExtendBaseWidget(b)
	return b
}

// keyLegend fills the note line when there is nothing to report; short
// enough to fit whole beside the board at 1024 pixels across.
const keyLegend = "Tab / Shift+Tab unit · Esc back · Delete clear · Enter type · + − 0 zoom · arrows pan"

// set shows the prompt and a note (a refusal in the danger colour).
func (b *hintBar) set(prompt, note string, bad bool) {
	b.prompt.SetText(prompt)
	switch {
	case note == "":
		b.note.Importance = widget.LowImportance
		note = keyLegend
	case bad:
		b.note.Importance = widget.DangerImportance
	default:
		b.note.Importance = widget.SuccessImportance
	}
	b.note.SetText(note)
}

// focus takes the keyboard focus, so the order keys work. It asks the
// window's canvas: the driver knows the bar's canvas only once it is drawn.
func (b *hintBar) focus() {
	if c := b.t.u.w.Canvas(); c.Focused() != b {
		c.Focus(b)
	}
}

func (b *hintBar) CreateRenderer() fyne.WidgetRenderer {
	b.paint()
	return widget.NewSimpleRenderer(container.NewStack(b.bg, container.NewVBox(b.prompt, b.note)))
}

// paint outlines the bar while it has the keys.
func (b *hintBar) paint() {
	b.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	b.bg.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	if b.focused {
		b.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
	}
	b.bg.Refresh()
}

// Refresh follows theme changes.
func (b *hintBar) Refresh() {
	b.paint()
	b.BaseWidget.Refresh()
}

// Tapped gives the bar the keys.
func (b *hintBar) Tapped(*fyne.PointEvent) { b.focus() }

// FocusGained is part of fyne.Focusable.
func (b *hintBar) FocusGained() { b.focused = true; b.paint() }

// FocusLost is part of fyne.Focusable.
func (b *hintBar) FocusLost() { b.focused, b.shift = false, false; b.paint() }

// TypedRune passes a key to order entry.
func (b *hintBar) TypedRune(r rune) { b.t.typedRune(r) }

// TypedKey passes a key to order entry.
func (b *hintBar) TypedKey(ev *fyne.KeyEvent) { b.t.typedKey(ev, b.shift) }

// AcceptsTab keeps Tab for stepping through the units.
func (b *hintBar) AcceptsTab() bool { return true }

// KeyDown notes Shift, for Shift+Tab (key events carry no modifiers).
func (b *hintBar) KeyDown(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		b.shift = true
	}
}

// KeyUp is part of desktop.Keyable.
func (b *hintBar) KeyUp(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		b.shift = false
	}
}

var (
	_ fyne.Focusable  = (*hintBar)(nil)
	_ fyne.Tabbable   = (*hintBar)(nil)
	_ fyne.Tappable   = (*hintBar)(nil)
	_ desktop.Keyable = (*hintBar)(nil)
)
