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
	"github.com/go-gl/glfw/v3.3/glfw"

	"dipdesk/app"
	"dipdesk/app/savegame"
	"dipdesk/assets"
	"dipdesk/internal/lowprio"
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
	in := &installed{root: userVariantsDir()}
	w := openWindow(func() fyne.Window {
		return app.NewMainWindow(a, app.Options{Store: savegame.DefaultStore(), Variants: in.Variants, Broken: in.Broken,
			WatchVariants: in.watch,
			Version:       appVersion(), OnQuit: exitAfterGrace,
			UserVariants: userVariantsDir(), BalanceDir: filepath.Join(xdg.DataHome, "dipdesk", "balance")})
	})
	fitScreen(w)
	watchStalls(w)
	exitOnSignalAfterGrace()
	w.ShowAndRun()
}

// fitScreen sizes the window to the screen it opens on: it opened 1280×800
// on a 1366×768 screen, its bottom row of buttons past the screen's edge.
// The graphics library is up once the window exists, so its monitor can
// be asked; where it cannot, the window keeps the app's size.
func fitScreen(w fyne.Window) {
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return
	}
	_, _, width, height := m.GetWorkarea()
	if width <= 0 || height <= 0 {
		return
	}
	w.Resize(fitSize(fyne.NewSize(1280, 800), width, height, w.Canvas().Scale()))
}

// fitSize is want, made no larger than a work area of width×height device
// pixels at scale device pixels per unit, less room for the window's frame
// and title bar.
func fitSize(want fyne.Size, width, height int, scale float32) fyne.Size {
	const frameW, frameH = 16, 48 // the window manager's borders and title
	if scale <= 0 {
		scale = 1
	}
	maxW := float32(width)/scale - frameW
	maxH := float32(height)/scale - frameH
	return fyne.NewSize(min(want.Width, maxW), min(want.Height, maxH))
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

// installed is the catalogue of variants: the built-ins and those under
// $XDG_DATA_HOME/dipdesk/variants/. It is read once and kept; each call
// checks (by the folders' and files' sizes and times, well under a
// millisecond) whether the user's folder changed, and if so reads it
// again in the background while the screens go on with the list they
// have. Reading it on every screen change, on the UI goroutine, froze
// Home → Variants for 0.4–1.1 s with one large user variant installed.
// Each problem is printed on stderr once per run.
type installed struct {
	root    string
	mu      sync.Mutex
	printed map[string]bool
	pkgs    []*variants.Package
	broken  []variants.Broken
	read    bool   // pkgs and broken hold a reading
	stamp   string // the user folder's stamp at that reading
	reading bool   // a background reading is under way
	// changed is called (from the reading's goroutine) when a background
	// reading found a different catalogue; nil: nobody is told.
	changed func()
	// stopWatch ends the watch on the user's folder (nil: not watching).
	stopWatch func()
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

// Variants lists the built-in variants, then those installed that load;
// the rest go to Broken. Only the first call reads (the app makes it off
// the UI goroutine); later ones return the kept list at once.
func (in *installed) Variants() []*variants.Package {
	in.mu.Lock()
	if !in.read {
		in.mu.Unlock()
		in.load()
		in.mu.Lock()
	} else if !in.reading && folderStamp(in.root) != in.stamp {
		in.reading = true
		lowprio.Go(func() { // below the window's frames, as every background reading
			in.load()
			in.mu.Lock()
			in.reading = false
			f := in.changed
			in.mu.Unlock()
			if f != nil {
				f()
			}
		})
	}
	defer in.mu.Unlock()
	return in.pkgs
}

// load reads the catalogue and keeps it.
func (in *installed) load() {
	stamp := folderStamp(in.root)
	pkgs, err := variants.Builtins()
	if err != nil {
		in.report(variants.Problems(err)...)
	}
	user, err := variants.LoadInstalled(in.root)
	if err != nil {
		in.report(err.Error())
	}
	for _, b := range user.Broken {
		in.report(strings.Split(b.Error(), "\n")...)
	}
	in.mu.Lock()
	in.pkgs, in.broken = append(pkgs, user.Packages...), user.Broken
	in.stamp, in.read = stamp, true
	in.mu.Unlock()
}

// watch has changed called after each background reading that changed
// the catalogue, and watches the user's folder so that a change there
// starts such a reading by itself (variantswatch.go).
func (in *installed) watch(changed func()) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.changed = changed
	if in.stopWatch == nil {
		in.stopWatch = in.watchFolder()
	}
}

// Broken is the installed folders that did not load at the last reading.
func (in *installed) Broken() []variants.Broken {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.broken
}

// folderStamp sums up what a reading of the user's variants depends on:
// every file's path, size and time under root, two levels deep (a
// variant folder and its files). Any change to a variant changes it.
func folderStamp(root string) string {
	var b strings.Builder
	var walk func(dir string, depth int)
	walk = func(dir string, depth int) {
		entries, err := os.ReadDir(dir)
		if err != nil {
			return
		}
		for _, e := range entries {
			info, err := e.Info()
			if err != nil {
				continue
			}
			fmt.Fprintf(&b, "%s/%s %d %d\n", dir, e.Name(), info.Size(), info.ModTime().UnixNano())
			if e.IsDir() && depth < 2 {
				walk(filepath.Join(dir, e.Name()), depth+1)
			}
		}
	}
	walk(root, 1)
	return b.String()
}

func userVariantsDir() string { return filepath.Join(xdg.DataHome, "dipdesk", "variants") }
