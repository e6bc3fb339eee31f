package variants

import (
	"strconv"
	"strings"

	"dipdesk/engine"
)

// option reads "option victory=<n> end=<year> : Label", a choice offered
// at New game.
func (p *defParser) option(rest string) {
	head, label, _ := p.namesPart(rest)
	o := engine.GameOptionSpec{Line: p.line}
	o.Label = label
	if len(head) == 0 {
		p.errf("expected \"option victory=<n> end=<year> : Label\"")
		return
	}
	for _, w := range head {
		k, val, _ := strings.Cut(w, "=")
		n, err := strconv.Atoi(val)
		if err != nil || n <= 0 {
			p.errf("option: %q: expected victory=<number> or end=<year>", w)
			continue
		}
		switch k {
		case "victory":
			o.VictorySCs = n
		case "end":
			o.EndYear = n
		default:
			p.errf("option: unknown setting %q: expected victory=<number> or end=<year>", w)
		}
	}
	p.spec.Options = append(p.spec.Options, o)
}

// team reads "team <power> <power> ... [: Name]" (one player always holds
// these; the name, e.g. "French Empire", is what the table calls that
// player) and "pairing <power,power,...> <power,power,...> ..." (each other
// player takes one power from every group).
func (p *defParser) team(kw, rest string) {
	head, name := rest, ""
	if kw == "team" {
		if h, n, ok := strings.Cut(rest, ":"); ok {
			head, name = h, strings.TrimSpace(n)
		}
	}
	words := strings.Fields(head)
	if len(words) < 2 {
		p.errf("expected \"team <power> <power> ... [: Name]\" or \"pairing <power,power> <power,power> ...\"")
		return
	}
	spec := engine.TeamSpec{Powers: words, Name: name, Line: p.line}
	if kw == "team" {
		p.spec.Teams = append(p.spec.Teams, spec)
		return
	}
	if p.spec.Pairing != nil {
		p.errf("pairing is given twice")
	}
	p.spec.Pairing = &spec
}
