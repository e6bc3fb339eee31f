package app

import (
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/engine"
)

// doneShortcut (Ctrl+Enter, Cmd+Enter on macOS) is Done on the turn
// screen; every other screen removes it, so it can never finish a turn
// that is no longer shown.
var doneShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault}

// turn is one player's private order entry.
type turn struct {
	u      *ui
	player int
	powers []engine.PowerID
	sheets []*sheet
	errors *widget.Label
	entry  *orderField
	legal  []string // every legal order text of the player's powers, for completion
	pane   *boardPane
	keys   *orderKeys        // order entry by keys and taps on the board
	scroll *container.Scroll // the order list
}

// sheet is one power's orders: a menu per unit (or per build or removal).
type sheet struct {
	t     *turn
	power engine.PowerID
	slots []*slot
	box   *fyne.Container
}

// slot is one order to decide: a unit's order, or one build or removal.
type slot struct {
	sh     *sheet
	unit   string          // "A Mun", or "2." for a build/removal slot
	typ    engine.UnitType // the unit's type, or NoUnit
	loc    engine.LocID    // the unit's location, or NoLoc
	orders []engine.Order  // the legal choices, in engine order
	texts  []string
	chosen int            // index into orders, or -1 for none yet
	button *widget.Button // shows the order; opens the grouped menu
	flag   *widget.Icon
}

