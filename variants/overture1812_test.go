package variants_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/variants"
)

func overture(t testing.TB) *engine.Variant {
	t.Helper()
	p, err := variants.Builtin("1812 Overture")
	if err != nil {
		t.Fatal(err)
	}
	return p.Variant
}

// TestOvertureIsTheSeedsGame checks the facts the seed fixes: 119 spaces
// (29 water, 47 European and 43 American land provinces), 45 centres (23 in
// Europe, 22 in North America), 29 homes, 28 starting units, twelve powers
// in three fixed pairs and a pairing of three European and three American
// powers, 18 to win with 12 on one continent, two builds a year, the start
// in Spring 1811 with Russia one unit short and Dublin and Cádiz vacant.
func TestOvertureIsTheSeedsGame(t *testing.T) {
	v := overture(t)
	start := v.Start()
	water, land := 0, map[string]int{}
	scs := map[string]int{}
	for i := 0; i < v.NumProvinces(); i++ {
		p := engine.ProvinceID(i)
		if v.Province(p).Kind == engine.Sea {
			water++
			if c := v.Continent(p); c != "" {
				t.Errorf("sea %s is in continent %s", v.Province(p).Name, c)
			}
			continue
		}
		c := v.Continent(p)
		if c == "" {
			t.Errorf("land province %s has no continent", v.Province(p).Name)
		}
		land[c]++
		if v.Province(p).SC {
			scs[c]++
		}
	}
	if v.NumProvinces() != 119 || water != 29 || land["eu"] != 47 || land["na"] != 43 {
		t.Errorf("%d spaces, %d water, %v land; want 119, 29, eu 47 na 43", v.NumProvinces(), water, land)
	}
	if len(v.SupplyCenters()) != 45 || scs["eu"] != 23 || scs["na"] != 22 {
		t.Errorf("%d centres %v; want 45, eu 23 na 22", len(v.SupplyCenters()), scs)
	}
	homes := 0
	for pw := 0; pw < v.NumPowers(); pw++ {
		homes += len(v.Homes(engine.PowerID(pw)))
	}
	if v.NumPowers() != 12 || homes != 29 || len(start.Units) != 28 {
		t.Errorf("%d powers, %d homes, %d units; want 12, 29, 28", v.NumPowers(), homes, len(start.Units))
	}
	if v.VictoryThreshold() != 18 || !v.Rules.VictoryByTeam || v.Rules.TeamContinent != 12 || v.Rules.MaxBuilds != 2 || !v.Rules.AbroadNearOwned {
		t.Errorf("victory %d by-team=%v continent=%d, max builds %d, abroad near-owned %v; want 18, true, 12, 2, true",
			v.VictoryThreshold(), v.Rules.VictoryByTeam, v.Rules.TeamContinent, v.Rules.MaxBuilds, v.Rules.AbroadNearOwned)
	}
	if start.Phase.Year != 1811 || v.Seasons[start.Phase.Season] != "Spring" {
		t.Errorf("starts in %s; want Spring 1811", v.PhaseName(start.Phase))
	}
	name := func(ids []engine.PowerID) string {
		var s []string
		for _, pw := range ids {
			s = append(s, v.Power(pw).ID)
		}
		return strings.Join(s, "+")
	}
	var fixed, groups []string
	for _, tm := range v.FixedTeams() {
		fixed = append(fixed, name(tm))
	}
	for _, g := range v.PairingGroups() {
		groups = append(groups, name(g))
	}
	if got := strings.Join(fixed, " "); got != "france+rhine republicans+federalists britain+canada" {
		t.Errorf("fixed teams %s", got)
	}
	if got := strings.Join(groups, " "); got != "austria+denmark+russia newspain+cherokee+shawnee" {
		t.Errorf("pairing groups %s", got)
	}
	for i, want := range []string{"French Empire", "United States", "British Empire"} {
		if got := v.FixedTeamName(i); got != want {
			t.Errorf("fixed team %d is called %q; want %q", i, got, want)
		}
	}
	if v.FixedTeamName(3) != "" {
		t.Error("a fourth fixed team has a name")
	}
	for pw := 0; pw < v.NumPowers(); pw++ {
		want := "eu"
		if pw >= 6 {
			want = "na"
		}
		if c := v.HomeContinent(engine.PowerID(pw)); c != want {
			t.Errorf("%s's home continent is %s; want %s", v.Power(engine.PowerID(pw)).Name, c, want)
		}
	}
	pw := func(n string) engine.PowerID {
		p, ok := v.LookupPower(n)
		if !ok {
			t.Fatalf("no power %q", n)
		}
		return p
	}
	for n, want := range map[string][2]int{"Russia": {3, 2}, "Britain": {3, 3}, "New Spain": {3, 3}, "France": {3, 3}} {
		if c, u := start.SCCount(pw(n)), start.UnitCount(pw(n)); c != want[0] || u != want[1] {
			t.Errorf("%s: %d centres, %d units; want %d, %d", n, c, u, want[0], want[1])
		}
	}
	for _, p := range []string{"Portugal", "Florida"} {
		l, _ := v.LookupLoc(p)
		if v.Province(v.ProvinceOf(l)).SC || start.UnitIn(v, v.ProvinceOf(l)) < 0 {
			t.Errorf("%s should carry a unit and be no centre", p)
		}
	}
	if err := v.CheckPosition(&start); err != nil {
		t.Error(err)
	}
}

