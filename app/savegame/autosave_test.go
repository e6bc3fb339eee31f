package savegame

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"dipdesk/app/hotseat"
	"dipdesk/app/hotseat/hotseattest"
)

// failingDisk is a store whose folder cannot be created until heal is
// called: a regular file stands where a folder must be.
func failingDisk(t *testing.T) (st Store, heal func()) {
	t.Helper()
	blocker := filepath.Join(t.TempDir(), "disk")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	return Store{Dir: filepath.Join(blocker, "games")}, func() {
		if err := os.Remove(blocker); err != nil {
			t.Fatal(err)
		}
	}
}

// events collects what an Autosave reports, from any goroutine.
type events struct {
	mu  sync.Mutex
	got []Event
}

func (e *events) report(ev Event) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.got = append(e.got, ev)
}

func (e *events) take() []Event {
	e.mu.Lock()
	defer e.mu.Unlock()
	got := e.got
	e.got = nil
	return got
}

// newAutosave is an Autosave with real writer goroutines on st, whose
// failed writes are retried only when the test says so.
func newAutosave(t *testing.T, st Store) (*Autosave, *events) {
	t.Helper()
	ev := &events{}
	a := &Autosave{Store: st, Report: ev.report, RetryEvery: time.Hour}
	t.Cleanup(a.Close)
	return a, ev
}

// flush waits for the writes handed in so far; the bound only turns a
// hang into a failure.
func flush(t *testing.T, a *Autosave) {
	t.Helper()
	if !a.Flush(time.Minute) {
		t.Fatal("the writes handed in did not finish")
	}
}

// heldWrites holds every write at Store.BeforeWrite until released, and
// counts the writes begun.
type heldWrites struct {
	entered chan string
	release chan struct{}
	mu      sync.Mutex
	n       int
}

func holdWrites(st *Store) *heldWrites {
	h := &heldWrites{entered: make(chan string, 100), release: make(chan struct{})}
	st.BeforeWrite = func(name string) {
		h.mu.Lock()
		h.n++
		h.mu.Unlock()
		h.entered <- name
		<-h.release
	}
	return h
}

func (h *heldWrites) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.n
}

// waitEntered waits until a write is held; the bound only turns a hang
// into a failure.
func (h *heldWrites) waitEntered(t *testing.T) {
	t.Helper()
	select {
	case <-h.entered:
	case <-time.After(time.Minute):
		t.Fatal("no write began")
	}
}

// TestAutosaveReportsEachFailureOnceAndRetries: while the disk fails,
// only the first write reports; once it recovers, Retry puts the game as
// it is now on disk and says so, and a later failure is reported again.
func TestAutosaveReportsEachFailureOnceAndRetries(t *testing.T) {
	st, heal := failingDisk(t)
	a, ev := newAutosave(t, st)
	s := hotseattest.Classic(t)
	a.Save(s)
	flush(t, a)
	if got := ev.take(); len(got) != 1 || got[0].Err == nil || got[0].Game != s {
		t.Fatalf("a write to a failing disk reported %+v, want one failure of the game", got)
	}
	if !a.Unsaved() {
		t.Fatal("a failed write left the game counted as saved")
	}
	hotseattest.Enter(t, s, "england", "F lon - nth")
	a.Save(s)
	flush(t, a)
	if got := ev.take(); len(got) != 0 {
		t.Errorf("the second failed write reported again: %+v", got)
	}
	a.Retry()
	flush(t, a)
	if !a.Unsaved() {
		t.Fatal("Retry claims success on a failing disk")
	}
	heal()
	hotseattest.Enter(t, s, "germany", "A mun - ruh")
	a.Save(s) // handed in while the last copy waits for its retry
	flush(t, a)
	if a.Unsaved() {
		t.Fatal("the game is not saved once the disk recovered")
	}
	if got := ev.take(); len(got) != 1 || got[0].Err != nil {
		t.Errorf("the recovery reported %+v, want one event without an error", got)
	}
	back, err := st.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Orders) != 2 {
		t.Errorf("the save has orders of %d powers, want 2 (as the game is now)", len(back.Orders))
	}
	os.RemoveAll(st.Dir)
	if err := os.WriteFile(st.Dir, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	a.Save(s)
	flush(t, a)
	if got := ev.take(); len(got) != 1 || got[0].Err == nil {
		t.Errorf("a new failure after a recovery reported %+v, want one failure", got)
	}
}

// Save returns while the write is held (it is written on the writer's
// goroutine), copies handed in meanwhile replace one another, and the
// file ends as the game was at the last Save — not as it is after it.
func TestAutosaveCoalescesAndWritesTheCopyHandedIn(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	held := holdWrites(&st)
	a, ev := newAutosave(t, st)
	s := hotseattest.Classic(t)
	a.Save(s) // returns: the writer holds the write
	held.waitEntered(t)
	for _, o := range []struct{ power, order string }{
		{"england", "F lon - nth"}, {"germany", "A mun - ruh"}, {"russia", "A mos - ukr"},
	} {
		hotseattest.Enter(t, s, o.power, o.order)
		a.Save(s)
	}
	if a.Flush(0) {
		t.Fatal("Flush says all is written while a write is held")
	}
	// The game plays on after its last Save; the write must not see it.
	hotseattest.Enter(t, s, "france", "A par - bur")
	close(held.release)
	flush(t, a)
	if n := held.count(); n != 2 {
		t.Errorf("%d writes for four saves handed in during one write, want 2 (the first and the latest)", n)
	}
	back, err := st.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Orders) != 3 {
		t.Errorf("the save has orders of %d powers, want the 3 of the last copy handed in", len(back.Orders))
	}
	if got := ev.take(); len(got) != 0 {
		t.Errorf("successful writes reported %+v", got)
	}
}

