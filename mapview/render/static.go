package render

import (
	"image"
	"image/color"
	"math"
	"strings"

	"dipdesk/variants/board"
)

// LineScale is how much line widths grow at a scale (pixels per board
// unit): sub-linearly, so a zoomed-in coast does not turn into a rope.
func LineScale(b *board.Board, scale float64) float64 {
	k := math.Pow(scale*b.Width/1600, 0.6)
	return min(3, max(0.55, k))
}

// Board draws the static board (sea, land, provinces with tints,
// hatching, lakes, rivers, borders, coast, markers, SC markers, labels)
// into the pen's clip. Only what meets the clip is drawn,
// so a window of a zoomed board costs what it shows.
func (p *Pen) Board(b *board.Board, opt Options) {
	st := DefaultStyle()
	if opt.Style != nil {
		st = *opt.Style
	}
	k := p.lineScale(b)
	bl := p.Cache.borders(b)
	p.Clear(nrgba(st.Sea))
	// Land no unit may enter is one code: the board's land layer shows
	// through where no province covers it, hatched like impassable land.
	p.fillShapes(b.Land, bl.landBoxes, st.nonPlayable(k))
	for _, pr := range b.Provinces {
		if !p.visible(pr.Bounds, 1) {
			continue
		}
		col := nrgba(st.Land)
		if pr.Kind == board.Sea {
			col = nrgba(st.SeaProvince)
		}
		if t, ok := opt.Tint[pr.ID]; ok {
			col = nrgba(t)
		}
		p.FillRings(pr.Rings, Solid(col))
	}
	p.fillShapes(b.Impassable, bl.impassableBoxes, st.nonPlayable(k))
	p.fillShapes(b.Lakes, bl.lakeBoxes, Solid(nrgba(st.Lake)))
	p.strokeSet(bl.rivers, false, st.RiverWidth*float64(k), nrgba(st.River))
	p.strokeSet(bl.seaSet, false, st.BorderWidth*float64(k)*0.8, nrgba(st.SeaBorder))
	p.strokeSet(bl.landSet, false, st.BorderWidth*float64(k), nrgba(st.LandBorder))
	p.strokeSet(bl.landRings, true, float64(float32(st.BorderWidth)*k*0.8), nrgba(st.LandBorder))
	p.strokeSet(bl.coast, false, st.CoastWidth*float64(k), nrgba(st.Coast))
	for i, br := range b.Borders {
		if p.visible(bl.borderBoxes[i], 4*float64(k)+1) {
			p.blockedBorder(br.Lines, st, float64(k))
		}
	}
	for _, m := range b.Markers {
		if m.Kind == board.MarkerBridge && p.Cache.standIn(b, m, opt.Reach) {
			p.standIn(m, st, float64(k))
			continue
		}
		p.marker(b, m, st, float64(k))
	}
	for _, s := range b.SCs {
		p.SCMarker(s.At, nrgba(st.SC), nrgba(st.SCRing), k)
		if p.geo != nil {
			p.geo.g.Centres = append(p.geo.g.Centres, CentreMark{Province: s.Province, Centre: p.geo.pt(p.Px(s.At)), Radius: round1(float64(scRadius(k)))})
		}
	}
	p.coastMarks(b, st)
	grown := p.grownCaptions(b, !opt.NoLabels)
	for i := range b.Markers {
		if !captionedBefore(b.Markers, i) {
			p.captions(b, i, grown, st)
		}
	}
	if !opt.NoLabels {
		p.Labels(b, st, opt.Abbreviations)
	}
}

// fillShapes fills the shapes whose boxes meet the clip (the others
// cover none of its pixels).
func (p *Pen) fillShapes(shapes []board.Shape, boxes []board.Rect, paint Paint) {
	for i, s := range shapes {
		if p.visible(boxes[i], 1) {
			p.FillRings(s.Rings, paint)
		}
	}
}

// SCMarker draws a supply-centre marker at a board point in fill.
func (p *Pen) SCMarker(at board.Point, fill, ring color.NRGBA, k float32) {
	c := p.Px(at)
	r := scRadius(k)
	if !p.visible(board.Rect{Min: at, Max: at}, float64(r)+2) {
		return
	}
	p.Disc(c, r, fill, 1.7*k, ring)
}

// coastMarks marks each coast of a province with several where a fleet
// on it stands: a dashed ring the size of a unit, with the coast's code
// ("NC"), so players tell the coasts apart, and name them, before a
// fleet stands on one (the fleet then covers it).
func (p *Pen) coastMarks(b *board.Board, st Style) {
	lk := p.look(b, Palette{Weight: 1})
	for _, a := range b.Units {
		if a.Coast == "" || !p.visible(board.Rect{Min: a.At, Max: a.At}, float64(lk.R)*2) {
			continue
		}
		at, _ := p.place(b, a.Loc())
		p.coastMark(p.Px(at), strings.ToUpper(a.Coast), p.unitLook(b, a.Loc(), lk), nrgba(st.Coast))
	}
}

