package mapview

import (
	"testing"

	"fyne.io/fyne/v2"
)

// ShowArea frames the given locations large, keeps them framed through a
// resize, and a zoom by the player ends it.
func TestShowAreaFramesTheLocations(t *testing.T) {
	m, win := classic(t, 600, 400)
	m.ShowArea("vie", "gal", "bud")
	if m.Zoom() <= 1.5 {
		t.Fatalf("zoom %.2f after framing three neighbouring provinces; want well above the whole board", m.Zoom())
	}
	inside := func() {
		t.Helper()
		for _, l := range []string{"vie", "gal", "bud"} {
			p, ok := m.PositionOf(l)
			s := m.Size()
			if !ok || p.X < 0 || p.Y < 0 || p.X > s.Width || p.Y > s.Height {
				t.Errorf("%s at %v is outside the %v widget", l, p, s)
			}
		}
	}
	inside()
	win.Resize(fyne.NewSize(300, 500))
	inside()
	m.ZoomOut()
	z := m.Zoom()
	win.Resize(fyne.NewSize(600, 400))
	if m.v.area != nil || m.Zoom() != z {
		t.Errorf("after the player zoomed, a resize reframed the area (zoom %.2f, was %.2f)", m.Zoom(), z)
	}
	m.ShowArea("nowhere")
	if m.Zoom() != 1 {
		t.Errorf("no known location: zoom %.2f, want the whole board", m.Zoom())
	}
}
