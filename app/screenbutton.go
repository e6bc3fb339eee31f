package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// screenButton is a button whose tap puts another screen up in place of
// the one it stands on, drawn without Fyne's tap ripple: the new screen is
// the answer to the tap, and the ripple of a button no longer shown is
// not. Fyne still animates it, and (finding the button's canvas in its
// cache) repaints the whole new screen on each of the ripple's frames for
// 300 ms. Under software OpenGL a board screen's frame costs 25-30 ms at
// 1920×1080, so the board screens' first moments were ten frames drawn
// back to back, and work posted to the UI goroutine then waited through
// several of them (Fyne's loop chooses at random between a frame due and
// a function waiting): 110-185 ms at the worst. Home's New game did the
// same to the New game screen (frames of 22-29 ms, for 300 ms). Buttons
// that keep their screen (a dialog's, a toggle's) keep the ripple.
type screenButton struct {
	widget.Button
}

func newScreenButton(label string, icon fyne.Resource, tapped func()) *screenButton {
	b := &screenButton{}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// Tapped runs the button's action, without the ripple.
func (b *screenButton) Tapped(*fyne.PointEvent) {
	if !b.Disabled() && b.OnTapped != nil {
		b.OnTapped()
	}
}

// TypedKey: space presses a focused button, as it does any button.
// widget.Button's own TypedKey would call its own Tapped, ripple and all
// (Go does not dispatch through the embedding type), so this one calls
// screenButton's.
func (b *screenButton) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeySpace {
		b.Tapped(nil)
	}
}
