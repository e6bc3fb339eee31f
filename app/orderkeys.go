package app

import (
	"fmt"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"

	"dipdesk/engine"
)

// entryStep is where order entry by keys and taps stands. Each step has
// one thing the next tap or key names, which the hint bar states.
type entryStep int

const (
	pickUnit        entryStep = iota // nothing picked: tap (or Tab to) a unit, or a centre in adjustments
	unitPicked                       // a unit is picked: tap a destination, or a key says what kind of order
	pickMove                         // M (R in retreats): tap where it goes
	pickSupported                    // S: tap the unit to support
	pickSupportDest                  // tap the supported unit's destination, or the unit again to support it holding
	pickConvoyed                     // C: tap the army to carry
	pickConvoyDest                   // tap where the army goes
	pickBuildType                    // adjustments: a centre is picked: A army or F fleet
	pickBuildCoast                   // F in a centre with several coasts: which one
	removalPicked                    // adjustments: a unit is picked: D removes it
)

// orderKeys is order entry by keyboard and by taps on the board, a small
// modal machine: pick a unit (tap it, Tab to it, or open its menu), press
// a key for the kind of order, then tap the provinces that order needs.
// Every step offers only what the engine's legal orders for that unit
// allow, so no illegal order can come out of it; the hint bar always says
// what the next tap or key does and the board highlights where a tap
// counts. Keys reach it through the hint bar when that has the focus, or
// from the window when nothing has (never while the order field has it,
// so typing there types).
type orderKeys struct {
	t    *turn
	bar  *hintBar
	step entryStep
	sel  *slot // the unit being ordered

	target engine.LocID // the supported or convoyed unit

	// Adjustments: the centre or unit picked, and the coast of the tap.
	at    engine.ProvinceID
	coast string

	note string // what the last tap or key did, or why it did nothing
	bad  bool   // note is a refusal
}

func newOrderKeys(t *turn) *orderKeys {
	k := &orderKeys{t: t, target: engine.NoLoc, at: engine.NoProvince}
	k.bar = newHintBar(k)
	return k
}

// register routes the window's keys to order entry while nothing has the
// focus (ui.show removes the handlers when the screen is left) and gives
// the hint bar the focus, so keys and Tab work from the start.
func (k *orderKeys) register() {
	c := k.t.u.w.Canvas()
	c.SetOnTypedRune(func(r rune) {
		if len(c.Overlays().List()) == 0 {
			k.bar.focus()
			k.typedRune(r)
		}
	})
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if len(c.Overlays().List()) == 0 {
			k.bar.focus()
			k.typedKey(ev, false)
		}
	})
	k.bar.focus()
	k.render()
}

func (k *orderKeys) variant() *engine.Variant { return k.t.u.s.Variant() }
func (k *orderKeys) phase() engine.PhaseKind  { return k.t.u.s.Kind() }
func (k *orderKeys) prov(l engine.LocID) engine.ProvinceID {
	return k.variant().ProvinceOf(l)
}

// reset goes back to picking a unit.
func (k *orderKeys) reset() {
	k.step, k.sel, k.target, k.at, k.coast = pickUnit, nil, engine.NoLoc, engine.NoProvince, ""
}

// say sets the note under the hint.
func (k *orderKeys) say(bad bool, format string, args ...any) {
	k.note, k.bad = fmt.Sprintf(format, args...), bad
}

// pick makes sl the unit being ordered.
func (k *orderKeys) pick(sl *slot) {
	k.reset()
	if sl != nil && sl.loc != engine.NoLoc {
		k.sel, k.step = sl, unitPicked
		k.t.reveal(sl)
	}
}

// chosen records order i of sl and goes back to picking a unit.
func (k *orderKeys) chosen(sl *slot, i int) {
	sl.choose(i)
	k.reset()
	k.say(false, "✓ %s", sl.texts[i])
}

// unitSlots are the slots of units (not builds), in list order.
func (k *orderKeys) unitSlots() []*slot {
	var out []*slot
	for _, sh := range k.t.sheets {
		for _, sl := range sh.slots {
			if sl.loc != engine.NoLoc {
				out = append(out, sl)
			}
		}
	}
	return out
}

