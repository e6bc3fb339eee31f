package app

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// timerScreen is the negotiation countdown everyone sees before orders,
// over the public board. At zero the screen flashes and the bell rings,
// and it waits for the table to call the first player: conversations do
// not end on the second.
type timerScreen struct {
	u       *ui
	c       *countdown
	clock   *canvas.Text
	title   *widget.Label
	bg      *canvas.Rectangle
	pause   *widget.Button
	start   *widget.Button
	stop    chan struct{}
	stopped bool
	up      bool // time is up: flashed and rung
}

// showTimer counts down the negotiation before orders of a movement phase.
func (u *ui) showTimer() {
	s := u.s
	v := s.Variant()
	phase := s.Game.Current.Phase
	u.timerPhase = &phase
	tm := &timerScreen{u: u, c: newCountdown(time.Duration(s.NegotiationMinutes)*time.Minute, u.opt.Now()), stop: make(chan struct{})}

	tm.clock = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	tm.clock.TextSize = 72
	tm.clock.TextStyle.Monospace = true
	tm.clock.Alignment = fyne.TextAlignCenter
	tm.bg = canvas.NewRectangle(color.Transparent)
	tm.title = widget.NewLabelWithStyle("Negotiate — "+v.PhaseName(phase), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	tm.start = widget.NewButtonWithIcon("Start orders now", theme.MediaSkipNextIcon(), tm.finish)
	tm.pause = widget.NewButtonWithIcon("Pause", theme.MediaPauseIcon(), tm.togglePause)
	more := widget.NewButtonWithIcon("+1 minute", theme.ContentAddIcon(), func() {
		tm.c.Add(time.Minute, u.opt.Now())
		tm.update()
	})
	buttons := container.NewCenter(container.NewHBox(tm.pause, more, tm.start))
	head := container.NewStack(tm.bg, container.NewVBox(tm.title, tm.clock, buttons))

	pane := u.board()
	pane.showPosition(v, &s.Game.Current, nil, nil)
	u.show(container.NewBorder(head, nil, nil, nil, pane.object()))
	u.timer = tm // after show, which closes the screen it replaces
	tm.update()

	// The ticker only asks the main thread to redraw; all state lives there.
	go func() {
		tick := time.NewTicker(250 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-tm.stop:
				return
			case <-tick.C:
				fyne.Do(tm.update)
			}
		}
	}()
}

// update redraws the clock and, the first time it reaches zero, flashes
// the screen and rings the bell.
func (tm *timerScreen) update() {
	if tm.stopped {
		return
	}
	left := tm.c.Remaining(tm.u.opt.Now())
	tm.clock.Text = clockText(left)
	tm.clock.Refresh()
	if left > 0 || tm.up {
		return
	}
	tm.up = true
	tm.title.SetText("Time's up — " + tm.u.s.Variant().PhaseName(tm.u.s.Game.Current.Phase))
	tm.pause.Disable()
	tm.start.SetText("Start orders")
	tm.start.Importance = widget.HighImportance
	tm.start.Refresh()
	tm.u.bell()
	flash := canvas.NewColorRGBAAnimation(theme.Color(theme.ColorNamePrimary), color.Transparent, 400*time.Millisecond, func(c color.Color) {
		tm.bg.FillColor = c
		tm.bg.Refresh()
	})
	flash.RepeatCount = 5
	flash.Curve = fyne.AnimationEaseOut
	flash.Start()
}

func (tm *timerScreen) togglePause() {
	now := tm.u.opt.Now()
	if tm.c.paused {
		tm.c.Resume(now)
		tm.pause.SetText("Pause")
		tm.pause.SetIcon(theme.MediaPauseIcon())
	} else {
		tm.c.Pause(now)
		tm.pause.SetText("Resume")
		tm.pause.SetIcon(theme.MediaPlayIcon())
	}
	tm.update()
}

// finish ends the countdown and calls the first player.
func (tm *timerScreen) finish() {
	tm.close()
	tm.u.nextStep()
}

// close stops the ticker; the screen is being left.
func (tm *timerScreen) close() {
	if !tm.stopped {
		tm.stopped = true
		close(tm.stop)
	}
	if tm.u.timer == tm {
		tm.u.timer = nil
	}
}

// bell rings the end of a negotiation; a desktop without sound is not an
// error worth interrupting the table for, so it is only logged.
func (u *ui) bell() {
	if err := u.opt.Bell(); err != nil {
		fyne.LogError("the negotiation bell is silent", err)
	}
}
