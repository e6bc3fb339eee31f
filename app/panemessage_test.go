package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// A message in place of the board never asks for more room than a small
// window has, even after a layout that gave it a narrow column: a wrapped
// label laid out narrow stands one word a line, and its minimum height
// then grows the real window. Continuing a game whose variant no longer
// loads grew the window to 1280×2220 that way on the turn screen, Done off
// the screen (seen again under Xvfb with the build before the message
// scrolled; the test driver lays screens out at the window's width at
// once, so the screen tests do not see it).
func TestPaneMessageNeverGrowsTheWindow(t *testing.T) {
	test.NewTempApp(t)
	long := "This game's variant no longer loads (" + strings.Repeat("mine/variant.txt:43: unknown province \"mid\" ", 8) +
		"), so its board cannot be drawn; the game goes on with the definition it started with, from the order lists."
	msg := paneMessage(long)
	msg.Resize(fyne.NewSize(40, 40)) // a narrow column on the way to the window's size
	if min := msg.MinSize(); min.Height > 300 || min.Width > 300 {
		t.Errorf("the message asks for %v once laid out narrow", min)
	}
}
