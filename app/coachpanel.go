package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/coach"
)

// coachPanel is the turn screen's optional coach: a switch, off unless the
// game turned it on, and the hints for the powers being ordered, for the
// orders given so far: the turn calls t.refreshCoach after every change,
// so a hint never outlives the order it was about. In a retreat or an
// adjustment phase it says nothing. It is offered only where no other
// person can read the hints over a shoulder: a sandbox, or a game with one
// player at the laptop (hotseat.Session.CoachAllowed). nil when not
// offered.
func (t *turn) coachPanel() fyne.CanvasObject {
	s := t.u.s
	if !s.CoachAllowed() {
		return nil
	}
	hints := widget.NewLabel("")
	hints.Wrapping = fyne.TextWrapWord
	hints.Importance = widget.WarningImportance
	refresh := func() {
		if !s.Coach {
			hints.SetText("")
			hints.Hide()
			return
		}
		text := ""
		v := s.Variant()
		for _, pw := range t.powers {
			for _, h := range coach.Hints(v, s.Current(), pw, s.Orders[pw]) {
				if text != "" {
					text += "\n"
				}
				if len(t.powers) > 1 {
					text += v.Power(pw).Name + ": "
				}
				text += h.Text
			}
		}
		if text == "" {
			text = coach.Quiet(s.Current())
		}
		hints.SetText(text)
		hints.Show()
		if text == "" {
			hints.Hide()
		}
	}
	check := widget.NewCheck("Coach hints", func(on bool) {
		if on != s.Coach {
			s.Coach = on
			t.u.save()
		}
		refresh()
	})
	check.SetChecked(s.Coach)
	t.refreshCoach = refresh
	refresh()
	return container.NewVBox(check, hints)
}
