package render

import (
	"image"
	"image/color"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"dipdesk/variants/board"
)

// The Go fonts (BSD licence) are embedded by golang.org/x/image.
var (
	parseOnce         sync.Once
	regularTT, boldTT *opentype.Font
)

func parsedFonts() (*opentype.Font, *opentype.Font) {
	parseOnce.Do(func() {
		regularTT, _ = opentype.Parse(goregular.TTF)
		boldTT, _ = opentype.Parse(gobold.TTF)
	})
	return regularTT, boldTT
}

type faceKey struct {
	bold bool
	size int // tenths of a pixel
}

type fonts struct{ faces map[faceKey]font.Face }

func (c *Canvas) face(px float64, bold bool) font.Face {
	if c.fonts == nil {
		c.fonts = &fonts{faces: map[faceKey]font.Face{}}
	}
	k := faceKey{bold, int(math.Round(px * 10))}
	if f, ok := c.fonts.faces[k]; ok {
		return f
	}
	reg, b := parsedFonts()
	tt := reg
	if bold {
		tt = b
	}
	f, err := opentype.NewFace(tt, &opentype.FaceOptions{Size: float64(k.size) / 10, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil
	}
	c.fonts.faces[k] = f
	return f
}

// TextWidth is the width in pixels of s at px pixels.
func (c *Canvas) TextWidth(s string, px float64, bold bool) float64 {
	f := c.face(px, bold)
	if f == nil {
		return 0
	}
	return float64(font.MeasureString(f, s)) / 64
}

// Text draws s centred on the baseline point at (board units), px pixels
// high, with a halo of halo colour (skipped when transparent) for contrast
// over any background.
func (c *Canvas) Text(at board.Point, s string, px float64, bold bool, col, halo color.Color) {
	f := c.face(px, bold)
	if f == nil || px < 3 {
		return
	}
	x, y := c.Px(at)
	w := float32(c.TextWidth(s, px, bold))
	dot := fixed.Point26_6{X: fixed.Int26_6((x - w/2) * 64), Y: fixed.Int26_6(y * 64)}
	if _, _, _, a := halo.RGBA(); a > 0 {
		d := &font.Drawer{Dst: c.Img, Src: image.NewUniform(halo), Face: f}
		o := fixed.Int26_6(math.Max(64, px*64/9))
		for _, off := range [][2]fixed.Int26_6{{-o, 0}, {o, 0}, {0, -o}, {0, o}, {-o, -o}, {o, o}, {-o, o}, {o, -o}} {
			d.Dot = fixed.Point26_6{X: dot.X + off[0], Y: dot.Y + off[1]}
			d.DrawString(s)
		}
	}
	d := &font.Drawer{Dst: c.Img, Src: image.NewUniform(col), Face: f, Dot: dot}
	d.DrawString(s)
}