// TestOvertureTerrain checks the rules' terrain against the graph: hybrids
// convoy, the eight canals touch several waters on one coast, the split
// coasts, Madrid–Cádiz for armies only, no lake borders another, no canal
// through Amsterdam or Mecklenburg, and Naples on the Western
// Mediterranean with the Tyrrhenian and Ionian still meeting.
func TestOvertureTerrain(t *testing.T) {
	v := overture(t)
	l := func(name string) engine.LocID { return loc(t, v, name) }
	prov := func(name string) *engine.Province { return v.Province(v.ProvinceOf(l(name))) }
	for _, h := range []string{"Nfl", "Bah", "His", "Dub", "Cad"} {
		if p := prov(h); !p.Convoys || p.Kind != engine.Coast {
			t.Errorf("%s is not a hybrid (coast that convoys)", h)
		}
	}
	seas := func(name string) int {
		n := 0
		for _, nb := range v.ProvinceNeighbours(v.ProvinceOf(l(name))) {
			if v.Province(nb).Kind == engine.Sea && v.Adjacent(engine.Fleet, l(name), l(v.Province(nb).ID)) {
				n++
			}
		}
		return n
	}
	for _, c := range []string{"Stk", "Cop", "Mon", "Tor", "Mwk", "Mic", "Adi", "Nia"} {
		if p := prov(c); len(p.Coasts) > 0 || p.Convoys || p.Kind != engine.Coast {
			t.Errorf("canal %s must be a one-coast province that does not convoy", c)
		}
		if n := seas(c); n < 2 && c != "Adi" && c != "Mon" {
			t.Errorf("canal %s touches %d waters; want at least 2", c, n)
		}
	}
	if !v.Adjacent(engine.Fleet, l("Mon"), l("Nfl")) || !v.Adjacent(engine.Fleet, l("Mon"), l("Ont")) {
		t.Error("Montreal must join Lake Ontario to the Gulf (Newfoundland)")
	}
	if !v.Adjacent(engine.Fleet, l("Adi"), l("Ont")) || !v.Adjacent(engine.Fleet, l("Adi"), l("NYC")) {
		t.Error("the Adirondacks must join Lake Ontario to New York City")
	}
	for _, s := range []string{"StP", "Mad", "Rup", "Ysh"} {
		if n := len(prov(s).Coasts); n != 2 {
			t.Errorf("%s has %d coasts; want 2", s, n)
		}
	}
	if !v.Adjacent(engine.Army, l("Mad"), l("Cad")) {
		t.Error("an army cannot go from Madrid to Cádiz")
	}
	for _, m := range []string{"mad", "mad/nc", "mad/ec"} {
		if v.Adjacent(engine.Fleet, l("Cad"), l(m)) || v.Adjacent(engine.Fleet, l(m), l("Cad")) {
			t.Errorf("a fleet can sail between Cádiz and %s", m)
		}
	}
	lakes := []string{"Sup", "Hur", "LMi", "Eri", "Ont"}
	for i, a := range lakes {
		for _, b := range lakes[i+1:] {
			if v.Adjacent(engine.Fleet, l(a), l(b)) {
				t.Errorf("lakes %s and %s border each other", a, b)
			}
		}
	}
	// No canal through Amsterdam or Mecklenburg: the waters each touches
	// already meet, so no fleet gains a shortcut through it.
	for _, p := range []string{"Ams", "Mek"} {
		var waters []string
		for _, nb := range v.ProvinceNeighbours(v.ProvinceOf(l(p))) {
			if v.Province(nb).Kind == engine.Sea {
				waters = append(waters, v.Province(nb).ID)
			}
		}
		for i, a := range waters {
			for _, b := range waters[i+1:] {
				if !v.Adjacent(engine.Fleet, l(a), l(b)) {
					t.Errorf("%s joins %s and %s, which do not meet: a canal", p, a, b)
				}
			}
		}
	}
	if !v.Adjacent(engine.Fleet, l("Nap"), l("Wes")) || !v.Adjacent(engine.Fleet, l("TyS"), l("Ion")) {
		t.Error("Naples must touch the Western Mediterranean, and the Tyrrhenian the Ionian")
	}
	// The Atlantic and the Arctic join the theatres.
	for _, p := range [][2]string{{"NAD", "GuS"}, {"Arc", "Hud"}, {"Arc", "Nwg"}, {"AzC", "SgS"}, {"CaC", "EqC"}} {
		if !v.Adjacent(engine.Fleet, l(p[0]), l(p[1])) {
			t.Errorf("%s and %s do not meet", p[0], p[1])
		}
	}
}