// slotIn is the slot of the player's unit in province pr, or nil.
func (k *orderKeys) slotIn(pr engine.ProvinceID) *slot {
	for _, sl := range k.unitSlots() {
		if k.prov(sl.loc) == pr {
			return sl
		}
	}
	return nil
}

// name is a unit as hints say it: "A Paris", "F St Petersburg (south coast)".
func (k *orderKeys) name(t engine.UnitType, l engine.LocID) string {
	return t.Letter() + " " + k.variant().LocFullName(l)
}

func (k *orderKeys) selName() string { return k.name(k.sel.typ, k.sel.loc) }

// has reports whether the picked unit has a legal order that fits.
func (k *orderKeys) has(fits func(engine.Order) bool) bool { return k.sel.find(fits) >= 0 }

func kind(kd engine.OrderKind) func(engine.Order) bool {
	return func(o engine.Order) bool { return o.Kind == kd }
}

// supportOf and convoyOf fit the picked unit's supports or convoys of the
// unit at target.
func (k *orderKeys) supportOf(target engine.LocID) func(engine.Order) bool {
	return func(o engine.Order) bool { return o.Kind == engine.Support && o.Target == target }
}

func (k *orderKeys) convoyOf(target engine.LocID) func(engine.Order) bool {
	return func(o engine.Order) bool { return o.Kind == engine.Convoy && o.Target == target }
}

// destIn finds, among sl's orders that fit, the one going to province pr,
// preferring the coast tapped when the province has several.
func (k *orderKeys) destIn(sl *slot, fits func(engine.Order) bool, pr engine.ProvinceID, coast string) int {
	v := k.variant()
	found := -1
	for i, o := range sl.orders {
		if !fits(o) || o.Dest == engine.NoLoc || v.ProvinceOf(o.Dest) != pr {
			continue
		}
		if c := v.Loc(o.Dest).Coast; c == "" || c == coast {
			return i
		}
		if found < 0 {
			found = i
		}
	}
	return found
}

// why explains in the engine's words why order o is not possible.
func (k *orderKeys) why(o engine.Order, fallback string) string {
	o.Power = k.sel.sh.power
	if _, err := k.variant().Check(k.t.u.s.Current(), o); err != nil {
		return explainError(err) + "."
	}
	return fallback
}

// tapped takes a tap on the board.
func (k *orderKeys) tapped(province, coast string) {
	k.bar.focus() // the board took the focus with the tap; keys belong here
	pr, ok := k.variant().LookupProvince(province)
	if !ok {
		return
	}
	k.note = ""
	if k.phase() == engine.Adjustment {
		k.tapAdjustment(pr, coast)
	} else {
		k.tapUnit(pr, coast)
	}
	k.render()
}

