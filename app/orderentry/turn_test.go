package orderentry_test

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"dipdesk/app/hotseat"
	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/orderentry"
	"dipdesk/engine"
	"dipdesk/variants"
)

// at plays the scripted Classic game's first n phases (Ann holds England
// and France, Bob Germany, Cy Russia).
func at(t *testing.T, n int) *hotseat.Session {
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

// open is player i's order entry; every change is stored in the session,
// as the turn screen does.
func open(t *testing.T, s *hotseat.Session, i int) *orderentry.Turn {
	t.Helper()
	m := orderentry.New(s.Variant(), s.Current(), s.Deciding(i), s.Orders)
	m.Changed = func(sh *orderentry.Sheet) {
		if err := s.SetOrders(sh.Power, sh.Orders()); err != nil {
			t.Fatalf("the model chose an order the session refuses: %v", err)
		}
	}
	return m
}

// play feeds the model one input: "tap par", "tap stp/sc", "key M", "esc",
// "tab", "shift-tab", "del", or "type A Par - Bur" (a refused typed order
// becomes the note, as the screen shows it under the field).
func play(t *testing.T, m *orderentry.Turn, input string) (typedErr string) {
	t.Helper()
	verb, arg, _ := strings.Cut(input, " ")
	switch verb {
	case "tap":
		pr, coast, _ := strings.Cut(arg, "/")
		m.Tap(pr, coast)
	case "key":
		if !m.Rune([]rune(arg)[0]) {
			t.Fatalf("%s: the key was not taken", input)
		}
	case "letter": // a letter that must not be a key: it starts a typed order
		if m.Rune([]rune(arg)[0]) {
			t.Fatalf("%s: the key was taken, not left for the order field", input)
		}
	case "esc":
		m.Key(orderentry.KeyBack)
	case "tab":
		m.Key(orderentry.KeyNext)
	case "shift-tab":
		m.Key(orderentry.KeyPrev)
	case "del":
		m.Key(orderentry.KeyClear)
	case "type":
		if err := m.Submit(arg); err != nil {
			return orderentry.Explain(err)
		}
	default:
		t.Fatalf("unknown input %q", input)
	}
	return ""
}

func ordersOf(s *hotseat.Session, power string) string {
	v := s.Variant()
	pw, ok := v.LookupPower(power)
	if !ok {
		panic(power)
	}
	var out []string
	for _, o := range s.Orders[pw] {
		out = append(out, v.FormatOrder(o))
	}
	sort.Strings(out)
	return strings.Join(out, "; ")
}

// moveUnit puts a unit somewhere else before the turn opens.
func moveUnit(t *testing.T, s *hotseat.Session, from, to string) {
	t.Helper()
	v := s.Variant()
	fp, _ := v.LookupProvince(from)
	l, ok := v.LookupLoc(to)
	pos := s.Current()
	i := pos.UnitIn(v, fp)
	if !ok || i < 0 {
		t.Fatalf("cannot move a unit from %s to %s", from, to)
	}
	pos.Units[i].Loc = l
	sort.Slice(pos.Units, func(a, b int) bool { return v.ProvinceOf(pos.Units[a].Loc) < v.ProvinceOf(pos.Units[b].Loc) })
}

// convoyReady has England's fleet in the North Sea and army in Yorkshire.
func convoyReady(t *testing.T, s *hotseat.Session) {
	moveUnit(t, s, "lon", "nth")
	moveUnit(t, s, "lvp", "yor")
}

// franceMustRemove leaves France owning Paris alone in Winter 1901.
func franceMustRemove(t *testing.T, s *hotseat.Session) {
	v := s.Variant()
	for _, p := range []string{"spa", "por", "mar", "bre"} {
		pr, _ := v.LookupProvince(p)
		s.Current().Owners[pr] = engine.NoPower
	}
}

func TestEveryStepKind(t *testing.T) {
	cases := []struct {
		name   string
		phases int // scripted phases played first: 0 Spring 1901 Movement, 2 Fall 1901 Retreat, 3 Winter 1901 Adjustment
		setup  func(*testing.T, *hotseat.Session)
		player int
		inputs []string
		power  string
		orders string // the power's orders afterwards, sorted, "; "-joined
		prompt string // part of the prompt afterwards
		note   string // part of the note (or refusal of a typed order) afterwards
	}{
		{name: "tap Par, key M, tap Bur", inputs: []string{"tap par", "key M", "tap bur"},
			power: "france", orders: "A Par - Bur", prompt: "Tap one of your units", note: "✓ A Paris → Burgundy"},
		{name: "tap Par, tap Bur moves", inputs: []string{"tap par", "tap bur"}, power: "france", orders: "A Par - Bur"},
		{name: "key H holds", inputs: []string{"tap par", "key h"}, power: "france", orders: "A Par H"},
		{name: "tapping the unit again holds", inputs: []string{"tap par", "tap par"}, power: "france", orders: "A Par H"},
		{name: "support hold", inputs: []string{"tap lvp", "key S", "tap edi", "tap edi"}, power: "england", orders: "A Lvp S F Edi"},
		{name: "support move", inputs: []string{"tap mar", "key S", "tap par", "tap bur"}, power: "france", orders: "A Mar S A Par - Bur"},
		{name: "support hold refused", inputs: []string{"tap bre", "key S", "tap par", "tap par"}, power: "france",
			prompt: "it cannot be supported holding", note: "Brest cannot reach Paris"},
		{name: "convoy", setup: convoyReady, inputs: []string{"tap nth", "key C", "tap yor", "tap nwy"},
			power: "england", orders: "F Nth C A Yor - Nwy"},
		{name: "only fleets convoy", setup: convoyReady, inputs: []string{"tap yor", "key C"}, power: "england",
			prompt: "A Yorkshire: tap a destination", note: "Only fleets convoy"},
		{name: "move refused keeps the unit", inputs: []string{"tap lvp", "tap mun"}, power: "england",
			prompt: "A Liverpool: tap a destination", note: "not adjacent to Munich"},
		{name: "esc goes back a step", inputs: []string{"tap mar", "key S", "tap par", "esc", "esc"}, power: "france",
			prompt: "A Marseilles: tap a destination, or H hold"},
		{name: "esc from a picked unit", inputs: []string{"tap mar", "esc"}, power: "france", prompt: "Tap one of your units"},
		{name: "delete clears", inputs: []string{"tap par", "key H", "tap par", "del"}, power: "france",
			note: "A Paris has no order now."},
		// With nothing picked no letter is a key: "rmn bul", "sev bla" and
		// "dre mek" typed onto the board once lost their R, S and D.
		{name: "letters before a unit are typed", inputs: []string{"letter R", "letter S", "letter D", "letter H", "letter M", "letter C"},
			power: "france", prompt: "Tap one of your units"},
		{name: "tab picks the first unit without an order", inputs: []string{"tab", "key H"}, power: "england", orders: "F Edi H"},
		{name: "typed order", inputs: []string{"type a par - bur"}, power: "france", orders: "A Par - Bur", note: "✓ A Paris → Burgundy"},
		{name: "typed order for another player's unit", inputs: []string{"type A Mun - Ruh"}, power: "germany",
			note: "belongs to Germany"},

		{name: "retreat by tap", phases: 2, inputs: []string{"tap bur", "tap pic"}, power: "france", orders: "A Bur - Pic"},
		{name: "retreat by R", phases: 2, inputs: []string{"tap bur", "key R", "tap par"}, power: "france", orders: "A Bur - Par"},
		{name: "retreat refused", phases: 2, inputs: []string{"tap bur", "key R", "tap ruh"}, power: "france",
			prompt: "A Burgundy retreats: tap where to"},
		{name: "disband", phases: 2, inputs: []string{"tap bur", "key D"}, power: "france", orders: "A Bur disband"},
		{name: "hold in a retreat", phases: 2, inputs: []string{"tap bur", "key H"}, power: "france",
			note: "retreat (R) or disband (D)"},

		{name: "build army", phases: 3, inputs: []string{"tap par", "key A"}, power: "france", orders: "Build A Par"},
		{name: "no fleet inland", phases: 3, inputs: []string{"tap par", "key F"}, power: "france",
			prompt: "Paris: A army · W waive"},
		{name: "build fleet", phases: 3, inputs: []string{"tap bre", "key F"}, power: "france", orders: "Build F Bre"},
		{name: "build fleet, coast by key", phases: 3, player: 2, inputs: []string{"tap stp", "key F", "key N"},
			power: "russia", orders: "Build F StP/nc"},
		{name: "build fleet, coast by tap", phases: 3, player: 2, inputs: []string{"tap stp", "key F", "tap stp/sc"},
			power: "russia", orders: "Build F StP/sc"},
		{name: "build fleet asks the coast", phases: 3, player: 2, inputs: []string{"tap stp", "key F"}, power: "russia",
			prompt: "Fleet in St Petersburg: tap the coast, or N St Petersburg (north coast) · S St Petersburg (south coast)"},
		{name: "esc from the coast", phases: 3, player: 2, inputs: []string{"tap stp", "key F", "esc"}, power: "russia",
			prompt: "St Petersburg: A army · F fleet (then the coast)"},
		{name: "waive", phases: 3, player: 2, inputs: []string{"tab", "key W"}, power: "russia", orders: "Waive"},
		{name: "nothing left to waive", phases: 3, player: 1, inputs: []string{"tab", "key W", "tap kie", "key W"}, power: "germany",
			orders: "Waive", note: "No build is left to waive"},
		// With nothing picked, no letter is a key: "W", "A", "F", "D", "B"
		// start an order typed in the field ("Waive", "F Lon B", "Build F
		// Lon") instead of waiving or refusing on the board.
		{name: "letters with nothing picked are typed", phases: 3, player: 1,
			inputs: []string{"letter W", "letter A", "letter F", "letter D", "letter B"}, power: "germany",
			prompt: "Tap a supply centre to build in (1 left), or type Waive"},
		{name: "a build tapped over a waive", phases: 3, player: 1, inputs: []string{"tab", "key W", "tap kie", "key A"},
			power: "germany", orders: "Build A Kie"},
		{name: "a build typed over a waive", phases: 3, player: 1, inputs: []string{"tab", "key W", "type Build A Kie"},
			power: "germany", orders: "Build A Kie", note: "✓ Build A Kie"},
		{name: "the same build typed twice", phases: 3, player: 1, inputs: []string{"type Build A Kie", "type build a kie"},
			power: "germany", orders: "Build A Kie", note: "Build A Kiel is already chosen"},
		{name: "the same centre typed into a second build slot", phases: 3, inputs: []string{"type Build A Mar", "type build f mar"},
			power: "france", orders: "Build A Mar", note: "Build A Marseilles is already chosen"},
		{name: "tap a build undoes it", phases: 3, inputs: []string{"tap par", "key A", "tap par"}, power: "france",
			note: "Build A Paris undone."},
		{name: "typed build with none left", phases: 3, player: 1, inputs: []string{"type Build A Ber", "type Build A Kie"},
			power: "germany", orders: "Build A Ber", note: "All of Germany's builds are chosen: to enter Build A Kie, first undo one"},
		{name: "typed build", phases: 3, player: 2, inputs: []string{"type Build F StP/sc"}, power: "russia", orders: "Build F StP/sc"},
		{name: "remove by tap", phases: 3, setup: franceMustRemove, inputs: []string{"tap pic"}, power: "france",
			orders: "Remove A Pic", prompt: "Tap a unit to remove it (1 left)"},
		{name: "remove by D", phases: 3, setup: franceMustRemove, inputs: []string{"tap pic", "tap pic", "shift-tab", "key D"},
			power: "france", orders: "Remove A Spa"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := at(t, c.phases)
			if c.setup != nil {
				c.setup(t, s)
			}
			m := open(t, s, c.player)
			typed := ""
			for _, in := range c.inputs {
				typed = play(t, m, in)
			}
			if got := ordersOf(s, c.power); got != c.orders {
				t.Errorf("%s's orders %q, want %q", c.power, got, c.orders)
			}
			if got := m.Prompt(); !strings.Contains(got, c.prompt) {
				t.Errorf("prompt %q, want it to contain %q", got, c.prompt)
			}
			note, _ := m.Note()
			if typed != "" {
				note = typed
			}
			if !strings.Contains(note, c.note) {
				t.Errorf("note %q, want it to contain %q", note, c.note)
			}
		})
	}
}

