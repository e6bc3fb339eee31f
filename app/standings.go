package app

import (
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
)

// standingsPanel shows how the game stands: supply centres and units per
// power, leaders first, with the centres gained or lost over the last
// year; and, when someone holds several powers, the same summed per
// player, since that is who wins or loses at the table.
func standingsPanel(s *hotseat.Session) fyne.CanvasObject {
	v := s.Variant()
	all := s.Standings()
	sort.SliceStable(all, func(i, j int) bool {
		a, b := all[i], all[j]
		if a.SCs != b.SCs {
			return a.SCs > b.SCs
		}
		return a.Units > b.Units
	})
	cells := []fyne.CanvasObject{cell("", fyne.TextAlignLeading), headCell("Power"), headCell("Player"),
		headCell("Centres"), headCell("Year"), headCell("Units")}
	for _, st := range all {
		who := "civil disorder"
		if st.Player >= 0 {
			who = s.Players[st.Player].Name
		}
		if !st.Alive {
			who = "out"
		}
		sw := powerSwatch(chartColour(v, int(st.Power)), 12)
		cells = append(cells, container.NewCenter(sw), cell(v.Power(st.Power).Name, fyne.TextAlignLeading),
			cell(who, fyne.TextAlignLeading), number(st.SCs), cell(change(st.SCChange), fyne.TextAlignTrailing),
			number(st.Units))
	}
	box := container.NewVBox(
		widget.NewLabelWithStyle("Standings", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.New(&columns{n: 6, grow: 2}, cells...))
	if shared, n := sharedPlayers(s); len(shared) > 0 {
		box.Add(widget.NewLabelWithStyle("Per player", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		box.Add(container.New(&columns{n: n, grow: 1}, shared...))
	}
	box.Add(widget.NewLabelWithStyle("Year: centres gained or lost since the same phase a year ago.",
		fyne.TextAlignLeading, fyne.TextStyle{Italic: true}))
	return box
}

// sharedPlayers are the per-player rows and their number of columns, or
// none when every player holds one power (the power rows already say it
// all). Where victory needs so many centres on one continent (1812
// Overture), a column per continent counts them.
func sharedPlayers(s *hotseat.Session) ([]fyne.CanvasObject, int) {
	v := s.Variant()
	rows := s.PlayerStandings()
	several := false
	for _, r := range rows {
		several = several || len(r.Powers) > 1
	}
	if !several {
		return nil, 0
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].SCs > rows[j].SCs })
	cells := []fyne.CanvasObject{headCell("Player"), headCell("Powers"), headCell("Centres"), headCell("Year"), headCell("Units")}
	// Centres per continent, where victory asks for so many on one.
	conts := v.Continents()
	if v.Rules.TeamContinent == 0 {
		conts = nil
	}
	for _, c := range conts {
		cells = append(cells, headCell("In "+v.ContinentTitle(c)))
	}
	for _, r := range rows {
		var names []string
		for _, pw := range r.Powers {
			names = append(names, v.Power(pw).Name)
		}
		cells = append(cells, cell(s.Players[r.Player].Name, fyne.TextAlignLeading),
			cell(strings.Join(names, ", "), fyne.TextAlignLeading), number(r.SCs),
			cell(change(r.SCChange), fyne.TextAlignTrailing), number(r.Units))
		for k := range conts {
			cells = append(cells, number(r.Continents[k]))
		}
	}
	return cells, 5 + len(conts)
}

// change writes a gain as "+2", a loss as "−1" and no change as "0".
func change(n int) string {
	switch {
	case n > 0:
		return fmt.Sprintf("+%d", n)
	case n < 0:
		return fmt.Sprintf("−%d", -n)
	}
	return "0"
}

func cell(text string, align fyne.TextAlign) *canvas.Text {
	t := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
	t.Alignment = align
	return t
}

func headCell(text string) *canvas.Text {
	t := cell(text, fyne.TextAlignLeading)
	t.TextStyle.Bold = true
	return t
}

func number(n int) *canvas.Text { return cell(fmt.Sprint(n), fyne.TextAlignTrailing) }

// columns lays cells out in rows of n, each column as wide as its widest
// cell, so a table of short numbers stays compact in a narrow side panel
// (Fyne's grid gives every column the same width). In a wider panel
// (1920 pixels across) the grow column (a name) takes the spare width
// and the numbers keep to the right, so the table spans the panel.
type columns struct{ n, grow int }

const columnGap, rowGap = 12, 4

func (c *columns) sizes(objs []fyne.CanvasObject) (widths, heights []float32) {
	widths = make([]float32, c.n)
	heights = make([]float32, (len(objs)+c.n-1)/c.n)
	for i, o := range objs {
		m := o.MinSize()
		widths[i%c.n] = max(widths[i%c.n], m.Width)
		heights[i/c.n] = max(heights[i/c.n], m.Height)
	}
	return widths, heights
}

func (c *columns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	widths, heights := c.sizes(objs)
	var w, h float32
	for _, x := range widths {
		w += x + columnGap
	}
	for _, y := range heights {
		h += y + rowGap
	}
	return fyne.NewSize(max(w-columnGap, 0), max(h-rowGap, 0))
}

func (c *columns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	widths, heights := c.sizes(objs)
	if spare := size.Width - c.MinSize(objs).Width; spare > 0 && c.grow < len(widths) {
		widths[c.grow] += spare
	}
	var y float32
	for r, h := range heights {
		var x float32
		for col, w := range widths {
			if i := r*c.n + col; i < len(objs) {
				objs[i].Move(fyne.NewPos(x, y))
				objs[i].Resize(fyne.NewSize(w, h))
			}
			x += w + columnGap
		}
		y += h + rowGap
	}
}
