package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"dipdesk/app/savegame"
)

// Ctrl+Enter while typing in the order field is Done, as it is elsewhere
// on the turn screen; other shortcuts still reach the field.
func TestCtrlEnterInTheOrderFieldIsDone(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	startClassic(t, w)
	tap(t, w, "I am Ann")
	e := orderFieldOf(t, w)
	w.Canvas().Focus(e)
	test.Type(e, "F lon")
	// The desktop driver hands a shortcut to the focused widget, if it
	// takes shortcuts, instead of to the window.
	focused, ok := w.Canvas().Focused().(fyne.Shortcutable)
	if !ok || focused != e {
		t.Fatalf("the order field does not have the focus (%T)", w.Canvas().Focused())
	}
	focused.TypedShortcut(&fyne.ShortcutSelectAll{})
	if e.SelectedText() != "F lon" {
		t.Errorf("Ctrl+A in the field selected %q, want its text", e.SelectedText())
	}
	focused.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Fatalf("Ctrl+Enter in the order field did not finish the turn:\n%s", texts(w))
	}
}
