package orderentry

import (
	"fmt"
	"slices"
	"strings"

	"dipdesk/engine"
)

// units is order entry in movement and retreat phases: pick a unit (tap
// it, Tab to it, or open its menu), press a key for the kind of order,
// then tap the provinces that order needs. With nothing picked no letter
// is a key: it starts an order typed in the field.
type units struct {
	*Turn
	retreat bool
}

func (t *Turn) movementSheet(pw engine.PowerID) *Sheet {
	pos := t.pos
	n := pos.SCCount(pw)
	sh := &Sheet{Power: pw, Title: fmt.Sprintf("%s — %s, %d supply centre%s",
		t.v.Power(pw).Name, unitCount(pos.UnitCount(pw)), n, plural(n))}
	for _, un := range pos.Units {
		if un.Power == pw {
			sh.Slots = append(sh.Slots, t.unitSlot(pw, un.Type, un.Loc, ": no order (holds)"))
		}
	}
	return sh
}

func (t *Turn) retreatSheet(pw engine.PowerID) *Sheet {
	sh := &Sheet{Power: pw, Title: t.v.Power(pw).Name + " — dislodged units must retreat or disband"}
	for _, d := range t.pos.Dislodged {
		if d.Power == pw {
			sh.Slots = append(sh.Slots, t.unitSlot(pw, d.Type, d.Loc, ": no order (disbands)"))
		}
	}
	return sh
}

func (t *Turn) unitSlot(pw engine.PowerID, typ engine.UnitType, loc engine.LocID, none string) *Slot {
	unit := typ.Letter() + " " + t.v.LocName(loc)
	// A box province (Cape Horn) may hold fleets of several powers: the
	// province's legal orders are all of theirs, and the slot offers only
	// its own power's.
	var legal []engine.Order
	for _, o := range t.v.LegalOrders(t.pos, t.prov(loc)) {
		if o.Power == pw {
			legal = append(legal, o)
		}
	}
	return t.newSlot(pw, unit, typ, loc, legal, t.name(typ, loc)+none)
}

// unitSlots are the slots of units (not builds), in list order.
func (t *Turn) unitSlots() []*Slot {
	var out []*Slot
	for _, sh := range t.Sheets {
		for _, sl := range sh.Slots {
			if sl.Loc != engine.NoLoc {
				out = append(out, sl)
			}
		}
	}
	return out
}

// slotIn is the slot of the player's unit in province pr, or nil. A box
// province (Cape Horn) can hold several of them: then it is the first
// still without an order, so tapping the box again reaches the next
// fleet (a second fleet there could once be ordered only from its list).
func (t *Turn) slotIn(pr engine.ProvinceID) *Slot {
	var first *Slot
	for _, sl := range t.unitSlots() {
		if t.prov(sl.Loc) != pr {
			continue
		}
		if sl.Chosen < 0 {
			return sl
		}
		if first == nil {
			first = sl
		}
	}
	return first
}

// has reports whether the picked unit has a legal order that fits.
func (t *Turn) has(fits func(engine.Order) bool) bool { return t.sel.find(fits) >= 0 }

// supportOf and convoyOf fit supports or convoys of the unit at target;
// supportHold and supportMove narrow supportOf to holding or moving.
func supportOf(target engine.LocID) func(engine.Order) bool {
	return func(o engine.Order) bool { return o.Kind == engine.Support && o.Target == target }
}

func supportHold(target engine.LocID) func(engine.Order) bool {
	return func(o engine.Order) bool { return supportOf(target)(o) && o.Dest == engine.NoLoc }
}

func supportMove(target engine.LocID) func(engine.Order) bool {
	return func(o engine.Order) bool { return supportOf(target)(o) && o.Dest != engine.NoLoc }
}

func convoyOf(target engine.LocID) func(engine.Order) bool {
	return func(o engine.Order) bool { return o.Kind == engine.Convoy && o.Target == target }
}

// destIn finds, among sl's orders that fit, the one going to province pr,
// preferring the coast tapped when the province has several.
func (t *Turn) destIn(sl *Slot, fits func(engine.Order) bool, pr engine.ProvinceID, coast string) int {
	found := -1
	for i, o := range sl.Orders {
		if !fits(o) || o.Dest == engine.NoLoc || t.prov(o.Dest) != pr {
			continue
		}
		if c := t.v.Loc(o.Dest).Coast; c == "" || c == coast {
			return i
		}
		if found < 0 {
			found = i
		}
	}
	return found
}

// unitAt is the type of the unit standing at l.
func (t *Turn) unitAt(l engine.LocID) engine.UnitType {
	if i := t.pos.UnitIn(t.v, t.prov(l)); i >= 0 {
		return t.pos.Units[i].Type
	}
	return engine.NoUnit
}

// refuse notes why the picked unit's order o is not possible.
func (m units) refuse(o engine.Order, format string, args ...any) {
	m.say(true, "%s", m.why(m.sel.Power, o, fmt.Sprintf(format, args...)))
}