// showTurn is player i's private screen: the board with their units, and
// an order menu for each unit (or build, or removal) they must decide.
func (u *ui) showTurn(i int) {
	s := u.s
	v := s.Variant()
	t := &turn{u: u, player: i, powers: s.Deciding(i)}
	u.w.SetTitle("dipdesk — " + u.s.PlayerTitle(i))

	list := container.NewVBox()
	for _, pw := range t.powers {
		sh := t.newSheet(pw)
		t.sheets = append(t.sheets, sh)
		list.Add(sh.box)
	}
	t.errors = widget.NewLabel("")
	t.errors.Wrapping = fyne.TextWrapWord
	t.errors.Importance = widget.DangerImportance
	t.entry = newOrderField(func() { t.done() })
	t.entry.SetPlaceHolder("Type an order" + t.example() + ", then Enter")
	t.entry.OnChanged = t.complete
	t.entry.OnSubmitted = t.submitText

	done := widget.NewButtonWithIcon("Done — hand over", theme.ConfirmIcon(), t.done)
	done.Importance = widget.HighImportance
	phase := s.PhaseName()
	head := container.NewVBox(
		widget.NewLabelWithStyle(phase, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(u.s.PlayerTitle(i)),
		widget.NewSeparator())
	t.scroll = container.NewVScroll(list)
	side := container.NewBorder(head,
		container.NewVBox(widget.NewSeparator(), t.entry, t.errors, done), nil, nil,
		t.scroll)

	t.pane = u.board()
	t.pane.showPosition(v, s.Current(), t.ownOrders(), nil)
	t.keys = newOrderKeys(t)
	if t.pane.m != nil {
		t.pane.m.OnTapped = t.keys.tapped
	}
	// The hint bar comes first in the tree so that Tab from nowhere lands
	// on it rather than on the board.
	left := container.New(layout.NewBorderLayout(t.keys.bar, nil, nil, nil), t.keys.bar, t.pane.object())
	split := container.NewHSplit(left, side)
	split.Offset = 0.68
	u.show(split)
	u.w.Canvas().AddShortcut(doneShortcut, func(fyne.Shortcut) { t.done() })
	t.keys.register()
	t.refreshLegal()
}

// reveal scrolls the order list so that sl's row is in view: a player
// with many units steps through them with Tab or taps on the board.
func (t *turn) reveal(sl *slot) {
	if t.scroll == nil || sl == nil || sl.button == nil {
		return
	}
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(sl.button).Y - d.AbsolutePositionForObject(t.scroll).Y + t.scroll.Offset.Y
	bottom := top + sl.button.Size().Height
	view := t.scroll.Size().Height
	switch {
	case top < t.scroll.Offset.Y:
		t.scroll.ScrollToOffset(fyne.NewPos(0, top-theme.Padding()))
	case bottom > t.scroll.Offset.Y+view:
		t.scroll.ScrollToOffset(fyne.NewPos(0, bottom-view+theme.Padding()))
	}
}

// example is one of the player's own legal orders, preferably a move, as
// a hint of the notation the order field takes: " (A Par - Bur)".
func (t *turn) example() string {
	ex := ""
	for _, sh := range t.sheets {
		for _, sl := range sh.slots {
			for _, text := range sl.texts {
				if ex == "" || (strings.Contains(text, " - ") && !strings.Contains(ex, " - ")) {
					ex = text
				}
			}
		}
	}
	if ex == "" {
		return ""
	}
	return " (" + ex + ")"
}

func (t *turn) newSheet(pw engine.PowerID) *sheet {
	s := t.u.s
	v := s.Variant()
	pos := s.Current()
	sh := &sheet{t: t, power: pw, box: container.NewVBox()}
	title := v.Power(pw).Name
	switch pos.Phase.Kind {
	case engine.Movement:
		for _, un := range pos.Units {
			if un.Power == pw {
				sh.addUnit(un.Type, un.Loc, v.LegalOrders(pos, v.ProvinceOf(un.Loc)))
			}
		}
		title += fmt.Sprintf(" — %d units, %d supply centres", pos.UnitCount(pw), pos.SCCount(pw))
	case engine.Retreat:
		for _, d := range pos.Dislodged {
			if d.Power == pw {
				sh.addUnit(d.Type, d.Loc, v.LegalOrders(pos, v.ProvinceOf(d.Loc)))
			}
		}
		title += " — dislodged units must retreat or disband"
	case engine.Adjustment:
		delta := v.Delta(pos, pw)
		all := v.AdjustmentOrders(pos, pw)
		n := delta
		if n < 0 {
			n = -n
			title += fmt.Sprintf(" — remove %d unit%s", n, plural(n))
		} else {
			title += fmt.Sprintf(" — build %d unit%s", n, plural(n))
		}
		for k := 0; k < n; k++ {
			sh.addSlot(all)
		}
	}
	sh.box.Add(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	given := s.Orders[pw]
	for _, sl := range sh.slots {
		sh.box.Add(container.NewBorder(nil, nil, sl.flag, nil, sl.button))
	}
	sh.show(given)
	return sh
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func (sh *sheet) addUnit(t engine.UnitType, loc engine.LocID, legal []engine.Order) {
	v := sh.t.u.s.Variant()
	sl := &slot{sh: sh, unit: t.Letter() + " " + v.LocName(loc), typ: t, loc: loc}
	sl.setChoices(v, legal)
	sh.slots = append(sh.slots, sl)
}

func (sh *sheet) addSlot(legal []engine.Order) {
	sl := &slot{sh: sh, typ: engine.NoUnit, loc: engine.NoLoc}
	sl.unit = fmt.Sprintf("%d.", len(sh.slots)+1)
	sl.setChoices(sh.t.u.s.Variant(), legal)
	sh.slots = append(sh.slots, sl)
}

func (sl *slot) setChoices(v *engine.Variant, legal []engine.Order) {
	sl.orders = legal
	sl.texts = make([]string, len(legal))
	for i, o := range legal {
		sl.texts[i] = v.FormatOrder(o)
	}
	sl.chosen = -1
	sl.flag = widget.NewIcon(theme.WarningIcon())
	sl.button = widget.NewButtonWithIcon("", theme.MenuDropDownIcon(), func() { sl.sh.t.showOrderMenu(sl) })
	sl.button.Alignment = widget.ButtonAlignLeading
	sl.button.IconPlacement = widget.ButtonIconTrailingText
}

// show sets the slots from the power's orders, without saving.
func (sh *sheet) show(given []engine.Order) {
	v := sh.t.u.s.Variant()
	used := make([]bool, len(given))
	for _, sl := range sh.slots {
		sl.chosen = -1
		for gi, o := range given {
			if used[gi] {
				continue
			}
			if sl.loc != engine.NoLoc && v.ProvinceOf(o.Loc) != v.ProvinceOf(sl.loc) {
				continue
			}
			if k := indexOf(sl.texts, v.FormatOrder(o)); k >= 0 {
				sl.chosen = k
				used[gi] = true
				break
			}
		}
		sl.refresh()
	}
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// refresh shows the slot's order on its button, flags a missing one and
// marks the unit being ordered by keys or taps.
func (sl *slot) refresh() {
	text, flag := sl.label(), theme.ConfirmIcon()
	if sl.chosen < 0 {
		flag = theme.WarningIcon()
	}
	imp := widget.MediumImportance
	if k := sl.sh.t.keys; k != nil && k.sel == sl {
		imp = widget.HighImportance
	}
	if sl.button.Text != text || sl.button.Importance != imp {
		sl.button.Text, sl.button.Importance = text, imp
		sl.button.Refresh()
	}
	sl.flag.SetResource(flag)
}

// label is what the slot's button says: the order, or that there is none
// and what happens then.
func (sl *slot) label() string {
	if sl.chosen >= 0 {
		return sl.texts[sl.chosen]
	}
	if sl.loc != engine.NoLoc {
		if sl.sh.t.u.s.Kind() == engine.Retreat {
			return sl.unit + ": no order (disbands)"
		}
		return sl.unit + ": no order (holds)"
	}
	if len(sl.orders) > 0 && sl.orders[0].Kind == engine.Remove {
		return sl.unit + " no removal chosen"
	}
	return sl.unit + " no build chosen"
}

// choose makes the slot's order orders[k] (-1: none), stores and saves it.
func (sl *slot) choose(k int) {
	sl.chosen = k
	sl.sh.changed()
}

// find is the index of the first legal order of the slot that fits, or -1.
func (sl *slot) find(fits func(engine.Order) bool) int {
	for k, o := range sl.orders {
		if fits(o) {
			return k
		}
	}
	return -1
}

// orders collects the slots' choices.
func (sh *sheet) orders() []engine.Order {
	var out []engine.Order
	for _, sl := range sh.slots {
		if sl.chosen >= 0 {
			out = append(out, sl.orders[sl.chosen])
		}
	}
	return out
}

// changed stores the slots' orders in the session and saves, so a crash
// loses nothing already chosen.
func (sh *sheet) changed() {
	t := sh.t
	for _, sl := range sh.slots {
		sl.refresh()
	}
	if err := t.u.s.SetOrders(sh.power, sh.orders()); err != nil {
		t.errors.SetText(explainError(err))
		return
	}
	t.errors.SetText("")
	t.u.save()
	t.pane.showPosition(t.u.s.Variant(), t.u.s.Current(), t.ownOrders(), nil)
}

// refreshLegal gathers the completion list.
func (t *turn) refreshLegal() {
	t.legal = t.legal[:0]
	for _, sh := range t.sheets {
		for _, sl := range sh.slots {
			t.legal = append(t.legal, sl.texts...)
		}
	}
	sort.Strings(t.legal)
	t.legal = compactStrings(t.legal)
}

func compactStrings(s []string) []string {
	out := s[:0]
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// complete offers the legal orders that contain every word typed so far.
func (t *turn) complete(text string) {
	words := strings.Fields(strings.ToLower(text))
	var hits []string
	for _, o := range t.legal {
		low := strings.ToLower(o)
		ok := true
		for _, w := range words {
			if !strings.Contains(low, w) {
				ok = false
				break
			}
		}
		if ok {
			hits = append(hits, o)
			if len(hits) == 12 {
				break
			}
		}
	}
	if len(words) == 0 {
		hits = nil
	}
	t.entry.SetOptions(hits)
}

// submitText reads a typed order and puts it in its unit's menu.
func (t *turn) submitText(text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	s := t.u.s
	v := s.Variant()
	o, err := v.ParseOrder(text)
	if err != nil {
		t.errors.SetText(explainError(err))
		return
	}
	var lastErr error
	for _, sh := range t.sheetsFor(o) {
		o.Power = sh.power
		c, err := v.Check(s.Current(), o)
		if err != nil {
			lastErr = err
			continue
		}
		if sh.place(c) {
			t.errors.SetText("")
			t.entry.SetText("")
			sh.changed()
			t.keys.reset()
			t.keys.say(false, "✓ %s", v.FormatOrder(c))
			t.keys.render()
			return
		}
		lastErr = fmt.Errorf("%s is already chosen", v.FormatOrder(c))
	}
	if lastErr == nil {
		lastErr = fmt.Errorf("%q is not an order for any of your units", text)
	}
	t.errors.SetText(explainError(lastErr))
}

// sheetsFor picks the sheets an order may belong to: the one of the power
// whose unit it orders, or — for builds and waives, which name no unit —
// every sheet. An order for another player's unit gets the sheet of the
// first power, so that the engine explains whose unit it is.
func (t *turn) sheetsFor(o engine.Order) []*sheet {
	pos := t.u.s.Current()
	v := t.u.s.Variant()
	owner := engine.NoPower
	if o.Loc != engine.NoLoc && o.Kind != engine.Build {
		pr := v.ProvinceOf(o.Loc)
		if pos.Phase.Kind == engine.Retreat {
			for _, d := range pos.Dislodged {
				if v.ProvinceOf(d.Loc) == pr {
					owner = d.Power
				}
			}
		} else if i := pos.UnitIn(v, pr); i >= 0 {
			owner = pos.Units[i].Power
		}
	}
	if owner == engine.NoPower {
		return t.sheets
	}
	for _, sh := range t.sheets {
		if sh.power == owner {
			return []*sheet{sh}
		}
	}
	return t.sheets[:1]
}

// place selects order o in the slot it belongs to; false if none offers it.
func (sh *sheet) place(o engine.Order) bool {
	v := sh.t.u.s.Variant()
	text := v.FormatOrder(o)
	for _, sl := range sh.slots {
		if sl.loc != engine.NoLoc && v.ProvinceOf(sl.loc) != v.ProvinceOf(o.Loc) {
			continue
		}
		if sl.loc == engine.NoLoc && sl.chosen >= 0 {
			continue // a filled build slot: use the next one
		}
		if k := indexOf(sl.texts, text); k >= 0 {
			sl.chosen = k
			return true
		}
	}
	return false
}

// explainError turns an engine error into a sentence for players.
func explainError(err error) string {
	msg := strings.TrimPrefix(err.Error(), "engine: ")
	if msg != "" {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	return msg
}

// done hands over, after a warning if some units have no order.
func (t *turn) done() {
	missing := 0
	for _, sh := range t.sheets {
		for _, sl := range sh.slots {
			if sl.chosen < 0 {
				missing++
			}
		}
	}
	finish := func() {
		t.u.s.Finish(t.player)
		t.u.save()
		t.u.nextStep()
	}
	if missing == 0 {
		finish()
		return
	}
	what := "unit has no order and will hold"
	if missing > 1 {
		what = "units have no orders and will hold"
	}
	if t.u.s.Kind() == engine.Adjustment {
		what = "build or removal is not chosen (unchosen builds are waived; unchosen removals are made for you)"
	}
	t.u.confirm("Hand over?", fmt.Sprintf("%d %s. Hand over anyway?", missing, what), func(ok bool) {
		if ok {
			finish()
			return
		}
		t.keys.bar.focus() // back to ordering, by keys as well
	})
}

// ownOrders are the orders this player has chosen so far — the only ones
// their board may show.
func (t *turn) ownOrders() []engine.Order {
	var out []engine.Order
	for _, pw := range t.powers {
		out = append(out, t.u.s.Orders[pw]...)
	}
	return out
}
