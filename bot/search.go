package bot

import (
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"

	"dipdesk/engine"
)

// The hard level chooses its movement orders by search, the way strong
// no-press agents do, with heuristic candidates in place of a neural
// policy:
//
//  1. Every power still on the board (the bot's side counting as one)
//     gets a handful of candidate order sets: the hard planner's own plan,
//     noisier versions of it, the medium level's plans, and an all-out
//     attack on the side's centres for the others.
//  2. Regret matching over those candidates: each round every power's
//     choice is drawn from its current mixed strategy, and every power's
//     every candidate is played against the others' draws through the
//     real adjudicator and valued for that power; each power shifts weight
//     towards the candidates it regrets not playing.
//  3. The side plays the candidate worth most on average against what
//     the others drew over all rounds (a sampled best response), near
//     ties broken by the seed so that openings vary from game to game.
//
// A position's value for a power (value.go) counts the centres it will
// hold, its home centres as build sites, units it loses, and what the next
// season threatens or offers, so a Spring move is worth what it sets up
// for the Fall. Adjudications of one round run on every core; their
// results are gathered in a fixed order, so the orders chosen depend on
// the seed alone, never on the number of cores or the timing.

// DefaultBudget is the hard level's adjudications per movement decision
// on a board the size of Classic's when Bot.Budget is 0; bigger boards
// get fewer (defaultBudget), as each adjudication costs more there.
const DefaultBudget = 6000

// budgetBoard is the number of provinces DefaultBudget is meant for.
const budgetBoard = 80

// defaultBudget is DefaultBudget scaled down for boards with more
// provinces than Classic, so that a decision takes about as long
// wherever it is played (the issue asks at most 1 s on Classic, 3 s on
// Imperial, on two cores).
func defaultBudget(v *engine.Variant) int {
	return DefaultBudget * budgetBoard / max(budgetBoard, v.NumProvinces())
}

const (
	sideCandidates  = 14 // candidate order sets for the bot's side
	otherCandidates = 7  // for every other power
	minRounds       = 6
	maxRounds       = 200
	tieNoise        = 0.08 // the seeded noise on the final choice, in centres
	polishSamples   = 8    // the others' order sets a polished set is valued against
	// exploreShare is how often another power's draw is any of its
	// candidates rather than its regret-matching choice: real opponents
	// are not at equilibrium, and a plan must hold up against their
	// plain, greedy moves too
	exploreShare = 0.4
	// caution is the weight of the worst quarter of outcomes in a plan's
	// worth (cautious)
	caution = 0.3
	// attackShare: the all-out attack counts as one outcome in this many
	// rounds (at least one)
	attackShare = 8
	polishGain  = 0.01 // the least gain a changed order must bring
	repeatCost  = 0.3  // per unsupported repeat of a move that bounced
)

// repeats counts the set's unsupported moves that bounced last time.
func (p *planner) repeats(set []engine.Order) int {
	n := 0
	for _, o := range set {
		if o.Kind != engine.Move || !p.failed[failedMove{o.Loc, p.prov(o.Dest)}] {
			continue
		}
		supported := false
		for _, s := range set {
			supported = supported || s.Kind == engine.Support && s.Target == o.Loc && s.Dest != engine.NoLoc && p.prov(s.Dest) == p.prov(o.Dest)
		}
		if !supported {
			n++
		}
	}
	return n
}

// player is one decision-maker in the search: the bot's side or one other
// power, with its candidate order sets and its own view of the board.
type player struct {
	powers []engine.PowerID
	cands  [][]engine.Order
	view   *planner // values from this player's point of view
}

