package render

import (
	"image"
	"math"
	"strings"

	"dipdesk/variants/board"
)

// Geometry is what the renderer drew of a board at fit zoom in a pane of
// Size pixels, in that pane's logical pixels: the names, the places a
// unit can stand, the supply-centre markers and the province outlines.
// The drawing code itself records it while it draws (Pen.Board, Pen.Labels,
// the unit placement), so checks built on it (Measure) read what players
// see, not a second opinion of it.
type Geometry struct {
	Variant   string         `json:"variant"`
	Size      [2]int         `json:"size"`
	Scale     float64        `json:"scale"` // pane pixels per board unit
	Labels    []LabelMark    `json:"labels"`
	Hidden    []LabelMark    `json:"hidden"` // names left out because they would overlap a bigger one
	Anchors   []AnchorMark   `json:"anchors"`
	Centres   []CentreMark   `json:"centres"`
	Provinces []ProvinceMark `json:"provinces"`
	Captions  []CaptionMark  `json:"captions"`
}

// CaptionMark is one line of a marker's caption as drawn ("to East
// Arctic Sea"): its text, size and glyph box, and for an inset's caption
// the inset's frame (zero for a wrap's).
type CaptionMark struct {
	Text  string     `json:"text"`
	Px    float64    `json:"px"`
	Box   [4]float64 `json:"box"`
	Frame [4]float64 `json:"frame"`
}

// LabelMark is one name as drawn: its text, whether that is the
// province's full name, its size and the box of its glyphs.
type LabelMark struct {
	Province string     `json:"province"`
	Text     string     `json:"text"`
	Full     bool       `json:"full"`
	Px       float64    `json:"px"`
	Box      [4]float64 `json:"box"` // x0, y0, x1, y1
}

// AnchorMark is a place a unit can stand: the disc a unit there covers.
type AnchorMark struct {
	Province string     `json:"province"`
	Coast    string     `json:"coast"`
	Centre   [2]float64 `json:"centre"`
	Radius   float64    `json:"radius"`
}

// CentreMark is a supply-centre marker's disc.
type CentreMark struct {
	Province string     `json:"province"`
	Centre   [2]float64 `json:"centre"`
	Radius   float64    `json:"radius"`
}

// ProvinceMark is a province's outline as drawn.
type ProvinceMark struct {
	ID    string         `json:"id"`
	Name  string         `json:"name"`
	Rings [][][2]float64 `json:"rings"`
}

// ToolColumn is the width, in pane pixels, kept clear along the pane's
// right edge at fit zoom: the board widget (mapview) stands its column of
// round buttons there, and a board drawn under them hides the units and
// names the buttons cover (at 1366×768 a unit sat under the zoom
// buttons). It is the buttons' width with the theme's padding either side.
const ToolColumn = 48

// FitRoom is the pane width a board may fill at fit zoom: all of it less
// ToolColumn, or all of it in a pane too narrow to spare the column.
// Views chosen for the player (a turn's opening view, Find) centre what
// they show in it, so it is not under the buttons either. A
// board that wraps spares it too: filling the width, one copy's east end
// sat under the buttons and showed nowhere else (Imperial's Kuril Islands
// at 1366×768); sparing it, the column shows the start of the next copy,
// which is also in view at the left.
func FitRoom(w float64) float64 {
	if w > 3*ToolColumn {
		return w - ToolColumn
	}
	return w
}

// FitScale is the scale that shows a bw×bh board whole in a w×h pane
// with the ToolColumn left clear (before WholePeriod's nudge).
func FitScale(bw, bh, w, h float64) float64 {
	if bw <= 0 || bh <= 0 || w <= 0 || h <= 0 {
		return 1
	}
	return math.Min(FitRoom(w)/bw, h/bh)
}

// FitLeft is the left edge, in pane pixels, of a board n pixels wide
// (no wider than it is at fit zoom) in a pane w wide: centred, or moved
// left just as far as keeps ToolColumn clear.
func FitLeft(n, w float64) float64 {
	return math.Min((w-n)/2, FitRoom(w)-n)
}

// FitView is the scale and the origin's place (in pane pixels) that show a
// bw×bh board whole in a w×h pane, centred as far as ToolColumn stays
// clear; on a board that wraps the scale makes one copy a whole number of
// pixels wide (WholePeriod). The board widget fits with it too.
func FitView(bw, bh, w, h float64, wrap bool) (scale, ox, oy float64) {
	if bw <= 0 || bh <= 0 || w <= 0 || h <= 0 {
		return 1, 0, 0
	}
	scale = WholePeriod(wrap, bw, FitScale(bw, bh, w, h))
	return scale, FitLeft(bw*scale, w), (h - bh*scale) / 2
}

