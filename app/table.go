package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
	"dipdesk/engine"
)

// tableState is what the table screen remembers of one phase: whether the
// table has started orders, and the negotiation clock if one runs. It
// lives in the window, not the save: a game continued later opens at the
// table again unless its phase already has orders.
type tableState struct {
	s       *hotseat.Session
	phase   engine.Phase
	started bool               // "Start orders" was pressed, or orders exist
	clock   *hotseat.Countdown // nil without a negotiation timer
	up      bool               // the clock reached zero and nobody added time
}

// atTable reports whether the game waits at the table screen: a phase
// whose orders have not started. A phase that already has orders or a
// finished player never returns to the table, so its timer never restarts.
func (u *ui) atTable() bool {
	s := u.s
	ph := s.Current().Phase
	if st := u.table; st == nil || st.s != s || st.phase != ph {
		st = &tableState{s: s, phase: ph, started: len(s.Orders) > 0 || len(s.Done) > 0}
		if !st.started && s.WantsTimer() {
			st.clock = s.StartTimer(u.opt.Now())
		}
		u.table = st
	}
	return !u.table.started
}

// showTable is the screen everyone studies together between phases: the
// public board (or the last phase's orders on it), the builds due, the
// last results and the standings, with the negotiation timer when the game has one. It ends
// when the table presses "Start orders".
func (u *ui) showTable() {
	s := u.s
	v := s.Variant()
	st := u.table
	u.w.SetTitle("dipdesk — " + s.PhaseName() + " at the table")
	startOrders := func() {
		st.started = true
		u.nextStep()
	}

	var tm *timerScreen
	var start *screenButton
	var head fyne.CanvasObject
	if st.clock != nil {
		tm = u.newTimer(st, startOrders)
		start, head = tm.start, tm.head
	} else {
		start = newScreenButton("Start orders", theme.MediaSkipNextIcon(), startOrders)
		start.Importance = widget.HighImportance
		// Alone against computers there is nobody to talk to.
		say := "Talk it over on the public board; press Start orders when the table is ready."
		switch {
		case s.Solo() && len(s.History()) > 0:
			say = "Look over the board and the last results; press Start orders when you are ready."
		case s.Solo(): // the first phase has no results yet
			say = "Look over the board; press Start orders when you are ready."
		}
		head = container.NewVBox(
			widget.NewLabelWithStyle("At the table — "+s.PhaseName(), fyne.TextAlignCenter, fyne.TextStyle{Bold: true}),
			widget.NewLabelWithStyle(say, fyne.TextAlignCenter, fyne.TextStyle{}))
	}

	// The builds and removals due (a Winter's few lines) and the last
	// results come before the standings, as on the results screen: below
	// a dozen standings rows no result showed without scrolling at
	// 1366×768.
	var before []fyne.CanvasObject
	if due := adjustmentsPanel(s); due != nil {
		before = append(before, due, widget.NewSeparator())
	}
	pane := u.board()
	pane.showPosition(v, s.Current(), nil, nil)
	boardArea := pane.object()
	after := []fyne.CanvasObject{standingsPanel(s)}
	var side fyne.CanvasObject
	if h := s.History(); len(h) > 0 {
		last := h[len(h)-1]
		name := v.PhaseName(last.Position.Phase)
		before = append(before, widget.NewLabelWithStyle("Results of "+name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		// The choices name no phase: "Results of …" above the list
		// already does, and a long phase name here (a variant's, or
		// "Spring 1902 Movement") widened the radio row, which Fyne
		// cannot shrink, until the window grew past the screen.
		now, orders := "The board now", "The last orders"
		pick := widget.NewRadioGroup([]string{now, orders}, func(choice string) {
			if choice == orders {
				pane.showPosition(v, &last.Position, last.Orders, &last.Outcome)
				return
			}
			pane.showPosition(v, s.Current(), nil, nil)
		})
		pick.Horizontal = true
		pick.Required = true
		pick.SetSelected(now)
		boardArea = container.NewBorder(pick, nil, nil, nil, pane.object())
		side = newResultView(v, last.Outcome.Results, s.Unplayed(), pane.highlight(v), before,
			append([]fyne.CanvasObject{widget.NewSeparator()}, after...))
	} else {
		side = newSideScroll(container.NewVBox(append(before, after...)...))
	}
	split := container.NewHSplit(boardArea, side)
	split.Offset = 0.62
	buttons := container.NewHBox(
		newScreenButton("Home", theme.HomeIcon(), u.showHome),
		newScreenButton("History", theme.HistoryIcon(), u.showHistory),
		widget.NewButtonWithIcon("Offer a draw", theme.ConfirmIcon(), u.showDrawVote),
		layoutSpacer(), start)
	head = container.NewBorder(nil, nil, nil, container.NewVBox(u.rulesButton()), head)
	u.show(container.NewBorder(head, container.NewPadded(buttons), nil, nil, split))
	u.redraw = u.showTable // the clock is the phase's: it runs on
	if tm != nil {
		tm.run()
	}
	// Enter starts orders, but never cuts a running negotiation short by
	// a stray key: with a clock, only once its time is up.
	u.w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && (tm == nil || st.up) {
			start.OnTapped()
		}
	})
}
