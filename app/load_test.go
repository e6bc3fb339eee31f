package app

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
	"dipdesk/variants"
)

// Load lists every save, a damaged one with the reason, and opens the
// good one where it was left; the damaged file is not touched.
func TestLoadListsSavesAndResumes(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	hotseattest.Enter(t, s, "england", "F lon - nth")
	s.Finish(0) // Ann is done; Bob is next
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(store.Dir, "broken.json")
	os.WriteFile(bad, []byte(`{"format":"dipdesk-game","version":1,`), 0o644)

	w := newTestWindow(t, store)
	tap(t, w, "Load")
	got := texts(w)
	if !strings.Contains(got, "Classic — Spring 1901 Movement") || !strings.Contains(got, "Ann, Bob, Cy") {
		t.Errorf("the saved game is not listed with variant, phase and players:\n%s", got)
	}
	if !strings.Contains(got, "broken — cannot be opened") {
		t.Errorf("the damaged save is not listed as such:\n%s", got)
	}
	var list *widget.List
	everything(w, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.List); ok {
			list = l
		}
	})
	entries, _ := store.List()
	good, broken := 0, 1
	if entries[0].Err != nil {
		good, broken = 1, 0
	}
	list.Select(broken)
	if got := texts(w); !strings.Contains(got, "cannot be opened") {
		t.Fatalf("opening the damaged save says nothing:\n%s", got)
	}
	if data, _ := os.ReadFile(bad); string(data) != `{"format":"dipdesk-game","version":1,` {
		t.Error("the damaged save was changed")
	}
	for _, o := range w.Canvas().Overlays().List() {
		w.Canvas().Overlays().Remove(o)
	}
	list.Select(good)
	if who := whoIsUp(t, w); who != "Bob" {
		t.Errorf("the loaded game hands the laptop to %s, want Bob", who)
	}
}

// BenchmarkLastDoneToResults measures, through the test driver, the time
// from the last player's Done to the results on screen: adjudication,
// autosave and building the results screen with its board.
func BenchmarkLastDoneToResults(b *testing.B) {
	store := savegame.Store{Dir: b.TempDir()}
	u := newUI(test.NewTempApp(b), Options{Store: store, Variants: builtins, Inline: true})
	u.w.Resize(fyne.NewSize(1920, 1080))
	step := hotseattest.ScriptedGame[0]
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		s := hotseattest.Classic(b)
		for power, lines := range step.Orders {
			hotseattest.Enter(b, s, power, lines...)
		}
		s.Finish(0)
		s.Finish(1)
		u.resume(s)
		u.showTurn(2)
		done := button(b, u.w, "Done")
		b.StartTimer()
		test.Tap(done)
		b.StopTimer()
		if !strings.Contains(texts(u.w), "Results: ") {
			b.Fatalf("no results after the last Done:\n%s", texts(u.w))
		}
	}
}

// hundredSaves writes 100 saves of a game two years in, as a table that
// plays often would have.
func hundredSaves(tb testing.TB) savegame.Store {
	store := savegame.Store{Dir: tb.TempDir()}
	s := hotseattest.Classic(tb)
	hotseattest.Play(tb, s, nil)
	for i := 0; i < 100; i++ {
		s.File = fmt.Sprintf("game%03d", i)
		if err := store.Save(s); err != nil {
			tb.Fatal(err)
		}
	}
	return store
}

// TestLoadShowsEachSavesPosition: every listed save gets a thumbnail of
// its current position, drawn from the position alone.
func TestLoadShowsEachSavesPosition(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	hotseattest.Play(t, s, nil)
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	w := newTestWindow(t, store)
	tap(t, w, "Load")
	var drawn int
	everything(w, func(o fyne.CanvasObject) {
		if img, ok := o.(*canvas.Image); ok && img.Image != nil {
			drawn++
		}
	})
	if drawn == 0 {
		t.Error("no thumbnail on the Load screen")
	}
}

// BenchmarkLoadScreen100Saves measures, through the test driver, the time
// from Load to the list of 100 saves on screen: listing from the
// summaries, building the list and reading each save's position for its
// thumbnail. (The thumbnails themselves are drawn afterwards, in the
// background; with no variants installed here, none is drawn.)
// go test ./app -run '^$' -bench LoadScreen100Saves -count 5
func BenchmarkLoadScreen100Saves(b *testing.B) {
	store := hundredSaves(b)
	u := newUI(test.NewTempApp(b), Options{Store: store, Inline: true,
		Variants: func() []*variants.Package { return nil }})
	u.w.Resize(fyne.NewSize(1280, 800))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		u.showLoad()
		b.StopTimer()
		if !strings.Contains(texts(u.w), "Classic — Fall 1902 Movement") {
			b.Fatalf("no saves listed:\n%s", texts(u.w))
		}
		u.showHome()
		b.StartTimer()
	}
}