// WholePeriod is scale s nudged (by under half a pixel across the board)
// so that a board bw wide that wraps is a whole number of pixels wide:
// copies side by side then meet on a pixel edge. It is s itself for a
// board that does not wrap.
func WholePeriod(wrap bool, bw, s float64) float64 {
	if p := math.Round(bw * s); wrap && p > 0 {
		return p / bw
	}
	return s
}

// geoRecorder collects a Geometry while a pen draws; origin is the pane's
// top-left in the pen's pixels.
type geoRecorder struct {
	g      *Geometry
	origin Pt
}

func (r *geoRecorder) pt(q Pt) [2]float64 {
	return [2]float64{round1(float64(q.X - r.origin.X)), round1(float64(q.Y - r.origin.Y))}
}

func (r *geoRecorder) box(b image.Rectangle) [4]float64 {
	o := image.Pt(int(math.Round(float64(r.origin.X))), int(math.Round(float64(r.origin.Y))))
	b = b.Sub(o)
	return [4]float64{float64(b.Min.X), float64(b.Min.Y), float64(b.Max.X), float64(b.Max.Y)}
}

func round1(v float64) float64 { return math.Round(v*10) / 10 }

// label records a name drawn (or, shown false, left out).
func (r *geoRecorder) label(b *board.Board, l board.Label, px float64, box image.Rectangle, shown bool) {
	full := false
	if pr := b.Province(l.Province); pr != nil {
		full = pr.Name != "" && strings.ReplaceAll(l.Text, "\n", " ") == pr.Name
	}
	m := LabelMark{Province: l.Province, Text: l.Text, Full: full, Px: round1(px), Box: r.box(box)}
	if shown {
		r.g.Labels = append(r.g.Labels, m)
	} else {
		r.g.Hidden = append(r.g.Hidden, m)
	}
}

// caption records a caption line drawn; frame is its inset's frame (empty
// for a wrap's caption).
func (r *geoRecorder) caption(text string, px float64, box, frame image.Rectangle) {
	m := CaptionMark{Text: text, Px: round1(px), Box: r.box(box)}
	if !frame.Empty() {
		m.Frame = r.box(frame)
	}
	r.g.Captions = append(r.g.Captions, m)
}

// FitGeometry draws b (with s over it; s may be nil) as the board widget
// does at fit zoom in a w×h pane (at density 1), recording what it draws.
// The picture is returned too: it is the pane's pixels.
func FitGeometry(b *board.Board, s *Scene, w, h int, opt Options) (*Geometry, *image.RGBA) {
	scale, ox, oy := FitView(b.Width, b.Height, float64(w), float64(h), b.Wrap)
	// As the widget's layers do: the image is the pane's window onto the
	// board drawn at scale, so the pen works in board pixels.
	x0, y0 := int(math.Round(-ox)), int(math.Round(-oy))
	img := image.NewRGBA(image.Rect(x0, y0, x0+w, y0+h))
	g := &Geometry{Size: [2]int{w, h}, Scale: scale}
	p := NewPen(img, scale, nil)
	p.geo = &geoRecorder{g: g, origin: Pt{float32(x0), float32(y0)}}
	st := DefaultStyle()
	if opt.Style != nil {
		st = *opt.Style
	}
	var powers []Power
	if s != nil {
		powers = s.Powers
	}
	pal := PaletteFor(powers, false)
	if opt.Tint == nil {
		opt.Tint = s.Tints(b, pal, st)
	}
	opt.Style = &st
	p.Board(b, opt)
	p.Scene(b, s, pal, st)
	p.recordAnchors(b, pal)
	for _, pr := range b.Provinces {
		pm := ProvinceMark{ID: pr.ID, Name: pr.Name}
		for _, ring := range pr.Rings {
			out := make([][2]float64, len(ring))
			for i, q := range ring {
				out[i] = p.geo.pt(p.Px(q))
			}
			pm.Rings = append(pm.Rings, out)
		}
		g.Provinces = append(g.Provinces, pm)
	}
	p.geo = nil
	return g, &image.RGBA{Pix: img.Pix, Stride: img.Stride, Rect: image.Rect(0, 0, w, h)}
}

// recordAnchors records every place a unit can stand, where and how large
// Pen.Units would draw a unit there.
func (p *Pen) recordAnchors(b *board.Board, pal Palette) {
	lk := p.look(b, pal)
	for _, a := range b.Units {
		c, ok := p.unitAt(b, a.Loc(), false, lk)
		if !ok {
			continue
		}
		r := p.unitLook(b, a.Loc(), lk).R
		p.geo.g.Anchors = append(p.geo.g.Anchors, AnchorMark{Province: a.Province, Coast: a.Coast, Centre: p.geo.pt(c), Radius: round1(float64(r))})
	}
}
