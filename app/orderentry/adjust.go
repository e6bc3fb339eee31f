package orderentry

import (
	"fmt"
	"slices"
	"strings"

	"dipdesk/engine"
)

// adjustments is order entry in adjustment phases: tap a centre, then A
// (army) or F (fleet; with several coasts the tapped one, or N/S/E/W) or
// W (waive); tap a unit to remove it (or Tab to it and press D); tap a
// chosen build or removal to undo it. Builds and removals fill the
// player's free slots in list order, from the same legal orders as the
// menus; a build may also take a slot that was waived. With nothing
// picked no letter is a key: it starts an order typed in the field
// ("Build F Lon", "Waive"), so typing never waives by surprise.
type adjustments struct{ *Turn }

func (t *Turn) adjustmentSheet(pw engine.PowerID) *Sheet {
	name := t.v.Power(pw).Name
	n := t.v.Delta(t.pos, pw)
	if n < 0 {
		title := fmt.Sprintf("%s — remove %s", name, unitCount(-n))
		return t.fillSheet(pw, title, -n, " no removal chosen")
	}
	// The builds due are capped by the variant's yearly maximum (1812
	// Overture: two) and by the free centres to build in (War in North
	// America's United States opens owed five, with three free home
	// centres): a slot per build that can really be made, and the title
	// says why there are fewer than owed, so nobody is offered a build
	// the results would refuse.
	b := t.v.BuildsDue(t.pos, pw)
	title := fmt.Sprintf("%s — build %s", name, unitCount(b.Allowed))
	if b.Allowed < b.Owed {
		title += " (" + BuildsWhy(b) + ")"
	}
	return t.fillSheet(pw, title, b.Allowed, " no build chosen")
}

// BuildsWhy says why a power may build fewer units than it has centres
// more than units: "5 due, 3 free centres to build in", "3 due, at most
// 2 a year"; "" when it may build them all.
func BuildsWhy(b engine.Builds) string {
	if b.Allowed >= b.Owed {
		return ""
	}
	if b.Cap > 0 && b.Allowed == b.Cap && b.Cap < b.Places {
		return fmt.Sprintf("%d due, at most %d a year", b.Owed, b.Cap)
	}
	if b.Places == 0 {
		return fmt.Sprintf("%d due, no free centre to build in", b.Owed)
	}
	return fmt.Sprintf("%d due, %d free centre%s to build in", b.Owed, b.Places, plural(b.Places))
}

// unitCount is "1 unit", "2 units".
func unitCount(n int) string { return fmt.Sprintf("%d unit%s", n, plural(n)) }

