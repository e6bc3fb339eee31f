package mapview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// At fit zoom in the board pane of a 1366×768 window's turn screen
// (about 900×640), no place a unit can stand lies under the column of
// round buttons at the board's top right: a unit there was hidden by the
// zoom buttons (issue 25). A unit is its anchor and its drawn radius.
// A board that wraps is left out: its next copy fills any column spared
// (render.ToolColumn says why).
func TestFitLeavesTheButtonsClear(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, p := range pkgs {
		t.Run(p.ID, func(t *testing.T) {
			m := New(p.Files)
			if m.Err() != nil {
				t.Fatalf("%s: %v", p.ID, m.Err())
			}
			if m.v.wrap {
				t.Skip("the board wraps")
			}
			test.NewTempApp(t)
			win := test.NewTempWindow(t, m)
			win.SetPadded(false)
			win.Resize(fyne.NewSize(900, 640))
			m.FitBoard()
			r := test.WidgetRenderer(m).(*boardRenderer)
			bp, bs := r.buttons.Position(), r.buttons.Size()
			if bs.Width+2*4 > render.ToolColumn {
				t.Fatalf("the buttons' column is %v wide, more than render.ToolColumn (%v) leaves", bs.Width, render.ToolColumn)
			}
			rad := float32(render.LookAt(m.Model(), m.v.scale(), m.pal).R)
			for _, a := range m.Model().Units {
				q := m.v.toLogical(a.At)
				if q.X+rad > bp.X && q.X-rad < bp.X+bs.Width && q.Y+rad > bp.Y && q.Y-rad < bp.Y+bs.Height {
					t.Errorf("%s: a unit at %s (%.0f, %.0f) lies under the buttons %v+%v", p.ID, a.Loc(), q.X, q.Y, bp, bs)
				}
			}
			checked++
		})
	}
	if checked < 2 {
		t.Fatalf("checked %d boards, want Classic and at least one more", checked)
	}
}
