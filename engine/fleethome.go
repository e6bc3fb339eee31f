package engine

// FleetHome is a power that may build fleets only after capturing one of
// Centres: the first of them it owns when centres change hands becomes its
// fleet home, a home centre where it may build fleets (and armies), and
// the only place where it may build fleets. If it takes two of them in the
// same year, the one listed first wins. The choice is for good: it is
// kept in Position.FleetHomes even if the centre is lost again.
type FleetHome struct {
	Power   PowerID
	Centres []ProvinceID
}

// FleetHomeSpec is a FleetHome by names, as a definition writes it.
type FleetHomeSpec struct {
	Power   string
	Centres []string
	Line    int
}

// fleetHomeRule returns the index of pw's FleetHome rule, or -1.
func (v *Variant) fleetHomeRule(pw PowerID) int {
	for i, f := range v.Rules.FleetHomes {
		if f.Power == pw {
			return i
		}
	}
	return -1
}

// FleetHomeOf returns the fleet home power pw has won by capture, or
// NoProvince (also for powers without the rule).
func (v *Variant) FleetHomeOf(pos *Position, pw PowerID) ProvinceID {
	if int(pw) < 0 || int(pw) >= len(pos.FleetHomes) {
		return NoProvince
	}
	return pos.FleetHomes[pw]
}

// mayBuild reports whether power pw may build a unit of type t (NoUnit:
// of some type) in the supply centre p; occupancy is checked elsewhere.
func (v *Variant) mayBuild(pos *Position, pw PowerID, p ProvinceID, t UnitType) bool {
	if pos.Owners[p] != pw || v.buildTypeRefusal(pw, p, t) != "" {
		return false
	}
	if v.fleetHomeRule(pw) < 0 {
		return v.canBuildAt(pos.Owners, pw, p)
	}
	if p == v.FleetHomeOf(pos, pw) {
		return true
	}
	return t != Fleet && v.canBuildAt(pos.Owners, pw, p)
}

// updateFleetHomes records a fleet home for each power that owns one of its
// candidates for the first time.
func (v *Variant) updateFleetHomes(pos *Position, owners []PowerID) {
	if len(v.Rules.FleetHomes) == 0 {
		return
	}
	fh := make([]ProvinceID, len(v.powers))
	for i := range fh {
		fh[i] = NoProvince
	}
	copy(fh, pos.FleetHomes)
	for _, f := range v.Rules.FleetHomes {
		if fh[f.Power] != NoProvince {
			continue
		}
		for _, c := range f.Centres {
			if owners[c] == f.Power {
				fh[f.Power] = c
				break
			}
		}
	}
	pos.FleetHomes = fh
}

// fleetHomes reads the spec's conditional fleet homes and gives the
// starting position its (empty) record of them.
func (b *builder) fleetHomes() {
	v := b.v
	for _, f := range b.spec.FleetHomes {
		pw, ok := v.powerBy[normName(f.Power)]
		if !ok {
			b.errf(f.Line, "fleethome: unknown power %q", f.Power)
			continue
		}
		if v.fleetHomeRule(pw) >= 0 {
			b.errf(f.Line, "fleethome: %s already has a fleet home rule", v.powers[pw].Name)
			continue
		}
		rule := FleetHome{Power: pw}
		for _, c := range f.Centres {
			l, ok := b.resolveLoc(c, f.Line)
			if !ok {
				continue
			}
			p := v.locs[l].Province
			if !v.provinces[p].SC || v.provinces[p].Kind != Coast {
				b.errf(f.Line, "fleethome: %s is not a coastal supply centre", v.provinces[p].ID)
				continue
			}
			rule.Centres = append(rule.Centres, p)
		}
		if len(rule.Centres) == 0 {
			b.errf(f.Line, "fleethome: %s needs at least one centre", v.powers[pw].Name)
			continue
		}
		v.Rules.FleetHomes = append(v.Rules.FleetHomes, rule)
	}
	if len(v.Rules.FleetHomes) > 0 {
		v.start.FleetHomes = make([]ProvinceID, len(v.powers))
		for i := range v.start.FleetHomes {
			v.start.FleetHomes[i] = NoProvince
		}
		v.updateFleetHomes(&v.start, v.start.Owners)
	}
}
