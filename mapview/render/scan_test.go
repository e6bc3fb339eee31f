package render

import (
	"image"
	"image/color"
	"math"
	"testing"
)

func coverage(img *image.RGBA) float64 {
	sum := 0.0
	for i := 0; i < len(img.Pix); i += 4 {
		sum += float64(img.Pix[i]) / 255
	}
	return sum
}

func TestScannerCoversTheExactArea(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 40, 30))
	var s scanner
	rect := []Pt{{10.5, 10.25}, {30.5, 10.25}, {30.5, 20.75}, {10.5, 20.75}}
	s.fill(img, img.Rect, [][]Pt{rect}, false, Solid(color.NRGBA{255, 255, 255, 255}))
	// Vertical sampling errs by up to half a sub-scanline on each edge.
	if got := coverage(img); math.Abs(got-210) > 2*20*0.5/subSamples+0.5 {
		t.Errorf("covered %.2f pixels, want 210", got)
	}
	if img.Pix[img.PixOffset(20, 15)] != 255 || img.Pix[img.PixOffset(5, 5)] != 0 || img.Pix[img.PixOffset(35, 15)] != 0 {
		t.Errorf("inside not full or outside not empty")
	}
	if v := img.Pix[img.PixOffset(10, 15)]; v < 110 || v > 145 {
		t.Errorf("half-covered edge pixel = %d, want about 128", v)
	}
}

func TestScannerRules(t *testing.T) {
	outer := []Pt{{0, 0}, {20, 0}, {20, 20}, {0, 20}}
	inner := []Pt{{5, 5}, {15, 5}, {15, 15}, {5, 15}} // same winding
	white := Solid(color.NRGBA{255, 255, 255, 255})
	for _, tc := range []struct {
		evenOdd bool
		want    float64
	}{{true, 300}, {false, 400}} {
		img := image.NewRGBA(image.Rect(0, 0, 20, 20))
		var s scanner
		s.fill(img, img.Rect, [][]Pt{outer, inner}, tc.evenOdd, white)
		if got := coverage(img); math.Abs(got-tc.want) > 1 {
			t.Errorf("evenOdd=%v: covered %.1f, want %.0f", tc.evenOdd, got, tc.want)
		}
	}
}

func TestScannerClipsToAnOffsetWindow(t *testing.T) {
	// A window starting at (100, 50) of a large triangle equals the same
	// window cut from a full drawing.
	tri := []Pt{{90, 40}, {300, 60}, {120, 200}}
	full := image.NewRGBA(image.Rect(0, 0, 320, 240))
	var s scanner
	s.fill(full, full.Rect, [][]Pt{tri}, false, Solid(color.NRGBA{200, 30, 30, 255}))
	win := image.NewRGBA(image.Rect(0, 0, 64, 48))
	win.Rect = image.Rect(100, 50, 164, 98)
	s.fill(win, win.Rect, [][]Pt{tri}, false, Solid(color.NRGBA{200, 30, 30, 255}))
	for y := 50; y < 98; y++ {
		for x := 100; x < 164; x++ {
			if full.RGBAAt(x, y) != win.RGBAAt(x, y) {
				t.Fatalf("(%d,%d): window %v, full %v", x, y, win.RGBAAt(x, y), full.RGBAAt(x, y))
			}
		}
	}
}

func TestBoardWindowMatchesFullDrawing(t *testing.T) {
	b := classicBoard(t)
	scale := 1.3
	w, h := int(b.Width*scale), int(b.Height*scale)
	full := NewPen(image.NewRGBA(image.Rect(0, 0, w, h)), scale, nil)
	full.Board(b, Options{})
	win := NewPen(viewport(700, 400, 500, 300), scale, nil)
	win.Board(b, Options{})
	differ := 0
	for y := 400; y < 700; y++ {
		for x := 700; x < 1200; x++ {
			a, c := full.Img.RGBAAt(x, y), win.Img.RGBAAt(x, y)
			if absDiff(a.R, c.R) > 8 || absDiff(a.G, c.G) > 8 || absDiff(a.B, c.B) > 8 {
				differ++
			}
		}
	}
	if differ > 500*300/200 {
		t.Errorf("%d of %d window pixels differ from the full drawing", differ, 500*300)
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// A pixel made fully covered by its own partial coverage (a span ending
// just short of its right edge) does not make the pixels after it full:
// they keep the coverage of the spans that go on.
func TestFullPixelDoesNotFillThePixelsAfterIt(t *testing.T) {
	var s scanner
	row := s.coverRow(image.Rect(0, 0, 40, 1))
	row.lo, row.hi = row.n, -1
	for i := 0; i < 4; i++ {
		row.span(16, 31.5) // four sub-scanlines cover 16–31.5
	}
	row.span(16, 28.99) // the fifth ends inside pixel 28
	dst := image.NewRGBA(image.Rect(0, 0, 40, 1))
	for i := range dst.Pix {
		dst.Pix[i] = 0xff
	}
	red := color.NRGBA{200, 0, 0, 255}
	blendRow(dst, 0, 0, &row, Solid(red))
	if got := dst.RGBAAt(20, 0); got != (color.RGBA{200, 0, 0, 255}) {
		t.Errorf("pixel 20, fully covered: %v", got)
	}
	// Pixels 29 and 30 are four fifths covered: a blend, not red.
	for _, x := range []int{29, 30} {
		if got := dst.RGBAAt(x, 0); got.G < 40 || got.R == 200 {
			t.Errorf("pixel %d, four fifths covered: %v, want red blended over white", x, got)
		}
	}
}