// coastMark draws one coast's mark at c (pixels).
func (p *Pen) coastMark(c Pt, code string, lk Look, col color.NRGBA) {
	r := lk.R * 0.9
	ring := append(regular(c, r, 28, 0), regular(c, r, 28, 0)[0])
	w := max(1, lk.Ink*0.8)
	p.StrokePx(dashes(ring, r*0.35, r*0.25), false, w, col)
	px := max(8*p.density(), float64(lk.R)*0.8)
	p.Text(Pt{c.X, c.Y + float32(px)*0.36}, code, px, true, col, max(1, int(px/8)), color.NRGBA{0xff, 0xfb, 0xee, 0xa0})
}

// scRadius is the radius in pixels of a supply-centre marker at line
// scale k.
func scRadius(k float32) float32 { return 4.6 * k }

// Labels draws the province names (or, with abbr, their abbreviations)
// with a halo; names abbreviated to fit at fit zoom are written in full
// once zooming in makes room for them inside their province. Where names would overlap (a crowded corner zoomed out) the
// smaller ones wait for a closer zoom; the hover label still names every
// province.
func (p *Pen) Labels(b *board.Board, st Style, abbr bool) {
	if !abbr {
		p.leaders(b, st)
	}
	p.eachLabel(b, abbr, func(b *board.Board, l board.Label, at Pt, px float64, halo int, shown bool) {
		if !shown {
			if p.geo != nil {
				p.geo.label(b, l, px, p.Cache.labelBox(at, l.Text, px, halo), false)
			}
			return
		}
		col := st.Label
		if pr := b.Province(l.Province); pr != nil && pr.Kind == board.Sea {
			col = st.SeaLabel
		}
		p.Text(at, l.Text, px, false, nrgba(col), halo, nrgba(st.Halo))
		if p.geo != nil {
			p.geo.label(b, l, px, p.Cache.labelBox(at, l.Text, px, halo), true)
		}
	})
}

// leaders draws the leader lines of the names placed outside their
// provinces at this pen's scale: a thin line in the name's colour over a
// halo, with a dot where it ends inside the province.
func (p *Pen) leaders(b *board.Board, st Style) {
	n := p.Cache.named(b, p.Scale, p.logical(), p.density())
	lead := p.Cache.leadersOf(n)
	if lead == nil {
		return
	}
	shown := p.Cache.shownLabels(n, p.Scale, p.logical(), p.density())
	d := float32(p.density())
	for i, l := range n.Labels {
		ln := lead[i]
		if len(ln) < 2 || !shown[i] {
			continue
		}
		r := board.Rect{Min: board.Point{X: min(ln[0].X, ln[1].X), Y: min(ln[0].Y, ln[1].Y)}, Max: board.Point{X: max(ln[0].X, ln[1].X), Y: max(ln[0].Y, ln[1].Y)}}
		if !p.visible(r, 4) {
			continue
		}
		col := st.Label
		if pr := b.Province(l.Province); pr != nil && pr.Kind == board.Sea {
			col = st.SeaLabel
		}
		a, e := p.Px(ln[0]), p.Px(ln[1])
		p.StrokePx([][]Pt{{a, e}}, false, 2.6*d, nrgba(st.Halo))
		p.StrokePx([][]Pt{{a, e}}, false, 0.9*d, nrgba(col))
		p.Disc(e, 1.6*d, nrgba(col), 0, nrgba(col))
	}
}

// eachLabel calls f for each label of b as Labels draws it at this pen's
// scale (codes with abbr): its text, place in pixels, size and halo, and
// whether decluttering shows it. Labels far outside the clip are skipped.
func (p *Pen) eachLabel(b *board.Board, abbr bool, f func(b *board.Board, l board.Label, at Pt, px float64, halo int, shown bool)) {
	if abbr {
		b = p.Cache.abbreviated(b)
	} else {
		b = p.Cache.named(b, p.Scale, p.logical(), p.density())
	}
	shown := p.Cache.shownLabels(b, p.Scale, p.logical(), p.density())
	for i, l := range b.Labels {
		px, halo := p.Cache.sizeOf(b, i, l, p.logical(), p.density())
		if !p.visible(board.Rect{Min: l.At, Max: l.At}, px*float64(len(l.Text))+4*px) {
			continue
		}
		f(b, l, p.Cache.labelAt(b, l, p.Scale, p.logical(), p.density()), px, halo, shown[i])
	}
}

