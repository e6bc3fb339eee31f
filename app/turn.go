package app

import (
	"fmt"
	"image/color"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/orderentry"
	"dipdesk/engine"
)

// doneShortcut (Ctrl+Enter, Cmd+Enter on macOS) is Done on the turn
// screen; every other screen removes it, so it can never finish a turn
// that is no longer shown.
var doneShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault}

// turn is one player's private order entry screen. What is being ordered,
// and how keys and taps fill it, is the orderentry model m; the screen
// draws it and passes it the player's input.
type turn struct {
	u      *ui
	player int
	powers []engine.PowerID
	m      *orderentry.Turn
	rows   map[*orderentry.Slot]*slotRow
	errors *widget.Label
	entry  *orderField
	// What the order field would enter on Enter: one of the matches shown
	// under it (picked is its index, or -1), previewed on the board.
	matches []string
	picked  int
	preview string
	pane    *boardPane
	bar     *hintBar          // the hint above the board; order keys arrive here
	scroll  *container.Scroll // the order list
	shown   *orderentry.Slot  // the picked slot last scrolled into view
	// refreshCoach redraws the coach's hints for the orders now given
	// (coachpanel.go); nil when the coach is not offered.
	refreshCoach func()
}

// slotRow is one slot in the order list: a button that opens its menu,
// with the order written over it in full names, wrapped rather than
// widening the list ("A Marseilles supports A Paris → Burgundy"), a
// mark for the unit being ordered, and a flag for a missing order.
type slotRow struct {
	button *widget.Button
	label  *widget.Label
	picked *canvas.Rectangle
	flag   *widget.Icon
}