// Tab walks the units still without an order (Shift+Tab back), says
// when none is left, and in adjustments walks the open centres.
func TestTabWalksWhatIsStillOpen(t *testing.T) {
	s := at(t, 0)
	m := open(t, s, 0) // Ann: England (F Edi, F Lon, A Lvp), then France
	if q := m.HandOverQuestion(); q != "6 units have no orders and will hold. Hand over anyway?" {
		t.Errorf("hand-over question %q", q)
	}
	m.Key(orderentry.KeyNext)
	if sel := m.Selected(); sel == nil || sel.Unit != "F Edi" {
		t.Fatalf("Tab from nothing picked %v, want F Edi", sel)
	}
	m.Key(orderentry.KeyBack)
	m.Key(orderentry.KeyNext)
	m.Key(orderentry.KeyNext)
	m.Key(orderentry.KeyPrev)
	if sel := m.Selected(); sel == nil || sel.Unit != "F Edi" {
		t.Errorf("Tab, Tab, Shift+Tab picked %v", sel)
	}
	for range 6 {
		m.Key(orderentry.KeyNext)
		m.Rune('h')
	}
	m.Key(orderentry.KeyNext)
	if note, _ := m.Note(); !strings.Contains(note, "Every unit has an order") {
		t.Errorf("Tab with every unit ordered says %q", note)
	}
	if q := m.HandOverQuestion(); q != "" {
		t.Errorf("every unit has an order but handing over asks %q", q)
	}

	s = at(t, 3)
	m = open(t, s, 0) // England builds 1, France 2
	m.Key(orderentry.KeyNext)
	if m.Step() != orderentry.PickBuildType {
		t.Fatalf("Tab in builds is at step %d", m.Step())
	}
	if q := m.HandOverQuestion(); !strings.HasPrefix(q, "3 build or removal is not chosen") {
		t.Errorf("hand-over question %q", q)
	}
}

