package render

import (
	"image"
	"math"

	"dipdesk/variants/board"
)

// ExportOptions says how to draw a board picture.
type ExportOptions struct {
	Width        int      // pixels; the height follows the board (default 1600)
	HighContrast bool     // the high-contrast style and palette
	Palette      *Palette // nil: the default (or high-contrast) palette
	// NoLabels leaves the province names out: at thumbnail size they are
	// a grey smudge.
	NoLabels bool
}

// Export draws the whole board with s on it (s may be nil) into a new
// image, the same way the widget does: for PNG export, `dipdesk render`
// and the app's thumbnails.
func Export(b *board.Board, s *Scene, opt ExportOptions) *image.RGBA {
	if opt.Width <= 0 {
		opt.Width = 1600
	}
	h := max(1, int(math.Round(b.Height*float64(opt.Width)/b.Width)))
	img := image.NewRGBA(image.Rect(0, 0, opt.Width, h))
	st := DefaultStyle()
	if opt.HighContrast {
		st = HighContrastStyle()
	}
	var powers []Power
	if s != nil {
		powers = s.Powers
	}
	pal := PaletteFor(powers, opt.HighContrast)
	if opt.Palette != nil {
		pal = *opt.Palette
	}
	// Sizes are chosen as for a window showing the board 1600 logical
	// pixels wide, so a large export is a sharper picture, not a different
	// one.
	p := NewPen(img, float64(opt.Width)/b.Width, nil)
	p.Density = max(0.5, float64(opt.Width)/1600)
	p.Board(b, Options{Style: &st, Tint: s.Tints(b, pal, st), NoLabels: opt.NoLabels})
	p.Scene(b, s, pal, st)
	return img
}
