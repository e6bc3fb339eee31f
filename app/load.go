package app

import (
	"fmt"
	"image"
	"regexp"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
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
	back := newScreenButton("Back", theme.NavigateBackIcon(), u.showHome)
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
			img := boardThumb(fyne.NewSize(120, 90))
			rename := widget.NewButtonWithIcon("Rename", theme.DocumentCreateIcon(), nil)
			del := widget.NewButtonWithIcon("Delete", theme.DeleteIcon(), nil)
			actions := container.NewCenter(container.NewHBox(rename, del))
			return container.NewBorder(nil, nil, img, actions, container.NewVBox(title, widget.NewLabel("")))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			text := row.Objects[0].(*fyne.Container)
			img := row.Objects[1].(*canvas.Image)
			actions := row.Objects[2].(*fyne.Container).Objects[0].(*fyne.Container)
			title, detail := text.Objects[0].(*widget.Label), text.Objects[1].(*widget.Label)
			e := entries[i]
			title.SetText(entryTitle(e))
			detail.SetText(entryDetail(e))
			img.Image = thumbs[i]
			img.Refresh()
			actions.Objects[0].(*widget.Button).OnTapped = func() { u.renameSave(e) }
			actions.Objects[1].(*widget.Button).OnTapped = func() { u.deleteSave(e) }
		})
	list.OnSelected = func(i widget.ListItemID) {
		e := entries[i]
		if e.Err != nil {
			u.showError(leftAlone{fmt.Errorf("%s cannot be opened: %w", e.Path, e.Err)})
			list.UnselectAll()
			return
		}
		u.openSave(e.ID, func() {
			u.showLoad() // the list again, for another choice
		})
	}
	u.show(container.NewBorder(widget.NewLabelWithStyle("Saved games — "+u.opt.Store.Dir, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewPadded(container.NewHBox(back)), nil, nil, list))
	u.drawThumbnails(entries, func(i int, img image.Image) {
		thumbs[i] = img
		list.RefreshItem(i)
	}, func(i int, err error) {
		entries[i].Err = err
		list.RefreshItem(i)
	})
}

// openSave reads the save named id and resumes it, and records it as the
// game Continue opens next. A save that cannot
// be read is reported and left as it is, and failed runs on the UI
// goroutine.
func (u *ui) openSave(id string, failed func()) {
	type opened struct {
		s   *hotseat.Session
		err error
	}
	u.opening(id, func() any {
		s, err := u.opt.Store.Load(id)
		if err == nil {
			// Continue opens this game next, not the one saved last:
			// opening writes nothing to the save itself.
			u.opt.Store.Opened(id)
		}
		return opened{s, err}
	}, func(r any) {
		o := r.(opened)
		if o.err != nil {
			failed()
			u.showError(leftAlone{o.err})
			return
		}
		u.resume(o.s)
	})
}

// opening runs read, which reads a save, off the UI goroutine, the screen
// saying that what is being opened, then done with its result on the UI
// goroutine, unless the player went elsewhere meanwhile. Reading a save
// replays every phase of the game (savegame.Decode), which on a long game
// of a large variant takes a good part of a second.
func (u *ui) opening(what string, read func() any, done func(any)) {
	u.w.SetTitle("dipdesk — opening " + what)
	u.show(container.NewCenter(container.NewVBox(
		widget.NewLabelWithStyle("Opening "+what+"…", fyne.TextAlignCenter, fyne.TextStyle{Bold: true}),
		widget.NewProgressBarInfinite())))
	shown := u.screen
	u.background(read, func(r any) {
		if u.screen != shown { // the player went elsewhere meanwhile
			return
		}
		done(r)
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
// Each save is first inspected (savegame.Inspect): one found damaged is
// shown as such, with why, before anyone opens it.
func (u *ui) drawThumbnails(entries []savegame.Entry, show func(i int, img image.Image), damaged func(i int, err error)) {
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
			if err := savegame.Inspect(path, pkgs); err != nil {
				post(func() { damaged(i, err) })
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
	go draw(u.post)
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
	if !autoName.MatchString(e.ID) {
		t = e.ID + ": " + t // a name the table gave it
	}
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

// autoName is the file name a new game gets: its start time and variant.
// A save with any other name was renamed, and the list shows that name.
var autoName = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}-\d{6}-`)

// deleteSave deletes a saved game after asking, then lists the saves again.
func (u *ui) deleteSave(e savegame.Entry) {
	what := e.ID
	if e.Err == nil {
		what = entryTitle(e) + " (" + strings.Join(e.Summary.Players, ", ") + ")"
	}
	var restore func()
	d := dialog.NewConfirm("Delete this saved game?", what+"\n\nThe save is deleted for good; it cannot be undone.",
		func(yes bool) {
			restore()
			if !yes {
				return
			}
			if err := u.opt.Store.Delete(e.ID); err != nil {
				u.showError(err)
			}
			u.showLoad()
		}, u.w)
	d.SetConfirmText("Delete")
	d.SetDismissText("Keep it")
	restore = u.withKeys(d, d.Confirm)
}

// renameSave asks for a new name for a saved game (Enter renames, Escape
// cancels), renames it, and lists the saves again.
func (u *ui) renameSave(e savegame.Entry) {
	name := &keyEntry{}
	name.ExtendBaseWidget(name)
	name.SetText(e.ID)
	name.SetPlaceHolder("a name for this game, e.g. Tuesday group")
	var restore func()
	d := dialog.NewCustomConfirm("Rename saved game", "Rename", "Cancel",
		container.NewVBox(widget.NewLabel("New name for "+e.ID+":"), name), func(yes bool) {
			restore()
			if !yes {
				return
			}
			if err := u.opt.Store.Rename(e.ID, name.Text); err != nil {
				u.showError(err)
				return
			}
			u.showLoad()
		}, u.w)
	d.Resize(fyne.NewSize(460, 0))
	restore = u.withKeys(d, d.Confirm)
	name.onEnter, name.onEscape = d.Confirm, d.Hide
	u.w.Canvas().Focus(name)
	name.TypedShortcut(&fyne.ShortcutSelectAll{}) // typing replaces the old name
}

// keyEntry is an entry in a dialog: Enter and Escape answer the dialog
// (a focused entry keeps every key to itself otherwise).
type keyEntry struct {
	widget.Entry
	onEnter, onEscape func()
}

// TypedKey answers the dialog on Enter and Escape and otherwise edits.
func (e *keyEntry) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && e.onEnter != nil:
		e.onEnter()
	case ev.Name == fyne.KeyEscape && e.onEscape != nil:
		e.onEscape()
	default:
		e.Entry.TypedKey(ev)
	}
}
