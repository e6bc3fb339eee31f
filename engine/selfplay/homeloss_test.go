package selfplay

import (
	"testing"

	"dipdesk/engine"
)

// A home centre counts as lost only once the power has held it: War in
// North America's United States starts without New York City, and the
// balance table said every game lost a home centre in the first year.
func TestFirstHomeLossCountsOnlyCentresOnceHeld(t *testing.T) {
	const us, other, none = engine.PowerID(0), engine.PowerID(1), engine.NoPower
	homes := []engine.ProvinceID{0, 1}
	start := []engine.PowerID{us, none}
	for _, c := range []struct {
		name  string
		years [][]engine.PowerID
		want  int
	}{
		{"never held stays unlost", [][]engine.PowerID{{us, none}, {us, other}}, -1},
		{"a held home taken", [][]engine.PowerID{{us, none}, {other, none}}, 1},
		{"taken, then lost", [][]engine.PowerID{{us, us}, {us, us}, {us, other}}, 2},
		{"lost at once", [][]engine.PowerID{{other, none}}, 0},
	} {
		if got := firstHomeLoss(homes, start, c.years, us); got != c.want {
			t.Errorf("%s: first loss in year %d, want %d", c.name, got, c.want)
		}
	}
}
