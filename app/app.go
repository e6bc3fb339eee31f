// Package app is dipdesk's Fyne application: its window and screens. It
// holds no rules (those are in engine), no board drawing (mapview) and no
// file format (app/savegame); it arranges them for people sitting round one
// laptop, one screen at a time.
package app

import (
	"errors"
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
	"dipdesk/app/savegame"
	"dipdesk/internal/chime"
	"dipdesk/internal/lowprio"
	"dipdesk/variants"
)

// Options are what the window needs from outside: where games are saved
// and which variants exist.
type Options struct {
	Store savegame.Store
	// Variants lists the variants a game can be started with.
	Variants func() []*variants.Package
	// Broken lists the installed variant folders that cannot be played,
	// with their problems; nil means none. The home screen shows each as a
	// card so a designer sees what is wrong instead of a missing variant.
	Broken func() []variants.Broken
	// WatchVariants, if set, is given a function to call (from any
	// goroutine) when the list Variants returns has changed, so the
	// screen listing variants shows the new list.
	WatchVariants func(changed func())
	// UserVariants is the folder installed variants live in (imports go
	// there); BalanceDir where balance reports are saved. Either may be
	// empty, turning those tools off.
	UserVariants, BalanceDir string
	// Now is the clock (tests fix it); nil means time.Now.
	Now func() time.Time
	// Bell rings when a negotiation ends; nil means the chime package's
	// bell, silent where the desktop has no sound player.
	Bell func() error
	// PuzzleProgress is the file puzzle progress is kept in; "" means
	// $XDG_DATA_HOME/dipdesk/learn/puzzles.json (tests use a temporary one).
	PuzzleProgress string
	// Inline runs background work (thumbnails, the timer's ticks) on the
	// caller's goroutine instead: Fyne's test driver has no main loop, so
	// work handed back with fyne.Do would race with the test. Tests that
	// set it drive the timer themselves.
	Inline bool
	// Post hands work done off the UI goroutine back to it; nil means
	// fyne.Do. Tests give a queue they run on their own goroutine, so the
	// background paths (loading, computers, the timer, resolution) run
	// in goroutines as they really do, and under -race.
	Post func(func())
	// Version is the release and build About shows (main reads it from
	// FyneApp.toml and the build's commit).
	Version string
	// OnQuit is told when dipdesk asks Fyne to quit, after every save is
	// done; main uses it to end the process should Fyne's shutdown hang.
	OnQuit func()
}

// ui is the window and the game being played in it. Every screen is a
// method that replaces the window's content.
type ui struct {
	a      fyne.App
	w      fyne.Window
	opt    Options
	s      *hotseat.Session // the game in play, or nil on the home screen
	pane   *boardPane       // reused across screens so zoom and pan persist
	timer  *timerScreen     // the countdown on screen, if any
	table  *tableState      // the table screen's phase, clock and progress
	thumbs thumbCache       // board thumbnails drawn so far
	// thumbWant is the thumbnail each image on screen waits for, so that
	// a slow drawing never replaces a later choice (main thread only).
	thumbWant map[*canvas.Image]thumbKey
	// autosave writes the game after each change, off the UI goroutine,
	// and keeps retrying a failed write (see save).
	autosave *savegame.Autosave
	// flushWait bounds how long quitting waits for the writes under way;
	// quitting is set meanwhile, so a second click does not start another.
	flushWait time.Duration
	quitting  bool
	// stopWatch ends the live reload of the variant folder on screen;
	// gameWatch that of the game's variant (gamewatch.go).
	stopWatch, gameWatch func()
	// redraw draws the game screen on show afresh from the session; the
	// screens that draw the game's board set it, so that a live reload
	// of the variant (gamewatch.go) shows on the screen already open.
	redraw func()
	// variantsReady is closed once the variants are read (loadVariants);
	// homeVariants is the home screen's list while it is on screen.
	variantsReady chan struct{}
	homeVariants  *fyne.Container
	homeList      homeList      // the list last shown there (home.go)
	home          *homeScreen   // built on the first visit (home.go)
	variantsPage  *variantsPage // the Variants page last built (variants.go)
	// afterRead is what to show once the variants are read (withVariants).
	afterRead func()
	// resolving is the game whose phase is being resolved and saved off
	// the UI goroutine (flow.go), nil otherwise: nothing on the UI
	// goroutine touches it meanwhile.
	resolving *hotseat.Session
	// loop tells when Fyne's loop has stopped, so that work posted for
	// the window after it is dropped (loopguard.go).
	loop loopGuard
	// unsavedBar stands above every screen while the game in play is not
	// on disk (a failed write, or another window's save in the way).
	unsavedBar *fyne.Container
	// root is the window's content for its whole life and screen the
	// screen shown in it (setScreen); repaint is an empty object in root
	// whose refresh asks for a frame.
	root    *fyne.Container
	screen  fyne.CanvasObject
	repaint *canvas.Rectangle
}