// KnockOutNames clears from the pen's image the names the static board
// shows at this pen's scale (codes with abbr, as Board draws them with
// Options.Abbreviations), each in the shape of its halo: a highlight
// drawn over the board then leaves every name as legible as it was.
func (p *Pen) KnockOutNames(b *board.Board, abbr bool) {
	clip := p.Clip.Intersect(p.Img.Rect)
	p.eachLabel(b, abbr, func(_ *board.Board, l board.Label, at Pt, px float64, halo int, shown bool) {
		if !shown {
			return
		}
		m := p.Cache.get(l.Text, px, false, halo+1)
		if m == nil {
			return
		}
		mask := m.halo
		if mask == nil {
			mask = m.glyphs
		}
		o := image.Pt(int(math.Round(float64(at.X)))-m.dot.X, int(math.Round(float64(at.Y)))-m.dot.Y)
		eraseMask(p.Img, clip, mask, o)
	})
}

// labelBox is the box of a label's glyphs drawn at at (pixels), without
// their halo: what decluttering keeps apart and Geometry records.
func (c *Cache) labelBox(at Pt, s string, px float64, halo int) image.Rectangle {
	m := c.get(s, px, false, halo)
	if m == nil {
		return image.Rectangle{}
	}
	o := image.Pt(int(math.Round(float64(at.X))), int(math.Round(float64(at.Y))))
	return m.glyphs.Rect.Add(o.Sub(m.dot)).Inset(halo + 1)
}

// labelAt is where label l's baseline centre goes at a scale, in pixels:
// where the board puts it, or, when a unit standing on the province's
// anchor would hide it, just below that unit.
func (c *Cache) labelAt(b *board.Board, l board.Label, scale, logical, density float64) Pt {
	at := Pt{float32(l.At.X * scale), float32(l.At.Y * scale)}
	c.mu.Lock()
	_, placed := c.placed[b]
	c.mu.Unlock()
	if placed { // placeNames kept it clear of every unit place already
		return at
	}
	// The unit's place as drawn: the anchor, or where the name placement
	// moved it aside (unitRadii).
	ur := LookFor(c.borders(b).unitSize, logical, Palette{Weight: 1}).R * float32(density)
	u, ok := c.unitRadii(b, scale, ur, float32(MinUnitPx*density))[l.Province]
	anchor := u.at
	if !ok {
		if anchor, ok = b.Unit(l.Province); !ok {
			return at
		}
	}
	px, halo := labelSize(b, l, logical, density)
	m := c.get(l.Text, px, false, halo)
	if m == nil {
		return at
	}
	r := float64(ur) * 1.1
	ax, ay := anchor.X*scale, anchor.Y*scale
	// The glyphs' box around the baseline centre.
	g := m.glyphs.Rect.Inset(halo + 1).Sub(m.dot)
	x0, x1 := float64(at.X)+float64(g.Min.X), float64(at.X)+float64(g.Max.X)
	y0, y1 := float64(at.Y)+float64(g.Min.Y), float64(at.Y)+float64(g.Max.Y)
	// Nearest point of the box to the anchor.
	nx, ny := min(max(ax, x0), x1), min(max(ay, y0), y1)
	if (nx-ax)*(nx-ax)+(ny-ay)*(ny-ay) >= r*r {
		return at
	}
	// Below the unit: the top of the glyphs just under its disc.
	return Pt{at.X, float32(ay + r + 1 - float64(g.Min.Y))}
}

// WarmLabels rasterises b's labels as Pen.Board would draw them at logical
// scale and density, so that zooming there finds them ready. It stops
// early when stale reports true. Run it on a spare goroutine.
func (c *Cache) WarmLabels(b *board.Board, logical, density float64, stale func() bool) {
	b = c.named(b, logical*density, logical, density)
	for i, l := range b.Labels {
		if stale() {
			return
		}
		px, halo := c.sizeOf(b, i, l, logical, density)
		if px >= 4 && l.Text != "" {
			c.get(l.Text, px, false, halo)
		}
	}
}

// dashed splits a polyline into dashes on long separated by gaps off long
// (both in board units), with the same dash walk the order arrows use.
func dashed(line []board.Point, on, off float64) [][]board.Point {
	path := make([]Pt, len(line))
	for i, q := range line {
		path[i] = Pt{float32(q.X), float32(q.Y)}
	}
	var out [][]board.Point
	for _, d := range dashes(path, float32(on), float32(off)) {
		piece := make([]board.Point, len(d))
		for i, q := range d {
			piece[i] = board.Point{X: float64(q.X), Y: float64(q.Y)}
		}
		out = append(out, piece)
	}
	return out
}
