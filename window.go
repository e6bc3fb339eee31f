package main

import (
	"bytes"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
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
	w := openWindow(func() fyne.Window {
		return app.NewMainWindow(a, app.Options{Store: savegame.DefaultStore(), Variants: in.Variants, Broken: in.Broken,
			Version:      appVersion(),
			UserVariants: userVariantsDir(), BalanceDir: filepath.Join(xdg.DataHome, "dipdesk", "balance")})
	})
	w.ShowAndRun()
}

// openWindow creates the window, or ends dipdesk with one sentence when
// the display does not answer: the graphics library panics then, and its
// 34 lines of Go stack told a player nothing. Only the window's creation
// is guarded, so a bug later still shows its stack.
func openWindow(create func() fyne.Window) fyne.Window {
	var said bytes.Buffer
	log.SetOutput(&said) // the library logs the failure before panicking
	defer func() {
		log.SetOutput(os.Stderr)
		if r := recover(); r != nil {
			fmt.Fprintf(os.Stderr, "dipdesk: the display %q does not answer, so the window cannot open; run dipdesk in a desktop session, or see `dipdesk help` for the commands that need no window\n", displayName())
			os.Exit(1)
		}
		os.Stderr.Write(said.Bytes())
	}()
	return create()
}

// displayName is the display the window was to open on.
func displayName() string {
	if d := os.Getenv("WAYLAND_DISPLAY"); d != "" && os.Getenv("DISPLAY") == "" {
		return d
	}
	return os.Getenv("DISPLAY")
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
