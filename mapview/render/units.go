package render

import (
	"image/color"
	"unicode/utf8"

	"dipdesk/variants/board"
)

// Look is the sizes a scene is drawn with at a pen's scale, in pixels.
type Look struct {
	R      float32 // unit radius
	Line   float32 // order shaft width
	Ink    float32 // outline width
	Letter float64 // letter size on units
}

// UnitSize is the unit radius in board units that suits b (board.UnitSize,
// which mapgen fits units to): 0.24 of the typical distance between
// neighbouring unit anchors, so units in crowded corners (Denmark, Holland,
// Belgium) do not pile up.
func UnitSize(b *board.Board) float64 { return board.UnitSize(b) }

// LookAt is the scene sizes, in logical pixels, at scale logical pixels
// per board unit; they follow the zoom within limits so units stay legible
// zoomed out and modest zoomed in.
func LookAt(b *board.Board, scale float64, pal Palette) Look {
	return LookFor(UnitSize(b), scale, pal)
}

// LookFor is LookAt for a board whose UnitSize is unit (callers that need
// it often keep UnitSize).
func LookFor(unit, scale float64, pal Palette) Look {
	r := float32(min(24, max(8.5, unit*scale)))
	w := max(1, float32(pal.Weight))
	return Look{R: r, Line: max(2.4, r*0.3) * w, Ink: max(1.2, r*0.11) * w, Letter: float64(r) * 1.15}
}

// look is LookAt for this pen, in device pixels. The board's unit size
// comes from the cache: computing it compares every pair of anchors, far
// more than drawing a window of units costs.
func (p *Pen) look(b *board.Board, pal Palette) Look {
	lk := LookFor(p.Cache.borders(b).unitSize, p.logical(), pal)
	d := float32(p.density())
	return Look{R: lk.R * d, Line: lk.Line * d, Ink: lk.Ink * d, Letter: lk.Letter * float64(d)}
}

// unitAt is where a unit is drawn: its anchor, or beside it when dislodged.
func (p *Pen) unitAt(b *board.Board, loc string, dislodged bool, lk Look) (Pt, bool) {
	at, ok := p.place(b, loc)
	if !ok {
		return Pt{}, false
	}
	c := p.Px(at)
	if dislodged {
		c.X += lk.R * DislodgedDX
		c.Y += lk.R * DislodgedDY
	}
	return c, true
}

// A dislodged unit is drawn this many unit radii beside its anchor.
const (
	DislodgedDX = 1.45
	DislodgedDY = -1.4
)

// A build in an occupied province is drawn this many unit radii beside
// the anchor: up and to the left, clear of the unit there (its ring, 1.6
// radii, misses a fleet's hull) and of a dislodged unit's place, and
// within Margin.
const (
	BesideDX = -2.0
	BesideDY = -2.0
)

// fleetHull is a boat's outline around (0,0) in unit radii.
var fleetHull = []Pt{{-1.4, -0.38}, {-0.35, -0.38}, {-0.35, -0.95}, {0.5, -0.38}, {1.4, -0.38}, {0.95, 0.78}, {-0.95, 0.78}}

// fleetBody is the part of the hull the letter sits in.
const fleetLetterY = 0.27

// UnitShape draws a unit at c (pixels): an army as a disc, a fleet as a
// boat; both in the power's colour with its badge (see Scene.letter), so
// colour is never the only cue. alpha below 1 draws a ghost (a unit being built).
func (p *Pen) UnitShape(kind UnitKind, c Pt, letter string, col color.NRGBA, lk Look, pal Palette, alpha float64) {
	fill := col
	ink := pal.Ink
	fill.A = uint8(float64(fill.A) * alpha)
	ink.A = uint8(float64(ink.A) * alpha)
	r := lk.R
	var shape []Pt
	letterY := float32(0)
	if kind == Fleet {
		shape = make([]Pt, len(fleetHull))
		for i, q := range fleetHull {
			shape[i] = Pt{c.X + q.X*r, c.Y + q.Y*r}
		}
		letterY = fleetLetterY * r
	} else {
		shape = CirclePx(c, r)
	}
	// A paper halo under the ink separates units from dark ground: the
	// shape grown by a little over a pixel beyond the ink.
	halo := pal.Paper
	halo.A = uint8(float64(halo.A) * alpha * 0.8)
	p.FillPx([][]Pt{grow(shape, c, r, lk.Ink+1.2)}, Solid(halo))
	p.FillPx([][]Pt{shape}, Solid(fill))
	p.StrokePx([][]Pt{shape}, true, lk.Ink, ink)
	px := lk.Letter
	if kind == Fleet {
		px *= 0.9
	}
	if utf8.RuneCountInString(letter) > 1 {
		px *= 0.82 // two letters fit the disc as one did
	}
	lc := LetterColour(col)
	lc.A = uint8(float64(lc.A) * alpha)
	p.Text(Pt{c.X, c.Y + letterY + float32(px)*0.36}, letter, px, true, lc, 0, color.NRGBA{})
}

