package bot

import (
	"math/rand/v2"
	"testing"

	"dipdesk/engine"
)

// order reads one order of the test's position, e.g. "A Bul S F Smy - Con".
func order(t *testing.T, v *engine.Variant, pos *engine.Position, text string) engine.Order {
	t.Helper()
	for _, o := range v.AllLegalOrders(pos) {
		if v.FormatOrder(o) == text {
			return o
		}
	}
	t.Fatalf("no legal order %q", text)
	return engine.Order{}
}

// TestPolishTriesTwoSupports: a Russian army holding Rumania with the
// support of another cannot be dislodged by one move and one support;
// polish lists the move with both of Austria's supports as one change.
func TestPolishTriesTwoSupports(t *testing.T) {
	v := classicVariant(t)
	pos := v.Start()
	pos.Units = nil
	pos.Phase = engine.Phase{Year: 1905, Season: 1, Kind: engine.Movement}
	place(t, v, &pos, "austria", engine.Army, "bud")
	place(t, v, &pos, "austria", engine.Army, "ser")
	place(t, v, &pos, "austria", engine.Army, "bul")
	place(t, v, &pos, "russia", engine.Army, "rum")
	place(t, v, &pos, "russia", engine.Army, "ukr")
	aus, _ := v.LookupPower("austria")
	p := newPlanner(v, &pos, []engine.PowerID{aus}, Hard, rand.New(rand.NewPCG(1, 2)))
	byLoc := map[engine.LocID][]engine.Order{}
	var units []engine.LocID
	var holds []engine.Order
	for _, o := range v.AllLegalOrders(&pos) {
		if o.Power != aus {
			continue
		}
		if _, ok := byLoc[o.Loc]; !ok {
			units = append(units, o.Loc)
		}
		byLoc[o.Loc] = append(byLoc[o.Loc], o)
		if o.Kind == engine.Hold {
			holds = append(holds, o)
		}
	}
	want := orderKey([]engine.Order{order(t, v, &pos, "A Bud - Rum"), order(t, v, &pos, "A Ser S A Bud - Rum"), order(t, v, &pos, "A Bul S A Bud - Rum")})
	for _, set := range p.pairs(holds, byLoc, units) {
		if orderKey(set) == want {
			return
		}
	}
	t.Error("polish never tries Budapest into Rumania with both supports")
}
