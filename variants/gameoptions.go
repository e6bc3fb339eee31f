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
