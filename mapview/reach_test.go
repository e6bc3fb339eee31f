package mapview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/mapview/render"
)

// reachShown lists the provinces the reach overlays show, with their
// highlight.
func reachShown(m *Board) map[string]render.Highlight {
	out := map[string]render.Highlight{}
	for _, o := range m.r.reach {
		if o.prov != nil && o.ras.Visible() {
			out[o.prov.ID] = o.hl
		}
	}
	return out
}

// Hovering Spain answers "what borders Spain?": Portugal, Gascony and
// Marseilles for its army and its fleets, the Mid-Atlantic, the Gulf of
// Lyon and the Western Mediterranean for its fleets only.
func TestHoverShowsWhereTheArmyAndTheFleetCouldMove(t *testing.T) {
	m, _ := classic(t, 1000, 760)
	v, _ := classicStart(t)
	m.SetReach(render.ReachOf(v))
	spa := mustPos(t, m, "spa")
	m.MouseIn(pointer(spa.X, spa.Y))
	got := reachShown(m)
	want := map[string]render.Highlight{
		"por": render.ReachBoth, "gas": render.ReachBoth, "mar": render.ReachBoth,
		"mao": render.ReachFleet, "lyo": render.ReachFleet, "wes": render.ReachFleet,
	}
	if len(got) != len(want) {
		t.Errorf("hovering Spain highlights %d provinces, want %d: %v", len(got), len(want), got)
	}
	for id, hl := range want {
		if g, ok := got[id]; !ok || g != hl {
			t.Errorf("%s: highlighted %v (shown %v), want %v", id, g, ok, hl)
		}
	}
	// An inland province: its army only.
	mun := mustPos(t, m, "mun")
	m.MouseMoved(pointer(mun.X, mun.Y))
	for id, hl := range reachShown(m) {
		if hl != render.ReachArmy {
			t.Errorf("Munich's neighbour %s highlighted %v, want the army's", id, hl)
		}
	}
	if _, ok := reachShown(m)["boh"]; !ok {
		t.Errorf("Bohemia, next to Munich, is not highlighted")
	}
	m.MouseOut()
	if n := len(reachShown(m)); n != 0 {
		t.Errorf("after leaving the board %d provinces stay highlighted", n)
	}
}

// A long press (right click) keeps a province's reach shown while the
// pointer goes elsewhere; a second long press on it lets it go.
func TestLongPressPinsTheReach(t *testing.T) {
	m, _ := classic(t, 1000, 760)
	v, _ := classicStart(t)
	m.SetReach(render.ReachOf(v))
	bur := mustPos(t, m, "bur")
	m.TappedSecondary(&fyne.PointEvent{Position: bur})
	m.MouseIn(pointer(mustPos(t, m, "mos").X, mustPos(t, m, "mos").Y))
	if m.ReachShown() != "bur" {
		t.Fatalf("after a long press on Burgundy, reach shows %q", m.ReachShown())
	}
	if _, ok := reachShown(m)["mun"]; !ok {
		t.Errorf("Munich, next to Burgundy, is not highlighted")
	}
	m.TappedSecondary(&fyne.PointEvent{Position: bur})
	if m.ReachShown() != "mos" {
		t.Errorf("after letting go, reach shows %q, want the hovered Moscow", m.ReachShown())
	}
}

// The hover label follows the view: zooming or panning under a still
// pointer names the province now under it, never the one it left.
func TestHoverLabelFollowsZoomAndPan(t *testing.T) {
	m, _ := classic(t, 1000, 760)
	par := mustPos(t, m, "par")
	m.MouseIn(pointer(par.X, par.Y))
	// Zoom in around a point far from Paris: Paris slides out from under
	// the pointer.
	for i := 0; i < 4; i++ {
		m.Scrolled(wheel(mustPos(t, m, "mos"), 25))
	}
	under, _ := m.ProvinceAt(par)
	if m.Hovered() != under || under == "par" {
		t.Errorf("after zooming the pointer is over %q, the label names %q", under, m.Hovered())
	}
	m.FitBoard()
	if m.Hovered() != "par" {
		t.Errorf("back at fit zoom the label names %q, want par", m.Hovered())
	}
	m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	under, _ = m.ProvinceAt(par)
	if m.Hovered() != under {
		t.Errorf("after an arrow-key pan the pointer is over %q, the label names %q", under, m.Hovered())
	}
}

