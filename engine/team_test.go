package engine_test

import (
	"math/rand/v2"
	"testing"

	"dipdesk/engine"
)

// teamVariant is the two-continent board with Red and Green as a fixed
// team and Blue and Gold paired, winning by team.
func teamVariant(t *testing.T, victory string) *engine.Variant {
	return mechVariant(t, "twolands", "build home max=2", "build home max=2\n"+victory+"\nteam red green\npairing blue gold")
}

// teamWinners ends a Fall with no orders and the centres owned as listed,
// and returns the winners' names.
func teamWinners(t *testing.T, v *engine.Variant, opt engine.Options, owners ...string) string {
	t.Helper()
	pos := owning(t, v, board(t, v, fall1901), owners...)
	out, err := engine.Adjudicate(v, &pos, nil, opt)
	if err != nil {
		t.Fatal(err)
	}
	return names(v, out.Winners)
}

func TestTeamVictoryCountsBothPowers(t *testing.T) {
	v := teamVariant(t, "victory 5 by-team continent=3")
	if got := teamWinners(t, v, engine.Options{}, "Red: r1", "Red: r2", "Green: war", "Green: g1", "Green: g2"); got != "Red,Green" {
		t.Errorf("5 centres of Red and Green, 3 in Europe: winners %s, want Red,Green", got)
	}
	if got := teamWinners(t, v, engine.Options{}, "Red: r1", "Red: r2", "Red: war", "Red: hbr", "Gold: g1"); got != "none" {
		t.Errorf("4 of Red's and 1 of another team's: winners %s, want none", got)
	}
	w := teamVariant(t, "victory 5 by-team continent=4")
	if got := teamWinners(t, w, engine.Options{}, "Red: r1", "Red: r2", "Green: war", "Green: g1", "Green: g2"); got != "none" {
		t.Errorf("5 centres split 3 and 2, 4 needed on one continent: winners %s, want none", got)
	}
}

func TestTeamDoubleWinOnTwoContinents(t *testing.T) {
	v := teamVariant(t, "victory 4 by-team continent=3")
	got := teamWinners(t, v, engine.Options{}, "Red: r1", "Red: r2", "Green: war", "Green: g1", "Blue: b1", "Gold: g2", "Gold: d1", "Gold: n1")
	if got != "Red,Green,Blue,Gold" {
		t.Errorf("two teams over the line, one on each continent: winners %s, want both teams", got)
	}
	w := teamVariant(t, "victory 4 by-team continent=2")
	got = teamWinners(t, w, engine.Options{}, "Red: r1", "Red: r2", "Green: war", "Green: g1", "Green: g2", "Blue: b1", "Blue: hbr", "Gold: d1", "Gold: n1")
	if got != "Red,Green" {
		t.Errorf("two teams over the line, both strongest in Europe: winners %s, want the larger, Red,Green", got)
	}
}

func TestTeamSeatingIsAGameOption(t *testing.T) {
	v := teamVariant(t, "victory 5 by-team")
	red, blue, green, gold := power(t, v, "red"), power(t, v, "blue"), power(t, v, "green"), power(t, v, "gold")
	opt := engine.Options{Teams: [][]engine.PowerID{{red, blue}, {green, gold}}}
	if err := v.CheckOptions(opt); err != nil {
		t.Fatal(err)
	}
	owners := []string{"Red: r1", "Red: r2", "Red: war", "Blue: b1", "Blue: hbr"}
	if got := teamWinners(t, v, opt, owners...); got != "Red,Blue" {
		t.Errorf("Red and Blue seated together: winners %s", got)
	}
	if got := teamWinners(t, v, engine.Options{}, owners...); got != "none" {
		t.Errorf("default seating (Red with Green): winners %s, want none", got)
	}
	if v.CheckOptions(engine.Options{Teams: [][]engine.PowerID{{red, blue}, {blue, gold}}}) == nil {
		t.Error("a seating with Blue twice is accepted")
	}
}

func TestSeating(t *testing.T) {
	v := mechVariant(t, "twolands", "build home max=2", "build home max=2\nvictory 3 by-team\npairing red,blue green,gold")
	red, blue, green, gold := power(t, v, "red"), power(t, v, "blue"), power(t, v, "green"), power(t, v, "gold")
	teams, err := v.Seating(nil)
	if err != nil || len(teams) != 2 || teams[0][0] != red || teams[0][1] != green || teams[1][0] != blue || teams[1][1] != gold {
		t.Errorf("default seating %v, %v", teams, err)
	}
	teams, err = v.Seating([][]int{{0, 1}, {1, 0}})
	if err != nil || teams[0][1] != gold || teams[1][1] != green {
		t.Errorf("chosen seating %v, %v", teams, err)
	}
	if _, err := v.Seating([][]int{{0, 0}, {1, 0}}); err == nil {
		t.Error("a seating giving Red's group twice to one player is accepted")
	}
	for seed := uint64(0); seed < 10; seed++ {
		s := v.RandomSeating(rand.New(rand.NewPCG(seed, 1)))
		if err := v.CheckOptions(engine.Options{Teams: s}); err != nil || len(s) != 2 {
			t.Errorf("random seating %v: %v", s, err)
		}
	}
}
