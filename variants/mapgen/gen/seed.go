package gen

import (
	"fmt"
	"math"

	"dipdesk/variants/board"
)

// Seeding, the generator's third stage: each province and impassable
// area becomes a region with its seeds (its anchors), its country mask
// and the cells its polygon forces to it; barriers, rivers and
// [[island]] entries then shape where the regions may grow.

// seed makes a region per province and impassable area: its country mask,
// its seeds (the anchors, moved onto their medium if a pixel or two off),
// and the cells its polygon forces to it.
func (gn *generation) seed() error {
	s, pr, f := gn.s, gn.pr, gn.f
	W, H := f.W, f.H
	countryID := map[string]int16{}
	for ci, ft := range gn.geo.Countries {
		countryID[ft.Name] = int16(ci + 1)
	}
	gn.all = append(append([]ProvSpec{}, s.Provinces...), s.Impassable...)
	gn.regions = make([]Region, len(gn.all))
	gn.index = map[string]int{}
	for ri, ps := range gn.all {
		gn.index[ps.ID] = ri
		r := Region{Sea: ps.Sea}
		if len(ps.Countries) > 0 {
			r.Mask = make([]bool, len(gn.geo.Countries)+1)
			for _, c := range ps.Countries {
				id, ok := countryID[c]
				if !ok {
					return s.errID(ps.ID, "country %q: expected a Natural Earth country name (as in world-atlas countries)", c)
				}
				r.Mask[id] = true
			}
		}
		// The polygon first: an atoll's is made land, so that its anchor is
		// on land, and a hybrid's, so that the water it holds is its own.
		if len(ps.Polygon) >= 3 {
			rings := projectRings(pr, [][]LonLat{ps.Polygon}, pr.insetOf(ps.Polygon[0][0], ps.Polygon[0][1]))
			lab := int32(ri + 1)
			gn.g.scan(rings, func(i int) {
				if ps.Hybrid && !ps.Sea && !f.Land[i] {
					f.HeldWater[i] = true
				}
				if (ps.Atoll || ps.Hybrid) && !ps.Sea {
					f.Land[i] = true
				}
				if f.Land[i] != ps.Sea || ps.Water {
					f.Label[i], f.Fixed[i] = lab, true
				}
			})
		}
		for _, a := range ps.Anchors {
			p := pr.Project(a[0], a[1])
			x, y := int(p.X), int(p.Y)
			if x < 0 || y < 0 || x >= W || y >= H {
				if q := pr.Project(a[1], a[0]); a[0] >= -90 && a[0] <= 90 && q.X >= 0 && q.Y >= 0 && q.X < float64(W) && q.Y < float64(H) {
					return s.errID(ps.ID, "anchor %v falls outside the board, but [%g, %g] is on it: longitude and latitude look swapped (write [longitude, latitude])", a, a[1], a[0])
				}
				return s.errID(ps.ID, "anchor %v falls outside the board", a)
			}
			// A main-map anchor a magnifier pushes under an inset's box
			// would grow the province inside the inset, among far-away
			// land and seas.
			if pr.insetOf(a[0], a[1]) < 0 && pr.inInsetBox(p) {
				return s.errID(ps.ID, "anchor %v falls under an inset's box: move it, or the box", a)
			}
			i := y*W + x
			if f.Land[i] == ps.Sea {
				// Tolerate anchors a pixel or two off the coast: take the nearest cell of the medium.
				j, ok := nearestMedium(f, x, y, !ps.Sea, 6)
				if !ok {
					what := map[bool]string{true: "water", false: "land"}[ps.Sea]
					return s.errID(ps.ID, "anchor %v is not on %s", a, what)
				}
				i = j
			}
			r.Seeds = append(r.Seeds, i)
		}
		gn.regions[ri] = r
	}
	return nil
}

