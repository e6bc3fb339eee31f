package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// showCurtain hides the board between two players. It shows only what is
// public: the phase, who is to play next and who has still to play — never
// an order, nor how many anyone has entered.
func (u *ui) showCurtain(i int) {
	s := u.s
	phase := s.PhaseName()
	u.w.SetTitle("dipdesk — " + phase)

	errLabel := widget.NewLabel("")
	errLabel.Importance = widget.DangerImportance
	errLabel.Alignment = fyne.TextAlignCenter
	pin := widget.NewPasswordEntry()
	pin.SetPlaceHolder("PIN")
	open := func() {
		if !s.CheckPIN(i, pin.Text) {
			errLabel.SetText("That is not " + s.Players[i].Name + "'s PIN.")
			pin.SetText("")
			return
		}
		u.showTurn(i)
	}
	pin.OnSubmitted = func(string) { open() }
	openBtn := newScreenButton("I am "+s.Players[i].Name+": show my turn", theme.VisibilityIcon(), open)
	openBtn.Importance = widget.HighImportance

	center := container.NewVBox(u.curtainHeading(i, phase), layout.NewSpacer())
	if s.Players[i].PIN != "" {
		pinBox := container.NewGridWrap(fyne.NewSize(220, pin.MinSize().Height), pin)
		center.Add(container.NewCenter(pinBox))
		center.Add(errLabel)
	}
	center.Add(container.NewCenter(openBtn))

	menu := container.NewHBox(
		newScreenButton("Home", theme.HomeIcon(), u.showHome),
		newScreenButton("History", theme.HistoryIcon(), u.showHistory),
		widget.NewButtonWithIcon("Offer a draw", theme.ConfirmIcon(), u.showDrawVote),
		u.rulesButton(),
		// Back to the public board and standings, once orders have
		// started: it shows nothing private, and Start orders there
		// comes back here.
		newScreenButton("The table", theme.GridIcon(), u.backToTable),
	)
	u.show(container.NewBorder(nil, container.NewPadded(menu), nil, nil, container.NewCenter(center)))
	if s.Players[i].PIN != "" {
		u.w.Canvas().Focus(pin)
		return
	}
	// Without a PIN, Enter opens the turn too: the keyboard alone can
	// play a whole game.
	u.w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
			open()
		}
	})
}

// curtainHeading says whom to pass the laptop to, for which powers, and
// who plays after them.
func (u *ui) curtainHeading(i int, phase string) fyne.CanvasObject {
	s := u.s
	v := s.Variant()
	pass := canvas.NewText("Pass the laptop to "+s.Players[i].Name, theme.Color(theme.ColorNameForeground))
	pass.TextSize = 40
	pass.TextStyle.Bold = true
	pass.Alignment = fyne.TextAlignCenter
	var powers []string
	for _, pw := range s.Deciding(i) {
		powers = append(powers, v.Power(pw).Name)
	}
	sub := widget.NewLabelWithStyle(strings.Join(powers, ", ")+" — "+phase, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})

	var waiting []string
	computers := false
	for _, j := range s.Waiting() {
		switch {
		case s.Players[j].IsComputer(): // they play after the people
			computers = true
		case j != i:
			waiting = append(waiting, s.Players[j].Name)
		}
	}
	after := "Everyone else is done: the turn resolves when " + s.Players[i].Name + " finishes."
	switch {
	case len(waiting) > 0 && computers:
		after = "Still to play after them: " + strings.Join(waiting, ", ") + "; then the computers."
	case len(waiting) > 0:
		after = "Still to play after them: " + strings.Join(waiting, ", ") + "."
	case computers:
		after = "The other people are done: the computers play when " + s.Players[i].Name + " finishes."
	}
	afterLabel := widget.NewLabelWithStyle(after, fyne.TextAlignCenter, fyne.TextStyle{})
	return container.NewVBox(pass, sub, wrapBeyond(afterLabel, curtainTextWidth))
}

// curtainTextWidth is the widest the curtain's lines run before they wrap:
// eleven players still to play (Imperial) made one line 1,400 pixels.
const curtainTextWidth = 760

// wrapBeyond is l on one line if it fits in width, else wrapped at width
// (a wrapping label on its own has no width of its own to keep inside a
// centred box, so it is given one).
func wrapBeyond(l *widget.Label, width float32) fyne.CanvasObject {
	if l.MinSize().Width <= width {
		return l
	}
	l.Wrapping = fyne.TextWrapWord
	l.Refresh()
	l.Resize(fyne.NewSize(width, l.MinSize().Height))
	return container.NewGridWrap(fyne.NewSize(width, l.MinSize().Height), l)
}

// backToTable shows the table screen again after "Start orders": the
// public board, standings and last results. Its Start orders goes on to
// whoever is next, as before.
func (u *ui) backToTable() {
	u.atTable() // the phase's table state, made if the game was continued
	u.showTable()
}