// showTurn is player i's private screen: the board with their units, and
// an order menu for each unit (or build, or removal) they must decide.
func (u *ui) showTurn(i int) {
	s := u.s
	v := s.Variant()
	t := &turn{u: u, player: i, powers: s.Deciding(i), rows: map[*orderentry.Slot]*slotRow{}}
	t.m = orderentry.New(v, s.Current(), t.powers, s.Orders)
	t.m.Changed = t.changed
	u.w.SetTitle("dipdesk — " + s.PlayerTitle(i))

	// A player holding several powers sees their order lists side by side,
	// two columns at most (a player with more powers reads them in rows of
	// two) — in a window wide enough for it: at 1366×768 two lists
	// squeezed 1812's Europe to about 300 pixels, so they go one above
	// the other there.
	cols := min(2, max(1, len(t.m.Sheets)))
	if u.w.Canvas().Size().Width < twoListsWidth {
		cols = 1
	}
	list := container.NewGridWithColumns(cols)
	if cols == 1 {
		list = container.NewVBox() // a grid would give each list the height of the longest
	}
	for _, sh := range t.m.Sheets {
		title := widget.NewLabelWithStyle(sh.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		title.Wrapping = fyne.TextWrapWord // "build 2 units (3 due, at most 2 a year)" never widens the list
		col := container.NewVBox(title)
		for _, sl := range sh.Slots {
			r := t.newRow(sl)
			col.Add(container.NewBorder(nil, nil, r.flag, nil, r.object()))
		}
		list.Add(col)
	}
	t.errors = widget.NewLabel("")
	t.errors.Wrapping = fyne.TextWrapWord
	t.errors.Importance = widget.DangerImportance
	t.entry = newOrderField(func() { t.done() })
	example := ""
	if ex := t.m.Example(); ex != "" {
		example = " (" + ex + ")"
	}
	t.entry.SetPlaceHolder("Type an order" + example + ", then Enter")
	t.entry.OnChanged = t.typing
	t.entry.OnMove = t.moveMatch
	t.entry.OnSubmitted = t.submitText

	done := widget.NewButtonWithIcon("Done — hand over", theme.ConfirmIcon(), t.done)
	done.Importance = widget.HighImportance
	back := newScreenButton("Back to the curtain", theme.NavigateBackIcon(), t.back)
	tools := container.NewHBox(u.rulesButton(), back)
	head := container.NewVBox(
		container.NewBorder(nil, nil, nil, tools,
			widget.NewLabelWithStyle(s.PhaseName(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})),
		widget.NewLabel(s.PlayerTitle(i)),
		widget.NewSeparator())
	if s.Sandbox { // nobody to hide from: the sandbox's own tools instead
		back.Hide()
		head.Objects[1] = u.sandboxTools()
		done.SetText("Done — resolve the phase")
		t.m.Done = "resolve the phase"
	}
	if s.Solo() {
		// No curtain to go back to (flow.go): Home and History are here
		// instead, and the orders chosen so far are already saved.
		back.Hide()
		tools.Add(newScreenButton("History", theme.HistoryIcon(), t.leave(u.showHistory)))
		tools.Add(newScreenButton("Home", theme.HomeIcon(), t.leave(u.showHome)))
		done.SetText("Done — the computers play")
		t.m.Done = "let the computers play"
	}
	t.scroll = container.NewVScroll(list)
	foot := container.NewVBox(widget.NewSeparator(), t.entry, t.entry.matches, t.errors, done)
	if c := t.coachPanel(); c != nil { // sandbox and solo games only, unless the table allows it
		foot.Objects = append([]fyne.CanvasObject{c}, foot.Objects...)
	}
	side := container.NewBorder(head, foot, nil, nil, t.scroll)

	t.pane = u.board()
	t.pane.openFor(v, s.Current(), t.powers) // never where the previous player was looking
	t.pane.showPosition(v, s.Current(), t.ownOrders(), nil)
	t.bar = newHintBar(t)
	if t.pane.m != nil {
		t.pane.m.OnTapped = t.tapped
	}
	// The hint bar comes first in the tree so that Tab from nowhere lands
	// on it rather than on the board.
	left := container.New(layout.NewBorderLayout(t.bar, nil, nil, nil), t.bar, t.pane.object())
	split := container.NewHSplit(left, side)
	split.Offset = 0.68
	u.show(split)
	u.redraw = func() { u.showTurn(i) } // the orders given are the session's; they stay
	u.w.Canvas().AddShortcut(doneShortcut, func(fyne.Shortcut) { t.done() })
	t.register()
}

// twoListsWidth is the narrowest window that shows a player's order lists
// side by side.
const twoListsWidth = 1600

func (t *turn) newRow(sl *orderentry.Slot) *slotRow {
	r := &slotRow{flag: widget.NewIcon(theme.WarningIcon()), label: widget.NewLabel(""),
		picked: canvas.NewRectangle(color.Transparent)}
	r.button = widget.NewButton("", func() { t.showOrderMenu(sl) })
	r.label.Wrapping = fyne.TextWrapWord
	r.picked.CornerRadius = theme.InputRadiusSize()
	t.rows[sl] = r
	return r
}

// object is the row as drawn: the label lies over the button, which takes
// the taps (a label is not tappable).
func (r *slotRow) object() fyne.CanvasObject {
	return container.NewStack(r.button, r.picked,
		container.NewBorder(nil, nil, nil, widget.NewIcon(theme.MenuDropDownIcon()), r.label))
}

// register routes the window's keys to order entry while nothing has the
// focus (ui.show removes the handlers when the screen is left) and gives
// the hint bar the focus, so keys and Tab work from the start.
func (t *turn) register() {
	c := t.u.w.Canvas()
	c.SetOnTypedRune(func(r rune) {
		if len(c.Overlays().List()) == 0 {
			t.bar.focus()
			t.typedRune(r)
		}
	})
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if len(c.Overlays().List()) == 0 {
			t.bar.focus()
			t.typedKey(ev, false)
		}
	})
	t.bar.focus()
	t.render()
}

// tapped takes a tap on the board.
func (t *turn) tapped(province, coast string) {
	t.bar.focus() // the board took the focus with the tap; keys belong here
	t.m.Tap(province, coast)
	t.render()
}

// typedRune takes a letter key; the others (+ − 0 zoom) go to the board.
// A letter that is no order key (the "A" of "A Ten - Ken") starts a typed
// order: it and the keys after it go to the order field, so text typed
// without clicking the field first is never lost, nor read by the board
// as zoom keys ("-").
func (t *turn) typedRune(r rune) {
	if !t.m.Rune(r) {
		if unicode.IsLetter(r) {
			t.u.w.Canvas().Focus(t.entry)
			t.entry.TypedRune(r)
			return
		}
		if m := t.pane.m; m != nil {
			m.TypedRune(r)
		}
		return
	}
	t.render()
}

