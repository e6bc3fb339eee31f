package orderentry

import (
	"fmt"
	"strings"
	"unicode"

	"dipdesk/engine"
)

// Step is where entry by keys and taps stands. Each step has one thing the
// next tap or key names, which Prompt states.
type Step int

const (
	PickUnit        Step = iota // nothing picked: tap (or Tab to) a unit, or a centre in adjustments
	UnitPicked                  // a unit is picked: tap a destination, or a key says what kind of order
	PickMove                    // M (R in retreats): tap where it goes
	PickSupported               // S: tap the unit to support
	PickSupportDest             // tap the supported unit's destination, or the unit again to support it holding
	PickConvoyed                // C: tap the army to carry
	PickConvoyDest              // tap where the army goes
	PickBuildType               // adjustments: a centre is picked: A army or F fleet
	PickBuildCoast              // F in a centre with several coasts: which one
	RemovalPicked               // adjustments: a unit is picked: D removes it
)

// Key is a key that is not a letter, as order entry understands it.
type Key int

const (
	KeyOther Key = iota // any key order entry does not use
	KeyBack             // Esc: back one step
	KeyNext             // Tab: the next thing without an order
	KeyPrev             // Shift+Tab: the previous one
	KeyClear            // Delete or Backspace: clear the picked unit's order
)

// Slot is one order to decide: a unit's order, or one build or removal.
type Slot struct {
	Power  engine.PowerID
	Unit   string          // "A Mun", or "2." for a build or removal slot
	Type   engine.UnitType // the unit's type, or NoUnit
	Loc    engine.LocID    // the unit's location, or NoLoc
	Orders []engine.Order  // the legal choices, in engine order
	Texts  []string        // Orders formatted as typed: "A Par - Bur"
	Chosen int             // index into Orders, or -1 for none yet
	none   string          // what Label says without an order
	v      *engine.Variant
}

// Label is what the slot shows: its order, with the provinces' full names
// ("A Paris → Burgundy"), or that there is none and what happens then.
func (sl *Slot) Label() string {
	if sl.Chosen >= 0 {
		return sl.v.FormatOrderFull(sl.Orders[sl.Chosen])
	}
	return sl.none
}

// find is the index of the first legal order of the slot that fits, or -1.
func (sl *Slot) find(fits func(engine.Order) bool) int {
	for k, o := range sl.Orders {
		if fits(o) {
			return k
		}
	}
	return -1
}

// index is the index of order o among the slot's choices, or -1. Orders
// are compared as values; who gives them is the slot's power either way.
func (sl *Slot) index(o engine.Order) int {
	o.Power = engine.NoPower
	return sl.find(func(c engine.Order) bool {
		c.Power = engine.NoPower
		return c == o
	})
}

// Sheet is one power's slots.
type Sheet struct {
	Power engine.PowerID
	Title string // "France — 3 units, 3 supply centres"
	Slots []*Slot
}

// Orders are the slots' chosen orders.
func (sh *Sheet) Orders() []engine.Order {
	var out []engine.Order
	for _, sl := range sh.Slots {
		if sl.Chosen >= 0 {
			out = append(out, sl.Orders[sl.Chosen])
		}
	}
	return out
}

// mode is how taps and keys act in one kind of phase: units' orders in
// movement and retreat phases, builds and removals in adjustments.
type mode interface {
	tap(pr engine.ProvinceID, coast string)
	letter(r rune) bool // false: not a key of this phase
	next(back bool)
	prompt() string
	targets() []engine.ProvinceID
	// missing says what becomes of n slots left without an order.
	missing(n int) string
}

// Turn is one player's order entry for their powers in one phase.
type Turn struct {
	v      *engine.Variant
	pos    *engine.Position
	Sheets []*Sheet
	// Changed is called with a sheet whenever its chosen orders change,
	// so they can be stored (and saved) at once.
	Changed func(*Sheet)
	// Done is what Ctrl+Enter does, as hints say it: "hand over" (the
	// default) at a hot-seat table; a solo game or the sandbox, with
	// nobody to hand over to, says its own ("let the computers play").
	Done string

	mode   mode
	step   Step
	sel    *Slot             // the unit being ordered
	target engine.LocID      // the supported or convoyed unit
	at     engine.ProvinceID // adjustments: the centre or unit picked
	coast  string            // adjustments: the coast of the tap
	note   string            // what the last input did, or why it did nothing
	bad    bool              // note is a refusal
}

