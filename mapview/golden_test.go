package mapview

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"dipdesk/mapview/render"
)

// The goldens are the widget as a player sees it, 1000×760, no hover.
// After an intended change in the look, delete them and rerun to rewrite
// testdata/failed/, look at them, and move them back.

func TestGoldenClassicStart(t *testing.T) {
	m, win := classic(t, 1000, 760)
	_, s := classicStart(t)
	m.SetScene(s)
	test.AssertImageMatches(t, "classic-start.png", win.Canvas().Capture())
}

func TestGoldenEveryOrderKind(t *testing.T) {
	m, win := classic(t, 1000, 760)
	m.SetScene(everyOrder(t))
	test.AssertImageMatches(t, "every-order.png", win.Canvas().Capture())
}

func TestGoldenEveryOrderKindZoomed(t *testing.T) {
	m, win := classic(t, 1000, 760)
	m.SetScene(everyOrder(t))
	for i := 0; i < 4; i++ {
		m.Scrolled(wheel(mustPos(t, m, "boh"), 25))
	}
	m.SetSelected("bur")
	test.AssertImageMatches(t, "every-order-zoomed.png", win.Canvas().Capture())
}

func TestGoldenReachAndKey(t *testing.T) {
	m, win := classic(t, 1000, 760)
	v, s := classicStart(t)
	m.SetScene(s)
	m.SetReach(render.ReachOf(v))
	m.ShowLegend(true)
	bul := mustPos(t, m, "bul")
	m.MouseIn(pointer(bul.X, bul.Y))
	test.AssertImageMatches(t, "reach-and-key.png", win.Canvas().Capture())
}