// searchMovement chooses the side's movement orders by regret matching
// over candidate order sets of every power.
func (p *planner) searchMovement(budget int) []engine.Order {
	v, pos := p.v, p.pos
	if budget <= 0 {
		budget = defaultBudget(v)
	}
	all := v.AllLegalOrders(pos)
	players := []*player{{powers: p.side, view: p}}
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		if !p.ours(pw) && pos.UnitCount(pw) > 0 {
			view := newPlanner(v, pos, []engine.PowerID{pw}, Hard, rand.New(rand.NewPCG(p.rng.Uint64(), uint64(pw))))
			players = append(players, &player{powers: []engine.PowerID{pw}, view: view})
		}
	}
	attack := p.attackGuess(all, nil)
	for k, pl := range players {
		n := otherCandidates
		if k == 0 {
			n = sideCandidates
		}
		pl.cands = pl.view.candidates(all, n)
		if k > 0 {
			var share []engine.Order
			for _, o := range attack {
				if slices.Contains(pl.powers, o.Power) {
					share = append(share, o)
				}
			}
			pl.cands = addCandidate(pl.cands, pl.view.complete(all, share))
		}
	}
	if len(players[0].cands) == 0 {
		return nil
	}
	players = slices.DeleteFunc(players, func(pl *player) bool { return len(pl.cands) == 0 })
	if len(players[0].cands) == 1 && len(players) == 1 {
		return players[0].cands[0]
	}
	per := 0
	for _, pl := range players {
		per += len(pl.cands)
	}
	rounds := min(max(budget/2/per, minRounds), maxRounds)

	regret := make([][]float64, len(players))
	total := make([][]float64, len(players))  // per candidate: summed value
	played := make([][]float64, len(players)) // per candidate: summed strategy weight
	for k, pl := range players {
		regret[k] = make([]float64, len(pl.cands))
		total[k] = make([]float64, len(pl.cands))
		played[k] = make([]float64, len(pl.cands))
	}
	type job struct{ k, c int }
	var jobs []job
	for k, pl := range players {
		for c := range pl.cands {
			jobs = append(jobs, job{k, c})
		}
	}
	values := make([]float64, len(jobs))
	history := make([][]float64, len(players[0].cands)) // the side's values, per candidate, per round
	draw := make([]int, len(players))
	workers := searchWorkers()
	for range rounds {
		for k := range players {
			draw[k] = pickRegret(p.rng, regret[k])
			addStrategy(played[k], regret[k])
			if k > 0 && p.rng.Float64() < exploreShare {
				draw[k] = p.rng.IntN(len(players[k].cands))
			}
		}
		run(workers, len(jobs), func(i int) {
			j := jobs[i]
			var orders []engine.Order
			for k, pl := range players {
				c := draw[k]
				if k == j.k {
					c = j.c
				}
				orders = append(orders, pl.cands[c]...)
			}
			out, err := engine.Adjudicate(v, pos, orders, engine.Options{})
			if err != nil {
				values[i] = math.Inf(-1)
				return
			}
			values[i] = players[j.k].view.value(&out)
		})
		i := 0
		for k, pl := range players {
			base := values[i+draw[k]]
			for c := range pl.cands {
				u := values[i+c]
				total[k][c] += u
				regret[k][c] += u - base
				if k == 0 {
					history[c] = append(history[c], u)
				}
			}
			i += len(pl.cands)
		}
	}
	// the all-out attack on the side's centres counts as a few more
	// outcomes of every plan: the worst quarter of cautious sees it, so a
	// centre left open to a walk-in costs what it risks
	attackVals := make([]float64, len(players[0].cands))
	run(workers, len(players[0].cands), func(c int) {
		out, err := engine.Adjudicate(v, pos, append(slices.Clip(players[0].cands[c]), attack...), engine.Options{})
		if err == nil {
			attackVals[c] = p.value(&out)
		}
	})
	for c := range history {
		for range max(1, rounds/attackShare) {
			history[c] = append(history[c], attackVals[c])
		}
	}
	best, bestScore := 0, math.Inf(-1)
	for c := range total[0] {
		s := cautious(history[c]) + tieNoise*(p.rng.Float64()-0.5) - repeatCost*float64(p.repeats(players[0].cands[c]))
		if s > bestScore {
			best, bestScore = c, s
		}
	}
	// the others' average strategies, sampled, are what the side's chosen
	// set is then polished against, one unit at a time
	samples := make([][]engine.Order, polishSamples)
	for i := range samples {
		for k := 1; k < len(players); k++ {
			c := pickWeighted(p.rng, played[k])
			if i%2 == 1 {
				c = p.rng.IntN(len(players[k].cands))
			}
			samples[i] = append(samples[i], players[k].cands[c]...)
		}
	}
	samples = append(samples, attack)
	return p.polish(all, players[0].cands[best], samples, budget/2)
}

