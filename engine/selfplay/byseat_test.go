package selfplay_test

import (
	"slices"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/engine/selfplay"
)

// TestTheLoneSeatIsCountedAtEachPower: rotated over seven games of one
// year, a lone seat of random players plays each Classic power once, and
// its record at each power holds that one game and the centres it ended
// with; the summary prints it, and a kind with six seats has none.
func TestTheLoneSeatIsCountedAtEachPower(t *testing.T) {
	v := builtin(t, "classic")
	lineup := loneLineup(v)
	rep, err := selfplay.Match(v, selfplay.Config{Games: v.NumPowers(), Years: 1, Seed: 3, Lineup: lineup, Rotate: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	lone, many := rep.Kinds[0], rep.Kinds[1]
	if lone.Kind != "lone" || many.Kind != "many" {
		t.Fatalf("kinds %q, %q", lone.Kind, many.Kind)
	}
	if many.ByPower != nil {
		t.Errorf("a kind of six seats has a record by power: %+v", many.ByPower)
	}
	if len(lone.ByPower) != v.NumPowers() {
		t.Fatalf("the lone seat's record covers %d powers, want %d", len(lone.ByPower), v.NumPowers())
	}
	for pw, r := range lone.ByPower {
		// game pw seats the lone seat at power pw
		want := rep.Results[pw].SCs[pw]
		if r.Games != 1 || r.Centres != want || r.Wins != 0 || (r.Eliminated == 1) != (want == 0) {
			t.Errorf("%s: %+v, want one game ending with %d centres", rep.PowerNames[pw], r, want)
		}
	}
	if s := rep.Summary(); !strings.Contains(s, "lone alone, by power: Austria 0/1 won") {
		t.Errorf("the summary does not give the lone seat by power:\n%s", s)
	}
}

// TestTheLoneSeatsCentresYearByYear: over seven rotated games of six
// years, the lone seat's centres at the end of each year, summed apart
// for the games it won and the others, are those a replay of each game
// finds at the start of the next year (and at the game's end for the
// last); the summary prints their means for 1905 and 1906, and a kind
// with six seats keeps none.
func TestTheLoneSeatsCentresYearByYear(t *testing.T) {
	v := builtin(t, "classic")
	lineup := loneLineup(v)
	const years, seed = 6, 5
	rep, err := selfplay.Match(v, selfplay.Config{Games: v.NumPowers(), Years: years, Seed: seed, Lineup: lineup, Rotate: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	lone, many := rep.Kinds[0], rep.Kinds[1]
	if many.Curve != nil {
		t.Errorf("a kind of six seats has a curve: %+v", many.Curve)
	}
	c := lone.Curve
	if c == nil || c.Won+c.Others != v.NumPowers() || len(c.WonSum) != years || len(c.OtherSum) != years {
		t.Fatalf("the lone seat's curve: %+v, want %d games of %d years", c, v.NumPowers(), years)
	}
	wonSum, otherSum := make([]int, years), make([]int, years)
	for game := range v.NumPowers() {
		pw := engine.PowerID(game) // game i seats the lone seat at power i
		ends := make([]int, years)
		seen := map[int]bool{}
		g, err := selfplay.Play(v, lineup.New(seed, game), years, func(g *engine.Game, _ engine.Outcome) {
			ph := g.Current.Phase
			if y := ph.Year - rep.StartYear - 1; ph.Kind == engine.Movement && ph.Season == 0 && !seen[y] {
				seen[y] = true
				for _, o := range g.Current.Owners {
					if o == pw {
						ends[y]++
					}
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if g.Current.Phase.Year != rep.StartYear+years {
			t.Fatalf("game %d ended in %d: the replay is not a whole game", game+1, g.Current.Phase.Year)
		}
		ends[years-1] = rep.Results[game].SCs[pw]
		sums := otherSum
		if slices.Contains(rep.Results[game].Winners, pw) {
			sums = wonSum
		}
		for y, n := range ends {
			sums[y] += n
		}
	}
	if !slices.Equal(c.WonSum, wonSum) || !slices.Equal(c.OtherSum, otherSum) {
		t.Errorf("centres by year: won %v, others %v; the replays give %v, %v", c.WonSum, c.OtherSum, wonSum, otherSum)
	}
	if s := rep.Summary(); !strings.Contains(s, "lone alone, mean centres at the end of 1905, 1906: ") {
		t.Errorf("the summary does not give the lone seat's centres by year:\n%s", s)
	}
}

// loneLineup seats random players: one seat of kind "lone" at the first
// power, "many" at the others.
func loneLineup(v *engine.Variant) *selfplay.Lineup {
	kinds := make([]string, v.NumPowers())
	for i := range kinds {
		kinds[i] = "many"
	}
	kinds[0] = "lone"
	return &selfplay.Lineup{Kinds: kinds, New: selfplay.RandomLineup(v).New}
}
