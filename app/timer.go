package app

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// showTimer counts down the negotiation before orders, for everyone to
// see; at zero the screen flashes and the first player is called.
func (u *ui) showTimer() {
	s := u.s
	v := s.Variant()
	phase := s.Game.Current.Phase
	u.timerPhase = &phase
	left := time.Duration(s.NegotiationMinutes) * time.Minute
	clock := canvas.NewText("", theme.Color(theme.ColorNameForeground))
	clock.TextSize = 96
	clock.TextStyle.Monospace = true
	clock.Alignment = fyne.TextAlignCenter
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	title := widget.NewLabelWithStyle("Negotiate — "+v.PhaseName(phase), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	stop := make(chan struct{})
	var stopped bool
	finish := func() {
		if !stopped {
			stopped = true
			close(stop)
		}
		u.nextStep()
	}
	skip := widget.NewButtonWithIcon("Start orders now", theme.MediaSkipNextIcon(), finish)
	show := func() {
		clock.Text = fmt.Sprintf("%02d:%02d", int(left.Minutes()), int(left.Seconds())%60)
		clock.Refresh()
	}
	show()
	u.show(container.NewStack(bg, container.NewCenter(container.NewVBox(title, clock, container.NewCenter(skip)))))
	go func() {
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for left > 0 {
			select {
			case <-stop:
				return
			case <-tick.C:
			}
			fyne.Do(func() {
				left -= time.Second
				show()
			})
		}
		// Time is up: flash three times, then call the first player.
		for k := 0; k < 6; k++ {
			select {
			case <-stop:
				return
			case <-time.After(300 * time.Millisecond):
			}
			on := k%2 == 0
			fyne.Do(func() {
				if on {
					bg.FillColor = theme.Color(theme.ColorNamePrimary)
				} else {
					bg.FillColor = theme.Color(theme.ColorNameBackground)
				}
				bg.Refresh()
			})
		}
		fyne.Do(finish)
	}()
}
