package board

import (
	"fmt"
	"math"
	"strconv"
)

// PathDataError reports malformed SVG path data: the byte offset inside the
// d attribute and what the parser expected there.
type PathDataError struct {
	Offset   int
	Expected string
}

func (e *PathDataError) Error() string {
	return fmt.Sprintf("path data offset %d: expected %s", e.Offset, e.Expected)
}

// curveSteps is how many straight segments replace one Bézier curve or arc
// quarter when path data is flattened into polygons.
const curveSteps = 8

// ParsePathData reads the value of an SVG path's d attribute (every command
// of SVG 1.1: M L H V C S Q T A Z, absolute and relative) and flattens it into
// polylines in user units: one per subpath, curves and arcs replaced by short
// segments. Closed reports, per polyline, whether it ended with Z.
func ParsePathData(d string) (lines [][]Point, closed []bool, err error) {
	p := pathParser{s: d}
	return p.parse()
}

type pathParser struct {
	s   string
	i   int
	n   int // points flattened so far
	cur []Point
	out [][]Point
	cls []bool
	at  Point // the pen position when the current command began
	// pos is the pen, start the current subpath's first point, ctrl the
	// last control point (for S and T), last the previous command.
	pos, start, ctrl Point
	last             byte
}

func (p *pathParser) skipSep() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r', '\f', ',':
			p.i++
		default:
			return
		}
	}
}

func (p *pathParser) skipSpace() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r', '\f':
			p.i++
		default:
			return
		}
	}
}

// number reads one SVG number; ok is false (and nothing consumed) if none is
// next.
func (p *pathParser) number() (float64, bool) {
	p.skipSep()
	start := p.i
	j := p.i
	if j < len(p.s) && (p.s[j] == '+' || p.s[j] == '-') {
		j++
	}
	digits := 0
	for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
		j++
		digits++
	}
	if j < len(p.s) && p.s[j] == '.' {
		j++
		for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
			j++
			digits++
		}
	}
	if digits == 0 {
		return 0, false
	}
	if j < len(p.s) && (p.s[j] == 'e' || p.s[j] == 'E') {
		k := j + 1
		if k < len(p.s) && (p.s[k] == '+' || p.s[k] == '-') {
			k++
		}
		if k < len(p.s) && p.s[k] >= '0' && p.s[k] <= '9' {
			for k < len(p.s) && p.s[k] >= '0' && p.s[k] <= '9' {
				k++
			}
			j = k
		}
	}
	v, err := strconv.ParseFloat(p.s[start:j], 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, false
	}
	p.i = j
	return v, true
}

// flag reads an arc flag, which may be written without a separator.
func (p *pathParser) flag() (bool, bool) {
	p.skipSep()
	if p.i < len(p.s) && (p.s[p.i] == '0' || p.s[p.i] == '1') {
		p.i++
		return p.s[p.i-1] == '1', true
	}
	return false, false
}

func (p *pathParser) nums(n int, cmd byte) ([]float64, error) {
	v := make([]float64, n)
	for k := range v {
		var ok bool
		v[k], ok = p.number()
		if !ok {
			return nil, &PathDataError{p.i, fmt.Sprintf("a number (argument %d of %q)", k+1, cmd)}
		}
	}
	return v, nil
}

// hasNumber reports whether another argument group follows (implicit repeat).
func (p *pathParser) hasNumber() bool {
	p.skipSep()
	if p.i >= len(p.s) {
		return false
	}
	c := p.s[p.i]
	return c == '-' || c == '+' || c == '.' || (c >= '0' && c <= '9')
}

func (p *pathParser) flush(closed bool) {
	if len(p.cur) > 0 {
		p.out = append(p.out, p.cur)
		p.cls = append(p.cls, closed)
	}
	p.cur = nil
}

func (p *pathParser) lineTo(pt Point) {
	if len(p.cur) == 0 {
		p.cur = append(p.cur, p.at)
		p.n++
	}
	p.cur = append(p.cur, pt)
	p.n++
}

