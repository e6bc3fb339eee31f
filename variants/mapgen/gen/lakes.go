package gen

// lakeKey names one polygon of one lake feature.
type lakeKey struct{ feature, polygon int }

// carveLakes turns into water every lake that holds a sea anchor: Natural
// Earth land covers lakes, so a sea province in a lake (the Great Lakes, the
// Caspian at some scales) needs its lake carved out of the land before it can
// grow. A lake is carved whole (its islands, the polygon's holes, stay land)
// in every part of the board it is drawn in: the main map outside the inset
// boxes, and each inset box. Lakes without a sea anchor stay land for growth
// and are only drawn. It returns the carved lakes, which are sea now and no
// longer drawn as lakes.
func carveLakes(s *Spec, pr *Projector, geo *Geo, f *Field, g *Grid) map[lakeKey]bool {
	seeds := map[int]bool{}
	for _, ps := range s.Provinces {
		if !ps.Sea {
			continue
		}
		for _, a := range ps.Anchors {
			p := pr.Project(a[0], a[1])
			x, y := int(p.X), int(p.Y)
			if x >= 0 && y >= 0 && x < f.W && y < f.H && f.Land[y*f.W+x] {
				seeds[y*f.W+x] = true
			}
		}
	}
	if len(seeds) == 0 {
		return nil
	}
	// Which drawing (main map -1, or inset k) each cell shows.
	domain := make([]int8, f.W*f.H)
	for i := range domain {
		domain[i] = -1
	}
	for k, in := range pr.insets {
		b := in.box
		for y := max(0, int(b[1])); y < min(f.H, int(b[1]+b[3])); y++ {
			for x := max(0, int(b[0])); x < min(f.W, int(b[0]+b[2])); x++ {
				domain[y*f.W+x] = int8(k)
			}
		}
	}
	carved := map[lakeKey]bool{}
	var cells []int
	for k := -1; k < len(pr.insets); k++ {
		for fi, ft := range geo.Lakes {
			for pi, poly := range ft.Polygons {
				rings := projectRings(pr, poly, k)
				if !onBoard(rings, f.W, f.H) {
					continue
				}
				cells = cells[:0]
				hit := false
				g.scan(rings, func(i int) {
					if int(domain[i]) == k {
						cells = append(cells, i)
						hit = hit || seeds[i]
					}
				})
				if !hit {
					continue
				}
				for _, i := range cells {
					if !f.Void[i] {
						f.Land[i], f.Country[i] = false, 0
					}
				}
				carved[lakeKey{fi, pi}] = true
			}
		}
	}
	return carved
}
