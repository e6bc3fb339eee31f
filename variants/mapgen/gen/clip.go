package gen

// clipMain cuts a polygon's rings to the main map's [projection] clip box,
// in longitude and latitude (Sutherland–Hodgman against each side: the box
// is convex, so a point inside it is inside a cut ring exactly when it was
// inside the ring, and even-odd filling gives the same land there). It
// returns nil when nothing is left, and the polygon as it is without a box.
func (s *Spec) clipMain(poly [][]LonLat) [][]LonLat {
	c := s.Projection.Clip
	if c == nil {
		return poly
	}
	var out [][]LonLat
	for _, r := range poly {
		r = clipRing(r, func(p LonLat) float64 { return p[0] - c[0] }) // west
		r = clipRing(r, func(p LonLat) float64 { return c[2] - p[0] }) // east
		r = clipRing(r, func(p LonLat) float64 { return p[1] - c[1] }) // south
		r = clipRing(r, func(p LonLat) float64 { return c[3] - p[1] }) // north
		if len(r) >= 3 {
			out = append(out, r)
		}
	}
	return out
}

// inClip reports whether a main-map point lies inside the clip box (always,
// without one).
func (s *Spec) inClip(p LonLat) bool {
	c := s.Projection.Clip
	return c == nil || p[0] >= c[0] && p[0] <= c[2] && p[1] >= c[1] && p[1] <= c[3]
}

// clipRing keeps the part of a ring where side ≥ 0.
func clipRing(r []LonLat, side func(LonLat) float64) []LonLat {
	var out []LonLat
	for i, cur := range r {
		prev := r[(i+len(r)-1)%len(r)]
		sc, sp := side(cur), side(prev)
		if (sc >= 0) != (sp >= 0) {
			t := sp / (sp - sc)
			out = append(out, LonLat{prev[0] + t*(cur[0]-prev[0]), prev[1] + t*(cur[1]-prev[1])})
		}
		if sc >= 0 {
			out = append(out, cur)
		}
	}
	return out
}
