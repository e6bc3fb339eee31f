package app

import (
	"image/color"
	"sort"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/orderentry"
	"dipdesk/app/savegame"
	"dipdesk/engine"
	"dipdesk/mapview"
	"dipdesk/variants"
)

// turnOn opens player i's turn screen of session s in a test window.
func turnOn(t *testing.T, s *hotseat.Session, i int) (*ui, *turn) {
	t.Helper()
	a := test.NewTempApp(t)
	u := newUI(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true,
		Now: func() time.Time { return time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC) }})
	u.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(u.w.Close)
	u.s = s
	u.showTurn(i)
	return u, hint(t, u.w).t
}

// hint finds the hint bar on screen.
func hint(t *testing.T, w fyne.Window) *hintBar {
	t.Helper()
	var b *hintBar
	everything(w, func(o fyne.CanvasObject) {
		if x, ok := o.(*hintBar); ok {
			b = x
		}
	})
	if b == nil {
		t.Fatalf("no hint bar; the screen shows:\n%s", texts(w))
	}
	return b
}

// tapProvince taps a location's unit anchor on the board, as a player
// would (the board takes the focus and reports the province).
func tapProvince(t *testing.T, w fyne.Window, loc string) {
	t.Helper()
	var m *mapview.Board
	everything(w, func(o fyne.CanvasObject) {
		if x, ok := o.(*mapview.Board); ok {
			m = x
		}
	})
	if m == nil {
		t.Fatal("no board on screen")
	}
	pos, ok := m.PositionOf(loc)
	if !ok {
		t.Fatalf("no anchor for %s", loc)
	}
	if got, _ := m.ProvinceAt(pos); got != strings.Split(loc, "/")[0] {
		t.Fatalf("the anchor of %s is in %q", loc, got)
	}
	test.TapAt(m, pos)
}

// keys types runes where the window would send them: to the focused
// object, or to the canvas handler when nothing has the focus.
func keys(w fyne.Window, s string) {
	c := w.Canvas()
	for _, r := range s {
		if f := c.Focused(); f != nil {
			f.TypedRune(r)
		} else if h := c.OnTypedRune(); h != nil {
			h(r)
		}
	}
}

// press sends a named key as the window would: Tab moves the focus unless
// the focused object accepts it.
func press(w fyne.Window, name fyne.KeyName) {
	c := w.Canvas()
	ev := &fyne.KeyEvent{Name: name}
	f := c.Focused()
	if tb, ok := f.(fyne.Tabbable); name == fyne.KeyTab && (!ok || !tb.AcceptsTab()) {
		test.FocusNext(c)
		return
	}
	if f != nil {
		f.TypedKey(ev)
	} else if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// shiftTab is Shift+Tab: Shift goes down (and up) on the focused object.
func shiftTab(w fyne.Window) {
	f, _ := w.Canvas().Focused().(desktop.Keyable)
	if f != nil {
		f.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	}
	press(w, fyne.KeyTab)
	if f != nil {
		f.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	}
}

// ordersOf are a power's orders in the session, formatted and sorted.
func ordersOf(s *hotseat.Session, power string) []string {
	v := s.Variant()
	pw, _ := v.LookupPower(power)
	var out []string
	for _, o := range s.Orders[pw] {
		out = append(out, v.FormatOrder(o))
	}
	sort.Strings(out)
	return out
}

func wantOrders(t *testing.T, s *hotseat.Session, power string, want ...string) {
	t.Helper()
	sort.Strings(want)
	if got := ordersOf(s, power); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("%s's orders are %q, want %q", power, got, want)
	}
}

func wantPrompt(t *testing.T, k *turn, part string) {
	t.Helper()
	if got := k.bar.prompt.Text; !strings.Contains(got, part) {
		t.Errorf("the hint says %q, want it to contain %q", got, part)
	}
}

func wantNote(t *testing.T, k *turn, part string) {
	t.Helper()
	if got := k.bar.note.Text; got == keyLegend || !strings.Contains(got, part) {
		t.Errorf("the note under the hint says %q, want it to contain %q", got, part)
	}
}

