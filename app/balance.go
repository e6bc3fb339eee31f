package app

import (
	"encoding/json"
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	seatspec "dipdesk/bot/seats"
	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// showBalance shows p's newest balance report (saved by `dipdesk balance`
// or by the button here): the table, and a chart of each power's mean
// share of the centres by year in its board colour; with a button to play
// more games.
func (u *ui) showBalance(p *variants.Package) {
	u.w.SetTitle("dipdesk — " + p.Variant.Name + " balance")
	back := newScreenButton("Back", theme.NavigateBackIcon(), func() { u.showVariantsAt(variantKey(p)) })
	body := container.NewStack()
	status := widget.NewLabel("")
	status.Wrapping = fyne.TextWrapWord
	var play *widget.Button
	run := balanceRun
	play = widget.NewButtonWithIcon(fmt.Sprintf("Play %d games (computer players, %d years)", run.Games, run.Years), theme.MediaPlayIcon(), func() {
		play.Disable()
		status.SetText(fmt.Sprintf("Playing %d games…", run.Games))
		u.background(func() any {
			lineup, err := botLineup(p.Variant)
			if err != nil {
				return err
			}
			cfg := run
			cfg.Lineup = lineup
			rep, err := selfplay.Balance(p.Variant, cfg)
			if err != nil {
				return err
			}
			if err := saveBalanceReport(u.opt.BalanceDir, p.ID, rep); err != nil {
				return err
			}
			return rep
		}, func(r any) {
			play.Enable()
			switch r := r.(type) {
			case error:
				status.SetText("The games stopped: " + r.Error())
			case *selfplay.Report:
				status.SetText("")
				body.Objects = []fyne.CanvasObject{balanceView(p, r)}
				body.Refresh()
			}
		})
	})
	if u.opt.BalanceDir == "" {
		play.Disable()
	}
	var earlier fyne.CanvasObject = container.NewHBox()
	if hist := balanceHistory(u.opt.BalanceDir, p.ID); len(hist) > 1 {
		// Every run is kept (selfplay.HistoryName): before and after an
		// edit are both a choice away.
		names := make([]string, len(hist))
		for i, h := range hist {
			names[i] = strings.TrimSuffix(filepath.Base(h), ".json")
		}
		pick := widget.NewSelect(names, func(name string) {
			for i, n := range names {
				if n == name {
					if rep, path := loadBalanceFile(hist[i]); rep != nil {
						body.Objects = []fyne.CanvasObject{balanceView(p, rep)}
						body.Refresh()
						status.SetText("From " + path)
					}
				}
			}
		})
		pick.PlaceHolder = fmt.Sprintf("%d reports kept: choose one", len(hist))
		earlier = container.NewHBox(widget.NewLabel("Reports:"), pick)
	}
	if rep, path := loadBalance(u.opt.BalanceDir, p.ID); rep != nil {
		body.Add(balanceView(p, rep))
		status.SetText("From " + path)
	} else {
		body.Add(widget.NewLabel("No balance report for " + p.Variant.Name + " yet. Play some games here, or run\n  dipdesk balance --variant " + p.ID + " --games 200"))
	}
	// Scrolled both ways: the report's table is as wide as its lines
	// (1812 Overture's twelve columns of names, some 1,200 pixels), and a
	// page only as wide as the window never grows a small one.
	u.show(container.NewPadded(container.NewBorder(nil, container.NewVBox(status, container.NewHBox(back, play, earlier)), nil, nil, container.NewScroll(body))))
}

// balanceRun is what the balance page's button plays: enough games for a
// power's share of the centres to mean something, few enough to wait
// for. The page's test plays fewer (what it checks is that the games are
// played, saved and shown; selfplay's tests check the counting).
var balanceRun = selfplay.Config{Games: 100, Years: 10, Seed: 1}

// loadBalance reads the newest saved report for id.
func loadBalance(dir, id string) (*selfplay.Report, string) {
	if dir == "" {
		return nil, ""
	}
	path := latestBalance(dir, id)
	if path == "" {
		return nil, ""
	}
	return loadBalanceFile(path)
}

// loadBalanceFile reads one saved report (its JSON).
func loadBalanceFile(path string) (*selfplay.Report, string) {
	data, err := os.ReadFile(path)
	if err != nil || len(data) > 8<<20 {
		return nil, ""
	}
	var rep selfplay.Report
	if json.Unmarshal(data, &rep) != nil || len(rep.Powers) == 0 {
		return nil, ""
	}
	return &rep, path
}

// saveBalanceReport saves the table and the JSON as `dipdesk balance` does.
func saveBalanceReport(dir, id string, rep *selfplay.Report) error {
	return rep.Save(selfplay.HistoryPath(dir, id, rep, time.Now()))
}

// balanceView is the chart above the table.
func balanceView(p *variants.Package, rep *selfplay.Report) fyne.CanvasObject {
	cols := render.PaletteFor(render.PowersOf(p.Variant), false).Powers
	table := widget.NewLabel(rep.Table())
	table.TextStyle.Monospace = true
	title := sectionTitle(fmt.Sprintf("Mean share of the supply centres by year (%d games, %s)", rep.Games, rep.Player))
	var keys []fyne.CanvasObject
	for i, ps := range rep.Powers {
		sw := powerSwatch(colourAt(cols, i), 14)
		win := 0.0
		if rep.Games > 0 {
			win = 100 * float64(ps.Wins) / float64(rep.Games)
		}
		keys = append(keys, container.NewHBox(container.NewCenter(sw), widget.NewLabel(fmt.Sprintf("%s %.0f%% wins", ps.Name, win))))
	}
	return container.NewVBox(title, shareChart(rep, cols), legendRows(keys, false), table)
}

func colourAt(cols []color.NRGBA, i int) color.Color {
	if i < len(cols) {
		return cols[i]
	}
	return theme.Color(theme.ColorNameForeground)
}

// shareChart draws each power's share by year as a line, years across,
// 0 up to shareTop, with four grid lines.
func shareChart(rep *selfplay.Report, cols []color.NRGBA) fyne.CanvasObject {
	const w, h, left, bottom = 640, 240, 40, 22
	c := container.NewWithoutLayout()
	fg := theme.Color(theme.ColorNameForeground)
	grid := theme.Color(theme.ColorNameSeparator)
	years, most := 0, 0.0
	for _, ps := range rep.Powers {
		years = max(years, len(ps.Share))
		for _, sh := range ps.Share {
			most = max(most, sh)
		}
	}
	top := shareTop(most)
	x := func(i int) float32 {
		if years <= 1 {
			return left
		}
		return left + float32(i)*(w-left-10)/float32(years-1)
	}
	y := func(share float64) float32 { return float32(h-bottom) - float32(share/top)*float32(h-bottom-10) }
	for _, s := range []float64{0, top / 4, top / 2, 3 * top / 4, top} {
		l := canvas.NewLine(grid)
		l.Position1, l.Position2 = fyne.NewPos(left, y(s)), fyne.NewPos(w-10, y(s))
		t := canvas.NewText(fmt.Sprintf("%.0f%%", s*100), fg)
		t.TextSize = 10
		t.Move(fyne.NewPos(2, y(s)-7))
		c.Add(l)
		c.Add(t)
	}
	for i := 0; i < years; i += max(1, years/8) {
		t := canvas.NewText(fmt.Sprint(rep.StartYear+i), fg)
		t.TextSize = 10
		t.Move(fyne.NewPos(x(i)-12, h-bottom+4))
		c.Add(t)
	}
	// Every casing before every line, so no casing hides a line.
	var lines []*canvas.Line
	for pi, ps := range rep.Powers {
		col := colourAt(cols, pi)
		for i := 1; i < len(ps.Share); i++ {
			casing, l := powerLine(col, 2.5)
			setEnds(casing, l, fyne.NewPos(x(i-1), y(ps.Share[i-1])), fyne.NewPos(x(i), y(ps.Share[i])))
			c.Add(casing)
			lines = append(lines, l)
		}
	}
	for _, l := range lines {
		c.Add(l)
	}
	size := canvas.NewRectangle(color.Transparent)
	size.SetMinSize(fyne.NewSize(w, h))
	return container.NewStack(size, c)
}

// botLineup seats a hard computer player in every seat, as `dipdesk
// balance --seats bot:hard` does, teams and seeds included.
func botLineup(v *engine.Variant) (*selfplay.Lineup, error) {
	return seatspec.Parse(v, "bot:hard")
}

// shareTop is the top of the share chart's scale: the least of 20, 40,
// 60, 80 and 100 % that holds the largest share. Twelve powers near their
// even share of 8 % (1812 Overture) were squeezed into the bottom tenth of
// a 0–100 % chart, their lines one on another.
func shareTop(most float64) float64 {
	for _, top := range []float64{0.2, 0.4, 0.6, 0.8} {
		if most <= top {
			return top
		}
	}
	return 1
}
