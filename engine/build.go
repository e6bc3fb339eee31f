package engine

// canBuildAt reports whether power pw may build at province p under the
// variant's policy, given the SC owners (occupancy is checked elsewhere).
func (v *Variant) canBuildAt(owners []PowerID, pw PowerID, p ProvinceID) bool {
	return v.buildRefusal(owners, pw, p) == ""
}

// buildRefusal says why power pw may not build at province p, or "" if it
// may. It is the sentence an illegal build order gets.
func (v *Variant) buildRefusal(owners []PowerID, pw PowerID, p ProvinceID) string {
	pr := &v.provinces[p]
	switch {
	case !pr.SC:
		return sprintf("%s is not a supply centre", pr.Name)
	case owners[p] != pw:
		return sprintf("%s does not own %s", v.powers[pw].Name, pr.Name)
	case v.Rules.BuildNeedsHome && !v.ownsAHome(owners, pw):
		return sprintf("%s owns none of its home centres, and a power builds only while it owns one", v.powers[pw].Name)
	case v.onBuildList(pw, p):
		return ""
	}
	switch v.Rules.Build {
	case BuildOwned:
		return ""
	case BuildAnyHome:
		if pr.Home != NoPower {
			return ""
		}
		return sprintf("%s is nobody's home centre, and builds go in owned home centres of any power", pr.Name)
	}
	if pr.Home == pw {
		return ""
	}
	if v.buildExtra != nil {
		return sprintf("%s is neither one of %s's home centres nor on its build list", pr.Name, v.powers[pw].Name)
	}
	return sprintf("%s is not one of %s's home centres", pr.Name, v.powers[pw].Name)
}

// ownsAHome reports whether pw owns at least one of its own home centres.
func (v *Variant) ownsAHome(owners []PowerID, pw PowerID) bool {
	for _, h := range v.homes[pw] {
		if owners[h] == pw {
			return true
		}
	}
	return false
}
