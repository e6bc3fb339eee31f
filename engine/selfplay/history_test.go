package selfplay

import (
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