// New builds the sheets of powers for position pos, with the orders
// already given (a power's entry in given, matched to its slots).
func New(v *engine.Variant, pos *engine.Position, powers []engine.PowerID, given map[engine.PowerID][]engine.Order) *Turn {
	t := &Turn{v: v, pos: pos, target: engine.NoLoc, at: engine.NoProvince, Done: "hand over"}
	switch pos.Phase.Kind {
	case engine.Adjustment:
		t.mode = adjustments{t}
	default:
		t.mode = units{t, pos.Phase.Kind == engine.Retreat}
	}
	for _, pw := range powers {
		var sh *Sheet
		switch pos.Phase.Kind {
		case engine.Adjustment:
			sh = t.adjustmentSheet(pw)
		case engine.Retreat:
			sh = t.retreatSheet(pw)
		default:
			sh = t.movementSheet(pw)
		}
		t.Sheets = append(t.Sheets, sh)
		sh.show(given[pw])
	}
	return t
}

// show sets the slots from the power's orders, without calling Changed.
func (sh *Sheet) show(given []engine.Order) {
	used := make([]bool, len(given))
	for _, sl := range sh.Slots {
		sl.Chosen = -1
		for gi, o := range given {
			if used[gi] {
				continue
			}
			if k := sl.index(o); k >= 0 {
				sl.Chosen = k
				used[gi] = true
				break
			}
		}
	}
}

func (t *Turn) newSlot(pw engine.PowerID, unit string, typ engine.UnitType, loc engine.LocID, legal []engine.Order, none string) *Slot {
	sl := &Slot{Power: pw, Unit: unit, Type: typ, Loc: loc, Orders: legal, Chosen: -1, none: none, v: t.v}
	sl.Texts = make([]string, len(legal))
	for i, o := range legal {
		sl.Texts[i] = t.v.FormatOrder(o)
	}
	return sl
}

// Selected is the slot being ordered by keys and taps, or nil.
func (t *Turn) Selected() *Slot { return t.sel }

// Step is where entry by keys and taps stands.
func (t *Turn) Step() Step { return t.step }

// Note is what the last input did, or why it did nothing ("" for
// nothing to report); bad marks a refusal.
func (t *Turn) Note() (note string, bad bool) { return t.note, t.bad }

// Prompt says what the next tap or key does.
func (t *Turn) Prompt() string { return t.mode.prompt() }

// Targets are the provinces where a tap counts now; the board highlights
// them.
func (t *Turn) Targets() []engine.ProvinceID { return t.mode.targets() }

// Tap takes a tap on the board in a province (by id), on the given coast
// ("" if none). A tap outside every province does nothing.
func (t *Turn) Tap(province, coast string) {
	pr, ok := t.v.LookupProvince(province)
	if !ok {
		return
	}
	t.note = ""
	t.mode.tap(pr, coast)
}

// Rune takes a letter key (any case). It reports false for keys order
// entry does not use (zoom keys, for the board).
func (t *Turn) Rune(r rune) bool {
	t.note = ""
	return t.mode.letter(unicode.ToUpper(r))
}

// Key takes a named key. It reports false for keys order entry does not
// use (Enter, arrows), which the screen may act on.
func (t *Turn) Key(k Key) bool {
	t.note = ""
	switch k {
	case KeyBack:
		t.back()
	case KeyNext, KeyPrev:
		t.mode.next(k == KeyPrev)
	case KeyClear:
		if t.sel != nil && t.sel.Chosen >= 0 {
			t.set(t.sel, -1)
			t.say(false, "%s has no order now.", t.selName())
		}
	default:
		return false
	}
	return true
}

// Pick makes sl the unit being ordered, as when its menu is opened.
func (t *Turn) Pick(sl *Slot) {
	t.note = ""
	t.pick(sl)
}

