package app

import (
	"fmt"
	"image"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// showLoad lists the saved games, newest first, with their variant, phase,
// players and date. A file that cannot be read is listed with the reason,
// and left as it is.
func (u *ui) showLoad() {
	entries, err := u.opt.Store.List()
	if err != nil {
		u.showError(err)
		return
	}
	back := widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), u.showHome)
	u.w.SetTitle("dipdesk — saved games")
	if len(entries) == 0 {
		u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(back)), nil, nil,
			container.NewCenter(widget.NewLabel("No saved games yet in "+u.opt.Store.Dir))))
		return
	}
	thumbs := make([]image.Image, len(entries))
	list := widget.NewList(
		func() int { return len(entries) },
		func() fyne.CanvasObject {
			title := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			img := canvas.NewImageFromImage(nil)
			img.FillMode = canvas.ImageFillContain
			img.SetMinSize(fyne.NewSize(120, 90))
			return container.NewBorder(nil, nil, img, nil, container.NewVBox(title, widget.NewLabel("")))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			text := row.Objects[0].(*fyne.Container)
			img := row.Objects[1].(*canvas.Image)
			title, detail := text.Objects[0].(*widget.Label), text.Objects[1].(*widget.Label)
			e := entries[i]
			title.SetText(entryTitle(e))
			detail.SetText(entryDetail(e))
			img.Image = thumbs[i]
			img.Refresh()
		})
	list.OnSelected = func(i widget.ListItemID) {
		e := entries[i]
		if e.Err != nil {
			u.showError(leftAlone{fmt.Errorf("%s cannot be opened: %w", e.Path, e.Err)})
			list.UnselectAll()
			return
		}
		s, err := u.opt.Store.Load(e.ID)
		if err != nil {
			u.showError(leftAlone{err})
			list.UnselectAll()
			return
		}
		u.resume(s)
	}
	u.show(container.NewBorder(widget.NewLabelWithStyle("Saved games — "+u.opt.Store.Dir, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewPadded(container.NewHBox(back)), nil, nil, list))
	u.drawThumbnails(entries, func(i int, img image.Image) {
		thumbs[i] = img
		list.RefreshItem(i)
	})
}

// leftAlone is a save that cannot be opened, told with the reassurance
// that its file is untouched.
type leftAlone struct{ err error }

func (e leftAlone) Error() string { return e.err.Error() + ". The file is left as it is." }
func (e leftAlone) Unwrap() error { return e.err }

// drawThumbnails draws each readable save's current position small,
// without names (unreadable at this size), one after another in the
// background once the list is on screen: the list itself comes from the
// saves' summaries alone, so 100 saves appear at once. A thumbnail reads
// only the save's position (savegame.ReadGlance), never its history. A
// save that cannot be read, or whose variant has no board, has none.
func (u *ui) drawThumbnails(entries []savegame.Entry, show func(i int, img image.Image)) {
	pkgs := u.opt.Variants() // read here, on the main thread
	var paths []string
	for _, e := range entries {
		path := e.Path
		if e.Err != nil {
			path = ""
		}
		paths = append(paths, path)
	}
	draw := func(post func(func())) {
		for i, path := range paths {
			if path == "" {
				continue
			}
			if img := u.saveThumbnail(pkgs, path); img != nil {
				post(func() { show(i, img) })
			}
		}
	}
	if u.opt.Inline {
		draw(func(f func()) { f() })
		return
	}
	go draw(fyne.Do)
}

// saveThumbnail draws the current position of the save at path on its
// variant's board; nil if it cannot.
func (u *ui) saveThumbnail(pkgs []*variants.Package, path string) image.Image {
	g, err := savegame.ReadGlance(path)
	if err != nil {
		return nil
	}
	i := slices.IndexFunc(pkgs, func(p *variants.Package) bool { return p.ID == g.VariantID })
	if i < 0 {
		return nil
	}
	pkg := pkgs[i]
	pos, err := g.Position(pkg.Variant)
	if err != nil {
		return nil
	}
	b := u.thumbs.board(pkg)
	if b == nil {
		return nil
	}
	scene := render.SceneOf(pkg.Variant, &pos, nil, nil)
	return render.Export(b, scene, render.ExportOptions{Width: 240, NoLabels: true})
}

func entryTitle(e savegame.Entry) string {
	if e.Err != nil {
		return e.ID + " — cannot be opened"
	}
	t := e.Summary.Variant + " — " + e.Summary.Phase
	if e.Summary.Sandbox {
		t += " (sandbox)"
	}
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
