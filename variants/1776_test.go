package variants_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/variants"
	"dipdesk/variants/board"
	"dipdesk/variants/boardcheck"
)

func revolution(t *testing.T) *engine.Variant {
	t.Helper()
	p, err := variants.Builtin("1776 II")
	if err != nil {
		t.Fatal(err)
	}
	return p.Variant
}

// Test1776IsTheGameOfItsRules checks what the 1776 II rules text fixes and
// what rules.md says the reconstruction chose: five powers with three or four
// home centres each (18 in all), the Congress holding Montreal besides, 24
// centres, 13 to win after a Fall's movement, builds in any owned centre
// while a home is kept, and the provinces the rules name.
func Test1776IsTheGameOfItsRules(t *testing.T) {
	v := revolution(t)
	start := v.Start()
	if len(v.SupplyCenters()) != 24 || v.NumPowers() != 5 || len(start.Units) != 19 || v.VictoryThreshold() != 13 {
		t.Errorf("%d SCs, %d powers, %d units, victory %d; want 24, 5, 19, 13",
			len(v.SupplyCenters()), v.NumPowers(), len(start.Units), v.VictoryThreshold())
	}
	if n := v.NumProvinces(); n < 55 || n > 70 {
		t.Errorf("%d provinces; the reconstruction promises 55 to 70", n)
	}
	if !v.ChecksVictoryAt(engine.VictoryAfterMovement) || v.ChecksVictoryAt(engine.VictoryAfterRetreats) {
		t.Error("victory must be checked right after Fall movement, and only then")
	}
	if v.Rules.Build != engine.BuildOwned || !v.Rules.BuildNeedsHome {
		t.Errorf("build policy %s needhome=%v; want owned, needhome", v.Rules.Build, v.Rules.BuildNeedsHome)
	}
	if start.Phase.Year != 1776 || v.Seasons[start.Phase.Season] != "Spring" {
		t.Errorf("starts %d %s; want Spring 1776", start.Phase.Year, v.Seasons[start.Phase.Season])
	}
	held := map[string]int{"Continental Congress": 1} // Montreal, taken in 1775
	for name, homes := range map[string]int{"Great Britain": 4, "Continental Congress": 4, "France": 3, "Spain": 4, "Iroquois Confederacy": 3} {
		p, ok := v.LookupPower(name)
		if !ok {
			t.Errorf("no power %q", name)
			continue
		}
		want := homes + held[name]
		if n := len(v.Homes(p)); n != homes || start.SCCount(p) != want || start.UnitCount(p) != want {
			t.Errorf("%s: %d homes, %d centres, %d units; want %d, %d, %d", name, n, start.SCCount(p), start.UnitCount(p), homes, want, want)
		}
	}
	for _, name := range []string{"Quebec", "Montreal", "Kingston", "Detroit", "New York", "Hudson River Valley", "Albany", "Long Island", "Province of New York", "Massachusetts Bay"} {
		if _, ok := v.LookupLoc(name); !ok {
			t.Errorf("no province %q", name)
		}
	}
	if err := v.CheckPosition(&start); err != nil {
		t.Error(err)
	}
}

// Test1776WaterwaysAndLandBridge checks the borders the rules make special:
// fleets along the three rivers and between them by the lakes and the sea,
// armies only across the Long Island bridge, and no fleet overland between
// lakes the rules keep apart.
func Test1776WaterwaysAndLandBridge(t *testing.T) {
	v := revolution(t)
	l := func(name string) engine.LocID { return loc(t, v, name) }
	fleet := [][2]string{
		{"Gulf of St Lawrence", "Quebec"}, {"Quebec", "Montreal"}, {"Montreal", "Kingston"}, {"Kingston", "Lake Ontario"},
		{"Lake Huron", "Detroit"}, {"Detroit", "Lake Erie"},
		{"New York Bay", "New York"}, {"Long Island Sound", "New York"}, {"New York", "Hudson River Valley"}, {"Hudson River Valley", "Albany"},
		{"Lake Michigan", "Lake Huron"},
	}
	for _, p := range fleet {
		if !v.Adjacent(engine.Fleet, l(p[0]), l(p[1])) || !v.Adjacent(engine.Fleet, l(p[1]), l(p[0])) {
			t.Errorf("a fleet cannot sail between %s and %s", p[0], p[1])
		}
	}
	noFleet := [][2]string{
		{"Lake Erie", "Lake Ontario"}, {"Lake Huron", "Lake Erie"}, {"Lake Huron", "Lake Ontario"},
		{"Niagara", "Lake Erie"}, {"Mississauga", "Lake Huron"}, {"Detroit", "Lake Michigan"},
		{"Long Island", "New York"}, {"Albany", "Montreal"}, {"Pennsylvania", "Chesapeake Bay"},
	}
	for _, p := range noFleet {
		if v.Adjacent(engine.Fleet, l(p[0]), l(p[1])) {
			t.Errorf("a fleet can sail between %s and %s", p[0], p[1])
		}
	}
	if !v.Adjacent(engine.Army, l("Long Island"), l("New York")) || !v.Adjacent(engine.Army, l("New York"), l("Long Island")) {
		t.Error("no land bridge between Long Island and New York")
	}
	if v.Adjacent(engine.Army, l("Long Island"), l("Connecticut")) {
		t.Error("Long Island borders Connecticut by land; only the New York bridge should")
	}
}