// targetIDs are the provinces the board highlights for the current step.
func targetIDs(k *turn) []string {
	var out []string
	for _, p := range k.m.Targets() {
		out = append(out, k.u.s.Variant().Province(p).ID)
	}
	sort.Strings(out)
	return out
}

func wantTargets(t *testing.T, k *turn, want ...string) {
	t.Helper()
	sort.Strings(want)
	if got := targetIDs(k); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("the board highlights %v, want %v", got, want)
	}
}

// unitSlots are the turn's slots of units, in list order.
func unitSlots(k *turn) []*orderentry.Slot {
	var out []*orderentry.Slot
	for _, sh := range k.m.Sheets {
		for _, sl := range sh.Slots {
			if sl.Loc != engine.NoLoc {
				out = append(out, sl)
			}
		}
	}
	return out
}

// moveUnit puts a power's unit somewhere else before the turn is shown.
func moveUnit(t *testing.T, s *hotseat.Session, from, to string) {
	t.Helper()
	v := s.Variant()
	fp, _ := v.LookupProvince(from)
	l, ok := v.LookupLoc(to)
	i := s.Game.Current.UnitIn(v, fp)
	if !ok || i < 0 {
		t.Fatalf("cannot move a unit from %s to %s", from, to)
	}
	s.Game.Current.Units[i].Loc = l
	sort.Slice(s.Game.Current.Units, func(a, b int) bool {
		return v.ProvinceOf(s.Game.Current.Units[a].Loc) < v.ProvinceOf(s.Game.Current.Units[b].Loc)
	})
}

// playTo plays the scripted game's first n phases without screens.
func playTo(t *testing.T, n int) *hotseat.Session {
	t.Helper()
	s := hotseattest.Classic(t)
	for _, st := range hotseattest.ScriptedGame[:n] {
		for power, lines := range st.Orders {
			hotseattest.Enter(t, s, power, lines...)
		}
		hotseattest.FinishAll(t, s)
		if _, err := s.Resolve(); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestKeysHoldAndMove(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0) // Ann: England and France
	wantPrompt(t, k, "Tap one of your units")
	wantTargets(t, k, "bre", "edi", "lon", "lvp", "mar", "par")

	tapProvince(t, u.w, "par")
	wantPrompt(t, k, "A Paris: tap a destination, or H hold · S support · Esc cancel")
	wantTargets(t, k, "par", "bre", "bur", "gas", "pic")
	if u.w.Canvas().Focused() != k.bar {
		t.Fatal("after a tap on the board the keys do not go to the hint bar")
	}
	keys(u.w, "h")
	wantOrders(t, s, "france", "A Par H")
	wantNote(t, k, "A Paris holds")
	wantPrompt(t, k, "Tap one of your units")

	// Tap a destination; then M and a tap; then a tap on a place it cannot go.
	tapProvince(t, u.w, "par")
	tapProvince(t, u.w, "bur")
	tapProvince(t, u.w, "mar")
	keys(u.w, "M")
	wantPrompt(t, k, "A Marseilles moves: tap a destination")
	tapProvince(t, u.w, "spa")
	wantOrders(t, s, "france", "A Par - Bur", "A Mar - Spa")

	tapProvince(t, u.w, "lvp")
	tapProvince(t, u.w, "mun")
	wantNote(t, k, "not adjacent to Munich")
	wantOrders(t, s, "england")
	if k.m.Selected() == nil || k.m.Selected().Unit != "A Lvp" {
		t.Errorf("a refused tap dropped the unit being ordered")
	}
	// A tap on another of one's units that it cannot move to picks that one.
	tapProvince(t, u.w, "lon")
	wantPrompt(t, k, "F London:")
}

func TestKeysSupport(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0)

	// Support a move: A Mar S A Par - Bur.
	tapProvince(t, u.w, "mar")
	keys(u.w, "s")
	wantPrompt(t, k, "A Marseilles supports: tap the unit to support")
	tapProvince(t, u.w, "par")
	wantPrompt(t, k, "A Marseilles supports A Paris: tap its destination")
	wantTargets(t, k, "bur", "gas") // Mar reaches neither Paris nor Picardy
	tapProvince(t, u.w, "bur")
	wantOrders(t, s, "france", "A Mar S A Par - Bur")

	// A fleet cannot support an army holding inland.
	tapProvince(t, u.w, "bre")
	keys(u.w, "S")
	tapProvince(t, u.w, "par")
	wantTargets(t, k, "gas", "pic")
	wantPrompt(t, k, "it cannot be supported holding")
	tapProvince(t, u.w, "par")
	wantNote(t, k, "")
	press(u.w, fyne.KeyEscape)
	press(u.w, fyne.KeyEscape)
	press(u.w, fyne.KeyEscape)

	// Support a hold: A Lvp S F Edi, by tapping Edinburgh again.
	tapProvince(t, u.w, "lvp")
	keys(u.w, "s")
	tapProvince(t, u.w, "edi")
	wantTargets(t, k, "cly", "edi", "yor")
	tapProvince(t, u.w, "edi")
	wantOrders(t, s, "england", "A Lvp S F Edi")

	// A supported unit's move it cannot reach is explained.
	tapProvince(t, u.w, "bre")
	keys(u.w, "s")
	tapProvince(t, u.w, "par")
	tapProvince(t, u.w, "bur")
	if k.bar.note.Importance != widget.DangerImportance {
		t.Errorf("an impossible support is not refused in the hint: %q", k.bar.note.Text)
	}
	wantOrders(t, s, "france", "A Mar S A Par - Bur")
}

