package selfplay_test

import (
	"strings"
	"testing"

	"dipdesk/engine/selfplay"
)

// TestTheLoneSeatIsCountedAtEachPower: rotated over seven games of one
// year, a lone seat of random players plays each Classic power once, and
// its record at each power holds that one game and the centres it ended
// with; the summary prints it, and a kind with six seats has none.
func TestTheLoneSeatIsCountedAtEachPower(t *testing.T) {
	v := builtin(t, "classic")
	random := selfplay.RandomLineup(v)
	kinds := make([]string, v.NumPowers())
	for i := range kinds {
		kinds[i] = "many"
	}
	kinds[0] = "lone"
	lineup := &selfplay.Lineup{Kinds: kinds, New: random.New}
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
