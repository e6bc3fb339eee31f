package engine_test

import (
	"testing"

	"dipdesk/engine"
)

var fall1901Retreat = engine.Phase{Year: 1901, Season: 1, Kind: engine.Retreat}

// takeNeutralOne is Red dislodging Blue from Neutral One in Fall 1901, which
// gives Red its third centre with Blue's retreat pending.
func takeNeutralOne(t *testing.T, v *engine.Variant, opt engine.Options) engine.Outcome {
	t.Helper()
	pos := board(t, v, fall1901, "Red: A y", "Red: A r2", "Blue: A n1")
	out, err := engine.Adjudicate(v, &pos, mustOrders(t, v, "Red: A r2-n1", "Red: A y S A r2-n1"), opt)
	if err != nil {
		t.Fatal(err)
	}
	if out.Next.Phase.Kind != engine.Retreat {
		t.Fatalf("next phase %s, want the Fall retreats", v.PhaseName(out.Next.Phase))
	}
	return out
}

func retreatBlue(t *testing.T, v *engine.Variant, pos engine.Position, opt engine.Options) engine.Outcome {
	t.Helper()
	out, err := engine.Adjudicate(v, &pos, mustOrders(t, v, "Blue: A n1-x"), opt)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestVictoryAfterMovementWinsBeforeRetreats(t *testing.T) {
	v := mechVariant(t, "victory")
	out := takeNeutralOne(t, v, engine.Options{})
	if got := names(v, out.Winners); got != "Red" {
		t.Errorf("winners after Fall movement: %s, want Red", got)
	}
	if !v.ChecksVictoryAt(engine.VictoryAfterMovement) || v.ChecksVictoryAt(engine.VictoryAfterRetreats) {
		t.Errorf("timing %s, want after-movement only", v.Rules.VictoryAt)
	}
}

func TestVictoryAfterRetreatsIsTheDefault(t *testing.T) {
	v := mechVariant(t, "victory", "victory 3 after-movement", "victory 3")
	out := takeNeutralOne(t, v, engine.Options{})
	if len(out.Winners) != 0 {
		t.Fatalf("winners after Fall movement: %s, want none before the retreats", names(v, out.Winners))
	}
	out = retreatBlue(t, v, out.Next, engine.Options{})
	if got := names(v, out.Winners); got != "Red" {
		t.Errorf("winners after the Fall retreats: %s, want Red", got)
	}
}

func TestVictoryAtBothMoments(t *testing.T) {
	v := mechVariant(t, "victory", "victory 3 after-movement", "victory 3 after-movement after-retreats")
	if got := names(v, takeNeutralOne(t, v, engine.Options{}).Winners); got != "Red" {
		t.Errorf("winners after Fall movement: %s, want Red", got)
	}
	// A retreat into a vacant centre now wins at the end of the year.
	pos := board(t, v, fall1901Retreat, "Red: A r1", "Red: A r2")
	pos.Dislodged = []engine.Dislodged{{Unit: engine.Unit{Type: engine.Army, Power: power(t, v, "red"), Loc: loc(t, v, "x")}, From: engine.NoProvince}}
	out, err := engine.Adjudicate(v, &pos, mustOrders(t, v, "Red: A x-n2"), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := names(v, out.Winners); got != "Red" {
		t.Errorf("winners after a retreat capture: %s, want Red", got)
	}
}

func TestGameEndsAtAfterMovementVictoryWithRetreatPending(t *testing.T) {
	v := mechVariant(t, "victory")
	g := engine.NewGame(v, engine.Options{})
	g.Current = board(t, v, fall1901, "Red: A y", "Red: A r2", "Blue: A n1")
	if _, err := g.Resolve(mustOrders(t, v, "Red: A r2-n1", "Red: A y S A r2-n1")); err != nil {
		t.Fatal(err)
	}
	if !g.Over() || names(v, g.Winners) != "Red" {
		t.Errorf("over %v, winners %s; want over, Red", g.Over(), names(v, g.Winners))
	}
	if _, err := g.Resolve(mustOrders(t, v, "Blue: A n1-x")); err != engine.ErrGameOver {
		t.Errorf("a retreat after the win: %v, want ErrGameOver", err)
	}
}

func TestGameVictoryOptionRaisesTheThreshold(t *testing.T) {
	v := mechVariant(t, "victory")
	opt := engine.Options{VictorySCs: 4}
	if len(takeNeutralOne(t, v, opt).Winners) != 0 {
		t.Error("3 centres won a game played to 4")
	}
	if v.Threshold(opt) != 4 || v.Threshold(engine.Options{}) != 3 {
		t.Errorf("thresholds %d, %d; want 4, 3", v.Threshold(opt), v.Threshold(engine.Options{}))
	}
}