// A saved game can be renamed and deleted from Load, each after a
// question that answers Enter and Escape; Escape changes nothing.
func TestLoadRenamesAndDeletesASave(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	s.ID = "2026-11-21-180000-classic"
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	w := newTestWindow(t, store)
	tap(t, w, "Load")
	tap(t, w, "Rename")
	var name *keyEntry
	everything(w, func(o fyne.CanvasObject) {
		if e, ok := o.(*keyEntry); ok {
			name = e
		}
	})
	if name == nil || w.Canvas().Focused() != name {
		t.Fatalf("Rename shows no name field with the focus:\n%s", texts(w))
	}
	test.Type(name, "Tuesday group") // the old name was all selected: replaced
	name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if _, err := os.Stat(store.Path("Tuesday group")); err != nil {
		t.Fatalf("Enter did not rename the save: %v\n%s", err, texts(w))
	}
	if got := texts(w); !strings.Contains(got, "Tuesday group: Classic — Spring 1901 Movement") {
		t.Errorf("the list does not show the new name:\n%s", got)
	}
	tap(t, w, "Delete")
	if got := texts(w); !strings.Contains(got, "Delete this saved game?") {
		t.Fatalf("Delete asked nothing:\n%s", got)
	}
	typeKey(w, fyne.KeyEscape)
	if _, err := os.Stat(store.Path("Tuesday group")); err != nil {
		t.Fatalf("Escape on the question deleted the save")
	}
	tap(t, w, "Delete")
	typeKey(w, fyne.KeyReturn)
	if _, err := os.Stat(store.Path("Tuesday group")); !os.IsNotExist(err) {
		t.Fatalf("Enter on the question did not delete the save: %v", err)
	}
	if got := texts(w); !strings.Contains(got, "No saved games yet") {
		t.Errorf("after deleting the only save the list shows:\n%s", got)
	}
}

// A save whose summary reads well but whose history is cut short is
// shown damaged in the list, with why, before anyone opens it.
func TestLoadShowsACutSaveDamagedBeforeOpening(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	hotseattest.Play(t, s, nil)
	data, err := savegame.Encode(s, time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	cut := data[:bytes.Index(data, []byte(`"turns"`))+200]
	if err := os.WriteFile(store.Path("cut"), cut, 0o644); err != nil {
		t.Fatal(err)
	}
	w := newTestWindow(t, store)
	tap(t, w, "Load")
	if got := texts(w); !strings.Contains(got, "cut — cannot be opened") || !strings.Contains(got, "ends early") {
		t.Errorf("the save cut short is listed as a healthy game:\n%s", got)
	}
}

// Opening a save replays its whole game (savegame.Decode), a good part of
// a second for a long game of a large variant: it is read off the UI
// goroutine, the screen saying so, and the game follows.
func TestOpeningASaveRunsOffTheUIGoroutine(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	u, q := newQueuedUI(t, Options{Store: store, Variants: builtins})
	started(u)
	q.until(t, u.w, "the variants", u.variantsLoaded)
	u.showLoad()
	var list *widget.List
	everything(u.w, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.List); ok {
			list = l
		}
	})
	list.Select(0)
	if got := texts(u.w); !strings.Contains(got, "Opening "+s.ID+"…") {
		t.Fatalf("no progress while the save is read; the screen shows:\n%s", got)
	}
	q.until(t, u.w, "the game", func() bool { return strings.Contains(u.w.Title(), "at the table") })
}

// Continue replays the game it opens as Load does, so it too reads the
// save off the UI goroutine (it froze the window on a long game), the
// screen saying so, and the game follows.
func TestContinueOpensTheGameOffTheUIGoroutine(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	u, q := newQueuedUI(t, Options{Store: store, Variants: builtins})
	started(u)
	q.until(t, u.w, "the variants", u.variantsLoaded)
	u.showHome()
	tap(t, u.w, "Continue")
	if got := texts(u.w); !strings.Contains(got, "Opening the last game…") {
		t.Fatalf("Continue read the save on the UI goroutine; at once the screen shows:\n%s", got)
	}
	q.until(t, u.w, "the game", func() bool { return strings.Contains(u.w.Title(), "at the table") })
}
