package app

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// 1776's power colours read as chart lines on the dark and the light
// theme (the balance chart is drawn on the window's background, the end
// screen's on the fields'), for every vision validate checks: each stands
// as far from the background as two powers must stand from each other.
// The Iroquois' #2a2a2a was ΔE 4 from the dark theme's fields, nearly
// invisible. And its closest pair of powers stays well clear of validate's
// minimum: Iroquois and Britain were ΔE 25.1 for protanopia, barely over
// the 25 wanted.
func Test1776ChartColoursReadOnBothThemes(t *testing.T) {
	p, err := variants.Builtin("1776")
	if err != nil {
		t.Fatal(err)
	}
	v := p.Variant
	th := theme.DefaultTheme()
	for _, tv := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		for _, bg := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameInputBackground} {
			b := th.Color(bg, tv)
			for pw := 0; pw < v.NumPowers(); pw++ {
				c := color.NRGBAModel.Convert(chartColour(v, pw)).(color.NRGBA)
				for _, vis := range render.Visions {
					if d := vis.DeltaE(c, color.NRGBAModel.Convert(b).(color.NRGBA)); d < render.MinPowerDeltaE {
						t.Errorf("theme variant %d, %s: %s's %s on %s %s is ΔE %.1f, want at least %d",
							tv, vis.Name, v.Power(engine.PowerID(pw)).Name, hex(c), bg, hex(b), d, render.MinPowerDeltaE)
					}
				}
			}
		}
	}
	pair, ok := render.ClosestPair(render.PaletteFor(render.PowersOf(v), false).Powers)
	if !ok || pair.DeltaE < render.MinPowerDeltaE+10 {
		t.Errorf("closest powers %d and %d are ΔE %.1f apart for %s; want a margin of 10 over %d",
			pair.A, pair.B, pair.DeltaE, pair.Vision, render.MinPowerDeltaE)
	}
}
