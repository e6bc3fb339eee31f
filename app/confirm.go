package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// confirm asks a yes-or-no question in a dialog that also answers to the
// keyboard, Enter for yes and Escape for no.
func (u *ui) confirm(title, message string, then func(yes bool)) {
	var restore func()
	d := dialog.NewConfirm(title, message, func(yes bool) {
		restore()
		then(yes)
	}, u.w)
	restore = u.withKeys(d, d.Confirm)
}

// inform tells the table something; Enter or Escape closes it.
func (u *ui) inform(title, message string) {
	d := dialog.NewInformation(title, message, u.w)
	d.SetOnClosed(u.withKeys(d, d.Hide))
}

// showError reports err; Enter or Escape closes it.
func (u *ui) showError(err error) {
	d := dialog.NewError(err, u.w)
	d.SetOnClosed(u.withKeys(d, d.Hide))
}

// withKeys shows d so that it answers to the keyboard: Enter does enter
// (confirms, or closes a message) and Escape closes it. Fyne's dialogs take
// neither, and a player who pressed Ctrl+Enter to hand over expects to
// answer from the keys. While the dialog is open the keys go to it alone;
// afterwards the screen's own key handling and focus come back — unless
// the screen changed meanwhile. The caller calls restore when the dialog
// closes, before acting on the answer.
func (u *ui) withKeys(d dialog.Dialog, enter func()) (restore func()) {
	c := u.w.Canvas()
	focus, onKey, onRune := c.Focused(), c.OnTypedKey(), c.OnTypedRune()
	content := u.screen
	restore = func() {
		if u.screen != content {
			return
		}
		c.SetOnTypedKey(onKey)
		c.SetOnTypedRune(onRune)
		if focus != nil && c.Focused() == nil {
			c.Focus(focus)
		}
	}
	c.Unfocus()
	c.SetOnTypedRune(func(rune) {})
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch ev.Name {
		case fyne.KeyEscape:
			d.Hide()
		case fyne.KeyReturn, fyne.KeyEnter:
			enter()
		}
	})
	d.Show()
	return restore
}
