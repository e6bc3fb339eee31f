package render

import (
	"image/color"
	"math"

	"dipdesk/variants/board"
)

var (
	failRed   = color.NRGBA{0xd8, 0x14, 0x14, 0xff}
	buildMark = color.NRGBA{0x1b, 0x8a, 0x2e, 0xff}
)

// Orders draws the scene's orders as the standard board does: move arrows
// (through the convoying fleets when convoyed), dashed support lines to the
// supported move or unit, dotted convoy lines, hold octagons, build ghosts
// with a plus, disband crosses, hollow retreat arrows. After resolution a
// failed order is dashed and crossed, a bounced move ends at a bar short of
// its destination, a cut support is crossed where it was cut.
func (p *Pen) Orders(b *board.Board, s *Scene, pal Palette, lk Look) {
	occupied := map[string]bool{}
	for _, u := range s.Units {
		if !u.Dislodged {
			pr, _ := board.SplitLoc(u.Loc)
			occupied[pr] = true
		}
	}
	twins := buildTwins(s)
	for i, o := range s.Orders {
		key := marksKeyOf(s, o, occupied, pal, 0)
		key.beside = p.buildBeside(b, s, o, lk)
		key.twin = twins[i]
		mk := p.orderMarks(key, len(s.Orders), lk)
		if !mk.boxed {
			mk.lo, mk.hi, mk.ok = p.orderBox(b, o, lk)
			mk.shift, mk.boxed = p.seamShift(b, o), true
		}
		if !mk.ok {
			continue
		}
		p.drawMarks(mk, 0, func() { p.order(b, s, o, occupied, pal, lk, 0, key.twin) })
		// An order across the seam of a world map is drawn the short way
		// from its unit, past one edge, and again from past the other edge
		// to where it goes: its two halves show at both edges.
		if dx := mk.shift; dx != 0 {
			key.dx = dx
			shifted := p.orderMarks(key, len(s.Orders), lk)
			shifted.lo, shifted.hi, shifted.ok = Pt{mk.lo.X + dx, mk.lo.Y}, Pt{mk.hi.X + dx, mk.hi.Y}, true
			p.drawMarks(shifted, 0, func() { p.order(b, s, o, occupied, pal, lk, dx, key.twin) })
		}
	}
}

// drawMarks paints an order's marks if their box meets the clip,
// recording them with draw the first time.
func (p *Pen) drawMarks(mk *marks, dx float32, draw func()) {
	if !p.boxVisible(mk.lo, mk.hi, dx) {
		return
	}
	if !mk.recorded {
		done := p.record(&mk.ops)
		draw()
		done()
		mk.recorded = true
	}
	p.replay(mk.ops)
}

// boxVisible reports whether the pixel box lo–hi, moved dx pixels east,
// meets the clip.
func (p *Pen) boxVisible(lo, hi Pt, dx float32) bool {
	c := p.Clip.Intersect(p.Img.Rect)
	return hi.X+dx >= float32(c.Min.X) && lo.X+dx <= float32(c.Max.X) && hi.Y >= float32(c.Min.Y) && lo.Y <= float32(c.Max.Y)
}

// orderBox is the pixel box order o can paint in, its unit where the
// board has it: the box of the places it joins (each taken in the copy
// nearest the one before, as order chains them), grown for its arcs'
// bulge and by Margin (what the scene layer's dirty boxes rely on too).
// A strip of a busy board then pays only for the orders that reach it.
func (p *Pen) orderBox(b *board.Board, o Order, lk Look) (lo, hi Pt, ok bool) {
	from, ok := p.locPx(b, o.Loc)
	if !ok {
		return lo, hi, false
	}
	lo, hi = from, from
	prev := from
	add := func(l string) {
		if q, ok := p.locPx(b, l); ok {
			q = p.near(b, q, prev) // in route order, as order chains them
			lo.X, lo.Y = min(lo.X, q.X), min(lo.Y, q.Y)
			hi.X, hi.Y = max(hi.X, q.X), max(hi.Y, q.Y)
			prev = q
		}
	}
	for _, v := range o.Via {
		add(v)
	}
	add(o.Target)
	add(o.Dest)
	g := 0.2*max(hi.X-lo.X, hi.Y-lo.Y) + float32(Margin(lk)) + 6*float32(p.density())
	return Pt{lo.X - g, lo.Y - g}, Pt{hi.X + g, hi.Y + g}, true
}