func TestKeysConvoy(t *testing.T) {
	s := hotseattest.Classic(t)
	moveUnit(t, s, "lon", "nth")
	moveUnit(t, s, "lvp", "yor")
	u, k := turnOn(t, s, 0)

	tapProvince(t, u.w, "yor")
	keys(u.w, "c")
	wantNote(t, k, "Only fleets convoy")
	press(u.w, fyne.KeyEscape)
	tapProvince(t, u.w, "edi")
	keys(u.w, "c")
	wantNote(t, k, "can convoy no army")
	press(u.w, fyne.KeyEscape)

	tapProvince(t, u.w, "nth")
	wantPrompt(t, k, "C convoy")
	keys(u.w, "c")
	wantPrompt(t, k, "F North Sea convoys: tap the army to carry")
	if got := strings.Join(targetIDs(k), " "); !strings.Contains(got, "nth") || !strings.Contains(got, "yor") || strings.Contains(got, "edi") {
		t.Errorf("the board highlights %s for the army to carry", got)
	}
	tapProvince(t, u.w, "yor")
	wantPrompt(t, k, "F North Sea convoys A Yorkshire: tap its destination")
	tapProvince(t, u.w, "nwy")
	wantOrders(t, s, "england", "F Nth C A Yor - Nwy")
}

func TestKeysEscapeGoesBackAStep(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0)
	tapProvince(t, u.w, "mar")
	keys(u.w, "s")
	tapProvince(t, u.w, "par")
	wantPrompt(t, k, "supports A Paris")
	press(u.w, fyne.KeyEscape)
	wantPrompt(t, k, "A Marseilles supports: tap the unit to support")
	press(u.w, fyne.KeyEscape)
	wantPrompt(t, k, "A Marseilles: tap a destination")
	press(u.w, fyne.KeyEscape)
	wantPrompt(t, k, "Tap one of your units")
	if k.m.Selected() != nil {
		t.Error("Esc left a unit picked")
	}
	// With nothing picked, a letter is no key: it starts a typed order.
	keys(u.w, "h")
	if k.entry.Text != "h" {
		t.Errorf("H with nothing picked: the order field holds %q, want \"h\"", k.entry.Text)
	}
	wantOrders(t, s, "france")
}

