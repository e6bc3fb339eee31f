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
// no-press agents do, with heuristic policies in place of a neural one:
//
//  1. It predicts the others: a few dozen samples, each holding one order
//     set for every other power drawn from a blueprint of how that power
//     plays (the medium level's DumbBot logic, whose own noise makes each
//     draw different; one draw in four a hard plan), plus all-out attacks
//     on the side's centres (in the Fall one per threatened centre).
//  2. It lists candidate order sets for its side: the hard planner's own
//     plan, noisier versions of it, medium plans and, in the Fall, a plan
//     that guards its threatened home centres first.
//  3. Every candidate is played against every sample through the real
//     adjudicator and valued; the best on average (cautious: the worst
//     quarter weighs extra) is polished one unit, or one move-and-support
//     pair, at a time against the same samples, pass after pass until no
//     change pays (a sampled best response).
//
// A seeded taste for moves breaks near ties, so that openings and plans
// vary from game to game although the search finds one best plan.
// A position's value for a power (value.go) counts the centres it will
// hold, its home centres as build sites, units it loses, and what the next
// season threatens or offers, so a Spring move is worth what it sets up
// for the Fall. Adjudications run on every core; their
// results are gathered in a fixed order, so the orders chosen depend on
// the seed alone, never on the number of cores or the timing.

// DefaultBudget is the hard level's adjudications per movement decision
// on a board the size of Classic's when Bot.Budget is 0; bigger boards
// get fewer (defaultBudget), as each adjudication costs more there.
const DefaultBudget = 6000

// budgetBoard is the number of provinces DefaultBudget is meant for.
const budgetBoard = 80

// defaultBudget is DefaultBudget scaled down for boards with more
// provinces than Classic, by the square root of the ratio: each
// adjudication costs more there, but the side has more units to polish
// (the issue asks at most 1 s on Classic, 3 s on Imperial, on two cores).
func defaultBudget(v *engine.Variant) int {
	n := max(budgetBoard, v.NumProvinces())
	return int(float64(DefaultBudget) * math.Sqrt(float64(budgetBoard)/float64(n)))
}

const (
	sideCandidates = 14 // candidate order sets for the bot's side
	minSamples     = 6  // the others' order sets drawn, at least
	maxSamples     = 24 // and at most
	hardShare      = 4  // one sample in this many is a hard plan
	// maxFallAttacks bounds the extra attack samples of the Fall
	maxFallAttacks = 2
	tieNoise       = 0.08 // the seeded noise on the final choice, in centres
	// caution is the weight of the worst quarter of outcomes in a plan's
	// worth (cautious)
	caution    = 0.15
	polishGain = 0.01 // the least gain a changed order must bring
	repeatCost = 0.3  // per unsupported repeat of a move that bounced
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

// searchMovement chooses the side's movement orders as a sampled best
// response: it predicts the others' orders by sampling each power's
// blueprint (mostly the medium level's DumbBot logic, whose own noise
// makes every sample different, now and then one of the hard planner's
// plans for that power), adds the all-out attack on the side's centres as
// one more sample, values each of the side's candidate sets against every
// sample through the real adjudicator, and polishes the best one against
// the same samples.
func (p *planner) searchMovement(budget int) []engine.Order {
	v, pos := p.v, p.pos
	if budget <= 0 {
		budget = defaultBudget(v)
	}
	all := v.AllLegalOrders(pos)
	p.salt = p.rng.Uint64() | 1
	defer func() { p.salt = 0 }()
	cands := p.candidates(all, sideCandidates)
	if len(cands) == 0 {
		return nil
	}
	samples := p.sampleOthers(all, budget)
	if len(samples) == 0 {
		samples = [][]engine.Order{nil}
	}
	vals := p.meanValues(cands, samples)
	best, bestScore := 0, math.Inf(-1)
	for c, x := range vals {
		s := x + tieNoise*(p.rng.Float64()-0.5)
		if s > bestScore {
			best, bestScore = c, s
		}
	}
	return p.polish(all, cands[best], samples, budget-len(cands)*len(samples))
}

// sampleOthers draws the others' order sets: each sample holds one set
// for every power not on the side, mostly from the medium level's logic
// (the blueprint), one in hardShare from the hard planner's candidates,
// and the all-out attack on the side's centres is the last sample.
func (p *planner) sampleOthers(all []engine.Order, budget int) [][]engine.Order {
	v, pos := p.v, p.pos
	// fewer samples on boards bigger than Classic's, where the side has
	// more units to polish and each adjudication costs more: polish needs
	// its passes more than the estimate needs its last samples
	n := min(maxSamples, budget/(6*sideCandidates)) * budgetBoard / max(budgetBoard, v.NumProvinces())
	n = max(minSamples, n)
	samples := make([][]engine.Order, n)
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		if p.ours(pw) || pos.UnitCount(pw) == 0 {
			continue
		}
		rng := rand.New(rand.NewPCG(p.rng.Uint64(), uint64(pw)))
		blue := newDumb(newPlanner(v, pos, []engine.PowerID{pw}, Medium, rng))
		var hard [][]engine.Order
		for i := range samples {
			if i%hardShare == hardShare-1 {
				if hard == nil {
					view := newPlanner(v, pos, []engine.PowerID{pw}, Hard, rng)
					hard = view.candidates(all, 3)
				}
				if len(hard) > 0 {
					samples[i] = append(samples[i], hard[rng.IntN(len(hard))]...)
					continue
				}
			}
			samples[i] = append(samples[i], blue.movement()...)
		}
	}
	if attack := p.attackGuess(all, nil, engine.NoProvince); len(attack) > 0 {
		samples = append(samples, attack)
	}
	if p.fall {
		// in the Fall a centre lost is lost for good: each threatened
		// centre of the side is also the first target of an attack of
		// its own, so that no centre is left open because the one guess
		// above went for another
		extra := 0
		for _, sc := range v.SupplyCenters() {
			if extra == maxFallAttacks || !p.ours(pos.Owners[sc]) || p.threat[sc] == 0 {
				continue
			}
			if attack := p.attackGuess(all, nil, sc); len(attack) > 0 {
				samples = append(samples, attack)
				extra++
			}
		}
	}
	return samples
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
	if p.fall {
		// a plan that guards every threatened home first: the others
		// weigh prizes against homes and may all leave the same one open
		g := *p
		g.guard, g.base = true, make([]float64, len(p.base))
		g.values()
		out = addCandidate(out, g.movementFrom(all))
	}
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
// first (first, if not NoProvince, before all).
func (p *planner) attackGuess(all []engine.Order, others []engine.PowerID, first engine.ProvinceID) []engine.Order {
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
		case a == first:
			return -1
		case b == first:
			return 1
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