// addStrategy adds the regret-matching strategy (positive regrets,
// normalised; uniform if none) to sum.
func addStrategy(sum, regret []float64) {
	t := 0.0
	for _, r := range regret {
		t += max(r, 0)
	}
	for i, r := range regret {
		if t > 0 {
			sum[i] += max(r, 0) / t
		} else {
			sum[i] += 1 / float64(len(regret))
		}
	}
}

// pickWeighted draws an index in proportion to its weight.
func pickWeighted(rng *rand.Rand, w []float64) int {
	t := 0.0
	for _, x := range w {
		t += x
	}
	x := rng.Float64() * t
	for i, y := range w {
		x -= y
		if x < 0 {
			return i
		}
	}
	return len(w) - 1
}

// cautious is a plan's worth over the outcomes it met: mostly their mean,
// partly the mean of the worst quarter, so that a plan that leaves a
// centre open to a likely attack loses to one that does not even when
// the attack is not the others' likeliest choice.
func cautious(vals []float64) float64 {
	if len(vals) == 0 {
		return 0
	}
	s := slices.Clone(vals)
	slices.Sort(s)
	mean, worst := 0.0, 0.0
	for _, x := range s {
		mean += x
	}
	mean /= float64(len(s))
	q := max(1, len(s)/4)
	for _, x := range s[:q] {
		worst += x
	}
	worst /= float64(q)
	return (1-caution)*mean + caution*worst
}

// pickRegret draws a candidate in proportion to its positive regret, or
// uniformly when none is positive.
func pickRegret(rng *rand.Rand, regret []float64) int {
	sum := 0.0
	for _, r := range regret {
		sum += max(r, 0)
	}
	if sum <= 0 {
		return rng.IntN(len(regret))
	}
	x := rng.Float64() * sum
	for i, r := range regret {
		x -= max(r, 0)
		if x < 0 {
			return i
		}
	}
	return len(regret) - 1
}

// searchWorkers is how many goroutines adjudicate at once: one per core,
// at most four.
func searchWorkers() int { return max(1, min(runtime.GOMAXPROCS(0), 4)) }

// run calls f(0..n-1) on up to workers goroutines. Each call writes only
// its own slot, so the results do not depend on the scheduling.
func run(workers, n int, f func(int)) {
	if workers <= 1 || n < 8 {
		for i := range n {
			f(i)
		}
		return
	}
	var wg sync.WaitGroup
	chunk := (n + workers - 1) / workers
	for w := range workers {
		lo, hi := w*chunk, min((w+1)*chunk, n)
		if lo >= hi {
			break
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := lo; i < hi; i++ {
				f(i)
			}
		}()
	}
	wg.Wait()
}

// candidates lists up to n distinct order sets for the planner's side:
// its plan without noise, then medium (DumbBot) plans and noisier plans
// in turn.
func (p *planner) candidates(all []engine.Order, n int) [][]engine.Order {
	var out [][]engine.Order
	p.noiseW = 0
	out = addCandidate(out, p.movementFrom(all))
	for try := 0; len(out) < n && try < 3*n; try++ {
		if try%2 == 1 {
			q := newPlanner(p.v, p.pos, p.side, Medium, rand.New(rand.NewPCG(p.rng.Uint64(), uint64(try))))
			out = addCandidate(out, newDumb(q).movement())
			continue
		}
		p.noiseW = 0.3 + 0.1*float64(try%5)
		out = addCandidate(out, p.movementFrom(all))
	}
	p.noiseW = 0
	return out
}