func (m units) tap(pr engine.ProvinceID, coast string) {
	switch m.step {
	case PickUnit:
		if other := m.slotIn(pr); other != nil {
			m.pick(other)
			return
		}
		m.say(true, "%s holds none of your units to order.", m.v.Province(pr).Name)
	case UnitPicked, PickMove:
		m.tapDest(pr, coast)
	case PickSupported:
		m.tapSupported(pr)
	case PickSupportDest:
		m.tapSupportDest(pr, coast)
	case PickConvoyed:
		for _, o := range m.sel.Orders {
			if o.Kind == engine.Convoy && m.prov(o.Target) == pr {
				m.target, m.step = o.Target, PickConvoyDest
				return
			}
		}
		m.say(true, "%s can carry no army from %s.", m.selName(), m.v.Province(pr).Name)
	case PickConvoyDest:
		if i := m.destIn(m.sel, convoyOf(m.target), pr, coast); i >= 0 {
			m.chosen(m.sel, i)
			return
		}
		m.refuse(engine.ConvoyOrder(m.sel.Loc, m.target, engine.LocID(pr)),
			"%s cannot carry %s to %s.", m.selName(), m.name(engine.Army, m.target), m.v.Province(pr).Name)
	}
}

// tapDest is a tap while a unit is picked or moving: where it goes (its
// own province: it holds), or another of the player's units to pick.
func (m units) tapDest(pr engine.ProvinceID, coast string) {
	sl := m.sel
	if m.prov(sl.Loc) == pr {
		if m.step == UnitPicked && !m.retreat {
			m.chosen(sl, sl.find(kind(engine.Hold)))
			return
		}
		m.say(true, "%s cannot stay: tap where it goes.", m.selName())
		return
	}
	if i := m.destIn(sl, kind(engine.Move), pr, coast); i >= 0 {
		m.chosen(sl, i)
		return
	}
	if other := m.slotIn(pr); other != nil && m.step == UnitPicked {
		m.pick(other)
		return
	}
	dest, _ := m.v.CoastOf(pr, coast)
	m.refuse(engine.MoveOrder(sl.Type, sl.Loc, dest), "%s cannot go to %s.", m.selName(), m.v.Province(pr).Name)
}

// tapSupported is the tap on the unit to support.
func (m units) tapSupported(pr engine.ProvinceID) {
	for _, o := range m.sel.Orders {
		if o.Kind == engine.Support && m.prov(o.Target) == pr {
			m.target, m.step = o.Target, PickSupportDest
			return
		}
	}
	if i := m.pos.UnitIn(m.v, pr); i >= 0 && m.prov(m.sel.Loc) != pr {
		u := m.pos.Units[i]
		m.say(true, "%s can support %s neither holding nor moving anywhere.", m.selName(), m.name(u.Type, u.Loc))
	} else {
		m.say(true, "There is no unit in %s that %s could support.", m.v.Province(pr).Name, m.selName())
	}
}

// tapSupportDest is the tap on the supported unit's destination, or on
// the unit again to support it holding.
func (m units) tapSupportDest(pr engine.ProvinceID, coast string) {
	sl := m.sel
	tu := m.unitAt(m.target)
	if m.prov(m.target) == pr {
		if i := sl.find(supportHold(m.target)); i >= 0 {
			m.chosen(sl, i)
			return
		}
		m.refuse(engine.SupportHoldOrder(sl.Type, sl.Loc, tu, m.target),
			"%s cannot support %s holding.", m.selName(), m.name(tu, m.target))
		return
	}
	if i := m.destIn(sl, supportOf(m.target), pr, coast); i >= 0 {
		m.chosen(sl, i)
		return
	}
	m.refuse(engine.SupportMoveOrder(sl.Type, sl.Loc, tu, m.target, engine.LocID(pr)),
		"%s cannot support %s to %s.", m.selName(), m.name(tu, m.target), m.v.Province(pr).Name)
}

func (m units) letter(r rune) bool {
	if !strings.ContainsRune("HMSCRD", r) {
		return false
	}
	if m.sel == nil {
		// Nothing picked: the letter starts a typed order, so that
		// "rmn bul" typed straight onto the board keeps its R.
		return false
	}
	if m.retreat {
		m.retreatLetter(r)
	} else {
		m.movementLetter(r)
	}
	return true
}

func (m units) retreatLetter(r rune) {
	switch r {
	case 'R', 'M':
		if !m.has(kind(engine.Move)) {
			m.say(true, "%s has nowhere to retreat: D disbands it.", m.selName())
			return
		}
		m.step = PickMove
	case 'D':
		m.chosen(m.sel, m.sel.find(kind(engine.Disband)))
	default:
		m.say(true, "A dislodged unit can only retreat (R) or disband (D).")
	}
}

