package app

import (
	"bytes"
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
	"dipdesk/app/savegame"
	"dipdesk/internal/storytest"
)

// iconButton finds the button showing icon.
func iconButton(t *testing.T, w fyne.Window, icon fyne.Resource) *widget.Button {
	t.Helper()
	var found *widget.Button
	everything(w, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && found == nil && b.Icon != nil && b.Icon.Name() == icon.Name() {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no button with icon %s", icon.Name())
	}
	return found
}

// replayFrames opens the replay from History and steps through every
// phase, returning the picture on screen at each.
func replayFrames(t *testing.T, s *hotseat.Session) ([]*image.RGBA, string) {
	t.Helper()
	a := test.NewTempApp(t)
	u := newUI(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	t.Cleanup(u.w.Close)
	u.w.Resize(fyne.NewSize(1024, 700))
	u.s = s
	u.showHistory()
	tap(t, u.w, "Replay")
	var raster *canvas.Raster
	everything(u.w, func(o fyne.CanvasObject) {
		if r, ok := o.(*canvas.Raster); ok && raster == nil {
			raster = r
		}
	})
	if raster == nil {
		t.Fatal("no replay picture on screen")
	}
	shot := func() *image.RGBA {
		sz := raster.Size()
		img := raster.Generator(int(sz.Width), int(sz.Height))
		rgba := image.NewRGBA(img.Bounds())
		for y := range img.Bounds().Dy() {
			for x := range img.Bounds().Dx() {
				rgba.Set(x, y, img.At(x, y))
			}
		}
		return rgba
	}
	frames := []*image.RGBA{shot()}
	next := iconButton(t, u.w, theme.MediaSkipNextIcon())
	for range len(s.History()) {
		test.Tap(next)
		frames = append(frames, shot())
	}
	return frames, texts(u.w)
}

// The curtain: replaying a game in progress, every phase shown is
// pixel for pixel the same whether or not orders have been entered for
// the phase in progress, and the replay ends at that phase's board.
func TestReplayShowsOnlyResolvedPhases(t *testing.T) {
	with, said := replayFrames(t, storytest.Session(t, true))
	without, _ := replayFrames(t, storytest.Session(t, false))
	if !strings.Contains(said, "Spring 1902 Movement · 5 of 5") {
		t.Errorf("the replay ends at %q, want Spring 1902 Movement, 5 of 5", said)
	}
	if len(with) != 5 {
		t.Fatalf("%d phases shown, want 4 resolved and the board now", len(with))
	}
	for i := range with {
		if with[i].Rect.Dx() < 200 {
			t.Fatalf("phase %d drawn %v", i, with[i].Rect)
		}
		if !bytes.Equal(with[i].Pix, without[i].Pix) {
			t.Errorf("phase %d differs when orders are entered for the phase in progress", i+1)
		}
	}
	// Phases differ from one another: the pictures are of the game.
	if bytes.Equal(with[0].Pix, with[1].Pix) {
		t.Error("Spring and Fall 1901 look the same")
	}
}

// From the end screen, Replay plays the game and Back returns there.
func TestReplayFromTheEndScreen(t *testing.T) {
	a := test.NewTempApp(t)
	u := newUI(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	t.Cleanup(u.w.Close)
	u.w.Resize(fyne.NewSize(1024, 700))
	u.s = storytest.Session(t, false)
	u.showEnd()
	tap(t, u.w, "Replay")
	if got := texts(u.w); !strings.Contains(got, "Spring 1901 Movement · 1 of 5") {
		t.Fatalf("the replay shows %q", got)
	}
	tap(t, u.w, "Back")
	if got := texts(u.w); !strings.Contains(got, "Supply centres per year") {
		t.Errorf("Back led to %q, want the end screen", got)
	}
}
