package savegame

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/adrg/xdg"

	"dipdesk/app/hotseat/hotseattest"
)

var fixed = time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)

// A save read back and written again is byte for byte the same, at every
// phase of a game with a retreat and builds, with private orders pending.
func TestSaveRoundTripsExactlyThroughAGame(t *testing.T) {
	s := hotseattest.Classic(t)
	check := func(label string) {
		t.Helper()
		a, err := Encode(s, fixed)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(a)
		if err != nil {
			t.Fatalf("%s: %v", label, err)
		}
		b, err := Encode(back, fixed)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Fatalf("%s: the save changed on reload:\n%s\n----\n%s", label, a, b)
		}
		if len(back.Game.Turns) != len(s.Game.Turns) {
			t.Fatalf("%s: %d turns back, want %d", label, len(back.Game.Turns), len(s.Game.Turns))
		}
		for i := range s.Game.Turns {
			want, got := s.Game.Turns[i].Outcome.Results, back.Game.Turns[i].Outcome.Results
			if len(want) != len(got) {
				t.Fatalf("%s: turn %d has %d results back, want %d", label, i, len(got), len(want))
			}
			for j := range want {
				if s.Variant().Explain(want[j]) != back.Variant().Explain(got[j]) {
					t.Errorf("%s: turn %d result %d: %q back, want %q", label, i, j,
						back.Variant().Explain(got[j]), s.Variant().Explain(want[j]))
				}
			}
		}
	}
	check("start")
	hotseattest.Enter(t, s, "germany", "A mun - ruh")
	check("with private orders")
	hotseattest.Play(t, s, func(step int) { check(s.Variant().PhaseName(s.Game.Current.Phase)) })
}

// Orders entered before a resolution, and who has finished, survive a
// restart: killing the app mid-turn loses at most the order being typed.
func TestPendingOrdersSurviveReload(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	hotseattest.Enter(t, s, "england", "F lon - nth", "F edi - nwg")
	s.Finish(0)
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	back, err := st.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	eng, _ := back.Variant().LookupPower("england")
	if len(back.Orders[eng]) != 2 || !back.Done[eng] {
		t.Errorf("England's orders %v done %v after reload", back.Orders[eng], back.Done[eng])
	}
	if back.Next() != 1 {
		t.Errorf("after reload the laptop goes to player %d, want Bob (1)", back.Next())
	}
}

func TestCorruptSaveIsReportedAndLeftAlone(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	for name, content := range map[string]string{
		"truncated": `{"format":"dipdesk-game","version":1,"turns":[`,
		"foreign":   `{"hello":"world"}`,
		"badorder":  strings.Replace(string(mustEncode(t)), `"england: F Lon - Nth"`, `"england: F Lon - Mos"`, 1),
	} {
		path := filepath.Join(st.Dir, name+".json")
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := st.Load(name)
		if err == nil || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: error %v, want one naming the file", name, err)
		}
		after, _ := os.ReadFile(path)
		if string(after) != content {
			t.Errorf("%s: loading changed the file", name)
		}
	}
	entries, err := st.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 3 {
		t.Fatalf("listing shows %d entries, want the 3 files", len(entries))
	}
	if s, _, _ := st.Continue(); s != nil {
		t.Errorf("Continue opened %s from a folder with no good save", s.File)
	}
}

func mustEncode(t *testing.T) []byte {
	s := hotseattest.Classic(t)
	hotseattest.Enter(t, s, "england", "F lon - nth")
	data, err := Encode(s, fixed)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestNewerSaveSaysUpdate(t *testing.T) {
	data := bytes.Replace(mustEncode(t), []byte(`"version": 1`), []byte(`"version": 7`), 1)
	_, err := Decode(data)
	if !errors.Is(err, ErrNewer) || !strings.Contains(err.Error(), "update dipdesk") {
		t.Errorf("a version-7 save: error %v, want ErrNewer asking to update", err)
	}
}

// A write that fails half-way leaves the previous save as it was and no
// temporary file behind.
func TestFailedWriteKeepsThePreviousSave(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(st.Path(s.ID))
	boom := errors.New("disk full")
	err := writeAtomic(st.Path(s.ID), func(f *os.File) error {
		f.Write([]byte(`{"format":"dipdesk-game","ver`))
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("error %v, want the write's", err)
	}
	after, _ := os.ReadFile(st.Path(s.ID))
	if !bytes.Equal(before, after) {
		t.Error("a failed write changed the previous save")
	}
	files, _ := os.ReadDir(st.Dir)
	if len(files) != 1 {
		t.Errorf("%d files in the folder after a failed write, want just the save", len(files))
	}
}

func TestDefaultStoreIsUnderXDGDataHome(t *testing.T) {
	t.Cleanup(xdg.Reload)
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	xdg.Reload()
	if got, want := DefaultStore().Dir, filepath.Join(dir, "dipdesk", "games"); got != want {
		t.Errorf("saves go to %s, want %s", got, want)
	}
}

func TestListNewestFirstAndContinueSkipsFinishedGames(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	a := hotseattest.Classic(t)
	a.ID = "older"
	if err := st.Save(a); err != nil {
		t.Fatal(err)
	}
	b := hotseattest.Classic(t)
	b.ID = "newer"
	for _, pw := range b.Survivors() {
		b.VoteDraw(pw, true)
	}
	if !b.Over() {
		t.Fatal("setup: the draw did not end the game")
	}
	// Newer by its recorded time, not by sleeping between the saves.
	data, err := Encode(b, time.Now().Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(st.Path(b.ID), data, 0o644); err != nil {
		t.Fatal(err)
	}
	entries, err := st.List()
	if err != nil || len(entries) != 2 || entries[0].ID != "newer" {
		t.Fatalf("List: %v, %+v", err, entries)
	}
	if got := entries[0].Summary; got.Variant != "Classic" || got.Phase != "Spring 1901 Movement" || len(got.Players) != 3 {
		t.Errorf("summary %+v", got)
	}
	if s, skipped, _ := st.Continue(); s == nil || s.File != "older" || len(skipped) != 0 {
		t.Errorf("Continue picks %v (skipping %v), want the unfinished game", s, skipped)
	}
}