// NewMainWindow builds the application's one window, sized for a laptop
// screen and showing the home screen.
func NewMainWindow(a fyne.App, opt Options) fyne.Window {
	return newUI(a, opt).w
}

func newUI(a fyne.App, opt Options) *ui {
	if opt.Variants == nil {
		opt.Variants = func() []*variants.Package { return nil }
	}
	if opt.Broken == nil {
		opt.Broken = func() []variants.Broken { return nil }
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Bell == nil {
		opt.Bell = chime.Play
	}
	// Every text at WCAG AA contrast, whatever theme the desktop chose.
	if _, ok := a.Settings().Theme().(*legibleTheme); !ok {
		a.Settings().SetTheme(newLegibleTheme(a.Settings().Theme()))
	}
	u := &ui{a: a, w: a.NewWindow("dipdesk"), opt: opt, flushWait: flushWait,
		variantsReady: make(chan struct{})}
	u.autosave = &savegame.Autosave{Store: opt.Store, Inline: opt.Inline, Report: u.reportSave}
	if !opt.Inline {
		// Fyne ends the app by itself on SIGINT and SIGTERM, without
		// asking: the last order still gets to the disk.
		a.Lifecycle().SetOnStopped(func() { u.autosave.Flush(u.flushWait) })
	}
	u.unsavedBar = newUnsavedBar()
	u.w.Resize(fyne.NewSize(1280, 800))
	u.w.SetMaster()
	u.w.SetCloseIntercept(u.quit)
	u.loadVariants()
	if opt.WatchVariants != nil {
		opt.WatchVariants(func() {
			warmBoards(opt.Variants()) // here, not on the UI goroutine
			fyne.Do(func() {
				if u.loop.gone() { // the window has closed
					return
				}
				if u.homeVariants != nil && u.variantsLoaded() {
					u.fillHomeVariants()
				}
			})
		})
	}
	u.showHome()
	return u
}

// loadVariants reads the variants once in the background, so the home
// screen appears at once: a large board takes a second or two to build
// (Imperial's convoy geography), and the home screen is due within one.
// The home screen's list of variants fills in when they are read; any
// other screen that needs them waits for the same reading.
func (u *ui) loadVariants() {
	if u.opt.Inline {
		u.opt.Variants()
		close(u.variantsReady)
		return
	}
	// The reading waits for the window's first frames: on two busy cores,
	// building the boards while the window opened took the painted home
	// screen from a median of 762 ms (after) to 1373 ms (alongside). It
	// runs below the window's priority too (lowprio): the home screen's
	// frames after the first are rasterised by the graphics library's
	// threads while the UI goroutine waits in SwapBuffers, and at the
	// same priority the reading (a 346-province user variant's board
	// among them) kept them, and Home, waiting 250-550 ms.
	u.a.Lifecycle().SetOnStarted(func() {
		u.loop.mark() // Fyne runs this on its loop's goroutine
		lowprio.Go(func() {
			time.Sleep(firstFrames)
			warmFonts()
			warmBoards(u.opt.Variants())
			close(u.variantsReady)
			u.post(func() {
				if u.homeVariants != nil {
					u.fillHomeVariants()
				}
				if then := u.afterRead; then != nil {
					u.afterRead = nil
					then()
				}
			})
		})
	})
}

// firstFrames is how long the window gets to paint before the variants
// are read.
const firstFrames = 700 * time.Millisecond

// variantsLoaded reports whether the variants have been read.
func (u *ui) variantsLoaded() bool {
	select {
	case <-u.variantsReady:
		return true
	default:
		return false
	}
}

// show replaces the window's content and its keyboard handling. A save
// that failed is tried again first, so that leaving a screen never leaves
// its changes off the disk when the disk could take them.
func (u *ui) show(content fyne.CanvasObject) {
	u.autosave.Retry()
	if u.stopWatch != nil {
		u.stopWatch()
		u.stopWatch = nil
	}
	if u.timer != nil {
		u.timer.close()
	}
	u.w.Canvas().SetOnTypedKey(nil)
	u.w.Canvas().SetOnTypedRune(nil)
	u.w.Canvas().RemoveShortcut(doneShortcut)
	u.afterRead = nil    // a screen waiting for the variants was left
	u.homeVariants = nil // the home screen's list, filled in once read
	u.redraw = nil       // set again by the game screens after show
	u.showSaved()
	u.setScreen(container.NewBorder(u.unsavedBar, nil, nil, nil, content))
}

// setScreen shows screen in the window. The window keeps one content for
// its whole life and swaps screens inside it, because Fyne's SetContent
// throws away every text the window has rasterised and refreshes the
// whole new tree: each screen change rasterised all its text again on
// the UI goroutine, even the names, buttons and standings the screen
// before had shown, and uploaded the board's layers afresh.
func (u *ui) setScreen(screen fyne.CanvasObject) {
	u.screen = screen
	if u.root == nil {
		u.repaint = canvas.NewRectangle(color.Transparent)
		u.root = container.NewStack(u.repaint, screen)
		u.w.SetContent(u.root)
		return
	}
	c := u.w.Canvas()
	// The screen left may hold the focus: keys must not go there, and a
	// field there would go on blinking its cursor, repainting the whole
	// window twice a second. Each screen focuses what it wants.
	c.Unfocus()
	u.root.Objects = []fyne.CanvasObject{u.repaint, screen}
	screen.Move(fyne.Position{})
	screen.Resize(u.root.Size())
	c.Refresh(u.repaint) // a frame, with no texture thrown away
}

// save hands the game in play to its writer and returns at once: the
// write, with its fsync, happens on the writer's goroutine (an order's
// save took the UI goroutine to the disk and back). What comes of it is
// told by reportSave. The game in memory is never lost: a failed write
// leaves the previous save intact, is shown, and is tried again until
// the disk takes it.
func (u *ui) save() {
	if u.s == nil {
		return
	}
	u.autosave.Save(u.s)
}

// flushWait is how long quitting waits for the saves under way before
// asking whether to quit without them.
const flushWait = 5 * time.Second

// reportSave is told by the writers, on their goroutines, when a game's
// state on disk changed; the table hears of it on the UI goroutine.
func (u *ui) reportSave(ev savegame.Event) {
	if u.opt.Inline {
		u.saved(ev)
		return
	}
	u.post(func() { u.saved(ev) })
}

// saved tells the table what came of a save: another window's save in
// the way (for the game in play: the table chooses), a failure (told
// once per run of failures), or the game on disk again.
func (u *ui) saved(ev savegame.Event) {
	var changed *savegame.ChangedError
	switch {
	case errors.As(ev.Err, &changed):
		if ev.Game == u.s {
			u.savedElsewhere(ev.Game, changed.Name)
		}
	case ev.Err != nil:
		u.showError(saveFailed(ev.Err))
	}
	u.showSaved()
}

// background runs work off the main thread, then done on it with the
// result (both inline when Options.Inline is set). The work (resolving a
// phase, the bots' orders, opening a save, drawing a thumbnail, saving)
// runs at the lowered priority the board's drawing has (lowprio): at the
// window's own, it took the CPU that software OpenGL's threads needed to
// paint the frames showing that the work was under way.
func (u *ui) background(work func() any, done func(any)) {
	if u.opt.Inline {
		done(work())
		return
	}
	lowprio.Go(func() {
		r := work()
		u.post(func() { done(r) })
	})
}

// post runs f on the UI goroutine (Options.Post).
func (u *ui) post(f func()) {
	if u.opt.Post != nil {
		u.opt.Post(f)
		return
	}
	fyne.Do(func() {
		if !u.loop.gone() { // else the window has closed: nothing to show
			f()
		}
	})
}

// withVariants returns an action that runs then once the variants are
// read: at once if they are, else after the background reading, with a
// screen saying so meanwhile. New game pressed while Home was still
// reading them froze the window for 0.5–2.2 s.
func (u *ui) withVariants(then func()) func() {
	return func() {
		if u.variantsLoaded() {
			then()
			return
		}
		u.w.SetTitle("dipdesk")
		u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(
			newScreenButton("Back", theme.NavigateBackIcon(), u.showHome))), nil, nil,
			container.NewCenter(widget.NewLabel("Reading the variants…"))))
		u.afterRead = then // after show, which forgets any earlier wish
	}
}

// variantInfo is what the home screen says of a variant.
func variantInfo(p *variants.Package) VariantInfo {
	v := p.Variant
	start := v.Start()
	return VariantInfo{ID: p.ID, Name: v.Name, Description: v.Description,
		Players: v.NumPowers(), Start: v.PhaseName(start.Phase)}
}
