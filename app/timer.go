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

// timerScreen is the negotiation countdown at the head of the table
// screen. At zero the header flashes and the bell rings, and it waits for
// the table to start orders: conversations do not end on the second.
type timerScreen struct {
	u       *ui
	st      *tableState // the phase's clock and whether its time is up
	c       *hotseat.Countdown
	clock   *canvas.Text
	title   *widget.Label
	bg      *canvas.Rectangle
	pause   *widget.Button
	start   *screenButton // "Start orders", placed by the table screen
	head    fyne.CanvasObject
	stop    chan struct{}
	stopped bool
	flash   *fyne.Animation
}

// newTimer builds the countdown of the table's phase; start is what
// "Start orders" does. The clock is the phase's, so leaving the table (for
// History, say) and coming back shows the same time, not a new one.
func (u *ui) newTimer(st *tableState, start func()) *timerScreen {
	tm := &timerScreen{u: u, st: st, c: st.clock, stop: make(chan struct{})}
	tm.clock = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	tm.clock.TextSize = 72
	tm.clock.TextStyle.Monospace = true
	tm.clock.Alignment = fyne.TextAlignCenter
	tm.bg = canvas.NewRectangle(color.Transparent)
	tm.title = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	tm.start = newScreenButton("", theme.MediaSkipNextIcon(), func() {
		tm.close()
		start()
	})
	tm.pause = widget.NewButtonWithIcon("Pause", theme.MediaPauseIcon(), tm.togglePause)
	if tm.c.Paused() {
		tm.pause.SetText("Resume")
		tm.pause.SetIcon(theme.MediaPlayIcon())
	}
	more := widget.NewButtonWithIcon("+1 minute", theme.ContentAddIcon(), tm.addMinute)
	tm.setUp(st.up) // the texts and colours of the state it is in
	// One row: the phase, the clock, the buttons. Stacked, they took
	// 163 pixels, a quarter of a 700-pixel-high laptop window, from the
	// board the table is talking over; the clock keeps its 72 points so
	// that it reads from across the table.
	buttons := container.NewCenter(container.NewHBox(tm.pause, more))
	tm.head = container.NewStack(tm.bg, container.NewBorder(nil, nil, container.NewCenter(tm.title), buttons, tm.clock))
	return tm
}

// run shows the time and keeps it moving until the screen is left.
func (tm *timerScreen) run() {
	tm.u.timer = tm // after show, which closes the screen it replaces
	tm.update()
	// The ticker only asks the main thread to redraw; all state lives there.
	if tm.u.opt.Inline {
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
				tm.u.post(tm.update)
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
	if left > 0 || tm.st.up {
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
	tm.st.up = up
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
	if tm.st.up && tm.c.Remaining(tm.u.opt.Now()) > 0 {
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
