package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

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
	in := &installed{}
	w := app.NewMainWindow(a, app.Options{Store: savegame.DefaultStore(), Variants: in.Variants, Broken: in.Broken,
		Version:      appVersion(),
		UserVariants: userVariantsDir(), BalanceDir: filepath.Join(xdg.DataHome, "dipdesk", "balance")})
	w.ShowAndRun()
}

// installed reads the user's variants folder afresh on every call, so a
// variant dropped in while the app runs appears on the next screen; each
// problem is also printed on stderr, once per run rather than once per
// screen that lists the variants.
type installed struct {
	mu      sync.Mutex
	printed map[string]bool
	broken  []variants.Broken
}

func (in *installed) report(problems ...string) {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.printed == nil {
		in.printed = map[string]bool{}
	}
	for _, p := range problems {
		if !in.printed[p] {
			in.printed[p] = true
			fmt.Fprintln(os.Stderr, "dipdesk:", p)
		}
	}
}

// Variants lists the built-in variants, then those installed under
// $XDG_DATA_HOME/dipdesk/variants/ that load; the rest go to Broken.
func (in *installed) Variants() []*variants.Package {
	pkgs, err := variants.Builtins()
	if err != nil {
		in.report(variants.Problems(err)...)
	}
	user, err := variants.LoadInstalled(userVariantsDir())
	if err != nil {
		in.report(err.Error())
	}
	for _, b := range user.Broken {
		in.report(strings.Split(b.Error(), "\n")...)
	}
	in.mu.Lock()
	in.broken = user.Broken
	in.mu.Unlock()
	return append(pkgs, user.Packages...)
}

// Broken is the installed folders that did not load at the last Variants.
func (in *installed) Broken() []variants.Broken {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.broken
}

func userVariantsDir() string { return filepath.Join(xdg.DataHome, "dipdesk", "variants") }
