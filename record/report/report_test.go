package report

import (
	"bytes"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/internal/storytest"
	"dipdesk/mapview/render"
)

func TestReportOfTheScriptedGame(t *testing.T) {
	g := storytest.Classic(t)
	var buf bytes.Buffer
	seats := []Seat{{Name: "Ann", Powers: []engine.PowerID{1, 2}}, {Name: "Bob", Powers: []engine.PowerID{3}}}
	if err := Write(&buf, g, "Friday night", seats, "friday-centres.png"); err != nil {
		t.Fatal(err)
	}
	md := buf.String()
	for _, want := range []string{
		"# Friday night",
		"Classic, 2023 rules edition: 4 phases, from Spring 1901 Movement to Spring 1902 Movement.",
		"The game stopped at Spring 1902 Movement; France led with 5 centres (18 to win).",
		"| Ann | England, France | 9 |",
		"| Bob | Germany | 4 |",
		"![Supply centres at the start of each year](friday-centres.png)",
		"| 1901 | 3 | 3 | 3 | 3 | 3 | 4 | 3 |",
		"| 1902 | 3 | 4 | 5 | 4 | 3 | 4 | 3 |",
		"- **France +2** in 1901: Portugal (neutral), Spain (neutral).",
		"- **England +1** in 1901: Norway (neutral).",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("no %q in\n%s", want, md)
		}
	}
	if strings.Contains(md, "Largest losses") {
		t.Error("losses listed, but nobody lost a centre")
	}
}

func TestTurningPointsNameWhoLostWhat(t *testing.T) {
	g := storytest.Classic(t)
	v := g.Variant
	pts := Points(g)
	// Italy takes Munich from Germany a year later (made up).
	next := Point{Label: "1903", Owners: append([]engine.PowerID(nil), pts[1].Owners...), Counts: append([]int(nil), pts[1].Counts...)}
	mun, _ := v.LookupProvince("mun")
	next.Owners[mun] = 4
	next.Counts[3]--
	next.Counts[4]++
	gains, losses := TurningPoints(v, append(pts, next), 5)
	if len(losses) != 1 || losses[0].Change != -1 || strings.Join(losses[0].Centres, "") != "Munich (to Italy)" {
		t.Errorf("losses %+v", losses)
	}
	if gains[0].Change != 2 {
		t.Errorf("largest gain %+v, want France's +2 first", gains[0])
	}
}

// The chart has every power's line in its colour.
func TestChartDrawsEachPower(t *testing.T) {
	g := storytest.Classic(t)
	img := Chart(g, 960, 480)
	pal := render.PaletteFor(render.PowersOf(g.Variant), false)
	for pw := range g.Variant.NumPowers() {
		want := pal.Colour(pw)
		found := false
		for i := 0; i+3 < len(img.Pix) && !found; i += 4 {
			found = img.Pix[i] == want.R && img.Pix[i+1] == want.G && img.Pix[i+2] == want.B
		}
		if !found {
			t.Errorf("no pixel of %s's colour", g.Variant.Power(engine.PowerID(pw)).Name)
		}
	}
}
