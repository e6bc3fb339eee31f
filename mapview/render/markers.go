package render

import (
	"image"
	"image/color"
	"math"
	"slices"
	"sort"
	"strings"

	"dipdesk/variants/board"
)

// marker draws a link the geometry does not show, one code per kind: a
// canal as a blue channel, a waterway (a navigable river) as a blue
// channel with a pale centre line, so it reads as a river fleets use and
// not as a dug canal, a land bridge as a dashed red line with round
// ends, a wrap (or distant connection) as an arrow to the board's edge
// captioned with where it leads, an inset as a thin frame with its leader
// line.
func (p *Pen) marker(b *board.Board, m board.Marker, st Style, k float64) {
	switch m.Kind {
	case board.MarkerCanal:
		p.Stroke(m.Lines, false, 5*k, nrgba(st.SC))
		p.Stroke(m.Lines, false, 2.6*k, nrgba(st.Canal))
	case board.MarkerWaterway:
		p.Stroke(m.Lines, false, 5.6*k, nrgba(st.SC))
		p.Stroke(m.Lines, false, 3.6*k, nrgba(st.Canal))
		p.Stroke(m.Lines, false, 1.1*k, nrgba(st.SC))
	case board.MarkerWrap:
		p.wrap(b, m, st, k)
	case board.MarkerInset:
		p.Stroke(m.Lines, false, 1.4*k, nrgba(st.Inset))
	default:
		var dashes [][]board.Point
		for _, l := range m.Lines {
			dashes = append(dashes, dashed(l, 7*k/p.Scale, 4*k/p.Scale)...)
		}
		p.Stroke(dashes, false, 3.2*k, nrgba(st.SC))
		p.Stroke(dashes, false, 2*k, nrgba(st.Bridge))
		for _, l := range m.Lines {
			if len(l) > 0 {
				p.Disc(p.Px(l[0]), float32(2.5*k), nrgba(st.Bridge), 0, color.NRGBA{})
				p.Disc(p.Px(l[len(l)-1]), float32(2.5*k), nrgba(st.Bridge), 0, color.NRGBA{})
			}
		}
	}
}

// blockedBorder draws a border no unit may cross as a heavy dark bar.
func (p *Pen) blockedBorder(lines [][]board.Point, st Style, k float64) {
	p.Stroke(lines, false, 4*k, nrgba(st.ImpassableBorder))
}

// nonPlayable is the paint of land no unit may enter.
func (st Style) nonPlayable(k float32) Paint {
	return Paint{Color: nrgba(st.Impassable), Hatch: nrgba(st.Hatch), Spacing: max(4, int(7*k))}
}

// captions draws the i-th marker's captions ("to West Arctic Sea") like
// small sea labels, laid out as captionLines says: in more lines than the
// board laid out where the names' placement at this scale found room
// (placement.grown).
func (p *Pen) captions(b *board.Board, i int, grown map[int]bool, st Style) {
	m := b.Markers[i]
	if len(m.Captions) == 0 {
		return
	}
	px := board.LabelPx(m.Captions[0].Size, p.logical()) * p.density()
	lines, frame := p.Cache.captionLines(b, m, p.Scale, px, grown[i])
	for _, l := range lines {
		if !p.visiblePx(l.at, float32(p.Cache.Width(l.text, px, false)+px)) {
			continue
		}
		p.Text(l.at, l.text, px, false, nrgba(st.Wrap), max(1, int(px/8)), nrgba(st.Halo))
		if p.geo != nil {
			p.geo.caption(l.text, px, p.TextBox(l.at, l.text, px, false), frame)
		}
	}
}

// grownCaptions is placement.grown at this pen's scale: the inset
// markers whose captions take more lines than the board laid out. With
// names drawn it waits for the names' placement, as drawing them does
// anyway; without, it takes it only if it is done.
func (p *Pen) grownCaptions(b *board.Board, names bool) map[int]bool {
	var pl *placement
	if names {
		n := p.Cache.named(b, p.Scale, p.logical(), p.density())
		p.Cache.mu.Lock()
		pl = p.Cache.placed[n]
		p.Cache.mu.Unlock()
	} else {
		pl = p.Cache.placedIfDone(b, p.Scale, p.logical())
	}
	if pl == nil {
		return nil
	}
	return pl.grown
}

// captionLine is one line of a caption as drawn: its text and the centre
// of its baseline, in pixels.
type captionLine struct {
	text string
	at   Pt
}

