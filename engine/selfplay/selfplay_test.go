package selfplay_test

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/variants"
)

func builtin(t *testing.T, id string) *engine.Variant {
	t.Helper()
	p, err := variants.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	return p.Variant
}

// TestRandomOrdersAreLegalAndOwnOnly plays random games of Classic and
// checks every order a Random player gives: legal in its position, for one
// of the player's own units, at most one per unit, and as many builds or
// removals as the power is owed, never more.
func TestRandomOrdersAreLegalAndOwnOnly(t *testing.T) {
	v := builtin(t, "classic")
	rng := rand.New(rand.NewPCG(3, 4))
	r := selfplay.Random{Rng: rng}
	g := engine.NewGame(v, engine.Options{})
	kinds := map[engine.PhaseKind]int{}
	for !g.Over() && g.Current.Phase.Year < 1931 && (kinds[engine.Retreat] < 3 || g.Current.Phase.Year < 1906) {
		pos := &g.Current
		var all []engine.Order
		for pw := 0; pw < v.NumPowers(); pw++ {
			p := engine.PowerID(pw)
			orders := r.Orders(v, pos, p)
			seen := map[engine.LocID]bool{}
			for _, o := range orders {
				if _, err := v.Check(pos, o); err != nil {
					t.Fatalf("%s: %s gave %q: %v", v.PhaseName(pos.Phase), v.Power(p).Name, v.FormatOrder(o), err)
				}
				if o.Power != engine.NoPower && o.Power != p {
					t.Fatalf("%s: %s gave %q for another power", v.PhaseName(pos.Phase), v.Power(p).Name, v.FormatOrder(o))
				}
				if seen[o.Loc] {
					t.Fatalf("%s: %s gave two orders at %s", v.PhaseName(pos.Phase), v.Power(p).Name, v.FormatOrder(o))
				}
				seen[o.Loc] = true
			}
			if pos.Phase.Kind == engine.Adjustment {
				if d := v.Delta(pos, p); len(orders) > max(d, -d) {
					t.Fatalf("%s: %s gave %d adjustment orders, owed %d", v.PhaseName(pos.Phase), v.Power(p).Name, len(orders), d)
				}
			}
			all = append(all, orders...)
		}
		kinds[pos.Phase.Kind]++
		if _, err := g.Resolve(all); err != nil {
			t.Fatal(err)
		}
	}
	if kinds[engine.Retreat] == 0 || kinds[engine.Adjustment] == 0 {
		t.Errorf("phases played %v: want retreats and adjustments among them", kinds)
	}
}

// TestBalanceAddsUp checks a small balance run's figures against each
// other: every game is won or not, shares of one year sum to at most all
// the centres, the first year's shares are near the start's, and the same
// seed gives the same report.
func TestBalanceAddsUp(t *testing.T) {
	v := builtin(t, "1776")
	cfg := selfplay.Config{Games: 12, Years: 8, Seed: 7}
	rep, err := selfplay.Balance(v, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Errors != 0 {
		t.Fatalf("%d games stopped with an engine error", rep.Errors)
	}
	wins := rep.NoWinner
	for _, st := range rep.Powers {
		wins += st.Wins
		if len(st.Share) != cfg.Years || len(st.HomeLost) != cfg.Years {
			t.Fatalf("%s: %d shares, %d home-loss years; want %d", st.Name, len(st.Share), len(st.HomeLost), cfg.Years)
		}
		lost := 0
		for _, n := range st.HomeLost {
			lost += n
		}
		if lost > rep.Games || st.Eliminated > rep.Games {
			t.Errorf("%s: lost a home in %d and was eliminated in %d of %d games", st.Name, lost, st.Eliminated, rep.Games)
		}
	}
	if wins != rep.Games {
		t.Errorf("wins and games without a winner add up to %d, want %d games", wins, rep.Games)
	}
	start := v.Start()
	for y := 0; y < cfg.Years; y++ {
		sum := 0.0
		for _, st := range rep.Powers {
			sum += st.Share[y]
		}
		if sum > 1.0001 || sum < 0.5 {
			t.Errorf("%d: shares sum to %.3f", rep.StartYear+y, sum)
		}
	}
	for pw, st := range rep.Powers {
		had := float64(start.SCCount(engine.PowerID(pw))) / float64(len(v.SupplyCenters()))
		if st.Share[0] < had/2 || st.Share[0] > had+0.15 {
			t.Errorf("%s holds %.2f of the centres after 1776, from %.2f at the start", st.Name, st.Share[0], had)
		}
	}
	again, err := selfplay.Balance(v, cfg)
	if err != nil || !reflect.DeepEqual(rep, again) {
		t.Errorf("the same seed gave another report (%v)", err)
	}
	table := rep.Table()
	for _, want := range []string{"1776 to 1783", "no computer players", "Iroquois Confederacy", "games: 12, errors: 0"} {
		if !strings.Contains(table, want) {
			t.Errorf("the table lacks %q:\n%s", want, table)
		}
	}
}

// TestBalanceRefusesNothingToPlay: no games or no years is an error.
func TestBalanceRefusesNothingToPlay(t *testing.T) {
	v := builtin(t, "classic")
	for _, cfg := range []selfplay.Config{{Games: 0, Years: 5}, {Games: 5, Years: 0}} {
		if _, err := selfplay.Balance(v, cfg); err == nil {
			t.Errorf("%+v: no error", cfg)
		}
	}
}
