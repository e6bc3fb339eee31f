package app

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Every text colour of the app's theme reads at 4.5:1 or better (WCAG AA)
// on every background it is written on, in the dark and the light theme.
// Fyne's own dark theme fails: its "disabled" grey, used for the key
// legend under the hint bar, is #39393A on #202023 or so, about 1.4:1.
func TestEveryTextColourMeetsWCAGAA(t *testing.T) {
	base := theme.DefaultTheme()
	if c := worstOf(base, theme.ColorNameDisabled, theme.VariantDark); c >= minContrast {
		t.Fatalf("Fyne's dark disabled text is already %.2f:1; the test no longer shows the fault", c)
	}
	th := newLegibleTheme(base)
	for _, v := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		for n, bgs := range textColours {
			fg := th.Color(n, v)
			for _, b := range bgs {
				bg := th.surface(b, v)
				if r := contrast(over(fg, bg), bg); r < minContrast {
					t.Errorf("variant %d: %s %s on %s %s is %.2f:1, want at least %.1f:1",
						v, n, hex(fg), b, hex(bg), r, minContrast)
				}
			}
		}
	}
}

// The known reference pairs come out as WCAG says.
func TestContrastRatio(t *testing.T) {
	black, white := color.Black, color.White
	if r := contrast(black, white); r < 20.99 || r > 21.01 {
		t.Errorf("black on white is %.2f:1, want 21:1", r)
	}
	grey := color.NRGBA{0x76, 0x76, 0x76, 0xff} // the classic AA-passing grey on white
	if r := contrast(grey, white); r < 4.5 || r > 4.6 {
		t.Errorf("#767676 on white is %.2f:1, want 4.54:1", r)
	}
	if r := contrast(color.NRGBA{0x39, 0x39, 0x3a, 0xff}, color.NRGBA{0x20, 0x20, 0x23, 0xff}); r > 1.5 {
		t.Errorf("the old shortcut line reads %.2f:1, want about 1.4:1", r)
	}
}

// A quiet colour stays quieter than the foreground after it is lifted.
func TestLiftedGreysStayQuieter(t *testing.T) {
	th := newLegibleTheme(theme.DefaultTheme())
	v := theme.VariantDark
	bg := th.surface(theme.ColorNameBackground, v)
	fg := contrast(th.Color(theme.ColorNameForeground, v), bg)
	dis := contrast(over(th.Color(theme.ColorNameDisabled, v), bg), bg)
	if dis >= fg {
		t.Errorf("disabled text (%.2f:1) reads as strongly as the foreground (%.2f:1)", dis, fg)
	}
}

func worstOf(th fyne.Theme, n fyne.ThemeColorName, v fyne.ThemeVariant) float64 {
	lt := &legibleTheme{Theme: th}
	worst := 21.0
	for _, b := range textColours[n] {
		bg := lt.surface(b, v)
		worst = min(worst, contrast(over(th.Color(n, v), bg), bg))
	}
	return worst
}

func hex(c color.Color) string {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return fmt.Sprintf("#%02X%02X%02X%02X", n.R, n.G, n.B, n.A)
}
