package render

import (
	"image/color"
	"math"

	"dipdesk/variants/board"
)

// lineSet is polylines with their bounding boxes, computed once per board:
// a pen drawing a strip of a zoomed board (a pan, one band of a redraw)
// skips the lines outside it without converting their points.
type lineSet struct {
	lines [][]board.Point
	boxes []board.Rect
}

func newLineSet(lines [][]board.Point) lineSet {
	s := lineSet{lines: lines, boxes: make([]board.Rect, len(lines))}
	for i, l := range lines {
		s.boxes[i] = boundsOf(l)
	}
	return s
}

// ringSet is the rings of shapes as one closed line each.
func ringSet(shapes []board.Shape) lineSet {
	var lines [][]board.Point
	for _, s := range shapes {
		for _, r := range s.Rings {
			lines = append(lines, r)
		}
	}
	return newLineSet(lines)
}

// shapeBoxes is each shape's bounding box.
func shapeBoxes(shapes []board.Shape) []board.Rect {
	out := make([]board.Rect, len(shapes))
	for i, s := range shapes {
		var pts []board.Point
		for _, r := range s.Rings {
			pts = append(pts, r...)
		}
		out[i] = boundsOf(pts)
	}
	return out
}

// boundsOf is the bounding box of pts (an empty box far away for none).
func boundsOf(pts []board.Point) board.Rect {
	r := board.Rect{Min: board.Point{X: math.Inf(1), Y: math.Inf(1)}, Max: board.Point{X: math.Inf(-1), Y: math.Inf(-1)}}
	for _, q := range pts {
		r.Min.X, r.Min.Y = min(r.Min.X, q.X), min(r.Min.Y, q.Y)
		r.Max.X, r.Max.Y = max(r.Max.X, q.X), max(r.Max.Y, q.Y)
	}
	return r
}

// strokeSet strokes the lines of s that can reach the clip. A line whose
// box, grown by the width, misses the clip paints no pixel of it, so the
// result is the same as stroking them all.
func (p *Pen) strokeSet(s lineSet, closed bool, width float64, col color.NRGBA) {
	p.cull = p.cull[:0]
	for i, l := range s.lines {
		if p.visible(s.boxes[i], width+1) {
			p.cull = append(p.cull, l)
		}
	}
	p.Stroke(p.cull, closed, width, col)
}
