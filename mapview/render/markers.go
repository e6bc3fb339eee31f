package render

import (
	"image/color"
	"math"

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

// caption draws a marker's caption ("to West Arctic Sea") like a small
// sea label.
func (p *Pen) caption(b *board.Board, c board.Caption, st Style) {
	px := board.LabelPx(c.Size, p.logical()) * p.density()
	if !p.visible(board.Rect{Min: c.At, Max: c.At}, px*float64(len(c.Text))+4*px) {
		return
	}
	p.Text(p.Px(c.At), c.Text, px, false, nrgba(st.Wrap), max(1, int(px/8)), nrgba(st.Halo))
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
			p.Text(p.captionAt(b, tip, dx, dy, to, px, head), to, px, false, ink, max(1, int(px/8)), nrgba(st.Halo))
		}
	}
}

// captionAt places a wrap's caption by its arrowhead at tip (pointing
// along dx, dy): back from the tip, beside the shaft, and kept on the board.
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
	c := Pt{tip.X - dx*along + nx*h*1.3, tip.Y - dy*along + ny*h*1.3}
	maxX, maxY := float32(b.Width*p.Scale), float32(b.Height*p.Scale)
	c.X = min(max(c.X, w/2+2), maxX-w/2-2)
	base := c.Y + h*0.35
	base = min(max(base, h+2), maxY-h*0.3-2)
	return Pt{c.X, base}
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
