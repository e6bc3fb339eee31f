package app

import (
	"fmt"
	"strings"

	"dipdesk/engine"
)

// Adjustment phases by keys and taps: tap a centre, then A (army) or F
// (fleet; with several coasts the tapped one, or N/S/E/W); W waives a
// build; tap a unit to remove it (or Tab to it and press D); tap a chosen
// build or removal to undo it. Builds and removals fill the player's free
// slots in list order, from the same legal orders as the menus.

// adjustSlots are the build or removal slots still without an order.
func (k *orderKeys) freeSlots() []*slot {
	var out []*slot
	for _, sh := range k.t.sheets {
		for _, sl := range sh.slots {
			if sl.loc == engine.NoLoc && sl.chosen < 0 {
				out = append(out, sl)
			}
		}
	}
	return out
}

// freeSlot finds a free slot offering an order that fits, and its index.
func (k *orderKeys) freeSlot(fits func(engine.Order) bool) (*slot, int) {
	for _, sl := range k.freeSlots() {
		if i := sl.find(fits); i >= 0 {
			return sl, i
		}
	}
	return nil, -1
}

// offeredBy is the sheet with a slot (free or not) offering an order that
// fits, or nil.
func (k *orderKeys) offeredBy(fits func(engine.Order) bool) *sheet {
	for _, sh := range k.t.sheets {
		for _, sl := range sh.slots {
			if sl.find(fits) >= 0 {
				return sh
			}
		}
	}
	return nil
}

func (k *orderKeys) offered(fits func(engine.Order) bool) bool { return k.offeredBy(fits) != nil }

// chosenIn is the slot whose chosen build or removal is in province pr.
func (k *orderKeys) chosenIn(pr engine.ProvinceID) *slot {
	for _, sh := range k.t.sheets {
		for _, sl := range sh.slots {
			if sl.loc == engine.NoLoc && sl.chosen >= 0 {
				if o := sl.orders[sl.chosen]; o.Loc != engine.NoLoc && k.prov(o.Loc) == pr {
					return sl
				}
			}
		}
	}
	return nil
}

func (k *orderKeys) removalIn(pr engine.ProvinceID) func(engine.Order) bool {
	return func(o engine.Order) bool { return o.Kind == engine.Remove && k.prov(o.Loc) == pr }
}

func (k *orderKeys) buildIn(pr engine.ProvinceID, t engine.UnitType) func(engine.Order) bool {
	return func(o engine.Order) bool {
		return o.Kind == engine.Build && k.prov(o.Loc) == pr && (t == engine.NoUnit || o.Type == t)
	}
}

// builder is the power of the player's that builds this winter, if any.
func (k *orderKeys) builder() engine.PowerID {
	for _, sh := range k.t.sheets {
		for _, sl := range sh.slots {
			if sl.find(kind(engine.Waive)) >= 0 {
				return sh.power
			}
		}
	}
	return engine.NoPower
}

func (k *orderKeys) tapAdjustment(pr engine.ProvinceID, coast string) {
	v := k.variant()
	if sl := k.chosenIn(pr); sl != nil {
		text := sl.texts[sl.chosen]
		sl.choose(-1)
		k.reset()
		k.say(false, "%s undone.", text)
		return
	}
	if (k.step == pickBuildType || k.step == pickBuildCoast) && pr == k.at && coast != "" && len(v.Province(pr).Coasts) > 0 {
		k.build(engine.Fleet, coast) // a tap on one of the picked centre's coasts
		return
	}
	if sl, i := k.freeSlot(k.removalIn(pr)); sl != nil {
		k.chosen(sl, i)
		return
	}
	if sh := k.offeredBy(k.removalIn(pr)); sh != nil {
		k.say(true, "All of %s's removals are chosen: tap a chosen one to keep it instead.", k.variant().Power(sh.power).Name)
		return
	}
	if sh := k.offeredBy(k.buildIn(pr, engine.NoUnit)); sh != nil {
		if sl, _ := k.freeSlot(k.buildIn(pr, engine.NoUnit)); sl == nil {
			k.say(true, "All of %s's builds are chosen: tap a chosen one to undo it first.", k.variant().Power(sh.power).Name)
			return
		}
		k.step, k.at, k.coast = pickBuildType, pr, coast
		return
	}
	k.say(true, "%s", k.whyNoBuild(pr, engine.NoUnit))
}

