package selfplay

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// One win in thirty games is more than twice a seventh of one win, but it
// is chance, not a favoured power; eight wins in thirty where the others
// share four is not.
func TestFavouredNeedsSignificance(t *testing.T) {
	rep := &Report{Games: 30, Powers: make([]PowerStats, 7)}
	for i := range rep.Powers {
		rep.Powers[i].Name = string(rune('A' + i))
	}
	rep.Powers[0].Wins = 1
	if f := rep.Favoured(); len(f) != 0 {
		t.Errorf("one win in 30 games flagged: %v", f)
	}
	rep.Powers[0].Wins = 8
	rep.Powers[1].Wins = 2
	rep.Powers[2].Wins = 2
	if f := rep.Favoured(); len(f) != 1 || f[0] != "A" {
		t.Errorf("8 of 12 wins in 30 games: %v, want A", f)
	}
}

func TestHistoryNameSaysWhatWasPlayedAndWhen(t *testing.T) {
	rep := &Report{Games: 100, Years: 10, Seed: 1, Player: "bot:hard in every seat"}
	when := time.Date(2026, 11, 27, 8, 30, 15, 0, time.UTC)
	if got := HistoryName("glen", rep, when); got != "glen-100x10-bot-hard-in-every-seat-seed1-20261127-083015" {
		t.Errorf("%s", got)
	}
}

// Two runs saved in the same second are both kept: the second report's
// name takes "-2" instead of replacing the first's table and JSON.
func TestHistoryPathNeverReplacesAReport(t *testing.T) {
	dir := t.TempDir()
	when := time.Date(2026, 11, 27, 8, 30, 15, 0, time.UTC)
	first := &Report{Games: 2, Years: 2, Seed: 1, Powers: []PowerStats{{Name: "North", Wins: 1, Share: []float64{0.5, 0.5}, HomeLost: []int{0, 0}}}}
	p1 := HistoryPath(dir, "glen", first, when)
	if err := first.Save(p1); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(JSONPath(p1))
	second := &Report{Games: 2, Years: 2, Seed: 1, Powers: []PowerStats{{Name: "North", Wins: 2, Share: []float64{0.5, 0.5}, HomeLost: []int{0, 0}}}}
	p2 := HistoryPath(dir, "glen", second, when)
	if err := second.Save(p2); err != nil {
		t.Fatal(err)
	}
	if filepath.Base(p1) != "glen-2x2-random-seed1-20261127-083015.txt" || filepath.Base(p2) != "glen-2x2-random-seed1-20261127-083015-2.txt" {
		t.Errorf("paths %s, %s", p1, p2)
	}
	if after, _ := os.ReadFile(JSONPath(p1)); len(before) == 0 || string(after) != string(before) {
		t.Errorf("the first report was replaced:\n%s\nwas\n%s", after, before)
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "*")); len(m) != 4 {
		t.Errorf("files %v, want two tables and two JSON files", m)
	}
}
