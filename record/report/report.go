// Package report writes a finished (or paused) game as the Markdown
// summary a group posts afterwards: who played what, the supply-centre
// chart as a picture beside it, the turning points (the largest gains
// and losses of a year, with the centres that changed hands) and the
// result. The chart is drawn with the board's own pen and colours, so a
// power's line is the colour of its units.
package report

import (
	"bufio"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"io"
	"slices"
	"strconv"
	"strings"

	"dipdesk/engine"
	"dipdesk/mapview/render"
)

// Seat is a player and the powers they held.
type Seat struct {
	Name   string
	Powers []engine.PowerID
}

// Point is the board at the start of a year (or the game's end): its
// label and each power's centres.
type Point struct {
	Label  string
	Owners []engine.PowerID
	Counts []int
}

// Points is g's centre counts at the start of every year it reached and
// at its current position (when that is not a year's start).
func Points(g *engine.Game) []Point {
	v := g.Variant
	var out []Point
	add := func(pos *engine.Position, label string) {
		c := make([]int, v.NumPowers())
		for _, o := range pos.Owners {
			if o != engine.NoPower && int(o) < len(c) {
				c[o]++
			}
		}
		out = append(out, Point{Label: label, Owners: append([]engine.PowerID(nil), pos.Owners...), Counts: c})
	}
	year := 0
	for i := range g.Turns {
		pos := &g.Turns[i].Position
		if i == 0 || pos.Phase.Year != year {
			add(pos, strconv.Itoa(pos.Phase.Year))
			year = pos.Phase.Year
		}
	}
	if len(g.Turns) == 0 || g.Current.Phase.Year != year {
		add(&g.Current, strconv.Itoa(g.Current.Phase.Year))
	} else {
		add(&g.Current, "end")
	}
	return out
}

// Swing is one power's change in centres over one year.
type Swing struct {
	Power    engine.PowerID
	From, To int // indexes into Points
	Change   int
	Centres  []string // the centres gained (or lost), with whom from or to
}

// TurningPoints is the n largest gains and the n largest losses of a
// year, largest first, earlier first among equals.
func TurningPoints(v *engine.Variant, pts []Point, n int) (gains, losses []Swing) {
	for k := 1; k < len(pts); k++ {
		for pw := range v.NumPowers() {
			d := pts[k].Counts[pw] - pts[k-1].Counts[pw]
			if d == 0 {
				continue
			}
			sw := Swing{Power: engine.PowerID(pw), From: k - 1, To: k, Change: d}
			for pr := range pts[k].Owners {
				before, after := pts[k-1].Owners[pr], pts[k].Owners[pr]
				name := v.Province(engine.ProvinceID(pr)).Name
				switch {
				case d > 0 && after == engine.PowerID(pw) && before != after:
					sw.Centres = append(sw.Centres, name+from(v, before))
				case d < 0 && before == engine.PowerID(pw) && before != after:
					sw.Centres = append(sw.Centres, name+to(v, after))
				}
			}
			if d > 0 {
				gains = append(gains, sw)
			} else {
				losses = append(losses, sw)
			}
		}
	}
	slices.SortStableFunc(gains, func(a, b Swing) int { return b.Change - a.Change })
	slices.SortStableFunc(losses, func(a, b Swing) int { return a.Change - b.Change })
	return gains[:min(n, len(gains))], losses[:min(n, len(losses))]
}

func from(v *engine.Variant, pw engine.PowerID) string {
	if pw == engine.NoPower {
		return " (neutral)"
	}
	return " (from " + v.Power(pw).Name + ")"
}

func to(v *engine.Variant, pw engine.PowerID) string {
	if pw == engine.NoPower {
		return " (left empty)"
	}
	return " (to " + v.Power(pw).Name + ")"
}

// Result says how the game ended, or where it stands.
func Result(g *engine.Game, pts []Point) string {
	v := g.Variant
	names := func(ps []engine.PowerID) string {
		var out []string
		for _, p := range ps {
			out = append(out, v.Power(p).Name)
		}
		return strings.Join(out, ", ")
	}
	last := pts[len(pts)-1].Counts
	switch {
	case len(g.Winners) > 0:
		return fmt.Sprintf("%s won, with %d centres, in %s.", names(g.Winners), last[g.Winners[0]], v.PhaseName(g.Current.Phase))
	case len(g.Drawn) > 0:
		return fmt.Sprintf("A draw between %s, agreed in %s.", names(g.Drawn), v.PhaseName(g.Current.Phase))
	}
	best := 0
	for pw, c := range last {
		if c > last[best] {
			best = pw
		}
	}
	var leaders []engine.PowerID
	for pw, c := range last {
		if c == last[best] {
			leaders = append(leaders, engine.PowerID(pw))
		}
	}
	verb := "The game stopped"
	if g.Over() {
		verb = "The game ended with no winner"
	}
	return fmt.Sprintf("%s at %s; %s led with %d centres (%d to win).", verb, v.PhaseName(g.Current.Phase), names(leaders), last[best], v.VictoryThreshold())
}

