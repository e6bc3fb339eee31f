package app

import (
	"bytes"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/app/hotseat"
	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
)

// goid is the running goroutine's number, read from its stack header
// ("goroutine 7 [running]:"): tests use it to tell the UI goroutine (the
// test's own, which runs the posted work) from the writers'.
func goid() uint64 {
	buf := make([]byte, 64)
	buf = buf[:runtime.Stack(buf, false)]
	buf = bytes.TrimPrefix(buf, []byte("goroutine "))
	n, _ := strconv.ParseUint(string(buf[:bytes.IndexByte(buf, ' ')]), 10, 64)
	return n
}

// heldDisk is a games folder whose writes are held until released, and
// which counts the writes attempted on the UI goroutine (they are not
// held: the test would hang instead of failing).
type heldDisk struct {
	store   savegame.Store
	onUI    atomic.Int32
	entered chan struct{}
	release chan struct{}
}

func newHeldDisk(t *testing.T) *heldDisk {
	d := &heldDisk{store: savegame.Store{Dir: t.TempDir()}, entered: make(chan struct{}, 64), release: make(chan struct{})}
	ui := goid()
	d.store.BeforeWrite = func(string) {
		if goid() == ui {
			d.onUI.Add(1)
			return
		}
		d.entered <- struct{}{}
		<-d.release
	}
	return d
}

// held waits until a write is held; the bound only turns a hang into a
// failure.
func (d *heldDisk) held(t *testing.T) {
	t.Helper()
	select {
	case <-d.entered:
	case <-time.After(time.Minute):
		t.Fatal("nothing was written")
	}
}

var classicOrders = map[string]string{"Ann": "F lon - nth", "Bob": "A mun - ruh", "Cy": "A mos - ukr"}

// enterOneOrder goes from the table to the first player's turn and types
// their order, returning who typed it.
func enterOneOrder(t *testing.T, w fyne.Window) string {
	t.Helper()
	startOrders(t, w)
	player := whoIsUp(t, w)
	tap(t, w, "I am "+player)
	typeOrder(t, w, classicOrders[player])
	return player
}

// queuedGame opens a Classic game in a window whose background work runs
// for real, on app a (nil: the test driver's).
func queuedGame(t *testing.T, a fyne.App, store savegame.Store, s *hotseat.Session) (*ui, uiQueue) {
	t.Helper()
	q := make(uiQueue, 16)
	if a == nil {
		a = test.NewTempApp(t)
	}
	u := newUI(a, Options{Store: store, Variants: builtins, Post: q.post,
		Now: func() time.Time { return time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC) }})
	u.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(u.w.Close)
	t.Cleanup(u.autosave.Close)
	started(u)
	q.until(t, u.w, "the variants", u.variantsLoaded)
	u.resume(s)
	return u, q
}

// An order's save is written off the UI goroutine: the order is in, and
// the screen goes on, while its write is held; released, it reaches the
// disk.
func TestOrdersAreSavedOffTheUIGoroutine(t *testing.T) {
	d := newHeldDisk(t)
	s := hotseattest.Classic(t)
	u, _ := queuedGame(t, nil, d.store, s)
	player := enterOneOrder(t, u.w)
	if n := d.onUI.Load(); n > 0 {
		t.Fatalf("%d saves were written on the UI goroutine", n)
	}
	d.held(t) // the order is in while its write is held
	close(d.release)
	if !u.autosave.Flush(time.Minute) {
		t.Fatal("the save did not finish once released")
	}
	back, err := d.store.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Orders) != 1 {
		t.Errorf("%s's order is not on disk: orders of %d powers", player, len(back.Orders))
	}
}

// Closing the window waits for the write under way, so the last order
// typed reaches the disk, then quits; the wait is off the UI goroutine.
func TestQuitWaitsForTheLastSaveOffTheUIGoroutine(t *testing.T) {
	d := newHeldDisk(t)
	s := hotseattest.Classic(t)
	a := &closingApp{App: test.NewTempApp(t)}
	u, q := queuedGame(t, a, d.store, s)
	enterOneOrder(t, u.w)
	d.held(t)
	a.clickClose()
	if a.quits != 0 {
		t.Fatal("the window closed while the last order was still being written")
	}
	close(d.release)
	q.until(t, u.w, "the quit", func() bool { return a.quits > 0 })
	back, err := d.store.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Orders) != 1 {
		t.Errorf("the window quit without the last order on disk: orders of %d powers", len(back.Orders))
	}
	if n := d.onUI.Load(); n > 0 {
		t.Errorf("%d saves were written on the UI goroutine", n)
	}
}

