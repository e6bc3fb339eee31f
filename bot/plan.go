package bot

import (
	"math/rand/v2"
	"sort"

	"dipdesk/engine"
)

// planner holds what one bot decision needs: the side's powers, what
// threatens each province and what each place is worth to the side.
type planner struct {
	v      *engine.Variant
	pos    *engine.Position
	level  Level
	rng    *rand.Rand
	side   []engine.PowerID
	mine   []bool              // per power: on the bot's side
	unitAt []int               // per province: index in pos.Units of a unit there, -1
	threat []int               // per province: enemy units that could move there (or support a move there)
	base   []float64           // per province: what holding it is worth to the side this phase
	val    [3][]float64        // per unit type, per location: base spread along the board
	fall   bool                // the phase's captures change owners (the last movement season)
	noiseW float64             // if not 0, the noise's width instead of the level's (search.go)
	failed map[failedMove]bool // unsupported moves that bounced last time (memory.go)
	salt   uint64              // the search's taste for moves (polish.go); 0: none
	guard  bool                // Fall: threatened home centres come before any prize
	weak   []bool              // per power: few centres left, so worth finishing off (finish.go)
}

// guardValue is a threatened home centre's worth in the Fall to a
// guarding planner: more than any centre to take.
const guardValue = 40

func newPlanner(v *engine.Variant, pos *engine.Position, side []engine.PowerID, level Level, rng *rand.Rand) *planner {
	p := &planner{v: v, pos: pos, level: level, rng: rng, side: side,
		mine: make([]bool, v.NumPowers()), unitAt: make([]int, v.NumProvinces()),
		threat: make([]int, v.NumProvinces()), base: make([]float64, v.NumProvinces())}
	for _, pw := range side {
		if pw >= 0 && int(pw) < len(p.mine) {
			p.mine[pw] = true
		}
	}
	for i := range p.unitAt {
		p.unitAt[i] = -1
	}
	p.fall = pos.Phase.Season >= len(v.Seasons)-1
	p.weak = weakPowers(v, pos)
	seen := make([]int, v.NumProvinces())
	for i, u := range pos.Units {
		pr := v.ProvinceOf(u.Loc)
		if p.unitAt[pr] < 0 {
			p.unitAt[pr] = i
		}
		if u.Power == engine.NoPower || p.ours(u.Power) {
			continue // neutral units never move
		}
		for _, n := range v.Neighbours(u.Type, u.Loc) {
			np := v.ProvinceOf(n)
			if seen[np] != i+1 {
				seen[np] = i + 1
				p.threat[np]++
			}
		}
	}
	p.values()
	return p
}

// ours reports whether power pw is on the bot's side.
func (p *planner) ours(pw engine.PowerID) bool {
	return pw >= 0 && int(pw) < len(p.mine) && p.mine[pw]
}

// enemyIn reports whether a unit not of the side (neutral included)
// stands in province pr.
func (p *planner) enemyIn(pr engine.ProvinceID) bool {
	i := p.unitAt[pr]
	return i >= 0 && !p.ours(p.pos.Units[i].Power)
}

// values sets base and val: centres the side lacks are prizes, its own
// centres are worth their threat, and both spread along each unit type's
// edges, so that a unit moves towards prizes a few steps away.
func (p *planner) values() {
	v, pos := p.v, p.pos
	for _, sc := range v.SupplyCenters() {
		owner := pos.Owners[sc]
		if p.ours(owner) {
			b := 1.0
			if t := p.threat[sc]; t > 0 {
				b = 3 + 3*float64(min(t, 3))
				if p.fall {
					b *= 1.5
				}
			}
			if p.ours(v.Province(sc).Home) {
				b *= 1.3
				if p.guard && p.fall && p.threat[sc] > 0 {
					b = guardValue
				}
			}
			p.base[sc] = b
			continue
		}
		b := 10.0
		if owner == engine.NoPower {
			b += 2 // unowned centres fall to whoever comes first
		}
		if p.enemyIn(sc) {
			b -= 3 // someone must be dislodged first
		}
		if p.fall {
			b *= 1.4
		}
		p.base[sc] = b
	}
	n := v.NumLocs()
	for _, t := range []engine.UnitType{engine.Army, engine.Fleet} {
		cur := make([]float64, n)
		for l := range cur {
			if v.CanStand(t, engine.LocID(l)) {
				cur[l] = p.base[v.ProvinceOf(engine.LocID(l))]
			}
		}
		next := make([]float64, n)
		for range 4 {
			for l := range cur {
				if !v.CanStand(t, engine.LocID(l)) {
					continue
				}
				best, sum := 0.0, 0.0
				nb := v.Neighbours(t, engine.LocID(l))
				for _, x := range nb {
					best = max(best, cur[x])
					sum += cur[x]
				}
				next[l] = p.base[v.ProvinceOf(engine.LocID(l))] + 0.5*best
				if len(nb) > 0 {
					next[l] += 0.15 * sum / float64(len(nb))
				}
			}
			cur, next = next, cur
		}
		p.val[t] = cur
	}
}

