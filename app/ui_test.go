package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
	"dipdesk/variants"
)

// builtins is the real catalogue, as the app uses it.
func builtins() []*variants.Package {
	pkgs, err := variants.Builtins()
	if err != nil {
		panic(err)
	}
	return pkgs
}

// newTestWindow opens the app's window on the test driver with saves in a
// temporary folder.
func newTestWindow(t *testing.T, store savegame.Store) fyne.Window {
	t.Helper()
	a := test.NewTempApp(t)
	w := NewMainWindow(a, Options{Store: store, Variants: builtins, Inline: true,
		Now: func() time.Time { return time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC) }})
	w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(w.Close)
	return w
}

// walk visits every object on screen, widgets' insides included.
func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil || !o.Visible() {
		return
	}
	visit(o)
	switch c := o.(type) {
	case *fyne.Container:
		for _, child := range c.Objects {
			walk(child, visit)
		}
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(c).Objects() {
			walk(child, visit)
		}
	}
}

// everything visits the window's content and its overlays (dialogs, menus).
func everything(w fyne.Window, visit func(fyne.CanvasObject)) {
	walk(w.Canvas().Content(), visit)
	for _, o := range w.Canvas().Overlays().List() {
		walk(o, visit)
	}
}

// texts gathers every piece of text on screen.
func texts(w fyne.Window) string {
	var b strings.Builder
	everything(w, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			b.WriteString(x.Text + "\n")
		case *canvas.Text:
			b.WriteString(x.Text + "\n")
		case *widget.Entry:
			b.WriteString(x.Text + "\n")
		case *widget.Select:
			b.WriteString(x.Selected + "\n")
		}
	})
	return b.String()
}

// button finds the visible button whose label starts with prefix.
func button(t testing.TB, w fyne.Window, prefix string) *widget.Button {
	t.Helper()
	_, b := buttonOn(t, w, prefix)
	return b
}

// buttonOn is button and the object the window holds for it: the button
// itself, or the screenButton it is part of (for positions and sizes).
func buttonOn(t testing.TB, w fyne.Window, prefix string) (fyne.CanvasObject, *widget.Button) {
	t.Helper()
	var obj fyne.CanvasObject
	var found *widget.Button
	everything(w, func(o fyne.CanvasObject) {
		if b := asButton(o); b != nil && found == nil && strings.HasPrefix(b.Text, prefix) {
			obj, found = o, b
		}
	})
	if found == nil {
		t.Fatalf("no %q button on screen; the screen shows:\n%s", prefix, texts(w))
	}
	return obj, found
}

// asButton is o as a button, nil if it is none.
func asButton(o fyne.CanvasObject) *widget.Button {
	switch b := o.(type) {
	case *widget.Button:
		return b
	case *screenButton:
		return &b.Button
	}
	return nil
}

func tap(t testing.TB, w fyne.Window, prefix string) {
	t.Helper()
	test.Tap(button(t, w, prefix))
}

func TestHomeListsEveryVariant(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	got := texts(w)
	for _, p := range builtins() {
		if !strings.Contains(got, p.Variant.Name) {
			t.Errorf("home screen does not name variant %q; it shows:\n%s", p.Variant.Name, got)
		}
	}
	if !strings.Contains(got, "7 powers") {
		t.Errorf("home screen does not give Classic's power count; it shows:\n%s", got)
	}
	for _, label := range []string{"New game", "Continue", "Load", "Variants", "Quit"} {
		button(t, w, label)
	}
}

func TestHomeWithoutVariantsSaysSo(t *testing.T) {
	a := test.NewTempApp(t)
	w := NewMainWindow(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Inline: true})
	t.Cleanup(w.Close)
	if got := texts(w); !strings.Contains(got, "No variants could be loaded") {
		t.Errorf("an empty catalogue is not explained; the screen shows:\n%s", got)
	}
}

func TestContinueWithNothingSavedSaysSo(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "Continue")
	if got := texts(w); !strings.Contains(got, "no unfinished game") {
		t.Errorf("Continue with no saves: the screen shows:\n%s", got)
	}
}

func TestVariantsScreenShowsRules(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "Variants")
	var rich string
	everything(w, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RichText); ok {
			rich += r.String()
		}
	})
	if !strings.Contains(rich, builtins()[0].Variant.Name) {
		t.Errorf("the variants screen does not show the first variant's rules; it shows:\n%s", rich)
	}
}