// barriers marks the cells of each barrier line as blocking land growth,
// sea growth or both.
func (gn *generation) barriers() {
	f := gn.f
	for _, br := range gn.s.Barriers {
		line := gn.projectLine(br.Line)
		mark := NewGrid(f.W, f.H)
		mark.DrawLine(line, 1)
		for i, v := range mark.V {
			if v == 0 {
				continue
			}
			if br.Blocks != "sea" {
				f.BlockLand[i] = true
			}
			if br.Blocks != "land" {
				f.BlockSea[i] = true
			}
		}
	}
}

// projectLine projects a line given in longitude and latitude. On a board
// bent for room each edge is first cut into pieces of a quarter degree,
// so that the line bends with the land round it: a barrier drawn
// straight between its bent ends could leave the strait it closes.
func (gn *generation) projectLine(ll []LonLat) []board.Point {
	var out []board.Point
	for i, p := range ll {
		if i > 0 && gn.pr.warp != nil {
			q := ll[i-1]
			n := int(math.Ceil(math.Max(math.Abs(p[0]-q[0]), math.Abs(p[1]-q[1])) / 0.25))
			for k := 1; k < n; k++ {
				t := float64(k) / float64(n)
				out = append(out, gn.pr.Project(q[0]+(p[0]-q[0])*t, q[1]+(p[1]-q[1])*t))
			}
		}
		out = append(out, gn.pr.Project(p[0], p[1]))
	}
	return out
}

// riverCosts makes rivers cost land growth [rivers] border_cost more to
// cross, so that provinces meet along them.
func (gn *generation) riverCosts() {
	if gn.s.Rivers == nil || gn.s.Rivers.BorderCost <= 0 {
		return
	}
	f := gn.f
	cost := uint16(min(60000, math.Round(gn.s.Rivers.BorderCost*10)))
	mark := NewGrid(f.W, f.H)
	for _, l := range riverLines(gn.s, gn.pr, gn.geo, f.W, f.H) {
		mark.DrawLine(l, 1)
	}
	f.Extra = make([]uint16, len(f.Label))
	for i, v := range mark.V {
		if v != 0 {
			f.Extra[i] = cost
		}
	}
}

// islands gives each [[island]]'s landmass to its owner, refusing a
// landmass that is no island at this scale.
func (gn *generation) islands() error {
	s, f := gn.s, gn.f
	for _, is := range s.Islands {
		line := s.lineOf(fmt.Sprintf(`owner\s*=\s*"%s"`, is.Owner))
		p := gn.pr.Project(is.At[0], is.At[1])
		x, y := int(p.X), int(p.Y)
		if x < 0 || y < 0 || x >= f.W || y >= f.H {
			return &SpecError{s.file, line, fmt.Sprintf("island of %s at %v falls outside the board", is.Owner, is.At)}
		}
		i, ok := nearestMedium(f, x, y, true, 4)
		if !ok {
			return &SpecError{s.file, line, fmt.Sprintf("island of %s at %v is not on land", is.Owner, is.At)}
		}
		lab := int32(gn.index[is.Owner] + 1)
		comp := f.Component(i)
		if len(comp) > f.W*f.H/50 {
			return &SpecError{s.file, line, fmt.Sprintf("island of %s at %v joins a landmass of %d px at this scale: it is no island; anchor the province there instead", is.Owner, is.At, len(comp))}
		}
		for _, j := range comp {
			f.Label[j], f.Fixed[j] = lab, true
		}
	}
	return nil
}

func nearestMedium(f *Field, x, y int, land bool, r int) (int, bool) {
	best, bd := -1, math.Inf(1)
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			xx, yy := x+dx, y+dy
			if xx < 0 || yy < 0 || xx >= f.W || yy >= f.H {
				continue
			}
			if i := yy*f.W + xx; f.Land[i] == land {
				if d := math.Hypot(float64(dx), float64(dy)); d < bd {
					best, bd = i, d
				}
			}
		}
	}
	return best, best >= 0
}