// Write writes the report for g, played by seats, to w; chart is the file
// name of the centre chart to link (written by Chart beside it).
func Write(w io.Writer, g *engine.Game, title string, seats []Seat, chart string) error {
	v := g.Variant
	pts := Points(g)
	bw := bufio.NewWriter(w)
	first := v.PhaseName(v.Start().Phase)
	if len(g.Turns) > 0 {
		first = v.PhaseName(g.Turns[0].Position.Phase)
	}
	fmt.Fprintf(bw, "# %s\n\n%s, %s rules edition: %d phases, from %s to %s.\n\n", title, v.Name, g.Options.Edition, len(g.Turns), first, v.PhaseName(g.Current.Phase))
	fmt.Fprintf(bw, "## Result\n\n%s\n\n", Result(g, pts))
	last := pts[len(pts)-1].Counts
	bw.WriteString("## Who played what\n\n| Player | Powers | Centres at the end |\n|---|---|---|\n")
	for _, s := range seats {
		var names []string
		n := 0
		for _, p := range s.Powers {
			names = append(names, v.Power(p).Name)
			n += last[p]
		}
		fmt.Fprintf(bw, "| %s | %s | %d |\n", cell(s.Name), strings.Join(names, ", "), n)
	}
	fmt.Fprintf(bw, "\n## Supply centres\n\n![Supply centres at the start of each year](%s)\n\n", chart)
	bw.WriteString("| Year |")
	for pw := range v.NumPowers() {
		bw.WriteString(" " + v.Power(engine.PowerID(pw)).Name + " |")
	}
	bw.WriteString("\n|---|" + strings.Repeat("---:|", v.NumPowers()) + "\n")
	for _, p := range pts {
		bw.WriteString("| " + p.Label + " |")
		for _, c := range p.Counts {
			fmt.Fprintf(bw, " %d |", c)
		}
		bw.WriteString("\n")
	}
	gains, losses := TurningPoints(v, pts, 5)
	bw.WriteString("\n## Turning points\n\n")
	if len(gains)+len(losses) == 0 {
		bw.WriteString("No centre changed hands.\n")
	}
	swing := func(s Swing) {
		fmt.Fprintf(bw, "- **%s %+d** in %s: %s.\n", v.Power(s.Power).Name, s.Change, span(pts, s), strings.Join(s.Centres, ", "))
	}
	if len(gains) > 0 {
		bw.WriteString("Largest gains:\n\n")
		for _, s := range gains {
			swing(s)
		}
		bw.WriteString("\n")
	}
	if len(losses) > 0 {
		bw.WriteString("Largest losses:\n\n")
		for _, s := range losses {
			swing(s)
		}
	}
	return bw.Flush()
}

// span names the year a swing happened in.
func span(pts []Point, s Swing) string {
	if y, err := strconv.Atoi(pts[s.From].Label); err == nil {
		return strconv.Itoa(y)
	}
	return pts[s.From].Label
}

// cell keeps a table cell on one line and its bars out of the table.
func cell(s string) string {
	return strings.NewReplacer("|", "/", "\n", " ").Replace(s)
}

// Chart draws the centre counts as one line per power, in the board's
// colours, with the victory threshold dashed, width × height pixels.
func Chart(g *engine.Game, width, height int) *image.RGBA {
	v := g.Variant
	pts := Points(g)
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	draw.Draw(img, img.Rect, image.White, image.Point{}, draw.Src)
	p := render.NewPen(img, 1, nil)
	pal := render.PaletteFor(render.PowersOf(v), false)
	ink := color.NRGBA{0x33, 0x33, 0x33, 0xff}
	grid := color.NRGBA{0xdd, 0xdd, 0xdd, 0xff}
	top := max(v.VictoryThreshold(), 1)
	for _, pt := range pts {
		for _, c := range pt.Counts {
			top = max(top, c)
		}
	}
	const px = 15
	left, right, up, down := float32(44), float32(16), float32(16), float32(64)
	x := func(k int) float32 {
		if len(pts) < 2 {
			return left
		}
		return left + float32(k)*(float32(width)-left-right)/float32(len(pts)-1)
	}
	y := func(n int) float32 { return float32(height) - down - float32(n)*(float32(height)-up-down)/float32(top) }
	for n := 0; n <= top; n += 2 {
		p.StrokePx([][]render.Pt{{{X: left, Y: y(n)}, {X: float32(width) - right, Y: y(n)}}}, false, 1, grid)
		p.Text(render.Pt{X: left - 16, Y: y(n) + 5}, strconv.Itoa(n), px, false, ink, 0, color.NRGBA{})
	}
	step := max(1, (len(pts)+11)/12)
	for k, pt := range pts {
		if k%step == 0 || k == len(pts)-1 {
			p.Text(render.Pt{X: x(k), Y: float32(height) - down + 20}, pt.Label, px, false, ink, 0, color.NRGBA{})
		}
	}
	goal := v.VictoryThreshold()
	for k := 0; k+1 < len(pts); k++ {
		a, b := x(k), x(k+1)
		mid := a + (b-a)*0.5
		p.StrokePx([][]render.Pt{{{X: a, Y: y(goal)}, {X: mid, Y: y(goal)}}}, false, 2, color.NRGBA{0xc0, 0x20, 0x20, 0xff})
	}
	for pw := range v.NumPowers() {
		var line []render.Pt
		for k, pt := range pts {
			line = append(line, render.Pt{X: x(k), Y: y(pt.Counts[pw])})
		}
		p.StrokePx([][]render.Pt{line}, false, 5, ink)
		p.StrokePx([][]render.Pt{line}, false, 3, pal.Colour(pw))
	}
	// The key: each power's colour and name, in a row under the years.
	kx := left
	for pw := range v.NumPowers() {
		name := v.Power(engine.PowerID(pw)).Name
		c := render.Pt{X: kx + 6, Y: float32(height) - 16}
		p.Disc(c, 6, pal.Colour(pw), 1.5, ink)
		w := float32(p.Cache.Width(name, px, false))
		p.Text(render.Pt{X: kx + 16 + w/2, Y: c.Y + 5}, name, px, false, ink, 0, color.NRGBA{})
		kx += 30 + w
	}
	return img
}