// tapUnit is a tap in a movement or retreat phase.
func (k *orderKeys) tapUnit(pr engine.ProvinceID, coast string) {
	v := k.variant()
	pos := k.t.u.s.Current()
	sl := k.sel
	switch k.step {
	case pickUnit:
		if other := k.slotIn(pr); other != nil {
			k.pick(other)
			return
		}
		k.say(true, "%s holds none of your units to order.", v.Province(pr).Name)
	case unitPicked, pickMove:
		if k.prov(sl.loc) == pr {
			if k.step == unitPicked && k.phase() == engine.Movement {
				k.chosen(sl, sl.find(kind(engine.Hold)))
				return
			}
			k.say(true, "%s cannot stay: tap where it goes.", k.selName())
			return
		}
		if i := k.destIn(sl, kind(engine.Move), pr, coast); i >= 0 {
			k.chosen(sl, i)
			return
		}
		if other := k.slotIn(pr); other != nil && k.step == unitPicked {
			k.pick(other)
			return
		}
		dest, _ := v.CoastOf(pr, coast)
		k.say(true, "%s", k.why(engine.MoveOrder(sl.typ, sl.loc, dest),
			fmt.Sprintf("%s cannot go to %s.", k.selName(), v.Province(pr).Name)))
	case pickSupported:
		for _, o := range sl.orders {
			if o.Kind == engine.Support && k.prov(o.Target) == pr {
				k.target, k.step = o.Target, pickSupportDest
				return
			}
		}
		if i := pos.UnitIn(v, pr); i >= 0 && k.prov(sl.loc) != pr {
			k.say(true, "%s can support %s neither holding nor moving anywhere.", k.selName(), k.name(pos.Units[i].Type, pos.Units[i].Loc))
		} else {
			k.say(true, "There is no unit in %s that %s could support.", v.Province(pr).Name, k.selName())
		}
	case pickSupportDest:
		tu := k.unitAt(k.target)
		if k.prov(k.target) == pr {
			if i := sl.find(func(o engine.Order) bool { return k.supportOf(k.target)(o) && o.Dest == engine.NoLoc }); i >= 0 {
				k.chosen(sl, i)
				return
			}
			k.say(true, "%s", k.why(engine.SupportHoldOrder(sl.typ, sl.loc, tu, k.target),
				fmt.Sprintf("%s cannot support %s holding.", k.selName(), k.name(tu, k.target))))
			return
		}
		if i := k.destIn(sl, k.supportOf(k.target), pr, coast); i >= 0 {
			k.chosen(sl, i)
			return
		}
		k.say(true, "%s", k.why(engine.SupportMoveOrder(sl.typ, sl.loc, tu, k.target, engine.LocID(pr)),
			fmt.Sprintf("%s cannot support %s to %s.", k.selName(), k.name(tu, k.target), v.Province(pr).Name)))
	case pickConvoyed:
		for _, o := range sl.orders {
			if o.Kind == engine.Convoy && k.prov(o.Target) == pr {
				k.target, k.step = o.Target, pickConvoyDest
				return
			}
		}
		k.say(true, "%s can carry no army from %s.", k.selName(), v.Province(pr).Name)
	case pickConvoyDest:
		if i := k.destIn(sl, k.convoyOf(k.target), pr, coast); i >= 0 {
			k.chosen(sl, i)
			return
		}
		k.say(true, "%s", k.why(engine.ConvoyOrder(sl.loc, k.target, engine.LocID(pr)),
			fmt.Sprintf("%s cannot carry %s to %s.", k.selName(), k.name(engine.Army, k.target), v.Province(pr).Name)))
	}
}

// unitAt is the type of the unit standing at l.
func (k *orderKeys) unitAt(l engine.LocID) engine.UnitType {
	pos := k.t.u.s.Current()
	if i := pos.UnitIn(k.variant(), k.prov(l)); i >= 0 {
		return pos.Units[i].Type
	}
	return engine.NoUnit
}

// typedRune takes a letter key (and passes zoom keys to the board).
func (k *orderKeys) typedRune(r rune) {
	k.note = ""
	r = unicode.ToUpper(r)
	handled := false
	if k.phase() == engine.Adjustment {
		handled = k.adjustmentRune(r)
	} else {
		handled = k.unitRune(r)
	}
	if !handled {
		if m := k.t.pane.m; m != nil {
			m.TypedRune(r) // + − 0 zoom
		}
		return
	}
	k.render()
}

