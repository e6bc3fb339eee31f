package app

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/positionedit"
	"dipdesk/engine"
	"dipdesk/variants"
)

// editorTools are the tool choices, in positionedit.Tool order.
var editorTools = []string{"Place army", "Place fleet", "Remove unit", "Supply-centre owner"}

// showEditor sets up a position on p's board, starting from pos: tap the
// board to place or remove units and give centres, pick the phase and
// year, then play it as a new sandbox game. The editing rules are the
// positionedit model's; this screen draws it and passes it taps.
func (u *ui) showEditor(p *variants.Package, pos *engine.Position) {
	if !parsedBoards.parsed(p) {
		u.afterBoards("the position editor", []*variants.Package{p}, func() { u.showEditor(p, pos) })
		return
	}
	v := p.Variant
	e := positionedit.New(v, pos)
	u.w.SetTitle("dipdesk — position editor")
	pane := newBoardPane(p, u.drawPost())

	msg := widget.NewLabel("Pick a tool and a power, then tap the board.")
	msg.Wrapping = fyne.TextWrapWord
	errs := widget.NewLabel("")
	errs.Wrapping = fyne.TextWrapWord
	errs.Importance = widget.DangerImportance
	say := func(text string, err error) {
		if err != nil {
			errs.SetText(sentence(err.Error()))
			return
		}
		errs.SetText("")
		if text != "" {
			msg.SetText(text)
		}
	}
	redraw := func() { pane.showPosition(v, &e.Pos, nil, nil) }

	tools := widget.NewRadioGroup(editorTools, func(s string) {
		for i, t := range editorTools {
			if t == s {
				e.Tool = positionedit.Tool(i)
			}
		}
	})
	tools.Required = true
	tools.SetSelected(editorTools[0])
	var names []string
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		names = append(names, v.Power(pw).Name)
	}
	powers := widget.NewSelect(names, func(string) {})
	powers.OnChanged = func(string) { e.Power = engine.PowerID(powers.SelectedIndex()) }
	powers.SetSelectedIndex(0)

	phase := widget.NewSelect(e.PhaseChoices(), nil)
	phase.SetSelectedIndex(e.PhaseChoice())
	year := widget.NewEntry()
	year.SetText(strconv.Itoa(e.Pos.Phase.Year))
	setPhase := func() {
		y, err := strconv.Atoi(year.Text)
		if err != nil {
			say("", errYear(year.Text))
			return
		}
		if err := e.SetPhaseChoice(phase.SelectedIndex(), y); err != nil {
			say("", err)
			return
		}
		say("The position is now "+v.PhaseName(e.Pos.Phase)+".", nil)
	}
	phase.OnChanged = func(string) { setPhase() }
	year.OnSubmitted = func(string) { setPhase() }

	if pane.m != nil {
		pane.m.OnTapped = func(province, coast string) {
			say(e.Tap(province, coast))
			redraw()
		}
	}
	clearBtn := widget.NewButtonWithIcon("Clear the board", theme.ContentClearIcon(), func() {
		say("Every unit removed and every centre neutral.", e.Clear())
		redraw()
	})
	play := widget.NewButtonWithIcon("Play this position", theme.MediaPlayIcon(), func() {
		setPhase()
		if errs.Text != "" {
			return
		}
		if err := e.Check(); err != nil {
			say("", err)
			return
		}
		pos := e.Pos.Clone()
		u.startSandbox(p, &pos)
	})
	play.Importance = widget.HighImportance
	back := newScreenButton("Back", theme.NavigateBackIcon(), func() {
		if u.s != nil {
			u.nextStep()
			return
		}
		u.showSandboxStart()
	})

	help := widget.NewLabel("A second tap with the same unit removes it; a second tap with the owner tool " +
		"makes the centre neutral. Tap near a coast to put a fleet on it. The game you play from here " +
		"is a new sandbox; the game you came from is kept.")
	help.Wrapping = fyne.TextWrapWord
	side := container.NewVBox(
		widget.NewLabelWithStyle("Position editor — "+v.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		sectionTitle("Tool"), tools,
		widget.NewForm(widget.NewFormItem("Power", powers),
			widget.NewFormItem("Phase", phase),
			widget.NewFormItem("Year", year)),
		clearBtn, widget.NewSeparator(), msg, errs, help)
	split := container.NewHSplit(pane.object(), container.NewVScroll(container.NewPadded(side)))
	split.Offset = 0.68
	u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(back, layoutSpacer(), play)), nil, nil, split))
	redraw()
}

type errYear string

func (e errYear) Error() string { return "the year must be a number, not \"" + string(e) + "\"" }

// sentence starts a message with a capital letter, as a sentence on
// screen; the model's errors are written to be embedded in others.
func sentence(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}
