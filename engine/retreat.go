package engine

// adjudicateRetreats resolves a retreat phase: a unit retreats if its order
// is legal and no other unit retreats to the same province; dislodged units
// that do not retreat are disbanded.
func (v *Variant) adjudicateRetreats(pos *Position, orders []Order, opt Options) Outcome {
	b := newBoard(v, pos)
	n := len(pos.Dislodged)
	chosen := make([]int, n) // result index of each dislodged unit's order, -1 none, -2 conflicting
	for i := range chosen {
		chosen[i] = -1
	}
	results := make([]Result, len(orders), len(orders)+n)
	for k, o := range orders {
		no, di, err := b.check(o)
		results[k] = Result{Order: no, By: NoRef, DislodgedBy: NoRef}
		if err != nil {
			results[k].Order, results[k].Reason, results[k].Err = o, illegalReason(err), err
			continue
		}
		switch c := chosen[di]; {
		case c == -1:
			chosen[di] = k
		case c >= 0 && results[c].Order == no:
			results[k].Reason = ReasonIllegal
			results[k].Err = &OrderError{Order: v.FormatOrder(no), Reason: "the unit was already given this order"}
		default:
			if c >= 0 {
				results[c].Reason = ReasonConflicting
			}
			results[k].Reason = ReasonConflicting
			chosen[di] = -2
		}
	}
	count := make([]int8, len(v.provinces))
	for _, k := range chosen {
		if k >= 0 && results[k].Order.Kind == Move {
			if p := b.prov(results[k].Order.Dest); count[p] < 2 && !v.provinces[p].Box {
				count[p]++
			}
		}
	}
	after := Position{Phase: pos.Phase, Owners: pos.Owners, QuietYears: pos.QuietYears, FleetHomes: pos.FleetHomes, Units: append(make([]Unit, 0, len(pos.Units)+n), pos.Units...)}
	for di, k := range chosen {
		d := pos.Dislodged[di]
		if k < 0 {
			o := NewOrder(Disband, d.Type, d.Loc)
			o.Power = d.Power
			results = append(results, Result{Order: o, Success: true, Reason: ReasonDisbanded, Implicit: true, By: NoRef, DislodgedBy: NoRef})
			continue
		}
		res := &results[k]
		if res.Order.Kind == Disband {
			res.Success, res.Reason = true, ReasonDisbanded
			continue
		}
		if count[b.prov(res.Order.Dest)] > 1 {
			res.Reason = ReasonRetreatClash
			for dj, kj := range chosen {
				if dj != di && kj >= 0 && results[kj].Order.Kind == Move && b.prov(results[kj].Order.Dest) == b.prov(res.Order.Dest) {
					res.By = Ref{Type: pos.Dislodged[dj].Type, Loc: pos.Dislodged[dj].Loc, Dest: results[kj].Order.Dest}
				}
			}
			continue
		}
		res.Success, res.Reason = true, ReasonRetreated
		after.Units = append(after.Units, Unit{Type: d.Type, Power: d.Power, Loc: res.Order.Dest})
	}
	after.sortUnits(v)
	out := Outcome{Phase: pos.Phase, Results: results}
	out.After = after
	out.After.Phase = v.phaseAfter(Phase{Year: pos.Phase.Year, Season: pos.Phase.Season, Kind: Movement})
	out.Next, out.Winners = v.endOfSeason(after, opt)
	return out
}

// RetreatOptions lists where dislodged unit d (one of pos.Dislodged) may
// retreat to.
func (v *Variant) RetreatOptions(pos *Position, d Dislodged) []LocID {
	b := newBoard(v, pos)
	return b.retreatOptions(&d, func(p ProvinceID) bool { return b.unitIn(p) >= 0 })
}
