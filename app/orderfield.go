package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// orderField is the turn screen's text field for orders in standard
// notation, with completion. It exists because a focused entry receives
// every shortcut itself, so the window's Ctrl+Enter ("Done") would never
// fire while a player is typing, which is exactly when they press it.
type orderField struct {
	widget.SelectEntry
	onDone func()
}

func newOrderField(onDone func()) *orderField {
	f := &orderField{onDone: onDone}
	f.ExtendBaseWidget(f)
	f.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	f.SetOptions(nil)
	return f
}

// TypedShortcut finishes the turn on Ctrl+Enter and otherwise behaves as
// the entry does (copy, paste, select all…).
func (f *orderField) TypedShortcut(s fyne.Shortcut) {
	if s.ShortcutName() == doneShortcut.ShortcutName() && f.onDone != nil {
		f.onDone()
		return
	}
	f.SelectEntry.TypedShortcut(s)
}