// The toolbar's key button shows the key over the board and hides it
// again; the Ab button switches names to abbreviations and back.
func TestToolbarShowsTheKeyAndAbbreviations(t *testing.T) {
	m, win := classic(t, 1000, 760)
	tap := func(i int) {
		b := m.r.buttons.Objects[i]
		test.TapCanvas(win.Canvas(), b.Position().AddXY(m.r.buttons.Position().X+5, m.r.buttons.Position().Y+5))
	}
	tap(3)
	if !m.LegendShown() || !m.r.legend.box.Visible() || m.r.legend.img.Image == nil {
		t.Fatalf("the key button did not show the key")
	}
	if s := m.r.legend.img.Size(); s.Width < 100 || s.Height < 100 || s.Width > m.Size().Width {
		t.Errorf("the key is %v on a %v board", s, m.Size())
	}
	// The key hides the board under it: hovering there names nothing, and
	// a tap on it puts it away without reaching the province beneath.
	key := m.r.legend.img.Position().AddXY(m.r.legend.img.Size().Width-30, 30)
	under, _ := m.ProvinceAt(key)
	m.MouseIn(pointer(key.X, key.Y))
	if under == "" || m.Hovered() != "" {
		t.Errorf("over the key (board: %q) the hover names %q", under, m.Hovered())
	}
	tapped := false
	m.OnTapped = func(string, string) { tapped = true }
	test.TapAt(m, key)
	if tapped || m.LegendShown() {
		t.Errorf("a tap on the key reached the board (%v) or left the key shown (%v)", tapped, m.LegendShown())
	}
	if m.Hovered() != under {
		t.Errorf("with the key gone the hover names %q, want %q", m.Hovered(), under)
	}
	tap(3)
	tap(3)
	if m.LegendShown() || m.r.legend.box.Visible() {
		t.Errorf("a second tap did not hide the key")
	}
	before := cloneRGBA(m.r.staticImage(1000, 760))
	var told []bool
	m.OnAbbreviations = func(on bool) { told = append(told, on) }
	tap(4)
	if !m.Abbreviations() || len(told) != 1 || !told[0] {
		t.Fatalf("the Ab button did not switch to abbreviations (told the app %v)", told)
	}
	after := m.r.staticImage(1000, 760)
	if string(before.Pix) == string(after.Pix) {
		t.Errorf("abbreviations drew the same board")
	}
	tap(4)
	if m.Abbreviations() {
		t.Errorf("a second tap left abbreviations on")
	}
}

// The hover label never hides under the toolbar: near the top-right
// corner it stands left of the buttons.
func TestHoverLabelStaysClearOfTheToolbar(t *testing.T) {
	m, _ := classic(t, 700, 760) // the board fills the width
	bar := m.r.buttons.Position()
	at := bar.AddXY(-12, m.r.buttons.Size().Height-40) // the label's top beside the buttons, on the board (the fit spares the buttons' column)
	m.MouseIn(pointer(at.X, at.Y))
	if m.Hovered() == "" {
		t.Fatalf("no province at %v", at)
	}
	if right := m.r.nameBg.Position().X + m.r.nameBg.Size().Width; right > bar.X && m.r.nameBg.Position().Y < bar.Y+m.r.buttons.Size().Height {
		t.Errorf("the label for %q ends at x=%.0f, under the toolbar at x=%.0f", m.Hovered(), right, bar.X)
	}
}