// Every legal order of every unit, typed as the menus show it, lands in
// its unit's slot: typed and menu orders are the same values.
func TestTypedOrdersAreTheMenuOrders(t *testing.T) {
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	var all []engine.PowerID
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		all = append(all, pw)
	}
	pos := v.Start()
	m := orderentry.New(v, &pos, all, nil)
	n := 0
	for _, sh := range m.Sheets {
		for _, sl := range sh.Slots {
			for i, text := range sl.Texts {
				m.Choose(sl, -1)
				if err := m.Submit(text); err != nil {
					t.Fatalf("%s: %v", text, err)
				}
				if sl.Chosen != i {
					t.Fatalf("%s typed chose %d (%s)", text, sl.Chosen, sl.Label())
				}
				n++
			}
		}
	}
	if n < 200 {
		t.Errorf("only %d orders tried", n)
	}
}

func TestMenuGroupsByKind(t *testing.T) {
	s := at(t, 0)
	m := open(t, s, 0)
	var mar *orderentry.Slot
	for _, sl := range m.Sheets[1].Slots {
		if sl.Unit == "A Mar" {
			mar = sl
		}
	}
	var paths []string
	for _, it := range m.Menu(mar) {
		paths = append(paths, strings.Join(it.Path, " ▸ "))
	}
	for _, want := range []string{"Hold", "Move ▸ Burgundy", "Support ▸ A Paris ▸ → Burgundy"} {
		if !slices.Contains(paths, want) {
			t.Errorf("A Mar's menu lacks %q: %v", want, paths)
		}
	}

	s = at(t, 3)
	m = open(t, s, 2)
	play(t, m, "type Build A Mos")
	first, second := m.Sheets[0].Slots[0], m.Sheets[0].Slots[1]
	for _, it := range m.Menu(second) {
		if strings.Contains(strings.Join(it.Path, " "), "Moscow") {
			t.Errorf("the second build slot offers Moscow, built by the first (%s)", first.Label())
		}
	}
}

