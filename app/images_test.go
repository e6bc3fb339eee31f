package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"dipdesk/app/savegame"
)

// No image on the screens that show board thumbnails and the icon is
// scaled on the CPU: Fyne does that on the UI goroutine for every
// smooth-scaled image whose pixels differ from its size on screen, each
// time its texture is made.
func TestScreenImagesScaleOnTheGPU(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	check := func(screen string) {
		t.Helper()
		n := 0
		everything(w, func(o fyne.CanvasObject) {
			img, ok := o.(*canvas.Image)
			if !ok || img.Resource != nil { // an icon's SVG is drawn at its size
				return
			}
			n++
			if img.ScaleMode == canvas.ImageScaleSmooth {
				t.Errorf("%s: an image (%v) is scaled on the CPU", screen, img.MinSize())
			}
		})
		if n == 0 {
			t.Errorf("%s shows no image: the test sees nothing", screen)
		}
	}
	check("Home")
	tap(t, w, "Variants")
	check("Variants")
	tap(t, w, "Back")
	tap(t, w, "New game")
	check("New game")
	tap(t, w, "Back")
	tap(t, w, "About")
	check("About")
}
