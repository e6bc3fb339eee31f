package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

func layoutSpacer() fyne.CanvasObject { return layout.NewSpacer() }

// showHistory browses every resolved phase, read-only: the board before
// it, its orders and their results. Orders of the phase in progress are
// not part of history and stay private.
func (u *ui) showHistory() {
	s := u.s
	v := s.Variant()
	back := newScreenButton("Back to the game", theme.NavigateBackIcon(), u.nextStep)
	if len(s.History()) == 0 {
		u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(back)), nil, nil,
			container.NewCenter(widget.NewLabel("Nothing has been resolved yet."))))
		return
	}
	u.w.SetTitle("dipdesk — history")
	detail := container.NewStack()
	boardArea := container.NewStack()
	list := widget.NewList(
		func() int { return len(s.History()) },
		func() fyne.CanvasObject { return widget.NewLabel("Spring 1901 Adjustment") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(v.PhaseName(s.History()[i].Position.Phase))
		})
	picked := -1
	list.OnSelected = func(i widget.ListItemID) {
		picked = i
		tn := s.History()[i]
		pane := u.board()
		detail.Objects = []fyne.CanvasObject{newResultView(v, tn.Outcome.Results, s.Unplayed(), pane.highlight(v), nil, nil)}
		detail.Refresh()
		pane.showPosition(v, &tn.Position, tn.Orders, &tn.Outcome)
		boardArea.Objects = []fyne.CanvasObject{pane.object()}
		boardArea.Refresh()
	}
	side := container.NewHSplit(list, detail)
	side.Offset = 0.35
	split := container.NewHSplit(boardArea, side)
	split.Offset = 0.6
	// From the phase picked: play it again differently in a new game, or
	// (in a sandbox) take the game itself back to it.
	branch := widget.NewButtonWithIcon("Branch from this phase", theme.ContentCopyIcon(), func() { u.branchFrom(picked) })
	replayBtn := newScreenButton("Replay", theme.MediaPlayIcon(), func() { u.showReplay(u.showHistory) })
	buttons := container.NewHBox(back, replayBtn, layoutSpacer(), branch)
	if s.Sandbox {
		buttons.Add(newScreenButton("Take back to this phase", theme.ContentUndoIcon(), func() { u.rewindTo(picked) }))
	}
	u.show(container.NewBorder(nil, container.NewPadded(buttons), nil, nil, split))
	u.redraw = u.showHistory
	list.Select(len(s.History()) - 1)
}
