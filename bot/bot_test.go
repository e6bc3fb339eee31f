package bot_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"dipdesk/bot"
	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/variants"
)

// testBudget keeps the hard level's search small in tests that play whole
// games: they check legality and coordination, not strength.
const testBudget = 200

func builtin(t testing.TB, id string) *engine.Variant {
	t.Helper()
	p, err := variants.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	return p.Variant
}

// checkOrders fails the test unless every order is legal, given for a
// power of side, and the only one for its unit, and unless an adjustment
// gives no more than each power is owed.
func checkOrders(t *testing.T, v *engine.Variant, pos *engine.Position, side []engine.PowerID, orders []engine.Order) {
	t.Helper()
	seen := map[engine.LocID]bool{}
	for _, o := range orders {
		if !slices.Contains(side, o.Power) {
			t.Fatalf("%s: order %q for power %d, not of the side %v", v.PhaseName(pos.Phase), v.FormatOrder(o), o.Power, side)
		}
		if _, err := v.Check(pos, o); err != nil {
			t.Fatalf("%s: %v", v.PhaseName(pos.Phase), err)
		}
		if o.Kind != engine.Waive && o.Kind != engine.Build {
			if seen[o.Loc] {
				t.Fatalf("%s: two orders for %s", v.PhaseName(pos.Phase), v.LocName(o.Loc))
			}
			seen[o.Loc] = true
		}
	}
	if pos.Phase.Kind == engine.Adjustment {
		for _, pw := range side {
			n := 0
			for _, o := range orders {
				if o.Power == pw && o.Kind != engine.Waive {
					n++
				}
			}
			if d := v.Delta(pos, pw); n > max(d, -d) {
				t.Fatalf("%s: %s gave %d adjustments, owed %d", v.PhaseName(pos.Phase), v.Power(pw).Name, n, d)
			}
		}
	}
}

// TestBotsGiveLegalOrdersAndCoordinate plays hard bots against easy ones
// and random players in Classic, England and France held by one hard bot,
// and checks every order; it also counts what coordination happened: the
// hard side supports its own moves and holds, convoys its armies with its
// own fleets, retreats rather than disbands when it can, and builds what
// it is owed.
func TestBotsGiveLegalOrdersAndCoordinate(t *testing.T) {
	if underRace {
		t.Skip("fifteen years of strategy: go test plays it; under -race TestEveryVariantPlaysToAResult plays teams")
	}
	v := builtin(t, "classic")
	eng, _ := v.LookupPower("england")
	fra, _ := v.LookupPower("france")
	team := &bot.Bot{Level: bot.Hard, Seed: 5, Team: []engine.PowerID{eng, fra}, Budget: testBudget}
	sides := [][]engine.PowerID{{eng, fra}}
	players := map[engine.PowerID]func(*engine.Position) []engine.Order{}
	rng := rand.New(rand.NewPCG(1, 2))
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		if pw == eng || pw == fra {
			continue
		}
		sides = append(sides, []engine.PowerID{pw})
		switch pw % 3 {
		case 0:
			b := &bot.Bot{Level: bot.Hard, Seed: uint64(pw), Budget: testBudget}
			players[pw] = func(pos *engine.Position) []engine.Order { return b.Play(v, pos, []engine.PowerID{pw}) }
		case 1:
			b := &bot.Bot{Level: bot.Easy, Seed: uint64(pw)}
			players[pw] = func(pos *engine.Position) []engine.Order { return b.Play(v, pos, []engine.PowerID{pw}) }
		default:
			r := selfplay.Random{Rng: rng}
			players[pw] = func(pos *engine.Position) []engine.Order { return r.Orders(v, pos, pw) }
		}
	}
	var supports, supportedOwn, convoyed, retreats, disbandsWithRoom, builds, owed int
	g := engine.NewGame(v, engine.Options{})
	for !g.Over() && g.Current.Phase.Year < 1916 {
		pos := &g.Current
		var all []engine.Order
		for _, side := range sides {
			var orders []engine.Order
			if len(side) == 2 {
				orders = team.Play(v, pos, side)
			} else {
				orders = players[side[0]](pos)
			}
			checkOrders(t, v, pos, side, orders)
			all = append(all, orders...)
		}
		// the team's coordination, read from its orders
		mine := team.Play(v, pos, sides[0])
		moving := map[engine.LocID]engine.LocID{}
		for _, o := range mine {
			if o.Kind == engine.Move {
				moving[o.Loc] = o.Dest
			}
		}
		for _, o := range mine {
			switch o.Kind {
			case engine.Support:
				supports++
				if i := pos.UnitIn(v, v.ProvinceOf(o.Target)); i >= 0 && slices.Contains(sides[0], pos.Units[i].Power) {
					dest, moves := moving[o.Target]
					if o.Dest == engine.NoLoc && !moves || moves && v.ProvinceOf(dest) == v.ProvinceOf(o.Dest) {
						supportedOwn++
					}
				}
			case engine.Disband:
				if len(v.RetreatOptions(pos, dislodgedAt(pos, o.Loc))) > 0 {
					disbandsWithRoom++
				}
			case engine.Build:
				builds++
			}
			if pos.Phase.Kind == engine.Retreat && o.Kind == engine.Move {
				retreats++
			}
		}
		if pos.Phase.Kind == engine.Adjustment {
			for _, pw := range sides[0] {
				owed += max(v.Delta(pos, pw), 0)
			}
		}
		out, err := g.Resolve(all)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range out.Results {
			if r.Order.Kind == engine.Move && slices.Contains(sides[0], r.Order.Power) && r.Reason == engine.ReasonMoved &&
				!v.Adjacent(r.Order.Type, r.Order.Loc, r.Order.Dest) {
				convoyed++
			}
		}
	}
	t.Logf("team: %d supports (%d of its own orders), %d convoyed moves, %d retreats, %d disbands with room, %d of %d builds",
		supports, supportedOwn, convoyed, retreats, disbandsWithRoom, builds, owed)
	if supports < 20 || supportedOwn != supports {
		t.Errorf("%d supports, %d matching the team's own orders: want many, all matching", supports, supportedOwn)
	}
	if disbandsWithRoom > 0 {
		t.Errorf("%d disbands where a retreat was possible", disbandsWithRoom)
	}
	if owed > 0 && builds == 0 {
		t.Errorf("owed %d builds, built none", owed)
	}
}