// complete fills in holds for the side's units a partial order set leaves
// out (so an attack plan is a whole set), or returns nil if it is empty.
func (p *planner) complete(all, orders []engine.Order) []engine.Order {
	if len(orders) == 0 {
		return nil
	}
	given := map[engine.LocID]bool{}
	for _, o := range orders {
		given[o.Loc] = true
	}
	out := slices.Clone(orders)
	for _, o := range all {
		if o.Kind == engine.Hold && p.ours(o.Power) && !given[o.Loc] {
			given[o.Loc] = true
			out = append(out, o)
		}
	}
	return out
}

// addCandidate appends a set unless it is empty or already listed.
func addCandidate(list [][]engine.Order, c []engine.Order) [][]engine.Order {
	if len(c) == 0 {
		return list
	}
	k := orderKey(c)
	for _, x := range list {
		if orderKey(x) == k {
			return list
		}
	}
	return append(list, c)
}

// orderKey is a set's orders in a canonical order, as text.
func orderKey(os []engine.Order) string {
	s := slices.Clone(os)
	slices.SortFunc(s, func(a, b engine.Order) int { return int(a.Loc) - int(b.Loc) })
	var b strings.Builder
	for _, o := range s {
		b.WriteByte(byte(o.Kind))
		b.WriteByte(byte(o.Loc))
		b.WriteByte(byte(o.Loc >> 8))
		b.WriteByte(byte(o.Target))
		b.WriteByte(byte(o.Target >> 8))
		b.WriteByte(byte(o.Dest))
		b.WriteByte(byte(o.Dest >> 8))
		if o.ViaConvoy {
			b.WriteByte(1)
		}
	}
	return b.String()
}

// attackGuess is the pessimistic guess: every other power (of others, or
// every power not on the side if nil) throws the units next to the side's
// centres at them, one moving and the rest supporting, richest centre
// first.
func (p *planner) attackGuess(all []engine.Order, others []engine.PowerID) []engine.Order {
	v := p.v
	enemy := func(pw engine.PowerID) bool {
		if others == nil {
			return pw >= 0 && !p.ours(pw)
		}
		return slices.Contains(others, pw)
	}
	byUnit := map[engine.LocID][]engine.Order{}
	var units []engine.LocID
	for _, o := range all {
		if enemy(o.Power) {
			if _, ok := byUnit[o.Loc]; !ok {
				units = append(units, o.Loc)
			}
			byUnit[o.Loc] = append(byUnit[o.Loc], o)
		}
	}
	var centres []engine.ProvinceID
	for _, sc := range v.SupplyCenters() {
		i := p.unitAt[sc]
		if p.ours(p.pos.Owners[sc]) || i >= 0 && p.ours(p.pos.Units[i].Power) {
			centres = append(centres, sc)
		}
	}
	slices.SortStableFunc(centres, func(a, b engine.ProvinceID) int {
		switch {
		case p.base[a] > p.base[b]:
			return -1
		case p.base[a] < p.base[b]:
			return 1
		}
		return 0
	})
	used := map[engine.LocID]bool{}
	var out []engine.Order
	for _, sc := range centres {
		var mover engine.Order
		found := false
		for _, l := range units {
			if used[l] {
				continue
			}
			for _, o := range byUnit[l] {
				if o.Kind == engine.Move && !o.ViaConvoy && v.ProvinceOf(o.Dest) == sc {
					mover, found = o, true
					break
				}
			}
			if found {
				break
			}
		}
		if !found {
			continue
		}
		used[mover.Loc] = true
		out = append(out, mover)
		for _, l := range units {
			if used[l] {
				continue
			}
			for _, o := range byUnit[l] {
				if o.Kind == engine.Support && o.Target == mover.Loc && o.Dest != engine.NoLoc && v.ProvinceOf(o.Dest) == sc {
					used[l] = true
					out = append(out, o)
					break
				}
			}
		}
	}
	return out
}
