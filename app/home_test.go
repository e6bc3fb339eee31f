package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

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