// seamShift is, for an order that crosses the seam of a board that wraps,
// how far its unit moves (a board width in pixels, east or west) so that
// drawn the short way the order ends where the board has its destination
// (or target); 0 for an order that does not cross.
func (p *Pen) seamShift(b *board.Board, o Order) float32 {
	if !b.Wrap {
		return 0
	}
	from, ok := b.Unit(o.Loc)
	if !ok {
		return 0
	}
	for _, loc := range []string{o.Dest, o.Target} {
		if n := p.seamTurns(b, from, loc); n != 0 {
			return n
		}
	}
	for _, loc := range o.Via {
		if n := p.seamTurns(b, from, loc); n != 0 {
			return n
		}
	}
	return 0
}

// seamTurns is the shift in pixels (whole board widths) that brings loc
// nearest to the board point from; 0 when it is nearest already.
func (p *Pen) seamTurns(b *board.Board, from board.Point, loc string) float32 {
	if at, ok := b.Unit(loc); ok {
		if n := math.Round((at.X - from.X) / b.Width); n != 0 {
			return float32(n * b.Width * p.Scale)
		}
	}
	return 0
}

// twin is a build's rank among the builds ordered in its province, and
// their number (see buildTwins).
func (p *Pen) order(b *board.Board, s *Scene, o Order, occupied map[string]bool, pal Palette, lk Look, dx float32, twin [2]int) {
	col := pal.Colour(o.Power)
	from, ok := p.unitAt(b, o.Loc, o.Kind == Retreat, lk)
	if !ok {
		return
	}
	from.X += dx
	failed := o.Result == Failed || o.Result == Cut || o.Result == Dislodged
	switch o.Kind {
	case Hold:
		oct := regular(from, lk.R*1.55, 8, math.Pi/8)
		p.StrokePx([][]Pt{oct}, true, lk.Line+lk.Ink*2, pal.Ink)
		p.StrokePx([][]Pt{oct}, true, lk.Line, col)
		if failed {
			p.cross(Pt{from.X - lk.R*1.1, from.Y - lk.R*1.1}, lk)
		}
	case Move, Retreat:
		to, ok := p.locPx(b, o.Dest)
		if !ok {
			return
		}
		route := []Pt{from}
		for _, v := range o.Via {
			if q, ok := p.locPx(b, v); ok {
				route = append(route, p.near(b, q, route[len(route)-1]))
			}
		}
		route = append(route, p.near(b, to, route[len(route)-1]))
		path := curve(route, 0.1)
		pr, _ := board.SplitLoc(o.Dest)
		end := lk.R * 0.45
		if occupied[pr] {
			end = lk.R * 1.15
		}
		path = trim(path, lk.R*1.05, end)
		p.arrow(path, col, lk, pal, arrowStyle{dashed: failed, hollow: o.Kind == Retreat, bounced: o.Result == Bounced})
		if failed {
			p.cross(along(path, 0.5), lk)
		}
	case SupportHold:
		to, ok := p.unitAt(b, o.Target, false, lk)
		if !ok {
			return
		}
		to = p.near(b, to, from)
		path := trim([]Pt{from, to}, lk.R*1.05, lk.R*1.5)
		p.line(path, col, lk, pal, lk.Line*0.62, true)
		p.Ring(to, lk.R*1.5, lk.Line*0.62+lk.Ink*2, pal.Ink)
		p.Ring(to, lk.R*1.5, lk.Line*0.62, col)
		if failed {
			p.cross(along(path, 0.5), lk)
		}
	case SupportMove:
		t, ok1 := p.unitAt(b, o.Target, false, lk)
		d, ok2 := p.locPx(b, o.Dest)
		if !ok1 || !ok2 {
			return
		}
		t = p.near(b, t, from)
		d = p.near(b, d, t)
		// Aim at the supported arrow, two thirds of the way along it.
		aim := along(curve([]Pt{t, d}, 0.1), 0.68)
		path := trim(curve([]Pt{from, aim}, -0.12), lk.R*1.05, lk.Line*0.5)
		p.line(path, col, lk, pal, lk.Line*0.62, true)
		p.head(path, col, lk, pal, lk.Line*0.62, false)
		if failed {
			p.cross(along(path, 0.5), lk)
		}
	case Convoy:
		t, ok := p.unitAt(b, o.Target, false, lk)
		if !ok {
			return
		}
		t = p.near(b, t, from)
		// A dotted tie from the fleet to the army it carries; the army's
		// own arrow runs through the fleet to the destination.
		path := trim([]Pt{from, t}, lk.R*1.6, lk.R*1.05)
		w := lk.Line * 0.55
		dotted := dashes(path, w*1.2, w*1.4)
		p.StrokePx(dotted, false, w+lk.Ink*1.6, pal.Ink)
		p.StrokePx(dotted, false, w, col)
		ring := dashes(append(regular(from, lk.R*1.55, 24, 0), regular(from, lk.R*1.55, 24, 0)[0]), w*1.5, w*1.2)
		p.StrokePx(ring, false, w+lk.Ink*1.6, pal.Ink)
		p.StrokePx(ring, false, w, col)
		if failed {
			p.cross(Pt{from.X - lk.R*1.1, from.Y - lk.R*1.1}, lk)
		}
	case Build:
		ghost := 0.55
		if o.Result == Succeeded {
			ghost = 1
		}
		if p.buildBeside(b, s, o, lk) {
			// A unit already stands there (the build fails): the build
			// is drawn beside it, so the unit that says why stays seen.
			from.X += lk.R * BesideDX
			from.Y += lk.R * BesideDY
		}
		if n := twin[1]; n > 1 {
			// Builds ordered twice in one province (typed twice, or an
			// army and a fleet) stand side by side, rings apart.
			from.X += (float32(twin[0]) - float32(n-1)/2) * lk.R * TwinDX
		}
		p.UnitShape(o.Unit, from, s.letter(o.Power), col, lk, pal, ghost)
		p.Ring(from, lk.R*1.6, lk.Ink*1.6, pal.Ink)
		p.plus(Pt{from.X + lk.R*1.15, from.Y - lk.R*1.15}, lk, pal)
		if failed {
			p.cross(from, lk)
		}
	case Disband:
		if failed {
			return
		}
		p.cross(from, lk)
	}
}

