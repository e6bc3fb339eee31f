package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
	"dipdesk/engine"
)

// playComputers lets the computer players due this phase order, one after
// another, off the UI thread: the screen shows who is thinking and how far
// they have got, and stays responsive. Each computer sees only a copy of
// the position (hotseat.ComputerTurn), never the people's orders. When all
// are done the game is saved and moves on.
func (u *ui) playComputers() {
	s := u.s
	due := s.ComputersDue()
	var turns []*hotseat.ComputerTurn
	for _, i := range due {
		t, err := s.ComputerTurn(i)
		if err != nil {
			u.showError(err)
			return
		}
		turns = append(turns, t)
	}
	title := widget.NewLabelWithStyle("The computer players are writing their orders", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	who := widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{})
	bar := widget.NewProgressBar()
	bar.Max = float64(len(turns))
	phase := widget.NewLabelWithStyle(s.PhaseName(), fyne.TextAlignCenter, fyne.TextStyle{})
	u.w.SetTitle("dipdesk — computers")
	u.show(container.NewCenter(container.NewVBox(title, phase, bar, who)))
	names := func(t *hotseat.ComputerTurn) string {
		var ps []string
		for _, pw := range t.Powers {
			ps = append(ps, s.Variant().Power(pw).Name)
		}
		return fmt.Sprintf("%s (%s)", s.Players[t.Player].Name, strings.Join(ps, ", "))
	}
	who.SetText(names(turns[0]) + " is thinking…")
	work := func() {
		for k, t := range turns {
			orders := t.Think()
			u.post(func() { u.computerDone(s, t, orders, k, turns, bar, who, names) })
		}
	}
	if u.opt.Inline { // tests: no main loop to hand the results back to
		work()
		return
	}
	go work()
}

// computerDone stores one computer's orders (on the UI thread) and, after
// the last, saves and moves the game on. A game left meanwhile (back to
// the home screen, another game loaded) is not touched.
func (u *ui) computerDone(s *hotseat.Session, t *hotseat.ComputerTurn, orders map[engine.PowerID][]engine.Order,
	k int, turns []*hotseat.ComputerTurn, bar *widget.ProgressBar, who *widget.Label, names func(*hotseat.ComputerTurn) string) {
	if u.s != s {
		return
	}
	if err := s.ApplyComputer(t, orders); err != nil {
		u.showError(err)
		return
	}
	bar.SetValue(float64(k + 1))
	if k+1 < len(turns) {
		who.SetText(names(turns[k+1]) + " is thinking…")
		return
	}
	u.save()
	u.nextStep()
}
