package app

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"dipdesk/app/hotseat"
	"dipdesk/app/savegame"
	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/mapview/render"
)

// Every power's swatch (standings, the balance legend) and chart line
// (the end screen's centres, the balance chart) stands out from the theme's
// background in the dark and the light theme, for every built-in variant,
// whatever colour the designer gave the power. The measure is what the eye
// sees at the mark's edge: the brighter-contrasting of its own colour and
// its outline or casing, which must reach 3:1 against the background it is
// drawn on (WCAG 2.1's non-text contrast, SC 1.4.11). Without the outlines
// 1812 Overture's France (#220066) and Shawnee (#220022) were about 1.1:1
// on the dark theme, its Austria (#ffee22) 1.2:1 on the light one, and
// classic Germany's #3c3c46 about 1.6:1 on the dark.
func TestPowerMarksReadOnBothThemes(t *testing.T) {
	a := test.NewTempApp(t)
	for _, tv := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		a.Settings().SetTheme(&fixedVariant{newLegibleTheme(theme.DefaultTheme()), tv})
		window := surfaceOf(theme.ColorNameBackground, nil)
		field := surfaceOf(theme.ColorNameInputBackground, window)
		name := map[fyne.ThemeVariant]string{theme.VariantDark: "dark", theme.VariantLight: "light"}[tv]
		for _, p := range builtins() {
			v := p.Variant
			cols := render.PaletteFor(render.PowersOf(v), false).Powers
			where := func(what string) string { return fmt.Sprintf("%s theme, %s, %s", name, p.ID, what) }

			sw := swatches(standingsPanel(sessionOf(t, p.ID, v)), cols)
			checkSwatches(t, where("standings"), sw, v.NumPowers(), window)

			// The end screen's swatches: standings and the chart's legend (a
			// new game has no year to chart; the chart is checked below).
			u := newUI(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
			u.s = sessionOf(t, p.ID, v)
			u.showEnd()
			checkSwatches(t, where("end screen"), swatches(u.w.Content(), cols), 2*v.NumPowers(), window)
			u.w.Close()

			counts := [][]int{make([]int, v.NumPowers()), make([]int, v.NumPowers())}
			for pw := range counts[1] {
				counts[0][pw], counts[1][pw] = pw, v.NumPowers()-pw
			}
			chart := newSCChart(v, counts, nil)
			chart.Resize(fyne.NewSize(400, 240))
			checkLines(t, where("centres chart"), chart, cols, v.NumPowers(), field)

			rep := &selfplay.Report{Games: 10, StartYear: 1901}
			for pw := 0; pw < v.NumPowers(); pw++ {
				rep.Powers = append(rep.Powers, selfplay.PowerStats{Name: v.Power(engine.PowerID(pw)).Name,
					Share: []float64{float64(pw) / 40, float64(v.NumPowers()-pw) / 40}})
			}
			view := balanceView(p, rep)
			checkSwatches(t, where("balance legend"), swatches(view, cols), v.NumPowers(), window)
			checkLines(t, where("balance chart"), view, cols, v.NumPowers(), window)
		}
	}
}

// 1776's closest pair of powers stays well clear of validate's minimum:
// Iroquois and Britain were ΔE 25.1 for protanopia, barely over the 25
// wanted, before the Iroquois took #9b41ff.
func Test1776ClosestPowersKeepAMargin(t *testing.T) {
	for _, p := range builtins() {
		if p.ID != "1776" {
			continue
		}
		pair, ok := render.ClosestPair(render.PaletteFor(render.PowersOf(p.Variant), false).Powers)
		if !ok || pair.DeltaE < render.MinPowerDeltaE+10 {
			t.Errorf("closest powers %d and %d are ΔE %.1f apart for %s; want a margin of 10 over %d",
				pair.A, pair.B, pair.DeltaE, pair.Vision, render.MinPowerDeltaE)
		}
		return
	}
	t.Fatal("no built-in 1776")
}

// fixedVariant is a theme shown in one variant, dark or light, whatever
// the settings say.
type fixedVariant struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (f *fixedVariant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return f.Theme.Color(n, f.v)
}

// surfaceOf is the theme colour n as it shows over under (white if nil).
func surfaceOf(n fyne.ThemeColorName, under color.Color) color.Color {
	if under == nil {
		under = color.White
	}
	return over(theme.Color(n), under)
}

