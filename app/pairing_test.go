package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
)

// shownText is what a select shows in its box, as drawn: cut short with an
// ellipsis when the box is too narrow.
func shownText(s *widget.Select) string {
	var b strings.Builder
	walk(s, func(o fyne.CanvasObject) {
		if rt, ok := o.(*widget.RichText); ok {
			walk(rt, func(o fyne.CanvasObject) {
				if t, ok := o.(*canvas.Text); ok {
					b.WriteString(t.Text)
				}
			})
		}
	})
	return b.String()
}

// Every choice shows whole in the menus of 1812 Overture's New game, down
// to a 1024-pixel window: "Denmark-Norway" was cut to "Denmark-…" in a
// column shared by two pairing menus, and at 1024 pixels every pairing
// menu to two letters and "Nobody (civil disorder)" under Plays.
func TestPairingMenusShowWholeNames(t *testing.T) {
	for _, width := range []float32{1600, 1024} {
		w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
		w.Resize(fyne.NewSize(width, 768))
		tap(t, w, "New game")
		everything(w, func(o fyne.CanvasObject) {
			if r, ok := o.(*widget.RadioGroup); ok {
				r.SetSelected("1812 Overture")
			}
		})
		n := 0
		everything(w, func(o fyne.CanvasObject) {
			s, ok := o.(*widget.Select)
			if !ok || s.Selected == "" {
				return
			}
			n++
			for _, opt := range s.Options {
				s.SetSelected(opt)
				if got := shownText(s); got != opt {
					t.Errorf("at %.0f pixels the menu shows %q for %q", width, got, opt)
				}
			}
		})
		if n < 6 {
			t.Fatalf("%d menus on the New game screen:\n%s", n, texts(w))
		}
		shoot(t, w, fmt.Sprintf("pairing-%.0f", width))
	}
}