func (t *Turn) fillSheet(pw engine.PowerID, title string, n int, none string) *Sheet {
	all := t.v.AdjustmentOrders(t.pos, pw)
	sh := &Sheet{Power: pw, Title: title}
	for k := 0; k < n; k++ {
		unit := fmt.Sprintf("%d.", k+1)
		sh.Slots = append(sh.Slots, t.newSlot(pw, unit, engine.NoUnit, engine.NoLoc, all, unit+none))
	}
	return sh
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// freeSlots are the build or removal slots still without an order.
func (t *Turn) freeSlots() []*Slot {
	var out []*Slot
	for _, sh := range t.Sheets {
		for _, sl := range sh.Slots {
			if sl.Loc == engine.NoLoc && sl.Chosen < 0 {
				out = append(out, sl)
			}
		}
	}
	return out
}

// freeSlot finds a free slot offering an order that fits, and its index.
func (t *Turn) freeSlot(fits func(engine.Order) bool) (*Slot, int) {
	for _, sl := range t.freeSlots() {
		if i := sl.find(fits); i >= 0 {
			return sl, i
		}
	}
	return nil, -1
}

// buildSlot is where a build that fits goes: a free slot offering it,
// else a slot that was waived (a build replaces a waive: the player
// changed their mind, and a waive names no place to tap to undo it).
func (t *Turn) buildSlot(fits func(engine.Order) bool) (*Slot, int) {
	if sl, i := t.freeSlot(fits); sl != nil {
		return sl, i
	}
	for _, sh := range t.Sheets {
		for _, sl := range sh.Slots {
			if sl.Loc == engine.NoLoc && sl.Chosen >= 0 && sl.Orders[sl.Chosen].Kind == engine.Waive {
				if i := sl.find(fits); i >= 0 {
					return sl, i
				}
			}
		}
	}
	return nil, -1
}

// offeredBy is the sheet with a slot (free or not) offering an order that
// fits, or nil.
func (t *Turn) offeredBy(fits func(engine.Order) bool) *Sheet {
	for _, sh := range t.Sheets {
		for _, sl := range sh.Slots {
			if sl.find(fits) >= 0 {
				return sh
			}
		}
	}
	return nil
}

// chosenIn is the build or removal slot whose chosen order is in province
// pr, or nil.
func (t *Turn) chosenIn(pr engine.ProvinceID) *Slot {
	for _, sh := range t.Sheets {
		for _, sl := range sh.Slots {
			if sl.Loc == engine.NoLoc && sl.Chosen >= 0 {
				if o := sl.Orders[sl.Chosen]; o.Loc != engine.NoLoc && t.prov(o.Loc) == pr {
					return sl
				}
			}
		}
	}
	return nil
}

func (t *Turn) removalIn(pr engine.ProvinceID) func(engine.Order) bool {
	return func(o engine.Order) bool { return o.Kind == engine.Remove && t.prov(o.Loc) == pr }
}

// buildIn fits builds in pr of type typ (any type for NoUnit).
func (t *Turn) buildIn(pr engine.ProvinceID, typ engine.UnitType) func(engine.Order) bool {
	return func(o engine.Order) bool {
		return o.Kind == engine.Build && t.prov(o.Loc) == pr && (typ == engine.NoUnit || o.Type == typ)
	}
}

// builder is the player's power that builds this winter, if any.
func (t *Turn) builder() engine.PowerID {
	if sh := t.offeredBy(kind(engine.Waive)); sh != nil {
		return sh.Power
	}
	return engine.NoPower
}

func (m adjustments) tap(pr engine.ProvinceID, coast string) {
	if sl := m.chosenIn(pr); sl != nil {
		text := sl.Label()
		m.set(sl, -1)
		m.reset()
		m.say(false, "%s undone.", text)
		return
	}
	if (m.step == PickBuildType || m.step == PickBuildCoast) && pr == m.at && coast != "" && len(m.v.Province(pr).Coasts) > 0 {
		m.build(engine.Fleet, coast) // a tap on one of the picked centre's coasts
		return
	}
	if sl, i := m.freeSlot(m.removalIn(pr)); sl != nil {
		m.chosen(sl, i)
		return
	}
	if sh := m.offeredBy(m.removalIn(pr)); sh != nil {
		m.say(true, "All of %s's removals are chosen: tap a chosen one to keep it instead.", m.v.Power(sh.Power).Name)
		return
	}
	if sh := m.offeredBy(m.buildIn(pr, engine.NoUnit)); sh != nil {
		if sl, _ := m.buildSlot(m.buildIn(pr, engine.NoUnit)); sl == nil {
			m.say(true, "All of %s's builds are chosen: tap a chosen one to undo it first.", m.v.Power(sh.Power).Name)
			return
		}
		m.step, m.at, m.coast = PickBuildType, pr, coast
		return
	}
	m.say(true, "%s", m.whyNoBuild(pr, engine.NoUnit))
}

// whyNoBuild explains, in the engine's words, why nothing (or no unit of
// type typ) can be built in pr.
func (m adjustments) whyNoBuild(pr engine.ProvinceID, typ engine.UnitType) string {
	pw := m.builder()
	if pw == engine.NoPower {
		return m.v.Province(pr).Name + " holds none of your units."
	}
	if typ == engine.NoUnit {
		typ = engine.Army
		if !m.v.Loc(engine.LocID(pr)).Army {
			typ = engine.Fleet
		}
	}
	return m.why(pw, engine.NewOrder(engine.Build, typ, engine.LocID(pr)),
		fmt.Sprintf("You cannot build %s in %s.", an(typ), m.v.Province(pr).Name))
}

func an(t engine.UnitType) string {
	if t == engine.Fleet {
		return "a fleet"
	}
	return "an army"
}

// build builds a unit of type typ in the picked centre, on the given
// coast when it has several.
func (m adjustments) build(typ engine.UnitType, coast string) {
	var locs []engine.LocID
	fits := m.buildIn(m.at, typ)
	for _, sh := range m.Sheets {
		for _, sl := range sh.Slots {
			for _, o := range sl.Orders {
				if fits(o) && !slices.Contains(locs, o.Loc) {
					if open, _ := m.buildSlot(func(x engine.Order) bool { return fits(x) && x.Loc == o.Loc }); open != nil {
						locs = append(locs, o.Loc)
					}
				}
			}
		}
	}
	if len(locs) == 0 {
		m.say(true, "%s", m.whyNoBuild(m.at, typ))
		return
	}
	loc := locs[0]
	if len(locs) > 1 {
		loc = engine.NoLoc
		for _, l := range locs {
			if m.v.Loc(l).Coast == coast {
				loc = l
			}
		}
		if loc == engine.NoLoc {
			m.step = PickBuildCoast
			return
		}
	}
	sl, i := m.buildSlot(func(o engine.Order) bool { return o.Kind == engine.Build && o.Type == typ && o.Loc == loc })
	m.chosen(sl, i)
}

// coastKey is the coast of the picked centre named by key r (N for "nc"),
// or "".
func (m adjustments) coastKey(r rune) string {
	for _, c := range m.v.Province(m.at).Coasts {
		if name := m.v.Loc(c).Coast; name != "" && strings.ToUpper(name[:1]) == string(r) {
			return name
		}
	}
	return ""
}

func (m adjustments) letter(r rune) bool {
	if m.step == PickUnit {
		return false // nothing picked: the letter starts a typed order
	}
	picking := m.step == PickBuildType || m.step == PickBuildCoast
	if m.step == PickBuildCoast {
		if c := m.coastKey(r); c != "" {
			m.build(engine.Fleet, c)
			return true
		}
	}
	switch r {
	case 'W':
		sl, i := m.freeSlot(kind(engine.Waive))
		if sl == nil {
			m.say(true, "No build is left to waive.")
			return true
		}
		m.chosen(sl, i)
	case 'A', 'F':
		if !picking {
			m.say(true, "Tap a supply centre first (or Tab to one), then %c.", r)
			return true
		}
		typ := engine.Army
		if r == 'F' {
			typ = engine.Fleet
		}
		m.build(typ, m.coast)
	case 'D':
		if m.step != RemovalPicked {
			m.say(true, "Tap the unit to remove (or Tab to it, then D).")
			return true
		}
		if sl, i := m.freeSlot(m.removalIn(m.at)); sl != nil {
			m.chosen(sl, i)
		}
	default:
		return false
	}
	return true
}

// candidates are the provinces of free builds and removals not chosen
// yet, in slot order, and which of them are removals.
func (m adjustments) candidates() ([]engine.ProvinceID, map[engine.ProvinceID]bool) {
	var out []engine.ProvinceID
	removal := map[engine.ProvinceID]bool{}
	for _, sl := range m.freeSlots() {
		for _, o := range sl.Orders {
			if o.Loc == engine.NoLoc {
				continue
			}
			pr := m.prov(o.Loc)
			if m.chosenIn(pr) != nil || slices.Contains(out, pr) {
				continue
			}
			out = append(out, pr)
			removal[pr] = o.Kind == engine.Remove
		}
	}
	return out, removal
}

// next picks the next (or previous) centre where a build is possible or
// unit that may be removed, and nothing is chosen yet.
func (m adjustments) next(back bool) {
	cands, removal := m.candidates()
	if len(cands) == 0 {
		m.say(false, "Everything is chosen. Ctrl+Enter: %s.", m.Done)
		return
	}
	cur := slices.Index(cands, m.at)
	n := len(cands)
	i := cur + 1
	if back {
		i = cur - 1
		if cur < 0 {
			i = n - 1
		}
	}
	pr := cands[((i%n)+n)%n]
	m.reset()
	m.at = pr
	m.step = PickBuildType
	if removal[pr] {
		m.step = RemovalPicked
	}
}

func (m adjustments) prompt() string {
	switch m.step {
	case PickBuildType, PickBuildCoast:
		return m.buildPrompt()
	case RemovalPicked:
		what := m.v.Province(m.at).Name
		if i := m.pos.UnitIn(m.v, m.at); i >= 0 {
			what = m.name(m.pos.Units[i].Type, m.pos.Units[i].Loc)
		}
		return what + ": D remove · Esc cancel"
	}
	builds, removals := 0, 0
	for _, sl := range m.freeSlots() {
		if sl.find(kind(engine.Remove)) >= 0 {
			removals++
		} else {
			builds++
		}
	}
	var parts []string
	if builds > 0 {
		parts = append(parts, fmt.Sprintf("Tap a supply centre to build in (%d left), or type Waive", builds))
	}
	if removals > 0 {
		parts = append(parts, fmt.Sprintf("Tap a unit to remove it (%d left)", removals))
	}
	if len(parts) == 0 {
		return "All chosen: tap a build or removal on the board to undo it · Ctrl+Enter " + m.Done
	}
	return strings.Join(parts, "; ") + " · Tab next"
}

// buildPrompt is the hint once a centre is picked.
func (m adjustments) buildPrompt() string {
	name := m.v.Province(m.at).Name
	var coasts, letters []string
	for _, sl := range m.freeSlots() {
		for _, o := range sl.Orders {
			if !m.buildIn(m.at, engine.Fleet)(o) {
				continue
			}
			if c := m.v.Loc(o.Loc).Coast; c != "" && !slices.Contains(coasts, c) {
				coasts = append(coasts, c)
				letters = append(letters, strings.ToUpper(c[:1])+" "+m.v.LocFullName(o.Loc))
			}
		}
	}
	if m.step == PickBuildCoast {
		return fmt.Sprintf("Fleet in %s: tap the coast, or %s · Esc back", name, strings.Join(letters, " · "))
	}
	var keys []string
	if m.offeredBy(m.buildIn(m.at, engine.Army)) != nil {
		keys = append(keys, "A army")
	}
	if m.offeredBy(m.buildIn(m.at, engine.Fleet)) != nil {
		f := "F fleet"
		if len(coasts) > 1 {
			f += " (then the coast)"
		}
		keys = append(keys, f)
	}
	return name + ": " + strings.Join(append(keys, "W waive", "Esc cancel"), " · ")
}

func (m adjustments) targets() []engine.ProvinceID {
	if m.step != PickUnit {
		return []engine.ProvinceID{m.at}
	}
	out, _ := m.candidates()
	return out
}

func (m adjustments) missing(int) string {
	return "build or removal is not chosen (unchosen builds are waived; unchosen removals are made for you)"
}