func TestKeysTabStepsThroughUnitsWithoutOrders(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0)
	slots := unitSlots(k)
	if len(slots) != 6 {
		t.Fatalf("Ann has %d units, want 6", len(slots))
	}
	press(u.w, fyne.KeyTab)
	if k.m.Selected() != slots[0] {
		t.Fatalf("Tab picked %v, want %s", k.m.Selected(), slots[0].Unit)
	}
	if k.rows[slots[0]].picked.FillColor == color.Transparent {
		t.Error("the unit picked by Tab is not marked in the list")
	}
	keys(u.w, "h")
	press(u.w, fyne.KeyTab) // slots[0] has an order now: the next
	if k.m.Selected() != slots[1] {
		t.Fatalf("Tab after an order picked %v, want %s", k.m.Selected(), slots[1].Unit)
	}
	press(u.w, fyne.KeyTab)
	if k.m.Selected() != slots[2] {
		t.Fatalf("second Tab picked %v, want %s", k.m.Selected(), slots[2].Unit)
	}
	shiftTab(u.w)
	if k.m.Selected() != slots[1] {
		t.Fatalf("Shift+Tab picked %v, want %s", k.m.Selected(), slots[1].Unit)
	}
	shiftTab(u.w) // slots[0] has an order: back round to the last
	if k.m.Selected() != slots[5] {
		t.Fatalf("Shift+Tab past an ordered unit picked %v, want %s", k.m.Selected(), slots[5].Unit)
	}
	for range 5 {
		press(u.w, fyne.KeyTab)
		keys(u.w, "h")
	}
	press(u.w, fyne.KeyTab)
	wantNote(t, k, "Every unit has an order")
	if n := len(ordersOf(s, "england")) + len(ordersOf(s, "france")); n != 6 {
		t.Errorf("%d orders after six Tab and H, want 6", n)
	}
}

// Keys typed into the order field type there; the order keys wait.
func TestKeysDoNotFireInTheOrderField(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0)
	tapProvince(t, u.w, "par")
	e := orderFieldOf(t, u.w)
	press(u.w, fyne.KeyReturn) // Enter goes to the order field
	if u.w.Canvas().Focused() != e {
		t.Fatalf("Enter on the hint bar focused %T, want the order field", u.w.Canvas().Focused())
	}
	keys(u.w, "hsc")
	press(u.w, fyne.KeyEscape)
	if e.Text != "hsc" {
		t.Errorf("the order field holds %q after typing hsc", e.Text)
	}
	wantOrders(t, s, "france")
	if k.m.Selected() == nil || k.m.Step() != orderentry.UnitPicked {
		t.Errorf("typing in the order field changed the order step")
	}
	// Back on the board, the keys work again.
	tapProvince(t, u.w, "par")
	keys(u.w, "h")
	wantOrders(t, s, "france", "A Par H")
}

// When nothing has the focus (a click on empty space), the window passes
// the keys on; once the curtain is up they are gone.
func TestKeysOnlyOnTheTurnScreen(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0)
	u.w.Canvas().Unfocus()
	press(u.w, fyne.KeyTab) // from nowhere, Tab lands on the hint bar first
	if u.w.Canvas().Focused() != k.bar {
		t.Fatalf("Tab from nowhere focused %T, want the hint bar", u.w.Canvas().Focused())
	}
	u.w.Canvas().Unfocus()
	tapProvince(t, u.w, "par")
	u.w.Canvas().Unfocus()
	keys(u.w, "h")
	wantOrders(t, s, "france", "A Par H")

	tap(t, u.w, "Done")
	tap(t, u.w, "Yes")
	if who := whoIsUp(t, u.w); who != "Bob" {
		t.Fatalf("after Ann the curtain calls %s", who)
	}
	c := u.w.Canvas()
	if c.OnTypedRune() != nil || c.OnTypedKey() != nil {
		t.Error("the order keys are still registered on the curtain")
	}
	everything(u.w, func(o fyne.CanvasObject) {
		if _, ok := o.(*hintBar); ok {
			t.Error("the hint bar is still on screen on the curtain")
		}
	})
}

