package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// maxMatches is how many completions show under the order field.
const maxMatches = 6

// orderField is the turn screen's text field for orders in standard
// notation. Under it, the legal orders that match what is typed show as
// the player types (no menu to open), the one Enter would enter
// highlighted; Up and Down move the highlight, and a tap on a match enters
// it. It also exists because a focused entry receives every shortcut
// itself, so the window's Ctrl+Enter ("Done") would never fire while a
// player is typing, which is exactly when they press it.
//
// While it has the focus, every key is the field's: none reaches the
// board, so "-" and arrows never zoom or pan under a player's typing.
type orderField struct {
	widget.Entry
	onDone func()
	// OnMove is told when Up or Down moves the highlight (+1 down).
	OnMove  func(step int)
	matches *fyne.Container // the completion lines, under the field
}

func newOrderField(onDone func()) *orderField {
	f := &orderField{onDone: onDone, matches: container.NewVBox()}
	f.ExtendBaseWidget(f)
	f.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	return f
}

// showMatches lists the completions, the picked one (or none, -1)
// highlighted; a tap on one calls enter with its text.
func (f *orderField) showMatches(texts []string, picked int, enter func(string)) {
	f.matches.RemoveAll()
	for i, text := range texts[:min(len(texts), maxMatches)] {
		b := widget.NewButton(text, func() { enter(text) })
		b.Alignment = widget.ButtonAlignLeading
		b.Importance = widget.LowImportance
		if i == picked {
			b.Importance = widget.HighImportance
		}
		f.matches.Add(b)
	}
	f.matches.Refresh()
}

// TypedKey moves the highlight on Up and Down and otherwise edits.
func (f *orderField) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyDown:
		if f.OnMove != nil {
			f.OnMove(+1)
		}
		return
	case fyne.KeyUp:
		if f.OnMove != nil {
			f.OnMove(-1)
		}
		return
	}
	f.Entry.TypedKey(ev)
}

// TypedShortcut finishes the turn on Ctrl+Enter and otherwise behaves as
// the entry does (copy, paste, select all…).
func (f *orderField) TypedShortcut(s fyne.Shortcut) {
	if s.ShortcutName() == doneShortcut.ShortcutName() && f.onDone != nil {
		f.onDone()
		return
	}
	f.Entry.TypedShortcut(s)
}
