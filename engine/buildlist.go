package engine

import "strings"

// Build lists widen and narrow, power by power, where builds go (1812
// Overture): extra centres a power may build in besides its policy's
// (Harbours for any captor, Warsaw for France or Rhine, anywhere in North
// America for the Cherokee), and the only centres where it may build
// fleets (none at all for some).

// BuildAtSpec grants Powers ("any" alone: every power) builds at Places.
// A place is a supply centre's name, home=<power> (every home centre of
// that power) or continent=<name> (every supply centre in it). As a
// FleetBuilds entry it lists the only places Powers may build fleets;
// an empty list or "none" means never.
type BuildAtSpec struct {
	Powers []string
	Places []string
	Line   int
}

func (b *builder) buildLists() {
	s, v := b.spec, b.v
	for _, ba := range s.BuildAt {
		places := b.buildPlaces(ba.Places, ba.Line)
		for _, pw := range b.powerList(ba.Powers, ba.Line) {
			if v.buildExtra == nil {
				v.buildExtra = make([]bits, len(v.powers))
			}
			if v.buildExtra[pw] == nil {
				v.buildExtra[pw] = newBits(len(v.provinces))
			}
			for _, p := range places {
				v.buildExtra[pw].set(int(p))
			}
		}
	}
	for _, fb := range s.FleetBuilds {
		never := len(fb.Places) == 0 || len(fb.Places) == 1 && strings.EqualFold(fb.Places[0], "none")
		var places []ProvinceID
		if !never {
			places = b.buildPlaces(fb.Places, fb.Line)
		}
		for _, pw := range b.powerList(fb.Powers, fb.Line) {
			if v.noFleets == nil {
				v.noFleets = make([]bool, len(v.powers))
				v.fleetOnly = make([]bits, len(v.powers))
			}
			if never {
				v.noFleets[pw] = true
				continue
			}
			if v.fleetOnly[pw] == nil {
				v.fleetOnly[pw] = newBits(len(v.provinces))
			}
			for _, p := range places {
				v.fleetOnly[pw].set(int(p))
			}
		}
	}
}

// buildPlaces resolves a list of places to supply centres.
func (b *builder) buildPlaces(names []string, line int) []ProvinceID {
	v := b.v
	var out []ProvinceID
	for _, n := range names {
		key, val, ok := strings.Cut(n, "=")
		switch {
		case ok && key == "home":
			pw, found := v.powerBy[normName(val)]
			if !found {
				b.errf(line, "home=%s: unknown power", val)
				continue
			}
			out = append(out, v.homes[pw]...)
		case ok && key == "continent":
			ci := b.continentIndex(val, line, false)
			for _, p := range v.scs {
				if ci >= 0 && v.continentOf[p] == ci {
					out = append(out, p)
				}
			}
		case ok:
			b.errf(line, "%q: expected a supply centre, home=<power> or continent=<name>", n)
		default:
			l, found := b.resolveLoc(n, line)
			if !found {
				continue
			}
			p := v.locs[l].Province
			if !v.provinces[p].SC {
				b.errf(line, "%s is not a supply centre, so nobody builds there", v.provinces[p].ID)
				continue
			}
			out = append(out, p)
		}
	}
	return out
}

// onBuildList reports whether pw's build list grants it province p.
func (v *Variant) onBuildList(pw PowerID, p ProvinceID) bool {
	return v.buildExtra != nil && v.buildExtra[pw] != nil && v.buildExtra[pw].has(int(p))
}

// buildTypeRefusal says why power pw may not build a unit of type t at p
// under its fleet-build list, or "" if it may.
func (v *Variant) buildTypeRefusal(pw PowerID, p ProvinceID, t UnitType) string {
	if t != Fleet || v.noFleets == nil {
		return ""
	}
	name := v.powers[pw].Name
	if v.noFleets[pw] {
		return sprintf("%s never builds fleets", name)
	}
	if only := v.fleetOnly[pw]; only != nil && !only.has(int(p)) {
		var at []string
		for _, q := range v.scs {
			if only.has(int(q)) {
				at = append(at, v.provinces[q].Name)
			}
		}
		return sprintf("%s builds fleets only in %s", name, strings.Join(at, ", "))
	}
	return ""
}
