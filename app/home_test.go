package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

var sampleVariants = []VariantInfo{
	{ID: "classic", Name: "Classic", Description: "Europe on the eve of the Great War.", Players: 7, Start: "Spring 1901"},
	{ID: "americanconflict", Name: "American Conflict", Description: "North America in 1862.", Players: 6, Start: "Spring 1862"},
}

func newTestHome(t *testing.T) (fyne.App, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	w := NewMainWindow(a, sampleVariants)
	w.Resize(fyne.NewSize(1200, 780))
	t.Cleanup(w.Close)
	return a, w
}

// findButton walks the canvas for the button with the given label.
func findButton(t *testing.T, w fyne.Window, label string) *widget.Button {
	t.Helper()
	var found *widget.Button
	walk(w.Canvas().Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == label {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("home screen has no %q button", label)
	}
	return found
}

func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(o)
	switch c := o.(type) {
	case *fyne.Container:
		for _, child := range c.Objects {
			walk(child, visit)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(c)
		for _, child := range r.Objects() {
			walk(child, visit)
		}
	}
}

// texts gathers every label and canvas text on the window, overlays
// (dialogs) included.
func texts(w fyne.Window) string {
	var b strings.Builder
	collect := func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			b.WriteString(x.Text + "\n")
		case *widget.RichText:
			b.WriteString(x.String() + "\n")
		case *canvas.Text:
			b.WriteString(x.Text + "\n")
		}
	}
	walk(w.Canvas().Content(), collect)
	for _, o := range w.Canvas().Overlays().List() {
		walk(o, collect)
	}
	return b.String()
}

func TestHomeListsEveryVariant(t *testing.T) {
	_, w := newTestHome(t)
	got := texts(w)
	for _, v := range sampleVariants {
		if !strings.Contains(got, v.Name) {
			t.Errorf("home screen does not name variant %q; it shows:\n%s", v.Name, got)
		}
	}
	if !strings.Contains(got, "7 players") {
		t.Errorf("home screen does not give Classic's player count; it shows:\n%s", got)
	}
}

func TestHomeHasTheWayIn(t *testing.T) {
	_, w := newTestHome(t)
	for _, label := range []string{"New game", "Continue", "Load", "Variants", "Quit"} {
		findButton(t, w, label)
	}
}

// An unbuilt feature says so when pressed instead of pretending to work.
func TestUnbuiltButtonsSaySo(t *testing.T) {
	for label, want := range notBuilt {
		t.Run(label, func(t *testing.T) {
			_, w := newTestHome(t)
			if n := len(w.Canvas().Overlays().List()); n != 0 {
				t.Fatalf("%d overlays before pressing anything", n)
			}
			test.Tap(findButton(t, w, label))
			if len(w.Canvas().Overlays().List()) == 0 {
				t.Fatalf("pressing %q showed nothing", label)
			}
			if got := texts(w); !strings.Contains(got, want) {
				t.Errorf("pressing %q: dialog does not say %q; it shows:\n%s", label, want, got)
			}
		})
	}
}

func TestHomeWithoutVariantsSaysSo(t *testing.T) {
	a := test.NewTempApp(t)
	w := NewMainWindow(a, nil)
	t.Cleanup(w.Close)
	if got := texts(w); !strings.Contains(got, "No variants could be loaded") {
		t.Errorf("an empty catalogue is not explained; the screen shows:\n%s", got)
	}
}
