// Package boardcheck checks a variant package's board (map.svg) against its
// graph: it turns an engine.Variant into the plain board.Graph that
// board.Check reads. It lives apart from package variants so that variants
// does not depend on the board code (and cannot form an import cycle).
package boardcheck

import (
	"fmt"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/board"
	"dipdesk/variants/board/namefont"
)

// BoardFile is the board's file name inside a variant folder.
const BoardFile = "map.svg"

// Graph converts a variant's provinces, coasts and borders to a board.Graph.
// Impassable provinces are left out: boards draw them as decoration.
func Graph(v *engine.Variant) board.Graph {
	var g board.Graph
	for i := 0; i < v.NumProvinces(); i++ {
		p := v.Province(engine.ProvinceID(i))
		if p.Kind == engine.Impassable {
			continue
		}
		gp := board.GraphProvince{ID: p.ID, Sea: p.Kind == engine.Sea, SC: p.SC}
		for _, c := range p.Coasts {
			gp.Coasts = append(gp.Coasts, v.Loc(c).Coast)
		}
		g.Provinces = append(g.Provinces, gp)
	}
	name := func(l engine.LocID) string {
		loc := v.Loc(l)
		id := v.Province(loc.Province).ID
		if loc.Coast != "" {
			return id + "/" + loc.Coast
		}
		return id
	}
	for l := 0; l < v.NumLocs(); l++ {
		for _, t := range []engine.UnitType{engine.Army, engine.Fleet} {
			for _, m := range v.Neighbours(t, engine.LocID(l)) {
				if engine.LocID(l) < m {
					g.Links = append(g.Links, board.Link{A: name(engine.LocID(l)), B: name(m), Army: t == engine.Army, Fleet: t == engine.Fleet})
				}
			}
		}
	}
	return g
}

// Check parses the package's map.svg and compares it with the package's
// graph (board.Check) and with the quality bars of a legible board
// (board.Legible). The error is for a missing or malformed board; contradictions are
// the returned problems.
func Check(pkg *variants.Package) ([]board.Problem, error) {
	b, err := board.ParseFile(pkg.Files, BoardFile)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", pkg.ID, err)
	}
	g := Graph(pkg.Variant)
	return append(board.Check(b, g), board.Legible(b, g, namefont.Width)...), nil
}
