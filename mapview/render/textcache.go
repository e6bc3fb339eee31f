package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"dipdesk/variants/board"
)

// Cache keeps what drawing a board again can reuse: rasterised strings
// (and their halos) as alpha masks, so labels cost a few mask blends per
// redraw instead of glyph rasterisation (sizes quantised to quarter
// pixels), and each board's border lines with the shared ones merged. It is
// safe for concurrent use, so pens drawing bands of one image in parallel
// share it.
type Cache struct {
	mu     sync.Mutex
	faces  map[faceKey]font.Face
	masks  map[textKey]*textMask
	glyphs map[glyphKey]*glyph
	boards map[*board.Board]*borderLines
	shown  map[shownKey][]bool
	abbr   map[*board.Board]*board.Board // boards with abbreviated labels
	names  map[namedKey]*namedEntry      // boards with their names placed, per zoom
	origin map[*board.Board]*board.Board // those two kinds of board: the one they derive from
	// standIns is, per board and rules, its stand-in markers by id.
	standIns map[standInKey]map[string]bool
	// fits is, per board and scale, each unit place's disc radius.
	fits map[unitFitKey]map[string]unitPlace
	// drawnUnits is fits with the places the name placement moved
	// (unitRadii).
	drawnUnits map[unitFitKey]map[string]unitPlace
	// placed is, per board with its names placed, each name's leader
	// and size.
	placed map[*board.Board]*placement
}

type textKey struct {
	s    string
	size int // quarter pixels
	bold bool
	halo int // halo radius in pixels
}

type textMask struct {
	glyphs, halo *image.Alpha
	// dot is where the centre of the baseline lies in the masks.
	dot   image.Point
	width float64
}

// NewCache returns an empty cache.
func NewCache() *Cache {
	return &Cache{faces: map[faceKey]font.Face{}, masks: map[textKey]*textMask{}, glyphs: map[glyphKey]*glyph{}, boards: map[*board.Board]*borderLines{}}
}

func (t *Cache) face(size int, bold bool) font.Face {
	k := faceKey{bold, size}
	if f, ok := t.faces[k]; ok {
		return f
	}
	reg, b := parsedFonts()
	tt := reg
	if bold {
		tt = b
	}
	f, err := opentype.NewFace(tt, &opentype.FaceOptions{Size: float64(size) / 4, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil
	}
	t.faces[k] = f
	return f
}

func (t *Cache) get(s string, px float64, bold bool, halo int) *textMask {
	k := textKey{s, int(math.Round(px * 4)), bold, halo}
	t.mu.Lock()
	defer t.mu.Unlock()
	if m, ok := t.masks[k]; ok {
		return m
	}
	if len(t.masks) > 4000 {
		clear(t.masks)
	}
	f := t.face(k.size, bold)
	if f == nil {
		return nil
	}
	// Lay the string out from glyphs rasterised once per size (labels
	// share their letters), each line centred on a whole pixel; a name
	// wrapped onto two lines ("Gulf of\nLyon") has its second line
	// LineGap ems under the first, and its dot is the first line's.
	type placed struct {
		g    *glyph
		x, y int
	}
	var run []placed
	var bounds image.Rectangle
	w := 0.0
	for i, line := range strings.Split(s, "\n") {
		var dotX fixed.Int26_6
		prev := rune(-1)
		first := len(run)
		for _, r := range line {
			if prev >= 0 {
				dotX += f.Kern(prev, r)
			}
			g := t.glyph(f, glyphKey{k.size, bold, r, dotX & 63})
			run = append(run, placed{g, dotX.Floor(), 0})
			dotX += g.adv
			prev = r
		}
		lw := float64(dotX) / 64
		w = max(w, lw)
		start := -int(math.Round(lw / 2))
		y := int(math.Round(float64(i) * LineGap * float64(k.size) / 4))
		for j := first; j < len(run); j++ {
			pg := &run[j]
			pg.x += start
			pg.y = y
			if pg.g.mask != nil {
				bounds = bounds.Union(pg.g.mask.Rect.Add(pg.g.off).Add(image.Pt(pg.x, pg.y)))
			}
		}
	}
	pad := halo + 1
	rect := image.Rect(0, 0, bounds.Dx()+2*pad, bounds.Dy()+2*pad)
	// (0,0) of the layout (the first baseline's centre) lands at o in the mask.
	o := image.Pt(pad-bounds.Min.X, pad-bounds.Min.Y)
	m := &textMask{glyphs: image.NewAlpha(rect), dot: o, width: w}
	for _, pg := range run {
		if pg.g.mask == nil {
			continue
		}
		at := pg.g.off.Add(image.Pt(pg.x, pg.y)).Add(o)
		draw.DrawMask(m.glyphs, pg.g.mask.Rect.Add(at), image.Opaque, image.Point{}, pg.g.mask, image.Point{}, draw.Over)
	}
	if halo > 0 {
		m.halo = dilate(m.glyphs, halo)
	}
	t.masks[k] = m
	return m
}

type glyphKey struct {
	size int // quarter pixels
	bold bool
	r    rune
	frac fixed.Int26_6 // the pen's sub-pixel position
}

// glyph is one rasterised letter: its mask placed at off from the pen
// position (floored), and the advance.
type glyph struct {
	mask *image.Alpha
	off  image.Point
	adv  fixed.Int26_6
}

// glyph returns r rasterised by f (t.mu held).
func (t *Cache) glyph(f font.Face, k glyphKey) *glyph {
	if g, ok := t.glyphs[k]; ok {
		return g
	}
	if len(t.glyphs) > 20000 {
		clear(t.glyphs)
	}
	dr, mask, maskp, adv, ok := f.Glyph(fixed.Point26_6{X: k.frac}, k.r)
	g := &glyph{adv: adv}
	if ok && !dr.Empty() {
		a := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		draw.Draw(a, a.Rect, mask, maskp, draw.Src)
		g.mask, g.off = a, dr.Min
	}
	t.glyphs[k] = g
	return g
}

// dilate grows an alpha mask by r pixels (a rounded square), for halos.
func dilate(src *image.Alpha, r int) *image.Alpha {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	tmp := make([]uint8, w*h)
	for y := 0; y < h; y++ {
		row := src.Pix[y*src.Stride : y*src.Stride+w]
		for x := 0; x < w; x++ {
			m := uint8(0)
			for dx := max(0, x-r); dx <= min(w-1, x+r); dx++ {
				m = max(m, row[dx])
			}
			tmp[y*w+x] = m
		}
	}
	out := image.NewAlpha(src.Rect)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			m := uint8(0)
			for dy := max(0, y-r); dy <= min(h-1, y+r); dy++ {
				m = max(m, tmp[dy*w+x])
			}
			out.Pix[y*out.Stride+x] = m
		}
	}
	return out
}

