package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
)

// tableRows reads the n-th table of cells on screen (0 = powers, 1 = per
// player) as rows of text, the header row first.
func tableRows(t *testing.T, o fyne.CanvasObject, n int) [][]string {
	t.Helper()
	var found []*fyne.Container
	walk(o, func(x fyne.CanvasObject) {
		if c, ok := x.(*fyne.Container); ok {
			if _, ok := c.Layout.(*columns); ok {
				found = append(found, c)
			}
		}
	})
	if len(found) <= n {
		t.Fatalf("%d tables of standings, want at least %d", len(found), n+1)
	}
	c := found[n]
	cols := c.Layout.(*columns).n
	var rows [][]string
	for i, cell := range c.Objects {
		if i%cols == 0 {
			rows = append(rows, nil)
		}
		text := ""
		if x, ok := cell.(*canvas.Text); ok {
			text = x.Text
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], text)
	}
	return rows
}

// After the scripted 1901, the standings lead with the biggest power and
// count the year's gains; Ann, who holds two powers, gets a summed row.
func TestStandingsAfterAYear(t *testing.T) {
	s := playTo(t, 4) // Spring 1902 Movement
	panel := standingsPanel(s)
	test.NewTempWindow(t, panel)
	rows := tableRows(t, panel, 0)
	if len(rows) != 8 {
		t.Fatalf("%d rows, want a header and 7 powers: %v", len(rows), rows)
	}
	want := map[string]string{
		"Russia":  "Russia Cy 6 +2 6 12", // 18 to win: 12 to go
		"France":  "France Ann 5 +2 5 13",
		"England": "England Ann 4 +1 4 14",
		"Germany": "Germany Bob 4 +1 4 14",
		"Austria": "Austria civil disorder 3 0 3 15",
	}
	for _, r := range rows[1:] {
		got := strings.Join(r[1:], " ")
		if w, ok := want[r[1]]; ok && got != w {
			t.Errorf("row %q, want %q", got, w)
		}
	}
	if rows[1][1] != "Russia" || rows[2][1] != "France" {
		t.Errorf("the leaders do not come first: %v", rows)
	}
	players := tableRows(t, panel, 1)
	if got := strings.Join(players[1], " "); got != "Ann England, France 9 +3 9" {
		t.Errorf("Ann's summed row is %q", got)
	}
}

// change writes gains with a plus and losses with a true minus sign.
func TestChangeText(t *testing.T) {
	for n, want := range map[int]string{2: "+2", 0: "0", -1: "−1"} {
		if got := change(n); got != want {
			t.Errorf("change(%d) = %q, want %q", n, got, want)
		}
	}
}

// The results of a phase show the standings beside what happened.
func TestResultsShowStandings(t *testing.T) {
	s := playTo(t, 3)
	hotseattest.Enter(t, s, "russia", "Build A mos")
	hotseattest.FinishAll(t, s)
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	t.Cleanup(u.w.Close)
	u.resume(s) // everyone is done: it resolves and shows the results
	got := texts(u.w)
	if !strings.Contains(got, "Results: Winter 1901") || !strings.Contains(got, "Standings") {
		t.Fatalf("the results show no standings:\n%s", got)
	}
	if rows := tableRows(t, u.w.Content(), 0); strings.Join(rows[1][1:], " ") != "Russia Cy 6 +2 5 12" {
		t.Errorf("after one build Russia should lead with 6 centres and 5 units: %v", rows)
	}
}

// The end screen shows the final standings beside the chart.
func TestEndScreenShowsStandings(t *testing.T) {
	s := playTo(t, 4)
	for _, pw := range s.DrawVoters() {
		s.VoteDraw(pw, true)
	}
	if !s.Over() {
		t.Fatal("a unanimous draw did not end the game")
	}
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	t.Cleanup(u.w.Close)
	u.resume(s)
	got := texts(u.w)
	if !strings.Contains(got, "Standings") || !strings.Contains(got, "Per player") {
		t.Fatalf("the end screen shows no standings:\n%s", got)
	}
	if rows := tableRows(t, u.w.Content(), 0); rows[1][1] != "Russia" {
		t.Errorf("the end screen's standings do not lead with Russia: %v", rows)
	}
}

// The standings' last column stays clear of the side panel's scroll bar,
// which Fyne draws over the content's right edge, on the results and on
// the table (the Units column sat under it at 1280×800).
func TestStandingsClearOfTheScrollBar(t *testing.T) {
	s := playTo(t, 3)
	hotseattest.Enter(t, s, "russia", "Build A mos")
	hotseattest.FinishAll(t, s)
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	t.Cleanup(u.w.Close)
	u.w.Resize(fyne.NewSize(1280, 800))
	d := fyne.CurrentApp().Driver()
	check := func(screen string) {
		var scroll *container.Scroll
		var cells []fyne.CanvasObject
		everything(u.w, func(o fyne.CanvasObject) {
			switch x := o.(type) {
			case *container.Scroll:
				scroll = x
			case *fyne.Container:
				if _, ok := x.Layout.(*columns); ok {
					cells = append(cells, x.Objects...)
				}
			}
		})
		if scroll == nil || len(cells) == 0 {
			t.Fatalf("%s: no standings in a scroll:\n%s", screen, texts(u.w))
		}
		bar := d.AbsolutePositionForObject(scroll).X + scroll.Size().Width - theme.ScrollBarSize()
		for _, c := range cells {
			x, ok := c.(*canvas.Text)
			if !ok {
				continue
			}
			if right := d.AbsolutePositionForObject(x).X + x.Size().Width; right > bar+0.5 {
				t.Errorf("%s: %q ends at x=%.0f, under the scroll bar from x=%.0f", screen, x.Text, right, bar)
			}
		}
		shoot(t, u.w, "standings-"+screen)
	}
	u.resume(s) // resolves and shows the results
	check("results")
	u.atTable()
	u.showTable()
	check("table")
}

// The end screen's centres chart names its years along the bottom, each
// under its point and below every line.
func TestEndChartNamesItsYears(t *testing.T) {
	s := playTo(t, 4) // Spring 1902
	for _, pw := range s.DrawVoters() {
		s.VoteDraw(pw, true)
	}
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	t.Cleanup(u.w.Close)
	u.w.Resize(fyne.NewSize(1280, 800))
	u.resume(s)
	var chart *scChart
	walk(u.w.Content(), func(o fyne.CanvasObject) {
		if c, ok := o.(*fyne.Container); ok {
			if sc, ok := c.Layout.(*scChart); ok {
				chart = sc
			}
		}
	})
	if chart == nil {
		t.Fatalf("no centres chart on the end screen:\n%s", texts(u.w))
	}
	var years []string
	var xs []float32
	for _, y := range chart.years {
		if y.Visible() {
			years = append(years, y.Text)
			xs = append(xs, y.Position().X)
		}
	}
	if strings.Join(years, " ") != "1901 1902" || xs[0] >= xs[1] {
		t.Fatalf("the chart's years read %q at %v, want 1901 then 1902, left to right", years, xs)
	}
	for _, l := range append(chart.lines, chart.casings...) {
		if bottom := max(l.Position1.Y, l.Position2.Y); bottom > chart.years[0].Position().Y {
			t.Errorf("a line reaches %v, below the years at %v", bottom, chart.years[0].Position().Y)
		}
	}
}
