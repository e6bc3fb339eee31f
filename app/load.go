package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
)

// showLoad lists the saved games, newest first, with their variant, phase,
// players and date. A file that cannot be read is listed with the reason,
// and left as it is.
func (u *ui) showLoad() {
	entries, err := u.opt.Store.List()
	if err != nil {
		dialog.ShowError(err, u.w)
		return
	}
	back := widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), u.showHome)
	u.w.SetTitle("dipdesk — saved games")
	if len(entries) == 0 {
		u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(back)), nil, nil,
			container.NewCenter(widget.NewLabel("No saved games yet in "+u.opt.Store.Dir))))
		return
	}
	list := widget.NewList(
		func() int { return len(entries) },
		func() fyne.CanvasObject {
			title := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			return container.NewVBox(title, widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			box := o.(*fyne.Container)
			title, detail := box.Objects[0].(*widget.Label), box.Objects[1].(*widget.Label)
			e := entries[i]
			title.SetText(entryTitle(e))
			detail.SetText(entryDetail(e))
		})
	list.OnSelected = func(i widget.ListItemID) {
		e := entries[i]
		if e.Err != nil {
			dialog.ShowError(fmt.Errorf("%s cannot be opened: %w. The file is left as it is.", e.Path, e.Err), u.w)
			list.UnselectAll()
			return
		}
		s, err := savegame.LoadFile(e.Path)
		if err != nil {
			dialog.ShowError(fmt.Errorf("%w. The file is left as it is.", err), u.w)
			list.UnselectAll()
			return
		}
		u.resume(s)
	}
	u.show(container.NewBorder(widget.NewLabelWithStyle("Saved games — "+u.opt.Store.Dir, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewPadded(container.NewHBox(back)), nil, nil, list))
}

func entryTitle(e savegame.Entry) string {
	if e.Err != nil {
		return e.ID + " — cannot be opened"
	}
	t := e.Summary.Variant + " — " + e.Summary.Phase
	if e.Summary.Over {
		t += " (finished)"
	}
	return t
}

func entryDetail(e savegame.Entry) string {
	date := e.Summary.Saved.Local().Format("2 Jan 2006 15:04")
	if e.Err != nil {
		return date + " · " + e.Err.Error()
	}
	return date + " · " + strings.Join(e.Summary.Players, ", ")
}
