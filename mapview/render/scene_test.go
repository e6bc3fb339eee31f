package render

import (
	"image"
	"math"
	"os"
	"testing"
)

// classicStart is the Classic 1901 position as a Scene.
func classicStart() *Scene {
	s := &Scene{
		Powers:  []Power{{Name: "Austria"}, {Name: "England"}, {Name: "France"}, {Name: "Germany"}, {Name: "Italy"}, {Name: "Russia"}, {Name: "Turkey"}},
		SCOwner: map[string]int{}, Tint: map[string]int{},
	}
	homes := [][]string{{"vie", "bud", "tri"}, {"lon", "edi", "lvp"}, {"par", "bre", "mar"}, {"ber", "kie", "mun"}, {"rom", "nap", "ven"}, {"mos", "stp", "war", "sev"}, {"con", "ank", "smy"}}
	for pw, hs := range homes {
		for _, h := range hs {
			s.SCOwner[h] = pw
			s.Tint[h] = pw
		}
	}
	units := []struct {
		k   UnitKind
		pw  int
		loc string
	}{{Army, 0, "vie"}, {Army, 0, "bud"}, {Fleet, 0, "tri"}, {Fleet, 1, "lon"}, {Fleet, 1, "edi"}, {Army, 1, "lvp"},
		{Fleet, 2, "bre"}, {Army, 2, "par"}, {Army, 2, "mar"}, {Fleet, 3, "kie"}, {Army, 3, "ber"}, {Army, 3, "mun"},
		{Fleet, 4, "nap"}, {Army, 4, "rom"}, {Army, 4, "ven"}, {Fleet, 5, "stp/sc"}, {Army, 5, "mos"}, {Army, 5, "war"}, {Fleet, 5, "sev"},
		{Fleet, 6, "ank"}, {Army, 6, "con"}, {Army, 6, "smy"}}
	for _, u := range units {
		s.Units = append(s.Units, Unit{Kind: u.k, Power: u.pw, Loc: u.loc})
	}
	return s
}

// everyOrder is a position showing every order kind and result.
func everyOrder() *Scene {
	s := classicStart()
	s.Units = append(s.Units,
		Unit{Kind: Fleet, Power: 1, Loc: "nth"}, Unit{Kind: Army, Power: 1, Loc: "yor"},
		Unit{Kind: Army, Power: 5, Loc: "gal", Dislodged: true}, Unit{Kind: Army, Power: 0, Loc: "gal"},
		Unit{Kind: Fleet, Power: 4, Loc: "tys"}, Unit{Kind: Army, Power: 2, Loc: "spa"})
	s.Orders = []Order{
		{Kind: Move, Power: 2, Unit: Army, Loc: "par", Dest: "bur", Result: Succeeded},
		{Kind: SupportMove, Power: 2, Unit: Army, Loc: "mar", Target: "par", Dest: "bur", Result: Succeeded},
		{Kind: Move, Power: 3, Unit: Army, Loc: "mun", Dest: "bur", Result: Bounced},
		{Kind: Hold, Power: 3, Unit: Army, Loc: "ber", Result: Succeeded},
		{Kind: Move, Power: 1, Unit: Army, Loc: "yor", Dest: "nwy", Via: []string{"nth"}, Result: Succeeded},
		{Kind: Convoy, Power: 1, Unit: Fleet, Loc: "nth", Target: "yor", Dest: "nwy", Result: Succeeded},
		{Kind: Move, Power: 1, Unit: Fleet, Loc: "edi", Dest: "nwg", Result: Pending},
		{Kind: SupportHold, Power: 0, Unit: Army, Loc: "vie", Target: "bud", Result: Succeeded},
		{Kind: SupportMove, Power: 0, Unit: Army, Loc: "bud", Target: "gal", Dest: "war", Result: Cut},
		{Kind: Move, Power: 0, Unit: Fleet, Loc: "tri", Dest: "ven", Result: Failed},
		{Kind: Hold, Power: 4, Unit: Army, Loc: "ven", Result: Dislodged},
		{Kind: Retreat, Power: 5, Unit: Army, Loc: "gal", Dest: "ukr", Result: Pending},
		{Kind: Build, Power: 5, Unit: Fleet, Loc: "stp/nc", Result: Pending},
		{Kind: Disband, Power: 5, Unit: Fleet, Loc: "sev", Result: Pending},
		{Kind: Move, Power: 6, Unit: Fleet, Loc: "ank", Dest: "bla", Result: Failed},
		{Kind: Move, Power: 6, Unit: Army, Loc: "con", Dest: "bul", Result: Succeeded},
		{Kind: Move, Power: 4, Unit: Fleet, Loc: "tys", Dest: "wes", Result: Succeeded},
		{Kind: Move, Power: 2, Unit: Army, Loc: "spa", Dest: "naf", Via: []string{"wes"}, Result: Failed},
	}
	return s
}

func TestSceneDraws(t *testing.T) {
	b := classicBoard(t)
	for _, tc := range []struct {
		name string
		s    *Scene
		w    int
	}{{"start", classicStart(), 1600}, {"orders", everyOrder(), 1600}, {"orders-small", everyOrder(), 1000}} {
		img := image.NewRGBA(image.Rect(0, 0, tc.w, int(float64(tc.w)*b.Height/b.Width)))
		scale := float64(tc.w) / b.Width
		pen := NewPen(img, scale, nil)
		pal := DefaultPalette(len(tc.s.Powers))
		pen.Board(b, Options{Tint: tc.s.Tints(b, pal, DefaultStyle())})
		bare := image.NewRGBA(img.Rect)
		copy(bare.Pix, img.Pix)
		pen.Scene(b, tc.s, pal, DefaultStyle())
		if os.Getenv("DUMP") != "" {
			writePNG(t, "/tmp/scratch/scene-"+tc.name+".png", img)
		}
		// Every unit standing in its province is drawn at its place: the
		// pixels there are no longer the bare board's.
		for _, u := range tc.s.Units {
			at, ok := b.Unit(u.Loc)
			if !ok || u.Dislodged {
				continue
			}
			x, y := int(at.X*scale), int(at.Y*scale)
			changed := 0
			for dy := -3; dy <= 3; dy++ {
				for dx := -3; dx <= 3; dx++ {
					if img.RGBAAt(x+dx, y+dy) != bare.RGBAAt(x+dx, y+dy) {
						changed++
					}
				}
			}
			if changed < 10 {
				t.Errorf("%s: the unit in %s is not drawn (%d of 49 pixels changed)", tc.name, u.Loc, changed)
			}
		}
	}
}

func TestExportDrawsTheSceneAtAnySize(t *testing.T) {
	b := classicBoard(t)
	s := classicStart()
	for _, w := range []int{800, 2400} {
		img := Export(b, s, ExportOptions{Width: w})
		if img.Bounds().Dx() != w || img.Bounds().Dy() != int(math.Round(b.Height*float64(w)/b.Width)) {
			t.Fatalf("width %d: image %v", w, img.Bounds())
		}
		// The Austrian army in Vienna: left of its letter is Austria's red.
		at, _ := b.Unit("vie")
		scale := float64(w) / b.Width
		r := float64(LookAt(b, 1600/b.Width, DefaultPalette(7)).R) * float64(w) / 1600
		x, y := int(at.X*scale-0.72*r), int(at.Y*scale)
		if got, want := img.RGBAAt(x, y), DefaultPalette(7).Colour(0); absDiff(got.R, want.R) > 12 || absDiff(got.G, want.G) > 12 {
			t.Errorf("width %d: pixel in Vienna's army %v, want %v", w, got, want)
		}
	}
}