// sessionOf is a new game of v with one player holding every power.
func sessionOf(t *testing.T, id string, v *engine.Variant) *hotseat.Session {
	t.Helper()
	var all []engine.PowerID
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		all = append(all, pw)
	}
	s, err := hotseat.New("marks", id, nil, v, engine.Options{}, []hotseat.Player{{Name: "All", Powers: all}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// swatches are the rectangles filled with a power's colour.
func swatches(o fyne.CanvasObject, cols []color.NRGBA) []*canvas.Rectangle {
	var out []*canvas.Rectangle
	walk(o, func(o fyne.CanvasObject) {
		if r, ok := o.(*canvas.Rectangle); ok && isPowerColour(r.FillColor, cols) {
			out = append(out, r)
		}
	})
	return out
}

func checkSwatches(t *testing.T, where string, sw []*canvas.Rectangle, want int, bg color.Color) {
	t.Helper()
	if len(sw) != want {
		t.Errorf("%s: %d power swatches, want %d", where, len(sw), want)
	}
	for _, r := range sw {
		seen := contrast(over(r.FillColor, bg), bg)
		if r.StrokeWidth >= 1 && r.StrokeColor != nil {
			seen = max(seen, contrast(over(r.StrokeColor, bg), bg))
		}
		if seen < minMarkContrast {
			t.Errorf("%s: the swatch %s (outline %v×%.1f) on %s shows at %.2f:1, want %.1f:1",
				where, hex(r.FillColor), r.StrokeColor, r.StrokeWidth, hex(bg), seen, minMarkContrast)
		}
	}
}

// checkLines finds each power-coloured line in o and the casing drawn
// under it (a line with the same ends, at least a pixel wider on each
// side, earlier in drawing order) and holds the pair to the measure.
func checkLines(t *testing.T, where string, o fyne.CanvasObject, cols []color.NRGBA, powers int, bg color.Color) {
	t.Helper()
	var lines []*canvas.Line
	walk(o, func(o fyne.CanvasObject) {
		if l, ok := o.(*canvas.Line); ok {
			lines = append(lines, l)
		}
	})
	found := map[color.NRGBA]bool{}
	for i, l := range lines {
		if !isPowerColour(l.StrokeColor, cols) {
			continue
		}
		found[color.NRGBAModel.Convert(l.StrokeColor).(color.NRGBA)] = true
		seen := contrast(over(l.StrokeColor, bg), bg)
		for _, c := range lines[:i] {
			if c.Position1 == l.Position1 && c.Position2 == l.Position2 && c.StrokeWidth >= l.StrokeWidth+2 {
				seen = max(seen, contrast(over(c.StrokeColor, bg), bg))
			}
		}
		if seen < minMarkContrast {
			t.Errorf("%s: the line %s on %s shows at %.2f:1, want %.1f:1", where, hex(l.StrokeColor), hex(bg), seen, minMarkContrast)
			return
		}
	}
	if len(found) != distinct(cols[:powers]) {
		t.Errorf("%s: lines in %d power colours, want %d", where, len(found), distinct(cols[:powers]))
	}
}

func isPowerColour(c color.Color, cols []color.NRGBA) bool {
	if c == nil {
		return false
	}
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	for _, p := range cols {
		if p == n {
			return true
		}
	}
	return false
}

func distinct(cols []color.NRGBA) int {
	m := map[color.NRGBA]bool{}
	for _, c := range cols {
		m[c] = true
	}
	return len(m)
}

// The balance chart's scale ends at the least of 20, 40, 60, 80 and 100 %
// that holds the largest share, so even shares of a dozen powers are not
// drawn one on another at the foot of the chart.
func TestShareChartScaleFitsTheLargestShare(t *testing.T) {
	for _, c := range []struct{ most, top float64 }{{0, 0.2}, {0.08, 0.2}, {0.2, 0.2}, {0.21, 0.4}, {0.55, 0.6}, {0.81, 1}, {1, 1}} {
		if got := shareTop(c.most); got != c.top {
			t.Errorf("shareTop(%.2f) = %.2f, want %.2f", c.most, got, c.top)
		}
	}
}