// Choose records order i of sl (-1 clears it), as from its menu.
func (t *Turn) Choose(sl *Slot, i int) {
	if i < 0 {
		t.set(sl, -1)
		t.reset()
		t.say(false, "%s has no order now.", sl.name())
		return
	}
	t.chosen(sl, i)
}

// Missing counts the slots without an order.
func (t *Turn) Missing() int {
	n := 0
	for _, sh := range t.Sheets {
		for _, sl := range sh.Slots {
			if sl.Chosen < 0 {
				n++
			}
		}
	}
	return n
}

// HandOverQuestion asks whether to go on (Done) with slots left empty, or is
// "" when every slot has an order.
func (t *Turn) HandOverQuestion() string {
	if m := t.MissingNote(); m != "" {
		return m + " " + strings.ToUpper(t.Done[:1]) + t.Done[1:] + " anyway?"
	}
	return ""
}

// MissingNote says how many slots are left empty and what becomes of
// them ("2 units have no orders and will hold."), or is "" when every
// slot has an order; screens with nobody to hand over to ask their own
// question after it.
func (t *Turn) MissingNote() string {
	n := t.Missing()
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d %s.", n, t.mode.missing(n))
}

// reset goes back to picking a unit.
func (t *Turn) reset() {
	t.step, t.sel, t.target, t.at, t.coast = PickUnit, nil, engine.NoLoc, engine.NoProvince, ""
}

// back cancels the current step: the one before it is current again.
func (t *Turn) back() {
	switch t.step {
	case PickSupportDest:
		t.step, t.target = PickSupported, engine.NoLoc
	case PickConvoyDest:
		t.step, t.target = PickConvoyed, engine.NoLoc
	case PickMove, PickSupported, PickConvoyed:
		t.step = UnitPicked
	case PickBuildCoast:
		t.step = PickBuildType
	default:
		t.reset()
	}
}

func (t *Turn) say(bad bool, format string, args ...any) {
	t.note, t.bad = fmt.Sprintf(format, args...), bad
}

// pick makes sl the unit being ordered.
func (t *Turn) pick(sl *Slot) {
	t.reset()
	if sl != nil && sl.Loc != engine.NoLoc {
		t.sel, t.step = sl, UnitPicked
	}
}

// set makes sl's order Orders[i] (-1: none) and reports the change.
func (t *Turn) set(sl *Slot, i int) {
	sl.Chosen = i
	if t.Changed != nil {
		t.Changed(t.sheetOf(sl))
	}
}

// chosen records order i of sl and goes back to picking a unit.
func (t *Turn) chosen(sl *Slot, i int) {
	t.set(sl, i)
	t.reset()
	t.say(false, "✓ %s", t.v.FormatOrderFull(sl.Orders[i]))
}

// name is the slot's unit in full ("A Paris"), or its number for a build
// or removal ("2.").
func (sl *Slot) name() string {
	if sl.Loc == engine.NoLoc {
		return sl.Unit
	}
	return sl.Type.Letter() + " " + sl.v.LocFullName(sl.Loc)
}

func (t *Turn) sheetOf(sl *Slot) *Sheet {
	for _, sh := range t.Sheets {
		if sh.Power == sl.Power {
			return sh
		}
	}
	return nil
}

func (t *Turn) prov(l engine.LocID) engine.ProvinceID { return t.v.ProvinceOf(l) }

// name is a unit as hints say it: "A Paris", "F St Petersburg (south coast)".
func (t *Turn) name(typ engine.UnitType, l engine.LocID) string {
	return typ.Letter() + " " + t.v.LocFullName(l)
}

func (t *Turn) selName() string { return t.name(t.sel.Type, t.sel.Loc) }

// why explains in the engine's words why order o of power pw is not
// possible, or gives fallback.
func (t *Turn) why(pw engine.PowerID, o engine.Order, fallback string) string {
	o.Power = pw
	if _, err := t.v.Check(t.pos, o); err != nil {
		return Explain(err) + "."
	}
	return fallback
}

func kind(kd engine.OrderKind) func(engine.Order) bool {
	return func(o engine.Order) bool { return o.Kind == kd }
}
