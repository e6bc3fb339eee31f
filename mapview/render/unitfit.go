package render

import (
	"math"
	"sort"

	"dipdesk/variants/board"
)

// This file sizes each unit place's disc to its province: a province too
// small for the standard disc gets a smaller one, so that a unit there
// still reads as standing in it (at least FitInside of the disc's area
// inside), and two coasts of one province get discs that do not touch.
// Where even the smallest disc would stand mostly outside (an anchor by a
// thin province's border), the disc moves, as little as it must, to where
// the province holds it.

// MinUnitPx is the least radius, in logical pixels, a unit disc shrinks
// to: 6 px draws a 12 px disc whose power letter (1.15 radii high) is
// still readable. A province smaller than that keeps a disc of this size.
const MinUnitPx = 6

// FitInside is the share of a shrunk disc's area kept inside its
// province: above MinInside (what Measure asks), so that sampling
// differences never tip a disc under it.
const FitInside = 0.66

type unitFitKey struct {
	b        *board.Board
	scale, r int // thousandths of a pixel
}

// unitPlace is where a unit disc is drawn: its centre (a board point) and
// radius in pixels.
type unitPlace struct {
	at board.Point
	r  float32
}

// unitRadii is, at scale (device pixels per board unit), each unit
// place's disc, by location ("stp/nc"), as it is drawn: unitBase's, with
// the places the name placement at that scale moved aside, and maybe
// shrank, to make room for their province's name (placement.units). It waits for that
// placement; with ready, it does not, and until the placement is done
// answers unitBase's (a tap's hit test on the UI goroutine must not wait
// for a placement under way in the background).
func (c *Cache) unitRadii(b *board.Board, scale float64, r, min float32) map[string]unitPlace {
	return c.unitsDrawn(b, scale, r, min, false)
}

func (c *Cache) unitsDrawn(b *board.Board, scale float64, r, min float32, ready bool) map[string]unitPlace {
	base := c.unitBase(b, scale, r, min)
	c.mu.Lock()
	if o := c.origin[b]; o != nil {
		b = o
	}
	k := unitFitKey{b, int(math.Round(scale * 1000)), int(math.Round(float64(r) * 1000))}
	m, ok := c.drawnUnits[k]
	c.mu.Unlock()
	if ok {
		return m
	}
	density := float64(min) / MinUnitPx
	var pl *placement
	if ready {
		pl = c.placedIfDone(b, scale, scale/density)
	} else {
		nb := c.named(b, scale, scale/density, density)
		c.mu.Lock()
		pl = c.placed[nb]
		c.mu.Unlock()
	}
	if pl == nil {
		return base
	}
	m = base
	if len(pl.units) > 0 {
		m = make(map[string]unitPlace, len(base))
		for loc, u := range base {
			if mv, ok := pl.units[loc]; ok {
				u = mv // moved, and maybe shrunk (roomRadii)
			}
			m[loc] = u
		}
	}
	c.mu.Lock()
	keep(&c.drawnUnits, k, m)
	c.mu.Unlock()
	return m
}

// unitBase is, at scale (device pixels per board unit), each unit
// place's disc, by location ("stp/nc"): at the anchor with radius r (the
// standard radius), or less where the province cannot hold that much of
// it, and moved where it must be. min is MinUnitPx in device pixels.
// Worked out once per scale. The name placement starts from it.
func (c *Cache) unitBase(b *board.Board, scale float64, r, min float32) map[string]unitPlace {
	k := unitFitKey{b, int(math.Round(scale * 1000)), int(math.Round(float64(r) * 1000))}
	c.mu.Lock()
	if o := c.origin[b]; o != nil {
		k.b = o
	}
	if m, ok := c.fits[k]; ok {
		c.mu.Unlock()
		return m
	}
	c.mu.Unlock()
	out := fitUnits(b, scale, r, min)
	c.mu.Lock()
	keep(&c.fits, k, out)
	c.mu.Unlock()
	return out
}

// fitUnits works unitRadii out, in pixels at scale.
func fitUnits(b *board.Board, scale float64, r, lo float32) map[string]unitPlace {
	out := make(map[string]unitPlace, len(b.Units))
	byProvince := map[string][]board.Anchor{}
	for _, a := range b.Units {
		byProvince[a.Province] = append(byProvince[a.Province], a)
	}
	for id, as := range byProvince {
		pr := b.Province(id)
		var rows *provinceRows
		if pr != nil {
			rows = newProvinceRows(pr, scale)
		}
		for _, a := range as {
			u := unitPlace{a.At, r}
			if rows != nil {
				c := holdingPlace(rows, a, as, float64(lo))
				u.at = board.Point{X: c[0] / scale, Y: c[1] / scale}
				u.r = largestInside(rows, c, crowdRadius(pr, scale, float64(r), float64(lo)), float64(lo))
			}
			out[a.Loc()] = u
		}
		// Coasts of one province apart: discs that would touch share the
		// distance between them, a pixel clear.
		sort.Slice(as, func(i, j int) bool { return as[i].Coast < as[j].Coast })
		for i := range as {
			for j := i + 1; j < len(as); j++ {
				ui, uj := out[as[i].Loc()], out[as[j].Loc()]
				d := float32(math.Hypot(ui.at.X-uj.at.X, ui.at.Y-uj.at.Y) * scale)
				if ui.r+uj.r+2 > d {
					half := max(lo, (d-2)/2)
					ui.r, uj.r = min(ui.r, half), min(uj.r, half)
					out[as[i].Loc()], out[as[j].Loc()] = ui, uj
				}
			}
		}
	}
	return out
}

// crowdNames is the room, in square name heights (MinNamePx), a
// province keeps for a name beside its unit disc: a code's box is about
// two and a half, and a name needs some slack round it to find a place.
const crowdNames = 6

