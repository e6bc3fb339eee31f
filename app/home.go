package app

import (
	"fmt"
	"reflect"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
	"dipdesk/app/savegame"
	"dipdesk/variants"
)

// VariantInfo is what the home screen shows of one variant.
type VariantInfo struct {
	ID          string
	Name        string
	Description string
	Players     int
	Start       string // first phase, e.g. "Spring 1901 Movement"
}

// showHome is the first screen: the name, what ships, and the way in.
func (u *ui) showHome() {
	u.leaveGame()
	u.w.SetTitle("dipdesk")
	h := u.homeScreen()
	h.title.Color = theme.Color(theme.ColorNameForeground) // the theme may have changed
	h.cont.SetText(u.continueLabel())
	u.show(h.obj)
	u.homeVariants = h.list
	if u.variantsLoaded() {
		u.fillHomeVariants()
	}
}

// homeScreen is the home screen, built on the first visit and shown again
// as it is on every later one (only Continue's label and the variants'
// list change): building it afresh cost 40-100 ms of the UI goroutine on
// each visit, making its widgets and having Fyne measure, lay out and
// rasterise them all again.
type homeScreen struct {
	obj   fyne.CanvasObject
	title *canvas.Text
	cont  *screenButton   // Continue, named after the game it opens
	list  *fyne.Container // the variants, filled in once read
}

// homeScreen builds the home screen on the first call and returns the
// same one after.
func (u *ui) homeScreen() *homeScreen {
	if u.home != nil {
		return u.home
	}
	h := &homeScreen{}
	h.title = canvas.NewText("dipdesk", theme.Color(theme.ColorNameForeground))
	h.title.TextSize = 48
	h.title.TextStyle.Bold = true
	tagline := widget.NewLabel("Diplomacy for people sitting round one laptop.\n" +
		"Pass the laptop power by power; the board does the refereeing.\n" +
		"Alone? At New game, let computers take the other seats; the coach gives hints.")
	head := container.NewHBox(u.appIcon(96), container.NewVBox(h.title, tagline))

	newGame := newScreenButton("New game", theme.ContentAddIcon(), u.withVariants(u.showNewGame))
	newGame.Importance = widget.HighImportance
	h.cont = newScreenButton("Continue", theme.MediaPlayIcon(), u.withVariants(u.continueLatest))
	buttons := container.NewVBox(
		newGame,
		h.cont,
		newScreenButton("Load", theme.FolderOpenIcon(), u.withVariants(u.showLoad)),
		newScreenButton("Variants", theme.ListIcon(), u.withVariants(u.showVariants)),
		widget.NewSeparator(),
		newScreenButton("How to play", theme.QuestionIcon(), u.showHowTo),
		newScreenButton("Learn the rules", theme.InfoIcon(), u.withVariants(u.showLearn)),
		newScreenButton("Sandbox", theme.DocumentCreateIcon(), u.withVariants(u.showSandboxStart)),
		widget.NewSeparator(),
		newScreenButton("About", theme.InfoIcon(), u.showAbout),
		widget.NewButtonWithIcon("Quit", theme.LogoutIcon(), u.quit),
	)

	// The buttons keep a comfortable width; the variants take the rest.
	width := canvas.NewRectangle(nil)
	width.SetMinSize(fyne.NewSize(300, 0))
	play := container.NewVBox(sectionTitle("Play"), buttons, width)
	h.list = container.NewStack(container.NewBorder(sectionTitle("Variants"), nil, nil, nil,
		widget.NewLabel("Reading the variants…")))
	body := container.NewBorder(nil, nil, container.NewPadded(play), nil, h.list)
	h.obj = container.NewPadded(container.NewBorder(
		container.NewVBox(head, widget.NewSeparator()), nil, nil, nil, body))
	u.home = h
	return h
}