func dislodgedAt(pos *engine.Position, l engine.LocID) engine.Dislodged {
	for _, d := range pos.Dislodged {
		if d.Loc == l {
			return d
		}
	}
	return engine.Dislodged{}
}

// unit places a unit for a hand-made position.
func unit(t *testing.T, v *engine.Variant, pw engine.PowerID, typ engine.UnitType, where string) engine.Unit {
	t.Helper()
	l, ok := v.LookupLoc(where)
	if !ok {
		t.Fatalf("no location %q", where)
	}
	return engine.Unit{Type: typ, Power: pw, Loc: l}
}

func position(v *engine.Variant, phase engine.Phase, units ...engine.Unit) engine.Position {
	pos := v.Start()
	pos.Phase = phase
	pos.Units = units
	sort.Slice(pos.Units, func(i, j int) bool { return v.ProvinceOf(pos.Units[i].Loc) < v.ProvinceOf(pos.Units[j].Loc) })
	return pos
}

// TestHardBotDefendsAndAttacksWithSupport: a home centre with two enemy
// armies next to it is kept against every attack they could make, and a
// centre held by another power is attacked with support rather than alone.
func TestHardBotDefendsAndAttacksWithSupport(t *testing.T) {
	v := builtin(t, "classic")
	ger, _ := v.LookupPower("germany")
	fra, _ := v.LookupPower("france")
	eng, _ := v.LookupPower("england")
	fall := engine.Phase{Year: 1903, Season: 1, Kind: engine.Movement}
	A, F := engine.Army, engine.Fleet

	pos := position(v, fall, unit(t, v, fra, A, "bur"), unit(t, v, fra, A, "tyr"),
		unit(t, v, ger, A, "mun"), unit(t, v, ger, A, "kie"), unit(t, v, ger, A, "ber"))
	orders := (&bot.Bot{Level: bot.Hard, Seed: 1}).Play(v, &pos, []engine.PowerID{ger})
	checkOrders(t, v, &pos, []engine.PowerID{ger}, orders)
	// whatever France does with its two armies, Munich stays German
	mun := v.ProvinceOf(mustLoc(t, v, "mun"))
	for _, attack := range [][]string{
		{"A Bur - Mun", "A Tyr S A Bur - Mun"},
		{"A Tyr - Mun", "A Bur S A Tyr - Mun"},
		{"A Bur - Mun", "A Tyr - Mun"},
		{"A Bur H", "A Tyr H"},
	} {
		all := append([]engine.Order(nil), orders...)
		for _, text := range attack {
			o, err := v.ParseOrder(text)
			if err != nil {
				t.Fatal(err)
			}
			o.Power = fra
			all = append(all, o)
		}
		out, err := engine.Adjudicate(v, &pos, all, engine.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if i := out.After.UnitIn(v, mun); i >= 0 && out.After.Units[i].Power == fra {
			t.Errorf("Germany's %s lose Munich to %v", text(v, orders), attack)
		}
	}

	pos = position(v, fall, unit(t, v, eng, A, "hol"), unit(t, v, ger, A, "ruh"), unit(t, v, ger, F, "kie"),
		unit(t, v, ger, A, "mun"))
	pos.Owners[v.ProvinceOf(mustLoc(t, v, "hol"))] = engine.NoPower
	for _, c := range []string{"bel", "den"} { // no easier prize beside Holland
		pos.Owners[v.ProvinceOf(mustLoc(t, v, c))] = ger
	}
	orders = (&bot.Bot{Level: bot.Hard, Seed: 1}).Play(v, &pos, []engine.PowerID{ger})
	checkOrders(t, v, &pos, []engine.PowerID{ger}, orders)
	hol := v.ProvinceOf(mustLoc(t, v, "hol"))
	attacks, supports := 0, 0
	for _, o := range orders {
		if o.Kind == engine.Move && v.ProvinceOf(o.Dest) == hol {
			attacks++
		}
		if o.Kind == engine.Support && o.Dest != engine.NoLoc && v.ProvinceOf(o.Dest) == hol {
			supports++
		}
	}
	if attacks != 1 || supports == 0 {
		t.Errorf("Holland held by England: %d attacks, %d supports; orders %s", attacks, supports, text(v, orders))
	}
}

func mustLoc(t *testing.T, v *engine.Variant, name string) engine.LocID {
	t.Helper()
	l, ok := v.LookupLoc(name)
	if !ok {
		t.Fatalf("no location %q", name)
	}
	return l
}

func text(v *engine.Variant, orders []engine.Order) string {
	s := ""
	for _, o := range orders {
		s += fmt.Sprintf("[%s] ", v.FormatOrder(o))
	}
	return s
}

// TestBotsAreRepeatable: the same seed gives the same orders, another seed
// may differ.
func TestBotsAreRepeatable(t *testing.T) {
	v := builtin(t, "classic")
	pos := v.Start()
	for _, l := range bot.Levels() {
		for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
			a := (&bot.Bot{Level: l, Seed: 9}).Play(v, &pos, []engine.PowerID{pw})
			b := (&bot.Bot{Level: l, Seed: 9}).Play(v, &pos, []engine.PowerID{pw})
			if !slices.Equal(a, b) {
				t.Errorf("%s %s: the same seed gave %s and %s", l, v.Power(pw).Name, text(v, a), text(v, b))
			}
		}
	}
}

