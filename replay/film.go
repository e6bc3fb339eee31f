package replay

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants/board"
)

// Film draws a story's shots at one width. The static board is drawn once
// per pattern of ownership and shared; Draw may be called from several
// goroutines at once, each with its own Cache.
type Film struct {
	Story *Story
	Board *board.Board
	Width int // pixels; the board's height follows, plus the caption

	pal      render.Palette
	st       render.Style
	scale    float64
	boardH   int
	captionH int
	density  float64

	mu    sync.Mutex
	bases map[string]*base
	// recent lists the bases' keys, the latest used last: only the last
	// keptBases stay, since a film meets its patterns of ownership in
	// order and seldom goes back to an old one (it is redrawn if so).
	recent []string
	// drawing holds one static board being drawn at a time, with one
	// cache: where the names go is worked out once, not once per board.
	drawing   sync.Mutex
	baseCache *render.Cache
}

// keptBases is how many static boards a film keeps: enough for the frames
// drawn at once on every core, each a board of several megabytes.
const keptBases = 6

// base is a static board with one ownership's tints, drawn once.
type base struct {
	once sync.Once
	img  *image.RGBA
}

// Caption sizes in pixels for a film 1280 pixels wide; they scale with the
// width so that a caption reads the same at any size.
const (
	titlePx = 24
	countPx = 20
	capPad  = 10
)

// NewFilm prepares to draw story on b at width pixels.
func NewFilm(story *Story, b *board.Board, width int) *Film {
	width = max(200, width)
	f := &Film{Story: story, Board: b, Width: width, bases: map[string]*base{}, baseCache: render.NewCache()}
	f.pal = render.PaletteFor(render.PowersOf(story.Variant), false)
	f.st = render.DefaultStyle()
	f.scale = float64(width) / b.Width
	f.boardH = max(1, int(math.Round(b.Height*f.scale)))
	f.density = float64(width) / 1280
	f.captionH = f.captionHeight(render.NewCache())
	return f
}

// Bounds is every frame's size.
func (f *Film) Bounds() image.Rectangle {
	return image.Rect(0, 0, f.Width, f.captionH+f.boardH)
}

// Draw renders shot i into a new image. cache may be nil; a caller
// drawing many frames passes its own (a Cache is not shared between
// goroutines).
func (f *Film) Draw(i int, cache *render.Cache) *image.RGBA {
	if cache == nil {
		cache = render.NewCache()
	}
	sh := f.Story.Shots[i]
	scene := f.Story.Scene(sh)
	// The pen's image starts captionH pixels above the board, so board
	// coordinates draw below the caption strip.
	img := image.NewRGBA(image.Rect(0, -f.captionH, f.Width, f.boardH))
	bs := f.base(scene)
	draw.Draw(img, bs.Rect, bs, bs.Rect.Min, draw.Src)
	p := render.NewPen(img, f.scale, cache)
	p.Density = f.boardDensity()
	if sh.Step == 0 {
		p.Scene(f.Board, scene, f.pal, f.st)
	} else {
		p.Glides(f.Board, scene, f.Story.Glides(sh, scene), f.pal, f.st)
	}
	f.caption(p, sh)
	img.Rect = img.Rect.Add(image.Pt(0, f.captionH))
	return img
}

// base is the static board tinted for scene's owners.
func (f *Film) base(scene *render.Scene) *image.RGBA {
	key := tintKey(scene)
	f.mu.Lock()
	b, ok := f.bases[key]
	if !ok {
		b = &base{}
		f.bases[key] = b
	}
	f.recent = append(slices.DeleteFunc(f.recent, func(k string) bool { return k == key }), key)
	for len(f.recent) > keptBases {
		delete(f.bases, f.recent[0])
		f.recent = f.recent[1:]
	}
	f.mu.Unlock()
	b.once.Do(func() {
		f.drawing.Lock()
		defer f.drawing.Unlock()
		img := image.NewRGBA(image.Rect(0, 0, f.Width, f.boardH))
		p := render.NewPen(img, f.scale, f.baseCache)
		p.Density = f.boardDensity()
		p.Board(f.Board, render.Options{Style: &f.st, Tint: scene.Tints(f.Board, f.pal, f.st)})
		b.img = img
	})
	return b.img
}