// TwinDX is, in unit radii, how far apart builds ordered in one
// province stand: their rings (1.6 radii) just clear of each other.
const TwinDX = 3.3

// buildTwins is, for each of the scene's orders, its rank among the
// builds ordered in its province and their number ({0, 1} for a lone
// build or another order).
func buildTwins(s *Scene) [][2]int {
	out := make([][2]int, len(s.Orders))
	count := map[string]int{}
	for _, o := range s.Orders {
		if o.Kind == Build {
			pr, _ := board.SplitLoc(o.Loc)
			count[pr]++
		}
	}
	seen := map[string]int{}
	for i, o := range s.Orders {
		out[i] = [2]int{0, 1}
		if o.Kind != Build {
			continue
		}
		pr, _ := board.SplitLoc(o.Loc)
		out[i] = [2]int{seen[pr], count[pr]}
		seen[pr]++
	}
	return out
}

// buildBeside reports whether build o would be drawn over a unit that
// stands in its province: one whose place is within a unit's reach of the
// build's (a fleet on another coast far away leaves the build where it is).
func (p *Pen) buildBeside(b *board.Board, s *Scene, o Order, lk Look) bool {
	at, ok := p.locPx(b, o.Loc)
	if o.Kind != Build || !ok {
		return false
	}
	pr, _ := board.SplitLoc(o.Loc)
	for _, u := range s.Units {
		if up, _ := board.SplitLoc(u.Loc); u.Dislodged || up != pr {
			continue
		}
		if q, ok := p.locPx(b, u.Loc); ok && math.Hypot(float64(q.X-at.X), float64(q.Y-at.Y)) < float64(3*lk.R) {
			return true
		}
	}
	return false
}

// near is q moved by whole board widths to lie nearest ref, on a board
// that wraps east–west: an order between provinces either side of the seam
// is drawn the short way, across it, and the layer's copies of the board
// show it at both edges. Elsewhere q stays where it is.
func (p *Pen) near(b *board.Board, q, ref Pt) Pt {
	if !b.Wrap {
		return q
	}
	w := float32(b.Width * p.Scale)
	if w <= 0 {
		return q
	}
	q.X += w * float32(math.Round(float64((ref.X-q.X)/w)))
	return q
}

// locPx is where orders point to at a location: its unit anchor.
func (p *Pen) locPx(b *board.Board, loc string) (Pt, bool) {
	at, ok := p.place(b, loc)
	if !ok {
		return Pt{}, false
	}
	return p.Px(at), true
}

type arrowStyle struct {
	dashed, hollow, bounced bool
}

// arrow draws a move arrow along path: an ink outline, the power's colour,
// a head (a bar instead for a bounce); hollow for retreats.
func (p *Pen) arrow(path []Pt, col color.NRGBA, lk Look, pal Palette, st arrowStyle) {
	if len(path) < 2 {
		return
	}
	w := lk.Line
	if st.bounced {
		path = trimEnd(path, pathLen(path)*0.22)
	}
	shaft := path
	if !st.bounced {
		shaft = trimEnd(path, w*2.2)
	}
	lines := [][]Pt{shaft}
	if st.dashed {
		lines = dashes(shaft, w*2.2, w*1.3)
	}
	p.StrokePx(lines, false, w+lk.Ink*2, pal.Ink)
	p.StrokePx(lines, false, w, col)
	if st.hollow {
		p.StrokePx(lines, false, w*0.4, pal.Paper)
	}
	if st.bounced {
		p.bar(path, w, col, lk, pal)
		return
	}
	p.head(path, col, lk, pal, w, st.hollow)
}