// whyNoBuild explains, in the engine's words, why nothing (or no unit of
// type t) can be built in pr.
func (k *orderKeys) whyNoBuild(pr engine.ProvinceID, t engine.UnitType) string {
	v := k.variant()
	pw := k.builder()
	if pw == engine.NoPower {
		return v.Province(pr).Name + " holds none of your units."
	}
	if t == engine.NoUnit {
		t = engine.Army
		if !v.Loc(engine.LocID(pr)).Army {
			t = engine.Fleet
		}
	}
	o := engine.NewOrder(engine.Build, t, engine.LocID(pr))
	o.Power = pw
	if _, err := v.Check(k.t.u.s.Current(), o); err != nil {
		return explainError(err) + "."
	}
	return fmt.Sprintf("You cannot build %s in %s.", an(t), v.Province(pr).Name)
}

func an(t engine.UnitType) string {
	if t == engine.Fleet {
		return "a fleet"
	}
	return "an army"
}

// build builds a unit of type t in the picked centre, on the given coast
// when it has several.
func (k *orderKeys) build(t engine.UnitType, coast string) {
	v := k.variant()
	var locs []engine.LocID
	for _, sl := range k.freeSlots() {
		for _, o := range sl.orders {
			if k.buildIn(k.at, t)(o) && !containsLoc(locs, o.Loc) {
				locs = append(locs, o.Loc)
			}
		}
	}
	if len(locs) == 0 {
		k.say(true, "%s", k.whyNoBuild(k.at, t))
		return
	}
	loc := locs[0]
	if len(locs) > 1 {
		loc = engine.NoLoc
		for _, l := range locs {
			if v.Loc(l).Coast == coast {
				loc = l
			}
		}
		if loc == engine.NoLoc {
			k.step = pickBuildCoast
			return
		}
	}
	sl, i := k.freeSlot(func(o engine.Order) bool { return o.Kind == engine.Build && o.Type == t && o.Loc == loc })
	k.chosen(sl, i)
}

func containsLoc(ls []engine.LocID, l engine.LocID) bool {
	for _, x := range ls {
		if x == l {
			return true
		}
	}
	return false
}

// coastKey is the coast of the picked centre named by key r (N for "nc"),
// or "".
func (k *orderKeys) coastKey(r rune) string {
	v := k.variant()
	for _, c := range v.Province(k.at).Coasts {
		if name := v.Loc(c).Coast; name != "" && strings.ToUpper(name[:1]) == string(r) {
			return name
		}
	}
	return ""
}

// adjustmentRune is a letter in an adjustment phase.
func (k *orderKeys) adjustmentRune(r rune) bool {
	picking := k.step == pickBuildType || k.step == pickBuildCoast
	if k.step == pickBuildCoast {
		if c := k.coastKey(r); c != "" {
			k.build(engine.Fleet, c)
			return true
		}
	}
	switch r {
	case 'W':
		sl, i := k.freeSlot(kind(engine.Waive))
		if sl == nil {
			k.say(true, "No build is left to waive.")
			return true
		}
		k.chosen(sl, i)
	case 'A', 'F':
		if !picking {
			k.say(true, "Tap a supply centre first (or Tab to one), then %c.", r)
			return true
		}
		t := engine.Army
		if r == 'F' {
			t = engine.Fleet
		}
		k.build(t, k.coast)
	case 'D':
		if k.step != removalPicked {
			k.say(true, "Tap the unit to remove (or Tab to it, then D).")
			return true
		}
		if sl, i := k.freeSlot(k.removalIn(k.at)); sl != nil {
			k.chosen(sl, i)
		}
	default:
		return false
	}
	return true
}

