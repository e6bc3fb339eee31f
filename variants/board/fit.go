package board

import (
	"math"
	"sort"
)

// FitView is the board pane, in logical pixels, of dipdesk's turn screen in
// a 1920×1080 window: boards are designed to be read there with the whole
// board shown ("fit zoom"). mapgen fits names, units and SC markers for it;
// mapview draws them at the sizes this file defines. Measured in a real
// 1920×1080 window (xvfb, Classic's turn screen): the board pane is
// 1296×994, within half a percent of these round figures.
var FitView = struct{ W, H float64 }{1300, 1000}

// FitScale is the scale (logical pixels per board unit) of a w×h board at
// fit zoom in FitView.
func FitScale(w, h float64) float64 {
	if w <= 0 || h <= 0 {
		return 1
	}
	return math.Min(FitView.W/w, FitView.H/h)
}

// LabelPx is the pixel size of a name of board size size at scale: it
// grows with the square root of the zoom and never drops under 9 pixels,
// so names stay readable zoomed out and do not shout zoomed in. mapview
// draws names at this size; mapgen measures them at it.
func LabelPx(size, scale float64) float64 {
	if size <= 0 {
		size = 11
	}
	return max(9, size*math.Sqrt(scale))
}

// FitNamePx is the least size, in logical pixels, at which mapview draws a
// name at fit zoom (render.NamePx): smaller is hard to read in the turn
// screen. It lives here so that mapgen, which reports names drawn smaller
// than others, reports them at the size players see.
const FitNamePx = 11

// SeenPx is the pixel size at which mapview draws a name of board size size
// at fit zoom on a w×h board: LabelPx there, but never under FitNamePx. On
// a board whose LabelPx is under FitNamePx, a name at 0.85 of label_size is
// drawn as large as one at label_size.
func SeenPx(size, w, h float64) float64 {
	return max(FitNamePx, LabelPx(size, FitScale(w, h)))
}

// FitSize is the size, in board units, at which a name of board size size
// is drawn at fit zoom on a w×h board: what it covers on the board there.
func FitSize(size, w, h float64) float64 {
	s := FitScale(w, h)
	return LabelPx(size, s) / s
}

// The visual codes a board may use, each drawn one way and explained once
// in a legend. Neutral land (layer "land") and impassable land are one
// code: land no unit may enter.
const (
	CodeCanal      = MarkerCanal
	CodeWaterway   = MarkerWaterway
	CodeBridge     = MarkerBridge
	CodeWrap       = MarkerWrap
	CodeInset      = MarkerInset
	CodeBorder     = "border"
	CodeImpassable = "impassable"
)

// Codes lists the visual codes b uses, in legend order: canal, waterway,
// bridge, wrap, inset, border (a blocked border), impassable.
func (b *Board) Codes() []string {
	has := map[string]bool{
		CodeBorder:     len(b.Borders) > 0,
		CodeImpassable: len(b.Impassable) > 0 || len(b.Land) > 0,
	}
	for _, m := range b.Markers {
		has[m.Kind] = true
	}
	var out []string
	for _, c := range []string{CodeCanal, CodeWaterway, CodeBridge, CodeWrap, CodeInset, CodeBorder, CodeImpassable} {
		if has[c] {
			out = append(out, c)
		}
	}
	return out
}

// UnitSize is the unit radius, in board units, that suits a board's anchors:
// 0.24 of the median distance from a province's anchor to the nearest
// other one, so units in crowded corners (Denmark, Holland) do not pile up
// (b.Width/120 for a board with fewer than two anchors).
func UnitSize(b *Board) float64 {
	var pts []Point
	for _, a := range b.Units {
		if a.Coast == "" {
			pts = append(pts, a.At)
		}
	}
	if len(pts) < 2 {
		return b.Width / 120
	}
	near := make([]float64, len(pts))
	for i, p := range pts {
		near[i] = math.Inf(1)
		for j, q := range pts {
			if i != j {
				near[i] = math.Min(near[i], math.Hypot(p.X-q.X, p.Y-q.Y))
			}
		}
	}
	sort.Float64s(near)
	return near[len(near)/2] * 0.24
}

// FitUnitRadius is the radius, in board units, of a unit drawn at fit zoom:
// UnitSize at FitScale, kept between 8.5 and 24 screen pixels as mapview
// draws it (render.LookFor).
func FitUnitRadius(b *Board) float64 {
	s := FitScale(b.Width, b.Height)
	return math.Min(24, math.Max(8.5, UnitSize(b)*s)) / s
}

// Panes are the board panes a board is read in at fit zoom: the turn
// screen at 1920×1080 (FitView) and at 1366×768, the most common laptop
// screen. mapview keeps a column PaneTools wide clear at the pane's right
// (render.ToolColumn).
var Panes = [][2]float64{{1300, 1000}, {900, 640}}

// PaneTools is the width of the column of zoom buttons the board is
// fitted clear of (render.ToolColumn).
const PaneTools = 48

// PaneScale is the scale of a w×h board at fit zoom in a pw×ph pane, as
// mapview fits it (render.FitScale).
func PaneScale(w, h, pw, ph float64) float64 {
	if w <= 0 || h <= 0 {
		return 1
	}
	room := pw
	if pw > 3*PaneTools {
		room -= PaneTools
	}
	return math.Min(room/w, ph/h)
}

// PaneUnitRadius is the largest radius, in board units, a unit is drawn at
// fit zoom in any of Panes: UnitSize at each pane's scale, kept between 8.5
// and 24 pixels as mapview draws it (render.LookFor). In a small pane the
// 8.5-pixel floor makes a unit cover more of the board.
func PaneUnitRadius(b *Board) float64 {
	u, r := UnitSize(b), 0.0
	for _, p := range Panes {
		s := PaneScale(b.Width, b.Height, p[0], p[1])
		r = math.Max(r, math.Min(24, math.Max(8.5, u*s))/s)
	}
	return r
}