// captionLines lays out marker m's captions at scale (pixels per board
// unit) and px, and gives the inset's frame in pixels (empty for other
// markers, whose captions stand where the board puts them).
//
// An inset's caption is wrapped afresh to its frame's width and stacked
// up from the frame's bottom. The generator wraps it for the board's own
// fit zoom, but names never drop under 9 px while the box shrinks with
// the pane: in the 900×640 pane its lines ran past the frame, into the
// next box and its caption. It keeps to the lines the generator laid out
// (the band it keeps clear of the inset's geography), or, with grow, may
// take more, up to half the box (the placer grants that where they cover
// nothing: growCaptions); where the names do not fit so, the seas go by
// their codes ("to NCA"), as names that do not fit do; where even those
// do not fit (a thumbnail), the caption is left out rather than drawn
// over its neighbours.
func (c *Cache) captionLines(b *board.Board, m board.Marker, scale, px float64, grow bool) ([]captionLine, image.Rectangle) {
	if m.Kind != board.MarkerInset || len(m.Lines) == 0 || len(m.Lines[0]) == 0 {
		out := make([]captionLine, len(m.Captions))
		for i, cp := range m.Captions {
			out[i] = captionLine{cp.Text, Pt{float32(cp.At.X * scale), float32(cp.At.Y * scale)}}
		}
		return out, image.Rectangle{}
	}
	frame := insetFrame(m, scale)
	texts := make([]string, len(m.Captions))
	for i, cp := range m.Captions {
		texts[i] = cp.Text
	}
	text := strings.Join(texts, " ")
	pad := 2 + max(1, px/8) // the frame's stroke and the halo
	room := float64(frame.Dx()) - 2*pad
	gap := 1.15 * px
	bottom := float64(frame.Max.Y) - pad - 0.25*px
	cx := float32(frame.Min.X+frame.Max.X) / 2
	for _, t := range []string{text, coded(b, text)} {
		lines, ok := c.wrapTo(t, px, room)
		if !ok || float64(len(lines))*gap+pad > float64(frame.Dy())/2 || len(lines) > len(m.Captions) && !grow {
			continue
		}
		out := make([]captionLine, len(lines))
		for i, l := range lines {
			out[i] = captionLine{l, Pt{cx, float32(bottom - float64(len(lines)-1-i)*gap)}}
		}
		return out, frame
	}
	return nil, frame
}

// markDiscs are the discs of b's centre markers and unit places (where
// the board puts them) in pixels at scale, as a Pen with logical and
// density draws them: what a caption keeps off.
func (c *Cache) markDiscs(b *board.Board, scale, logical, density float64) []obstacle {
	k := LineScale(b, logical) * density
	ur := float64(LookFor(c.borders(b).unitSize, logical, Palette{Weight: 1}).R) * density
	discs := make([]obstacle, 0, len(b.SCs)+len(b.Units))
	for _, a := range b.SCs {
		discs = append(discs, obstacle{x: a.At.X * scale, y: a.At.Y * scale, r: float64(scRadius(float32(k))) + 1})
	}
	for _, a := range b.Units {
		discs = append(discs, obstacle{x: a.At.X * scale, y: a.At.Y * scale, r: ur})
	}
	return discs
}

// meetsDisc reports whether box r (pixels) meets one of discs.
func meetsDisc(discs []obstacle, r image.Rectangle) bool {
	box := [4]float64{float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)}
	for _, d := range discs {
		if discMeetsBox([2]float64{d.x, d.y}, d.r, box) {
			return true
		}
	}
	return false
}

// insetFrame is the box of inset marker m's frame (its first line) in
// pixels at scale.
func insetFrame(m board.Marker, scale float64) image.Rectangle {
	lo, hi := m.Lines[0][0], m.Lines[0][0]
	for _, q := range m.Lines[0] {
		lo = board.Point{X: min(lo.X, q.X), Y: min(lo.Y, q.Y)}
		hi = board.Point{X: max(hi.X, q.X), Y: max(hi.Y, q.Y)}
	}
	return image.Rect(int(math.Floor(lo.X*scale)), int(math.Floor(lo.Y*scale)), int(math.Ceil(hi.X*scale)), int(math.Ceil(hi.Y*scale)))
}

// captionedBefore reports whether a marker before the i-th carries the
// same captions: two [[inset]] entries for one province's links share a
// box and its caption, which is drawn once.
func captionedBefore(ms []board.Marker, i int) bool {
	for _, o := range ms[:i] {
		if slices.EqualFunc(o.Captions, ms[i].Captions, func(a, b board.Caption) bool { return a.Text == b.Text && a.At == b.At }) {
			return len(o.Captions) > 0
		}
	}
	return false
}

// wrapTo breaks text at its spaces into lines no wider than room at px,
// and says whether they are: a word wider than room is a line of its own
// that is not.
func (c *Cache) wrapTo(text string, px, room float64) ([]string, bool) {
	width := func(s string) float64 { return c.Width(s, px, false) }
	lines := board.WrapWords(text, width, room)
	for _, l := range lines {
		if width(l) > room {
			return lines, false
		}
	}
	return lines, true
}

// coded is text with every province's full name in it replaced by the
// province's code, the longest names first (so "North Atlantic Ocean"
// is not read inside "North Central Atlantic Ocean").
func coded(b *board.Board, text string) string {
	names := make([]*board.Province, 0, len(b.Provinces))
	for _, pr := range b.Provinces {
		if pr.Name != "" {
			names = append(names, pr)
		}
	}
	sort.SliceStable(names, func(i, j int) bool { return len(names[i].Name) > len(names[j].Name) })
	for _, pr := range names {
		text = strings.ReplaceAll(text, pr.Name, Code(pr.ID))
	}
	return text
}