// parse reads the whole path: each command letter, then its argument
// groups (a command repeats while numbers follow it; M's repeats are L).
func (p *pathParser) parse() ([][]Point, []bool, error) {
	p.skipSpace()
	if p.i >= len(p.s) {
		return nil, nil, nil
	}
	for {
		p.skipSpace()
		if p.i >= len(p.s) {
			break
		}
		cmd := p.s[p.i]
		if p.last == 0 && cmd != 'M' && cmd != 'm' {
			return nil, nil, &PathDataError{p.i, `"M" or "m" to start the path`}
		}
		p.i++
		first := true
		for first || (cmd != 'Z' && cmd != 'z' && p.hasNumber()) {
			p.at = p.pos
			if err := p.command(cmd, first); err != nil {
				return nil, nil, err
			}
			if p.n > MaxPoints {
				return nil, nil, &PathDataError{p.i, fmt.Sprintf("at most %d points (curves and arcs counted as drawn)", MaxPoints)}
			}
			if cmd == 'M' {
				cmd = 'L'
			} else if cmd == 'm' {
				cmd = 'l'
			}
			p.last = cmd
			first = false
		}
	}
	p.flush(false)
	return p.out, p.cls, nil
}

// command reads one argument group of cmd (first: the one right after the
// letter) and draws it.
func (p *pathParser) command(cmd byte, first bool) error {
	switch cmd {
	case 'M', 'm', 'L', 'l', 'T', 't':
		return p.moveOrLine(cmd, first)
	case 'H', 'h', 'V', 'v':
		return p.straight(cmd)
	case 'C', 'c', 'S', 's':
		return p.cubicTo(cmd)
	case 'Q', 'q':
		v, err := p.nums(4, cmd)
		if err != nil {
			return err
		}
		b := p.base(cmd)
		c := Point{b.X + v[0], b.Y + v[1]}
		end := Point{b.X + v[2], b.Y + v[3]}
		p.quad(p.pos, c, end)
		p.pos, p.ctrl = end, c
	case 'A', 'a':
		return p.arcTo(cmd)
	case 'Z', 'z':
		if len(p.cur) > 1 {
			p.flush(true)
		}
		// A command after Z without M starts again from the start point.
		p.pos, p.ctrl = p.start, p.start
		p.cur = nil
	default:
		return &PathDataError{p.i - 1, fmt.Sprintf("a path command (MLHVCSQTAZ), found %q", cmd)}
	}
	return nil
}

// base is what a command's coordinates are relative to: the pen for a
// relative (lower-case) command, the origin for an absolute one.
func (p *pathParser) base(cmd byte) Point {
	if cmd >= 'a' && cmd <= 'z' {
		return p.pos
	}
	return Point{}
}

// moveOrLine is M (a new subpath; its repeats are L), L, and T (a
// quadratic curve whose control point mirrors the previous one).
func (p *pathParser) moveOrLine(cmd byte, first bool) error {
	v, err := p.nums(2, cmd)
	if err != nil {
		return err
	}
	b := p.base(cmd)
	pt := Point{b.X + v[0], b.Y + v[1]}
	switch {
	case (cmd == 'M' || cmd == 'm') && first:
		p.flush(false)
		p.start = pt
		p.cur = []Point{pt}
		p.ctrl = pt
	case cmd == 'T' || cmd == 't':
		c := p.pos
		if l := p.last; l == 'Q' || l == 'q' || l == 'T' || l == 't' {
			c = Point{2*p.pos.X - p.ctrl.X, 2*p.pos.Y - p.ctrl.Y}
		}
		p.quad(p.pos, c, pt)
		p.ctrl = c
	default:
		p.lineTo(pt)
		p.ctrl = pt
	}
	p.pos = pt
	return nil
}

// straight is H and V: a horizontal or vertical line.
func (p *pathParser) straight(cmd byte) error {
	v, err := p.nums(1, cmd)
	if err != nil {
		return err
	}
	pt := p.pos
	switch cmd {
	case 'H':
		pt.X = v[0]
	case 'h':
		pt.X += v[0]
	case 'V':
		pt.Y = v[0]
	case 'v':
		pt.Y += v[0]
	}
	p.lineTo(pt)
	p.pos, p.ctrl = pt, pt
	return nil
}

// cubicTo is C and S (whose first control point mirrors the previous one).
func (p *pathParser) cubicTo(cmd byte) error {
	n := 6
	if cmd == 'S' || cmd == 's' {
		n = 4
	}
	v, err := p.nums(n, cmd)
	if err != nil {
		return err
	}
	b := p.base(cmd)
	var c1 Point
	if n == 6 {
		c1 = Point{b.X + v[0], b.Y + v[1]}
		v = v[2:]
	} else {
		c1 = p.pos
		if l := p.last; l == 'C' || l == 'c' || l == 'S' || l == 's' {
			c1 = Point{2*p.pos.X - p.ctrl.X, 2*p.pos.Y - p.ctrl.Y}
		}
	}
	c2 := Point{b.X + v[0], b.Y + v[1]}
	end := Point{b.X + v[2], b.Y + v[3]}
	p.cubic(p.pos, c1, c2, end)
	p.pos, p.ctrl = end, c2
	return nil
}

