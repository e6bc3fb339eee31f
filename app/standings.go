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
	// The distance to victory, per power; where victory counts a player's
	// powers together (1812 Overture), per player below instead.
	perPower := !v.Rules.VictoryByTeam
	cells := []fyne.CanvasObject{cell("", fyne.TextAlignLeading), headCell("Power"), headCell("Player"),
		headCell("Centres"), headCell("Year"), headCell("Units")}
	if perPower {
		cells = append(cells, headCell("To win"))
	}
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
		if perPower {
			toWin := number(s.ToWin(st.SCs))
			if !st.Alive {
				toWin = cell("—", fyne.TextAlignTrailing) // out of the game
			}
			cells = append(cells, toWin)
		}
	}
	n := 6
	if perPower {
		n = 7
	}
	rule := widget.NewLabel(s.VictoryRule())
	rule.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(
		widget.NewLabelWithStyle("Standings", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		rule,
		container.New(&columns{n: n, grow: 2}, cells...))
	if shared, n := sharedPlayers(s); len(shared) > 0 {
		box.Add(widget.NewLabelWithStyle("Per player", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		box.Add(container.New(&columns{n: n, grow: 1}, shared...))
	}
	if conts, n := continentCentres(s); len(conts) > 0 {
		box.Add(widget.NewLabelWithStyle(fmt.Sprintf("Centres per continent (%d on one to win)", v.Rules.TeamContinent),
			fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		box.Add(container.New(&columns{n: n, grow: 0}, conts...))
	}
	note := widget.NewLabelWithStyle("Year: centres gained or lost since the same phase a year ago. To win: centres still needed.",
		fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	note.Wrapping = fyne.TextWrapWord
	box.Add(note)
	return box
}

// adjustmentsPanel says, in a Winter, who builds or removes how many; nil
// in other phases.
func adjustmentsPanel(s *hotseat.Session) fyne.CanvasObject {
	due := s.AdjustmentsDue()
	if len(due) == 0 {
		return nil
	}
	box := container.NewVBox(widget.NewLabelWithStyle("Builds and removals due", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for _, line := range due {
		l := widget.NewLabel(line)
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	return box
}

// sharedPlayers are the per-player rows and their number of columns, or
// none when every player holds one power (the power rows already say it
// all).
func sharedPlayers(s *hotseat.Session) ([]fyne.CanvasObject, int) {
	v := s.Variant()
	if !s.SharedPowers() {
		return nil, 0
	}
	rows := s.PlayerStandings()
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].SCs > rows[j].SCs })
	team := v.Rules.VictoryByTeam // a player's powers win together
	cells := []fyne.CanvasObject{headCell("Player"), headCell("Powers"), headCell("Centres"), headCell("Year"), headCell("Units")}
	if team {
		cells = append(cells, headCell("To win"))
	}
	for _, r := range rows {
		var names []string
		for _, pw := range r.Powers {
			names = append(names, v.Power(pw).Name)
		}
		cells = append(cells, cell(s.Players[r.Player].Name, fyne.TextAlignLeading),
			cell(strings.Join(names, ", "), fyne.TextAlignLeading), number(r.SCs),
			cell(change(r.SCChange), fyne.TextAlignTrailing), number(r.Units))
		if team {
			cells = append(cells, number(s.ToWin(r.SCs)))
		}
	}
	if team {
		return cells, 6
	}
	return cells, 5
}

// continentCentres counts each player's centres per continent, where
// victory needs so many on one (1812 Overture), named as players read
// them ("North America", not the code "na"); a table of its own, so the
// long names do not widen the per-player table. None otherwise.
func continentCentres(s *hotseat.Session) ([]fyne.CanvasObject, int) {
	v := s.Variant()
	conts := v.Continents()
	if v.Rules.TeamContinent == 0 || len(conts) == 0 {
		return nil, 0
	}
	rows := s.PlayerStandings()
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].SCs > rows[j].SCs })
	cells := []fyne.CanvasObject{headCell("Player")}
	for _, c := range conts {
		cells = append(cells, headCell(v.ContinentTitle(c)))
	}
	for _, r := range rows {
		cells = append(cells, cell(s.Players[r.Player].Name, fyne.TextAlignLeading))
		for k := range conts {
			cells = append(cells, number(r.Continents[k]))
		}
	}
	return cells, 1 + len(conts)
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
