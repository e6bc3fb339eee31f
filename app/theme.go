package app

import (
	"image/color"
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"dipdesk/assets"
)

// minContrast is WCAG AA's contrast ratio for normal text.
const minContrast = 4.5

// legibleTheme is Fyne's theme with every text colour made readable on
// every background it is drawn on: at least 4.5:1 (WCAG AA). Fyne's dark
// "disabled" and "placeholder" greys are about 1.4:1 and 2.7:1 on its
// backgrounds, and dipdesk writes real text in them (the key legend under
// the hint bar, the hints in empty fields), so they are moved towards the
// foreground until they pass, keeping their place between the background
// and the foreground so they still look quieter than ordinary text.
type legibleTheme struct {
	fyne.Theme
	cache sync.Map // colourKey → color.Color
}

type colourKey struct {
	name    fyne.ThemeColorName
	variant fyne.ThemeVariant
}

// textColours are the theme's colours used for text, each with the
// backgrounds it is written on.
var textColours = map[fyne.ThemeColorName][]fyne.ThemeColorName{
	theme.ColorNameForeground:  plainBackgrounds,
	theme.ColorNameDisabled:    plainBackgrounds,
	theme.ColorNamePlaceHolder: plainBackgrounds,
	theme.ColorNameHyperlink:   plainBackgrounds,
	theme.ColorNameError:       plainBackgrounds,
	theme.ColorNameSuccess:     plainBackgrounds,
	theme.ColorNameWarning:     plainBackgrounds,

	theme.ColorNameForegroundOnPrimary: {theme.ColorNamePrimary},
	theme.ColorNameForegroundOnError:   {theme.ColorNameError},
	theme.ColorNameForegroundOnSuccess: {theme.ColorNameSuccess},
	theme.ColorNameForegroundOnWarning: {theme.ColorNameWarning},
}

// fills are the colours that are only ever a background (the primary
// colour of the main buttons), each with the text colour written on it:
// the fill is darkened or lightened until that text reads. Fyne's blue
// under white is about 4.4:1.
var fills = map[fyne.ThemeColorName]fyne.ThemeColorName{
	theme.ColorNamePrimary: theme.ColorNameForegroundOnPrimary,
}

// plainBackgrounds are the surfaces ordinary text sits on: the window,
// fields, buttons, menus, dialogs and table headers.
var plainBackgrounds = []fyne.ThemeColorName{
	theme.ColorNameBackground, theme.ColorNameInputBackground, theme.ColorNameButton,
	theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground, theme.ColorNameHeaderBackground,
}

func newLegibleTheme(base fyne.Theme) *legibleTheme { return &legibleTheme{Theme: base} }

// Font puts dipdesk's symbol font first for text. Fyne draws each
// character in the first font that has it: this one, then its bundled Noto
// Sans (regular, bold, italic or monospace, as the style asks), then the
// system's fonts. The symbol font holds only the arrows, maths signs and
// ticks Noto Sans lacks (→ − ≤ ✓ ✗ …), so everything else still looks as
// Fyne draws it, and those no longer depend on the system having a font
// with them: bare Windows, Wine and minimal Linux desktops drew them as a
// box with a question mark. Icons (the Symbol style) keep the base font.
func (t *legibleTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Symbol {
		return t.Theme.Font(s)
	}
	return assets.SymbolFont(s.Bold)
}

// Color is the base theme's colour, made legible if it is a text colour.
func (t *legibleTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	bgs, isText := textColours[n]
	on, isFill := fills[n]
	if !isText && !isFill {
		return t.Theme.Color(n, v)
	}
	k := colourKey{n, v}
	if c, ok := t.cache.Load(k); ok {
		return c.(color.Color)
	}
	var c color.Color
	if isFill {
		c = legible(t.Theme.Color(n, v), []color.Color{t.Theme.Color(on, v)})
	} else {
		var under []color.Color
		for _, b := range bgs {
			under = append(under, t.surface(b, v))
		}
		c = legible(t.Theme.Color(n, v), under)
	}
	t.cache.Store(k, c)
	return c
}

// surface is a background as it shows: a translucent one over the window.
// A background that is itself a text colour (a button in the primary
// colour) is taken as this theme draws it.
func (t *legibleTheme) surface(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	c := t.Color(n, v)
	if n == theme.ColorNameBackground {
		return over(c, color.White)
	}
	return over(c, over(t.Theme.Color(theme.ColorNameBackground, v), color.White))
}

// legible moves c towards white or black, whichever reads better on the
// backgrounds, by the least amount that makes it 4.5:1 on all of them.
func legible(c color.Color, backgrounds []color.Color) color.Color {
	c = opaque(c, backgrounds)
	if worstContrast(c, backgrounds) >= minContrast {
		return c
	}
	var best color.Color = c
	for _, end := range []color.Color{color.White, color.Black} {
		for step := 1; step <= 100; step++ {
			m := mix(c, end, float64(step)/100)
			if worstContrast(m, backgrounds) >= minContrast {
				if worstContrast(best, backgrounds) < minContrast || distance(c, m) < distance(c, best) {
					best = m
				}
				break
			}
		}
	}
	return best
}

// opaque is a translucent text colour as it shows on the first background.
func opaque(c color.Color, backgrounds []color.Color) color.Color {
	if len(backgrounds) == 0 {
		return c
	}
	return over(c, backgrounds[0])
}

func worstContrast(c color.Color, backgrounds []color.Color) float64 {
	worst := math.Inf(1)
	for _, b := range backgrounds {
		worst = min(worst, contrast(c, b))
	}
	return worst
}

// contrast is the WCAG 2 contrast ratio of two opaque colours, 1 to 21.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// luminance is WCAG 2's relative luminance.
func luminance(c color.Color) float64 {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(n.R) + 0.7152*lin(n.G) + 0.0722*lin(n.B)
}

// over paints c over an opaque background.
func over(c, bg color.Color) color.Color {
	f := color.NRGBAModel.Convert(c).(color.NRGBA)
	b := color.NRGBAModel.Convert(bg).(color.NRGBA)
	a := float64(f.A) / 255
	ch := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*a + float64(y)*(1-a))) }
	return color.NRGBA{R: ch(f.R, b.R), G: ch(f.G, b.G), B: ch(f.B, b.B), A: 0xff}
}

// mix is c moved the fraction f of the way to end.
func mix(c, end color.Color, f float64) color.Color {
	a := color.NRGBAModel.Convert(c).(color.NRGBA)
	b := color.NRGBAModel.Convert(end).(color.NRGBA)
	ch := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-f) + float64(y)*f)) }
	return color.NRGBA{R: ch(a.R, b.R), G: ch(a.G, b.G), B: ch(a.B, b.B), A: 0xff}
}

func distance(a, b color.Color) float64 {
	x := color.NRGBAModel.Convert(a).(color.NRGBA)
	y := color.NRGBAModel.Convert(b).(color.NRGBA)
	d := func(p, q uint8) float64 { return float64(p) - float64(q) }
	return math.Abs(d(x.R, y.R)) + math.Abs(d(x.G, y.G)) + math.Abs(d(x.B, y.B))
}