func TestExplainDropsThePackagePrefix(t *testing.T) {
	err := &engine.OrderError{Order: "A Lvp - Mun", Reason: "Liverpool is not adjacent to Munich"}
	if got := orderentry.Explain(err); got != `Order "A Lvp - Mun": Liverpool is not adjacent to Munich` {
		t.Errorf("Explain: %s", got)
	}
}

func TestCompleteAndExample(t *testing.T) {
	s := at(t, 0)
	m := open(t, s, 1) // Bob: Germany
	if got := m.Complete("mun ruh"); len(got) == 0 || !slices.Contains(got, "A Mun - Ruh") {
		t.Errorf("completions of \"mun ruh\": %v", got)
	}
	if got := m.Complete(" "); got != nil {
		t.Errorf("completions of nothing: %v", got)
	}
	if ex := m.Example(); !strings.Contains(ex, " - ") {
		t.Errorf("the example %q is not a move", ex)
	}
}

// The order field's preview is the order Enter would enter: the typed
// order when it is whole and legal, the first completion while it is not
// yet an order, and nothing for an illegal whole order or no match.
func TestPreviewIsWhatEnterEnters(t *testing.T) {
	s := at(t, 0)
	m := open(t, s, 0) // Ann: England and France
	v := s.Variant()
	for _, c := range []struct{ typed, want string }{
		{"A Par - Bur", "A Par - Bur"},
		{"par bur", "A Par - Bur"},
		{"lvp yor", "A Lvp - Yor"},
		{"A Par - Mun", ""}, // whole, but illegal: Enter explains why
		{"zzz", ""},
		{"  ", ""},
		{"A Ber - Kie", ""}, // Germany's unit, not Ann's
		// A short form that names no unit of Ann's first, or fits several
		// of her orders, is never guessed: Enter asks her to pick one.
		{"mun bur", ""}, // A Mar S A Mun - Bur, A Par S A Mun - Bur: supports of Germany's army
		{"bur", ""},
		{"mar bur", "A Mar - Bur"},
	} {
		o, _, ok := m.Preview(c.typed)
		got := ""
		if ok {
			got = v.FormatOrder(o)
		}
		if !strings.EqualFold(got, c.want) {
			t.Errorf("Preview(%q) = %q, want %q", c.typed, got, c.want)
		}
	}
	// What the preview shows is what Enter enters.
	_, entered, _ := m.Preview("par bur")
	if err := m.Submit(entered); err != nil {
		t.Fatalf("entering the preview %q: %v", entered, err)
	}
	wantOrder(t, s, "france", "A Par - Bur")
}

