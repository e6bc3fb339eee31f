package main

import (
	"fmt"
	"os"

	fyneapp "fyne.io/fyne/v2/app"
	"github.com/adrg/xdg"

	"dipdesk/app"
	"dipdesk/app/savegame"
	"dipdesk/assets"
	"dipdesk/variants"
)

// appID is the application's reverse-DNS identity; Fyne keys its
// preferences and storage on it, so it must never change.
const appID = "io.github.dipdesk"

// runWindow opens the desktop window on the home screen and blocks until
// the user quits.
func runWindow() {
	if err := checkDisplay(); err != nil {
		fmt.Fprintln(os.Stderr, "dipdesk:", err)
		os.Exit(1)
	}
	a := fyneapp.NewWithID(appID)
	a.SetIcon(assets.Icon())
	w := app.NewMainWindow(a, app.Options{Store: savegame.DefaultStore(), Variants: allVariants})
	w.ShowAndRun()
}

// allVariants lists the built-in variants, then those installed under
// $XDG_DATA_HOME/dipdesk/variants/. A broken installed variant is reported
// on stderr and left out rather than stopping the app.
func allVariants() []*variants.Package {
	pkgs, err := variants.Builtins()
	if err != nil {
		fmt.Fprintln(os.Stderr, "dipdesk:", err)
	}
	user, err := variants.LoadDir(xdg.DataHome + "/dipdesk/variants")
	if err != nil {
		fmt.Fprintln(os.Stderr, "dipdesk:", err)
	}
	return append(pkgs, user...)
}