// LineGap is the distance between the baselines of a name's two lines,
// in ems.
const LineGap = 1.05

// Width is the advance width in pixels of s at px pixels (of its widest
// line).
func (t *Cache) Width(s string, px float64, bold bool) float64 {
	if m := t.get(s, px, bold, 0); m != nil {
		return m.width
	}
	return 0
}

// Text draws s centred on the baseline point at (pixels), px pixels high,
// over a halo of haloR pixels in halo (none if haloR is 0 or halo is
// transparent).
func (p *Pen) Text(at Pt, s string, px float64, bold bool, col color.NRGBA, haloR int, halo color.NRGBA) {
	if p.rec != nil {
		*p.rec = append(*p.rec, markOp{kind: opText, lines: [][]Pt{{at}}, text: s, px: px, bold: bold, col: col, haloR: haloR, halo: halo})
		return
	}
	if px < 4 || s == "" {
		return
	}
	if halo.A == 0 {
		haloR = 0
	}
	m := p.Cache.get(s, px, bold, haloR)
	if m == nil {
		return
	}
	o := image.Pt(int(math.Round(float64(at.X)))-m.dot.X, int(math.Round(float64(at.Y)))-m.dot.Y)
	clip := p.Clip.Intersect(p.Img.Rect)
	if !m.glyphs.Rect.Add(o).Overlaps(clip) {
		return
	}
	if m.halo != nil {
		blendMask(p.Img, clip, m.halo, o, halo)
	}
	blendMask(p.Img, clip, m.glyphs, o, col)
}

// TextBox is the pixel box s would cover at at (without halo).
func (p *Pen) TextBox(at Pt, s string, px float64, bold bool) image.Rectangle {
	m := p.Cache.get(s, px, bold, 0)
	if m == nil {
		return image.Rectangle{}
	}
	o := image.Pt(int(math.Round(float64(at.X)))-m.dot.X, int(math.Round(float64(at.Y)))-m.dot.Y)
	return m.glyphs.Rect.Add(o)
}

// keep stores v under k in the cache map *m (c.mu held), emptying it
// first once it holds more than 64 entries: the caches serve the few
// boards and scales in use, and a long evening of zooming must not grow
// them without end.
func keep[K comparable, V any](m *map[K]V, k K, v V) {
	if *m == nil || len(*m) > 64 {
		*m = map[K]V{}
	}
	(*m)[k] = v
}
