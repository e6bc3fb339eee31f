package render

import (
	"image/color"
	"math"
	"testing"
)

// Colour-vision deficiency simulation matrices for linear RGB, severity 1,
// from Machado, Oliveira and Fernandes, "A Physiologically-based Model for
// Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009).
var cvdMatrices = []struct {
	name string
	m    [3][3]float64
}{
	{"protanopia", [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"deuteranopia", [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"tritanopia", [3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}

func linear(v uint8) float64 {
	x := float64(v) / 255
	if x <= 0.04045 {
		return x / 12.92
	}
	return math.Pow((x+0.055)/1.055, 2.4)
}

// labOf converts linear sRGB (D65) to CIELAB.
func labOf(l [3]float64) [3]float64 {
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

// seen is how c looks with matrix m (nil: normal vision), in CIELAB.
func seen(c color.NRGBA, m *[3][3]float64) [3]float64 {
	l := [3]float64{linear(c.R), linear(c.G), linear(c.B)}
	if m != nil {
		var o [3]float64
		for i := range o {
			o[i] = min(1, max(0, m[i][0]*l[0]+m[i][1]*l[1]+m[i][2]*l[2]))
		}
		l = o
	}
	return labOf(l)
}

func deltaE(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// minDeltaE is the smallest CIE76 difference between any two colours, for
// normal vision and each simulated deficiency, and which pair and vision.
func minDeltaE(cs []color.NRGBA) (float64, string) {
	worst, what := math.Inf(1), ""
	views := []struct {
		name string
		m    *[3][3]float64
	}{{"normal vision", nil}}
	for i := range cvdMatrices {
		views = append(views, struct {
			name string
			m    *[3][3]float64
		}{cvdMatrices[i].name, &cvdMatrices[i].m})
	}
	for _, v := range views {
		for i := range cs {
			for j := 0; j < i; j++ {
				if d := deltaE(seen(cs[i], v.m), seen(cs[j], v.m)); d < worst {
					worst = d
					what = v.name + ": powers " + string(rune('0'+j)) + " and " + string(rune('0'+i))
				}
			}
		}
	}
	return worst, what
}

// A ΔE of about 2.3 is just noticeable; 25 is two clearly different
// colours, which the units' letters then back up.
const minPowerDeltaE = 25

func TestPaletteSurvivesColourBlindness(t *testing.T) {
	for n := 2; n <= MaxPowers; n++ {
		for _, pal := range []Palette{DefaultPalette(n), HighContrastPalette(n)} {
			if d, what := minDeltaE(pal.Powers); d < minPowerDeltaE {
				t.Errorf("%d powers: colours only ΔE %.1f apart (%s), want ≥ %d", n, d, what, minPowerDeltaE)
			}
		}
	}
}

func TestSimulationSeparatesRedFromGreenOnlyForNormalVision(t *testing.T) {
	// The simulation must be doing something: a red and a green of equal
	// lightness that anyone with normal vision tells apart merge for a
	// deuteranope.
	red, green := color.NRGBA{0xb0, 0x60, 0x20, 0xff}, color.NRGBA{0x7a, 0x74, 0x20, 0xff}
	normal := deltaE(seen(red, nil), seen(green, nil))
	deutan := deltaE(seen(red, &cvdMatrices[1].m), seen(green, &cvdMatrices[1].m))
	if normal < 15 || deutan > normal/2 {
		t.Errorf("normal ΔE %.1f, deuteranopia ΔE %.1f: the simulation does not merge red and green", normal, deutan)
	}
}

func TestLetterColourReadsOnEveryPower(t *testing.T) {
	for i, c := range powerColours {
		l := LetterColour(c)
		a, b := Luminance(c)+0.05, Luminance(l)+0.05
		if a < b {
			a, b = b, a
		}
		if a/b < 3 {
			t.Errorf("power %d %v: letter contrast %.1f:1, want ≥ 3:1", i, c, a/b)
		}
	}
}
