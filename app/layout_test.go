package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
)

// inWindow reports whether o lies wholly inside the window's canvas.
func inWindow(w fyne.Window, o fyne.CanvasObject) bool {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s, c := o.Size(), w.Canvas().Size()
	return p.X >= 0 && p.Y >= 0 && p.X+s.Width <= c.Width+0.5 && p.Y+s.Height <= c.Height+0.5 && s.Width > 0
}

// At 1024×700 the turn screen keeps Done, the order field and the whole
// key legend on screen; at 1920×1080 the standings span the side panel.
func TestLayoutAtSmallAndLargeWindows(t *testing.T) {
	s := playTo(t, 3) // Winter 1901, after a year of scripted play
	u, k := turnOn(t, s, 0)
	u.w.Resize(fyne.NewSize(1024, 700))
	if !inWindow(u.w, button(t, u.w, "Done")) || !inWindow(u.w, k.entry) {
		t.Errorf("at 1024×700 Done or the order field is cut off")
	}
	legend := fyne.MeasureText(keyLegend, theme.TextSize(), fyne.TextStyle{}).Width
	if avail := k.bar.Size().Width - 2*theme.InnerPadding(); legend > avail {
		t.Errorf("at 1024×700 the key legend needs %.0f pixels and has %.0f: it is cut off", legend, avail)
	}

	hotseattest.FinishAll(t, s)
	u2 := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	t.Cleanup(u2.w.Close)
	u2.w.Resize(fyne.NewSize(1920, 1080))
	u2.resume(s) // resolves and shows the results
	if !inWindow(u2.w, button(t, u2.w, "Continue")) {
		t.Fatal("the results' Continue is off screen at 1920×1080")
	}
	var table *fyne.Container
	var side float32
	everything(u2.w, func(o fyne.CanvasObject) {
		if c, ok := o.(*fyne.Container); ok {
			if cl, ok := c.Layout.(*columns); ok && cl.n == 6 {
				table = c
			}
		}
		if l, ok := o.(*widget.Label); ok && l.Text == "Standings" {
			side = l.Size().Width
		}
	})
	if table == nil {
		t.Fatal("no standings on the results")
	}
	var w float32 // how far the cells reach
	for _, c := range table.Objects {
		w = max(w, c.Position().X+c.Size().Width)
	}
	if w < 0.9*side {
		t.Errorf("at 1920×1080 the standings are %.0f pixels wide in a %.0f-pixel panel", w, side)
	}
	u2.w.Resize(fyne.NewSize(1024, 700))
	if !inWindow(u2.w, button(t, u2.w, "Continue")) {
		t.Error("the results' Continue is cut off at 1024×700")
	}
}

// No screen of a year's play asks for more than about 1024×700, so Fyne
// never grows the window past a small screen (one grew from 1600×900 to
// 1920×1080 by the Winter 1901 table). The widest was the table, 984
// pixels, most of it a radio row carrying the phase name, which cannot
// shrink; the bar is 800 so that longer names (a variant's) still fit.
func TestNoScreenGrowsTheWindow(t *testing.T) {
	for n := 1; n <= 4; n++ { // Spring 1901 results to Spring 1902, Winter's builds included
		s := playTo(t, n)
		u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
		u.w.Resize(fyne.NewSize(1024, 700))
		u.s = s
		check := func(screen string, maxWidth float32) {
			if m := u.w.Content().MinSize(); m.Width > maxWidth || m.Height > 700 {
				t.Errorf("%s, %s: the screen needs %.0f×%.0f, more than %.0f×700", s.PhaseName(), screen, m.Width, m.Height, maxWidth)
			}
		}
		u.showResults(len(s.History()) - 1)
		check("results", 800)
		u.atTable()
		u.showTable()
		check("table", 800)
		u.showTurn(0)
		check("turn", 800)
		u.w.Close()
	}
}
