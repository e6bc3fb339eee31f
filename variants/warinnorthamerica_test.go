package variants_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
	"dipdesk/variants/boardcheck"
)

func warInNorthAmerica(t *testing.T) *engine.Variant {
	t.Helper()
	p, err := variants.Builtin("War in North America")
	if err != nil {
		t.Fatal(err)
	}
	return p.Variant
}

func TestWarInNorthAmericaIsTheBoardOf1859(t *testing.T) {
	v := warInNorthAmerica(t)
	start := v.Start()
	if n := v.NumProvinces(); n < 70 || n > 90 || len(v.SupplyCenters()) != 34 || v.NumPowers() != 6 || v.VictoryThreshold() != 18 {
		t.Errorf("%d provinces, %d SCs, %d powers, victory %d; want 70-90, 34, 6, 18",
			n, len(v.SupplyCenters()), v.NumPowers(), v.VictoryThreshold())
	}
	if got := v.PhaseName(start.Phase); got != "Winter 1859 Adjustment" {
		t.Errorf("opens on %s, want Winter 1859 Adjustment", got)
	}
	usa, _ := v.LookupPower("usa")
	if start.UnitCount(usa) != 0 || start.SCCount(usa) != 5 {
		t.Errorf("the USA starts with %d units and %d centres, want 0 and 5", start.UnitCount(usa), start.SCCount(usa))
	}
	nyc, _ := v.LookupProvince("New York City")
	if start.Owners[nyc] != engine.NoPower || v.Province(nyc).Home != usa {
		t.Error("New York City must be a US home owned by nobody at the start")
	}
	neutrals := 0
	for _, u := range start.Units {
		if u.Power == engine.NoPower {
			neutrals++
			if p := v.ProvinceOf(u.Loc); start.Owners[p] != engine.NoPower || !v.Province(p).SC {
				t.Errorf("neutral in %s: want an unowned centre", v.Province(p).Name)
			}
		}
	}
	if neutrals != 3 || len(start.Units) != 18 {
		t.Errorf("%d units, %d neutral; want 18 and 3", len(start.Units), neutrals)
	}
	for _, name := range []string{"Kalifornien", "Souix", "Neufundland", "Kuba", "GoS", "GrL", "Ups"} {
		if _, ok := v.LookupProvince(name); !ok {
			t.Errorf("the seed's name %q is not accepted", name)
		}
	}
	cph, _ := v.LookupProvince("Cape Horn")
	if !v.Province(cph).Box {
		t.Error("Cape Horn is not a box")
	}
}

func TestWarInNorthAmericaBoardMatchesItsGraph(t *testing.T) {
	pkg, err := variants.Builtin("warinnorthamerica")
	if err != nil {
		t.Fatal(err)
	}
	probs, err := boardcheck.Check(pkg)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range probs {
		t.Errorf("variants/warinnorthamerica/map.svg: %s", p)
	}
}

// TestNativeFederationWinsItsFleetHomeByCapture plays the capture: an army
// takes Boston in the Fall, and in Winter the Federation may build a fleet
// there.
func TestNativeFederationWinsItsFleetHomeByCapture(t *testing.T) {
	v := warInNorthAmerica(t)
	native, _ := v.LookupPower("native")
	pos := v.Start()
	pos.Phase = engine.Phase{Year: 1861, Season: 1, Kind: engine.Movement}
	ups, _ := v.LookupLoc("ups")
	bos, _ := v.LookupProvince("bos")
	pos.Units = []engine.Unit{{Type: engine.Army, Power: native, Loc: ups}}
	mv, _ := v.ParseOrder("A ups - bos")
	mv.Power = native
	out, err := engine.Adjudicate(v, &pos, []engine.Order{mv}, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := v.FleetHomeOf(&out.Next, native); got != bos {
		t.Fatalf("fleet home after taking Boston: %d, want Boston", got)
	}
}

// TestWarInNorthAmericaRandomGames plays 30 years of random legal orders
// in several games without an error; the quieter ones (most units hold)
// end by the four-year rule, and that rule must be reached.
func TestWarInNorthAmericaRandomGames(t *testing.T) {
	v := warInNorthAmerica(t)
	quietEnds, phases := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		rng := rand.New(rand.NewPCG(seed, 1859))
		holdPct := 20
		if seed%2 == 0 {
			holdPct = 90
		}
		g := engine.NewGame(v, engine.Options{})
		for !g.Over() && g.Current.Phase.Year < 1890 {
			orders := randomWNAOrders(v, &g.Current, rng, holdPct)
			out, err := g.Resolve(orders)
			if err != nil {
				t.Fatalf("seed %d, %s: %v", seed, v.PhaseName(g.Current.Phase), err)
			}
			if err := v.CheckPosition(&out.Next); err != nil {
				t.Fatalf("seed %d, %s: %v", seed, v.PhaseName(out.Phase), err)
			}
			for _, r := range out.Results {
				if r.Reason == engine.ReasonIllegal {
					t.Fatalf("seed %d, %s: generated order %q refused: %v", seed, v.PhaseName(out.Phase), v.FormatOrder(r.Order), r.Err)
				}
			}
			phases++
		}
		if len(g.Drawn) > 0 {
			quietEnds++
			if g.Current.QuietYears < 4 {
				t.Errorf("seed %d drawn with %d quiet years", seed, g.Current.QuietYears)
			}
		}
		t.Logf("seed %d: ended %s, winners %v, drawn %v", seed, v.PhaseName(g.Current.Phase), g.Winners, g.Drawn)
	}
	if quietEnds == 0 {
		t.Error("no game ended by the four-year rule")
	}
	t.Logf("%d phases", phases)
}

