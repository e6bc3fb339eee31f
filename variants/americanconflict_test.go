package variants_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/boardcheck"
)

func americanConflict(t *testing.T) *engine.Variant {
	t.Helper()
	p, err := variants.Builtin("American Conflict")
	if err != nil {
		t.Fatal(err)
	}
	return p.Variant
}

func TestAmericanConflictIsTheBoardOf1862(t *testing.T) {
	v := americanConflict(t)
	start := v.Start()
	if v.NumProvinces() != 157 || len(v.SupplyCenters()) != 56 || v.NumPowers() != 6 || len(start.Units) != 20 || v.VictoryThreshold() != 29 {
		t.Errorf("%d provinces, %d SCs, %d powers, %d units, victory %d; want 157, 56, 6, 20, 29",
			v.NumProvinces(), len(v.SupplyCenters()), v.NumPowers(), len(start.Units), v.VictoryThreshold())
	}
	if v.Rules.Build != engine.BuildOwned {
		t.Errorf("build policy %s, want owned (build anywhere)", v.Rules.Build)
	}
	if start.Phase.Year != 1862 || v.Seasons[start.Phase.Season] != "Spring" || v.Seasons[1] != "Autumn" {
		t.Errorf("starts %d %s with seasons %v; want Spring 1862, Spring/Autumn", start.Phase.Year, v.Seasons[start.Phase.Season], v.Seasons)
	}
	kinds := map[engine.ProvinceKind]int{}
	owned, notional := map[string]int{}, map[string]int{}
	for i := 0; i < v.NumProvinces(); i++ {
		p := engine.ProvinceID(i)
		kinds[v.Province(p).Kind]++
		if o := start.Owners[p]; o != engine.NoPower {
			owned[v.Power(o).ID]++
		}
		if n := v.NotionalOwner(p); n != engine.NoPower {
			notional[v.Power(n).ID]++
		}
	}
	// Manitoba is inland (a data fix): 17 land, 85 coast, 55 sea.
	if kinds[engine.Land] != 17 || kinds[engine.Coast] != 85 || kinds[engine.Sea] != 55 {
		t.Errorf("kinds %v; want 17 land, 85 coast, 55 sea", kinds)
	}
	for pw, n := range map[string]int{"russia": 3, "csa": 3, "usa": 4, "england": 4, "france": 3, "spain": 3} {
		if owned[pw] != n {
			t.Errorf("%s owns %d centres at the start, want %d", pw, owned[pw], n)
		}
	}
	for pw, n := range map[string]int{"england": 5, "usa": 13, "csa": 7, "spain": 2, "france": 5} {
		if notional[pw] != n {
			t.Errorf("%s has %d notional centres, want %d", pw, notional[pw], n)
		}
	}
	if err := v.CheckPosition(&start); err != nil {
		t.Error(err)
	}
}

func TestAmericanConflictDataFixes(t *testing.T) {
	v := americanConflict(t)
	l := func(name string) engine.LocID { return loc(t, v, name) }
	if v.Adjacent(engine.Fleet, l("Lake Superior"), l("Lake Huron")) {
		t.Error("Lake Superior borders Lake Huron; the rules forbid lake to lake except Michigan-Huron")
	}
	if !v.Adjacent(engine.Fleet, l("Lake Michigan"), l("Lake Huron")) {
		t.Error("Lake Michigan does not border Lake Huron")
	}
	if v.CanStand(engine.Fleet, l("Manitoba")) {
		t.Error("a fleet can stand in Manitoba; it is inland")
	}
	gas := v.Province(v.ProvinceOf(l("Gaspesie")))
	if gas.Name != "Gaspésie" || gas.ID != "gas" {
		t.Errorf("Gaspesie is %s %q, want gas \"Gaspésie\"", gas.ID, gas.Name)
	}
	for _, harbour := range []string{"Portsmouth", "La Rochelle", "Cadiz", "Archangelsk", "Vladivostok"} {
		h := l(harbour)
		if n := v.Neighbours(engine.Army, h); len(n) != 0 {
			t.Errorf("%s has army borders %v; a European harbour is reached only by sea", harbour, n)
		}
		if len(v.Neighbours(engine.Fleet, h)) == 0 || !v.Province(v.ProvinceOf(h)).SC {
			t.Errorf("%s is not a coastal supply centre with sea borders", harbour)
		}
	}
}

func TestAmericanConflictNamesItsSecondSeasonAutumn(t *testing.T) {
	v := americanConflict(t)
	got := v.PhaseName(engine.Phase{Year: 1862, Season: 1, Kind: engine.Movement})
	if !strings.HasPrefix(got, "Autumn 1862 ") {
		t.Errorf("second phase is called %q, want Autumn 1862 Movement", got)
	}
}

// TestAmericanConflictBoardMatchesItsGraph is the generated board against
// the definition: every province drawn, every anchor inside, every link
// that does not touch marked, every touch that is no link bordered.
func TestAmericanConflictBoardMatchesItsGraph(t *testing.T) {
	pkg, err := variants.Builtin("americanconflict")
	if err != nil {
		t.Fatal(err)
	}
	probs, err := boardcheck.Check(pkg)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range probs {
		t.Errorf("variants/americanconflict/map.svg: %s", p)
	}
}

// TestAmericanConflictRandomGamesStaySound plays a few years of random legal
// orders on the real board: every position stays legal, and some builds
// land in centres that are nobody's home (build anywhere in play).
func TestAmericanConflictRandomGamesStaySound(t *testing.T) {
	v := americanConflict(t)
	awayBuilds := 0
	for seed := uint64(1); seed <= 2; seed++ {
		rng := rand.New(rand.NewPCG(seed, 1862))
		g := engine.NewGame(v, engine.Options{})
		for !g.Over() && g.Current.Phase.Year < 1868 {
			var orders []engine.Order
			if g.Current.Phase.Kind == engine.Adjustment {
				for pw := 0; pw < v.NumPowers(); pw++ {
					opts := v.AdjustmentOrders(&g.Current, engine.PowerID(pw))
					for k := 0; k < 3 && len(opts) > 0; k++ {
						orders = append(orders, opts[rng.IntN(len(opts))])
					}
				}
			} else {
				byUnit := map[engine.LocID][]engine.Order{}
				for _, o := range v.AllLegalOrders(&g.Current) {
					byUnit[o.Loc] = append(byUnit[o.Loc], o)
				}
				for _, u := range g.Current.Units {
					var moves []engine.Order
					for _, o := range byUnit[u.Loc] {
						if o.Kind == engine.Move {
							moves = append(moves, o)
						}
					}
					if len(moves) > 0 && rng.IntN(4) > 0 {
						orders = append(orders, moves[rng.IntN(len(moves))])
					} else if l := byUnit[u.Loc]; len(l) > 0 {
						orders = append(orders, l[rng.IntN(len(l))])
					}
				}
			}
			out, err := g.Resolve(orders)
			if err != nil {
				t.Fatal(err)
			}
			if err := v.CheckPosition(&out.Next); err != nil {
				t.Fatalf("seed %d, %s: %v", seed, v.PhaseName(out.Phase), err)
			}
			for _, r := range out.Results {
				if r.Reason == engine.ReasonBuilt && v.Province(v.ProvinceOf(r.Order.Loc)).Home == engine.NoPower {
					awayBuilds++
				}
			}
		}
	}
	t.Logf("%d builds in captured neutral centres", awayBuilds)
	if awayBuilds == 0 {
		t.Error("no build in a captured neutral centre in six years of random play")
	}
}