// TestOvertureRefusalsHaveTheirReasons: the scenarios check success and
// failure; here the refused convoy abroad and the third build carry their
// own reasons, and the sentences players read name them.
func TestOvertureRefusalsHaveTheirReasons(t *testing.T) {
	v := overture(t)
	pos := v.Start()
	pos.Phase.Year = 1812
	br, _ := v.LookupPower("Britain")
	ch, _ := v.LookupPower("Cherokee")
	at := func(n string) engine.LocID { l, _ := v.LookupLoc(n); return l }
	pos.Units = []engine.Unit{
		{Power: br, Type: engine.Army, Loc: at("edi")}, {Power: br, Type: engine.Fleet, Loc: at("nad")},
		{Power: br, Type: engine.Fleet, Loc: at("gus")}, {Power: ch, Type: engine.Army, Loc: at("lab")},
	}
	var orders []engine.Order
	for _, s := range []string{"A edi - mai", "F nad C A edi - mai", "F gus C A edi - mai", "A lab - dub"} {
		o, err := v.ParseOrder(s)
		if err != nil {
			t.Fatal(err)
		}
		orders = append(orders, o)
	}
	orders[0].Power, orders[1].Power, orders[2].Power, orders[3].Power = br, br, br, ch
	out, err := engine.Adjudicate(v, &pos, orders, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	refused := 0
	for _, r := range out.Results {
		if r.Order.Kind == engine.Move {
			if r.Reason != engine.ReasonConvoyAbroad || r.Success {
				t.Errorf("%s: %s (%s); want refused as convoy abroad", v.FormatOrder(r.Order), r.Reason, v.Explain(r))
			} else {
				refused++
			}
		}
	}
	if refused != 2 {
		t.Errorf("%d moves refused; want 2", refused)
	}

	// Three builds due, two allowed.
	ru, _ := v.LookupPower("Russia")
	w := v.Start()
	w.Phase = engine.Phase{Year: 1812, Season: 0, Kind: engine.Adjustment}
	w.Units = nil
	w.Owners[v.ProvinceOf(at("stk"))] = ru
	var builds []engine.Order
	for _, s := range []string{"Build A mos", "Build A smo", "Build A stp"} {
		o, err := v.ParseOrder(s)
		if err != nil {
			t.Fatal(err)
		}
		o.Power = ru
		builds = append(builds, o)
	}
	out, err = engine.Adjudicate(v, &w, builds, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	capped := 0
	for _, r := range out.Results {
		if r.Order.Power == ru && r.Reason == engine.ReasonBuildCap {
			capped++
		}
	}
	if capped != 1 || w.UnitCount(ru) != 0 || out.Next.UnitCount(ru) != 2 {
		t.Errorf("%d builds capped, %d units after; want 1 capped, 2 units", capped, out.Next.UnitCount(ru))
	}
}

// TestOvertureTwentyYearsOfRandomOrders plays random legal orders for
// twenty years (or to a win) in eight games: every phase resolves without
// error and every position stays legal; at least one game plays all twenty
// years and some build lands away from home. (Random orders hardly ever
// line up a convoy across an ocean; the scenarios cover those.)
func TestOvertureTwentyYearsOfRandomOrders(t *testing.T) {
	if testing.Short() {
		t.Skip("twenty years of twelve powers, eight times")
	}
	v := overture(t)
	awayBuilds, won, full := 0, 0, 0
	for seed := uint64(1); seed <= 8; seed++ {
		rng := rand.New(rand.NewPCG(seed, 1812))
		players := make([]selfplay.Player, v.NumPowers())
		for i := range players {
			players[i] = selfplay.Random{Rng: rng}
		}
		g, err := selfplay.Play(v, players, 20, func(g *engine.Game, out engine.Outcome) {
			if err := v.CheckPosition(&out.Next); err != nil {
				t.Fatalf("seed %d, %s: %v", seed, v.PhaseName(out.Phase), err)
			}
			for _, r := range out.Results {
				if r.Reason == engine.ReasonBuilt && v.Province(v.ProvinceOf(r.Order.Loc)).Home != r.Order.Power {
					awayBuilds++
				}
			}
		})
		if err != nil {
			t.Fatalf("seed %d, %s: %v", seed, v.PhaseName(g.Current.Phase), err)
		}
		switch {
		case g.Current.Phase.Year == 1831:
			full++
		case g.Over():
			won++
		default:
			t.Errorf("seed %d stopped in %s, neither won nor after 1830", seed, v.PhaseName(g.Current.Phase))
		}
	}
	t.Logf("%d games of all twenty years, %d won earlier, %d builds away from home", full, won, awayBuilds)
	if full == 0 {
		t.Error("no game played all twenty years")
	}
	if awayBuilds == 0 {
		t.Error("random play never built away from home")
	}
}