func randomWNAOrders(v *engine.Variant, pos *engine.Position, rng *rand.Rand, holdPct int) []engine.Order {
	var out []engine.Order
	if pos.Phase.Kind == engine.Adjustment {
		for pw := 0; pw < v.NumPowers(); pw++ {
			opts := v.AdjustmentOrders(pos, engine.PowerID(pw))
			rng.Shuffle(len(opts), func(i, j int) { opts[i], opts[j] = opts[j], opts[i] })
			used := map[engine.ProvinceID]bool{}
			for _, o := range opts { // at most one order per place
				if o.Loc != engine.NoLoc && used[v.ProvinceOf(o.Loc)] {
					continue
				}
				if o.Loc != engine.NoLoc {
					used[v.ProvinceOf(o.Loc)] = true
				}
				out = append(out, o)
				if len(used) >= 3 {
					break
				}
			}
		}
		return out
	}
	byUnit := map[engine.Unit][]engine.Order{}
	for _, o := range v.AllLegalOrders(pos) {
		u := engine.Unit{Type: o.Type, Power: o.Power, Loc: o.Loc}
		byUnit[u] = append(byUnit[u], o)
	}
	seen := map[engine.Unit]bool{}
	units := pos.Units
	if pos.Phase.Kind == engine.Retreat {
		units = nil
		for _, d := range pos.Dislodged {
			units = append(units, d.Unit)
		}
	}
	for _, u := range units {
		if seen[u] || len(byUnit[u]) == 0 {
			continue // a second fleet of the same power in Cape Horn: left to hold
		}
		seen[u] = true
		l := byUnit[u]
		if pos.Phase.Kind == engine.Movement && rng.IntN(100) < holdPct {
			continue
		}
		out = append(out, l[rng.IntN(len(l))])
	}
	return out
}

// TestWarInNorthAmericaDrawsItsBridgesAndHorn: both land bridges are drawn
// with the key's land-bridge sign and Cape Horn as an inset box.
func TestWarInNorthAmericaDrawsItsBridgesAndHorn(t *testing.T) {
	pkg, err := variants.Builtin("warinnorthamerica")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.ParseFile(pkg.Files, boardcheck.BoardFile)
	if err != nil {
		t.Fatal(err)
	}
	bridges, insets := map[string]bool{}, 0
	for _, m := range b.Markers {
		switch m.Kind {
		case board.MarkerBridge:
			pair := []string{m.Link[0], m.Link[1]}
			slices.Sort(pair)
			bridges[pair[0]+" "+pair[1]] = true
		case board.MarkerInset:
			insets++
		}
	}
	for _, want := range []string{"lab nfl", "cub hai"} {
		if !bridges[want] {
			t.Errorf("no land-bridge marker for %s (have %v)", want, bridges)
		}
	}
	if insets == 0 {
		t.Error("Cape Horn is not drawn as an inset")
	}
	if codes := b.Codes(); !slices.Contains(codes, board.CodeBridge) || !slices.Contains(codes, board.CodeInset) {
		t.Errorf("the key's codes are %v: want bridge and inset", codes)
	}
}

// The board key's land-bridge line is true of War in North America: its
// fleets cross both land bridges as well as its armies (rules.md says so,
// and the adjacencies agree), where the key said only armies crossed.
func TestWarInNorthAmericaKeySaysFleetsCrossLandBridges(t *testing.T) {
	v := warInNorthAmerica(t)
	type pair struct{ a, b engine.ProvinceID }
	bridges, byFleet := map[pair]bool{}, map[pair]bool{}
	for a := range v.NumProvinces() {
		for _, b := range v.ProvinceNeighbours(engine.ProvinceID(a)) {
			if v.IsBridge(engine.ProvinceID(a), b) {
				bridges[pair{engine.ProvinceID(a), b}] = true
			}
		}
	}
	for l := range v.NumLocs() {
		for _, n := range v.Neighbours(engine.Fleet, engine.LocID(l)) {
			if p := (pair{v.ProvinceOf(engine.LocID(l)), v.ProvinceOf(n)}); bridges[p] {
				byFleet[p] = true
			}
		}
	}
	if len(bridges) != 4 { // Newfoundland–Labrador and Cuba–Haiti, both ways
		t.Fatalf("%d land bridge ends, want 4 (two bridges)", len(bridges))
	}
	for p := range bridges {
		if !byFleet[p] {
			t.Errorf("no fleet crosses the land bridge %s–%s", v.Province(p.a).Name, v.Province(p.b).Name)
		}
	}
	key := render.LegendText(board.CodeBridge)
	if !strings.Contains(key, "armies and fleets") {
		t.Errorf("the key says %q; fleets cross the land bridges too", key)
	}
}
