package mapview

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"dipdesk/mapview/render"
	"dipdesk/variants/board"
)

func pointer(x, y float32) *desktop.MouseEvent {
	return &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(x, y)}}
}

func wheel(at fyne.Position, dy float32) *fyne.ScrollEvent {
	return &fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at}, Scrolled: fyne.Delta{DY: dy}}
}

// tapAllAnchors taps every unit anchor on screen and checks the province
// (and, for a coast's anchor, the coast) reported.
func tapAllAnchors(t *testing.T, m *Board) int {
	t.Helper()
	var gotProv, gotCoast string
	m.OnTapped = func(p, c string) { gotProv, gotCoast = p, c }
	tapped := 0
	size := m.Size()
	for _, a := range m.Model().Units {
		pos, ok := m.PositionOf(a.Loc())
		if !ok {
			t.Fatalf("no position for %s", a.Loc())
		}
		if pos.X < 0 || pos.Y < 0 || pos.X >= size.Width || pos.Y >= size.Height {
			continue
		}
		gotProv, gotCoast = "", ""
		test.TapAt(m, pos)
		tapped++
		if gotProv != a.Province {
			t.Errorf("tapping %s's anchor at %v reported %q", a.Loc(), pos, gotProv)
			continue
		}
		if a.Coast != "" && gotCoast != a.Coast {
			t.Errorf("tapping the %s anchor reported coast %q", a.Loc(), gotCoast)
		}
	}
	return tapped
}

func TestTappingEachProvinceAnchorReportsIt(t *testing.T) {
	m, _ := classic(t, 1000, 760)
	if n := tapAllAnchors(t, m); n != len(m.Model().Units) {
		t.Errorf("tapped %d anchors of %d at fit zoom", n, len(m.Model().Units))
	}
	// Zoomed in on the crowded middle, the anchors still report their own
	// province.
	kie, _ := m.PositionOf("kie")
	for i := 0; i < 6; i++ {
		m.Scrolled(wheel(kie, 25))
	}
	if n := tapAllAnchors(t, m); n < 5 {
		t.Errorf("only %d anchors on screen zoomed in on Kiel", n)
	}
}

func TestTappingASplitCoastNamesTheNearestCoast(t *testing.T) {
	m, _ := classic(t, 1000, 760)
	nc, _ := m.PositionOf("stp/nc")
	sc, _ := m.PositionOf("stp/sc")
	for _, tc := range []struct {
		at   fyne.Position
		want string
	}{{nc, "nc"}, {sc, "sc"}} {
		p, c := m.ProvinceAt(tc.at)
		if p != "stp" || c != tc.want {
			t.Errorf("at %v: %s/%s, want stp/%s", tc.at, p, c, tc.want)
		}
	}
	if p, c := m.ProvinceAt(mustPos(t, m, "par")); p != "par" || c != "" {
		t.Errorf("Paris reported %q coast %q", p, c)
	}
}

func mustPos(t testing.TB, m *Board, loc string) fyne.Position {
	p, ok := m.PositionOf(loc)
	if !ok {
		panic("no anchor for " + loc)
	}
	return p
}

func TestHoverHighlightsAndNamesTheProvince(t *testing.T) {
	m, _ := classic(t, 1000, 760)
	var hovered []string
	m.OnHover = func(p string) { hovered = append(hovered, p) }
	par := mustPos(t, m, "par")
	m.MouseIn(pointer(par.X, par.Y))
	if m.Hovered() != "par" || m.r.name.Text != "Paris" || !m.r.name.Visible() || !m.r.hover.ras.Visible() {
		t.Fatalf("hovering Paris: hovered %q, label %q visible %v, highlight visible %v", m.Hovered(), m.r.name.Text, m.r.name.Visible(), m.r.hover.ras.Visible())
	}
	// The highlight covers Paris's box, not the board.
	hs := m.r.hover.ras.Size()
	if hs.Width > m.Size().Width/4 || hs.Height > m.Size().Height/4 {
		t.Errorf("Paris's highlight is %v, want a small overlay", hs)
	}
	bur := mustPos(t, m, "bur")
	m.MouseMoved(pointer(bur.X, bur.Y))
	if m.Hovered() != "bur" || m.r.name.Text != "Burgundy" {
		t.Errorf("moving to Burgundy: hovered %q, label %q", m.Hovered(), m.r.name.Text)
	}
	m.MouseOut()
	if m.Hovered() != "" || m.r.name.Visible() || m.r.hover.ras.Visible() {
		t.Errorf("after leaving: hovered %q, label visible %v", m.Hovered(), m.r.name.Visible())
	}
	if want := []string{"par", "bur", ""}; len(hovered) != 3 || hovered[0] != want[0] || hovered[1] != want[1] || hovered[2] != want[2] {
		t.Errorf("OnHover got %q, want %q", hovered, want)
	}
}