// wrap draws one end of a connection across the board (or to a distant
// province): each line runs from inside the province Link[0] to the edge,
// where an arrowhead points on and a caption says "to <Link[1]'s name>".
func (p *Pen) wrap(b *board.Board, m board.Marker, st Style, k float64) {
	halo, ink := nrgba(st.SC), nrgba(st.Wrap)
	p.Stroke(m.Lines, false, 3.6*k, halo)
	p.Stroke(m.Lines, false, 2*k, ink)
	to := "to " + provinceName(b, m.Link[1])
	px := board.LabelPx(captionSize(b), p.logical()) * p.density()
	for _, l := range m.Lines {
		if len(l) < 2 {
			continue
		}
		tip, from := p.Px(l[len(l)-1]), p.Px(l[len(l)-2])
		dx, dy := unit(from, tip)
		head := float32(7 * k)
		back := Pt{tip.X - dx*head, tip.Y - dy*head}
		nx, ny := -dy*head*0.6, dx*head*0.6
		tri := []Pt{tip, {back.X + nx, back.Y + ny}, {back.X - nx, back.Y - ny}}
		p.FillPx([][]Pt{grow(tri, centroid(tri), head*0.6, float32(k))}, Solid(halo))
		p.FillPx([][]Pt{tri}, Solid(ink))
		if m.Link[1] != "" {
			at := p.captionAt(b, tip, dx, dy, to, px, head)
			p.Text(at, to, px, false, ink, max(1, int(px/8)), nrgba(st.Halo))
			if p.geo != nil {
				p.geo.caption(to, px, p.TextBox(at, to, px, false), image.Rectangle{})
			}
		}
	}
}

// captionAt places a wrap's caption by its arrowhead at tip (pointing
// along dx, dy): back from the tip, beside the shaft, and kept on the
// board. It stands on the side of the shaft the normal points up (or
// left), drawn in towards the shaft or, failing that, on the other side
// or further back along the shaft, where it would run into an inset's
// box (at 900×640 American Conflict's "to West Arctic Sea" met La
// Rochelle's box by a pixel), a centre marker or a place a unit stands
// (West Arctic Sea's fleet covered its "to North Atlantic Ocean").
func (p *Pen) captionAt(b *board.Board, tip Pt, dx, dy float32, text string, px float64, head float32) Pt {
	w := float32(p.Cache.Width(text, px, false))
	h := float32(px)
	// Back along the shaft by half the text's extent that way, then off to
	// the side the normal points up (or left) by most of a line.
	along := head*2.5 + (w/2)*abs32(dx) + (h/2)*abs32(dy)
	nx, ny := -dy, dx
	if ny > 0 || (ny == 0 && nx > 0) {
		nx, ny = -nx, -ny
	}
	maxX, maxY := float32(b.Width*p.Scale), float32(b.Height*p.Scale)
	at := func(side, back float32) Pt {
		c := Pt{tip.X - dx*(along+back) + side*nx*h*1.3, tip.Y - dy*(along+back) + side*ny*h*1.3}
		c.X = min(max(c.X, w/2+2), maxX-w/2-2)
		base := c.Y + h*0.35
		base = min(max(base, h+2), maxY-h*0.3-2)
		return Pt{c.X, base}
	}
	// Nearer the shaft first (never onto it), then the other side, then
	// the same further back along the shaft.
	discs := p.Cache.markDiscs(b, p.Scale, p.logical(), p.density())
	for back := range 5 {
		for _, side := range []float32{1, 0.9, 0.8, -1, -0.9, -0.8} {
			c := at(side, float32(back)*h)
			if r := p.TextBox(c, text, px, false); !p.meetsInset(b, r) && !meetsDisc(discs, r) {
				return c
			}
		}
	}
	return at(1, 0)
}

// meetsInset reports whether r (pixels) meets an inset's box.
func (p *Pen) meetsInset(b *board.Board, r image.Rectangle) bool {
	for _, m := range b.Markers {
		if m.Kind != board.MarkerInset || len(m.Lines) == 0 || len(m.Lines[0]) == 0 {
			continue
		}
		if r.Overlaps(insetFrame(m, p.Scale)) {
			return true
		}
	}
	return false
}

func centroid(pts []Pt) Pt {
	var c Pt
	for _, q := range pts {
		c.X += q.X
		c.Y += q.Y
	}
	n := float32(len(pts))
	return Pt{c.X / n, c.Y / n}
}

// provinceName is a province's full name: its path's title, else its
// label, else its id.
func provinceName(b *board.Board, id string) string {
	if pr := b.Province(id); pr != nil && pr.Name != "" {
		return pr.Name
	}
	for _, l := range b.Labels {
		if l.Province == id {
			return l.Text
		}
	}
	return id
}

// captionSize is the board size of captions the board does not size
// itself: its smallest label's.
func captionSize(b *board.Board) float64 {
	size := math.Inf(1)
	for _, l := range b.Labels {
		if l.Size > 0 {
			size = min(size, l.Size)
		}
	}
	if math.IsInf(size, 1) {
		return 11
	}
	return size
}