// noise scales a score by a random factor around 1: small for the hard
// level, large for the easy one.
func (p *planner) noise(s float64) float64 {
	w := 0.1
	if p.level == Easy {
		w = 0.7
	}
	if p.noiseW > 0 {
		w = p.noiseW
	}
	return s * (1 + w*(p.rng.Float64()-0.5))
}

// side's orders are always given with their power set.
func (p *planner) prov(l engine.LocID) engine.ProvinceID { return p.v.ProvinceOf(l) }

// retreats sends each of the side's dislodged units to the best free
// place, never two to the same one; a unit with nowhere to go disbands.
func (p *planner) retreats() []engine.Order {
	v := p.v
	byLoc := map[engine.LocID][]engine.Order{}
	for _, o := range v.AllLegalOrders(p.pos) {
		if p.ours(o.Power) {
			byLoc[o.Loc] = append(byLoc[o.Loc], o)
		}
	}
	taken := make([]bool, v.NumProvinces())
	var out []engine.Order
	for _, d := range p.pos.Dislodged {
		if !p.ours(d.Power) {
			continue
		}
		var best engine.Order
		bestScore, found := -1e9, false
		for _, o := range byLoc[d.Loc] {
			s := -1.0 // disbanding
			if o.Kind == engine.Move {
				pr := p.prov(o.Dest)
				if taken[pr] {
					continue
				}
				s = p.noise(p.val[d.Type][o.Dest] + 1)
			}
			if !found || s > bestScore {
				best, bestScore, found = o, s, true
			}
		}
		if found {
			if best.Kind == engine.Move {
				taken[p.prov(best.Dest)] = true
			}
			out = append(out, best)
		}
	}
	return out
}

// adjustments builds where an army or fleet is worth most, each place
// once, or removes the units worth least to the side.
func (p *planner) adjustments() []engine.Order {
	v, pos := p.v, p.pos
	used := make([]bool, v.NumProvinces())
	var out []engine.Order
	for _, pw := range p.side {
		d := v.Delta(pos, pw)
		if d == 0 {
			continue
		}
		type scored struct {
			o engine.Order
			s float64
		}
		var opts []scored
		for _, o := range v.AdjustmentOrders(pos, pw) {
			switch o.Kind {
			case engine.Build:
				opts = append(opts, scored{o, p.noise(p.val[o.Type][o.Loc] + p.typeNeed(pw, o.Type))})
			case engine.Remove:
				// a unit on a threatened centre of the side is the last to go
				keep := p.val[o.Type][o.Loc]
				if pr := p.prov(o.Loc); v.Province(pr).SC && p.threat[pr] > 0 {
					keep += 20
				}
				opts = append(opts, scored{o, -p.noise(keep)})
			}
		}
		sort.SliceStable(opts, func(i, j int) bool { return opts[i].s > opts[j].s })
		need := max(d, -d)
		for _, c := range opts {
			if need == 0 {
				break
			}
			pr := p.prov(c.o.Loc)
			if used[pr] {
				continue
			}
			used[pr] = true
			out = append(out, c.o)
			need--
		}
		for ; d > 0 && need > 0; need-- {
			w := engine.NewOrder(engine.Waive, engine.NoUnit, engine.NoLoc)
			w.Power = pw
			out = append(out, w)
		}
	}
	return out
}

// typeNeed nudges builds towards the unit type the power has too few of
// for its board: fleets where the prizes are across water, armies where
// they are over land, judged by which type's values are higher.
func (p *planner) typeNeed(pw engine.PowerID, t engine.UnitType) float64 {
	armies, fleets := 0, 0
	for _, u := range p.pos.Units {
		if u.Power == pw {
			if u.Type == engine.Army {
				armies++
			} else {
				fleets++
			}
		}
	}
	if t == engine.Fleet && fleets == 0 || t == engine.Army && armies == 0 {
		return 2
	}
	return 0
}