// boardAt is the board point under a widget position.
func boardAt(m *Board, p fyne.Position) board.Point { return m.v.toBoard(p) }

func near(a, b board.Point, tol float64) bool {
	return math.Abs(a.X-b.X) <= tol && math.Abs(a.Y-b.Y) <= tol
}

func TestWheelZoomsAroundThePointer(t *testing.T) {
	m, _ := classic(t, 1000, 760)
	at := mustPos(t, m, "mun")
	before := boardAt(m, at)
	m.Scrolled(wheel(at, 25))
	if math.Abs(m.Zoom()-zoomStep) > 1e-9 {
		t.Errorf("one notch: zoom %.3f, want %.3f", m.Zoom(), zoomStep)
	}
	if after := boardAt(m, at); !near(before, after, 0.01) {
		t.Errorf("the point under the pointer moved from %v to %v", before, after)
	}
	m.Scrolled(wheel(at, -25))
	if math.Abs(m.Zoom()-1) > 1e-9 {
		t.Errorf("a notch back: zoom %.3f, want 1", m.Zoom())
	}
	m.Scrolled(wheel(at, 2.5)) // a touchpad's small step
	if z := m.Zoom(); z <= 1 || z >= zoomStep {
		t.Errorf("a tenth of a notch zoomed to %.3f", z)
	}
	for i := 0; i < 40; i++ {
		m.Scrolled(wheel(at, 25))
	}
	if m.Zoom() != MaxZoom {
		t.Errorf("zoom went to %.2f, want the limit %v", m.Zoom(), MaxZoom)
	}
	for i := 0; i < 40; i++ {
		m.Scrolled(wheel(at, -25))
	}
	if m.Zoom() != MinZoom {
		t.Errorf("zoom went to %.2f, want the limit %v", m.Zoom(), MinZoom)
	}
}

func TestKeysAndButtonsZoomAndFit(t *testing.T) {
	m, win := classic(t, 1000, 760)
	fitPar := mustPos(t, m, "par")
	m.TypedRune('+')
	if m.Zoom() != zoomStep {
		t.Errorf("+ zoomed to %.3f", m.Zoom())
	}
	m.TypedRune('-')
	m.TypedRune('-')
	if math.Abs(m.Zoom()-1/zoomStep) > 1e-9 {
		t.Errorf("− − zoomed to %.3f", m.Zoom())
	}
	m.TypedRune('0')
	if m.Zoom() != 1 || mustPos(t, m, "par") != fitPar {
		t.Errorf("0 did not fit the board: zoom %.3f, Paris at %v (was %v)", m.Zoom(), mustPos(t, m, "par"), fitPar)
	}
	zoomIn := m.r.buttons.Objects[0]
	test.TapCanvas(win.Canvas(), zoomIn.Position().AddXY(m.r.buttons.Position().X+5, m.r.buttons.Position().Y+5))
	if m.Zoom() != zoomStep {
		t.Errorf("the zoom-in button zoomed to %.3f", m.Zoom())
	}
	fit := m.r.buttons.Objects[2]
	test.TapCanvas(win.Canvas(), fit.Position().AddXY(m.r.buttons.Position().X+5, m.r.buttons.Position().Y+5))
	if m.Zoom() != 1 {
		t.Errorf("the fit button left zoom %.3f", m.Zoom())
	}
}

