package engine

// finish turns the resolved decisions into results and positions.
func (r *resolver) finish(pos *Position, results []Result, opt Options) Outcome {
	v, b := r.v, r.b
	n := len(r.units)
	dislodger := make([]int16, n)
	for i := range dislodger {
		dislodger[i] = -1
	}
	for i := range r.m {
		if r.m[i].kind == Move && r.m[i].res {
			if j := b.unitIn(r.m[i].dest); j >= 0 && !(r.m[j].kind == Move && r.m[j].res) {
				dislodger[j] = int16(i)
			}
		}
	}
	// results of the orders given
	for i := range r.m {
		ms := &r.m[i]
		k := int(ms.result)
		if k < 0 {
			results = append(results, Result{Order: HoldOrder(r.units[i].Type, r.units[i].Loc), Implicit: true, By: NoRef, DislodgedBy: NoRef})
			results[len(results)-1].Order.Power = r.units[i].Power
			k = len(results) - 1
		}
		res := &results[k]
		if res.Reason == ReasonConflicting {
			res.Success = dislodger[i] < 0
			continue
		}
		r.explain(i, res)
		if d := dislodger[i]; d >= 0 {
			res.DislodgedBy = r.ref(int(d))
			if ms.kind == Hold {
				res.Reason, res.By, res.Success = ReasonDislodged, res.DislodgedBy, false
				res.Strength = r.attack(int(d), true)
				res.Against = r.hold(b.prov(r.units[i].Loc), true)
			}
		}
	}
	// the board after movement
	after := Position{Phase: pos.Phase, Owners: pos.Owners, QuietYears: pos.QuietYears, FleetHomes: pos.FleetHomes}
	after.Units = make([]Unit, 0, n)
	for i, u := range r.units {
		switch {
		case r.m[i].kind == Move && r.m[i].res:
			u.Loc = r.m[i].destLoc
			after.Units = append(after.Units, u)
		case dislodger[i] < 0:
			after.Units = append(after.Units, u)
		}
	}
	after.sortUnits(v)
	occ := make([]bool, len(v.provinces))
	for _, u := range after.Units {
		occ[v.locs[u.Loc].Province] = true
	}
	// A standoff needs a move that reached its empty destination and was
	// bounced there. An army whose convoy was disrupted never reached it:
	// in the 2000 edition it still prevents others (staticRoute), but alone
	// it leaves the province open to retreats (DATC 6.F.7).
	for p := range v.provinces {
		if occ[p] || v.provinces[p].Box {
			continue
		}
		for k := r.attHead[p]; k >= 0; k = r.m[k].nextAtt {
			if !r.m[k].res && r.path(int(k), true) && r.prevent(int(k), true) > 0 {
				after.Standoffs = append(after.Standoffs, ProvinceID(p))
				break
			}
		}
	}
	ab := &board{v: v, pos: &after}
	results = r.placeNeutrals(ab, dislodger, occ, results)
	for i, d := range dislodger {
		if d < 0 || r.units[i].Power == NoPower {
			continue
		}
		dl := Dislodged{Unit: r.units[i], From: b.prov(r.units[d].Loc)}
		if r.m[d].convoyed {
			dl.From = NoProvince
		}
		if len(ab.retreatOptions(&dl, func(p ProvinceID) bool { return occ[p] })) == 0 {
			o := NewOrder(Disband, dl.Type, dl.Loc)
			o.Power = dl.Power
			results = append(results, Result{Order: o, Success: true, Reason: ReasonDestroyed, Implicit: true, By: r.ref(int(d)), DislodgedBy: r.ref(int(d))})
			continue
		}
		after.Dislodged = append(after.Dislodged, dl)
	}
	out := Outcome{Phase: pos.Phase, Results: results}
	out.Winners = v.movementWinners(&after, opt)
	if out.Winners != nil {
		// The game ends here, on the centres the win counted: with a
		// retreat still pending the board would otherwise keep last
		// year's owners, and the end screen showed the winner short of
		// the target it had just reached.
		after.Owners = v.ownersWithCaptures(after.Owners, after.Units)
	}
	if len(after.Dislodged) > 0 {
		after.Phase.Kind = Retreat
		out.After = after
		out.Next = after
		return out
	}
	after.Standoffs = nil
	out.After = after
	out.After.Phase = v.phaseAfter(pos.Phase)
	var atEnd []PowerID
	out.Next, atEnd = v.endOfSeason(after, opt)
	if out.Winners == nil {
		out.Winners = atEnd
	}
	return out
}

