package engine

// The quiet-years rule ends a game that has stalled: when no supply centre
// has changed owner for Rules.QuietYears years in a row, the game is drawn
// among the survivors (the powers with a centre or a unit left). The count
// is kept in Position.QuietYears, updated each time centres change hands
// at the end of a year, so that it survives saving and undo.

// countQuietYear updates pos.QuietYears from the owners before (pos.Owners)
// and after the change of hands.
func (v *Variant) countQuietYear(pos *Position, owners []PowerID) {
	if v.Rules.QuietYears <= 0 {
		return
	}
	for p := range owners {
		if owners[p] != pos.Owners[p] {
			pos.QuietYears = 0
			return
		}
	}
	pos.QuietYears++
}

// yearEnd applies what happens when supply centres change hands: scheduled
// events, fleet homes won, the quiet-years count. owners are the new
// owners (it may change them); pos.Owners still holds the old ones.
func (v *Variant) yearEnd(pos *Position, owners []PowerID) {
	v.applyEvents(pos, owners)
	v.updateFleetHomes(pos, owners)
	v.countQuietYear(pos, owners)
}

// quietDraw returns the survivors if the phase from `before` to `next`
// completed the quiet years that end the game, else nil.
func (v *Variant) quietDraw(before, next *Position) []PowerID {
	k := v.Rules.QuietYears
	if k <= 0 || next.QuietYears < k || next.QuietYears == before.QuietYears {
		return nil
	}
	var out []PowerID
	for pw := range v.powers {
		if next.Alive(PowerID(pw)) {
			out = append(out, PowerID(pw))
		}
	}
	return out
}

// specials reads the spec's optional mechanisms (neutral units, boxes,
// bridges, events, fleet homes). It runs after the starting position is
// built.
func (b *builder) specials() {
	b.v.Rules.Events, b.v.Rules.FleetHomes = nil, nil
	b.neutrals()
	b.boxes()
	b.landBridges()
	b.events()
	b.fleetHomes()
	if b.v.Rules.QuietYears < 0 {
		b.errf(0, "quiet years must not be negative")
	}
}