func TestDragPansAndArrowKeysPan(t *testing.T) {
	m, win := classic(t, 1000, 760)
	m.Scrolled(wheel(mustPos(t, m, "boh"), 75))
	before := mustPos(t, m, "boh")
	test.Drag(win.Canvas(), before, 120, -40)
	after := mustPos(t, m, "boh")
	if math.Abs(float64(after.X-before.X-120)) > 0.01 || math.Abs(float64(after.Y-before.Y+40)) > 0.01 {
		t.Errorf("drag by (120,−40) moved Bohemia from %v to %v", before, after)
	}
	m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if p := mustPos(t, m, "boh"); p.X <= after.X {
		t.Errorf("← did not move the board right: %v → %v", after, p)
	}
	// The board cannot be dragged out of sight.
	for i := 0; i < 50; i++ {
		m.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 500, DY: 500}})
	}
	if p, _ := m.ProvinceAt(fyne.NewPos(500, 380)); p == "" && !m.v.toBoardInside(fyne.NewPos(500, 380)) {
		t.Errorf("after dragging far away the centre shows no board")
	}
}

func TestZoomAndPanSurviveANewScene(t *testing.T) {
	m, _ := classic(t, 1000, 760)
	_, start := classicStart(t)
	m.SetScene(start)
	m.Scrolled(wheel(mustPos(t, m, "ven"), 50))
	m.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 30, DY: 20}})
	z, ven := m.Zoom(), mustPos(t, m, "ven")
	m.SetScene(everyOrder(t))
	if m.Zoom() != z || mustPos(t, m, "ven") != ven {
		t.Errorf("SetScene changed the view: zoom %.3f→%.3f, Venice %v→%v", z, m.Zoom(), ven, mustPos(t, m, "ven"))
	}
}

func TestResizeKeepsTheCentre(t *testing.T) {
	m, win := classic(t, 1000, 760)
	m.Scrolled(wheel(mustPos(t, m, "gal"), 75))
	centre := boardAt(m, fyne.NewPos(500, 380))
	win.Resize(fyne.NewSize(800, 600))
	if got := boardAt(m, fyne.NewPos(400, 300)); !near(got, centre, 0.5) {
		t.Errorf("after a resize the centre shows %v, was %v", got, centre)
	}
}

func dragBy(dx, dy float32) *fyne.DragEvent {
	return &fyne.DragEvent{Dragged: fyne.Delta{DX: dx, DY: dy}}
}

func TestTappingADislodgedUnitReportsItsProvince(t *testing.T) {
	m, _ := classic(t, 1000, 760)
	s := everyOrder(t)
	for _, l := range []string{"hol", "bel", "den", "hel", "pic"} {
		s.Units = append(s.Units, render.Unit{Kind: render.Army, Power: 2, Loc: l, Dislodged: true})
	}
	m.SetScene(s)
	r := float32(render.LookAt(m.Model(), m.v.scale(), m.pal).R)
	var got string
	m.OnTapped = func(p, _ string) { got = p }
	checked := 0
	for _, l := range []string{"hol", "bel", "den", "hel", "pic"} {
		drawn := mustPos(t, m, l).AddXY(r*render.DislodgedDX, r*render.DislodgedDY)
		under := m.hit.at(m.v.toBoard(drawn))
		if under != nil && under.ID == l {
			continue // drawn inside its own province: nothing to show
		}
		checked++
		test.TapAt(m, drawn)
		if got != l {
			t.Errorf("tapping the unit dislodged from %s, drawn over %v, reported %q", l, under, got)
		}
	}
	if checked == 0 {
		t.Fatal("no dislodged unit is drawn outside its province: the test shows nothing")
	}
	// Away from them, a tap means the province there.
	test.TapAt(m, mustPos(t, m, "ukr"))
	if got != "ukr" {
		t.Errorf("tapping Ukraine reported %q", got)
	}
}