func TestKeysRetreatAndDisband(t *testing.T) {
	s := playTo(t, 2) // Fall 1901 Retreat: France's A Bur is dislodged
	if got := s.Variant().PhaseName(s.Game.Current.Phase); got != "Fall 1901 Retreat" {
		t.Fatalf("the script reached %s", got)
	}
	u, k := turnOn(t, s, 0)
	wantPrompt(t, k, "Tap one of your dislodged units")
	tapProvince(t, u.w, "bur")
	wantPrompt(t, k, "A Burgundy: tap where it retreats, or D disband")
	keys(u.w, "h")
	wantNote(t, k, "retreat (R) or disband (D)")
	tapProvince(t, u.w, "pic")
	wantOrders(t, s, "france", "A Bur - Pic")

	tapProvince(t, u.w, "bur")
	keys(u.w, "d")
	wantOrders(t, s, "france", "A Bur disband")

	tapProvince(t, u.w, "bur")
	keys(u.w, "r")
	wantPrompt(t, k, "A Burgundy retreats: tap where to")
	tapProvince(t, u.w, "ruh") // where the attacker came from: not allowed
	wantOrders(t, s, "france", "A Bur disband")
	tapProvince(t, u.w, "par")
	wantOrders(t, s, "france", "A Bur - Par")
}

func TestKeysBuildArmyAndFleet(t *testing.T) {
	s := playTo(t, 3) // Winter 1901: England builds 1, France 2
	u, k := turnOn(t, s, 0)
	wantPrompt(t, k, "Tap a supply centre to build in (3 left), or type Waive")
	tapProvince(t, u.w, "par")
	wantPrompt(t, k, "Paris: A army · W waive · Esc cancel")
	keys(u.w, "f")
	if k.bar.note.Importance != widget.DangerImportance {
		t.Error("a fleet in Paris is not refused")
	}
	keys(u.w, "a")
	tapProvince(t, u.w, "bre")
	wantPrompt(t, k, "Brest: A army · F fleet")
	keys(u.w, "f")
	wantOrders(t, s, "france", "Build A Par", "Build F Bre")
	tapProvince(t, u.w, "mar") // France has no build left; England's are elsewhere
	wantNote(t, k, "All of France's builds are chosen")
	wantOrders(t, s, "france", "Build A Par", "Build F Bre")

	// A tap on a chosen build undoes it.
	tapProvince(t, u.w, "par")
	wantOrders(t, s, "france", "Build F Bre")
	wantNote(t, k, "Build A Paris undone")

	// Tab goes to a centre; W waives.
	for range 2 {
		press(u.w, fyne.KeyTab)
		if k.m.Step() != orderentry.PickBuildType {
			t.Fatalf("Tab in builds did not pick a centre")
		}
		keys(u.w, "w")
	}
	if got := len(ordersOf(s, "england")) + len(ordersOf(s, "france")); got != 3 {
		t.Errorf("%d adjustment orders after two waives, want 3", got)
	}
	tapProvince(t, u.w, "lon") // a build may replace a waive
	keys(u.w, "w")
	wantNote(t, k, "No build is left to waive")
}

// Winter 1901, England (one build): "W" pressed on the board once
// waived at once, and "Build F Lon" typed after it was refused as
// "already chosen" while the list said Waive. Now a letter with nothing
// picked goes to the order field, and a typed build replaces a waive,
// the list showing the build.
func TestTypedBuildReplacesAWaive(t *testing.T) {
	s := playTo(t, 3)
	u, k := turnOn(t, s, 0)
	keys(u.w, "w") // nothing picked: the start of a typed order
	if len(ordersOf(s, "england")) != 0 || k.entry.Text != "w" {
		t.Fatalf("W on the board: England's orders %v, the field %q; want none and \"w\"", ordersOf(s, "england"), k.entry.Text)
	}
	k.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // "w" completes to Waive
	wantOrders(t, s, "england", "Waive")
	row := englandBuildRow(t, k)
	if row.label.Text != "Waive" {
		t.Fatalf("the list shows %q, want Waive", row.label.Text)
	}
	k.entry.SetText("Build F Lon")
	k.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if k.errors.Text != "" {
		t.Errorf("the typed build was refused: %s", k.errors.Text)
	}
	wantOrders(t, s, "england", "Build F Lon")
	if row.label.Text != "Build F London" {
		t.Errorf("the list shows %q, the model holds Build F Lon", row.label.Text)
	}
}

