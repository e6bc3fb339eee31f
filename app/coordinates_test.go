package app

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"dipdesk/mapview"
	"dipdesk/variants"
	"dipdesk/variants/mapgen/gen"
)

// The picker on Classic: the pointer over Paris reads a longitude and
// latitude and names Paris; a click copies "[lon, lat]", which mapgen's
// projection draws back where the pointer was.
func TestCoordinatePickerReadsAndCopiesBoardTomlForm(t *testing.T) {
	u := variantsUI(t, t.TempDir())
	p, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	u.showCoordinates(p)
	var pick *coordPicker
	var m *mapview.Board
	walk(u.w.Canvas().Content(), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *coordPicker:
			pick = x
		case *mapview.Board:
			m = x
		}
	})
	if pick == nil || m == nil {
		t.Fatal("no picker over a board")
	}
	at, ok := m.PositionOf("par")
	if !ok {
		t.Fatal("no Paris")
	}
	pick.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: at}})
	if got := texts(u.w); !strings.Contains(got, "latitude 4") || !strings.Contains(got, " in par · a click copies [") {
		t.Errorf("over Paris the picker reads:\n%s", got)
	}
	pick.Tapped(&fyne.PointEvent{Position: at})
	clip := u.a.Clipboard().Content()
	var lon, lat float64
	if _, err := fmt.Sscanf(clip, "[%g, %g]", &lon, &lat); err != nil {
		t.Fatalf("copied %q, not board.toml's [lon, lat]", clip)
	}
	data, _ := p.ReadFile("board.toml")
	spec, err := gen.ParseSpec(data, "board.toml")
	if err != nil {
		t.Fatal(err)
	}
	back := gen.NewProjector(spec).Project(lon, lat)
	bp := m.BoardPoint(at)
	if d := math.Hypot(back.X-bp.X, back.Y-bp.Y); d > 2 {
		t.Errorf("the copied %s is drawn %.1f units from the point clicked", clip, d)
	}
}

func TestReferenceInTheApp(t *testing.T) {
	u := variantsUI(t, t.TempDir())
	u.showVariants()
	tap(t, u.w, "Reference")
	got := texts(u.w)
	for _, want := range []string{"Hand-drawn boards", "Country names for masks", "Ireland"} {
		if !strings.Contains(got, want) {
			t.Errorf("the reference page lacks %q", want)
		}
	}
	tap(t, u.w, "Back")
}