// unitRune is a letter in a movement or retreat phase.
func (k *orderKeys) unitRune(r rune) bool {
	if !strings.ContainsRune("HMSCRD", r) {
		return false
	}
	if k.sel == nil {
		k.say(true, "Pick a unit first: tap it on the board, or press Tab.")
		return true
	}
	sl := k.sel
	if k.phase() == engine.Retreat {
		switch r {
		case 'R', 'M':
			if !k.has(kind(engine.Move)) {
				k.say(true, "%s has nowhere to retreat: D disbands it.", k.selName())
				return true
			}
			k.step = pickMove
		case 'D':
			k.chosen(sl, sl.find(kind(engine.Disband)))
		default:
			k.say(true, "A dislodged unit can only retreat (R) or disband (D).")
		}
		return true
	}
	switch r {
	case 'H':
		k.chosen(sl, sl.find(kind(engine.Hold)))
	case 'M':
		if !k.has(kind(engine.Move)) {
			k.say(true, "%s has nowhere to move.", k.selName())
			return true
		}
		k.step, k.target = pickMove, engine.NoLoc
	case 'S':
		if !k.has(kind(engine.Support)) {
			k.say(true, "%s can support no unit from where it stands.", k.selName())
			return true
		}
		k.step, k.target = pickSupported, engine.NoLoc
	case 'C':
		if sl.typ != engine.Fleet {
			k.say(true, "Only fleets convoy; %s is an army.", k.selName())
			return true
		}
		if !k.has(kind(engine.Convoy)) {
			k.say(true, "%s can convoy no army from where it stands.", k.selName())
			return true
		}
		k.step, k.target = pickConvoyed, engine.NoLoc
	default:
		k.say(true, "D and R are for retreats; in movement: H hold, S support, C convoy, or tap a destination.")
	}
	return true
}

// typedKey takes Esc, Tab, Delete, Enter (and passes arrow keys to the
// board).
func (k *orderKeys) typedKey(ev *fyne.KeyEvent, shift bool) {
	k.note = ""
	switch ev.Name {
	case fyne.KeyEscape:
		k.back()
	case fyne.KeyTab:
		k.next(shift)
	case fyne.KeyReturn, fyne.KeyEnter:
		k.t.u.w.Canvas().Focus(k.t.entry) // type an order instead; a tap on the board comes back
		return
	case fyne.KeyDelete, fyne.KeyBackspace:
		if k.sel != nil && k.sel.chosen >= 0 {
			k.sel.choose(-1)
			k.say(false, "%s has no order now.", k.selName())
		}
	default:
		if m := k.t.pane.m; m != nil {
			m.TypedKey(ev) // arrows pan
		}
		return
	}
	k.render()
}

// back cancels the current step: the one before it is current again.
func (k *orderKeys) back() {
	switch k.step {
	case pickSupportDest:
		k.step, k.target = pickSupported, engine.NoLoc
	case pickConvoyDest:
		k.step, k.target = pickConvoyed, engine.NoLoc
	case pickMove, pickSupported, pickConvoyed:
		k.step = unitPicked
	case pickBuildCoast:
		k.step = pickBuildType
	default:
		k.reset()
	}
}

// next picks the next (or previous) thing still to decide: a unit without
// an order, or in adjustments a centre to build in or a unit to remove.
func (k *orderKeys) next(back bool) {
	if k.phase() == engine.Adjustment {
		k.nextAdjustment(back)
		return
	}
	slots := k.unitSlots()
	cur := -1
	for i, sl := range slots {
		if sl == k.sel {
			cur = i
		}
	}
	n := len(slots)
	for d := 1; d <= n; d++ {
		i := cur + d
		if back {
			i = cur - d
			if cur < 0 {
				i = n - d
			}
		}
		sl := slots[((i%n)+n)%n]
		if sl.chosen < 0 && sl != k.sel {
			k.pick(sl)
			return
		}
	}
	k.say(false, "Every unit has an order. Ctrl+Enter hands over.")
}

