package main

import (
	fyneapp "fyne.io/fyne/v2/app"

	"dipdesk/app"
	"dipdesk/assets"
)

// appID is the application's reverse-DNS identity; Fyne keys its
// preferences and storage on it, so it must never change.
const appID = "io.github.dipdesk"

// runWindow opens the desktop window on the home screen and blocks until
// the user quits.
func runWindow() {
	a := fyneapp.NewWithID(appID)
	a.SetIcon(assets.Icon())
	w := app.NewMainWindow(a, app.Catalog())
	w.ShowAndRun()
}