// englandBuildRow is the order list's row of England's build.
func englandBuildRow(t *testing.T, k *turn) *slotRow {
	t.Helper()
	for _, sh := range k.m.Sheets {
		if s := k.u.s.Variant().Power(sh.Power).Name; s == "England" && len(sh.Slots) == 1 {
			return k.rows[sh.Slots[0]]
		}
	}
	t.Fatal("England has no single build slot")
	return nil
}

func TestKeysBuildFleetOnACoast(t *testing.T) {
	s := playTo(t, 3) // Winter 1901: Russia (Cy) builds 2
	u, k := turnOn(t, s, 2)
	m := u.pane.m
	m.OnTapped("stp", "")
	wantPrompt(t, k, "St Petersburg: A army · F fleet (then the coast)")
	keys(u.w, "f")
	wantPrompt(t, k, "Fleet in St Petersburg: tap the coast, or N St Petersburg (north coast) · S St Petersburg (south coast)")
	keys(u.w, "n")
	wantOrders(t, s, "russia", "Build F StP/nc")

	m.OnTapped("stp", "nc") // undo
	m.OnTapped("stp", "")
	keys(u.w, "f")
	m.OnTapped("stp", "sc") // the coast tapped
	wantOrders(t, s, "russia", "Build F StP/sc")

	m.OnTapped("sev", "")
	press(u.w, fyne.KeyEscape)
	wantPrompt(t, k, "Tap a supply centre to build in (1 left)")
	press(u.w, fyne.KeyTab)
	keys(u.w, "w")
	wantOrders(t, s, "russia", "Build F StP/sc", "Waive")
}

func TestKeysRemove(t *testing.T) {
	s := playTo(t, 3)
	v := s.Variant()
	for _, p := range []string{"spa", "por", "mar", "bre"} { // France keeps Paris only: 3 units, 1 centre
		pr, _ := v.LookupProvince(p)
		s.Game.Current.Owners[pr] = engine.NoPower
	}
	u, k := turnOn(t, s, 0)
	wantPrompt(t, k, "Tap a unit to remove it (2 left)")
	tapProvince(t, u.w, "pic")
	wantOrders(t, s, "france", "Remove A Pic")
	press(u.w, fyne.KeyTab)
	if k.m.Step() != orderentry.RemovalPicked && k.m.Step() != orderentry.PickBuildType {
		t.Fatalf("Tab did not pick a unit or centre")
	}
	for k.m.Step() != orderentry.RemovalPicked {
		press(u.w, fyne.KeyTab)
	}
	wantPrompt(t, k, "D remove")
	keys(u.w, "d")
	if got := ordersOf(s, "france"); len(got) != 2 {
		t.Fatalf("France's orders after D: %q", got)
	}
	tapProvince(t, u.w, "spa") // all removals chosen
	tapProvince(t, u.w, "pic") // undo
	got := ordersOf(s, "france")
	if len(got) != 1 || got[0] == "Remove A Pic" {
		t.Errorf("after undoing Remove A Pic France's orders are %q", got)
	}
}

// menuItem finds the item at a path of labels.
func menuItem(t *testing.T, m *fyne.Menu, path ...string) *fyne.MenuItem {
	t.Helper()
	for i, label := range path {
		var found *fyne.MenuItem
		var labels []string
		for _, it := range m.Items {
			labels = append(labels, it.Label)
			if it.Label == label {
				found = it
			}
		}
		if found == nil {
			t.Fatalf("no %q in the menu %v (path %v)", label, labels, path)
		}
		if i == len(path)-1 {
			return found
		}
		if found.ChildMenu == nil {
			t.Fatalf("%q has no submenu", label)
		}
		m = found.ChildMenu
	}
	return nil
}

func topLabels(m *fyne.Menu) string {
	var out []string
	for _, it := range m.Items {
		out = append(out, it.Label)
	}
	return strings.Join(out, ", ")
}