// With a unit picked, what is typed is about it: "pic" is A Par's move to
// Picardy, not an order for a unit in Picardy ("there is no unit in
// Allegheny" once answered "all" with a unit picked), and "gas" is its
// move to Gascony, not A Mar's.
func TestTypingWithAUnitPickedOrdersIt(t *testing.T) {
	s := at(t, 0)
	m := open(t, s, 0) // Ann: England and France
	v := s.Variant()
	play(t, m, "tap par")
	for _, c := range []struct{ typed, want string }{
		{"pic", "A Par - Pic"},
		{"gas", "A Par - Gas"},
		{"s mar bur", "A Par S A Mar - Bur"},
		{"A Lvp - Yor", "A Lvp - Yor"}, // a whole order of another unit is still that order
	} {
		o, _, ok := m.Preview(c.typed)
		got := ""
		if ok {
			got = v.FormatOrder(o)
		}
		if got != c.want {
			t.Errorf("with A Par picked, Preview(%q) = %q, want %q", c.typed, got, c.want)
		}
	}
	if got := m.Complete("gas"); len(got) == 0 || got[0] != "A Par - Gas" {
		t.Errorf("with A Par picked, the first completion of \"gas\" is not A Par's: %v", got)
	}
	_, entered, _ := m.Preview("pic")
	if err := m.Submit(entered); err != nil {
		t.Fatal(err)
	}
	wantOrder(t, s, "france", "A Par - Pic")
}

func wantOrder(t *testing.T, s *hotseat.Session, power, want string) {
	t.Helper()
	v := s.Variant()
	pw, _ := v.LookupPower(power)
	for _, o := range s.Orders[pw] {
		if strings.EqualFold(v.FormatOrder(o), want) {
			return
		}
	}
	t.Errorf("%s has no order %q", power, want)
}

