package bot_test

import (
	"testing"

	"dipdesk/bot"
	"dipdesk/engine"
	"dipdesk/engine/selfplay"
)

// selfCheck wraps a player and checks, every movement phase, that none of
// its orders would bounce off another of its own: two moves into one
// province, a move into a friend who stays, or two friends swapping.
type selfCheck struct {
	t *testing.T
	p selfplay.Player
	n int // movement phases checked
}

func (c *selfCheck) Orders(v *engine.Variant, pos *engine.Position, pw engine.PowerID) []engine.Order {
	orders := c.p.Orders(v, pos, pw)
	if pos.Phase.Kind != engine.Movement {
		return orders
	}
	c.n++
	into := map[engine.ProvinceID]engine.Order{}
	leaving := map[engine.ProvinceID]engine.ProvinceID{} // from → to
	for _, o := range orders {
		if o.Kind == engine.Move {
			d := v.ProvinceOf(o.Dest)
			if prev, ok := into[d]; ok && !v.Province(d).Box {
				c.t.Errorf("%s: %s and %s bounce", v.PhaseName(pos.Phase), v.FormatOrder(prev), v.FormatOrder(o))
			}
			into[d] = o
			leaving[v.ProvinceOf(o.Loc)] = d
		}
	}
	for d, o := range into {
		if i := pos.UnitIn(v, d); i >= 0 && pos.Units[i].Power == pw {
			to, leaves := leaving[d]
			if !leaves || to == v.ProvinceOf(o.Loc) {
				c.t.Errorf("%s: %s runs into its own unit", v.PhaseName(pos.Phase), v.FormatOrder(o))
			}
		}
	}
	return orders
}

// TestMediumNeverBouncesItself plays medium bots in every seat of Classic
// for ten years: their orders are legal (Play checks them) and no power's
// own units ever bounce each other, which the description's "support the
// friend who already took the destination" is there to prevent.
func TestMediumNeverBouncesItself(t *testing.T) {
	v := builtin(t, "classic")
	players := make([]selfplay.Player, v.NumPowers())
	checks := make([]*selfCheck, v.NumPowers())
	for pw := range players {
		checks[pw] = &selfCheck{t: t, p: &bot.Bot{Level: bot.Medium, Seed: uint64(pw + 1)}}
		players[pw] = checks[pw]
	}
	g, err := selfplay.Play(v, players, 10, nil)
	if err != nil {
		t.Fatal(err)
	}
	if checks[0].n < 10 {
		t.Fatalf("only %d movement phases checked", checks[0].n)
	}
	// the medium bots fight: by the end some power holds more than its
	// start and some centre changed hands
	most := 0
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		most = max(most, g.Current.SCCount(pw))
	}
	if most <= 4 {
		t.Errorf("after ten years no power holds more than %d centres", most)
	}
}

// TestMediumSupportsAFriendsMove: in the opening, a medium France moves
// or supports with every unit; a unit whose destination a friend took
// supports the friend. Over many seeds at least one support appears and
// never a support for an order the friend did not give.
func TestMediumSupportsOnlyGivenOrders(t *testing.T) {
	v := builtin(t, "classic")
	supports := 0
	for seed := range uint64(40) {
		g, err := selfplay.Play(v, []selfplay.Player{
			&bot.Bot{Level: bot.Medium, Seed: seed}, &bot.Bot{Level: bot.Medium, Seed: seed + 1},
			&bot.Bot{Level: bot.Medium, Seed: seed + 2}, &bot.Bot{Level: bot.Medium, Seed: seed + 3},
			&bot.Bot{Level: bot.Medium, Seed: seed + 4}, &bot.Bot{Level: bot.Medium, Seed: seed + 5},
			&bot.Bot{Level: bot.Medium, Seed: seed + 6}}, 3, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, turn := range g.Turns {
			byLoc := map[engine.LocID]engine.Order{}
			for _, o := range turn.Orders {
				byLoc[o.Loc] = o
			}
			for _, o := range turn.Orders {
				if o.Kind != engine.Support {
					continue
				}
				supports++
				f, ok := byLoc[o.Target]
				if !ok || f.Power != o.Power {
					continue // supporting another power's unit is not the medium way, but not void here
				}
				want := f.Kind == engine.Move
				if (o.Dest != engine.NoLoc) != want || want && v.ProvinceOf(o.Dest) != v.ProvinceOf(f.Dest) {
					t.Errorf("%s: %s supports %s, which was not ordered", v.PhaseName(turn.Position.Phase), v.FormatOrder(o), v.FormatOrder(f))
				}
			}
		}
	}
	if supports == 0 {
		t.Error("no support in 40 three-year games")
	}
}
