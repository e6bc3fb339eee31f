package hotseat_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"dipdesk/app/hotseat"
	"dipdesk/engine"
	"dipdesk/variants"
)

func overture(t *testing.T) (*engine.Variant, []byte) {
	t.Helper()
	pkg, err := variants.Builtin("overture1812")
	if err != nil {
		t.Fatal(err)
	}
	def, err := pkg.ReadFile(variants.DefinitionFile)
	if err != nil {
		t.Fatal(err)
	}
	return pkg.Variant, def
}

func powerIDs(v *engine.Variant, powers []engine.PowerID) []string {
	var out []string
	for _, pw := range powers {
		out = append(out, v.Power(pw).ID)
	}
	return out
}

// TestTeamRowsAreThePlayers: 1812 Overture's form has six rows, the three
// fixed teams under their names and three paired players, and the pick
// decides who holds which American power.
func TestTeamRowsAreThePlayers(t *testing.T) {
	v, _ := overture(t)
	if hotseat.HasTeams(v) != true {
		t.Fatal("1812 Overture has teams")
	}
	rows := hotseat.TeamRows(v)
	want := []string{"French Empire", "United States", "British Empire", "Player 4", "Player 5", "Player 6"}
	if len(rows) != len(want) {
		t.Fatalf("%d rows; want %d", len(rows), len(want))
	}
	for k, r := range rows {
		if r.Title != want[k] || (k < 3) != (r.Fixed != nil) {
			t.Errorf("row %d: %q fixed=%v; want %q, fixed only for the first three", k, r.Title, r.Fixed, want[k])
		}
	}
	seats := []hotseat.TeamSeat{{Name: "Napoleon"}, {Name: "Madison", PIN: "1812"}, {Name: "Liverpool"},
		{Name: "Ann"}, {Name: ""}, {Name: "Cy"}}
	// Austria with the Shawnee, Denmark with New Spain, Russia with the Cherokee.
	pick := [][]int{{0, 1, 2}, {2, 0, 1}}
	players, err := hotseat.TeamPlayers("g", v, seats, pick)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for _, p := range players {
		got[p.Name] = powerIDs(v, p.Powers)
	}
	wantPowers := map[string][]string{
		"Napoleon": {"france", "rhine"}, "Madison": {"republicans", "federalists"}, "Liverpool": {"britain", "canada"},
		"Ann": {"austria", "shawnee"}, "Cy": {"russia", "cherokee"},
	}
	for name, ps := range wantPowers {
		if !slices.Equal(got[name], ps) {
			t.Errorf("%s holds %v; want %v", name, got[name], ps)
		}
	}
	if len(players) != 5 {
		t.Errorf("%d players; the empty row plays nobody, want 5", len(players))
	}
	if _, err := hotseat.TeamPlayers("g", v, seats, [][]int{{0, 0, 1}, {0, 1, 2}}); err == nil {
		t.Error("a pick giving one power to two players was accepted")
	}
	if p := hotseat.RandomPick(v, rand.New(rand.NewPCG(1, 2))); len(p) != 2 || len(p[0]) != 3 {
		t.Errorf("random pick %v", p)
	}
}

// TestTeamSessionWinsAsAPlayer: the session's players are the game's
// teams, so the French Empire wins on France's and Rhine's centres
// together and the verdict names the player; two players winning on
// different continents both win.
func TestTeamSessionWinsAsAPlayer(t *testing.T) {
	v, def := overture(t)
	seats := []hotseat.TeamSeat{{Name: "Napoleon"}, {Name: "Madison"}, {Name: "Liverpool"}, {Name: "Ann"}, {Name: "Bob"}, {Name: "Cy"}}
	players, err := hotseat.TeamPlayers("g", v, seats, [][]int{{0, 1, 2}, {0, 1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := hotseat.New("g", "overture1812", def, v, engine.Options{}, players)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Game.Options.Teams) != 6 {
		t.Fatalf("the game's teams are %v; want the six players", s.Game.Options.Teams)
	}
	// Centres per continent (eu, na): Ann holds Austria's two and New
	// Spain's Cádiz in Europe, Mexico City and Havana in America.
	if got := v.Continents(); !slices.Equal(got, []string{"eu", "na"}) {
		t.Fatalf("continents %v", got)
	}
	want := map[string][2]int{"Napoleon": {5, 0}, "Madison": {0, 5}, "Liverpool": {3, 2}, "Ann": {3, 2}, "Bob": {2, 2}, "Cy": {3, 2}}
	for _, ps := range s.PlayerStandings() {
		name := s.Players[ps.Player].Name
		if w := want[name]; len(ps.Continents) != 2 || ps.Continents[0] != w[0] || ps.Continents[1] != w[1] {
			t.Errorf("%s holds %v centres in (eu, na); want %v", name, ps.Continents, w)
		}
	}
	pw := func(n string) engine.PowerID { p, _ := v.LookupPower(n); return p }
	loc := func(n string) engine.LocID { l, _ := v.LookupLoc(n); return l }
	prov := func(n string) engine.ProvinceID { return v.ProvinceOf(loc(n)) }
	set := func(owner string, names ...string) {
		for _, n := range names {
			s.Game.Current.Owners[prov(n)] = pw(owner)
		}
	}
	pos := &s.Game.Current
	pos.Phase = engine.Phase{Year: 1815, Season: 1, Kind: engine.Movement}
	for i := range pos.Owners {
		pos.Owners[i] = engine.NoPower
	}
	set("france", "par", "ams", "brc", "war", "kon", "ven", "nap", "mad", "cad", "lon", "edi", "dub")
	set("rhine", "fra", "dre", "vie", "bud", "wlc")
	pos.Units = []engine.Unit{{Power: pw("france"), Type: engine.Army, Loc: loc("han")}}
	if err := s.SetOrders(pw("france"), []engine.Order{{Kind: engine.Move, Type: engine.Army, Loc: loc("han"), Dest: loc("cop")}}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Resolve(); err != nil {
		t.Fatal(err)
	}
	if got := s.Verdict(); got != "Napoleon (France, Rhine Confederation) wins!" {
		t.Errorf("verdict %q", got)
	}
}
