package render

import (
	"image/color"
	"math"
	"strings"

	"dipdesk/variants/board"
)

// An order's marks — its arrow, dashes, rings, heads and crosses — cost
// more to work out (curves, trims, a dash walk along a line across the
// board) than to paint into a small clip. The scene layer paints the
// same orders into many small clips: the strips a pan uncovers, the
// boxes an edit dirties, the bands of a redraw. So a pen records each
// order's marks once per scale and replays them into each clip.

// markOp is one recorded call: a stroke, a fill or a text.
type markOp struct {
	kind  uint8 // opStroke, opFill, opText
	lines [][]Pt
	// boxes are the lines' boxes grown by what they paint beyond their
	// points: a replay into a small clip passes on only the lines that
	// reach it (a long dashed line crossing a dirty box, a handful).
	boxes  []box
	closed bool
	width  float32
	col    color.NRGBA
	paint  Paint
	text   string
	px     float64
	bold   bool
	haloR  int
	halo   color.NRGBA
}

const (
	opStroke = iota
	opFill
	opText
)

// marks is an order's recorded drawing and the pixel box it paints in.
type marks struct {
	lo, hi   Pt
	shift    float32 // the order's seam shift (Pen.seamShift)
	boxed    bool    // lo, hi, shift and ok are set
	ok       bool    // the order is drawn at all (its places are on the board)
	recorded bool
	ops      []markOp
}

// markKey is everything an order's drawing depends on besides the pen's
// scale and look: the order, where it is drawn (dx, a copy across the
// seam), whether its destination is occupied, whether a build stands
// beside a unit already there, its colours and badge.
type markKey struct {
	kind              OrderKind
	unit              UnitKind
	loc, target, dest string
	via               string
	result            Result
	occupied          bool
	beside            bool   // a build drawn beside a unit (Pen.buildBeside)
	twin              [2]int // a build's rank among its province's builds, and their number
	dx                float32
	col, ink, paper   color.NRGBA
	letter            string
}

// markCache holds the marks of the orders drawn at one scale and look.
type markCache struct {
	scale, density float64
	lk             Look
	m              map[markKey]*marks
}

// orderMarks returns the marks cache entry for o drawn dx pixels east,
// emptying the cache when the scale or look changed or it has grown well
// past the scene's orders (old scenes' orders).
func (p *Pen) orderMarks(k markKey, orders int, lk Look) *marks {
	c := &p.marks
	if c.m == nil || c.scale != p.Scale || c.density != p.density() || c.lk != lk || len(c.m) > 4*orders+64 {
		*c = markCache{scale: p.Scale, density: p.density(), lk: lk, m: map[markKey]*marks{}}
	}
	mk := c.m[k]
	if mk == nil {
		mk = &marks{}
		c.m[k] = mk
	}
	return mk
}

// marksKeyOf is the marks key of order o in scene s.
func marksKeyOf(s *Scene, o Order, occupied map[string]bool, pal Palette, dx float32) markKey {
	pr, _ := board.SplitLoc(o.Dest)
	k := markKey{kind: o.Kind, unit: o.Unit, loc: o.Loc, target: o.Target, dest: o.Dest, result: o.Result,
		occupied: occupied[pr], dx: dx, col: pal.Colour(o.Power), ink: pal.Ink, paper: pal.Paper}
	if len(o.Via) > 0 {
		k.via = strings.Join(o.Via, ",")
	}
	if o.Kind == Build {
		k.letter = s.letter(o.Power)
	}
	return k
}

// record makes the pen's strokes, fills and texts go to ops instead of
// the image until the returned function is called.
func (p *Pen) record(ops *[]markOp) func() {
	p.rec = ops
	return func() { p.rec = nil }
}

// box is a pixel box.
type box struct{ x0, y0, x1, y1 float32 }

// boxesOf is each line's box grown by pad pixels.
func boxesOf(lines [][]Pt, pad float32) []box {
	out := make([]box, len(lines))
	for i, l := range lines {
		b := box{x0: math.MaxFloat32, y0: math.MaxFloat32, x1: -math.MaxFloat32, y1: -math.MaxFloat32}
		for _, q := range l {
			b.x0, b.y0, b.x1, b.y1 = min(b.x0, q.X), min(b.y0, q.Y), max(b.x1, q.X), max(b.y1, q.Y)
		}
		out[i] = box{b.x0 - pad, b.y0 - pad, b.x1 + pad, b.y1 + pad}
	}
	return out
}

// reaching is the lines of op whose boxes meet the clip, in order. A
// stroked line or a filled polygon whose box misses the clip paints none
// of it (a closed polygon beside the clip adds no winding inside it), so
// the rest paint what all would.
func (p *Pen) reaching(op markOp) [][]Pt {
	c := p.Clip.Intersect(p.Img.Rect)
	x0, y0, x1, y1 := float32(c.Min.X), float32(c.Min.Y), float32(c.Max.X), float32(c.Max.Y)
	p.reach = p.reach[:0]
	for i, b := range op.boxes {
		if b.x1 >= x0 && b.x0 <= x1 && b.y1 >= y0 && b.y0 <= y1 {
			p.reach = append(p.reach, op.lines[i])
		}
	}
	return p.reach
}

// replay paints recorded ops into the pen's clip.
func (p *Pen) replay(ops []markOp) {
	for _, op := range ops {
		switch op.kind {
		case opStroke:
			if lines := p.reaching(op); len(lines) > 0 {
				p.StrokePx(lines, op.closed, op.width, op.col)
			}
		case opFill:
			if polys := p.reaching(op); len(polys) > 0 {
				p.FillPx(polys, op.paint)
			}
		case opText:
			p.Text(op.lines[0][0], op.text, op.px, op.bold, op.col, op.haloR, op.halo)
		}
	}
}

// copyLines is lines in one fresh backing array, so a recording keeps
// nothing a caller may reuse.
func copyLines(lines [][]Pt) [][]Pt {
	n := 0
	for _, l := range lines {
		n += len(l)
	}
	pts := make([]Pt, 0, n)
	out := make([][]Pt, len(lines))
	for i, l := range lines {
		start := len(pts)
		pts = append(pts, l...)
		out[i] = pts[start:len(pts):len(pts)]
	}
	return out
}