// War in North America opens with the United States owed five builds but
// only three free home centres (New York City is held by insurgents):
// the sheet offers three slots and says why, so the player is not asked
// to waive two builds that had nowhere to go.
func TestBuildsCappedByTheCentresToBuildIn(t *testing.T) {
	pkg, err := variants.Builtin("warinnorthamerica")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	pos := v.Start()
	usa, _ := v.LookupPower("usa")
	m := orderentry.New(v, &pos, []engine.PowerID{usa}, nil)
	sh := m.Sheets[0]
	if len(sh.Slots) != 3 {
		t.Errorf("%d build slots, want 3", len(sh.Slots))
	}
	if want := "United States — build 3 units (5 due, 3 free centres to build in)"; sh.Title != want {
		t.Errorf("title %q, want %q", sh.Title, want)
	}
}

// 1812 Overture caps builds at two a power a year. France, with every
// unit gone and its home centres free, is owed more than that: the sheet
// offers two build slots and says why, where it once offered "Build 5
// units" that the results then refused.
func TestBuildsCappedPerYear(t *testing.T) {
	pkg, err := variants.Builtin("overture1812")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	pos := v.Start()
	fr, _ := v.LookupPower("france")
	var kept []engine.Unit
	for _, u := range pos.Units {
		if u.Power != fr {
			kept = append(kept, u)
		}
	}
	pos.Units = kept
	pos.Phase.Kind = engine.Adjustment
	b := v.BuildsDue(&pos, fr)
	if b.Owed <= 2 || b.Places <= 2 || b.Allowed != 2 {
		t.Fatalf("France's builds %+v: want more than 2 owed and free, 2 allowed", b)
	}
	m := orderentry.New(v, &pos, []engine.PowerID{fr}, nil)
	sh := m.Sheets[0]
	if len(sh.Slots) != 2 {
		t.Errorf("%d build slots, want 2", len(sh.Slots))
	}
	if want := fmt.Sprintf("France — build 2 units (%d due, at most 2 a year)", b.Owed); sh.Title != want {
		t.Errorf("title %q, want %q", sh.Title, want)
	}
}

// A sheet's title counts in words a player reads: "1 unit, 1 supply
// centre", never "1 units".
func TestSheetTitleCountsInWords(t *testing.T) {
	s := at(t, 0)
	v := s.Variant()
	eng, _ := v.LookupPower("england")
	pos := s.Current()
	var kept []engine.Unit
	for _, u := range pos.Units {
		if u.Power != eng || v.Province(v.ProvinceOf(u.Loc)).ID == "lon" {
			kept = append(kept, u)
		}
	}
	pos.Units = kept
	for pr, o := range pos.Owners {
		if o == eng && v.Province(engine.ProvinceID(pr)).ID != "lon" {
			pos.Owners[pr] = engine.NoPower
		}
	}
	m := orderentry.New(v, pos, []engine.PowerID{eng}, nil)
	if got, want := m.Sheets[0].Title, "England — 1 unit, 1 supply centre"; got != want {
		t.Errorf("title %q, want %q", got, want)
	}
}