// slotOf finds the slot of a unit ("A Mar") or the n-th build slot ("1.").
func slotOf(t *testing.T, k *turn, power, unit string) *orderentry.Slot {
	t.Helper()
	for _, sh := range k.m.Sheets {
		if k.u.s.Variant().Power(sh.Power).ID != power {
			continue
		}
		for _, sl := range sh.Slots {
			if sl.Unit == unit {
				return sl
			}
		}
	}
	t.Fatalf("no slot %s for %s", unit, power)
	return nil
}

func TestOrderMenuIsGroupedByKind(t *testing.T) {
	s := hotseattest.Classic(t)
	moveUnit(t, s, "lon", "nth")
	moveUnit(t, s, "lvp", "yor")
	u, k := turnOn(t, s, 0)
	mar := slotOf(t, k, "france", "A Mar")
	if !strings.Contains(k.rows[mar].label.Text, "no order") {
		t.Errorf("a unit without an order shows %q", k.rows[mar].label.Text)
	}
	m := k.orderMenu(mar)
	if got := topLabels(m); got != "Hold, Move, Support" {
		t.Errorf("A Mar's menu: %s", got)
	}
	if got := topLabels(menuItem(t, m, "Move").ChildMenu); got != "Burgundy, Gascony, Piedmont, Spain" {
		t.Errorf("A Mar's moves: %s", got)
	}
	if got := topLabels(menuItem(t, m, "Support", "A Paris").ChildMenu); got != "→ Burgundy, → Gascony" {
		t.Errorf("A Mar's supports of A Paris: %s", got)
	}
	menuItem(t, m, "Support", "A Paris", "→ Burgundy").Action()
	wantOrders(t, s, "france", "A Mar S A Par - Bur")
	if k.rows[mar].label.Text != "A Marseilles supports A Paris → Burgundy" {
		t.Errorf("the button shows %q", k.rows[mar].label.Text)
	}
	m = k.orderMenu(mar)
	if !menuItem(t, m, "Support").Checked || !menuItem(t, m, "Support", "A Paris", "→ Burgundy").Checked {
		t.Error("the current order is not ticked in the menu")
	}
	menuItem(t, m, "Clear order").Action()
	wantOrders(t, s, "france")

	nth := slotOf(t, k, "england", "F Nth")
	m = k.orderMenu(nth)
	if got := topLabels(m); got != "Hold, Move, Support, Convoy" {
		t.Errorf("F Nth's menu: %s", got)
	}
	menuItem(t, m, "Convoy", "A Yorkshire", "→ Norway").Action()
	menuItem(t, k.orderMenu(slotOf(t, k, "england", "A Yor")), "Support", "F North Sea", "→ Edinburgh").Action()
	wantOrders(t, s, "england", "F Nth C A Yor - Nwy", "A Yor S F Nth - Edi")
	if u.w.Canvas().Focused() != k.bar {
		t.Error("after a menu choice the keys are not back on the hint bar")
	}
}

// The button opens the menu as a pop-up, which the keyboard can work.
func TestOrderMenuPopUp(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0)
	par := slotOf(t, k, "france", "A Par")
	test.Tap(k.rows[par].button)
	if k.m.Selected() != par {
		t.Error("opening a unit's menu does not pick it for the keys")
	}
	var p *widget.PopUpMenu
	everything(u.w, func(o fyne.CanvasObject) {
		if x, ok := o.(*widget.PopUpMenu); ok {
			p = x
		}
	})
	if p == nil {
		t.Fatalf("the order button opened no menu")
	}
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})  // Hold
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})  // Move
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight}) // Move ▸ Brest
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})  // Burgundy
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantOrders(t, s, "france", "A Par - Bur")
	if len(u.w.Canvas().Overlays().List()) != 0 {
		t.Error("the menu stays open after a choice")
	}
}

