package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// confirm asks a yes-or-no question in a dialog that also answers to the
// keyboard, Enter for yes and Escape for no: Fyne's dialogs take neither,
// and a player who pressed Ctrl+Enter to hand over expects to confirm from
// the keys. While the dialog is open the keys go to it alone; afterwards the
// screen's own key handling and focus come back.
func (u *ui) confirm(title, message string, then func(yes bool)) {
	c := u.w.Canvas()
	focus, onKey, onRune := c.Focused(), c.OnTypedKey(), c.OnTypedRune()
	d := dialog.NewConfirm(title, message, func(yes bool) {
		c.SetOnTypedKey(onKey)
		c.SetOnTypedRune(onRune)
		if !yes && focus != nil {
			c.Focus(focus)
		}
		then(yes)
	}, u.w)
	c.Unfocus()
	c.SetOnTypedRune(func(rune) {})
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch ev.Name {
		case fyne.KeyEscape:
			d.Hide()
		case fyne.KeyReturn, fyne.KeyEnter:
			d.Confirm()
		}
	})
	d.Show()
}