// Test1776BoardMatchesItsGraph is the generated board against the
// definition, as for the other built-in boards.
func Test1776BoardMatchesItsGraph(t *testing.T) {
	pkg, err := variants.Builtin("1776")
	if err != nil {
		t.Fatal(err)
	}
	probs, err := boardcheck.Check(pkg)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range probs {
		t.Errorf("variants/1776/map.svg: %s", p)
	}
}

// Test1776TwentyYearsOfRandomOrders plays random legal orders for twenty
// years (or to a win) in six games: every phase resolves without error,
// every position stays legal, at least one game plays all twenty years, and
// some build lands away from a home centre.
func Test1776TwentyYearsOfRandomOrders(t *testing.T) {
	v := revolution(t)
	awayBuilds, years, full := 0, 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		rng := rand.New(rand.NewPCG(seed, 1776))
		players := make([]selfplay.Player, v.NumPowers())
		for i := range players {
			players[i] = selfplay.Random{Rng: rng}
		}
		g, err := selfplay.Play(v, players, 20, func(g *engine.Game, out engine.Outcome) {
			if err := v.CheckPosition(&out.Next); err != nil {
				t.Fatalf("seed %d, %s: %v", seed, v.PhaseName(out.Phase), err)
			}
			for _, r := range out.Results {
				if r.Reason == engine.ReasonBuilt && v.Province(v.ProvinceOf(r.Order.Loc)).Home == engine.NoPower {
					awayBuilds++
				}
			}
		})
		if err != nil {
			t.Fatalf("seed %d, %s: %v", seed, v.PhaseName(g.Current.Phase), err)
		}
		years += g.Current.Phase.Year - 1776
		if !g.Over() && g.Current.Phase.Year != 1796 {
			t.Errorf("seed %d stopped in %s, neither won nor after 1795", seed, v.PhaseName(g.Current.Phase))
		}
		if g.Current.Phase.Year == 1796 {
			full++
		}
	}
	t.Logf("%d years played, %d games of all twenty, %d builds in captured neutral centres", years, full, awayBuilds)
	if full == 0 {
		t.Error("no game played all twenty years")
	}
	if awayBuilds == 0 {
		t.Error("no build in a captured neutral centre in random play")
	}
}

// Test1776DrawsItsWaterwaysAndBridge: the board draws each waterway
// border as a waterway along its river (the key says "Waterway", not
// "Canal") and the Long Island crossing as a land bridge.
func Test1776DrawsItsWaterwaysAndBridge(t *testing.T) {
	pkg, err := variants.Builtin("1776")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.ParseFile(pkg.Files, boardcheck.BoardFile)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, m := range b.Markers {
		got[strings.TrimSuffix(m.Link[0]+" "+m.Link[1], " ")] = m.Kind
	}
	want := map[string]string{
		"que mon": board.MarkerWaterway, "mon kin": board.MarkerWaterway, // St Lawrence
		"det":     board.MarkerWaterway,                                  // St Clair
		"nyc hud": board.MarkerWaterway, "hud alb": board.MarkerWaterway, // Hudson
		"lng nyc": board.MarkerBridge,
	}
	for link, kind := range want {
		if got[link] != kind {
			t.Errorf("marker %q is %q, want %q", link, got[link], kind)
		}
	}
	if codes := b.Codes(); !slices.Contains(codes, board.CodeWaterway) || slices.Contains(codes, board.CodeCanal) {
		t.Errorf("the key's codes are %v: want waterway and no canal", codes)
	}
}
