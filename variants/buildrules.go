package variants

import (
	"strings"

	"dipdesk/engine"
)

// The statements for continents, per-power build lists and convoys abroad
// (1812 Overture); the format is described in classic/variant.txt.

// continent reads "continent <name> [<title>]: <province> ...": the title
// ("Europe") is what players read; the name ("eu") is what powers and
// rules refer to.
func (p *defParser) continent(rest string) {
	head, provs, ok := strings.Cut(rest, ":")
	words := strings.Fields(head)
	if !ok || len(words) == 0 || len(strings.Fields(provs)) == 0 {
		p.errf("expected \"continent <name> [<title>]: <province> <province> ...\", e.g. \"continent eu Europe: par mad\"")
		return
	}
	p.spec.Continents = append(p.spec.Continents, engine.ContinentSpec{Name: words[0], Title: strings.Join(words[1:], " "),
		Provinces: strings.Fields(provs), Line: p.line})
}

// buildAt reads "buildat <any|power,power> <place> ..." and
// "fleetbuilds <power,power> <place> ... | none".
func (p *defParser) buildAt(kw string, words []string) {
	if len(words) < 2 {
		p.errf("expected \"%s <powers> <place> ...\", e.g. \"%s france,rhine war\"", kw, kw)
		return
	}
	powers := strings.Split(words[0], ",")
	if kw == "fleetbuilds" && strings.EqualFold(words[0], "any") {
		p.errf("fleetbuilds: name the powers, not \"any\"")
		return
	}
	spec := engine.BuildAtSpec{Powers: powers, Places: words[1:], Line: p.line}
	if kw == "buildat" {
		p.spec.BuildAt = append(p.spec.BuildAt, spec)
	} else {
		p.spec.FleetBuilds = append(p.spec.FleetBuilds, spec)
	}
}

// abroad reads "abroad near-owned" and "abroad never <powers> <continent>".
func (p *defParser) abroad(words []string) {
	switch {
	case len(words) == 1 && words[0] == "near-owned":
		p.spec.Rules.AbroadNearOwned = true
	case len(words) == 3 && words[0] == "never":
		p.spec.NeverAbroad = append(p.spec.NeverAbroad, engine.NeverAbroadSpec{Powers: strings.Split(words[1], ","), Continent: words[2], Line: p.line})
	default:
		p.errf("expected \"abroad near-owned\" or \"abroad never <power,power> <continent>\"")
	}
}
