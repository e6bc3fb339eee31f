package cli

import (
	"fmt"
	"strings"

	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// legibility measures a variant's board as the turn screen draws it at
// fit zoom, in each pane of render.Targets, and says, one line per pane,
// the figures and the bars below target. Falling short is reported, not
// counted as a problem: a board may lack the room, and a designer sees
// by how much.
func legibility(pkg *variants.Package) []string {
	b, err := board.ParseFile(pkg.Files, "map.svg")
	if err != nil {
		return nil // the board check has said why
	}
	var out []string
	for _, t := range render.Targets {
		g, _ := render.FitGeometry(b, nil, t.Size[0], t.Size[1], render.Options{})
		l := render.Measure(g)
		line := "legibility at fit zoom, " + l.String()
		if miss := l.Check(t, pkg.Variant.NumProvinces()); len(miss) > 0 {
			var parts []string
			for _, m := range miss {
				parts = append(parts, fmt.Sprintf("%s %s (target %s)", m.Bar, m.Got, m.Want))
			}
			line += "; below target: " + strings.Join(parts, ", ")
		}
		out = append(out, line)
	}
	return out
}
