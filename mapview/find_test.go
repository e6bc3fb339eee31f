package mapview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// imperial is the Imperial board in a window of the turn screen's board
// pane at 1920×1080, finding names as the app sets it up to.
func imperial(t *testing.T) (*Board, fyne.Window, *engine.Variant) {
	t.Helper()
	pkg, err := variants.Builtin("imperial")
	if err != nil {
		t.Fatal(err)
	}
	m := New(pkg.Files)
	if m.Err() != nil {
		t.Fatal(m.Err())
	}
	v := pkg.Variant
	m.SetLookup(func(q string) (string, bool) {
		p, ok := v.LookupProvince(q)
		if !ok {
			return "", false
		}
		return v.Province(p).ID, true
	})
	test.NewTempApp(t)
	win := test.NewTempWindow(t, m)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(1300, 1000))
	return m, win, v
}

// Typing a place on Imperial and pressing Enter shows its province in
// view, named in full, and highlighted.
func TestFindShowsImperialPlacesInFull(t *testing.T) {
	m, win, v := imperial(t)
	for _, c := range []struct{ query, want string }{
		{"Bangkok", "bnk"}, {"Tiflis", "bku"}, {"Winnipeg", "ssk"}, {"Zanzibar", "ken"}, {"Lima", "lma"},
	} {
		m.FitBoard()
		test.TypeOnCanvas(win.Canvas(), "") // nothing has the keyboard
		m.OpenFind()
		if !m.FindShown() || win.Canvas().Focused() != m.r.find.entry {
			t.Fatalf("Find is not open with the keyboard in it")
		}
		m.r.find.entry.SetText("")
		test.Type(m.r.find.entry, c.query)
		m.r.find.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if m.Found() != c.want {
			t.Errorf("%s: found %q, want %q", c.query, m.Found(), c.want)
			continue
		}
		s := m.v.scale()
		text, at, full, shown, ok := m.text.NameAt(m.b, c.want, s, s, 1)
		name := v.Province(mustProvince(t, v, c.want)).Name
		if ok && full && shown && text == name {
			p := m.v.toLogical(at)
			if p.X < 0 || p.Y < 0 || p.X > m.Size().Width || p.Y > m.Size().Height {
				t.Errorf("%s: its name at %v is out of the %v view", c.query, p, m.Size())
			}
		} else if m.TagText() != name || !inView(m, m.r.find.tag.Position()) {
			// The board has no room for it: the tag under the highlight names it.
			t.Errorf("%s: the province is labelled %q (full %v, drawn %v) and tagged %q, want %q in full", c.query, text, full, shown, m.TagText(), name)
		}
		t.Logf("%s: %s at zoom %.2f, labelled %q, tag %q", c.query, c.want, m.Zoom(), text, m.TagText())
		if !m.r.found.ras.Visible() || m.r.found.prov == nil || m.r.found.prov.ID != c.want {
			t.Errorf("%s: the province is not highlighted", c.query)
		}
		m.CloseFind()
		if m.r.found.ras.Visible() {
			t.Errorf("%s: the highlight stays after Find closed", c.query)
		}
	}
}

func mustProvince(t *testing.T, v *engine.Variant, id string) engine.ProvinceID {
	p, ok := v.LookupProvince(id)
	if !ok {
		t.Fatalf("no province %s", id)
	}
	return p
}

// Find takes a name, a code or the beginning of a name, in any case.
func TestFindMatchesNamesCodesAndPrefixes(t *testing.T) {
	m, _ := classic(t, 1000, 760)
	for q, want := range map[string]string{"Vienna": "vie", "VIE": "vie", "st petersburg": "stp", "Bohe": "boh", "mid-atl": "mao"} {
		if got := m.Find(q); len(got) != 1 || got[0] != want {
			t.Errorf("Find(%q) = %v, want [%s]", q, got, want)
		}
	}
	if got := m.Find("bu"); len(got) < 3 {
		t.Errorf("Find(\"bu\") = %v, want Budapest, Bulgaria, Burgundy", got)
	}
	if got := m.Find("Atlantis"); len(got) != 0 {
		t.Errorf("Find(\"Atlantis\") = %v, want none", got)
	}
}

// / and Ctrl+F open Find; Escape closes it.
func TestFindOpensWithSlashAndCtrlF(t *testing.T) {
	m, win := classic(t, 1000, 760)
	m.TypedRune('/')
	if !m.FindShown() {
		t.Fatal("/ did not open Find")
	}
	m.r.find.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if m.FindShown() {
		t.Fatal("Escape did not close Find")
	}
	m.CloseFind()
	m.TypedShortcut(findShortcut) // the board has the keyboard
	if !m.FindShown() {
		t.Fatal("Ctrl+F on the board did not open Find")
	}
	m.CloseFind()
	// On the window, whatever has the keyboard.
	win.Canvas().Unfocus()
	sc, ok := win.Canvas().(fyne.Shortcutable)
	if !ok {
		t.Fatal("the test canvas takes no shortcuts")
	}
	sc.TypedShortcut(findShortcut)
	if !m.FindShown() {
		t.Fatal("Ctrl+F on the window did not open Find")
	}
}

