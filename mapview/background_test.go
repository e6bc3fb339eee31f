package mapview

import (
	"bytes"
	"image"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"dipdesk/engine"
	"dipdesk/mapview/render"
)

// loop is the UI goroutine's queue for these tests: the board hands its
// background work back through it, and the test runs it on its own
// goroutine, as Fyne's loop would.
type loop chan func()

func (q loop) post(f func()) { q <- f }

// until runs handed-back work until done holds. The guard only turns a
// hang into a failure; nothing depends on how fast the drawing is.
func (q loop) until(t *testing.T, what string, done func() bool) {
	t.Helper()
	for !done() {
		select {
		case f := <-q:
			f()
		case <-time.After(2 * time.Minute):
			t.Fatalf("waiting for %s: nothing came back from the background", what)
		}
	}
}

// A board drawn in the background answers Fyne's request for its first
// frame at once, with nothing drawn (the UI goroutine does not wait for
// the board), and shows the very board the foreground draws once the
// goroutine hands it back.
func TestFirstPaintIsDrawnOffTheUIGoroutine(t *testing.T) {
	_, s := classicStart(t)
	m, _ := classic(t, 800, 600)
	q := make(loop, 4)
	m.DrawInBackground(q.post)
	m.SetScene(s)
	for _, l := range []struct {
		name  string
		image func(w, h int) image.Image
		back  *backLayer
	}{{"static board", m.r.staticLayer, m.r.staticB}, {"scene", m.r.sceneLayer, m.r.sceneB}} {
		first := l.image(800, 600)
		if _, ok := first.(*image.Uniform); !ok {
			t.Fatalf("%s: the first frame was drawn on the UI goroutine (%T)", l.name, first)
		}
		if !l.back.busy {
			t.Fatalf("%s: no drawing under way after the first frame was asked for", l.name)
		}
		q.until(t, l.name+" drawn", func() bool { return l.back.drawn > 0 })
	}

	if !m.r.wait.Visible() {
		t.Error("no note says the board is being drawn while it shows stand-ins")
	}

	want, _ := classic(t, 800, 600)
	want.SetScene(s)
	for _, l := range []struct {
		name      string
		got, want func(w, h int) image.Image
	}{
		{"static board", m.r.staticLayer, func(w, h int) image.Image { return want.r.staticImage(w, h) }},
		{"scene", m.r.sceneLayer, func(w, h int) image.Image { return want.r.sceneImage(w, h) }},
	} {
		got, ok := l.got(800, 600).(*image.RGBA)
		if !ok {
			t.Fatalf("%s: once drawn in the background the layer still shows a placeholder", l.name)
		}
		if !bytes.Equal(got.Pix, l.want(800, 600).(*image.RGBA).Pix) {
			t.Errorf("%s drawn in the background differs from the one drawn in the foreground", l.name)
		}
	}
	q.until(t, "the note hidden once the board is drawn", func() bool { return !m.r.wait.Visible() })
}

// While a new scene is drawn in the background, the board shows no scene
// rather than the last one: the next player's board never shows the
// previous player's orders, not even for a frame.
func TestNewSceneNeverShowsTheLastWhileDrawnOffTheUIGoroutine(t *testing.T) {
	_, s := classicStart(t)
	m, _ := classic(t, 800, 600)
	q := make(loop, 4)
	m.DrawInBackground(q.post)
	m.SetScene(everyOrder(t))
	m.r.sceneLayer(800, 600)
	q.until(t, "the first scene", func() bool { return m.r.sceneB.drawn > 0 })
	if _, ok := m.r.sceneLayer(800, 600).(*image.RGBA); !ok {
		t.Fatal("the first scene is not shown once drawn")
	}

	m.ZoomIn() // the next player's view: the layer is drawn afresh
	m.SetScene(s)
	img := m.r.sceneLayer(800, 600)
	if u, ok := img.(*image.Uniform); !ok || u != nil && !transparent(u) {
		t.Fatalf("while the next scene is drawn, the board shows %T: the last scene's orders", img)
	}
	q.until(t, "the next scene", func() bool { return m.r.sceneB.drawn > 1 })

	if _, ok := m.r.sceneLayer(800, 600).(*image.RGBA); !ok {
		t.Error("the next scene is not shown once drawn")
	}
}

func transparent(u *image.Uniform) bool {
	_, _, _, a := u.RGBA()
	return a == 0
}

// The view a turn opens on is chosen in a goroutine (placing every name
// at each zoom tried took seconds on Imperial's world): OpenOn returns at
// once, the layers wait for the view, and the view chosen is the one the
// foreground chooses.
func TestOpeningViewIsChosenOffTheUIGoroutine(t *testing.T) {
	m, _, v := imperial(t)
	locs := startingUnits(v, "japan")

	fore, _, _ := imperial(t)
	fore.OpenOn(locs...)

	q := make(loop, 4)
	m.DrawInBackground(q.post)
	before := m.v
	m.OpenOn(locs...)
	if m.v != before || !m.opening {
		t.Fatal("OpenOn chose the view on the UI goroutine")
	}
	if _, ok := m.r.staticLayer(1300, 1000).(*image.Uniform); !ok || m.r.staticB.busy {
		t.Error("the board drew the old view while the opening one was being chosen")
	}
	q.until(t, "the opening view", func() bool { return !m.opening })
	if m.v.zoom != fore.v.zoom || m.v.ox != fore.v.ox || m.v.oy != fore.v.oy {
		t.Errorf("opened at zoom %.2f (%.0f, %.0f), the foreground at %.2f (%.0f, %.0f)", m.v.zoom, m.v.ox, m.v.oy, fore.v.zoom, fore.v.ox, fore.v.oy)
	}

	// An opening chosen for a board the player has moved since is dropped
	// (its goroutine always hands it back; nothing waits on the clock).
	back := m.openings
	m.OpenOn(locs...)
	m.FitBoard()
	q.until(t, "the dropped opening", func() bool { return m.openings > back })
	if m.v.zoom != 1 || m.opening {
		t.Errorf("an opening chosen before the player fitted the board moved it to zoom %.2f", m.v.zoom)
	}
}

