package engine

// Notional owners are display data: a supply centre drawn in a power's
// colour at the start although it belongs to nobody (American Conflict's
// "notionally held" centres). The rules never read them: such a centre
// counts for nobody, gives no build and is owned only once captured.

// NotionalOwner returns the power whose colour supply centre p is drawn in
// while nobody owns it, or NoPower. Once a power owns p, the board shows
// the real owner instead; the rules ignore notional owners entirely.
func (v *Variant) NotionalOwner(p ProvinceID) PowerID {
	if p < 0 || int(p) >= len(v.notional) {
		return NoPower
	}
	return v.notional[p]
}

// notionalOwners checks the spec's notional owners and records them. It
// runs after start(), so that a centre owned at the start can be refused.
func (b *builder) notionalOwners() {
	v := b.v
	v.notional = make([]PowerID, len(v.provinces))
	for i := range v.notional {
		v.notional[i] = NoPower
	}
	for _, o := range b.spec.Notional {
		l, ok := b.resolveLoc(o.Province, o.Line)
		pw, okP := v.powerBy[normName(o.Power)]
		if !okP {
			b.errf(o.Line, "notional: unknown power %q", o.Power)
		}
		if !ok || !okP {
			continue
		}
		p := v.locs[l].Province
		pr := &v.provinces[p]
		switch {
		case !pr.SC:
			b.errf(o.Line, "notional: %s is not a supply centre", pr.ID)
		case v.start.Owners != nil && v.start.Owners[p] != NoPower:
			b.errf(o.Line, "notional: %s is owned by %s at the start; a notional owner is for a centre nobody owns", pr.ID, v.powers[v.start.Owners[p]].Name)
		case v.notional[p] != NoPower && v.notional[p] != pw:
			b.errf(o.Line, "notional: %s is already drawn as %s's", pr.ID, v.powers[v.notional[p]].Name)
		default:
			v.notional[p] = pw
		}
	}
}
