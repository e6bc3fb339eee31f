package board

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// matrix is an SVG affine transform [a c e; b d f].
type matrix [6]float64

func identity() matrix { return matrix{1, 0, 0, 1, 0, 0} }

// mul returns m·n (n applied first).
func (m matrix) mul(n matrix) matrix {
	return matrix{
		m[0]*n[0] + m[2]*n[1], m[1]*n[0] + m[3]*n[1],
		m[0]*n[2] + m[2]*n[3], m[1]*n[2] + m[3]*n[3],
		m[0]*n[4] + m[2]*n[5] + m[4], m[1]*n[4] + m[3]*n[5] + m[5],
	}
}

func (m matrix) apply(p Point) Point {
	return Point{m[0]*p.X + m[2]*p.Y + m[4], m[1]*p.X + m[3]*p.Y + m[5]}
}

// scale is the transform's mean linear scale (for radii and font sizes).
func (m matrix) scale() float64 { return math.Sqrt(math.Abs(m[0]*m[3] - m[1]*m[2])) }

// parseTransform reads an SVG transform list.
func parseTransform(s string) (matrix, error) {
	m := identity()
	rest := strings.TrimSpace(s)
	for rest != "" {
		open := strings.IndexByte(rest, '(')
		closeIdx := strings.IndexByte(rest, ')')
		if open < 0 || closeIdx < open {
			return m, fmt.Errorf("expected name(numbers) in %q", s)
		}
		name := strings.TrimSpace(strings.Trim(rest[:open], ", \t\n"))
		args := strings.FieldsFunc(rest[open+1:closeIdx], func(r rune) bool {
			return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r'
		})
		rest = strings.TrimSpace(rest[closeIdx+1:])
		v := make([]float64, len(args))
		for i, a := range args {
			f, err := strconv.ParseFloat(a, 64)
			if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
				return m, fmt.Errorf("expected a number in %s(), found %q", name, a)
			}
			v[i] = f
		}
		var t matrix
		switch {
		case name == "matrix" && len(v) == 6:
			t = matrix{v[0], v[1], v[2], v[3], v[4], v[5]}
		case name == "translate" && (len(v) == 1 || len(v) == 2):
			t = matrix{1, 0, 0, 1, v[0], 0}
			if len(v) == 2 {
				t[5] = v[1]
			}
		case name == "scale" && (len(v) == 1 || len(v) == 2):
			t = matrix{v[0], 0, 0, v[0], 0, 0}
			if len(v) == 2 {
				t[3] = v[1]
			}
		case name == "rotate" && (len(v) == 1 || len(v) == 3):
			a := v[0] * math.Pi / 180
			t = matrix{math.Cos(a), math.Sin(a), -math.Sin(a), math.Cos(a), 0, 0}
			if len(v) == 3 {
				t = matrix{1, 0, 0, 1, v[1], v[2]}.mul(t).mul(matrix{1, 0, 0, 1, -v[1], -v[2]})
			}
		case name == "skewX" && len(v) == 1:
			t = matrix{1, 0, math.Tan(v[0] * math.Pi / 180), 1, 0, 0}
		case name == "skewY" && len(v) == 1:
			t = matrix{1, math.Tan(v[0] * math.Pi / 180), 0, 1, 0, 0}
		default:
			return m, fmt.Errorf("expected matrix(6), translate(1-2), scale(1-2), rotate(1 or 3), skewX(1) or skewY(1), found %s with %d numbers", name, len(v))
		}
		m = m.mul(t)
	}
	return m, nil
}

// Affine is an SVG transform [a b c d e f] (x' = a·x + c·y + e,
// y' = b·x + d·y + f), exported for readers of other SVG board formats
// (variants/jdip) so that they apply transforms exactly as this parser does.
type Affine [6]float64

// Identity is the transform that changes nothing.
func Identity() Affine { return Affine(identity()) }

// ParseTransform reads an SVG transform attribute (matrix, translate,
// scale, rotate, skewX, skewY, in a list).
func ParseTransform(s string) (Affine, error) {
	m, err := parseTransform(s)
	return Affine(m), err
}

// Then returns the transform that applies n first, then a (a·n), as an
// element's transform applies inside its parent's.
func (a Affine) Then(n Affine) Affine { return Affine(matrix(a).mul(matrix(n))) }

// Apply maps p through the transform.
func (a Affine) Apply(p Point) Point { return matrix(a).apply(p) }

// Scale is the transform's mean linear scale (for radii and font sizes).
func (a Affine) Scale() float64 { return matrix(a).scale() }
