package mapview

import (
	"strings"
	"testing"
	"testing/fstest"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// shownText is all the label text the widget shows.
func shownText(m *Board) string {
	var b strings.Builder
	var walk func(objs []fyne.CanvasObject)
	walk = func(objs []fyne.CanvasObject) {
		for _, o := range objs {
			switch o := o.(type) {
			case *widget.Label:
				b.WriteString(o.Text + "\n")
			case *fyne.Container:
				walk(o.Objects)
			}
		}
	}
	walk(test.WidgetRenderer(m).Objects())
	return b.String()
}

func TestABrokenBoardShowsItsError(t *testing.T) {
	full := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g id="provinces"><path id="a" class="land" d="M0 0 L50 0 L50 50Z"/></g></svg>`
	for _, tc := range []struct {
		name  string
		files fstest.MapFS
		want  string
	}{
		{"missing", fstest.MapFS{}, "map.svg"},
		{"truncated", fstest.MapFS{"map.svg": {Data: []byte(full[:len(full)/2])}}, "map.svg"},
		{"bad path data", fstest.MapFS{"map.svg": {Data: []byte(strings.Replace(full, "L50 50Z", "L50 Q", 1))}}, "map.svg"},
		{"no provinces", fstest.MapFS{"map.svg": {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"></svg>`)}}, "no provinces"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			test.NewTempApp(t)
			m := New(tc.files)
			if m.Err() == nil {
				t.Fatal("no error")
			}
			win := test.NewTempWindow(t, m)
			win.Resize(fyne.NewSize(500, 300))
			shown := shownText(m)
			if !strings.Contains(shown, "could not be loaded") || !strings.Contains(shown, tc.want) {
				t.Errorf("the widget shows %q; want the error naming %q", shown, tc.want)
			}
			// Nothing the app or the player does crashes it.
			m.SetScene(everyOrder(t))
			m.SetScene(everyOrder(t))
			m.SetHighContrast(true)
			m.SetSelected("par")
			m.ZoomIn()
			m.FitBoard()
			m.Scrolled(wheel(fyne.NewPos(10, 10), 25))
			m.MouseMoved(pointer(10, 10))
			test.TapAt(m, fyne.NewPos(10, 10))
			m.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 5}})
			if img := win.Canvas().Capture(); img.Bounds().Empty() {
				t.Error("nothing drawn")
			}
		})
	}
}
