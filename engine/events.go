package engine

// Event is a scheduled change of side: if nobody owns Province when the
// supply centres change hands at the end of Year, the centre and any
// neutral unit standing in it join Power (Alaska joining the United States
// in 1867). A centre some power owns by then is left alone.
type Event struct {
	Year     int
	Province ProvinceID
	Power    PowerID
}

// EventSpec is an Event by names, as a definition writes it.
type EventSpec struct {
	Year            int
	Province, Power string
	Line            int
}

// applyEvents runs the events of pos.Phase.Year on the new owners. It
// copies pos.Units before changing a unit's side, since the slice may be
// shared with the position reported as the movement's result.
func (v *Variant) applyEvents(pos *Position, owners []PowerID) {
	copied := false
	for _, e := range v.Rules.Events {
		if e.Year != pos.Phase.Year || owners[e.Province] != NoPower {
			continue
		}
		owners[e.Province] = e.Power
		for i, u := range pos.Units {
			if v.locs[u.Loc].Province == e.Province && u.Power == NoPower {
				if !copied {
					pos.Units, copied = append([]Unit(nil), pos.Units...), true
				}
				pos.Units[i].Power = e.Power
			}
		}
	}
}

// events reads the spec's scheduled events.
func (b *builder) events() {
	v := b.v
	for _, e := range b.spec.Events {
		l, ok := b.resolveLoc(e.Province, e.Line)
		pw, okP := v.powerBy[normName(e.Power)]
		if !okP {
			b.errf(e.Line, "event: unknown power %q", e.Power)
		}
		if !ok || !okP {
			continue
		}
		p := v.locs[l].Province
		if !v.provinces[p].SC {
			b.errf(e.Line, "event: %s is not a supply centre", v.provinces[p].ID)
			continue
		}
		if e.Year < b.spec.StartYear {
			b.errf(e.Line, "event: year %d is before the game starts (%d)", e.Year, b.spec.StartYear)
			continue
		}
		v.Rules.Events = append(v.Rules.Events, Event{Year: e.Year, Province: p, Power: pw})
	}
}