// Cape Horn (War in North America) holds any number of fleets of any
// powers. With a Canadian and an American fleet there, a sandbox listed
// each fleet's orders twice ("Hold", "Move ▸ South Atlantic" and "South
// Pacific" each twice), the other fleet's orders among them: a slot
// offers only the orders of its own power's unit, and each fleet can be
// picked by tapping the box.
func TestSharedBoxOffersEachFleetItsOwnOrders(t *testing.T) {
	pkg, err := variants.Builtin("warinnorthamerica")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	pos := v.Start()
	pos.Phase.Kind = engine.Movement
	cph, ok := v.LookupLoc("cph")
	if !ok {
		t.Fatal("no Cape Horn")
	}
	can, _ := v.LookupPower("canada")
	usa, _ := v.LookupPower("usa")
	pos.Units = append(pos.Units, engine.Unit{Power: can, Type: engine.Fleet, Loc: cph}, engine.Unit{Power: usa, Type: engine.Fleet, Loc: cph})
	m := orderentry.New(v, &pos, []engine.PowerID{can, usa}, nil)
	seen := 0
	for _, sh := range m.Sheets {
		for _, sl := range sh.Slots {
			if sl.Loc != cph {
				continue
			}
			seen++
			texts := map[string]bool{}
			for i, o := range sl.Orders {
				if o.Power != sl.Power {
					t.Errorf("%s's %s offers %s, an order of %s", v.Power(sl.Power).Name, sl.Unit, sl.Texts[i], v.Power(o.Power).Name)
				}
				if texts[sl.Texts[i]] {
					t.Errorf("%s's %s offers %s twice", v.Power(sl.Power).Name, sl.Unit, sl.Texts[i])
				}
				texts[sl.Texts[i]] = true
			}
		}
	}
	if seen != 2 {
		t.Fatalf("%d slots in Cape Horn, want the two fleets'", seen)
	}
	// By taps: the box, then a sea, orders one fleet; the box again
	// reaches the other, which once could be ordered only from its list.
	m.Tap("cph", "")
	first := m.Selected()
	m.Tap("sat", "")
	if first == nil || first.Chosen < 0 {
		t.Fatalf("tapping Cape Horn then the South Atlantic ordered nothing")
	}
	m.Tap("cph", "")
	if second := m.Selected(); second == nil || second == first || second.Loc != cph {
		picked := "nothing"
		if second != nil {
			picked = v.Power(second.Power).Name + "'s " + second.Unit
		}
		t.Fatalf("tapping Cape Horn again picked %s, want %s's fleet there", picked, v.Power(usa).Name)
	}
	m.Tap("spa", "")
	if got := m.Selected(); got != nil && got.Chosen < 0 {
		t.Errorf("the second fleet has no order after tapping the South Pacific")
	}
	for _, sh := range m.Sheets {
		for _, sl := range sh.Slots {
			if sl.Loc == cph && sl.Chosen < 0 {
				t.Errorf("%s's fleet in Cape Horn has no order after two taps each", v.Power(sl.Power).Name)
			}
		}
	}
}

// Typing reaches every fleet in a box as tapping the box again does: a
// typed order goes to the picked fleet, else to one still without an
// order, so the same order typed twice orders both fleets, whether they
// are one power's or two powers' (a sandbox); typed orders once reached
// only the first fleet there.
func TestTypingReachesEachFleetInABox(t *testing.T) {
	pkg, err := variants.Builtin("warinnorthamerica")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	cph, _ := v.LookupLoc("cph")
	can, _ := v.LookupPower("canada")
	usa, _ := v.LookupPower("usa")
	for name, second := range map[string]engine.PowerID{"one power": can, "two powers": usa} {
		t.Run(name, func(t *testing.T) {
			pos := v.Start()
			pos.Phase.Kind = engine.Movement
			pos.Units = append(pos.Units, engine.Unit{Power: can, Type: engine.Fleet, Loc: cph}, engine.Unit{Power: second, Type: engine.Fleet, Loc: cph})
			m := orderentry.New(v, &pos, []engine.PowerID{can, usa}, nil)
			ordered := func() (n int, texts []string) {
				for _, sh := range m.Sheets {
					for _, sl := range sh.Slots {
						if sl.Loc == cph && sl.Chosen >= 0 {
							n++
							texts = append(texts, sl.Texts[sl.Chosen])
						}
					}
				}
				return n, texts
			}
			for i, order := range []string{"F cph - sat", "F cph - sat"} {
				if msg := play(t, m, "type "+order); msg != "" {
					t.Fatalf("typing %s (%d): %s", order, i+1, msg)
				}
				if n, texts := ordered(); n != i+1 {
					t.Fatalf("after typing %s %d times, %d fleets in Cape Horn have orders: %v", order, i+1, n, texts)
				}
			}
			// With a fleet picked (Tab, or a tap on the box), typing
			// changes that fleet's order.
			m.Tap("cph", "")
			picked := m.Selected()
			if msg := play(t, m, "type F cph - spa"); msg != "" {
				t.Fatal(msg)
			}
			spa, _ := v.LookupLoc("spa")
			if picked == nil || picked.Chosen < 0 || picked.Orders[picked.Chosen].Dest != spa {
				t.Errorf("typing with a fleet picked did not order that fleet: %+v", picked)
			}
		})
	}
}
