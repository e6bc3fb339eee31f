package app

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/engine"
	"dipdesk/mapview/render"
)

// showEnd announces the result and charts every power's supply centres
// over the game.
func (u *ui) showEnd() {
	s := u.s
	v := s.Variant()
	verdict := s.Verdict()
	u.w.SetTitle("dipdesk — " + verdict)
	title := canvas.NewText(verdict, theme.Color(theme.ColorNameForeground))
	title.TextSize = 36
	title.TextStyle.Bold = true
	title.Alignment = fyne.TextAlignCenter
	sub := widget.NewLabelWithStyle(v.Name+" · "+s.PhaseName(), fyne.TextAlignCenter, fyne.TextStyle{})

	counts := s.SCHistory()
	chart := newSCChart(v, counts, s.SCYears())
	var keys []fyne.CanvasObject
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		sw := powerSwatch(chartColour(v, int(pw)), 14)
		last := counts[len(counts)-1][pw]
		keys = append(keys, container.NewHBox(container.NewCenter(sw), widget.NewLabel(fmt.Sprintf("%s %s %d", v.Power(pw).Letter, v.Power(pw).Name, last))))
	}
	legend := legendRows(keys, true)
	buttons := container.NewHBox(
		newScreenButton("Home", theme.HomeIcon(), u.showHome),
		newScreenButton("History", theme.HistoryIcon(), u.showHistory),
		newScreenButton("Replay", theme.MediaPlayIcon(), func() { u.showReplay(u.showEnd) }),
	)
	// The standings scroll: twelve powers and six players (1812 Overture)
	// stand taller than a 700-pixel window.
	u.show(container.NewBorder(container.NewVBox(title, sub, widget.NewLabelWithStyle("Supply centres per year", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})),
		container.NewVBox(legend, container.NewPadded(buttons)), nil, container.NewVScroll(container.NewPadded(standingsPanel(s))), container.NewPadded(chart)))
}

// chartColour is power i's colour, the same as on the board.
func chartColour(v *engine.Variant, i int) color.Color {
	return render.PaletteFor(render.PowersOf(v), false).Colour(i)
}

// newSCChart draws the counts as one line per power, over the years of
// its points (years[k] is the year of counts[k]) written along the bottom.
func newSCChart(v *engine.Variant, counts [][]int, years []int) fyne.CanvasObject {
	c := &scChart{counts: counts, goal: v.VictoryThreshold(), max: v.VictoryThreshold()}
	for _, r := range counts {
		for _, n := range r {
			c.max = max(c.max, n)
		}
	}
	c.objects = []fyne.CanvasObject{canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))}
	goal := canvas.NewLine(theme.Color(theme.ColorNameError))
	goal.StrokeWidth = 1
	c.objects = append(c.objects, goal)
	for pw := 0; pw < v.NumPowers(); pw++ {
		for k := 1; k < len(counts); k++ {
			casing, l := powerLine(chartColour(v, pw), 3)
			c.casings, c.lines = append(c.casings, casing), append(c.lines, l)
		}
	}
	for _, l := range c.casings {
		c.objects = append(c.objects, l)
	}
	for _, l := range c.lines {
		c.objects = append(c.objects, l)
	}
	for k, y := range years {
		if k >= len(counts) {
			break
		}
		t := canvas.NewText(strconv.Itoa(y), theme.Color(theme.ColorNameForeground))
		t.TextSize = theme.CaptionTextSize()
		t.Alignment = fyne.TextAlignCenter
		c.years = append(c.years, t)
		c.objects = append(c.objects, t)
	}
	return container.New(c, c.objects...)
}

// scChart is a layout that places the chart's lines for the given size.
type scChart struct {
	counts  [][]int
	goal    int // the victory threshold, drawn as a line
	max     int
	objects []fyne.CanvasObject
	// casings and lines are each power's segments, year by year, power
	// by power; every casing is drawn before every line.
	casings, lines []*canvas.Line
	// years label the points along the bottom, as many as fit.
	years []*canvas.Text
}

func (c *scChart) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(400, 240) }

func (c *scChart) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	axis := float32(0) // the strip along the bottom the years take
	if len(c.years) > 0 {
		axis = fyne.MeasureText("0000", theme.CaptionTextSize(), fyne.TextStyle{}).Height + 4
	}
	plot := fyne.NewSize(size.Width, size.Height-axis)
	objs[0].Resize(plot)
	objs[0].Move(fyne.NewPos(0, 0))
	pt := func(k, n int) fyne.Position {
		x := float32(0)
		if len(c.counts) > 1 {
			x = float32(k) / float32(len(c.counts)-1) * (size.Width - 20)
		}
		return fyne.NewPos(10+x, plot.Height-10-float32(n)/float32(c.max)*(plot.Height-20))
	}
	c.layoutYears(size, plot.Height, pt)
	goal := objs[1].(*canvas.Line)
	goal.Position1, goal.Position2 = fyne.NewPos(10, pt(0, c.goal).Y), fyne.NewPos(size.Width-10, pt(0, c.goal).Y)
	i := 0
	for pw := range c.counts[0] {
		for k := 1; k < len(c.counts); k++ {
			setEnds(c.casings[i], c.lines[i], pt(k-1, c.counts[k-1][pw]), pt(k, c.counts[k][pw]))
			i++
		}
	}
}

// layoutYears writes the years under their points, every step-th one so
// that none overlaps the next, and each year once (a game's last point
// can fall in the year of the one before).
func (c *scChart) layoutYears(size fyne.Size, top float32, pt func(k, n int) fyne.Position) {
	if len(c.years) == 0 {
		return
	}
	wide := fyne.MeasureText("00000", theme.CaptionTextSize(), fyne.TextStyle{})
	step := 1
	if n := len(c.years); n > 1 {
		gap := (size.Width - 20) / float32(n-1)
		step = max(1, int(math.Ceil(float64(wide.Width/gap))))
	}
	last := ""
	for k, t := range c.years {
		if k%step != 0 || t.Text == last {
			t.Hide()
			continue
		}
		last = t.Text
		t.Show()
		t.Resize(fyne.NewSize(wide.Width, wide.Height))
		t.Move(fyne.NewPos(pt(k, 0).X-wide.Width/2, top+2))
	}
}
