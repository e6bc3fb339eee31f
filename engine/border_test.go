package engine_test

import (
	"strings"
	"testing"

	"dipdesk/engine"
)

func TestStraitRefusalHasItsOwnReasonAndSentence(t *testing.T) {
	v := mechVariant(t, "strait")
	pos := board(t, v, spring1901, "Grey: F bla", "Grey: A nor", "Grey: F aeg", "Grey: F sou")
	out, err := engine.Adjudicate(v, &pos, mustOrders(t, v,
		"Grey: F bla-aeg", "Grey: A nor-sou", "Grey: F aeg C A nor-sou", "Grey: F sou S F bla-aeg"), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"F bla-aeg":         "Refused: Only the power that owns Citadel may move a fleet between Dark Sea and Bright Sea; F Bla holds",
		"A nor-sou":         "Refused: Every convoy route from North Port to South Port crosses a border closed to Grey; A Nor holds",
		"F aeg C A nor-sou": "Refused: Bright Sea could carry the army in North Port to South Port only across a border closed to Grey; F Aeg holds",
		"F sou S F bla-aeg": "Refused: Only the power that owns Citadel may move a fleet between Dark Sea and Bright Sea; F Sou holds",
	}
	for _, r := range out.Results {
		if r.Implicit {
			continue
		}
		key := strings.ToLower(v.FormatOrder(r.Order))
		for k, w := range want {
			if strings.EqualFold(strings.ReplaceAll(key, " ", ""), strings.ReplaceAll(k, " ", "")) {
				if r.Reason != engine.ReasonBorderClosed || v.Explain(r) != w {
					t.Errorf("%s: %s %q\nwant border-closed %q", k, r.Reason, v.Explain(r), w)
				}
				delete(want, k)
			}
		}
	}
	for k := range want {
		t.Errorf("no result for %s", k)
	}
}

func TestStraitOrdinaryIllegalOrderStaysIllegal(t *testing.T) {
	v := mechVariant(t, "strait")
	pos := board(t, v, spring1901, "Grey: F bla")
	out, err := engine.Adjudicate(v, &pos, mustOrders(t, v, "Grey: F bla-sou"), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r := out.Results[0]; r.Reason != engine.ReasonIllegal {
		t.Errorf("F bla-sou: %s, want illegal (not adjacent at all)", r.Reason)
	}
}

func TestStraitLegalOrders(t *testing.T) {
	v := mechVariant(t, "strait")
	units := []string{"Grey: F bla", "Grey: A nor", "Grey: F aeg", "Gold: F sou", "Gold: A ins"}
	for _, owner := range []string{"gold", "grey"} {
		pos := board(t, v, spring1901, units...)
		pos.Owners[v.ProvinceOf(loc(t, v, "cit"))] = power(t, v, owner)
		legal := legalSet(v, &pos)
		open := owner == "grey"
		for order, wantListed := range map[string]bool{
			"F bla - aeg":         open,
			"F aeg - bla":         open,
			"A nor - sou":         open,
			"F bla C A nor - sou": open,
		} {
			o := mustOrders(t, v, "Grey: "+order)[0]
			n, err := v.Check(&pos, o)
			if (err == nil) != wantListed {
				t.Errorf("Citadel owned by %s: Check(%s) = %v, want legal %v", owner, order, err, wantListed)
			}
			if err == nil && !legal[v.FormatOrder(n)] {
				t.Errorf("Citadel owned by %s: %s is legal but not listed", owner, order)
			}
			if err != nil && legal[v.FormatOrder(o)] {
				t.Errorf("Citadel owned by %s: %s is listed but illegal", owner, order)
			}
		}
		checkLegalOrdersExact(t, v, &pos)
	}
}

func legalSet(v *engine.Variant, pos *engine.Position) map[string]bool {
	out := map[string]bool{}
	for _, o := range v.AllLegalOrders(pos) {
		out[v.FormatOrder(o)] = true
	}
	return out
}

// TestIslandsLegalOrdersExact: the legal-order lists agree with Check around
// island chains, a hybrid province and an army-only border, where convoys
// may and may not go.
func TestIslandsLegalOrdersExact(t *testing.T) {
	v := mechVariant(t, "islands")
	for _, units := range [][]string{
		{"Teal: A west", "Teal: F s1", "Teal: F isl", "Teal: F s2", "Plum: A cub", "Plum: F hai"},
		{"Plum: A east", "Plum: F s2", "Plum: F hyb", "Plum: F s3", "Teal: A mad", "Teal: A far"},
		{"Plum: A hyb", "Plum: F s2", "Plum: F s3", "Teal: F isl", "Teal: A mad"},
	} {
		pos := board(t, v, spring1901, units...)
		checkLegalOrdersExact(t, v, &pos)
	}
	pos := board(t, v, spring1901, "Teal: A west", "Teal: F s1", "Teal: F isl")
	if _, err := v.Check(&pos, mustOrders(t, v, "Teal: F isl C A west-east")[0]); err == nil {
		t.Error("a fleet on an island chain convoys")
	}
	if legalSet(v, &pos)["F Isl C A West - East"] {
		t.Error("a convoy by a fleet on an island chain is listed")
	}
}

func TestStraitRetreatOptions(t *testing.T) {
	v := mechVariant(t, "strait")
	for _, owner := range []string{"gold", "grey"} {
		pos := board(t, v, engine.Phase{Year: 1901, Season: 0, Kind: engine.Retreat}, "Gold: F cit")
		pos.Owners[v.ProvinceOf(loc(t, v, "cit"))] = power(t, v, owner)
		d := engine.Dislodged{Unit: engine.Unit{Type: engine.Fleet, Power: power(t, v, "grey"), Loc: loc(t, v, "bla")}, From: engine.NoProvince}
		pos.Dislodged = []engine.Dislodged{d}
		var got []string
		for _, l := range v.RetreatOptions(&pos, d) {
			got = append(got, v.LocName(l))
		}
		want := "Nor"
		if owner == "grey" {
			want = "Nor Aeg"
		}
		if strings.Join(got, " ") != want {
			t.Errorf("Citadel owned by %s: Grey's fleet in the Dark Sea retreats to %v, want %s", owner, got, want)
		}
		checkLegalOrdersExact(t, v, &pos)
	}
}
