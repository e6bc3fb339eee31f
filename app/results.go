package app

import (
	"image/color"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/engine"
)

// showResults shows what happened in turn k, just resolved: the board after
// it, every order with its explanation, and a summary of the phase.
func (u *ui) showResults(k int) {
	s := u.s
	v := s.Variant()
	tn := s.History()[k]
	u.w.SetTitle("dipdesk — results of " + v.PhaseName(tn.Position.Phase))

	head := widget.NewLabelWithStyle("Results: "+v.PhaseName(tn.Position.Phase), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	summary := widget.NewLabel(s.PhaseSummary(k))
	summary.Wrapping = fyne.TextWrapWord
	pane := u.board()
	list := newResultView(v, tn.Outcome.Results, s.Unplayed(), pane.highlight(v), nil,
		[]fyne.CanvasObject{widget.NewSeparator(), standingsPanel(s)})

	cont := newScreenButton("Continue", theme.NavigateNextIcon(), u.nextStep)
	cont.Importance = widget.HighImportance
	undo := widget.NewButtonWithIcon("Undo this resolution", theme.ContentUndoIcon(), func() {
		u.confirm("Undo the resolution?",
			"The board goes back to "+v.PhaseName(tn.Position.Phase)+" and everyone's orders return, to be changed and handed in again.",
			func(ok bool) {
				if ok && s.Undo() {
					u.save()
					u.nextStep()
				}
			})
	})
	buttons := container.NewHBox(
		newScreenButton("Home", theme.HomeIcon(), u.showHome),
		newScreenButton("History", theme.HistoryIcon(), u.showHistory),
		undo, layoutSpacer(), cont)
	side := container.NewBorder(container.NewVBox(head, summary, widget.NewSeparator()), nil, nil, nil,
		// What happened first, the standings after: with Imperial's 13
		// powers the standings above pushed every result out of view at
		// 1366×768.
		list)
	pane.showPosition(v, &tn.Position, tn.Orders, &tn.Outcome)
	split := container.NewHSplit(pane.object(), side)
	split.Offset = 0.62
	u.show(container.NewBorder(nil, container.NewPadded(buttons), nil, nil, split))
	u.redraw = func() { u.showResults(k) }
	u.w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
			u.nextStep()
		}
	})
}

// resultList lists every order, grouped by power, with a mark and the
// engine's explanation. Powers nobody plays come last, marked as in civil
// disorder, so the table finds its own results first. Tapping a line
// marks it and calls pick with its order (nil: nothing is picked), so the
// board can show which arrow it is.
func resultList(v *engine.Variant, results []engine.Result, unplayed map[engine.PowerID]bool, pick func(*engine.Order)) fyne.CanvasObject {
	rows := resultRows(v, results, unplayed)
	box := container.NewVBox()
	var lines []*resultLine
	for _, row := range rows {
		if row.result == nil {
			box.Add(widget.NewLabelWithStyle(row.head, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
			continue
		}
		line := newResultLine()
		line.show(v, row.result)
		o := row.result.Order
		line.onTap = func() {
			picked := !line.picked
			for _, l := range lines {
				l.setPicked(false)
			}
			line.setPicked(picked)
			if pick != nil && picked {
				pick(&o)
			} else if pick != nil {
				pick(nil)
			}
		}
		lines = append(lines, line)
		box.Add(line)
	}
	if len(rows) == 0 {
		box.Add(widget.NewLabel(noOrders))
	}
	return box
}

// noOrders stands in for an empty list of results.
const noOrders = "No orders were given."

// resultRow is one row of a results list: a power's heading (result nil)
// or one of its results.
type resultRow struct {
	head   string
	result *engine.Result
}

// resultRows orders the results by power, each power under its heading.
// Powers nobody plays come last, marked as in civil disorder, so the
// table finds its own results first; neutral units come after them.
func resultRows(v *engine.Variant, results []engine.Result, unplayed map[engine.PowerID]bool) []resultRow {
	byPower := map[engine.PowerID][]int{}
	var powers []engine.PowerID
	for i, r := range results {
		pw := r.Order.Power
		if _, seen := byPower[pw]; !seen {
			powers = append(powers, pw)
		}
		byPower[pw] = append(byPower[pw], i)
	}
	sort.Slice(powers, func(i, j int) bool {
		a, b := powers[i], powers[j]
		if (a == engine.NoPower) != (b == engine.NoPower) {
			return b == engine.NoPower // neutral units last
		}
		if unplayed[a] != unplayed[b] {
			return !unplayed[a]
		}
		return a < b
	})
	var rows []resultRow
	for _, pw := range powers {
		name := "Neutral units"
		if pw != engine.NoPower {
			name = v.Power(pw).Name
		}
		if unplayed[pw] {
			name += " (civil disorder)"
		}
		rows = append(rows, resultRow{head: name})
		for _, i := range byPower[pw] {
			rows = append(rows, resultRow{result: &results[i]})
		}
	}
	return rows
}

// resultLine is one result in the list: tapped, it is marked (and the
// board shows its order); tapped again, unmarked.
type resultLine struct {
	widget.BaseWidget
	bg      *canvas.Rectangle
	icon    *widget.Icon
	text    *widget.Label
	content fyne.CanvasObject
	picked  bool
	onTap   func()
}

// newResultLine makes an empty line; show fills it. A list that scrolls
// fills the same line with one result after another.
func newResultLine() *resultLine {
	l := &resultLine{bg: canvas.NewRectangle(color.Transparent), icon: widget.NewIcon(theme.ConfirmIcon()), text: widget.NewLabel("")}
	l.text.Wrapping = fyne.TextWrapWord
	l.content = container.NewBorder(nil, nil, l.icon, nil, l.text)
	l.bg.CornerRadius = theme.InputRadiusSize()
	l.ExtendBaseWidget(l)
	return l
}

// show makes the line say r: a tick or a cross, and the engine's words.
func (l *resultLine) show(v *engine.Variant, r *engine.Result) {
	icon := theme.ConfirmIcon()
	if !r.Success {
		icon = theme.CancelIcon()
	}
	l.icon.SetResource(icon)
	l.text.SetText(v.ResultTextFull(*r))
}

func (l *resultLine) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(l.bg, l.content))
}

// Tapped picks the line, or unpicks it.
func (l *resultLine) Tapped(*fyne.PointEvent) {
	if l.onTap != nil {
		l.onTap()
	}
}

func (l *resultLine) setPicked(on bool) {
	l.picked = on
	l.bg.FillColor = color.Transparent
	if on {
		l.bg.FillColor = theme.Color(theme.ColorNameSelection)
	}
	l.bg.Refresh()
}

// highlight returns what a picked result does to this board: its order's
// places (the unit, the unit it supports or convoys, and where it goes)
// are highlighted; nil clears them.
func (p *boardPane) highlight(v *engine.Variant) func(*engine.Order) {
	return func(o *engine.Order) {
		if p.m == nil {
			return
		}
		if o == nil {
			p.m.SetSelected()
			return
		}
		var ids []string
		for _, l := range []engine.LocID{o.Loc, o.Target, o.Dest} {
			if l != engine.NoLoc {
				ids = append(ids, v.Province(v.ProvinceOf(l)).ID)
			}
		}
		p.m.SetSelected(ids...)
		p.m.Reveal(ids...) // brought into view if the board is zoomed elsewhere
	}
}
