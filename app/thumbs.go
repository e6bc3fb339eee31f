package app

import (
	"image"
	"sync"

	"fyne.io/fyne/v2/canvas"

	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// thumbCache keeps the board thumbnails drawn so far, by variant package
// and width: drawing one takes tens of milliseconds, and the home,
// new-game, variants and load screens show the same ones again and again.
// A variant folder read again (the watcher, a designer's edit) is a new
// package, so its thumbnails are drawn afresh: keyed by variant id, a
// user variant re-read under the same id kept showing its old board.
type thumbCache struct {
	mu   sync.Mutex
	imgs map[thumbKey]image.Image
}

// thumbKey names one thumbnail: a variant as read, at a width.
type thumbKey struct {
	pkg   *variants.Package
	width int
}

// builtinThumbs keeps the built-in variants' thumbnails for the whole
// process: they are compiled into the binary and never change, so a
// second window (each of the app's tests opens its own) takes them from
// here instead of drawing them again (that was a third of the app's
// test time).
var builtinThumbs thumbCache

// of is the cache that keeps p's thumbnails: the process's for a
// built-in variant (the very package variants.Builtin gives), c's own
// for one read from a folder.
func (c *thumbCache) of(p *variants.Package) *thumbCache {
	if b, err := variants.Builtin(p.ID); err == nil && b == p {
		return &builtinThumbs
	}
	return c
}

// board is a variant's parsed map.svg (parsedBoards: read once per
// package); nil if it cannot be read (the game screens show why).
func (c *thumbCache) board(p *variants.Package) *board.Board {
	b, err := parsedBoards.board(p)
	if err != nil {
		return nil
	}
	return b
}

// drawOnce is key's thumbnail, drawn by draw and kept unless it was
// drawn while this call waited for its turn (drawingThumbs).
func (c *thumbCache) drawOnce(key thumbKey, draw func() image.Image) image.Image {
	drawingThumbs.Lock()
	defer drawingThumbs.Unlock()
	if t, ok := c.get(key); ok {
		return t
	}
	t := draw()
	c.put(key, t)
	return t
}

func (c *thumbCache) get(key thumbKey) (image.Image, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	img, ok := c.imgs[key]
	return img, ok
}

func (c *thumbCache) put(key thumbKey, img image.Image) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.imgs == nil || len(c.imgs) > 64 { // folders read again leave old ones
		c.imgs = map[thumbKey]image.Image{}
	}
	c.imgs[key] = img
}

// drawingThumbs lets one thumbnail be drawn at a time. Home asks for
// every variant's at once; drawn side by side, seven or more background
// goroutines each held one of Go's processors (two on two cores), and the
// garbage their drawing made to collect, so the UI goroutine waited its
// turn for a processor although the kernel would have let it run first
// (lowprio only lowers their threads' priority): Home's first moments
// stalled for 100-150 ms while the UI thread itself ran for 30-60 ms.
// Drawn one after another they take what one core leaves, and a second
// screen asking for the same thumbnail finds it drawn.
var drawingThumbs sync.Mutex

// showThumbnail puts a variant's board thumbnail into img: at once if it
// was drawn before, otherwise drawn in the background so the screen
// appears without waiting for it.
func (u *ui) showThumbnail(img *canvas.Image, p *variants.Package, width int) {
	key := thumbKey{p, width}
	if u.thumbWant == nil {
		u.thumbWant = map[*canvas.Image]thumbKey{}
	}
	u.thumbWant[img] = key
	cache := u.thumbs.of(p)
	if t, ok := cache.get(key); ok {
		img.Image = t
		img.Refresh()
		return
	}
	img.Image = nil
	img.Refresh()
	u.background(func() any {
		return cache.drawOnce(key, func() image.Image { return thumbnail(cache.board(p), p, width) })
	}, func(t any) {
		if u.thumbWant[img] != key {
			return // another variant was chosen meanwhile
		}
		img.Image, _ = t.(image.Image)
		img.Refresh()
	})
}

// thumbnail draws a variant's board small, as the game board draws it,
// with each power's starting centres in its colour (units and names would
// be specks at this size); nil if the variant has no readable board.
func thumbnail(b *board.Board, p *variants.Package, width int) image.Image {
	if b == nil {
		return nil
	}
	start := p.Variant.Start()
	s := render.SceneOf(p.Variant, &start, nil, nil)
	s.Units = nil
	return render.Export(b, s, render.ExportOptions{Width: width, NoLabels: true})
}
