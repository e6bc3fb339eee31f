package engine

import "strings"

// Continents group land provinces (1812 Overture: Europe and North
// America). A power has a home continent; armies convoyed away from it may
// be restricted (Rules.AbroadNearOwned, NeverAbroad), and builds may be
// granted "anywhere in a continent" (buildlist.go).

// ContinentSpec lists provinces of one continent; several specs with the
// same name add up.
type ContinentSpec struct {
	Name      string
	Title     string // the name players read ("Europe"), "" for Name
	Provinces []string
	Line      int
}

// NeverAbroadSpec: the armies of Powers are never convoyed to Continent.
type NeverAbroadSpec struct {
	Powers    []string
	Continent string
	Line      int
}

func (b *builder) continents() {
	s, v := b.spec, b.v
	v.continentOf = make([]int8, len(v.provinces))
	for i := range v.continentOf {
		v.continentOf[i] = -1
	}
	for _, c := range s.Continents {
		ci := b.continentIndex(c.Name, c.Line, true)
		if ci < 0 {
			continue
		}
		if c.Title != "" {
			v.continentTitles[ci] = c.Title
		}
		for _, name := range c.Provinces {
			l, ok := b.resolveLoc(name, c.Line)
			if !ok {
				continue
			}
			p := v.locs[l].Province
			if old := v.continentOf[p]; old >= 0 && old != ci {
				b.errf(c.Line, "continent %s: %s is already in %s", c.Name, v.provinces[p].ID, v.continentNames[old])
				continue
			}
			v.continentOf[p] = ci
		}
	}
	v.homeContinent = make([]int8, len(v.powers))
	for pw := range v.powers {
		v.homeContinent[pw] = b.homeContinent(PowerID(pw))
	}
	for _, n := range s.NeverAbroad {
		ci := b.continentIndex(n.Continent, n.Line, false)
		for _, pw := range b.powerList(n.Powers, n.Line) {
			if ci < 0 {
				continue
			}
			if v.neverAbroad == nil {
				v.neverAbroad = make([][]bool, len(v.powers))
			}
			if v.neverAbroad[pw] == nil {
				v.neverAbroad[pw] = make([]bool, len(v.continentNames))
			}
			v.neverAbroad[pw][ci] = true
		}
	}
	v.abroadRules = v.Rules.AbroadNearOwned || v.neverAbroad != nil
	if v.abroadRules && len(v.continentNames) == 0 {
		b.errf(0, "convoys abroad are restricted, but no continent is defined")
	}
}

// continentIndex finds (or, if add, creates) a continent by name.
func (b *builder) continentIndex(name string, line int, add bool) int8 {
	v := b.v
	k := normName(name)
	for i, n := range v.continentNames {
		if normName(n) == k {
			return int8(i)
		}
	}
	switch {
	case k == "" || !add:
		b.errf(line, "unknown continent %q", name)
		return -1
	case len(v.continentNames) >= 100:
		b.errf(line, "too many continents (at most 100)")
		return -1
	}
	v.continentNames = append(v.continentNames, name)
	v.continentTitles = append(v.continentTitles, name)
	return int8(len(v.continentNames) - 1)
}

// homeContinent is the continent named on the power's line, else the one
// all its home centres lie in (-1 if none, or if they lie in several).
func (b *builder) homeContinent(pw PowerID) int8 {
	v := b.v
	for _, ps := range b.spec.Powers {
		if strings.EqualFold(ps.ID, v.powers[pw].ID) && ps.Continent != "" {
			return b.continentIndex(ps.Continent, ps.Line, false)
		}
	}
	home := int8(-1)
	for _, h := range v.homes[pw] {
		c := v.continentOf[h]
		switch {
		case c < 0:
		case home < 0:
			home = c
		case home != c:
			return -1
		}
	}
	return home
}

// powerList resolves power names; "any" (alone) means every power.
func (b *builder) powerList(names []string, line int) []PowerID {
	v := b.v
	if len(names) == 1 && strings.EqualFold(names[0], "any") {
		out := make([]PowerID, len(v.powers))
		for i := range out {
			out[i] = PowerID(i)
		}
		return out
	}
	var out []PowerID
	for _, n := range names {
		pw, ok := v.powerBy[normName(n)]
		if !ok {
			b.errf(line, "unknown power %q", n)
			continue
		}
		out = append(out, pw)
	}
	return out
}

// Continent returns the name of province p's continent, "" if none.
func (v *Variant) Continent(p ProvinceID) string {
	if v.continentOf == nil || v.continentOf[p] < 0 {
		return ""
	}
	return v.continentNames[v.continentOf[p]]
}

// HomeContinent returns the name of power pw's home continent, "" if none.
func (v *Variant) HomeContinent(pw PowerID) string {
	if v.homeContinent == nil || v.homeContinent[pw] < 0 {
		return ""
	}
	return v.continentNames[v.homeContinent[pw]]
}

// Continents lists the continents' names in the order of definition.
func (v *Variant) Continents() []string { return v.continentNames }

// ContinentTitle is the name players read for continent name ("Europe"
// for "eu"): its title in the definition, else the name itself.
func (v *Variant) ContinentTitle(name string) string {
	for i, n := range v.continentNames {
		if n == name {
			return v.continentTitles[i]
		}
	}
	return name
}

// abroadRefusal says why an army of power pw may not be convoyed from o to
// d, or "" if it may. Owners are the position's centre owners. Convoys
// within one continent, or to the power's home continent, are free.
func (v *Variant) abroadRefusal(pw PowerID, o, d ProvinceID, owners []PowerID) string {
	if !v.abroadRules || pw == NoPower {
		return ""
	}
	return v.abroadWhy(pw, o, d, owners)
}

func (v *Variant) abroadWhy(pw PowerID, o, d ProvinceID, owners []PowerID) string {
	cd := v.continentOf[d]
	if cd < 0 || cd == v.continentOf[o] || cd == v.homeContinent[pw] {
		return ""
	}
	name := v.powers[pw].Name
	if v.neverAbroad != nil && v.neverAbroad[pw] != nil && v.neverAbroad[pw][cd] {
		return sprintf("%s's armies are never convoyed to %s", name, v.continentTitles[cd])
	}
	if !v.Rules.AbroadNearOwned || owners[d] == pw {
		return ""
	}
	for _, q := range v.provAdj[d] {
		if v.provinces[q].SC && owners[q] == pw {
			return ""
		}
	}
	return sprintf("an army convoyed to %s, away from %s's home continent, must land on a supply centre %s owns or next to one, and %s is neither",
		v.continentTitles[cd], name, name, v.provinces[d].Name)
}
