// Package namefont measures province names in the font mapview draws them
// in (Go Regular, embedded by golang.org/x/image), so that the generator
// and the board check measure a name as wide as it will be drawn. It is
// apart from package board, which stays free of fonts.
package namefont

import (
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

var goRegular = sync.OnceValue(func() *opentype.Font {
	f, err := opentype.Parse(goregular.TTF)
	if err != nil {
		panic("namefont: the embedded Go Regular font does not parse: " + err.Error())
	}
	return f
})

// Width is the advance width in pixels of s drawn at size px in Go
// Regular, hinted as mapview hints it.
func Width(s string, size float64) float64 {
	face, err := opentype.NewFace(goRegular(), &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return 0.56 * size * float64(len([]rune(s)))
	}
	defer face.Close()
	return float64(font.MeasureString(face, s)) / 64
}
