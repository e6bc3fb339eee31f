package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
)

// closingApp is the test driver's app with what its driver does on a
// click of the window's close button made visible: the test driver keeps
// the close intercept but never calls it, and its Quit does nothing.
type closingApp struct {
	fyne.App
	win   *closingWindow
	quits int
}

func (a *closingApp) NewWindow(title string) fyne.Window {
	a.win = &closingWindow{Window: a.App.NewWindow(title)}
	return a.win
}

func (a *closingApp) Quit() { a.quits++ }

// closingWindow keeps the close intercept the app sets, for clickClose.
type closingWindow struct {
	fyne.Window
	intercept func()
}

func (w *closingWindow) SetCloseIntercept(f func()) {
	w.intercept = f
	w.Window.SetCloseIntercept(f)
}

// clickClose is the window manager's close button: with an intercept the
// driver calls it instead of closing; without one the window just closes
// and the app with it.
func (a *closingApp) clickClose() {
	if a.win.intercept != nil {
		a.win.intercept()
		return
	}
	a.Quit()
}

// Closing the window (its close button, not Home's Quit) while the game
// is not on disk asks first, and quits only on yes; with the game saved
// it closes at once.
func TestClosingTheWindowOnAnUnsavedGameAsks(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "disk")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	store := savegame.Store{Dir: filepath.Join(blocker, "games")} // every write fails
	a := &closingApp{App: test.NewTempApp(t)}
	u := newUI(a, Options{Store: store, Variants: builtins, Inline: true})
	t.Cleanup(u.w.Close)
	u.w.Resize(fyne.NewSize(1280, 800))
	s := hotseattest.Classic(t)
	u.resume(s)
	u.save()
	if !u.autosave.Unsaved() {
		t.Fatal("the save did not fail: the test tries nothing")
	}
	u.w.Canvas().Overlays().Top().Hide() // the one "could not be saved" message

	a.clickClose()
	if a.quits != 0 {
		t.Fatal("closing the window quit at once, dropping the unsaved game")
	}
	if got := texts(u.w); !strings.Contains(got, "Quit without saving?") {
		t.Fatalf("closing the window on an unsaved game does not ask; the screen shows:\n%s", got)
	}
	tap(t, u.w, "No")
	if a.quits != 0 {
		t.Fatal("answering No quit")
	}
	a.clickClose()
	tap(t, u.w, "Yes")
	if a.quits != 1 {
		t.Fatalf("answering Yes quit %d times, want 1", a.quits)
	}

	// Once the disk takes the game, closing the window asks nothing.
	if err := os.Remove(blocker); err != nil {
		t.Fatal(err)
	}
	a.clickClose()
	if a.quits != 2 || len(u.w.Canvas().Overlays().List()) != 0 {
		t.Errorf("closing the window on a game the disk now takes: %d quits, %d dialogs; want it to save and quit, asking nothing",
			a.quits-1, len(u.w.Canvas().Overlays().List()))
	}
	if _, err := store.Load(s.ID); err != nil {
		t.Errorf("closing the window did not put the game on disk first: %v", err)
	}
}
