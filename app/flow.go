package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
)

// resume makes s the game in play and shows whatever it is waiting for.
func (u *ui) resume(s *hotseat.Session) {
	u.setGame(s)
	u.nextStep()
}

// setGame makes s the game in the window. Every way into a game (new
// game, continue, load, branch, sandbox) comes through here, so nothing
// kept for the game before — its board pane and scene, its table state,
// the watch on its variant folder — is ever drawn for this one: a second
// new game started without quitting was drawn on the first one's map.
func (u *ui) setGame(s *hotseat.Session) {
	if u.s != nil && u.s != s {
		u.autosave.Release(u.s) // its writer ends once it is on disk
	}
	u.s = s
	u.pane = nil
	u.table = nil
	u.watchGame(s)
}

// leaveGame forgets the game in play (the home screen has none).
func (u *ui) leaveGame() {
	if u.s != nil {
		u.autosave.Release(u.s) // its writer ends once it is on disk
	}
	u.s = nil
	u.pane = nil
	u.table = nil
	u.stopGameWatch()
}

// nextStep moves the hot-seat game on: the end screen, the table screen
// (with the negotiation timer, if set) before a phase's orders start, the
// curtain for the next person, the computer players once the people are
// done, or — when everyone is done — resolution and its results.
func (u *ui) nextStep() {
	s := u.s
	switch {
	case s.Over():
		u.showEnd()
	case s.Ready():
		u.resolve()
	case s.Sandbox: // one person at the laptop: no table, no curtain
		u.showTurn(s.Next())
	case len(s.ComputersDue()) > 0: // the people are done: bots.go
		u.playComputers()
	case u.atTable():
		u.showTable()
	case s.Solo(): // one person against computers: nobody to hide from
		u.showTurn(s.NextPerson())
	default:
		u.showCurtain(s.NextPerson())
	}
}

// resolve adjudicates the phase and saves it off the UI goroutine, the
// screen saying so meanwhile, then shows what happened. On Imperial the
// "Hand over?" dialog stood frozen for up to 1.6 s while this ran on the
// UI goroutine, with the save's fsync after it.
func (u *ui) resolve() {
	s := u.s
	before := len(s.History())
	u.w.SetTitle("dipdesk — resolving " + s.PhaseName())
	bar := widget.NewProgressBarInfinite()
	u.show(container.NewCenter(container.NewVBox(
		widget.NewLabelWithStyle("Resolving "+s.PhaseName()+"…", fyne.TextAlignCenter, fyne.TextStyle{Bold: true}), bar)))
	u.resolving = s
	u.background(func() any {
		if _, err := s.Resolve(); err != nil {
			return err
		}
		u.autosave.Save(s)
		u.autosave.Flush(u.flushWait) // the results follow once on disk
		return nil
	}, func(r any) {
		u.resolving = nil
		bar.Stop()
		if u.s != s {
			return
		}
		if err, _ := r.(error); err != nil {
			u.showError(fmt.Errorf("the phase could not be resolved: %w", err))
			return
		}
		u.showResults(before)
	})
}
