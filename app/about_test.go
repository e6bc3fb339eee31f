package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/app/savegame"
)

// About, from the home screen, names the version the window was given,
// and Escape closes it.
func TestAboutShowsTheVersion(t *testing.T) {
	a := test.NewTempApp(t)
	w := NewMainWindow(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true,
		Version: "0.1.0 (build 1), commit abc1234"})
	w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(w.Close)
	tap(t, w, "About")
	if got := texts(w); !strings.Contains(got, "dipdesk 0.1.0 (build 1), commit abc1234") {
		t.Fatalf("About does not show the version:\n%s", got)
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if n := len(w.Canvas().Overlays().List()); n != 0 {
		t.Errorf("%d dialogs open after Escape", n)
	}
}
