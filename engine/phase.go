package engine

// phaseAfter is the phase that follows p on the calendar, before any
// skipping: after the last season's movement comes its adjustment.
func (v *Variant) phaseAfter(p Phase) Phase {
	last := len(v.Seasons) - 1
	switch {
	case p.Kind == Adjustment:
		return Phase{Year: p.Year + 1, Season: 0, Kind: Movement}
	case p.Season >= last:
		return Phase{Year: p.Year, Season: p.Season, Kind: Adjustment}
	}
	return Phase{Year: p.Year, Season: p.Season + 1, Kind: Movement}
}

// endOfSeason takes the board at the end of a season (after its movement
// and retreats; pos.Phase is the phase just completed) to the next phase in
// which someone has a decision. After the last season it updates supply
// centre ownership and checks victory (if the variant checks at this
// moment); an adjustment phase in which no power can build or must remove
// is passed.
func (v *Variant) endOfSeason(pos Position, opt Options) (Position, []PowerID) {
	pos.Dislodged, pos.Standoffs = nil, nil
	next := v.phaseAfter(Phase{Year: pos.Phase.Year, Season: pos.Phase.Season, Kind: Movement})
	if next.Kind != Adjustment {
		pos.Phase = next
		return pos, nil
	}
	owners := append([]PowerID(nil), pos.Owners...)
	for _, u := range pos.Units {
		p := v.locs[u.Loc].Province
		if v.provinces[p].SC {
			owners[p] = u.Power
		}
	}
	v.yearEnd(&pos, owners)
	pos.Owners = owners
	var winners []PowerID
	if v.ChecksVictoryAt(VictoryAfterRetreats) {
		winners = v.gameWinners(owners, opt)
	}
	pos.Phase = next
	if !v.AdjustmentNeeded(&pos) {
		pos.Phase = v.phaseAfter(next)
	}
	return pos, winners
}

// AdjustmentNeeded reports whether some power has a decision in the
// adjustment phase of pos: units to remove, or a build it can place.
func (v *Variant) AdjustmentNeeded(pos *Position) bool {
	for pw := range v.powers {
		if v.adjustmentDecision(pos, PowerID(pw)) {
			return true
		}
	}
	return false
}

func (v *Variant) adjustmentDecision(pos *Position, pw PowerID) bool {
	delta := pos.SCCount(pw) - pos.UnitCount(pw)
	if delta < 0 {
		return true
	}
	if delta == 0 {
		return false
	}
	b := newBoard(v, pos)
	for _, p := range v.scs {
		if b.unitIn(p) < 0 && v.mayBuild(pos, pw, p, NoUnit) {
			return true
		}
	}
	return false
}

// Delta returns supply centres minus units for power pw: builds if positive,
// removals if negative.
func (v *Variant) Delta(pos *Position, pw PowerID) int {
	return pos.SCCount(pw) - pos.UnitCount(pw)
}
