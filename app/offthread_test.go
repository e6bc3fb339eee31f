package app

import (
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"dipdesk/app/hotseat"
	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
	"dipdesk/engine"
	"dipdesk/mapview"
	"dipdesk/variants"
)

// uiQueue is the main loop for tests of the app's background paths: the
// app's goroutines post work to it (Options.Post) and the test runs that
// work on its own goroutine, as Fyne's loop would. Nothing runs inline,
// so these tests see the goroutines as they really run (and -race sees
// their accesses).
type uiQueue chan func()

func (q uiQueue) post(f func()) { q <- f }

// until runs posted work until done holds. The guard only turns a hang
// into a failure; no result depends on how fast anything is.
func (q uiQueue) until(t *testing.T, w fyne.Window, what string, done func() bool) {
	t.Helper()
	for !done() {
		select {
		case f := <-q:
			f()
		case <-time.After(3 * time.Minute):
			t.Fatalf("waiting for %s, nothing came back from the background; the screen shows:\n%s", what, texts(w))
		}
	}
}

// newQueuedUI is the app's window with its background work run for real.
func newQueuedUI(t *testing.T, opt Options) (*ui, uiQueue) {
	t.Helper()
	q := make(uiQueue, 16)
	opt.Post = q.post
	if opt.Now == nil {
		opt.Now = func() time.Time { return time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC) }
	}
	u := newUI(test.NewTempApp(t), opt)
	u.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(u.w.Close)
	return u, q
}

// started tells the app its window is up, as the driver does once the
// first frames are painted (the variants are read after that).
func started(u *ui) {
	if f := u.a.Lifecycle().(interface{ OnStarted() func() }).OnStarted(); f != nil {
		f()
	}
}

// New game pressed while the variants are still being read does not read
// them on the UI goroutine (that froze the window for up to 2.2 s): the
// screen says they are being read, and the new-game screen follows once
// the background reading is done.
func TestNewGameWhileVariantsAreReadDoesNotWait(t *testing.T) {
	var early atomic.Int32
	var read atomic.Bool
	pkgs := func() []*variants.Package {
		if !read.Load() {
			early.Add(1)
		}
		return builtins()
	}
	u, q := newQueuedUI(t, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: pkgs})
	tap(t, u.w, "New game")
	if got := texts(u.w); !strings.Contains(got, "Reading the variants…") {
		t.Errorf("New game before the variants are read: the screen shows:\n%s", got)
	}
	if n := early.Load(); n != 0 {
		t.Fatalf("New game read the variants %d times on the UI goroutine", n)
	}
	read.Store(true)
	started(u)
	q.until(t, u.w, "the new-game screen", func() bool { return u.w.Title() == "dipdesk — new game" })
}

// The computers order in a goroutine, the screen showing their progress,
// and hand their orders back to the UI goroutine; the phase then
// resolves with their orders.
func TestComputersPlayOffTheUIGoroutine(t *testing.T) {
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	def, err := pkg.ReadFile(variants.DefinitionFile)
	if err != nil {
		t.Fatal(err)
	}
	players := []hotseat.Player{{Name: "Ann", Powers: []engine.PowerID{1}}}
	for pw := 0; pw < v.NumPowers(); pw++ {
		if pw != 1 {
			players = append(players, hotseat.Player{Name: v.Power(engine.PowerID(pw)).Name, Powers: []engine.PowerID{engine.PowerID(pw)}, Computer: "easy"})
		}
	}
	s, err := hotseat.New("g", "classic", def, v, engine.Options{}, players)
	if err != nil {
		t.Fatal(err)
	}
	s.Finish(0) // Ann is done: the computers are due
	u, q := newQueuedUI(t, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins})
	started(u)
	q.until(t, u.w, "the variants", u.variantsLoaded)
	u.resume(s)
	if got := texts(u.w); !strings.Contains(got, "computer players are writing their orders") {
		t.Fatalf("no progress screen while the computers think; it shows:\n%s", got)
	}
	q.until(t, u.w, "the results", func() bool { return strings.Contains(texts(u.w), "Results: ") })
	if h := s.History(); len(h) != 1 || len(h[0].Orders) == 0 {
		t.Errorf("the phase resolved without the computers' orders: %+v", h)
	}
}

// A phase is resolved and saved off the UI goroutine, the screen saying
// so meanwhile (on Imperial the "Hand over?" dialog stood frozen for up
// to 1.6 s), and the results follow, the game on disk.
func TestResolutionRunsOffTheUIGoroutine(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	u, q := newQueuedUI(t, Options{Store: store, Variants: builtins})
	started(u)
	q.until(t, u.w, "the variants", u.variantsLoaded)
	s := hotseattest.Classic(t)
	for power, lines := range hotseattest.ScriptedGame[0].Orders {
		hotseattest.Enter(t, s, power, lines...)
	}
	for i := range s.Players {
		s.Finish(i)
	}
	u.resume(s)
	if got := texts(u.w); !strings.Contains(got, "Resolving Spring 1901 Movement…") {
		t.Fatalf("no progress while the phase resolves; the screen shows:\n%s", got)
	}
	q.until(t, u.w, "the results", func() bool { return strings.Contains(texts(u.w), "Results: ") })
	back, err := store.Load(s.ID)
	if err != nil || len(back.History()) != 1 {
		t.Errorf("the resolved phase is not on disk: %v", err)
	}
}