// boardDensity sizes units, lines and names as render.Export does at this
// width, so a film frame is the board the app exports.
func (f *Film) boardDensity() float64 { return max(0.5, float64(f.Width)/1600) }

// tintKey names a scene's ownership tints.
func tintKey(s *render.Scene) string {
	var parts []string
	for id, pw := range s.Tint {
		parts = append(parts, id+"="+strconv.Itoa(pw))
	}
	slices.Sort(parts)
	return strings.Join(parts, ",")
}

// Caption colours: light text on a dark strip reads over any board.
var (
	captionBG   = color.NRGBA{0x22, 0x26, 0x2c, 0xff}
	captionText = color.NRGBA{0xf4, 0xf1, 0xe8, 0xff}
)

// captionLine is one power's entry in the caption: swatch, name, count.
func (f *Film) countText(pw int, n int) string {
	return f.Story.Variant.Power(engine.PowerID(pw)).Name + " " + strconv.Itoa(n)
}

// layoutCounts places each power's entry on rows that fit the width; it
// returns each entry's row and x, and the number of rows. Widths are
// measured with two-digit counts, so entries do not shift as counts grow.
func (f *Film) layoutCounts(cache *render.Cache) (rows []int, xs []float64, n int) {
	d := f.density
	px := countPx * d
	x := capPad * d
	row := 0
	for pw := 0; pw < f.Story.Variant.NumPowers(); pw++ {
		w := px*1.1 + cache.Width(f.countText(pw, 88), px, false) + px*1.2
		if x+w > float64(f.Width)-capPad*d && x > capPad*d {
			row++
			x = capPad * d
		}
		rows, xs = append(rows, row), append(xs, x)
		x += w
	}
	return rows, xs, row + 1
}

func (f *Film) captionHeight(cache *render.Cache) int {
	_, _, n := f.layoutCounts(cache)
	d := f.density
	return int(math.Ceil(d * (capPad*2 + titlePx*1.3 + float64(n)*countPx*1.45)))
}

// caption draws the strip above the board: the game, variant and phase,
// then each power's colour and centre count.
func (f *Film) caption(p *render.Pen, sh Shot) {
	d := f.density
	strip := image.Rect(0, -f.captionH, f.Width, 0)
	draw.Draw(p.Img, strip, image.NewUniform(captionBG), image.Point{}, draw.Src)
	title := strings.Join(nonEmpty(f.Story.Title, f.Story.Variant.Name, f.Story.PhaseName(sh)), " · ")
	y := float64(-f.captionH) + d*(capPad+titlePx)
	w := p.Cache.Width(title, titlePx*d, true)
	p.Text(render.Pt{X: float32(capPad*d + w/2), Y: float32(y)}, title, titlePx*d, true, captionText, 0, color.NRGBA{})
	rows, xs, _ := f.layoutCounts(p.Cache)
	counts := f.Story.Counts(sh)
	px := countPx * d
	for pw, n := range counts {
		base := y + titlePx*0.3*d + float64(rows[pw]+1)*px*1.45
		c := render.Pt{X: float32(xs[pw] + px*0.45), Y: float32(base - px*0.36)}
		p.Disc(c, float32(px*0.42), f.pal.Colour(pw), float32(max(1, d*1.5)), captionText)
		t := f.countText(pw, n)
		tw := p.Cache.Width(t, px, false)
		p.Text(render.Pt{X: float32(xs[pw] + px*1.1 + tw/2), Y: float32(base)}, t, px, false, captionText, 0, color.NRGBA{})
	}
}

func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}