// fillHomeVariants shows the variants on the home screen, once read. The
// list is built again only when the variants changed: each visit to Home
// rebuilt a card per variant, 30-70 ms of the UI goroutine with Imperial
// and a 350-province user variant installed.
func (u *ui) fillHomeVariants() {
	pkgs, broken := u.opt.Variants(), u.opt.Broken()
	if c := &u.homeList; c.obj == nil || !slices.Equal(c.pkgs, pkgs) || !reflect.DeepEqual(c.broken, broken) {
		*c = homeList{pkgs: pkgs, broken: broken, obj: u.variantList(standardFirst(pkgs), broken)}
	}
	u.homeVariants.Objects = []fyne.CanvasObject{u.homeList.obj}
	u.homeVariants.Refresh()
}

// homeList is the home screen's list of variants as last built, and the
// variants it was built from.
type homeList struct {
	pkgs   []*variants.Package
	broken []variants.Broken
	obj    fyne.CanvasObject
}

// continueLatest resumes the unfinished game last saved or opened that
// opens, and says which newer saves it passed over and why. Opening
// replays the game (savegame.Decode), a good part of a second on a long
// game of a large variant: it runs off the UI goroutine, as Load's does,
// the screen saying so meanwhile.
func (u *ui) continueLatest() {
	type continued struct {
		s       *hotseat.Session
		skipped []savegame.Entry
		err     error
	}
	u.opening("the last game", func() any {
		s, skipped, err := u.opt.Store.Continue()
		return continued{s, skipped, err}
	}, func(r any) {
		c := r.(continued)
		switch {
		case c.err != nil:
			u.showHome()
			u.showError(c.err)
		case c.s == nil:
			u.showHome()
			u.inform("Continue", "There is no unfinished game to continue. Start one with New game."+skippedText(c.skipped))
		default:
			u.resume(c.s)
			if len(c.skipped) > 0 {
				u.inform("Continue", "Opened the newest save that opens."+skippedText(c.skipped))
			}
		}
	})
}

// continueLabel says which game Continue opens: the unfinished save last
// saved or opened, read from its summary alone. One that turns out not to
// open is skipped by Continue, which then says so.
func (u *ui) continueLabel() string {
	entries, err := u.opt.Store.List()
	if err != nil {
		return "Continue"
	}
	u.opt.Store.LastUsedFirst(entries)
	for _, e := range entries {
		if e.Err == nil && !e.Summary.Over {
			return "Continue " + e.Summary.Variant + ", " + e.Summary.Phase
		}
	}
	return "Continue"
}

// skippedText names the saves Continue passed over, with why.
func skippedText(skipped []savegame.Entry) string {
	if len(skipped) == 0 {
		return ""
	}
	t := "\n\nSkipped, and left as they are:"
	for _, e := range skipped {
		t += "\n• " + e.ID + ": " + e.Err.Error()
	}
	return t
}

func sectionTitle(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// variantList shows every variant that ships, one card each: its board,
// what it is, and a button that starts a game of it; then each installed
// variant that does not load, with its problems.
func (u *ui) variantList(pkgs []*variants.Package, broken []variants.Broken) fyne.CanvasObject {
	if len(pkgs) == 0 && len(broken) == 0 {
		return container.NewVBox(sectionTitle("Variants"), widget.NewLabel("No variants could be loaded."))
	}
	cards := container.NewVBox()
	for _, p := range pkgs {
		v := variantInfo(p)
		desc := widget.NewLabel(v.Description)
		desc.Wrapping = fyne.TextWrapWord
		thumb := boardThumb(fyne.NewSize(180, 130))
		u.showThumbnail(thumb, p, 180)
		var play fyne.CanvasObject = container.NewHBox(newScreenButton("Play "+v.Name, theme.MediaPlayIcon(), func() { u.showNewGameWith(p.ID) }))
		if prob := boardProblem(p); prob != "" { // no Play on a board that cannot be played on
			play = boardError(prob)
		}
		body := container.NewBorder(nil, play, nil, nil, desc)
		cards.Add(widget.NewCard(variantLabel(pkgs, p), fmt.Sprintf("%d powers · starts %s", v.Players, v.Start),
			container.NewBorder(nil, nil, thumb, nil, body)))
	}
	for _, b := range broken {
		cards.Add(brokenCard(b))
	}
	return container.NewBorder(sectionTitle("Variants"), nil, nil, nil, container.NewVScroll(cards))
}
