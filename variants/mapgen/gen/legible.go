package gen

import (
	"dipdesk/variants/board"
	"dipdesk/variants/board/namefont"
)

// Legibility checks a generated board against the quality bars of
// board.Legible, with the graph the spec implies: its provinces, their
// SCs and coasts, and a fleet link wherever a land province touches a sea
// on the board (rivers and canals are the variant's to say, so provinces
// reached by fleets only along them are not held to the shore bar here;
// `dipdesk validate` checks against the real graph).
func Legibility(s *Spec, b *board.Board) []board.Problem {
	var g board.Graph
	sea := map[string]bool{}
	for _, ps := range s.Provinces {
		gp := board.GraphProvince{ID: ps.ID, Sea: ps.Sea, SC: ps.SC != nil}
		for _, c := range ps.Coasts {
			gp.Coasts = append(gp.Coasts, c.ID)
		}
		g.Provinces = append(g.Provinces, gp)
		sea[ps.ID] = ps.Sea
	}
	for k, n := range board.Touching(b) {
		if n >= board.MinContact && sea[k[0]] != sea[k[1]] {
			g.Links = append(g.Links, board.Link{A: k[0], B: k[1], Fleet: true})
		}
	}
	return board.Legible(b, g, namefont.Width)
}
