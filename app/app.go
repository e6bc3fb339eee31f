// Package app is dipdesk's Fyne application: its window and screens. It
// holds no rules (those are in engine) and no board drawing (mapview); it
// arranges them for people sitting round one laptop.
package app

import (
	"fyne.io/fyne/v2"
)

// VariantInfo is what the home screen shows of one variant.
type VariantInfo struct {
	ID          string
	Name        string
	Description string
	Players     int
	Start       string // first phase, e.g. "Spring 1901"
}

// NewMainWindow builds the application's one window, sized for a laptop
// screen and showing the home screen.
func NewMainWindow(a fyne.App, variants []VariantInfo) fyne.Window {
	w := a.NewWindow("dipdesk")
	w.Resize(fyne.NewSize(1200, 780))
	w.SetMaster()
	w.SetContent(newHome(a, w, variants))
	return w
}