// arcTo is A: radii, rotation, the two flags and the end point.
func (p *pathParser) arcTo(cmd byte) error {
	v, err := p.nums(3, cmd)
	if err != nil {
		return err
	}
	large, ok1 := p.flag()
	sweep, ok2 := p.flag()
	if !ok1 || !ok2 {
		return &PathDataError{p.i, `an arc flag "0" or "1"`}
	}
	e, err := p.nums(2, cmd)
	if err != nil {
		return err
	}
	b := p.base(cmd)
	end := Point{b.X + e[0], b.Y + e[1]}
	p.arc(p.pos, v[0], v[1], v[2], large, sweep, end)
	p.pos, p.ctrl = end, end
	return nil
}

func (p *pathParser) quad(a, c, b Point) {
	for k := 1; k <= curveSteps; k++ {
		t := float64(k) / curveSteps
		u := 1 - t
		p.lineTo(Point{u*u*a.X + 2*u*t*c.X + t*t*b.X, u*u*a.Y + 2*u*t*c.Y + t*t*b.Y})
	}
}

func (p *pathParser) cubic(a, c1, c2, b Point) {
	for k := 1; k <= curveSteps; k++ {
		t := float64(k) / curveSteps
		u := 1 - t
		p.lineTo(Point{
			u*u*u*a.X + 3*u*u*t*c1.X + 3*u*t*t*c2.X + t*t*t*b.X,
			u*u*u*a.Y + 3*u*u*t*c1.Y + 3*u*t*t*c2.Y + t*t*t*b.Y,
		})
	}
}

// arc flattens an elliptical arc given in SVG endpoint form (SVG 1.1 F.6.5).
func (p *pathParser) arc(a Point, rx, ry, phiDeg float64, large, sweep bool, b Point) {
	rx, ry = math.Abs(rx), math.Abs(ry)
	if rx == 0 || ry == 0 || (a == b) {
		p.lineTo(b)
		return
	}
	phi := phiDeg * math.Pi / 180
	cos, sin := math.Cos(phi), math.Sin(phi)
	dx, dy := (a.X-b.X)/2, (a.Y-b.Y)/2
	x1 := cos*dx + sin*dy
	y1 := -sin*dx + cos*dy
	if l := x1*x1/(rx*rx) + y1*y1/(ry*ry); l > 1 {
		s := math.Sqrt(l)
		rx, ry = rx*s, ry*s
	}
	num := rx*rx*ry*ry - rx*rx*y1*y1 - ry*ry*x1*x1
	den := rx*rx*y1*y1 + ry*ry*x1*x1
	co := 0.0
	if den > 0 && num > 0 {
		co = math.Sqrt(num / den)
	}
	if large == sweep {
		co = -co
	}
	cx1 := co * rx * y1 / ry
	cy1 := -co * ry * x1 / rx
	cx := cos*cx1 - sin*cy1 + (a.X+b.X)/2
	cy := sin*cx1 + cos*cy1 + (a.Y+b.Y)/2
	ang := func(ux, uy, vx, vy float64) float64 {
		return math.Atan2(ux*vy-uy*vx, ux*vx+uy*vy)
	}
	t1 := ang(1, 0, (x1-cx1)/rx, (y1-cy1)/ry)
	dt := ang((x1-cx1)/rx, (y1-cy1)/ry, (-x1-cx1)/rx, (-y1-cy1)/ry)
	if !sweep && dt > 0 {
		dt -= 2 * math.Pi
	} else if sweep && dt < 0 {
		dt += 2 * math.Pi
	}
	if math.IsNaN(dt) || math.IsNaN(cx) || math.IsNaN(cy) {
		p.lineTo(b)
		return
	}
	n := int(math.Ceil(math.Abs(dt)/(math.Pi/2))) * curveSteps
	if n < 1 {
		n = 1
	}
	for k := 1; k < n; k++ {
		t := t1 + dt*float64(k)/float64(n)
		ex, ey := rx*math.Cos(t), ry*math.Sin(t)
		p.lineTo(Point{cos*ex - sin*ey + cx, sin*ex + cos*ey + cy})
	}
	p.lineTo(b)
}
