package bot

import (
	"math/rand/v2"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

// weakTurkey is Fall 1910: Turkey is down to Constantinople, held by one
// army; Italy's fleet in Smyrna can take it only with help, and Austria's
// army in Bulgaria is the help at hand.
func weakTurkey(t *testing.T, v *engine.Variant) engine.Position {
	pos := v.Start()
	pos.Units = nil
	pos.Phase = engine.Phase{Year: 1910, Season: 1, Kind: engine.Movement}
	aus, _ := v.LookupPower("austria")
	ita, _ := v.LookupPower("italy")
	for _, sc := range v.SupplyCenters() {
		switch v.Province(sc).Name {
		case "Constantinople":
		case "Ankara", "Smyrna", "Rome", "Naples", "Venice", "Tunis":
			pos.Owners[sc] = ita
		default:
			if pos.Owners[sc] == engine.PowerID(6) { // Turkey's other homes
				pos.Owners[sc] = aus
			}
		}
	}
	place(t, v, &pos, "turkey", engine.Army, "con")
	place(t, v, &pos, "italy", engine.Fleet, "smy")
	place(t, v, &pos, "austria", engine.Army, "bul")
	place(t, v, &pos, "austria", engine.Army, "ser")
	return pos
}

// TestFinishingAWeakPowerIsWorthSomething: to Austria, Turkey's last
// centre falling to Italy is worth more than Turkey keeping it, though
// Austria gains no centre: a weak power finished off is worth something
// to every hard bot, which is what lets two of them break its last line;
// and Austria tries the support that does it, against a weak power only.
func TestFinishingAWeakPowerIsWorthSomething(t *testing.T) {
	v := classicVariant(t)
	pos := weakTurkey(t, v)
	aus, _ := v.LookupPower("austria")
	p := newPlanner(v, &pos, []engine.PowerID{aus}, Hard, rand.New(rand.NewPCG(1, 2)))
	worth := func(orders ...string) float64 {
		var os []engine.Order
		for _, s := range orders {
			os = append(os, order(t, v, &pos, s))
		}
		out, err := engine.Adjudicate(v, &pos, os, engine.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return p.value(&out)
	}
	taken := worth("F Smy - Con", "A Bul S F Smy - Con", "A Con H", "A Ser H")
	kept := worth("F Smy - Con", "A Bul H", "A Con H", "A Ser H")
	if taken < kept+finishPower {
		t.Errorf("Turkey's last centre taken by Italy is worth %.2f to Austria, kept by Turkey %.2f", taken, kept)
	}
	if !p.worthTrying(order(t, v, &pos, "A Bul S F Smy - Con"), nil) {
		t.Error("Austria does not try supporting Italy into Turkey's last centre")
	}
	tur, _ := v.LookupPower("turkey")
	p.weak[tur] = false
	if p.worthTrying(order(t, v, &pos, "A Bul S F Smy - Con"), nil) {
		t.Error("Austria tries supporting Italy against a power that is not weak")
	}
}

// TestWeakIsAShareOfTheBoard: a power is weak with at most five-eighths
// of a fair share of the centres, so the bar is the board's, not one
// variant's: three centres on Classic, eight on Imperial's 172.
func TestWeakIsAShareOfTheBoard(t *testing.T) {
	for id, want := range map[string]int{"classic": 3, "imperial": 8} {
		p, err := variants.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		v := p.Variant
		pos := v.Start()
		first := engine.PowerID(0)
		n := 0
		for _, sc := range v.SupplyCenters() {
			if n < want {
				pos.Owners[sc] = first
				n++
			} else {
				pos.Owners[sc] = first + 1
			}
		}
		if !weakPowers(v, &pos)[first] {
			t.Errorf("%s: a power with %d centres is not weak", id, want)
		}
		pos.Owners[v.SupplyCenters()[want]] = first
		if weakPowers(v, &pos)[first] {
			t.Errorf("%s: a power with %d centres is weak", id, want+1)
		}
	}
}