func (m units) movementLetter(r rune) {
	sl := m.sel
	switch r {
	case 'H':
		m.chosen(sl, sl.find(kind(engine.Hold)))
	case 'M':
		if !m.has(kind(engine.Move)) {
			m.say(true, "%s has nowhere to move.", m.selName())
			return
		}
		m.step, m.target = PickMove, engine.NoLoc
	case 'S':
		if !m.has(kind(engine.Support)) {
			m.say(true, "%s can support no unit from where it stands.", m.selName())
			return
		}
		m.step, m.target = PickSupported, engine.NoLoc
	case 'C':
		if sl.Type != engine.Fleet {
			m.say(true, "Only fleets convoy; %s is an army.", m.selName())
			return
		}
		if !m.has(kind(engine.Convoy)) {
			m.say(true, "%s can convoy no army from where it stands.", m.selName())
			return
		}
		m.step, m.target = PickConvoyed, engine.NoLoc
	default:
		m.say(true, "D and R are for retreats; in movement: H hold, S support, C convoy, or tap a destination.")
	}
}

// next picks the next (or previous) unit without an order.
func (m units) next(back bool) {
	slots := m.unitSlots()
	cur := slices.Index(slots, m.sel)
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
		if sl.Chosen < 0 && sl != m.sel {
			m.pick(sl)
			return
		}
	}
	m.say(false, "Every unit has an order. Ctrl+Enter: %s.", m.Done)
}

func (m units) prompt() string {
	if m.sel == nil {
		return m.idlePrompt()
	}
	who := m.selName()
	switch m.step {
	case PickMove:
		if m.retreat {
			return who + " retreats: tap where to · Esc back"
		}
		return who + " moves: tap a destination · Esc back"
	case PickSupported:
		return who + " supports: tap the unit to support · Esc back"
	case PickSupportDest:
		return m.supportDestPrompt(who)
	case PickConvoyed:
		return who + " convoys: tap the army to carry · Esc back"
	case PickConvoyDest:
		return fmt.Sprintf("%s convoys %s: tap its destination · Esc back", who, m.name(engine.Army, m.target))
	}
	if m.retreat {
		if !m.has(kind(engine.Move)) {
			return who + " has nowhere to retreat: D disband · Esc cancel"
		}
		return who + ": tap where it retreats, or D disband · Esc cancel"
	}
	keys := []string{"H hold"}
	if m.has(kind(engine.Support)) {
		keys = append(keys, "S support")
	}
	if m.has(kind(engine.Convoy)) {
		keys = append(keys, "C convoy")
	}
	keys = append(keys, "Esc cancel")
	if !m.has(kind(engine.Move)) {
		return who + " cannot move: " + strings.Join(keys, " · ")
	}
	return who + ": tap a destination, or " + strings.Join(keys, " · ")
}

// idlePrompt is the hint while no unit is picked.
func (m units) idlePrompt() string {
	left := 0
	for _, sl := range m.unitSlots() {
		if sl.Chosen < 0 {
			left++
		}
	}
	what := "units"
	if m.retreat {
		what = "dislodged units"
	}
	if left == 0 {
		return fmt.Sprintf("Every one of your %s has an order: tap one to change it · Ctrl+Enter %s", what, m.Done)
	}
	return fmt.Sprintf("Tap one of your %s, or Tab to the next without an order (%d left)", what, left)
}

func (m units) supportDestPrompt(who string) string {
	tn := m.name(m.unitAt(m.target), m.target)
	hold, move := m.has(supportHold(m.target)), m.has(supportMove(m.target))
	switch {
	case hold && move:
		return fmt.Sprintf("%s supports %s: tap its destination, or %s again to support it holding · Esc back", who, tn, tn)
	case hold:
		return fmt.Sprintf("%s supports %s: tap %s again to support it holding (no move of it can be supported) · Esc back", who, tn, tn)
	default:
		return fmt.Sprintf("%s supports %s: tap its destination (it cannot be supported holding) · Esc back", who, tn)
	}
}

func (m units) targets() []engine.ProvinceID {
	var out []engine.ProvinceID
	add := func(p engine.ProvinceID) {
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	addDests := func(fits func(engine.Order) bool) {
		for _, o := range m.sel.Orders {
			if fits(o) && o.Dest != engine.NoLoc {
				add(m.prov(o.Dest))
			}
		}
	}
	if m.sel == nil {
		for _, sl := range m.unitSlots() {
			add(m.prov(sl.Loc))
		}
		return out
	}
	switch m.step {
	case UnitPicked, PickMove:
		add(m.prov(m.sel.Loc))
		addDests(kind(engine.Move))
	case PickSupported, PickConvoyed:
		add(m.prov(m.sel.Loc))
		kd := engine.Support
		if m.step == PickConvoyed {
			kd = engine.Convoy
		}
		for _, o := range m.sel.Orders {
			if o.Kind == kd {
				add(m.prov(o.Target))
			}
		}
	case PickSupportDest:
		if m.has(supportHold(m.target)) {
			add(m.prov(m.target))
		}
		addDests(supportOf(m.target))
	case PickConvoyDest:
		add(m.prov(m.target))
		addDests(convoyOf(m.target))
	}
	return out
}

func (m units) missing(n int) string {
	if n > 1 {
		return "units have no orders and will hold"
	}
	return "unit has no order and will hold"
}
