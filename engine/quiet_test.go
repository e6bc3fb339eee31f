package engine_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"dipdesk/engine"
)

func TestQuietYearsEndTheGameInADraw(t *testing.T) {
	v := special(t)
	g := engine.NewGame(v, engine.Options{})
	for i := 0; i < 20 && !g.Over(); i++ {
		if _, err := g.Resolve(nil); err != nil {
			t.Fatal(err)
		}
	}
	if len(g.Drawn) != 2 {
		t.Fatalf("after holding, drawn %v at %s, want Red and Blue", g.Drawn, v.PhaseName(g.Current.Phase))
	}
	if y := g.Current.Phase.Year; y != 1901 || g.Current.QuietYears != 2 {
		t.Errorf("drawn in %d with %d quiet years, want 1901 and 2", y, g.Current.QuietYears)
	}
	// undo keeps the count: the year before, one quiet year
	g.Undo()
	if g.Over() {
		t.Error("still over after undo")
	}
	for g.Current.QuietYears != 1 && g.Undo() {
	}
	if g.Current.QuietYears != 1 || g.Current.Phase.Year != 1901 {
		t.Errorf("undone to %s with %d quiet years", v.PhaseName(g.Current.Phase), g.Current.QuietYears)
	}
}

func TestQuietCountRestartsWhenACentreChangesHands(t *testing.T) {
	v := special(t)
	pos := specialPos(t, v, fall1901, "Blue: A bh")
	pos.QuietYears = 1
	out := adjudicate(t, v, pos, orders(t, v, "A bh - ter"), engine.Edition2023)
	if out.Next.QuietYears != 2 || len(out.Drawn) != 2 {
		t.Errorf("no change: %d quiet years, drawn %v; want 2 and a draw", out.Next.QuietYears, out.Drawn)
	}
	pos = specialPos(t, v, fall1901, "Blue: A bh", "Red: A ter")
	pos.QuietYears = 1
	out = adjudicate(t, v, pos, orders(t, v, "A ter - yuk"), engine.Edition2023)
	if out.Next.QuietYears != 0 || out.Drawn != nil {
		t.Errorf("Yukon taken: %d quiet years, drawn %v; want 0 and no draw", out.Next.QuietYears, out.Drawn)
	}
}

func TestGameMayOpenWithAnAdjustment(t *testing.T) {
	v, err := buildWith(t, strings.Replace(specialBoard, "start 1900 Spring movement", "start 1859 Winter adjustment\nunowned rh", 1))
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(v, engine.Options{})
	if g.Current.Phase.Kind != engine.Adjustment || g.Current.Phase.Year != 1859 || !g.NeedsOrders(power(t, v, "blue")) {
		t.Fatalf("opens on %s", v.PhaseName(g.Current.Phase))
	}
	if g.NeedsOrders(power(t, v, "red")) {
		t.Error("Red, whose home is held by nobody, has a build")
	}
	os := orders(t, v, "Build A bh")
	os[0].Power = power(t, v, "blue")
	out, err := g.Resolve(os)
	if err != nil || !out.Results[0].Success {
		t.Fatalf("build: %v %+v", err, out.Results)
	}
	if got := v.PhaseName(g.Current.Phase); got != "Spring 1860 Movement" {
		t.Errorf("after the opening builds: %s, want Spring 1860 Movement", got)
	}
}

// TestSpecialBoardRandomGames plays random legal orders on the synthetic
// board: every position stays legal with neutrals, a box and events.
func TestSpecialBoardRandomGames(t *testing.T) {
	v := special(t)
	for seed := uint64(1); seed <= 20; seed++ {
		playRandomGame(t, v, rand.New(rand.NewPCG(seed, 11)), 10)
	}
}
