package render

import (
	"image/color"
	"math"
	"testing"

	"dipdesk/variants"
)

func TestPaletteSurvivesColourBlindness(t *testing.T) {
	for n := 2; n <= MaxPowers; n++ {
		for _, pal := range []Palette{DefaultPalette(n), HighContrastPalette(n)} {
			for _, c := range CheckPalette(pal.Powers) {
				t.Errorf("%d powers: %s", n, c)
			}
		}
	}
}

// Every built-in variant's powers, coloured as the board colours them, pass
// the check `dipdesk validate` makes; the closest pair per vision is logged
// for whoever tunes the colours (go test -v -run BuiltIn).
func TestBuiltInVariantColoursPass(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		powers := PowersOf(p.Variant)
		pal := PaletteFor(powers, false)
		for _, c := range CheckPalette(pal.Powers) {
			t.Errorf("%s: %s and %s: ΔE %.1f for %s", p.ID, powers[c.A].Name, powers[c.B].Name, c.DeltaE, c.Vision)
		}
		for _, v := range Visions {
			worst, a, b := math.Inf(1), 0, 0
			for j := range pal.Powers {
				for i := 0; i < j; i++ {
					if d := v.DeltaE(pal.Powers[i], pal.Powers[j]); d < worst {
						worst, a, b = d, i, j
					}
				}
			}
			t.Logf("%s, %s: closest %s–%s ΔE %.1f", p.ID, v.Name, powers[a].Name, powers[b].Name, worst)
		}
		for i, c := range pal.Powers {
			if r := letterContrast(c); r < 3 {
				t.Errorf("%s: %s's letter contrast %.1f:1, want ≥ 3:1", p.ID, powers[i].Name, r)
			}
			t.Logf("%s: %s %02x%02x%02x", p.ID, powers[i].Name, c.R, c.G, c.B)
		}
	}
}

func TestGivenColoursAreKeptAndDefaultsKeepClear(t *testing.T) {
	// Power 1 asks for the first default's red: the others must not get
	// that red (nor anything close) a second time.
	red := powerColours[0]
	pal := PaletteFor([]Power{{}, {Colour: red}, {}, {}}, false)
	if pal.Powers[1] != red {
		t.Errorf("the given colour became %v", pal.Powers[1])
	}
	if cs := CheckPalette(pal.Powers); len(cs) > 0 {
		t.Errorf("defaults clash with a given colour: %v", cs)
	}
	if hc := PaletteFor([]Power{{}, {Colour: red}}, true); hc.Powers[1] != red || !hc.HighContrast {
		t.Errorf("high contrast lost the given colour: %+v", hc)
	}
}

func TestCheckPaletteNamesPairVisionAndDistance(t *testing.T) {
	// A red and a green of equal lightness: fine for normal vision, one
	// colour for a deuteranope.
	red, green := color.NRGBA{0xb0, 0x60, 0x20, 0xff}, color.NRGBA{0x7a, 0x74, 0x20, 0xff}
	cs := CheckPalette([]color.NRGBA{{0x20, 0x20, 0xc0, 0xff}, red, green})
	found := false
	for _, c := range cs {
		if c.Vision == "normal vision" {
			t.Errorf("normal vision should tell them apart: %v", c)
		}
		if c.A == 1 && c.B == 2 && c.Vision == "deuteranopia" && c.DeltaE < MinPowerDeltaE {
			found = true
		}
	}
	if !found {
		t.Errorf("red and green not reported for deuteranopia: %v", cs)
	}
}

func TestSimulationSeparatesRedFromGreenOnlyForNormalVision(t *testing.T) {
	// The simulation must be doing something: a red and a green of equal
	// lightness that anyone with normal vision tells apart merge for a
	// deuteranope.
	red, green := color.NRGBA{0xb0, 0x60, 0x20, 0xff}, color.NRGBA{0x7a, 0x74, 0x20, 0xff}
	normal := Visions[0].DeltaE(red, green)
	deutan := Visions[2].DeltaE(red, green)
	if normal < 15 || deutan > normal/2 {
		t.Errorf("normal ΔE %.1f, deuteranopia ΔE %.1f: the simulation does not merge red and green", normal, deutan)
	}
}

func TestLetterColourReadsOnEveryPower(t *testing.T) {
	for i, c := range powerColours {
		if r := letterContrast(c); r < 3 {
			t.Errorf("power %d %v: letter contrast %.1f:1, want ≥ 3:1", i, c, r)
		}
	}
}

// letterContrast is the WCAG contrast of a unit's letter on colour c.
func letterContrast(c color.NRGBA) float64 {
	a, b := Luminance(c)+0.05, Luminance(LetterColour(c))+0.05
	return max(a, b) / min(a, b)
}
