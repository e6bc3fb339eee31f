package app

import (
	_ "embed"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// howToPlay is the first-game help: the rules in brief, an evening at the
// table, and the three ways of ordering (taps, keys, text). It is a
// Markdown page of its own so that the rules primer (Learn the rules) can
// link to it and it can grow without touching the screens.
//
//go:embed howto.md
var howToPlay string

// showHowTo shows the first-game help, with a way on to the rules primer.
func (u *ui) showHowTo() {
	u.w.SetTitle("dipdesk — how to play")
	back := newScreenButton("Home", theme.HomeIcon(), u.showHome)
	primer := newScreenButton("Learn the rules", theme.InfoIcon(), u.showLearn)
	primer.Importance = widget.HighImportance
	page := container.NewPadded(rulesDoc(howToPlay))
	u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(back, layoutSpacer(), primer)), nil, nil,
		container.NewVScroll(page)))
}
