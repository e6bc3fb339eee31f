package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// showVariants lets players read each variant's rules and see its board.
func (u *ui) showVariants() {
	pkgs := standardFirst(u.opt.Variants())
	back := widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), u.showHome)
	u.w.SetTitle("dipdesk — variants")
	rules := container.NewStack()
	thumb := canvas.NewImageFromImage(nil)
	thumb.FillMode = canvas.ImageFillContain
	thumb.SetMinSize(fyne.NewSize(420, 280))
	list := widget.NewList(
		func() int { return len(pkgs) },
		func() fyne.CanvasObject { return widget.NewLabel("American Conflict") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(pkgs[i].Variant.Name) })
	list.OnSelected = func(i widget.ListItemID) {
		p := pkgs[i]
		text, err := p.ReadFile("rules.md")
		if err != nil {
			text = []byte("# " + p.Variant.Name + "\n\n" + p.Variant.Description + "\n\nThis variant has no rules page yet.")
		}
		rules.Objects = []fyne.CanvasObject{rulesDoc(string(text))}
		rules.Refresh()
		u.showThumbnail(thumb, p, 420)
	}
	detail := container.NewBorder(thumb, nil, nil, nil, container.NewVScroll(rules))
	split := container.NewHSplit(list, detail)
	split.Offset = 0.25
	u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(back)), nil, nil, split))
	if len(pkgs) > 0 {
		list.Select(0)
	}
}