// typedKey takes Esc, Tab, Delete; Enter moves to the order field, and
// the other keys (arrows pan) go to the board.
func (t *turn) typedKey(ev *fyne.KeyEvent, shift bool) {
	k := orderentry.KeyOther
	switch ev.Name {
	case fyne.KeyEscape:
		k = orderentry.KeyBack
	case fyne.KeyTab:
		k = orderentry.KeyNext
		if shift {
			k = orderentry.KeyPrev
		}
	case fyne.KeyDelete, fyne.KeyBackspace:
		k = orderentry.KeyClear
	}
	if t.m.Key(k) {
		t.render()
		return
	}
	if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
		t.u.w.Canvas().Focus(t.entry) // type an order instead; a tap on the board comes back
		return
	}
	if m := t.pane.m; m != nil {
		m.TypedKey(ev) // arrows pan
	}
}

// render shows the hint, the highlights, the slots' orders and which one
// is picked, and scrolls a newly picked unit's row into view.
func (t *turn) render() {
	note, bad := t.m.Note()
	t.bar.set(t.m.Prompt(), note, bad)
	if m := t.pane.m; m != nil {
		v := t.u.s.Variant()
		var ids []string
		for _, p := range t.m.Targets() {
			ids = append(ids, v.Province(p).ID)
		}
		m.SetSelected(ids...)
	}
	grown := false
	for sl, r := range t.rows {
		grown = r.refresh(sl, sl == t.m.Selected()) || grown
	}
	if grown && t.scroll != nil {
		// An order written in full may take another line: lay the list
		// out again before a row is scrolled into view.
		t.scroll.Content.Refresh()
		t.scroll.Refresh()
	}
	if sel := t.m.Selected(); sel != t.shown {
		t.shown = sel
		t.reveal(sel)
	}
}

// refresh shows the slot's order on its button, flags a missing one and
// marks the unit being ordered by keys or taps. It reports whether the
// text changed (and so perhaps the row's height).
func (r *slotRow) refresh(sl *orderentry.Slot, picked bool) bool {
	text, flag := sl.Label(), theme.ConfirmIcon()
	if sl.Chosen < 0 {
		flag = theme.WarningIcon()
	}
	changed := r.label.Text != text
	if changed {
		r.label.SetText(text)
	}
	fill := color.Color(color.Transparent)
	if picked {
		fill = theme.Color(theme.ColorNameSelection)
	}
	if r.picked.FillColor != fill {
		r.picked.FillColor = fill
		r.picked.Refresh()
	}
	r.flag.SetResource(flag)
	return changed
}

// reveal scrolls the order list so that sl's row is in view: a player
// with many units steps through them with Tab or taps on the board.
func (t *turn) reveal(sl *orderentry.Slot) {
	r := t.rows[sl]
	if t.scroll == nil || r == nil {
		return
	}
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(r.button).Y - d.AbsolutePositionForObject(t.scroll).Y + t.scroll.Offset.Y
	bottom := top + r.button.Size().Height
	view := t.scroll.Size().Height
	switch {
	case top < t.scroll.Offset.Y:
		t.scroll.ScrollToOffset(fyne.NewPos(0, top-theme.Padding()))
	case bottom > t.scroll.Offset.Y+view:
		t.scroll.ScrollToOffset(fyne.NewPos(0, bottom-view+theme.Padding()))
	}
}

// changed stores a power's orders in the session and saves, so a crash
// loses nothing already chosen.
func (t *turn) changed(sh *orderentry.Sheet) {
	s := t.u.s
	if err := s.SetOrders(sh.Power, sh.Orders()); err != nil {
		t.errors.SetText(orderentry.Explain(err))
		return
	}
	t.errors.SetText("")
	t.u.save()
	t.pane.showPosition(s.Variant(), s.Current(), t.ownOrders(), nil)
	if t.refreshCoach != nil {
		t.refreshCoach()
	}
}