// prompt is the hint: what the next tap or key does.
func (k *orderKeys) prompt() string {
	if k.phase() == engine.Adjustment {
		return k.adjustmentPrompt()
	}
	if k.sel == nil {
		left := 0
		for _, sl := range k.unitSlots() {
			if sl.chosen < 0 {
				left++
			}
		}
		units := "units"
		if k.phase() == engine.Retreat {
			units = "dislodged units"
		}
		if left == 0 {
			return fmt.Sprintf("Every one of your %s has an order: tap one to change it · Ctrl+Enter hand over", units)
		}
		return fmt.Sprintf("Tap one of your %s, or Tab to the next without an order (%d left)", units, left)
	}
	who := k.selName()
	switch k.step {
	case pickMove:
		if k.phase() == engine.Retreat {
			return who + " retreats: tap where to · Esc back"
		}
		return who + " moves: tap a destination · Esc back"
	case pickSupported:
		return who + " supports: tap the unit to support · Esc back"
	case pickSupportDest:
		tn := k.name(k.unitAt(k.target), k.target)
		hold := k.has(func(o engine.Order) bool { return k.supportOf(k.target)(o) && o.Dest == engine.NoLoc })
		move := k.has(func(o engine.Order) bool { return k.supportOf(k.target)(o) && o.Dest != engine.NoLoc })
		switch {
		case hold && move:
			return fmt.Sprintf("%s supports %s: tap its destination, or %s again to support it holding · Esc back", who, tn, tn)
		case hold:
			return fmt.Sprintf("%s supports %s: tap %s again to support it holding (no move of it can be supported) · Esc back", who, tn, tn)
		default:
			return fmt.Sprintf("%s supports %s: tap its destination (it cannot be supported holding) · Esc back", who, tn)
		}
	case pickConvoyed:
		return who + " convoys: tap the army to carry · Esc back"
	case pickConvoyDest:
		return fmt.Sprintf("%s convoys %s: tap its destination · Esc back", who, k.name(engine.Army, k.target))
	}
	if k.phase() == engine.Retreat {
		if !k.has(kind(engine.Move)) {
			return who + " has nowhere to retreat: D disband · Esc cancel"
		}
		return who + ": tap where it retreats, or D disband · Esc cancel"
	}
	var keys []string
	keys = append(keys, "H hold")
	if k.has(kind(engine.Support)) {
		keys = append(keys, "S support")
	}
	if k.has(kind(engine.Convoy)) {
		keys = append(keys, "C convoy")
	}
	keys = append(keys, "Esc cancel")
	if !k.has(kind(engine.Move)) {
		return who + " cannot move: " + strings.Join(keys, " · ")
	}
	return who + ": tap a destination, or " + strings.Join(keys, " · ")
}

// targets are the provinces where a tap counts in the current step; the
// board highlights them.
func (k *orderKeys) targets() []engine.ProvinceID {
	if k.phase() == engine.Adjustment {
		return k.adjustmentTargets()
	}
	var out []engine.ProvinceID
	add := func(p engine.ProvinceID) {
		for _, q := range out {
			if q == p {
				return
			}
		}
		out = append(out, p)
	}
	addDests := func(fits func(engine.Order) bool) {
		for _, o := range k.sel.orders {
			if fits(o) && o.Dest != engine.NoLoc {
				add(k.prov(o.Dest))
			}
		}
	}
	if k.sel == nil {
		for _, sl := range k.unitSlots() {
			add(k.prov(sl.loc))
		}
		return out
	}
	switch k.step {
	case unitPicked, pickMove:
		add(k.prov(k.sel.loc))
		addDests(kind(engine.Move))
	case pickSupported, pickConvoyed:
		add(k.prov(k.sel.loc))
		kd := engine.Support
		if k.step == pickConvoyed {
			kd = engine.Convoy
		}
		for _, o := range k.sel.orders {
			if o.Kind == kd {
				add(k.prov(o.Target))
			}
		}
	case pickSupportDest:
		if k.has(func(o engine.Order) bool { return k.supportOf(k.target)(o) && o.Dest == engine.NoLoc }) {
			add(k.prov(k.target))
		}
		addDests(k.supportOf(k.target))
	case pickConvoyDest:
		add(k.prov(k.target))
		addDests(k.convoyOf(k.target))
	}
	return out
}

// render shows the hint, the highlights and which unit is picked.
func (k *orderKeys) render() {
	k.bar.set(k.prompt(), k.note, k.bad)
	if m := k.t.pane.m; m != nil {
		v := k.variant()
		var ids []string
		for _, p := range k.targets() {
			ids = append(ids, v.Province(p).ID)
		}
		m.SetSelected(ids...)
	}
	for _, sh := range k.t.sheets {
		for _, sl := range sh.slots {
			sl.refresh()
		}
	}
}
