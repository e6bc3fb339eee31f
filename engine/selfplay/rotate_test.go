package selfplay_test

import (
	"testing"

	"dipdesk/engine"
	"dipdesk/engine/selfplay"
)

// asked is a player that remembers which powers it was asked about and
// gives no orders.
type asked struct{ powers map[engine.PowerID]bool }

func (a asked) Orders(_ *engine.Variant, _ *engine.Position, pw engine.PowerID) []engine.Order {
	a.powers[pw] = true
	return nil
}

// TestRotateSeatsTheLoneSeatAtEachPower: with Rotate, game i seats the
// lineup's first seat at power i, and its stats are counted under its own
// kind wherever it sat.
func TestRotateSeatsTheLoneSeatAtEachPower(t *testing.T) {
	v := builtin(t, "classic")
	kinds := make([]string, v.NumPowers())
	for i := range kinds {
		kinds[i] = "other"
	}
	kinds[0] = "lone"
	var seen []map[engine.PowerID]bool
	lineup := &selfplay.Lineup{Kinds: kinds, New: func(seed uint64, game int) []selfplay.Player {
		players := make([]selfplay.Player, v.NumPowers())
		a := asked{map[engine.PowerID]bool{}}
		seen = append(seen, a.powers)
		players[0] = a
		return players
	}}
	rep, err := selfplay.Match(v, selfplay.Config{Games: 3, Years: 1, Seed: 1, Lineup: lineup, Rotate: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for g, powers := range seen {
		if len(powers) != 1 || !powers[engine.PowerID(g)] {
			t.Errorf("game %d: the lone seat was asked about %v, want only power %d", g+1, powers, g)
		}
	}
	if k := rep.Kinds[0]; k.Kind != "lone" || k.Seats != 1 || k.Decisions == 0 {
		t.Errorf("the lone seat's stats: %+v", k)
	}
}
