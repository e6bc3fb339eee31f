package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBalancePrintsAndSavesItsTable plays a few games of 1776 II and finds
// the table on stdout, in the file and, as JSON, beside it; by default the
// file goes to the balance folder of dipdesk's data directory.
func TestBalancePrintsAndSavesItsTable(t *testing.T) {
	oneGoroutine(t)
	out := filepath.Join(t.TempDir(), "b.txt")
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"balance", "--variant", "1776", "--games", "5", "--years", "4", "--seed", "2", "-o", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	got := stdout.String()
	for _, want := range []string{"1776 II: 5 games, 1776 to 1779, seed 2", "Great Britain", "win %", "no computer players", "games: 5, errors: 0", "saved " + out} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	saved, err := os.ReadFile(out)
	if err != nil || !strings.HasPrefix(got, string(saved)) {
		t.Errorf("saved table (%v) is not the printed one:\n%s", err, saved)
	}
	var rep struct {
		Games  int
		Powers []struct {
			Name  string
			Share []float64
		}
	}
	data, err := os.ReadFile(filepath.Join(filepath.Dir(out), "b.json"))
	if err != nil || json.Unmarshal(data, &rep) != nil || rep.Games != 5 || len(rep.Powers) != 5 || len(rep.Powers[0].Share) != 4 {
		t.Errorf("JSON report (%v): %s", err, data)
	}

	t.Setenv("XDG_DATA_HOME", t.TempDir())
	reloadXDG(t)
	stdout.Reset()
	if code := Run([]string{"balance", "--variant", "classic", "--games", "2", "--years", "2"}, &stdout, &stderr); code != 0 {
		t.Fatalf("default file: exit %d: %s", code, stderr.String())
	}
	def := filepath.Join(os.Getenv("XDG_DATA_HOME"), "dipdesk", "balance", "classic-2x2-random-seed1-2*.txt")
	if m, _ := filepath.Glob(def); len(m) != 1 {
		t.Errorf("no table at %s: %v\n%s", def, m, stdout.String())
	}
	// A second run straight after, with the same settings, is kept beside
	// the first, not over it (a history), though both may fall in one
	// second.
	if code := Run([]string{"balance", "--variant", "classic", "--games", "2", "--years", "2"}, &stdout, &stderr); code != 0 {
		t.Fatalf("again: exit %d: %s", code, stderr.String())
	}
	m, _ := filepath.Glob(def)
	if j, _ := filepath.Glob(strings.TrimSuffix(def, ".txt") + ".json"); len(m) != 2 || len(j) != 2 {
		t.Errorf("after two runs: tables %v, JSON %v; want two of each", m, j)
	}
}

func TestBalanceUsage(t *testing.T) {
	for _, args := range [][]string{
		{"balance"},
		{"balance", "--variant", "classic", "--games", "0"},
		{"balance", "--variant", "classic", "--years", "-1"},
		{"balance", "--variant", "classic", "extra"},
	} {
		var stdout, stderr bytes.Buffer
		if code := Run(args, &stdout, &stderr); code != 2 || stderr.Len() == 0 {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a usage line", args, code, stderr.String())
		}
	}
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"balance", "--variant", "nosuchvariant", "--games", "1"}, &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), "nosuchvariant") {
		t.Errorf("unknown variant: exit %d, stderr %q", code, stderr.String())
	}
}
