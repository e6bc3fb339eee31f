package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
)

// Screens are swapped inside the window's one content, never set as new
// content: Fyne's SetContent throws away every text the window has
// rasterised and refreshes the whole new tree, which held each screen
// change up on the UI goroutine (stalls.go measures it). The keyboard's
// focus does not stay behind on the screen left.
func TestScreensSwapInsideOneContent(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	root := w.Content()
	tap(t, w, "New game")
	var entry *widget.Entry
	everything(w, func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok && entry == nil {
			entry = e
		}
	})
	if entry == nil {
		t.Fatal("the new-game screen has no field to type in")
	}
	w.Canvas().Focus(entry)
	if w.Canvas().Focused() != entry {
		t.Fatal("the field did not take the focus")
	}
	tap(t, w, "Back")
	if f := w.Canvas().Focused(); f != nil {
		t.Errorf("back on Home, the keyboard still goes to %T on the screen left", f)
	}
	tap(t, w, "Variants")
	tap(t, w, "Back")
	if w.Content() != root {
		t.Errorf("a screen change set new window content (%T), throwing away the window's rasterised text", w.Content())
	}
}
