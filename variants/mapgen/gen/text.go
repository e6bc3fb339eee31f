package gen

import (
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

// goRegular is the font mapview draws names in (the Go fonts, embedded by
// golang.org/x/image), so the generator measures names as they will be drawn.
var goRegular = sync.OnceValue(func() *opentype.Font {
	f, err := opentype.Parse(goregular.TTF)
	if err != nil {
		panic("gen: the embedded Go Regular font does not parse: " + err.Error())
	}
	return f
})

// textWidth is the advance width in pixels of s drawn at size px in Go
// Regular, hinted as mapview hints it.
func textWidth(s string, size float64) float64 {
	face, err := opentype.NewFace(goRegular(), &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return 0.56 * size * float64(len([]rune(s)))
	}
	defer face.Close()
	return float64(font.MeasureString(face, s)) / 64
}
