package mapview

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// At fit zoom the column of round buttons at the board's top right hides
// nothing of the board that is not shown elsewhere (issue 25). The panes
// are a 1366×768 window's turn screen (about 900×640, where most boards
// are held by their height) and a 1920×1080 window's table (about
// 1180×945, where a world map is held by its width).
//   - On a board that does not wrap, no place a unit can stand lies under
//     the buttons (a unit, its anchor and its drawn radius, was once
//     hidden by them at 1366×768).
//   - On a board that wraps, one whole copy of it lies left of the
//     buttons: Imperial once filled the pane's width with one copy, and
//     its east end (the Kuril Islands) under the buttons showed nowhere.
func TestFitLeavesTheButtonsClear(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	checked, wrapped := 0, 0
	for _, p := range pkgs {
		t.Run(p.ID, func(t *testing.T) {
			m, win := inWindow(t, p.ID, p.Files, 900, 640)
			for _, size := range []fyne.Size{{Width: 900, Height: 640}, {Width: 1180, Height: 945}} {
				win.Resize(size)
				m.FitBoard()
				if msg := buttonsHide(m); msg != "" {
					t.Errorf("%s in a %v pane: %s", p.ID, size, msg)
				}
			}
			checked++
			if m.v.wrap {
				wrapped++
			}
		})
	}
	if checked < 2 || wrapped < 1 {
		t.Fatalf("checked %d boards, %d of them wrapping; want Classic and more, Imperial among them", checked, wrapped)
	}
}

// buttonsHide says what the buttons hide at the board's present view
// that shows nowhere else ("" if nothing).
func buttonsHide(m *Board) string {
	r := test.WidgetRenderer(m).(*boardRenderer)
	bp, bs := r.buttons.Position(), r.buttons.Size()
	if bs.Width+2*4 > render.ToolColumn {
		return fmt.Sprintf("the buttons' column is %v wide, more than render.ToolColumn (%v) leaves", bs.Width, render.ToolColumn)
	}
	if m.v.wrap {
		if p := m.v.period(); p > float64(bp.X) {
			return fmt.Sprintf("one copy of the board is %.0f px wide, but only %.0f px show left of the buttons", p, bp.X)
		}
		return ""
	}
	rad := float32(render.LookAt(m.Model(), m.v.scale(), m.pal).R)
	for _, a := range m.Model().Units {
		q := m.v.toLogical(a.At)
		if q.X+rad > bp.X && q.X-rad < bp.X+bs.Width && q.Y+rad > bp.Y && q.Y-rad < bp.Y+bs.Height {
			return fmt.Sprintf("a unit at %s (%.0f, %.0f) lies under the buttons %v+%v", a.Loc(), q.X, q.Y, bp, bs)
		}
	}
	return ""
}