func (r *resolver) ref(i int) Ref {
	ref := Ref{Type: r.units[i].Type, Loc: r.units[i].Loc, Dest: NoLoc}
	if r.m[i].kind == Move {
		ref.Dest = r.m[i].destLoc
	}
	return ref
}

// explain fills in the reason for unit i's order.
func (r *resolver) explain(i int, res *Result) {
	ms := &r.m[i]
	b := r.b
	switch ms.kind {
	case Hold:
		res.Success, res.Reason = true, ReasonHeld
	case Move:
		att := r.attack(i, true)
		res.Strength = att
		if !r.path(i, true) {
			res.Reason = ReasonNoConvoy
			var paradox bool
			res.By, paradox = r.brokenConvoy(i)
			if paradox {
				res.Reason = ReasonParadox
			}
			return
		}
		j := b.unitIn(ms.dest)
		if att == 0 && j >= 0 && r.units[j].Power == r.units[i].Power {
			res.Reason, res.By = ReasonOwnUnit, r.ref(j)
			return
		}
		best, by, h2h := 0, -1, false
		if ms.h2h >= 0 {
			best, by, h2h = r.defend(int(ms.h2h), true), int(ms.h2h), true
		} else if j >= 0 {
			best, by = r.hold(ms.dest, true), j
		}
		for k := r.attHead[ms.dest]; k >= 0; k = r.m[k].nextAtt {
			if int(k) == i {
				continue
			}
			if s := r.prevent(int(k), true); s > best {
				best, by, h2h = s, int(k), false
			}
		}
		res.Against = best
		if by >= 0 {
			res.By = r.ref(by)
		}
		if ms.res {
			res.Success, res.Reason = true, ReasonMoved
			res.By = NoRef
			switch {
			case b.v.provinces[ms.dest].Box:
				// Any number of fleets share a box: nothing stood against it.
				res.Against = 0
			case best == 0 && j >= 0:
				res.By = r.ref(j) // the unit that moved out of its way
			}
			return
		}
		res.Reason = ReasonBounced
		if h2h {
			res.Reason = ReasonHeadToHead
		}
		if by == j && j >= 0 && !h2h && (r.m[j].kind != Move || !r.m[j].res) {
			// The unit it bounced off stayed where it was: it held, or
			// its own move failed. Its move is not what stopped this one.
			res.By.Dest = NoLoc
		}
	case Support:
		if ms.void {
			res.Reason, res.By = ReasonSupportVoid, r.ref(int(ms.target))
			return
		}
		if ms.res {
			res.Success, res.Reason = true, ReasonSupportGiven
			return
		}
		res.Reason = ReasonSupportCut
		p := b.prov(r.units[i].Loc)
		for k := r.attHead[p]; k >= 0; k = r.m[k].nextAtt {
			if r.units[k].Power != r.units[i].Power && (r.m[k].res || r.path(int(k), true)) {
				res.By = r.ref(int(k))
				if r.m[k].res {
					break
				}
			}
		}
	case Convoy:
		switch {
		case ms.void:
			res.Reason, res.By = ReasonConvoyVoid, r.ref(int(ms.target))
		case ms.paradox:
			res.Reason = ReasonParadox
		case ms.res:
			res.Success, res.Reason = true, ReasonConvoyed
		default:
			res.Reason = ReasonConvoyDisrupted
			p := b.prov(r.units[i].Loc)
			for k := r.attHead[p]; k >= 0; k = r.m[k].nextAtt {
				if r.m[k].res {
					res.By = r.ref(int(k))
				}
			}
		}
	}
}

// brokenConvoy names a dislodged fleet that was convoying unit i, if any;
// paradox reports that the convoy failed by the paradox rule instead.
func (r *resolver) brokenConvoy(i int) (Ref, bool) {
	paradox := false
	for f := range r.m {
		if r.m[f].kind != Convoy || r.m[f].void || int(r.m[f].target) != i || r.m[f].res {
			continue
		}
		p := r.b.prov(r.units[f].Loc)
		for k := r.attHead[p]; k >= 0; k = r.m[k].nextAtt {
			if r.m[k].res {
				return r.ref(f), false
			}
		}
		paradox = paradox || r.m[f].paradox
	}
	return NoRef, paradox
}