// grow scales shape about c so that its size r grows by d.
func grow(shape []Pt, c Pt, r, d float32) []Pt {
	f := (r + d) / r
	out := make([]Pt, len(shape))
	for i, q := range shape {
		out[i] = Pt{c.X + (q.X-c.X)*f, c.Y + (q.Y-c.Y)*f}
	}
	return out
}

// dislodgedMark draws the sign of a dislodged unit: a red ring broken by
// the line back to where it stood.
func (p *Pen) dislodgedMark(c, home Pt, lk Look, pal Palette) {
	red := color.NRGBA{0xd0, 0x10, 0x10, 0xff}
	p.StrokePx([][]Pt{{home, c}}, false, lk.Ink*1.4, pal.Ink)
	p.Ring(c, lk.R*1.45, lk.Ink*2.2+2, pal.Paper)
	p.Ring(c, lk.R*1.45, lk.Ink*2.2, red)
}

// Units draws the scene's units; dislodged ones are offset and ringed.
// Several units in one place (fleets sharing a box such as Cape Horn)
// stand side by side, overlapping a little, so each shows.
func (p *Pen) Units(b *board.Board, s *Scene, pal Palette, lk Look) {
	count := map[string]int{}
	for _, u := range s.Units {
		if !u.Dislodged {
			count[u.Loc]++
		}
	}
	seen := map[string]int{}
	for _, u := range s.Units {
		c, ok := p.unitAt(b, u.Loc, u.Dislodged, lk)
		if n := count[u.Loc]; ok && !u.Dislodged && n > 1 {
			i := seen[u.Loc]
			seen[u.Loc]++
			c.X += (float32(i) - float32(n-1)/2) * lk.R * 1.5
		}
		if !ok || !p.visiblePx(c, lk.R*2) {
			continue
		}
		if u.Dislodged {
			home, _ := p.unitAt(b, u.Loc, false, lk)
			p.dislodgedMark(c, home, lk, pal)
		}
		p.UnitShape(u.Kind, c, s.letter(u.Power), pal.Colour(u.Power), p.unitLook(b, u.Loc, lk), pal, 1)
	}
}

// visiblePx reports whether a pixel point, grown by pad, meets the clip.
func (p *Pen) visiblePx(c Pt, pad float32) bool {
	r := p.Clip.Intersect(p.Img.Rect)
	return c.X+pad >= float32(r.Min.X) && c.X-pad <= float32(r.Max.X) && c.Y+pad >= float32(r.Min.Y) && c.Y-pad <= float32(r.Max.Y)
}

// SCOwners draws owned supply centres over the static markers in their
// owner's colour.
func (p *Pen) SCOwners(b *board.Board, s *Scene, pal Palette, st Style) {
	if len(s.SCOwner) == 0 {
		return
	}
	k := p.lineScale(b)
	for _, a := range b.SCs {
		o, ok := s.SCOwner[a.Province]
		if !ok {
			continue
		}
		c := p.Px(a.At)
		r := 5.2 * k
		if !p.visiblePx(c, r+4) {
			continue
		}
		p.Disc(c, r, pal.Colour(o), 1.9*k, nrgba(st.SCRing))
	}
}

// Tints returns the static board's province fills for the scene: land
// provinces in Scene.Tint get their power's tint.
func (s *Scene) Tints(b *board.Board, pal Palette, st Style) map[string]color.Color {
	if s == nil || len(s.Tint) == 0 {
		return nil
	}
	out := make(map[string]color.Color, len(s.Tint))
	for id, pw := range s.Tint {
		if pr := b.Province(id); pr != nil && pr.Kind == board.Land {
			out[id] = pal.Tint(pw, st.Land)
		}
	}
	return out
}

// Scene draws the dynamic layer: owned SC markers, units, then orders and
// their results over them. The static board (with s.Tints) is drawn
// first, separately, so it can be cached.
func (p *Pen) Scene(b *board.Board, s *Scene, pal Palette, st Style) {
	if s == nil {
		return
	}
	lk := p.look(b, pal)
	p.SCOwners(b, s, pal, st)
	p.Borders(b, s.Borders, s.BorderFocus)
	p.Units(b, s, pal, lk)
	p.Orders(b, s, pal, lk)
}
