package app

import (
	"image"
	"strconv"
	"strings"
	"sync"

	"fyne.io/fyne/v2/canvas"

	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// thumbCache keeps the board thumbnails drawn so far, by variant and
// width, and each variant's parsed board: drawing one takes tens of
// milliseconds, and the home, new-game, variants and load screens show the
// same ones again and again.
type thumbCache struct {
	mu     sync.Mutex
	imgs   map[string]image.Image
	boards map[string]*board.Board // nil for a variant whose map.svg is unreadable
}

// builtinThumbs keeps the built-in variants' boards and thumbnails for the
// whole process: they are compiled into the binary and never change, so a
// second window (each of the app's tests opens its own) takes them from
// here instead of parsing and drawing them again (that was a third of the
// app's test time).
var builtinThumbs thumbCache

// of is the cache that keeps p's board and thumbnails: the process's for
// a built-in variant (the very package variants.Builtin gives), c's own
// for one read from a folder, which can change (see forget).
func (c *thumbCache) of(p *variants.Package) *thumbCache {
	if b, err := variants.Builtin(p.ID); err == nil && b == p {
		return &builtinThumbs
	}
	return c
}

// board is a variant's parsed map.svg, read once; nil if it cannot be read
// (the game screens show why).
func (c *thumbCache) board(p *variants.Package) *board.Board {
	c = c.of(p)
	c.mu.Lock()
	defer c.mu.Unlock()
	if b, ok := c.boards[p.ID]; ok {
		return b
	}
	b, err := board.ParseFile(p.Files, "map.svg")
	if err != nil {
		b = nil
	}
	if c.boards == nil {
		c.boards = map[string]*board.Board{}
	}
	c.boards[p.ID] = b
	return b
}

func (c *thumbCache) get(key string) (image.Image, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	img, ok := c.imgs[key]
	return img, ok
}

func (c *thumbCache) put(key string, img image.Image) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.imgs == nil {
		c.imgs = map[string]image.Image{}
	}
	c.imgs[key] = img
}

// showThumbnail puts a variant's board thumbnail into img: at once if it
// was drawn before, otherwise drawn in the background so the screen
// appears without waiting for it.
func (u *ui) showThumbnail(img *canvas.Image, p *variants.Package, width int) {
	key := p.ID + "@" + strconv.Itoa(width)
	if u.thumbWant == nil {
		u.thumbWant = map[*canvas.Image]string{}
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
		t := thumbnail(cache.board(p), p, width)
		cache.put(key, t)
		return t
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

// forget drops what is cached of variant id, after its folder changed.
func (c *thumbCache) forget(id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.boards, id)
	for k := range c.imgs {
		if strings.HasPrefix(k, id+"@") {
			delete(c.imgs, k)
		}
	}
}
