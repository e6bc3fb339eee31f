package savegame

import (
	"os"
	"strings"
	"testing"
	"time"

	"dipdesk/app/hotseat/hotseattest"
)

// TestContinuePassesOverBrokenNewerSaves: the newest saves are damaged
// (one cut short, one whose summary reads but whose orders do not), and an
// older one is good. Continue opens the good one and names both skipped,
// newest first, with why; neither broken file is changed.
func TestContinuePassesOverBrokenNewerSaves(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	good := hotseattest.Classic(t)
	good.ID = "good"
	if err := st.Save(good); err != nil {
		t.Fatal(err)
	}
	brokenNewer(t, st)
	s, skipped, err := st.Continue()
	if err != nil {
		t.Fatal(err)
	}
	if s == nil || s.File != "good" {
		t.Fatalf("Continue opened %v, want the older good save", s)
	}
	var names []string
	for _, e := range skipped {
		if e.Err == nil {
			t.Errorf("skipped %s without a reason", e.ID)
		}
		names = append(names, e.ID)
	}
	if strings.Join(names, ",") != "badorders,cut" {
		t.Errorf("skipped %v, want badorders then cut", names)
	}
}

// brokenNewer writes two saves newer than anything else in st: one whose
// summary reads but whose orders are wrong, one cut short.
func brokenNewer(t *testing.T, st Store) {
	t.Helper()
	s := hotseattest.Classic(t)
	hotseattest.Enter(t, s, "england", "F lon - nth")
	data, err := Encode(s, time.Now().Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), `"england: F Lon - Nth"`, `"england: F Lon - Mos"`, 1)
	if err := os.WriteFile(st.Path("badorders"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	cut := st.Path("cut")
	if err := os.WriteFile(cut, data[:len(data)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	// The cut file has no summary to date it: its file time does.
	past := time.Now().Add(30 * time.Minute)
	if err := os.Chtimes(cut, past, past); err != nil {
		t.Fatal(err)
	}
}