// line draws a thinner order line (supports, convoys), dashed or not.
func (p *Pen) line(path []Pt, col color.NRGBA, lk Look, pal Palette, w float32, dashed bool) {
	lines := [][]Pt{path}
	if dashed {
		lines = dashes(path, w*3, w*2)
	}
	p.StrokePx(lines, false, w+lk.Ink*1.6, pal.Ink)
	p.StrokePx(lines, false, w, col)
}

// head draws an arrowhead at the end of path for a shaft w wide.
func (p *Pen) head(path []Pt, col color.NRGBA, lk Look, pal Palette, w float32, hollow bool) {
	n := len(path)
	if n < 2 {
		return
	}
	tip := path[n-1]
	dx, dy := unit(path[n-2], tip)
	if dx == 0 && dy == 0 {
		return
	}
	hl, hw := max(w*3, 8), max(w*1.9, 5)
	base := Pt{tip.X - dx*hl, tip.Y - dy*hl}
	tri := []Pt{tip, {base.X - dy*hw, base.Y + dx*hw}, {base.X + dy*hw, base.Y - dx*hw}}
	p.StrokePx([][]Pt{tri}, true, lk.Ink*2, pal.Ink)
	p.FillPx([][]Pt{tri}, Solid(pal.Ink))
	inner := shrink(tri, lk.Ink*0.9)
	if hollow {
		p.FillPx([][]Pt{inner}, Solid(pal.Paper))
		return
	}
	p.FillPx([][]Pt{inner}, Solid(col))
}

// bar draws the flat stop of a bounced move across the end of path.
func (p *Pen) bar(path []Pt, w float32, col color.NRGBA, lk Look, pal Palette) {
	n := len(path)
	tip := path[n-1]
	dx, dy := unit(path[n-2], tip)
	hw := max(w*2.2, 7)
	seg := []Pt{{tip.X - dy*hw, tip.Y + dx*hw}, {tip.X + dy*hw, tip.Y - dx*hw}}
	p.StrokePx([][]Pt{seg}, false, w*1.3+lk.Ink*2, pal.Ink)
	p.StrokePx([][]Pt{seg}, false, w*1.3, col)
}

// cross draws a red × with a paper halo: the mark of a failed order.
func (p *Pen) cross(c Pt, lk Look) {
	s := lk.R * 0.55
	lines := [][]Pt{{{c.X - s, c.Y - s}, {c.X + s, c.Y + s}}, {{c.X - s, c.Y + s}, {c.X + s, c.Y - s}}}
	w := max(3, lk.R*0.3)
	p.StrokePx(lines, false, w+3, color.NRGBA{0xff, 0xff, 0xff, 0xff})
	p.StrokePx(lines, false, w, failRed)
}

// plus draws the green + of a build.
func (p *Pen) plus(c Pt, lk Look, pal Palette) {
	s := lk.R * 0.5
	lines := [][]Pt{{{c.X - s, c.Y}, {c.X + s, c.Y}}, {{c.X, c.Y - s}, {c.X, c.Y + s}}}
	w := max(3, lk.R*0.28)
	p.Disc(c, s*1.45, pal.Paper, lk.Ink, pal.Ink)
	p.StrokePx(lines, false, w, buildMark)
}

// regular is a regular n-gon of radius r rotated by rot.
func regular(c Pt, r float32, n int, rot float64) []Pt {
	pts := make([]Pt, n)
	for i := range pts {
		a := rot + 2*math.Pi*float64(i)/float64(n)
		pts[i] = Pt{c.X + r*float32(math.Cos(a)), c.Y + r*float32(math.Sin(a))}
	}
	return pts
}

func unit(a, b Pt) (float32, float32) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return 0, 0
	}
	return dx / l, dy / l
}