// nextAdjustment picks the next (or previous) centre where a build is
// possible or unit that may be removed, and nothing is chosen yet.
func (k *orderKeys) nextAdjustment(back bool) {
	var cands []engine.ProvinceID
	removal := map[engine.ProvinceID]bool{}
	for _, sl := range k.freeSlots() {
		for _, o := range sl.orders {
			if o.Loc == engine.NoLoc {
				continue
			}
			pr := k.prov(o.Loc)
			if k.chosenIn(pr) != nil || containsProvince(cands, pr) {
				continue
			}
			cands = append(cands, pr)
			removal[pr] = o.Kind == engine.Remove
		}
	}
	if len(cands) == 0 {
		k.say(false, "Everything is chosen. Ctrl+Enter hands over.")
		return
	}
	cur := -1
	for i, p := range cands {
		if p == k.at {
			cur = i
		}
	}
	n := len(cands)
	i := cur + 1
	if back {
		i = cur - 1
		if cur < 0 {
			i = n - 1
		}
	}
	pr := cands[((i%n)+n)%n]
	k.reset()
	k.at = pr
	k.step = pickBuildType
	if removal[pr] {
		k.step = removalPicked
	}
}

func containsProvince(ps []engine.ProvinceID, p engine.ProvinceID) bool {
	for _, x := range ps {
		if x == p {
			return true
		}
	}
	return false
}

// adjustmentPrompt is the hint in an adjustment phase.
func (k *orderKeys) adjustmentPrompt() string {
	v := k.variant()
	switch k.step {
	case pickBuildType, pickBuildCoast:
		name := v.Province(k.at).Name
		var coasts []string
		var letters []string
		for _, sl := range k.freeSlots() {
			for _, o := range sl.orders {
				if !k.buildIn(k.at, engine.Fleet)(o) {
					continue
				}
				if c := v.Loc(o.Loc).Coast; c != "" && !contains(coasts, c) {
					coasts = append(coasts, c)
					letters = append(letters, strings.ToUpper(c[:1])+" "+v.LocFullName(o.Loc))
				}
			}
		}
		if k.step == pickBuildCoast {
			return fmt.Sprintf("Fleet in %s: tap the coast, or %s · Esc back", name, strings.Join(letters, " · "))
		}
		var keys []string
		if k.offered(k.buildIn(k.at, engine.Army)) {
			keys = append(keys, "A army")
		}
		if k.offered(k.buildIn(k.at, engine.Fleet)) {
			f := "F fleet"
			if len(coasts) > 1 {
				f += " (then the coast)"
			}
			keys = append(keys, f)
		}
		return name + ": " + strings.Join(append(keys, "W waive", "Esc cancel"), " · ")
	case removalPicked:
		pos := k.t.u.s.Current()
		what := v.Province(k.at).Name
		if i := pos.UnitIn(v, k.at); i >= 0 {
			what = k.name(pos.Units[i].Type, pos.Units[i].Loc)
		}
		return what + ": D remove · Esc cancel"
	}
	builds, removals := 0, 0
	for _, sl := range k.freeSlots() {
		if sl.find(kind(engine.Remove)) >= 0 {
			removals++
		} else {
			builds++
		}
	}
	var parts []string
	if builds > 0 {
		parts = append(parts, fmt.Sprintf("Tap a supply centre to build in (%d left), or W waive", builds))
	}
	if removals > 0 {
		parts = append(parts, fmt.Sprintf("Tap a unit to remove it (%d left)", removals))
	}
	if len(parts) == 0 {
		return "All chosen: tap a build or removal on the board to undo it · Ctrl+Enter hand over"
	}
	return strings.Join(parts, "; ") + " · Tab next"
}

func contains(list []string, s string) bool { return indexOf(list, s) >= 0 }

// adjustmentTargets are the centres and units a tap would act on.
func (k *orderKeys) adjustmentTargets() []engine.ProvinceID {
	if k.step != pickUnit {
		return []engine.ProvinceID{k.at}
	}
	var out []engine.ProvinceID
	for _, sl := range k.freeSlots() {
		for _, o := range sl.orders {
			if o.Loc != engine.NoLoc && !containsProvince(out, k.prov(o.Loc)) && k.chosenIn(k.prov(o.Loc)) == nil {
				out = append(out, k.prov(o.Loc))
			}
		}
	}
	return out
}
