package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"dipdesk/engine"
)

// showDrawVote asks the table, openly, which surviving powers agree to end
// the game in a draw. Only a unanimous vote of the powers players hold ends
// it; powers in civil disorder have no say.
func (u *ui) showDrawVote() {
	s := u.s
	v := s.Variant()
	var checks []*widget.Check
	var powers []engine.PowerID
	box := container.NewVBox(widget.NewLabel("Tick every power whose player agrees to a draw.\n" +
		"The game ends in a draw when all of them agree."))
	for _, pw := range s.DrawVoters() {
		c := widget.NewCheck(v.Power(pw).Name+" ("+s.Players[s.PlayerOf(pw)].Name+")", nil)
		c.SetChecked(s.DrawVotes[pw])
		checks = append(checks, c)
		powers = append(powers, pw)
		box.Add(c)
	}
	var restore func()
	d := dialog.NewCustomConfirm("Draw", "Record the votes", "Cancel", box, func(ok bool) {
		restore()
		if !ok {
			return
		}
		for i, pw := range powers {
			s.VoteDraw(pw, checks[i].Checked)
		}
		u.save()
		if s.Over() {
			u.showEnd()
		}
	}, u.w)
	d.Resize(fyne.NewSize(420, 0))
	restore = u.withKeys(d, d.Confirm)
}
