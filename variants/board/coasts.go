package board

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// coastReach is how near (in board units) a sea must come to the shared
// border of two land provinces for that border to count as reaching the
// coast: where the border meets the shore, three provinces meet.
const coastReach = 3

// checkCoasts checks that the geometry says which coast of a province with
// several coasts is which: each coast's unit anchor must stand nearer the
// shore of a neighbour that fleets reach from that coast than the shore of
// any neighbour they reach only from the province's other coasts. The shore
// on a neighbour is the province's boundary with it for a sea, and the sea
// end of their shared border for a land province (where a fleet passes
// along the coast). Neighbours reached from every coast say nothing about
// sides and are left out. Otherwise a fleet drawn on "the north coast"
// stands by seas it cannot reach and players misread the board. The
// comparison is from the anchor, not from the shore: on a long, thin or
// curved province (an isthmus, an island) the far ends of a coast's shore
// are about as near one coast's anchor as the other's, while the shore next
// to the anchor tells the sides apart. A land neighbour whose border with the
// province reaches no sea that both touch and that fleets sail to from both
// (the coast and the neighbour) is reported unless a marker shows the link;
// a sea neighbour that does not touch is left to the contact check.
func checkCoasts(b *Board, g Graph, r *raster, touch map[[2]string]float64, marked map[[2]string]bool) []Problem {
	idx := map[string]int16{}
	for i, p := range b.Provinces {
		idx[p.ID] = int16(i + 1)
	}
	// Every fleet link, both ways, by location.
	fleet := map[string]map[string]bool{}
	for _, l := range g.Links {
		if !l.Fleet {
			continue
		}
		for _, e := range [][2]string{{l.A, l.B}, {l.B, l.A}} {
			if fleet[e[0]] == nil {
				fleet[e[0]] = map[string]bool{}
			}
			fleet[e[0]][e[1]] = true
		}
	}
	// The provinces to check, and their boundary points with each neighbour
	// (one point per unit of boundary), from one pass over the grid.
	multi := map[int16]bool{}
	for _, gp := range g.Provinces {
		if len(gp.Coasts) >= 2 && idx[gp.ID] != 0 {
			multi[idx[gp.ID]] = true
		}
	}
	if len(multi) == 0 {
		return nil
	}
	border := map[[2]int16][]Point{}
	r.contacts(func(a, c int16, at Point) {
		if multi[a] {
			border[[2]int16{a, c}] = append(border[[2]int16{a, c}], at)
		}
		if multi[c] {
			border[[2]int16{c, a}] = append(border[[2]int16{c, a}], at)
		}
	})

	var probs []Problem
	for _, gp := range g.Provinces {
		pi := idx[gp.ID]
		if !multi[pi] {
			continue
		}
		anchor := map[string]Point{}
		for _, u := range b.Units {
			if u.Province == gp.ID && u.Coast != "" {
				anchor[u.Coast] = u.At
			}
		}
		if len(anchor) < len(gp.Coasts) {
			continue // a missing coast anchor is reported above
		}
		// The coasts from which fleets reach each neighbouring location,
		// and the province's shore on the neighbours that tell sides apart.
		from := map[string][]string{}
		for _, c := range gp.Coasts {
			for n := range fleet[gp.ID+"/"+c] {
				from[n] = append(from[n], c)
			}
		}
		shore := map[string][]Point{}
		var locs []string
		for n, cs := range from {
			np, _ := SplitLoc(n)
			ni := idx[np]
			if len(cs) == len(gp.Coasts) || ni == 0 || np == gp.ID {
				continue
			}
			sort.Strings(cs)
			pts := border[[2]int16{pi, ni}]
			if b.Provinces[ni-1].Kind != Sea {
				// The seas a fleet passes along between the two.
				seas := map[string]bool{}
				for s := range fleet[n] {
					for _, c := range cs {
						seas[s] = seas[s] || fleet[gp.ID+"/"+c][s]
					}
				}
				pts = seaEnd(b, r, pts, gp.ID, np, seas, touch)
				if len(pts) == 0 && !marked[pairKey(gp.ID, np)] {
					probs = append(probs, Problem{0, fmt.Sprintf("%s–%s is a fleet border, but the border of %s and %s reaches no sea that both touch and that fleets sail to from both %s and %s: expected their border to end on such a sea, or a marker for the link",
						joinCoasts(gp.ID, cs), n, gp.ID, np, joinCoasts(gp.ID, cs), n)})
				}
			}
			if len(pts) > 0 {
				shore[n] = pts
				locs = append(locs, n)
			}
		}
		sort.Strings(locs)
		for _, c := range gp.Coasts {
			a := anchor[c]
			own, ownD := nearestShore(a, locs, shore, func(n string) bool { return contains(from[n], c) })
			other, otherD := nearestShore(a, locs, shore, func(n string) bool { return !contains(from[n], c) })
			if own == "" || other == "" || ownD < otherD {
				continue
			}
			probs = append(probs, Problem{0, fmt.Sprintf("the anchor of %s/%s at (%.0f, %.0f) is nearer %s (%.0f units; fleets reach it from %s, not from %s/%s) than %s (%.0f units; fleets reach it from %s/%s): expected %s/%s's anchor on the side of the seas it borders, nearer %s",
				gp.ID, c, a.X, a.Y, other, otherD, joinCoasts(gp.ID, from[other]), gp.ID, c, own, ownD, gp.ID, c, gp.ID, c, own)})
		}
	}
	return probs
}

// nearestShore returns which of the locations that keep accepts has the
// shore point nearest a, and how far it is ("" if none).
func nearestShore(a Point, locs []string, shore map[string][]Point, keep func(string) bool) (string, float64) {
	best, bd := "", math.Inf(1)
	for _, n := range locs {
		if !keep(n) {
			continue
		}
		for _, q := range shore[n] {
			if d := math.Hypot(q.X-a.X, q.Y-a.Y); d < bd {
				best, bd = n, d
			}
		}
	}
	return best, bd
}

// joinCoasts names coasts of a province: "spa/nc" or "spa/nc and spa/sc".
func joinCoasts(prov string, coasts []string) string {
	var names []string
	for _, c := range coasts {
		names = append(names, prov+"/"+c)
	}
	return strings.Join(names, " and ")
}

// seaEnd keeps the points of the border between land provinces p and n that
// lie within coastReach of one of the seas via (by id) that both touch:
// where a fleet passes between the two along the shore.
func seaEnd(b *Board, r *raster, border []Point, p, n string, via map[string]bool, touch map[[2]string]float64) []Point {
	seas := map[int16]bool{}
	for i, s := range b.Provinces {
		if s.Kind == Sea && via[s.ID] && touch[pairKey(s.ID, p)] >= MinContact && touch[pairKey(s.ID, n)] >= MinContact {
			seas[int16(i+1)] = true
		}
	}
	var out []Point
	for _, q := range border {
		x, y := int(q.X), int(q.Y)
	search:
		for dy := -coastReach; dy <= coastReach; dy++ {
			for dx := -coastReach; dx <= coastReach; dx++ {
				if dx*dx+dy*dy <= coastReach*coastReach && seas[r.at(x+dx, y+dy)] {
					out = append(out, q)
					break search
				}
			}
		}
	}
	return out
}