// The negotiation timer ticks in its own goroutine and posts each redraw
// to the UI goroutine (Options.Post): run for real, the clock moves on
// screen and, once the time is up, the header says so and the bell rings
// once; under -race nothing the ticker touches is shared unguarded.
func TestTimerTicksOffTheUIGoroutine(t *testing.T) {
	var now atomic.Int64 // the clock the test moves, in Unix seconds
	now.Store(time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC).Unix())
	rings := 0 // the bell rings on the UI goroutine, the test's
	u, q := newQueuedUI(t, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins,
		Now:  func() time.Time { return time.Unix(now.Load(), 0) },
		Bell: func() error { rings++; return nil }})
	started(u)
	q.until(t, u.w, "the variants", u.variantsLoaded)
	s := hotseattest.Classic(t)
	s.NegotiationMinutes = 2
	u.resume(s)
	if got := texts(u.w); !strings.Contains(got, "Negotiate — ") || !strings.Contains(got, "2:00") {
		t.Fatalf("no negotiation clock at 2:00; the screen shows:\n%s", got)
	}
	now.Add(30)
	q.until(t, u.w, "a tick showing 1:30", func() bool { return strings.Contains(texts(u.w), "1:30") })
	now.Add(120)
	q.until(t, u.w, "the time to be up", func() bool { return strings.Contains(texts(u.w), "Time's up — ") })
	if rings != 1 {
		t.Errorf("the bell rang %d times when the time was up, want 1", rings)
	}
	// Ticks still come while the time is up; they ring no more.
	for i := 0; i < 3; i++ {
		(<-q)()
	}
	if rings != 1 {
		t.Errorf("the bell rang %d times, want 1: later ticks ring it again", rings)
	}
	tap(t, u.w, "Start orders")
	if u.timer != nil {
		t.Error("the timer is still running after Start orders")
	}
}

// The Load screen's thumbnails are drawn in a goroutine and handed to
// the UI goroutine (Options.Post): run for real, every saved game's row
// gets its board picture, and under -race the drawing shares nothing
// with the list unguarded.
func TestLoadThumbnailsDrawOffTheUIGoroutine(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	for i := 0; i < 2; i++ {
		s := hotseattest.Classic(t)
		s.ID = "game" + string(rune('a'+i))
		if err := store.Save(s); err != nil {
			t.Fatal(err)
		}
	}
	u, q := newQueuedUI(t, Options{Store: store, Variants: builtins})
	started(u)
	q.until(t, u.w, "the variants", u.variantsLoaded)
	u.showLoad()
	rows := func() (drawn, all int) {
		everything(u.w, func(o fyne.CanvasObject) {
			if img, ok := o.(*canvas.Image); ok && img.MinSize() == fyne.NewSize(120, 90) {
				all++
				if img.Image != nil {
					drawn++
				}
			}
		})
		return drawn, all
	}
	if _, all := rows(); all != 2 {
		t.Fatalf("%d rows with a picture, want the 2 saved games; the screen shows:\n%s", all, texts(u.w))
	}
	q.until(t, u.w, "both thumbnails", func() bool { drawn, _ := rows(); return drawn == 2 })
}

// The rules primer, the puzzles and the position editor parse their board
// off the UI goroutine (12 ms for Classic to 120 ms for American
// Conflict; they parsed it on the UI goroutine), the screen saying so
// meanwhile, and then show it. Each gets a fresh copy of Classic, whose
// board nothing has parsed yet.
func TestLearningScreensParseTheirBoardOffTheUIGoroutine(t *testing.T) {
	screens := map[string]func(u *ui, p *variants.Package){
		"the rules primer":    func(u *ui, _ *variants.Package) { u.showPrimer() },
		"the puzzles":         func(u *ui, _ *variants.Package) { u.showPuzzles() },
		"the position editor": func(u *ui, p *variants.Package) { start := p.Variant.Start(); u.showEditor(p, &start) },
	}
	for what, open := range screens {
		t.Run(what, func(t *testing.T) {
			classic, err := variants.Builtin("classic")
			if err != nil {
				t.Fatal(err)
			}
			// Home's thumbnails parse the boards it lists in the
			// background, so the screen is opened on a copy of the
			// package Home never saw: its board is certainly unparsed.
			seen, fresh := *classic, *classic
			var cur atomic.Pointer[variants.Package]
			cur.Store(&seen)
			pkgs := func() []*variants.Package { return []*variants.Package{cur.Load()} }
			u, q := newQueuedUI(t, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: pkgs,
				PuzzleProgress: filepath.Join(t.TempDir(), "puzzles.json")})
			started(u)
			q.until(t, u.w, "the variants", u.variantsLoaded)
			cur.Store(&fresh)
			open(u, &fresh)
			if got := texts(u.w); !strings.Contains(got, "Opening "+what+"…") || parsedBoards.parsed(&fresh) && boardShown(u) {
				t.Fatalf("%s parsed its board on the UI goroutine; at once the screen shows:\n%s", what, got)
			}
			q.until(t, u.w, "the board", func() bool { return boardShown(u) })
		})
	}
}

// boardShown reports whether a board is on the window's screen.
func boardShown(u *ui) bool {
	found := false
	walk(u.w.Canvas().Content(), func(o fyne.CanvasObject) {
		if _, ok := o.(*mapview.Board); ok {
			found = true
		}
	})
	return found
}