// crowdRadius is the radius in pixels of a unit disc in pr at scale:
// the standard r where the province holds the disc and crowdNames of
// room besides; else, in a crowded region (Europe on a world map at fit
// zoom in a small pane), the larger of two smaller sizes (halfway to
// lo, and lo, MinUnitPx in device pixels) that leaves that room, or lo.
// Two sizes rather than any, so that a crowded region's units look
// alike. Zoomed in, provinces grow faster than names and keep r.
func crowdRadius(pr *board.Province, scale, r, lo float64) float64 {
	px := MinNamePx * lo / MinUnitPx // a name's height at this density
	room := pr.Area()*scale*scale - crowdNames*px*px
	for _, s := range []float64{r, (r + lo) / 2} {
		if room >= math.Pi*s*s {
			return s
		}
	}
	return min(r, lo)
}

// holdingPlace is where, in pixels, a disc of radius lo pixels for anchor
// a (one of its province's anchors, all) stands: at a itself where the
// province (rows) holds FitInside of it, else the nearest of the places
// tried round it (out to four radii) that does, lies in the province
// and is nearer a than any other coast of the province (so that a tap on
// the disc finds its province and coast), else at a.
func holdingPlace(rows *provinceRows, a board.Anchor, all []board.Anchor, lo float64) [2]float64 {
	s := rows.scale
	c := [2]float64{a.At.X * s, a.At.Y * s}
	if insideShare(rows, c, lo) >= FitInside {
		return c
	}
	ok := func(q [2]float64) bool {
		if _, _, in := rows.span(int(math.Floor(q[1])), q[0]); !in || insideShare(rows, q, lo) < FitInside {
			return false
		}
		d := math.Hypot(q[0]-c[0], q[1]-c[1])
		for _, o := range all {
			if o.Coast != a.Coast && math.Hypot(q[0]-o.At.X*s, q[1]-o.At.Y*s) <= d {
				return false
			}
		}
		return true
	}
	for k := 1; k <= 8; k++ {
		d := float64(k) * lo / 2
		for i := range 16 {
			ang := float64(i) * math.Pi / 8
			q := [2]float64{c[0] + d*math.Cos(ang), c[1] + d*math.Sin(ang)}
			if ok(q) {
				return q
			}
		}
	}
	return c
}

// largestInside is the radius in pixels of the largest disc, from r down
// to lo pixels, centred at c (pixels) whose area lies FitInside in the
// province (lo if none does).
func largestInside(rows *provinceRows, c [2]float64, r, lo float64) float32 {
	if insideShare(rows, c, r) >= FitInside {
		return float32(r)
	}
	if insideShare(rows, c, lo) < FitInside {
		return float32(lo)
	}
	for range 6 {
		mid := (lo + r) / 2
		if insideShare(rows, c, mid) >= FitInside {
			lo = mid
		} else {
			r = mid
		}
	}
	return float32(lo)
}

// insideShare is the share of a disc's area (centre c and radius r in
// pixels) inside the province, summed over the disc's chords along pixel
// rows (quarter rows for a small disc).
func insideShare(rows *provinceRows, c [2]float64, r float64) float64 {
	in, all := 0.0, 0.0
	for y := math.Floor(c[1] - r); y <= c[1]+r; y++ {
		dy := y + 0.5 - c[1]
		if dy*dy >= r*r {
			continue
		}
		h := math.Sqrt(r*r - dy*dy)
		x0, x1 := c[0]-h, c[0]+h
		all += x1 - x0
		xs := rows.at(int(y))
		for i := 0; i+1 < len(xs); i += 2 {
			if lo, hi := max(x0, xs[i]), min(x1, xs[i+1]); hi > lo {
				in += hi - lo
			}
		}
	}
	if all == 0 {
		return 0
	}
	return in / all
}

// unitLook is lk for a unit at loc: its disc (and its letter) shrunk to
// what the province holds at this pen's scale.
func (p *Pen) unitLook(b *board.Board, loc string, lk Look) Look {
	u, ok := p.unitPlaces(b, lk)[loc]
	r := u.r
	if !ok || r >= lk.R {
		return lk
	}
	f := r / lk.R
	lk.R = r
	lk.Letter *= float64(f)
	lk.Ink = max(1, lk.Ink*f)
	return lk
}

// unitPlaces is unitRadii at this pen's scale for units of look lk.
func (p *Pen) unitPlaces(b *board.Board, lk Look) map[string]unitPlace {
	if p.anchored {
		return p.Cache.unitBase(b, p.Scale, lk.R, float32(MinUnitPx*p.density()))
	}
	return p.Cache.unitRadii(b, p.Scale, lk.R, float32(MinUnitPx*p.density()))
}

// place is where the disc of a unit at loc stands on board b (see
// unitRadii): its anchor, unless the province cannot hold the disc there.
func (p *Pen) place(b *board.Board, loc string) (board.Point, bool) {
	u, ok := p.unitPlaces(b, p.look(b, Palette{Weight: 1}))[loc]
	if !ok {
		return b.Unit(loc)
	}
	return u.at, true
}

// UnitDisc is where a unit at loc is drawn on b, and the radius of its
// disc in device pixels, at scale device pixels per board unit and
// density device pixels per logical pixel (as a Pen has them): the
// anchor and LookAt's radius, unless the province is too small for them.
func (c *Cache) UnitDisc(b *board.Board, loc string, scale, density float64) (board.Point, float32, bool) {
	r := LookFor(c.borders(b).unitSize, scale/density, Palette{Weight: 1}).R * float32(density)
	u, ok := c.unitsDrawn(b, scale, r, float32(MinUnitPx*density), true)[loc]
	return u.at, u.r, ok
}
