package app

import (
	"fmt"

	"fyne.io/fyne/v2/dialog"

	"dipdesk/app/hotseat"
	"dipdesk/engine"
)

// resume makes s the game in play and shows whatever it is waiting for.
func (u *ui) resume(s *hotseat.Session) {
	u.s = s
	u.pane = nil
	u.nextStep()
}

// nextStep moves the hot-seat game on: the end screen, the negotiation
// timer, the curtain for the next player, or — when everyone is done —
// resolution and its results.
func (u *ui) nextStep() {
	s := u.s
	switch {
	case s.Over():
		u.showEnd()
	case s.Ready():
		u.resolve()
	case u.wantsTimer():
		u.showTimer()
	default:
		u.showCurtain(s.Next())
	}
}

// resolve adjudicates the phase, saves, and shows what happened.
func (u *ui) resolve() {
	before := len(u.s.Game.Turns)
	if _, err := u.s.Resolve(); err != nil {
		dialog.ShowError(fmt.Errorf("the phase could not be resolved: %w", err), u.w)
		return
	}
	u.save()
	u.showResults(before)
}

// wantsTimer reports whether the negotiation countdown should run now: a
// timer is set, this is a movement phase, and nobody has started orders.
func (u *ui) wantsTimer() bool {
	s := u.s
	if s.NegotiationMinutes <= 0 || s.Game.Current.Phase.Kind != engine.Movement {
		return false
	}
	if u.timerPhase != nil && *u.timerPhase == s.Game.Current.Phase {
		return false
	}
	return len(s.Done) == 0 && len(s.Orders) == 0
}

// playerTitle is "Bob (Germany)" or "Ann (England, France)".
func (u *ui) playerTitle(i int) string {
	p := u.s.Players[i]
	names := ""
	for j, pw := range p.Powers {
		if j > 0 {
			names += ", "
		}
		names += u.s.Variant().Power(pw).Name
	}
	return fmt.Sprintf("%s (%s)", p.Name, names)
}
