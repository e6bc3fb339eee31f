package render

import (
	"image"
	"image/draw"
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
	// Abbreviations draws abbreviations instead of full names.
	Abbreviations bool
	// Legend adds the board's key under the board.
	Legend bool
	// Reach is the rules' moves (ReachOf): stand-in markers are then
	// told from land bridges by who may cross, and the key says so.
	Reach *Reach
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
	p.anchored = opt.NoLabels
	p.Board(b, Options{Style: &st, Tint: s.Tints(b, pal, st), NoLabels: opt.NoLabels, Abbreviations: opt.Abbreviations, Reach: opt.Reach})
	p.Scene(b, s, pal, st)
	if opt.Legend {
		return withLegend(img, Legend(b, s, LegendOptions{Style: st, Palette: pal, Density: p.Density, Rules: opt.Reach}), p.Density)
	}
	return img
}

// withLegend puts key under board, on a plain margin.
func withLegend(board, key *image.RGBA, density float64) *image.RGBA {
	m := int(math.Round(12 * density))
	w := max(board.Rect.Dx(), key.Rect.Dx()+2*m)
	h := board.Rect.Dy() + key.Rect.Dy() + 2*m
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(out, out.Rect, image.White, image.Point{}, draw.Src)
	draw.Draw(out, board.Rect, board, image.Point{}, draw.Src)
	draw.Draw(out, key.Rect.Add(image.Pt(m, board.Rect.Dy()+m)), key, image.Point{}, draw.Src)
	return out
}