// curve turns a route into a smooth polyline: one gentle arc (bend is the
// sideways offset as a fraction of the length, to the right of travel) for
// two points, a quadratic B-spline through the midpoints for more.
func curve(route []Pt, bend float32) []Pt {
	if len(route) == 2 {
		a, b := route[0], route[1]
		dx, dy := b.X-a.X, b.Y-a.Y
		ctl := Pt{(a.X+b.X)/2 - dy*bend, (a.Y+b.Y)/2 + dx*bend}
		return quad(a, ctl, b, 20)
	}
	out := []Pt{route[0]}
	for i := 1; i+1 < len(route); i++ {
		s := route[i-1]
		if i > 1 {
			s = mid(route[i-1], route[i])
		}
		e := route[i+1]
		if i+2 < len(route) {
			e = mid(route[i], route[i+1])
		}
		out = append(out, quad(s, route[i], e, 16)[1:]...)
	}
	return out
}

func mid(a, b Pt) Pt { return Pt{(a.X + b.X) / 2, (a.Y + b.Y) / 2} }

func quad(a, c, b Pt, n int) []Pt {
	out := make([]Pt, n+1)
	for i := range out {
		t := float32(i) / float32(n)
		u := 1 - t
		out[i] = Pt{u*u*a.X + 2*u*t*c.X + t*t*b.X, u*u*a.Y + 2*u*t*c.Y + t*t*b.Y}
	}
	return out
}

func pathLen(path []Pt) float32 {
	l := float32(0)
	for i := 1; i < len(path); i++ {
		l += float32(math.Hypot(float64(path[i].X-path[i-1].X), float64(path[i].Y-path[i-1].Y)))
	}
	return l
}

// along is the point a fraction t of the way along path.
func along(path []Pt, t float32) Pt {
	if len(path) == 0 {
		return Pt{}
	}
	want := pathLen(path) * t
	for i := 1; i < len(path); i++ {
		a, b := path[i-1], path[i]
		d := float32(math.Hypot(float64(b.X-a.X), float64(b.Y-a.Y)))
		if d >= want && d > 0 {
			f := want / d
			return Pt{a.X + (b.X-a.X)*f, a.Y + (b.Y-a.Y)*f}
		}
		want -= d
	}
	return path[len(path)-1]
}

// trim cuts start pixels off the start of path and end pixels off its end.
func trim(path []Pt, start, end float32) []Pt {
	return trimEnd(reverse(trimEnd(reverse(path), start)), end)
}

func reverse(path []Pt) []Pt {
	out := make([]Pt, len(path))
	for i, q := range path {
		out[len(path)-1-i] = q
	}
	return out
}

// trimEnd cuts cut pixels off the end of path (keeping at least a stub).
func trimEnd(path []Pt, cut float32) []Pt {
	total := pathLen(path)
	if len(path) < 2 || cut <= 0 {
		return path
	}
	if cut > total*0.8 {
		cut = total * 0.8
	}
	keep := total - cut
	out := []Pt{path[0]}
	for i := 1; i < len(path); i++ {
		a, b := path[i-1], path[i]
		d := float32(math.Hypot(float64(b.X-a.X), float64(b.Y-a.Y)))
		if d >= keep {
			f := float32(0)
			if d > 0 {
				f = keep / d
			}
			return append(out, Pt{a.X + (b.X-a.X)*f, a.Y + (b.Y-a.Y)*f})
		}
		keep -= d
		out = append(out, b)
	}
	return out
}

// dashes splits path into pieces on pixels long, off pixels apart.
func dashes(path []Pt, on, off float32) [][]Pt {
	var out [][]Pt
	var cur []Pt
	left, drawing := on, true
	for i := 1; i < len(path); i++ {
		a, b := path[i-1], path[i]
		d := float32(math.Hypot(float64(b.X-a.X), float64(b.Y-a.Y)))
		t := float32(0)
		for d-t > 1e-3 {
			step := min(left, d-t)
			at := func(s float32) Pt { return Pt{a.X + (b.X-a.X)*s/d, a.Y + (b.Y-a.Y)*s/d} }
			if drawing {
				if len(cur) == 0 {
					cur = append(cur, at(t))
				}
				cur = append(cur, at(t+step))
			}
			t += step
			left -= step
			if left <= 1e-3 {
				if drawing && len(cur) > 1 {
					out = append(out, cur)
				}
				cur = nil
				drawing = !drawing
				left = off
				if drawing {
					left = on
				}
			}
		}
	}
	if drawing && len(cur) > 1 {
		out = append(out, cur)
	}
	return out
}

// shrink moves a triangle's corners towards its centroid by d pixels.
func shrink(tri []Pt, d float32) []Pt {
	var c Pt
	for _, q := range tri {
		c.X += q.X / float32(len(tri))
		c.Y += q.Y / float32(len(tri))
	}
	out := make([]Pt, len(tri))
	for i, q := range tri {
		dx, dy := unit(q, c)
		out[i] = Pt{q.X + dx*d*2, q.Y + dy*d*2}
	}
	return out
}
