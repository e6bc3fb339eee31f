// Package selfplay plays whole games with a player in every seat, with no
// people and no window: the engine of `dipdesk balance` (and of computer
// players to come).
//
// It sits beside the engine, not in the app, because it needs nothing but
// the rules: no Fyne, no files, no display. So the command line, the tests
// and a headless CI run it as they are, and the app can chart its Report
// without the self-play loop pulling a window toolkit into every caller.
//
//	rep, err := selfplay.Balance(v, selfplay.Config{Games: 200, Years: 15, Seed: 1})
//	fmt.Print(rep.Table())
package selfplay

import (
	"fmt"
	"math/rand/v2"

	"dipdesk/engine"
)

// Player chooses one power's orders for the position's phase.
type Player interface {
	Orders(v *engine.Variant, pos *engine.Position, pw engine.PowerID) []engine.Order
}

// Random plays random legal orders: each unit one of its legal orders,
// a move three times in four when it has one; in a retreat a random retreat
// or disband; in an adjustment as many random builds or removals as the
// power is owed, on distinct places. It is the stand-in for a computer
// player until one exists: it tells a designer which starts the board
// itself favours, not which a good player would.
type Random struct {
	Rng *rand.Rand
}

// Orders implements Player.
func (r Random) Orders(v *engine.Variant, pos *engine.Position, pw engine.PowerID) []engine.Order {
	if pos.Phase.Kind == engine.Adjustment {
		return r.adjustments(v, pos, pw)
	}
	byLoc := map[engine.LocID][]engine.Order{}
	var locs []engine.LocID
	for _, o := range v.AllLegalOrders(pos) {
		if owner(pos, o) != pw {
			continue
		}
		if _, ok := byLoc[o.Loc]; !ok {
			locs = append(locs, o.Loc)
		}
		byLoc[o.Loc] = append(byLoc[o.Loc], o)
	}
	var out []engine.Order
	for _, l := range locs {
		list := byLoc[l]
		var moves []engine.Order
		for _, o := range list {
			if o.Kind == engine.Move {
				moves = append(moves, o)
			}
		}
		if len(moves) > 0 && r.Rng.IntN(4) > 0 {
			out = append(out, moves[r.Rng.IntN(len(moves))])
		} else {
			out = append(out, list[r.Rng.IntN(len(list))])
		}
	}
	return out
}

func (r Random) adjustments(v *engine.Variant, pos *engine.Position, pw engine.PowerID) []engine.Order {
	need := v.Delta(pos, pw)
	if need < 0 {
		need = -need
	}
	opts := v.AdjustmentOrders(pos, pw)
	r.Rng.Shuffle(len(opts), func(i, j int) { opts[i], opts[j] = opts[j], opts[i] })
	used := map[engine.ProvinceID]bool{}
	var out []engine.Order
	for _, o := range opts {
		if len(out) == need {
			break
		}
		if o.Kind == engine.Waive {
			continue
		}
		p := v.ProvinceOf(o.Loc)
		if used[p] {
			continue
		}
		used[p] = true
		out = append(out, o)
	}
	return out
}

// owner is the power whose unit an order commands: the order's own power,
// or the unit's owner when the generator left it unset.
func owner(pos *engine.Position, o engine.Order) engine.PowerID {
	if o.Power != engine.NoPower {
		return o.Power
	}
	if pos.Phase.Kind == engine.Retreat {
		for _, d := range pos.Dislodged {
			if d.Loc == o.Loc {
				return d.Power
			}
		}
		return engine.NoPower
	}
	for _, u := range pos.Units {
		if u.Loc == o.Loc {
			return u.Power
		}
	}
	return engine.NoPower
}

// Play plays one game of v from its start with players[pw] in each seat
// until it is over or the last year's adjustments are done (years counted
// from the start year, so 15 from 1776 is 1776 to 1790). Each resolved
// phase is passed to watch, if not nil. A nil player leaves its power in
// civil disorder. Every player's orders are checked first: an illegal
// order, an order for another power's unit or two orders for one unit is
// the player's error and ends the game, as the engine's errors do; it
// returns the game and that error.
func Play(v *engine.Variant, players []Player, years int, watch func(*engine.Game, engine.Outcome)) (*engine.Game, error) {
	return PlayWith(v, engine.Options{}, players, years, watch)
}

// PlayWith is Play with game options, e.g. an end year.
func PlayWith(v *engine.Variant, opt engine.Options, players []Player, years int, watch func(*engine.Game, engine.Outcome)) (*engine.Game, error) {
	g := engine.NewGame(v, opt)
	last := g.Current.Phase.Year + years - 1
	for !g.Over() && g.Current.Phase.Year <= last {
		var orders []engine.Order
		for pw := range players {
			if players[pw] == nil {
				continue // civil disorder
			}
			mine, err := checked(v, &g.Current, engine.PowerID(pw), players[pw].Orders(v, &g.Current, engine.PowerID(pw)))
			if err != nil {
				return g, err
			}
			orders = append(orders, mine...)
		}
		out, err := g.Resolve(orders)
		if err != nil {
			return g, err
		}
		if watch != nil {
			watch(g, out)
		}
	}
	return g, nil
}

// checked returns power pw's orders if each is legal, its own, and the
// only one for its unit; otherwise an error naming the order.
func checked(v *engine.Variant, pos *engine.Position, pw engine.PowerID, orders []engine.Order) ([]engine.Order, error) {
	seen := map[engine.LocID]bool{}
	for i, o := range orders {
		if o.Power == engine.NoPower {
			orders[i].Power = pw
			o.Power = pw
		}
		if o.Power != pw {
			return nil, fmt.Errorf("selfplay: %s's player gave %q for %s", v.Power(pw).Name, v.FormatOrder(o), v.Power(o.Power).Name)
		}
		if _, err := v.Check(pos, o); err != nil {
			return nil, fmt.Errorf("selfplay: %s's player gave an illegal order: %w", v.Power(pw).Name, err)
		}
		if o.Kind != engine.Build && o.Kind != engine.Waive {
			if seen[o.Loc] {
				return nil, fmt.Errorf("selfplay: %s's player gave two orders for the unit in %s", v.Power(pw).Name, v.LocName(o.Loc))
			}
			seen[o.Loc] = true
		}
	}
	return orders, nil
}
