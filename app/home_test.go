package app

import (
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
)

// Each variant's card on the home screen starts a game of that variant.
func TestHomeCardStartsItsVariant(t *testing.T) {
	for _, p := range builtins() {
		w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
		tap(t, w, "Play "+p.Variant.Name)
		var chosen string
		everything(w, func(o fyne.CanvasObject) {
			if r, ok := o.(*widget.RadioGroup); ok {
				chosen = r.Selected
			}
		})
		if chosen != p.Variant.Name {
			t.Errorf("Play %s opened the new-game screen on %q", p.Variant.Name, chosen)
		}
		if got := texts(w); !strings.Contains(got, p.Variant.Power(0).Name) {
			t.Errorf("Play %s: the seats do not list %s:\n%s", p.Variant.Name, p.Variant.Power(0).Name, got)
		}
	}
}

// TestContinueSkipsABrokenNewestSave: with a good older save behind two
// broken newer one, Continue opens the good game and names the skipped.
func TestContinueSkipsABrokenNewestSave(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	hotseattest.Enter(t, s, "england", "F lon - nth")
	s.Finish(0)
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	// A newer save whose summary reads but whose orders do not.
	time.Sleep(10 * time.Millisecond)
	s.File = "zz-bad"
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(store.Path("zz-bad"))
	os.WriteFile(store.Path("zz-bad"), []byte(strings.Replace(string(data), "F Lon - NTH", "F Lon - Mos", 1)), 0o644)

	w := newTestWindow(t, store)
	tap(t, w, "Continue")
	if got := texts(w); !strings.Contains(got, "Skipped") || !strings.Contains(got, "zz-bad") {
		t.Errorf("Continue does not say it skipped the broken save:\n%s", got)
	}
	for _, o := range w.Canvas().Overlays().List() {
		w.Canvas().Overlays().Remove(o)
	}
	if who := whoIsUp(t, w); who != "Bob" {
		t.Errorf("Continue hands the laptop to %s, want Bob", who)
	}
}
