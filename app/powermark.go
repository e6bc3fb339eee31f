package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// Power marks: the small squares and chart lines that stand for a power
// off the board (standings, chart legends, the end screen's and the
// balance page's charts). They use the power's board colour, which a
// designer chose to read on the map's land and sea, not on the window:
// 1812 Overture's France (#220066) all but vanishes on the dark theme, its
// Austria (#ffee22) on the light one. Rather than second-guess colours
// variant by variant, every mark gets an edge that reads on the theme: a
// thin outline round each swatch and a casing under each chart line, in
// the theme's foreground at the least opacity that stands out. A colour
// that already reads keeps its look, only framed; one that does not is
// seen by its edge.

// minMarkContrast is how far a mark's edge must stand from the background:
// WCAG 2.1's contrast for graphical objects (SC 1.4.11, non-text contrast).
const minMarkContrast = 3.0

// markEdge is the colour of a mark's outline or casing: the theme's
// foreground, made translucent down to the least opacity at which it
// stands minMarkContrast from the window's and the fields' backgrounds (the
// two surfaces marks are drawn on), so the edge is quiet but seen.
func markEdge() color.Color {
	fg := color.NRGBAModel.Convert(theme.Color(theme.ColorNameForeground)).(color.NRGBA)
	window := over(theme.Color(theme.ColorNameBackground), color.White)
	surfaces := []color.Color{window, over(theme.Color(theme.ColorNameInputBackground), window)}
	for a := 0x40; a < 0xff; a += 0x08 {
		c := color.NRGBA{R: fg.R, G: fg.G, B: fg.B, A: uint8(a)}
		if edgeContrast(c, surfaces) >= minMarkContrast {
			return c
		}
	}
	fg.A = 0xff
	return fg
}

// edgeContrast is the worst contrast of a translucent edge over surfaces.
func edgeContrast(c color.Color, surfaces []color.Color) float64 {
	worst := 21.0
	for _, s := range surfaces {
		worst = min(worst, contrast(over(c, s), s))
	}
	return worst
}

// powerSwatch is a square of side in the power's colour, outlined by the
// theme's mark edge.
func powerSwatch(c color.Color, side float32) *canvas.Rectangle {
	r := canvas.NewRectangle(c)
	r.StrokeColor = markEdge()
	r.StrokeWidth = 1
	r.SetMinSize(fyne.NewSize(side, side))
	return r
}

// casingWidth is how much wider a chart line's casing is than the line:
// a pixel of edge on each side.
const casingWidth = 2

// powerLine is a chart line in the power's colour and its casing, which
// must be drawn first (callers draw every casing before every line, so a
// casing never hides another power's line where they cross). Move both
// with setEnds.
func powerLine(c color.Color, width float32) (casing, line *canvas.Line) {
	casing = canvas.NewLine(markEdge())
	casing.StrokeWidth = width + casingWidth
	line = canvas.NewLine(c)
	line.StrokeWidth = width
	return casing, line
}

// setEnds places a line and its casing between the same two points.
func setEnds(casing, line *canvas.Line, a, b fyne.Position) {
	casing.Position1, casing.Position2 = a, b
	line.Position1, line.Position2 = a, b
}

// legendWidth is the widest a chart's legend may be: the balance chart's
// width, well inside a 1024-pixel window.
const legendWidth = 640

// legendRows sets a chart's keys (swatch and name) in equal cells, as many
// to a row as fit in legendWidth, each row centred in the space given or
// from its left. One row of twelve keys (1812 Overture) was 2,000 pixels
// wide and grew the window.
func legendRows(keys []fyne.CanvasObject, centred bool) *fyne.Container {
	return container.New(&legendLayout{centred: centred}, keys...)
}

// legendLayout is legendRows' layout. Its width is fixed by the keys
// alone, not by the space it is given, so its height is known before it
// is laid out and a parent box places what follows below it.
type legendLayout struct{ centred bool }

// legendGap is the space between keys in a row; rows need none, the
// labels' own padding parts them.
const legendGap = 8

// grid is the cell size and the number of cells to a row.
func (l *legendLayout) grid(objs []fyne.CanvasObject) (cell fyne.Size, perRow int) {
	for _, o := range objs {
		m := o.MinSize()
		cell = fyne.NewSize(max(cell.Width, m.Width), max(cell.Height, m.Height))
	}
	perRow = max(1, min(len(objs), int((legendWidth+legendGap)/(cell.Width+legendGap))))
	return cell, perRow
}

func (l *legendLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.Size{}
	}
	cell, perRow := l.grid(objs)
	rows := (len(objs) + perRow - 1) / perRow
	return fyne.NewSize(float32(perRow)*(cell.Width+legendGap)-legendGap, float32(rows)*cell.Height)
}

func (l *legendLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	cell, perRow := l.grid(objs)
	for i, o := range objs {
		row, col := i/perRow, i%perRow
		inRow := min(perRow, len(objs)-row*perRow)
		var left float32
		if l.centred {
			left = max(0, (size.Width-(float32(inRow)*(cell.Width+legendGap)-legendGap))/2)
		}
		o.Move(fyne.NewPos(left+float32(col)*(cell.Width+legendGap), float32(row)*cell.Height))
		o.Resize(cell)
	}
}
