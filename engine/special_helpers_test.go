package engine_test

import (
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

// specialBoard is a tiny synthetic board with every optional mechanism of
// neutral.go, box.go, bridge.go, events.go, fleethome.go and quiet.go
// switched on:
//
//	Red Home (rh) ── Territory (ter) ── Blue Home (bh) ── Cuba (cub, neutral)
//	   │ bridge          │      \
//	Island (isl)      Alaska ── Yukon (yuk, free centre)
//	                  (ala, neutral army that retreats; Tundra (tun) borders
//	                  it and Territory)
//
// Seas: West Sea (rh, isl), North Sea (isl, fh), East Sea (bh, cub) and
// the Box joining West and East. Blue builds fleets only in the first of
// Far Harbour (fh) and Cuba it captures; Alaska joins Red if unowned at
// the end of 1902; two quiet years end the game.
const specialBoard = `
variant special
start 1900 Spring movement
quietdraw 2
power red : Red
power blue : Blue
province rh  coast sc home=red  : Red Home
province bh  coast sc home=blue : Blue Home
province ala land sc            : Alaska
province yuk land sc            : Yukon
province ter land               : Territory
province tun land               : Tundra
province cub coast sc           : Cuba
province isl coast              : Island
province fh  coast sc           : Far Harbour
province wsea sea               : West Sea
province esea sea               : East Sea
province nsea sea               : North Sea
province box sea box            : Box
army rh: ter
army ter: ala yuk bh
army ala: yuk tun
army tun: ter
army bh: cub
army isl: fh
both rh: isl
bridge rh isl
fleet wsea: rh isl box
fleet esea: bh cub box
fleet nsea: isl fh
neutral army ala retreats
neutral army cub
event 1902 ala red
fleethome blue fh cub
`

func special(t testing.TB) *engine.Variant {
	t.Helper()
	v, err := variants.Build("special.txt", []byte(specialBoard))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// specialPos is the board with the given units ("Red: A ter",
// "Neutral: A ala") and no centre owned but the homes.
func specialPos(t testing.TB, v *engine.Variant, phase engine.Phase, units ...string) engine.Position {
	t.Helper()
	var own []string
	var neutral []engine.Unit
	for _, u := range units {
		if len(u) > 8 && u[:8] == "Neutral:" {
			o, err := v.ParseOrder(u[8:])
			if err != nil {
				t.Fatal(err)
			}
			neutral = append(neutral, engine.Unit{Type: o.Type, Power: engine.NoPower, Loc: o.Loc})
			continue
		}
		own = append(own, u)
	}
	pos := board(t, v, phase, own...)
	pos.Units = append(pos.Units, neutral...)
	if err := v.CheckPosition(&pos); err != nil {
		t.Fatal(err)
	}
	return pos
}

func result(t testing.TB, v *engine.Variant, out engine.Outcome, order string) engine.Result {
	t.Helper()
	for _, r := range out.Results {
		if v.FormatOrder(r.Order) == order {
			return r
		}
	}
	t.Fatalf("no result for %q", order)
	return engine.Result{}
}

func unitAt(v *engine.Variant, pos engine.Position, prov string) *engine.Unit {
	p, _ := v.LookupProvince(prov)
	for i := range pos.Units {
		if v.ProvinceOf(pos.Units[i].Loc) == p {
			return &pos.Units[i]
		}
	}
	return nil
}

func buildWith(t testing.TB, text string) (*engine.Variant, error) {
	t.Helper()
	return variants.Build("special.txt", []byte(text))
}
