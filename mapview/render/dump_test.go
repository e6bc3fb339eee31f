package render

import (
	"image"
	"image/png"
	"os"
	"testing"
)

func writePNG(tb testing.TB, name string, img *image.RGBA) {
	c := *img
	c.Rect = image.Rect(0, 0, img.Rect.Dx(), img.Rect.Dy())
	f, _ := os.Create(name)
	png.Encode(f, &c)
	f.Close()
}
