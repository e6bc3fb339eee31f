package engine

import "sort"

// adjudicateAdjustments resolves builds, removals and waives one by one in
// the order given (DATC 4.D.4-4.D.6: the first legal ones count), then
// removes units by civil disorder where too few removals were ordered.
func (v *Variant) adjudicateAdjustments(pos *Position, orders []Order, opt Options) Outcome {
	work := pos.Clone()
	b := newBoard(v, &work)
	np := len(v.powers)
	delta := make([]int, np)
	for pw := range delta {
		delta[pw] = work.SCCount(PowerID(pw)) - work.UnitCount(PowerID(pw))
	}
	built := make([]int, np)
	removed := make([]int, np)
	gone := make([]bool, len(work.Units)) // removed units, by index in work.Units
	results := make([]Result, 0, len(orders)+4)
	for _, o := range orders {
		b.taken = gone // a second removal in a box names another fleet
		no, ui, err := b.check(o)
		res := Result{Order: no, By: NoRef, DislodgedBy: NoRef}
		if err == nil && ui >= 0 && ui < len(gone) && gone[ui] {
			err = b.fail(o, "the %s in %s was already removed", no.Type, b.name(b.prov(no.Loc)))
		}
		if err != nil {
			res.Order, res.Reason, res.Err = o, illegalReason(err), err
			results = append(results, res)
			continue
		}
		pw := no.Power
		switch no.Kind {
		case Build, Waive:
			if delta[pw]-built[pw] <= 0 {
				res.Reason = ReasonNoBuildsLeft
				break
			}
			if v.Rules.MaxBuilds > 0 && built[pw] >= v.Rules.MaxBuilds {
				res.Reason = ReasonBuildCap
				if no.Kind == Waive {
					res.Reason = ReasonNoBuildsLeft // nothing left to waive
				}
				break
			}
			built[pw]++
			if no.Kind == Waive {
				res.Success, res.Reason = true, ReasonWaived
				break
			}
			res.Success, res.Reason = true, ReasonBuilt
			work.Units = append(work.Units, Unit{Type: no.Type, Power: pw, Loc: no.Loc})
			gone = append(gone, false)
			b.unitAt[b.prov(no.Loc)] = int16(len(work.Units) - 1)
		case Remove:
			if -delta[pw]-removed[pw] <= 0 {
				res.Reason = ReasonNoRemovalsLeft
				break
			}
			removed[pw]++
			gone[ui] = true
			b.unitAt[b.prov(no.Loc)] = -1
			res.Success, res.Reason = true, ReasonRemoved
		}
		results = append(results, res)
	}
	for pw := range delta {
		for k := 0; k < -delta[pw]-removed[pw]; k++ {
			i := v.civilDisorderPick(&work, PowerID(pw), gone, opt.Edition)
			if i < 0 {
				break
			}
			gone[i] = true
			u := work.Units[i]
			o := NewOrder(Remove, u.Type, u.Loc)
			o.Power = u.Power
			results = append(results, Result{Order: o, Success: true, Reason: ReasonCivilDisorder, Implicit: true, By: NoRef, DislodgedBy: NoRef})
		}
	}
	after := Position{Phase: v.phaseAfter(pos.Phase), Owners: pos.Owners, QuietYears: pos.QuietYears, FleetHomes: pos.FleetHomes}
	for i, u := range work.Units {
		if !gone[i] {
			after.Units = append(after.Units, u)
		}
	}
	after.sortUnits(v)
	return Outcome{Phase: pos.Phase, Results: results, After: after, Next: after}
}

// civilDisorderPick chooses the unit of pw to remove: the farthest from the
// power's centres, fleets before armies on a tie, then by English name.
// Edition 2023 measures to the nearest owned centre over any terrain;
// edition 2000 to the nearest home centre, fleets by sea, armies over any
// terrain.
func (v *Variant) civilDisorderPick(pos *Position, pw PowerID, gone []bool, ed Edition) int {
	type cand struct{ i, dist int }
	var cs []cand
	var anyDist []int
	if ed == Edition2023 {
		var src []ProvinceID
		for p, o := range pos.Owners {
			if o == pw {
				src = append(src, ProvinceID(p))
			}
		}
		anyDist = v.provinceDistances(src)
	} else {
		anyDist = v.provinceDistances(v.homes[pw])
	}
	for i, u := range pos.Units {
		if u.Power != pw || gone[i] {
			continue
		}
		d := anyDist[v.locs[u.Loc].Province]
		if ed == Edition2000 && u.Type == Fleet {
			d = v.fleetDistance(u.Loc, v.homes[pw])
		}
		cs = append(cs, cand{i, d})
	}
	if len(cs) == 0 {
		return -1
	}
	sort.Slice(cs, func(a, b int) bool {
		ua, ub := pos.Units[cs[a].i], pos.Units[cs[b].i]
		if cs[a].dist != cs[b].dist {
			return cs[a].dist > cs[b].dist
		}
		if ua.Type != ub.Type {
			return ua.Type == Fleet
		}
		return v.alphaLess(v.locs[ua.Loc].Province, v.locs[ub.Loc].Province)
	})
	return cs[0].i
}

const farAway = 1 << 20

// provinceDistances is the number of borders (of any kind) from each
// province to the nearest of src.
func (v *Variant) provinceDistances(src []ProvinceID) []int {
	dist := make([]int, len(v.provinces))
	for i := range dist {
		dist[i] = farAway
	}
	queue := make([]ProvinceID, 0, len(v.provinces))
	for _, s := range src {
		if dist[s] != 0 {
			dist[s] = 0
			queue = append(queue, s)
		}
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, q := range v.provAdj[p] {
			if dist[q] == farAway {
				dist[q] = dist[p] + 1
				queue = append(queue, q)
			}
		}
	}
	return dist
}

// fleetDistance is the number of fleet moves from l to any location of the
// provinces in dst.
func (v *Variant) fleetDistance(l LocID, dst []ProvinceID) int {
	target := make([]bool, len(v.provinces))
	for _, p := range dst {
		target[p] = true
	}
	dist := make([]int, len(v.locs))
	for i := range dist {
		dist[i] = -1
	}
	dist[l] = 0
	queue := []LocID{l}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		if target[v.locs[x].Province] {
			return dist[x]
		}
		for _, y := range v.adj[Fleet][x] {
			if dist[y] < 0 {
				dist[y] = dist[x] + 1
				queue = append(queue, y)
			}
		}
	}
	return farAway
}