func TestOrderMenuRetreatsAndBuilds(t *testing.T) {
	s := playTo(t, 2)
	_, k := turnOn(t, s, 0)
	m := k.orderMenu(slotOf(t, k, "france", "A Bur"))
	if got := topLabels(m); got != "Retreat, Disband" {
		t.Errorf("a dislodged unit's menu: %s", got)
	}
	menuItem(t, m, "Retreat", "Picardy").Action()
	wantOrders(t, s, "france", "A Bur - Pic")

	s = playTo(t, 3)
	_, k = turnOn(t, s, 2) // Cy: Russia builds 2
	sl := slotOf(t, k, "russia", "1.")
	if !strings.Contains(k.rows[sl].label.Text, "no build chosen") {
		t.Errorf("an empty build slot shows %q", k.rows[sl].label.Text)
	}
	m = k.orderMenu(sl)
	if got := topLabels(m); got != "Army, Fleet, Waive" {
		t.Errorf("a build slot's menu: %s", got)
	}
	if got := topLabels(menuItem(t, m, "Fleet").ChildMenu); !strings.Contains(got, "St Petersburg (north coast), St Petersburg (south coast)") {
		t.Errorf("fleet builds: %s", got)
	}
	menuItem(t, m, "Fleet", "St Petersburg (south coast)").Action()
	m = k.orderMenu(slotOf(t, k, "russia", "2."))
	if got := topLabels(menuItem(t, m, "Army").ChildMenu); strings.Contains(got, "St Petersburg") {
		t.Errorf("the second build slot offers St Petersburg again: %s", got)
	}
	menuItem(t, m, "Waive").Action()
	wantOrders(t, s, "russia", "Build F StP/sc", "Waive")
}

// A tap on the board outside every province gives the keys back to the
// hint bar, so that letter keys keep working.
func TestKeysAfterATapOutsideEveryProvince(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0)
	var m *mapview.Board
	everything(u.w, func(o fyne.CanvasObject) {
		if x, ok := o.(*mapview.Board); ok {
			m = x
		}
	})
	m.ZoomOut() // leave a margin round the board
	var empty fyne.Position
	found := false
	for y := float32(2); y < m.Size().Height && !found; y += 4 {
		for x := float32(2); x < m.Size().Width && !found; x += 4 {
			if p, _ := m.ProvinceAt(fyne.NewPos(x, y)); p == "" {
				empty, found = fyne.NewPos(x, y), true
			}
		}
	}
	if !found {
		t.Fatal("no point of the board lies outside every province")
	}
	test.TapAt(m, empty)
	if u.w.Canvas().Focused() != k.bar {
		t.Fatalf("after a tap outside every province the focus is on %T, want the hint bar", u.w.Canvas().Focused())
	}
	tapProvince(t, u.w, "par")
	test.TapAt(m, empty)
	keys(u.w, "h")
	wantOrders(t, s, "france", "A Par H")
}

// Tab through a long order list (one player holding every Classic power)
// keeps the picked unit's row in view.
func TestTabScrollsTheOrderListToTheUnit(t *testing.T) {
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	def, _ := pkg.ReadFile("variant.txt")
	v := pkg.Variant
	var all []engine.PowerID
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		all = append(all, pw)
	}
	s, err := hotseat.New("solo", "classic", def, v, engine.Options{}, []hotseat.Player{{Name: "Solo", Powers: all}})
	if err != nil {
		t.Fatal(err)
	}
	u, k := turnOn(t, s, 0)
	tt := k
	if tt.scroll.Content.MinSize().Height <= tt.scroll.Size().Height {
		t.Fatalf("the order list fits on screen (%v in %v); the test needs it to overflow", tt.scroll.Content.MinSize().Height, tt.scroll.Size().Height)
	}
	d := fyne.CurrentApp().Driver()
	units := unitSlots(k)
	for i := range units {
		press(u.w, fyne.KeyTab)
		sl := k.m.Selected()
		if sl == nil {
			t.Fatalf("Tab %d picked no unit", i+1)
		}
		top := d.AbsolutePositionForObject(k.rows[sl].button).Y - d.AbsolutePositionForObject(tt.scroll).Y
		if top < 0 || top+k.rows[sl].button.Size().Height > tt.scroll.Size().Height {
			t.Fatalf("Tab %d picked %s, whose row is out of view (top %v, list height %v)", i+1, sl.Unit, top, tt.scroll.Size().Height)
		}
		keys(u.w, "h") // give it an order so the next Tab moves on
	}
	if tt.scroll.Offset.Y == 0 {
		t.Errorf("the list never scrolled")
	}
}
