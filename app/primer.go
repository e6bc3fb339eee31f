package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/learn"
	"dipdesk/engine"
	"dipdesk/variants"
)

// primerVariant is the variant the primer's positions are written for.
const primerVariant = "classic"

// showPrimer teaches each rule with its text and a live board: the
// lesson's position and orders, resolved by the real adjudicator, with
// each order's result and the engine's explanation.
func (u *ui) showPrimer() {
	u.w.SetTitle("dipdesk — rules primer")
	back := newScreenButton("Back", theme.NavigateBackIcon(), u.showLearn)
	classic := u.findPackage(primerVariant)
	if classic == nil {
		u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(back)), nil, nil,
			container.NewCenter(widget.NewLabel("The primer's board is Classic, which is not installed."))))
		return
	}
	if !parsedBoards.parsed(classic) {
		u.afterBoards("the rules primer", []*variants.Package{classic}, u.showPrimer)
		return
	}
	board := u.newStudyBoard()
	text := widget.NewRichTextFromMarkdown("")
	text.Wrapping = fyne.TextWrapWord
	results := container.NewVBox()
	var current *learn.Study
	stage := widget.NewRadioGroup([]string{"Orders", "Result"}, nil)
	stage.Horizontal = true
	stage.Required = true
	draw := func() {
		if current == nil {
			return
		}
		if stage.Selected == "Result" {
			list := resultList(current.V, current.Out.Results[:len(current.Orders)], nil, nil)
			if allSucceeded(current.Out.Results[:len(current.Orders)]) {
				// Arrows that all went through look just like the
				// orders: show the board as it stands afterwards.
				board.show(classic, &current.Out.After, nil, nil, current.Area)
				note := widget.NewLabelWithStyle("Every order succeeded: the board now, after them.",
					fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
				note.Wrapping = fyne.TextWrapWord
				results.Objects = []fyne.CanvasObject{container.NewVBox(note, list)}
			} else {
				board.show(classic, &current.Pos, current.Orders, &current.Out, current.Area)
				results.Objects = []fyne.CanvasObject{list}
			}
		} else {
			board.show(classic, &current.Pos, current.Orders, nil, current.Area)
			orders := container.NewVBox()
			for _, q := range current.Questions {
				orders.Add(widget.NewLabel(q.Text))
			}
			results.Objects = []fyne.CanvasObject{orders}
		}
		results.Refresh()
	}
	stage.OnChanged = func(string) { draw() }
	list := widget.NewList(
		func() int { return len(learn.Lessons) },
		func() fyne.CanvasObject { return widget.NewLabel("Moving and holding") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(learn.Lessons[i].Title) })
	selected := 0
	var next *widget.Button
	list.OnSelected = func(i widget.ListItemID) {
		selected = i
		l := learn.Lessons[i]
		st, err := l.Study(classic)
		if err != nil {
			text.ParseMarkdown("## " + l.Title + "\n\nThis lesson's position could not be set up: " + err.Error())
			current = nil
			return
		}
		current = st
		if i+1 < len(learn.Lessons) {
			next.SetText("Next rule")
		} else {
			next.SetText("On to the puzzles")
		}
		text.ParseMarkdown("## " + l.Title + "\n\n" + l.Text + "\n\n*" + st.V.PhaseName(st.Pos.Phase) + "*")
		stage.SetSelected("Orders")
		draw()
	}
	// After the last rule, Next leads on to the puzzles rather than doing
	// nothing.
	next = widget.NewButtonWithIcon("Next rule", theme.NavigateNextIcon(), func() {
		if selected+1 < len(learn.Lessons) {
			list.Select(selected + 1)
			return
		}
		u.showPuzzles()
	})
	side := container.NewBorder(container.NewVBox(text, stage, widget.NewSeparator()), nil, nil, nil,
		container.NewVScroll(results))
	right := container.NewHSplit(board.area, side)
	right.Offset = 0.6
	body := container.NewHSplit(list, right)
	body.Offset = 0.16
	u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(back, layoutSpacer(), next)), nil, nil, body))
	list.Select(0)
}

// allSucceeded reports whether every result succeeded.
func allSucceeded(rs []engine.Result) bool {
	for _, r := range rs {
		if !r.Success {
			return false
		}
	}
	return true
}
