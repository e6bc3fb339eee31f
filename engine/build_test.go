package engine_test

import (
	"strings"
	"testing"

	"dipdesk/engine"
)

var winter1901 = engine.Phase{Year: 1901, Season: 1, Kind: engine.Adjustment}

// owning returns pos with the supply centres owned as listed ("Red: b1"),
// every other centre unowned.
func owning(t testing.TB, v *engine.Variant, pos engine.Position, lines ...string) engine.Position {
	t.Helper()
	pos.Owners = make([]engine.PowerID, v.NumProvinces())
	for i := range pos.Owners {
		pos.Owners[i] = engine.NoPower
	}
	for _, l := range lines {
		pw, prov, _ := strings.Cut(l, ":")
		p, ok := v.LookupProvince(strings.TrimSpace(prov))
		if !ok {
			t.Fatalf("no province %q", prov)
		}
		pos.Owners[p] = power(t, v, pw)
	}
	return pos
}

// buildPlaces lists where power pw's legal build orders go, as "F b1 A r2".
func buildPlaces(v *engine.Variant, pos *engine.Position, pw engine.PowerID) string {
	var out []string
	for _, o := range v.AdjustmentOrders(pos, pw) {
		if o.Kind == engine.Build {
			out = append(out, o.Type.Letter()+" "+v.LocName(o.Loc))
		}
	}
	return strings.Join(out, " ")
}

func checkErr(t *testing.T, v *engine.Variant, pos *engine.Position, order string) string {
	t.Helper()
	o := mustOrders(t, v, order)[0]
	_, err := v.Check(pos, o)
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestBuildOwnedNeedHome(t *testing.T) {
	v := mechVariant(t, "builds")
	red := power(t, v, "red")
	pos := owning(t, v, board(t, v, winter1901, "Red: A n2"), "Red: r2", "Red: b1", "Red: n1", "Red: n2")
	if got, want := buildPlaces(v, &pos, red), "A r2 F b1 A b1 F n1 A n1"; !sameWords(got, want) {
		t.Errorf("builds with a home kept: %s, want %s", got, want)
	}
	pos = owning(t, v, board(t, v, winter1901, "Red: A n2"), "Red: b1", "Red: n1", "Red: n2", "Blue: r1", "Blue: r2")
	if got := buildPlaces(v, &pos, red); got != "" {
		t.Errorf("builds without a home: %s, want none", got)
	}
	if v.AdjustmentNeeded(&pos) {
		t.Error("an adjustment phase is needed although nobody can build or must remove")
	}
	if e := checkErr(t, v, &pos, "Red: Build F b1"); !strings.Contains(e, "Red owns none of its home centres") {
		t.Errorf("error %q, want it to say Red owns no home centre", e)
	}
}

func TestBuildAnyHome(t *testing.T) {
	v := mechVariant(t, "builds", "build owned needhome", "build anyhome")
	red := power(t, v, "red")
	pos := owning(t, v, board(t, v, winter1901), "Red: b1", "Red: g1", "Red: n1", "Red: n2")
	if got, want := buildPlaces(v, &pos, red), "F b1 A b1 F g1 A g1"; !sameWords(got, want) {
		t.Errorf("builds in captured homes: %s, want %s", got, want)
	}
	if e := checkErr(t, v, &pos, "Red: Build F n1"); !strings.Contains(e, "Free Port is nobody's home centre") {
		t.Errorf("error %q, want it to say the Free Port is no home centre", e)
	}
	if e := checkErr(t, v, &pos, "Red: Build F b1"); e != "" {
		t.Errorf("a build in captured Blue Harbour: %s", e)
	}
	// Building in another's home does not need a home of one's own.
	if v.Rules.BuildNeedsHome {
		t.Fatal("the edited definition still says needhome")
	}
}

func TestBuildHomeOnly(t *testing.T) {
	v := mechVariant(t, "builds", "build owned needhome", "build home")
	red := power(t, v, "red")
	pos := owning(t, v, board(t, v, winter1901), "Red: r1", "Red: b1", "Red: n1")
	if got, want := buildPlaces(v, &pos, red), "F r1 A r1"; !sameWords(got, want) {
		t.Errorf("builds: %s, want %s", got, want)
	}
	if e := checkErr(t, v, &pos, "Red: Build F b1"); !strings.Contains(e, "not one of Red's home centres") {
		t.Errorf("error %q", e)
	}
}

// sameWords compares two space-separated lists of pairs ("F b1 A r2")
// regardless of order.
func sameWords(a, b string) bool {
	pairs := func(s string) map[string]int {
		f := strings.Fields(s)
		m := map[string]int{}
		for i := 0; i+1 < len(f); i += 2 {
			m[f[i]+" "+strings.ToLower(f[i+1])]++
		}
		return m
	}
	pa, pb := pairs(a), pairs(b)
	if len(pa) != len(pb) {
		return false
	}
	for k, n := range pa {
		if pb[k] != n {
			return false
		}
	}
	return true
}
