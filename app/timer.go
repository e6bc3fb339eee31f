package app

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
)

// timerScreen is the negotiation countdown everyone sees before orders,
// over the public board. At zero the screen flashes and the bell rings,
// and it waits for the table to call the first player: conversations do
// not end on the second.
type timerScreen struct {
	u       *ui
	c       *hotseat.Countdown
	clock   *canvas.Text
	title   *widget.Label
	bg      *canvas.Rectangle
	pause   *widget.Button
	start   *widget.Button
	stop    chan struct{}
	stopped bool
	up      bool // time is up: flashed and rung
	flash   *fyne.Animation
}

// showTimer counts down the negotiation before orders of a movement phase.
func (u *ui) showTimer() {
	s := u.s
	v := s.Variant()
	tm := &timerScreen{u: u, c: s.StartTimer(u.opt.Now()), stop: make(chan struct{})}

	tm.clock = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	tm.clock.TextSize = 72
	tm.clock.TextStyle.Monospace = true
	tm.clock.Alignment = fyne.TextAlignCenter
	tm.bg = canvas.NewRectangle(color.Transparent)
	tm.title = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	tm.start = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), tm.finish)
	tm.pause = widget.NewButtonWithIcon("Pause", theme.MediaPauseIcon(), tm.togglePause)
	more := widget.NewButtonWithIcon("+1 minute", theme.ContentAddIcon(), tm.addMinute)
	tm.setUp(false) // the counting state's texts and colours
	buttons := container.NewCenter(container.NewHBox(tm.pause, more, tm.start))
	head := container.NewStack(tm.bg, container.NewVBox(tm.title, tm.clock, buttons))

	pane := u.board()
	pane.showPosition(v, s.Current(), nil, nil)
	u.show(container.NewBorder(head, nil, nil, nil, pane.object()))
	u.timer = tm // after show, which closes the screen it replaces
	tm.update()

	// The ticker only asks the main thread to redraw; all state lives there.
	if u.opt.Inline {
		return
	}
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
	tm.clock.Text = hotseat.ClockText(left)
	tm.clock.Refresh()
	if left > 0 || tm.up {
		return
	}
	tm.setUp(true)
	tm.u.bell()
	// Three slow pulses of the header in the theme's accent colour, then
	// the header stays tinted and the clock red until someone acts.
	accent := theme.Color(theme.ColorNamePrimary)
	tint := color.NRGBAModel.Convert(accent).(color.NRGBA)
	tint.A = 0x50
	tm.flash = canvas.NewColorRGBAAnimation(tint, accent, 500*time.Millisecond, func(c color.Color) {
		tm.bg.FillColor = c
		tm.bg.Refresh()
	})
	tm.flash.AutoReverse = true
	tm.flash.RepeatCount = 2
	tm.flash.Start()
}

// setUp switches the screen between counting and time being up.
func (tm *timerScreen) setUp(up bool) {
	tm.up = up
	phase := tm.u.s.PhaseName()
	if up {
		tm.title.SetText("Time's up — " + phase)
		tm.clock.Color = theme.Color(theme.ColorNameError)
		tm.pause.Disable()
		tm.start.SetText("Start orders")
		tm.start.Importance = widget.HighImportance
	} else {
		if tm.flash != nil {
			tm.flash.Stop()
		}
		tm.title.SetText("Negotiate — " + phase)
		tm.clock.Color = theme.Color(theme.ColorNameForeground)
		tm.bg.FillColor = color.Transparent
		tm.bg.Refresh()
		tm.pause.Enable()
		tm.start.SetText("Start orders now")
		tm.start.Importance = widget.MediumImportance
	}
	tm.clock.Refresh()
	tm.start.Refresh()
}

// addMinute gives the table another minute, even after time is up.
func (tm *timerScreen) addMinute() {
	tm.c.Add(time.Minute, tm.u.opt.Now())
	if tm.up && tm.c.Remaining(tm.u.opt.Now()) > 0 {
		tm.setUp(false)
	}
	tm.update()
}

func (tm *timerScreen) togglePause() {
	now := tm.u.opt.Now()
	if tm.c.Paused() {
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
	if tm.flash != nil {
		tm.flash.Stop()
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
