package render

import (
	"image/color"
	"math"
)

// powerColours are the default power colours, in the order powers without
// a colour of their own take them. The first seven follow the classic
// board's (Austria red, England blue, France light blue, Germany dark,
// Italy green, Russia purple, Turkey yellow); all thirteen were tuned
// together so that every pair passes CheckPalette.
var powerColours = []color.NRGBA{
	{0xc3, 0x0a, 0x00, 0xff}, // red
	{0x6e, 0x5a, 0xe1, 0xff}, // blue-violet
	{0xaa, 0xc8, 0xff, 0xff}, // light blue
	{0x3c, 0x3c, 0x55, 0xff}, // slate
	{0x78, 0xf5, 0x8c, 0xff}, // mint green
	{0x96, 0x69, 0xaa, 0xff}, // purple
	{0xfa, 0xdc, 0x00, 0xff}, // yellow
	{0x00, 0x78, 0x5a, 0xff}, // teal
	{0xd7, 0x8c, 0xaa, 0xff}, // pink
	{0xf0, 0x7d, 0x19, 0xff}, // orange
	{0x69, 0x0f, 0x87, 0xff}, // violet
	{0x82, 0x9b, 0x5a, 0xff}, // olive
	{0x82, 0x00, 0x19, 0xff}, // maroon
}

// MaxPowers is the number of powers the palettes tell apart.
const MaxPowers = 13

// Palette is how powers are coloured on the board.
type Palette struct {
	// Powers holds one colour per power, by power number.
	Powers []color.NRGBA
	// TintMix is how much of a power's colour goes into the fill of the
	// provinces it owns (0–1); the rest is the land colour.
	TintMix float64
	// Ink outlines units and arrows; Paper is the halo behind marks.
	Ink, Paper color.NRGBA
	// Line widths of units and orders are multiplied by Weight.
	Weight float64
	// HighContrast also darkens the board's lines and labels.
	HighContrast bool
}

// DefaultPalette colours n powers that have no colours of their own
// (n ≤ MaxPowers; more repeat).
func DefaultPalette(n int) Palette { return PaletteFor(make([]Power, n), false) }

// HighContrastPalette is DefaultPalette's high-contrast form (see
// PaletteFor).
func HighContrastPalette(n int) Palette { return PaletteFor(make([]Power, n), true) }

// PaletteFor colours powers: each with a Colour of its own keeps it, the
// others take the default colours that are not close (CheckPalette's
// measure) to a given one, in order. The high-contrast form has stronger
// ownership fills, black outlines twice as heavy, and goes with a board
// style with dark lines and labels (see HighContrastStyle); power colours
// are the same, the heavier ink and fill are what carry the contrast.
func PaletteFor(powers []Power, highContrast bool) Palette {
	p := Palette{Powers: coloursFor(powers), TintMix: 0.42, Ink: color.NRGBA{0x1a, 0x1a, 0x1a, 0xff}, Paper: color.NRGBA{0xff, 0xff, 0xff, 0xff}, Weight: 1}
	if highContrast {
		p.TintMix = 0.62
		p.Ink = color.NRGBA{0, 0, 0, 0xff}
		p.Weight = 1.5
		p.HighContrast = true
	}
	return p
}

func coloursFor(powers []Power) []color.NRGBA {
	out := make([]color.NRGBA, len(powers))
	var given []color.NRGBA
	for i, p := range powers {
		if p.Colour.A != 0 {
			out[i] = color.NRGBA{p.Colour.R, p.Colour.G, p.Colour.B, 0xff}
			given = append(given, out[i])
		}
	}
	spare := powerColours
	if len(given) > 0 {
		spare = nil
		for _, c := range powerColours {
			if !closeToAny(c, given) {
				spare = append(spare, c)
			}
		}
		if len(spare) == 0 {
			spare = powerColours
		}
	}
	next := 0
	for i, p := range powers {
		if p.Colour.A == 0 {
			out[i] = spare[next%len(spare)]
			next++
		}
	}
	return out
}

// Colour is power i's colour (grey for an unknown power).
func (p Palette) Colour(i int) color.NRGBA {
	if i < 0 || i >= len(p.Powers) {
		return color.NRGBA{0x9a, 0x9a, 0x9a, 0xff}
	}
	return p.Powers[i]
}

// Tint is the fill of a land province owned by power i over land.
func (p Palette) Tint(i int, land color.Color) color.NRGBA {
	return Mix(nrgba(land), p.Colour(i), p.TintMix)
}

// LetterColour is black or white, whichever reads better on c.
func LetterColour(c color.NRGBA) color.NRGBA {
	if Luminance(c) > 0.179 { // where black and white contrast equally
		return color.NRGBA{0x10, 0x10, 0x10, 0xff}
	}
	return color.NRGBA{0xff, 0xff, 0xff, 0xff}
}

// Luminance is the WCAG relative luminance of c (0 black – 1 white).
func Luminance(c color.NRGBA) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Mix is a + (b−a)·t, per channel.
func Mix(a, b color.NRGBA, t float64) color.NRGBA {
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// HighContrastStyle is the board style for the high-contrast palette: the
// same fills, black coast and borders, bolder lines and darker labels on an
// opaque halo.
func HighContrastStyle() Style {
	st := DefaultStyle()
	st.Coast = rgb(0, 0, 0)
	st.LandBorder = rgb(0x10, 0x10, 0x10)
	st.SeaBorder = rgb(0x2a, 0x4a, 0x70)
	st.Label = rgb(0, 0, 0)
	st.SeaLabel = rgb(0x05, 0x1c, 0x3a)
	st.CoastWidth *= 1.15
	st.BorderWidth *= 1.4
	st.SCRing = rgb(0, 0, 0)
	return st
}
