package app

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"dipdesk/app/savegame"
)

// Every style of text the screens of an evening draw is Home's or warmed
// at start-up, so that no screen change reads a font on the UI goroutine;
// and no warmed style is Home's, whose faces the UI goroutine is using
// while the warming runs. A screen given a new style fails here until
// warmStyles has it.
func TestScreensDrawOnlyWarmedStyles(t *testing.T) {
	s := playTo(t, 1)
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	u.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(u.w.Close)
	seen := map[fyne.TextStyle]string{}
	look := func(screen string) {
		everything(u.w, func(o fyne.CanvasObject) {
			if x, ok := o.(*canvas.Text); ok && x.Text != "" {
				if _, ok := seen[x.TextStyle]; !ok {
					seen[x.TextStyle] = screen + ": " + x.Text
				}
			}
		})
	}
	look("home")
	home := map[fyne.TextStyle]bool{}
	for st := range seen {
		home[st] = true
		if slices.Contains(warmStyles, st) {
			t.Errorf("style %+v is Home's, and warmed in the background as Home uses it", st)
		}
	}
	u.showHowTo()
	look("how to play")
	u.showVariants()
	look("variants")
	u.showNewGame()
	look("new game")
	u.resume(s)
	look("the table")
	scrollListsToEnd(u.w)
	look("the table, scrolled")
	tap(t, u.w, "Rules")
	look("the rules")
	u.w.Canvas().Overlays().Remove(u.w.Canvas().Overlays().Top())
	startOrders(t, u.w)
	look("the curtain")
	tap(t, u.w, "I am")
	look("a turn")
	if len(seen) < 3 {
		t.Fatalf("only %d styles seen; the walk lost its way: %v", len(seen), seen)
	}
	for st, where := range seen {
		if !home[st] && !slices.Contains(warmStyles, st) {
			t.Errorf("style %+v (%s) is drawn but not in warmStyles", st, strings.TrimSpace(where))
		}
	}
}