// The wheel zooms round the pointer: the board point under it stays under
// it, also on a board shorter than the widget (Imperial's world).
func TestWheelKeepsThePointUnderThePointer(t *testing.T) {
	m, _, _ := imperial(t)
	at, ok := m.PositionOf("ssk")
	if !ok {
		t.Fatal("no Saskatchewan")
	}
	before := m.v.toBoard(at)
	for i := 0; i < 3; i++ {
		m.Scrolled(wheel(at, 25))
		after := m.v.toBoard(at)
		if d := (after.X-before.X)*(after.X-before.X) + (after.Y-before.Y)*(after.Y-before.Y); d > 1 {
			t.Errorf("after %d notches the pointer is over %v, was over %v", i+1, after, before)
		}
	}
}

func inView(m *Board, p fyne.Position) bool {
	return p.X >= 0 && p.Y >= 0 && p.X < m.Size().Width && p.Y < m.Size().Height
}

// Imperial cannot be read whole at fit zoom: a turn opens on the player's
// own units, zoomed so their names are in full, and wherever the board
// was before (the last player's view) the view is the same.
func TestTurnOpensOnOwnUnitsOnABoardTooBigToRead(t *testing.T) {
	m, _, v := imperial(t)
	if m.ReadableWhole() {
		t.Fatal("Imperial reads whole at fit zoom in 1300×1000; the test shows nothing")
	}
	locs := startingUnits(v, "japan")
	if len(locs) == 0 {
		t.Fatal("Japan has no units")
	}
	m.FlyTo("lma") // the last player looked at Lima
	m.OpenOn(locs...)
	zoom, ox, oy := m.v.zoom, m.v.ox, m.v.oy
	if zoom <= 1 {
		t.Errorf("the turn opens at zoom %.2f: the whole unreadable board", zoom)
	}
	in := 0
	for _, l := range locs {
		if p, ok := m.PositionOf(l); ok && inView(m, p) {
			in++
		}
	}
	if in*2 < len(locs) {
		t.Errorf("%d of Japan's %d units in view", in, len(locs))
	}
	m.FitBoard()
	m.Scrolled(wheel(fyne.NewPos(100, 700), 75)) // somewhere else
	m.OpenOn(locs...)
	if m.v.zoom != zoom || m.v.ox != ox || m.v.oy != oy {
		t.Errorf("the view depends on where the board was: zoom %.2f at (%.0f, %.0f), before %.2f at (%.0f, %.0f)", m.v.zoom, m.v.ox, m.v.oy, zoom, ox, oy)
	}
	if m.Found() != "" {
		t.Errorf("the last player's Find highlight (%s) is still shown", m.Found())
	}
}

// Classic reads whole in the turn pane at 1920×1080: the turn opens on
// the whole board.
func TestTurnOpensWholeOnAReadableBoard(t *testing.T) {
	m, _ := classic(t, 1300, 1000)
	m.ZoomIn()
	m.OpenOn("lon", "edi", "lvp")
	if m.Zoom() != 1 {
		t.Errorf("zoom %.2f, want the whole board", m.Zoom())
	}
}

// Reveal brings places into view when the board is zoomed elsewhere, and
// leaves the view alone when they are shown.
func TestRevealBringsPlacesIntoView(t *testing.T) {
	m, _ := classic(t, 1000, 760)
	for i := 0; i < 6; i++ {
		m.Scrolled(wheel(mustPos(t, m, "lvp"), 25))
	}
	if p := mustPos(t, m, "con"); inView(m, p) {
		t.Fatal("Constantinople is in view before Reveal; the test shows nothing")
	}
	m.Reveal("con", "bul/ec")
	for _, l := range []string{"con", "bul/ec"} {
		if p := mustPos(t, m, l); !inView(m, p) {
			t.Errorf("%s at %v is not in the %v view", l, p, m.Size())
		}
	}
	z, ox := m.v.zoom, m.v.ox
	m.Reveal("con")
	if m.v.zoom != z || m.v.ox != ox {
		t.Errorf("Reveal moved a board that showed the place already")
	}
}

// startingUnits are the places of one power's units in the variant's
// starting position, by the power's id.
func startingUnits(v *engine.Variant, power string) []string {
	pos := v.Start()
	var powers []engine.PowerID
	for p := 0; p < v.NumPowers(); p++ {
		if v.Power(engine.PowerID(p)).ID == power {
			powers = append(powers, engine.PowerID(p))
		}
	}
	return render.UnitLocs(v, &pos, powers)
}
