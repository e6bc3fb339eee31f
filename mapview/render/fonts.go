package render

import (
	"sync"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
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
	size int // quarter pixels
}
