package render

import (
	"fmt"
	"image/color"
	"math"
)

// Power colours are told apart by eye before the letter on a unit is read,
// and about one player in twelve sees colours with a deficiency, so a
// palette is checked for every pair of powers as they look to normal vision
// and to the three dichromacies. Both the built-in default colours and the
// ones a variant gives its powers go through the same check (CheckPalette,
// run by `dipdesk validate` and the tests).

// MinPowerDeltaE is how far apart (CIE76 ΔE) every two power colours must
// be for every vision. A ΔE of about 2.3 is just noticeable; 25 is two
// clearly different colours, which the units' letters then back up.
const MinPowerDeltaE = 25

// Vision is a way of seeing colour: normal, or a simulated deficiency.
type Vision struct {
	Name string
	m    *[3][3]float64 // linear-RGB simulation matrix; nil for normal vision
}

// Visions are normal vision and protanopia, deuteranopia and tritanopia
// as simulated by Machado, Oliveira and Fernandes, "A Physiologically-based
// Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009),
// severity 1: the matrices apply to linear sRGB.
var Visions = []Vision{
	{"normal vision", nil},
	{"protanopia", &[3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"deuteranopia", &[3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"tritanopia", &[3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}

// DeltaE is the CIE76 difference between a and b as seen with v.
func (v Vision) DeltaE(a, b color.NRGBA) float64 {
	p, q := v.lab(a), v.lab(b)
	return math.Sqrt((p[0]-q[0])*(p[0]-q[0]) + (p[1]-q[1])*(p[1]-q[1]) + (p[2]-q[2])*(p[2]-q[2]))
}

// lab is how c looks with v, in CIELAB (D65).
func (v Vision) lab(c color.NRGBA) [3]float64 {
	l := [3]float64{linearRGB(c.R), linearRGB(c.G), linearRGB(c.B)}
	if v.m != nil {
		var o [3]float64
		for i := range o {
			o[i] = min(1, max(0, v.m[i][0]*l[0]+v.m[i][1]*l[1]+v.m[i][2]*l[2]))
		}
		l = o
	}
	x := (0.4124*l[0] + 0.3576*l[1] + 0.1805*l[2]) / 0.95047
	y := 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
	z := (0.0193*l[0] + 0.1192*l[1] + 0.9505*l[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// linearRGB undoes the sRGB transfer curve of one channel.
func linearRGB(v uint8) float64 {
	x := float64(v) / 255
	if x <= 0.04045 {
		return x / 12.92
	}
	return math.Pow((x+0.055)/1.055, 2.4)
}

// ColourClash is two powers whose colours look too alike to one vision.
type ColourClash struct {
	A, B   int // power numbers, A < B
	Vision string
	DeltaE float64
}

func (c ColourClash) String() string {
	return fmt.Sprintf("powers %d and %d: ΔE %.1f for %s (want ≥ %d)", c.A, c.B, c.DeltaE, c.Vision, MinPowerDeltaE)
}

// CheckPalette lists every pair of colours closer than MinPowerDeltaE for
// some vision, vision by vision.
func CheckPalette(colours []color.NRGBA) []ColourClash {
	var out []ColourClash
	for _, v := range Visions {
		for j := range colours {
			for i := 0; i < j; i++ {
				if d := v.DeltaE(colours[i], colours[j]); d < MinPowerDeltaE {
					out = append(out, ColourClash{A: i, B: j, Vision: v.Name, DeltaE: d})
				}
			}
		}
	}
	return out
}

// ClosestPair is the pair of colours nearest each other for any vision
// (A < B, indexes into colours) and how near they are: what a designer
// checks first when adding a power. ok is false for fewer than two colours.
func ClosestPair(colours []color.NRGBA) (c ColourClash, ok bool) {
	for _, v := range Visions {
		for j := range colours {
			for i := 0; i < j; i++ {
				if d := v.DeltaE(colours[i], colours[j]); !ok || d < c.DeltaE {
					c, ok = ColourClash{A: i, B: j, Vision: v.Name, DeltaE: d}, true
				}
			}
		}
	}
	return c, ok
}

// closeToAny reports whether c clashes with one of cs for some vision.
func closeToAny(c color.NRGBA, cs []color.NRGBA) bool {
	for _, v := range Visions {
		for _, o := range cs {
			if v.DeltaE(c, o) < MinPowerDeltaE {
				return true
			}
		}
	}
	return false
}
