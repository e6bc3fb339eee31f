package app

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/variants"
)

// showVariants lets players read each variant's rules and see its board,
// and gives designers their tools for the selected variant (designer.go).
// While a user variant is selected its folder is watched: saving any of
// its files reloads the page within a second, and a file that no longer
// loads is reported here while the last good version stays on screen.
func (u *ui) showVariants() { u.showVariantsAt("") }

// showVariantsAt is showVariants with the variant of id (a user variant's
// folder, or a built-in's id) selected, so that Back from a designer's
// page returns to the variant it was opened from.
func (u *ui) showVariantsAt(id string) {
	pkgs := standardFirst(u.opt.Variants())
	if pg := u.variantsPage; pg != nil && slices.Equal(pg.src, pkgs) {
		u.w.SetTitle("dipdesk — variants")
		u.show(pg.obj)
		if sel := pg.indexOf(id); len(pg.src) > 0 && pg.sel == sel {
			pg.watch(sel) // leaving the page stopped its watch; the page itself is as left
		} else if len(pg.src) > 0 {
			pg.list.Select(sel)
		}
		return
	}
	pg := &variantsPage{src: slices.Clone(pkgs), sel: -1}
	u.variantsPage = pg
	back := newScreenButton("Back", theme.NavigateBackIcon(), u.showHome)
	u.w.SetTitle("dipdesk — variants")
	rules := container.NewStack()
	thumb := boardThumb(fyne.NewSize(420, 280))
	tools := container.NewStack()
	problem := widget.NewLabel("")
	problem.Wrapping = fyne.TextWrapWord
	problem.Importance = widget.DangerImportance
	problem.Hide()
	list := widget.NewList(
		func() int { return len(pkgs) },
		func() fyne.CanvasObject { return widget.NewLabel("American Conflict") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(variantLabel(pkgs, pkgs[i])) })
	head := container.NewVBox(problem, thumb, tools)
	showPkg := func(i int, p *variants.Package) {
		pkgs[i] = p
		text, err := p.ReadFile("rules.md")
		if err != nil {
			text = []byte("# " + p.Variant.Name + "\n\n" + p.Variant.Description + "\n\nThis variant has no rules page yet.")
		}
		if prob := boardProblem(p); prob != "" {
			problem.SetText("The board cannot be played on: " + prob)
			problem.Show()
			head.Refresh()
		}
		rules.Objects = []fyne.CanvasObject{rulesDoc(string(text))}
		rules.Refresh()
		u.showThumbnail(thumb, p, 420)
		tools.Objects = []fyne.CanvasObject{u.designerTools(p)}
		tools.Refresh()
		list.RefreshItem(i)
	}
	pg.watch = func(i int) {
		u.stopWatch = u.watchVariant(pkgs[i], func(np *variants.Package, err error) {
			if err != nil {
				problem.SetText("The folder changed and no longer loads (the page shows the last good version):\n• " +
					strings.Join(variants.Problems(err), "\n• "))
				problem.Show()
				head.Refresh() // a container lays out again only when told
				return
			}
			problem.Hide()
			head.Refresh()
			showPkg(i, np)
		})
	}
	list.OnSelected = func(i widget.ListItemID) {
		problem.Hide()
		head.Refresh()
		pg.sel = i
		showPkg(i, pkgs[i])
		pg.watch(i)
	}
	pg.list = list
	detail := container.NewBorder(head, nil, nil, nil, container.NewVScroll(rules))
	split := container.NewHSplit(list, detail)
	split.Offset = 0.25
	bar := container.NewHBox(back, newScreenButton("Reference", theme.HelpIcon(), func() { u.showReference(u.showVariants) }))
	if u.opt.UserVariants != "" {
		bar.Add(widget.NewButtonWithIcon("Import .zip (dipdesk or jDip)", theme.FolderOpenIcon(), u.importVariant))
	}
	pg.obj = container.NewBorder(nil, container.NewPadded(bar), nil, nil, split)
	u.show(pg.obj)
	if len(pkgs) == 0 {
		return
	}
	// The selected variant's rules, board and tools come in a later turn
	// of the UI goroutine, so that the page and its first frame are one
	// piece of work and the variant's page another: done in one, they
	// held the window 85-140 ms on the first visit (issue 25's bar is
	// 100 ms). A variant picked meanwhile, or another screen, wins.
	shown := u.screen
	u.post(func() {
		if u.screen == shown && pg.sel < 0 {
			list.Select(pg.indexOf(id))
		}
	})
}

// variantsPage is the Variants page as last built, shown again as it was
// left while the variants are the same ones: building it afresh (the
// list, the selected variant's rules, board and tools) cost 60-95 ms of
// the UI goroutine on each visit with Imperial and a 350-province user
// variant installed, against issue 25's 100 ms bar.
type variantsPage struct {
	src   []*variants.Package // the variants it was built from, in list order
	obj   fyne.CanvasObject
	list  *widget.List
	sel   int         // the selected variant's index, -1 before one is
	watch func(i int) // live reload of the i-th variant's folder while on screen
}

// indexOf is the list index of the variant named id (variantKey), the
// first if id is "" or not listed.
func (pg *variantsPage) indexOf(id string) int {
	sel := 0
	for i, p := range pg.src {
		if id != "" && variantKey(p) == id {
			sel = i
		}
	}
	return sel
}

// variantKey names a variant among the listed ones: its folder for an
// installed variant (two folders may hold variants of one name), else its
// id.
func variantKey(p *variants.Package) string {
	if isUserVariant(p) {
		return p.Source
	}
	return p.ID
}

// variantLabel is the name a list shows for p: its name, and where two
// listed variants share it, its id and where it comes from, so that two
// installed copies (an import and its edit) are told apart.
func variantLabel(pkgs []*variants.Package, p *variants.Package) string {
	for _, q := range pkgs {
		if q != p && strings.EqualFold(q.Variant.Name, p.Variant.Name) {
			where := "built in"
			if isUserVariant(p) {
				where = "installed"
			}
			return fmt.Sprintf("%s (%s, %s)", p.Variant.Name, p.ID, where)
		}
	}
	return p.Variant.Name
}