// TestEveryVariantPlaysToAResult plays a bot-only game of every shipped
// variant (a hard bot in the first seat or team, easy ones in the others;
// a team's powers share one bot) until
// it is won, drawn or ended by its calendar (set 40 years on): the bots know
// no variant by name, so a variant added later is covered here at once.
func TestEveryVariantPlaysToAResult(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		t.Run(p.ID, func(t *testing.T) {
			v := p.Variant
			// one bot per team of the variant's seating (a team plays as one
			// side), the first team hard
			players := make([]selfplay.Player, v.NumPowers())
			teams, err := v.Seating(nil)
			if err != nil {
				t.Fatal(err)
			}
			for k, team := range teams {
				b := &bot.Bot{Level: bot.Easy, Seed: uint64(k), Team: team}
				if k == 0 {
					b.Level, b.Budget = bot.Hard, testBudget
				}
				for _, pw := range team {
					players[pw] = b
				}
			}
			for pw := range players {
				if players[pw] == nil {
					// the rest alternate easy and medium, so both levels
					// meet every variant
					players[pw] = &bot.Bot{Level: bot.Levels()[pw%2], Seed: uint64(100 + pw)}
				}
			}
			if len(teams) == 0 {
				players[0] = &bot.Bot{Level: bot.Hard, Seed: 1, Budget: testBudget}
			}
			// the game ends by its calendar after 40 years (10 on boards of
			// more than 150 provinces, to keep the test quick) if nobody has
			// won or drawn by then, as a table playing to a set year would
			years := 40
			if v.NumProvinces() > 150 {
				years = 10
			}
			if underRace {
				years = 2 // enough for the search's goroutines on every board
			}
			start := v.Start().Phase.Year
			g, err := selfplay.PlayWith(v, engine.Options{EndYear: start + years}, players, years+1, nil)
			if err != nil {
				t.Fatalf("%s: %v", v.PhaseName(g.Current.Phase), err)
			}
			if !g.Over() {
				t.Fatalf("no result in %d years: %s", years, scs(v, &g.Current))
			}
			t.Logf("%s, winners %v, drawn %v: %s", v.PhaseName(g.Current.Phase), g.Winners, g.Drawn, scs(v, &g.Current))
		})
	}
}

func scs(v *engine.Variant, pos *engine.Position) string {
	s := ""
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		s += fmt.Sprintf("%s %d ", v.Power(pw).Name, pos.SCCount(pw))
	}
	return s
}