// The player may fit the board while its opening view is still being
// chosen: the view does not move (it was fitted already), but the layers
// and highlights that waited for the opening are asked for again all the
// same, or the new player's units would never show.
func TestLayersWaitingForAnOpeningAreDrawnWhenTheWaitEndsOffTheUIGoroutine(t *testing.T) {
	m, _, v := imperial(t)
	pos := v.Start()
	q := make(loop, 4)
	m.DrawInBackground(q.post)
	var asked []fyne.CanvasObject
	m.r.redraw = func(o fyne.CanvasObject) { asked = append(asked, o) }
	m.SetScene(render.SceneOf(v, &pos, nil, nil))
	m.OpenOn(render.UnitLocs(v, &pos, []engine.PowerID{0})...)
	if _, ok := m.r.sceneLayer(1300, 1000).(*image.Uniform); !ok || m.r.sceneB.busy {
		t.Fatal("the scene was drawn for a view not yet chosen")
	}
	m.FitBoard() // the player, before the opening view is chosen
	if m.waitsForDrawing() {
		t.Fatal("the board still waits for an opening the player overrode")
	}
	if !slices.Contains(asked, fyne.CanvasObject(m.r.board)) {
		t.Error("the board and scene that waited for the opening view are never drawn")
	}
	q.until(t, "the abandoned opening", func() bool { return m.openings > 0 }) // and dropped
	if m.Zoom() != 1 {
		t.Errorf("the abandoned opening moved the board to zoom %.2f", m.Zoom())
	}
}

// While the map is drawn afresh for a new view, it shows the last view's
// map; a scene drawn for the new view must not stand over that, or units
// stand in the wrong provinces (Imperial's turn opened with British fleets
// in Russia for seconds). The scene waits for its map.
func TestSceneWaitsForItsViewsMapOffTheUIGoroutine(t *testing.T) {
	m, q := drawingBoth(t)
	q.until(t, "the first view", func() bool { return m.r.staticB.drawn > 0 && m.r.sceneB.drawn > 0 })

	m.ZoomIn()
	m.r.sceneLayer(800, 600)
	q.until(t, "the scene for the new view", func() bool { return m.r.sceneB.drawn > 1 })
	if _, ok := m.r.staticLayer(800, 600).(*image.RGBA); !ok || !m.r.staticB.busy {
		t.Fatal("the map for the new view is not being drawn while the last one is shown")
	}
	if img, ok := m.r.sceneLayer(800, 600).(*image.Uniform); !ok || !transparent(img) {
		t.Fatal("the new view's units are shown over the last view's map")
	}
	q.until(t, "the map for the new view", func() bool { return m.r.staticB.drawn > 1 })
	if _, ok := m.r.sceneLayer(800, 600).(*image.RGBA); !ok {
		t.Error("the scene is not shown once its map is drawn")
	}
}

// The note saying the board is being drawn shows in the frame that shows
// stand-ins and goes in the very frame that shows the board: hidden only
// after that frame, it stood over the drawn board for a frame more, 1–2 s
// on busy cores. A frame here is Fyne asking each layer for its image.
func TestWaitNoteGoesWithTheFrameThatShowsTheBoard(t *testing.T) {
	_, s := classicStart(t)
	m, _ := classic(t, 800, 600)
	q := make(loop, 8)
	m.DrawInBackground(q.post)
	m.SetScene(s)
	frame := func() {
		m.r.staticLayer(800, 600)
		m.r.sceneLayer(800, 600)
	}
	frame()
	if !m.r.wait.Visible() {
		t.Error("the frame showing stand-ins shows no note")
	}
	q.until(t, "both layers drawn", func() bool { return m.r.staticB.drawn > 0 && m.r.sceneB.drawn > 0 })
	frame()
	if _, ok := m.r.staticLayer(800, 600).(*image.RGBA); !ok {
		t.Fatal("the board is not shown once drawn")
	}
	if m.r.wait.Visible() {
		t.Error("the frame that shows the board still shows the note")
	}
}

// The static board and the scene, drawn in the background at once, come
// back to the UI goroutine together, in one hand-back: apart, each cost
// the window a frame of its own.
func TestLayersDrawnTogetherComeBackTogether(t *testing.T) {
	m, q := drawingBoth(t)
	if !m.r.staticB.busy || !m.r.sceneB.busy {
		t.Fatal("the two layers are not both being drawn in the background")
	}
	select {
	case f := <-q:
		f()
	case <-time.After(2 * time.Minute):
		t.Fatal("nothing came back from the background")
	}
	if m.r.staticB.drawn != 1 || m.r.sceneB.drawn != 1 {
		t.Errorf("the first hand-back brought %d static boards and %d scenes, want both", m.r.staticB.drawn, m.r.sceneB.drawn)
	}
	if len(q) != 0 {
		t.Errorf("%d more hand-backs after the first", len(q))
	}
}

// drawingBoth is a Classic board of 800×600 at its opening position,
// drawing in the background, asked for both its layers.
func drawingBoth(t *testing.T) (*Board, loop) {
	t.Helper()
	_, s := classicStart(t)
	m, _ := classic(t, 800, 600)
	q := make(loop, 4)
	m.DrawInBackground(q.post)
	m.SetScene(s)
	m.r.staticLayer(800, 600)
	m.r.sceneLayer(800, 600)
	return m, q
}