// A writer never replaces a save another window wrote since it last read
// or wrote the file: every attempt is refused and reported, the file
// keeps the other window's phase, and the game counts as not saved until
// the table chooses (Drop).
func TestAutosaveNeverOverwritesAnotherWindow(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	mine, err := st.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	a, ev := newAutosave(t, st)
	hotseattest.Enter(t, mine, "england", "F lon - nth")
	a.Save(mine)
	flush(t, a) // this window's own writes go on
	if got := ev.take(); len(got) != 0 || a.Unsaved() {
		t.Fatalf("this window's own save was refused: %+v", got)
	}
	other, err := st.Load(s.ID) // another window opens the game now
	if err != nil {
		t.Fatal(err)
	}
	hotseattest.FinishAll(t, other)
	if _, err := other.Resolve(); err != nil {
		t.Fatal(err)
	}
	if err := st.Save(other); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		hotseattest.Enter(t, mine, "germany", "A mun - ruh")
		a.Save(mine)
		flush(t, a)
		got := ev.take()
		var changed *ChangedError
		if len(got) != 1 || !errors.As(got[0].Err, &changed) || got[0].Game != mine {
			t.Fatalf("save %d over the other window's: reported %+v, want a ChangedError", i, got)
		}
	}
	if !a.Unsaved() {
		t.Error("the refused game counts as saved")
	}
	back, err := st.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.History()) != 1 {
		t.Errorf("the save holds %d resolved phases, want the other window's 1", len(back.History()))
	}
	a.Drop(mine)
	if a.Unsaved() {
		t.Error("the game dropped by the table's choice still counts as not saved")
	}
}

// The copy a writer writes is taken when Save is called, so the table can
// go on changing the game (here, resolving a phase, on another goroutine)
// before the write reads it: what is written is the game handed in.
func TestAutosaveCopyIsTheGameAtSave(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	held := holdWrites(&st)
	a, _ := newAutosave(t, st)
	s := hotseattest.Classic(t)
	hotseattest.Enter(t, s, "england", "F lon - nth")
	a.Save(s)
	held.waitEntered(t)
	done := make(chan struct{})
	go func() { // the table plays on while the write runs
		defer close(done)
		hotseattest.FinishAll(t, s)
		if _, err := s.Resolve(); err != nil {
			t.Error(err)
		}
	}()
	<-done
	close(held.release)
	flush(t, a)
	back, err := st.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.History()) != 0 || len(back.Orders) != 1 {
		t.Errorf("the save has %d phases and orders of %d powers, want the game as handed in (0, 1)",
			len(back.History()), len(back.Orders))
	}
}

// hundredPhases is a Classic game a hundred resolved phases long (one
// phase repeated: neither copying nor encoding looks at what follows).
func hundredPhases(b *testing.B) *hotseat.Session {
	s := hotseattest.Classic(b)
	hotseattest.FinishAll(b, s)
	if _, err := s.Resolve(); err != nil {
		b.Fatal(err)
	}
	for len(s.Game.Turns) < 100 {
		s.Game.Turns = append(s.Game.Turns, s.Game.Turns[0])
	}
	return s
}

// BenchmarkSnapshot is what Save costs the UI goroutine for a game of a
// hundred phases: the copy handed to the writer.
func BenchmarkSnapshot(b *testing.B) {
	s := hundredPhases(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		snapshot(s)
	}
}

// BenchmarkEncode is what the writer spends before the disk on the same
// game (what the UI goroutine used to spend, fsync aside).
func BenchmarkEncode(b *testing.B) {
	s := hundredPhases(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Encode(s, time.Now()); err != nil {
			b.Fatal(err)
		}
	}
}

// TestReleasedGameEndsItsWriterAfterItsLastWrite: a game closed while its
// write is under way keeps its writer until that write is on disk, then
// the writer's goroutine ends (each game opened left one parked for the
// window's lifetime); a failed write keeps its writer, retrying, until
// the disk takes it.
func TestReleasedGameEndsItsWriterAfterItsLastWrite(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	held := holdWrites(&st)
	a, _ := newAutosave(t, st)
	s := hotseattest.Classic(t)
	hotseattest.Enter(t, s, "england", "F lon - nth")
	a.Save(s)
	held.waitEntered(t)
	a.mu.Lock()
	w := a.writers[fileName(s)]
	a.mu.Unlock()
	a.Release(s)
	if a.Games() != 1 {
		t.Fatal("the writer ended before its write was done")
	}
	close(held.release)
	select {
	case <-w.done:
	case <-time.After(time.Minute):
		t.Fatal("the released game's writer goroutine is still running")
	}
	if n := a.Games(); n != 0 {
		t.Errorf("%d writers left after the game was released", n)
	}
	england, _ := s.Variant().LookupPower("england")
	if got, err := st.Load(fileName(s)); err != nil || len(got.Orders[england]) != 1 {
		t.Fatalf("the pending write was lost: %v", err)
	}

	// A failed write: the writer stays, and ends once the retry succeeds.
	bad, heal := failingDisk(t)
	b, _ := newAutosave(t, bad)
	s2 := hotseattest.Classic(t)
	b.Save(s2)
	flush(t, b)
	b.Release(s2)
	if b.Games() != 1 || !b.Unsaved() {
		t.Fatal("a released game whose write failed lost its writer")
	}
	b.mu.Lock()
	w2 := b.writers[fileName(s2)]
	b.mu.Unlock()
	heal()
	b.Retry()
	select {
	case <-w2.done:
	case <-time.After(time.Minute):
		t.Fatal("the released game's writer goroutine is still running after its retry succeeded")
	}
	if _, err := bad.Load(fileName(s2)); err != nil {
		t.Fatalf("the retried write is not on disk: %v", err)
	}
}