// typing follows the order field: the matches under it, the order Enter
// would enter drawn on the board, and an error from an earlier Enter
// cleared once the field is emptied or holds an order that would go in.
func (t *turn) typing(text string) {
	t.matches = t.m.Complete(text)
	_, entered, ok := t.m.Preview(text)
	t.picked = -1
	for i, m := range t.matches {
		if m == entered {
			t.picked = i
		}
	}
	t.preview = entered
	if ok || strings.TrimSpace(text) == "" {
		t.errors.SetText("")
	}
	t.showMatches()
}

// moveMatch moves the highlight under the order field, on Up and Down.
func (t *turn) moveMatch(step int) {
	n := min(len(t.matches), maxMatches)
	if n == 0 {
		return
	}
	switch {
	case t.picked < 0 && step > 0:
		t.picked = 0
	case t.picked < 0:
		t.picked = n - 1
	default:
		t.picked = ((t.picked+step)%n + n) % n
	}
	t.preview = t.matches[t.picked]
	t.showMatches()
}

// showMatches draws the matches and previews the highlighted order on the
// board, over the player's own orders.
func (t *turn) showMatches() {
	t.entry.showMatches(t.matches, t.picked, func(text string) { t.enter(text) })
	orders := t.ownOrders()
	if o, _, ok := t.m.Preview(t.preview); ok {
		kept := orders[:0:0]
		for _, x := range orders {
			if x.Loc != o.Loc || x.Kind == engine.Build {
				kept = append(kept, x)
			}
		}
		orders = append(kept, o)
	}
	t.pane.showPosition(t.u.s.Variant(), t.u.s.Current(), orders, nil)
}

// submitText enters what Enter in the order field means: the highlighted
// match, or else the text as typed (refused with the reason if it is not
// an order of the player's).
func (t *turn) submitText(text string) {
	if t.preview != "" {
		text = t.preview
	} else if n := len(t.matches); n > 0 {
		if _, err := t.u.s.Variant().ParseOrder(strings.TrimSpace(text)); err != nil {
			// A short form that does not surely name one order of the
			// player's units: Enter never guesses.
			what := fmt.Sprintf("%d orders match", n)
			if n == 1 {
				what = "1 order matches"
			}
			t.errors.SetText(fmt.Sprintf("%s %q: pick one with ↑ ↓ or a click, or type more of it.", what, strings.TrimSpace(text)))
			return
		}
	}
	t.enter(text)
}

// enter reads a typed order and puts it in its unit's menu.
func (t *turn) enter(text string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	if err := t.m.Submit(text); err != nil {
		t.errors.SetText(orderentry.Explain(err))
		return
	}
	t.entry.SetText("")
	t.render()
	t.u.w.Canvas().Focus(t.entry) // the next order, typed straight away
}

// done hands over, after a warning if some units have no order.
func (t *turn) done() {
	finish := func() {
		t.pane.fit() // the next screens must not show where this player looked
		t.u.s.Finish(t.player)
		t.u.save()
		t.u.nextStep()
	}
	q, title := t.m.HandOverQuestion(), "Hand over?"
	if q == "" {
		finish()
		return
	}
	switch {
	case t.u.s.Solo(): // nobody to hand over to: the computers play next
		q, title = t.m.MissingNote()+" The computers play next: go on anyway?", "Let the computers play?"
	case t.u.s.Sandbox:
		title = "Resolve the phase?"
	}
	t.u.confirm(title, q, func(ok bool) {
		if ok {
			finish()
			return
		}
		t.bar.focus() // back to ordering, by keys as well
	})
}

// leave returns an action that leaves the turn for another screen (a
// solo game's Home or History), to come back to later: like back, it
// keeps every chosen order, already in the session and saved.
func (t *turn) leave(to func()) func() {
	return func() {
		t.pane.fit()
		to()
	}
}

// back leaves the turn for the curtain, to come back to later. Every
// chosen order is already in the session and saved; only text typed but
// not entered is dropped.
func (t *turn) back() {
	t.pane.fit()
	t.u.showCurtain(t.player)
}

// ownOrders are the orders this player has chosen so far — the only ones
// their board may show.
func (t *turn) ownOrders() []engine.Order {
	return t.u.s.OrdersOf(t.powers)
}