// The wait at quitting is bounded: a disk that does not finish in time
// gets a question, not a frozen window nor a silent quit.
func TestQuitAsksWhenTheDiskIsSlowOffTheUIGoroutine(t *testing.T) {
	d := newHeldDisk(t)
	s := hotseattest.Classic(t)
	a := &closingApp{App: test.NewTempApp(t)}
	u, q := queuedGame(t, a, d.store, s)
	t.Cleanup(func() { // the held write ends before its folder is removed
		close(d.release)
		u.autosave.Flush(time.Minute)
	})
	u.flushWait = 0
	enterOneOrder(t, u.w)
	d.held(t)
	a.clickClose()
	q.until(t, u.w, "the question", func() bool { return strings.Contains(texts(u.w), "Quit while saving?") })
	if a.quits != 0 {
		t.Error("the window quit while the disk had not finished")
	}
}

// conflicted is a window on a Classic game that another window has since
// resolved and saved: the order typed here is refused, and the window
// says it is not saved and offers the choice.
func conflicted(t *testing.T) (*ui, uiQueue, savegame.Store, string) {
	t.Helper()
	store := savegame.Store{Dir: t.TempDir()}
	first := hotseattest.Classic(t)
	if err := store.Save(first); err != nil {
		t.Fatal(err)
	}
	mine, err := store.Load(first.ID)
	if err != nil {
		t.Fatal(err)
	}
	other, err := store.Load(first.ID)
	if err != nil {
		t.Fatal(err)
	}
	hotseattest.FinishAll(t, other)
	if _, err := other.Resolve(); err != nil {
		t.Fatal(err)
	}
	if err := store.Save(other); err != nil {
		t.Fatal(err)
	}
	u, q := queuedGame(t, nil, store, mine)
	enterOneOrder(t, u.w)
	q.until(t, u.w, "the two windows' choice", func() bool {
		got := texts(u.w)
		return strings.Contains(got, "saved by another window") && strings.Contains(got, unsavedText)
	})
	if back, err := store.Load(first.ID); err != nil || len(back.History()) != 1 {
		t.Fatalf("the other window's phase is gone from its save: %v", err)
	}
	return u, q, store, first.ID
}

// Another window's save is never overwritten by a write made off the UI
// goroutine: the refusal comes back to the window, which says the game is
// not saved and offers the choice; keeping both loses nothing.
func TestAnotherWindowsSaveIsKeptOffTheUIGoroutine(t *testing.T) {
	u, q, store, _ := conflicted(t)
	tap(t, u.w, "Keep both")
	q.until(t, u.w, "both games saved", func() bool { return strings.Contains(texts(u.w), "Load lists both") })
	entries, err := store.List()
	if err != nil || len(entries) != 2 {
		t.Fatalf("after Keep both: %v, %d saves, want 2", err, len(entries))
	}
	if strings.Contains(texts(u.w), unsavedText) {
		t.Error("the window still says it is not saved after keeping both")
	}
}

// "Open the saved game" reads the other window's save off the UI
// goroutine and carries on from it; the window is then saved again.
func TestOpenTheOtherWindowsSaveOffTheUIGoroutine(t *testing.T) {
	u, q, store, id := conflicted(t)
	tap(t, u.w, "Open the saved game")
	q.until(t, u.w, "the other window's game", func() bool { return strings.Contains(u.w.Title(), "Fall 1901") })
	if strings.Contains(texts(u.w), unsavedText) {
		t.Error("the window still says it is not saved after opening the saved game")
	}
	if entries, err := store.List(); err != nil || len(entries) != 1 {
		t.Errorf("after opening the saved game: %v, %d saves, want the one", err, len(entries))
	}
	if back, err := store.Load(id); err != nil || len(back.History()) != 1 {
		t.Errorf("the other window's phase is not in the save: %v", err)
	}
}

// Leaving a game ends its writer once its last write is on disk: each
// game opened kept a writer goroutine parked for the window's lifetime.
// The order typed just before leaving still reaches the disk.
func TestLeavingAGameEndsItsWriterWithoutLosingItsLastWrite(t *testing.T) {
	d := newHeldDisk(t)
	s := hotseattest.Classic(t)
	u, _ := queuedGame(t, nil, d.store, s)
	enterOneOrder(t, u.w)
	d.held(t)
	u.showHome()
	if n := u.autosave.Games(); n != 1 {
		t.Fatalf("%d writers while the left game's write is under way, want its own", n)
	}
	close(d.release)
	if !u.autosave.Flush(time.Minute) {
		t.Fatal("the save did not finish once released")
	}
	if n := u.autosave.Games(); n != 0 {
		t.Errorf("%d writers left after the game was left and written", n)
	}
	back, err := d.store.Load(s.ID)
	if err != nil || len(back.Orders) != 1 {
		t.Fatalf("the order typed before leaving is not on disk: %v", err)
	}
}
