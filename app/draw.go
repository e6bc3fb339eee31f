package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"dipdesk/engine"
)

// showDrawVote asks the table, openly, which surviving powers agree to end
// the game in a draw. Only a unanimous vote of the powers people hold ends
// it, and only if no computer refuses (a leading computer plays on);
// powers in civil disorder have no say.
func (u *ui) showDrawVote() {
	s := u.s
	v := s.Variant()
	var checks []*widget.Check
	var powers []engine.PowerID
	ask := "Tick every power whose player agrees to a draw."
	if s.SharedPowers() {
		ask = "Tick every player who agrees to a draw."
	}
	box := container.NewVBox(widget.NewLabel(ask + "\n" +
		"The game ends in a draw when all of them agree."))
	// One vote per player when players hold several powers: a player
	// agrees or not for all of theirs.
	voters := map[int][]engine.PowerID{}
	for _, pw := range s.DrawVoters() {
		i := s.PlayerOf(pw)
		if !s.SharedPowers() || len(voters[i]) == 0 {
			label := v.Power(pw).Name + " (" + s.Players[i].Name + ")"
			if s.SharedPowers() {
				label = s.PlayerTitle(i)
			}
			c := widget.NewCheck(label, nil)
			c.SetChecked(s.DrawVotes[pw])
			checks = append(checks, c)
			powers = append(powers, pw)
			box.Add(c)
		}
		voters[i] = append(voters[i], pw)
	}
	var restore func()
	d := dialog.NewCustomConfirm("Draw", "Record the votes", "Cancel", box, func(ok bool) {
		restore()
		if !ok {
			return
		}
		for k, pw := range powers {
			if !s.SharedPowers() {
				s.VoteDraw(pw, checks[k].Checked)
				continue
			}
			for _, p := range voters[s.PlayerOf(pw)] {
				s.VoteDraw(p, checks[k].Checked)
			}
		}
		u.save()
		if s.Over() {
			u.showEnd()
		} else if s.PeopleAgreeToDraw() {
			u.inform("Draw", "No draw: "+s.ComputerRefusal())
		}
	}, u.w)
	d.Resize(fyne.NewSize(420, 0))
	restore = u.withKeys(d, d.Confirm)
}
