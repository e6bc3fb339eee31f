package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// showAbout says which dipdesk this is, so a table reporting a problem can
// name the version; Enter or Escape closes it, like every dialog.
func (u *ui) showAbout() {
	version := u.opt.Version
	if version == "" {
		version = "unknown version"
	}
	icon := u.appIcon(64)
	text := widget.NewLabel("dipdesk " + version + "\n\n" +
		"A desktop Diplomacy board for people sitting round one laptop.\n" +
		"Saved games: " + u.opt.Store.Dir)
	d := dialog.NewCustom("About dipdesk", "Close", container.NewHBox(container.NewVBox(icon), text), u.w)
	c := u.w.Canvas()
	onKey, onRune := c.OnTypedKey(), c.OnTypedRune()
	d.SetOnClosed(func() {
		c.SetOnTypedKey(onKey)
		c.SetOnTypedRune(onRune)
	})
	c.SetOnTypedRune(func(rune) {})
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch ev.Name {
		case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
			d.Hide()
		}
	})
	d.Show()
}
