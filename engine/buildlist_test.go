package engine_test

import (
	"strings"
	"testing"

	"dipdesk/engine"
)

func TestContinentsAndHomeContinents(t *testing.T) {
	v := mechVariant(t, "twolands")
	for prov, want := range map[string]string{"r1": "eu", "war": "eu", "n1": "na", "a1": "na", "atl": ""} {
		if got := v.Continent(v.ProvinceOf(loc(t, v, prov))); got != want {
			t.Errorf("continent of %s: %q, want %q", prov, got, want)
		}
	}
	for pw, want := range map[string]string{"red": "eu", "blue": "eu", "green": "na", "gold": "na"} {
		if got := v.HomeContinent(power(t, v, pw)); got != want {
			t.Errorf("home continent of %s: %q, want %q", pw, got, want)
		}
	}
	w := mechVariant(t, "twolands", "power gold  : Gold", "power gold continent=eu : Gold")
	if got := w.HomeContinent(power(t, w, "gold")); got != "eu" {
		t.Errorf("continent= on the power line: %q, want eu", got)
	}
}

func TestBuildListRefusalsAndLegalBuilds(t *testing.T) {
	v := mechVariant(t, "twolands")
	pos := owning(t, v, board(t, v, winter1901), "Blue: b1", "Blue: hbr", "Blue: war", "Green: g1", "Green: n1", "Gold: d1", "Gold: r2")
	pos.Owners[v.ProvinceOf(loc(t, v, "hbr"))] = power(t, v, "blue")
	for order, want := range map[string]string{
		"Blue: Build F b1":  "Blue builds fleets only in Harbour",
		"Green: Build F n1": "Green never builds fleets",
		"Gold: Build A r2":  "Red Capital is neither one of Gold's home centres nor on its build list",
		"Blue: Build A war": "",
		"Green: Build A n1": "",
	} {
		if got := checkErr(t, v, &pos, order); want == "" && got != "" || !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q", order, got, want)
		}
	}
	if got, want := buildPlaces(v, &pos, power(t, v, "blue")), "A b1 A hbr F hbr A war"; !sameWords(got, want) {
		t.Errorf("Blue's builds: %s, want %s", got, want)
	}
	if got, want := buildPlaces(v, &pos, power(t, v, "green")), "A g1 A n1"; !sameWords(got, want) {
		t.Errorf("Green's builds: %s, want %s", got, want)
	}
	checkLegalOrdersExact(t, v, &pos)
}

func TestThirdBuildRefusedByTheCap(t *testing.T) {
	v := mechVariant(t, "twolands")
	pos := owning(t, v, board(t, v, winter1901), "Red: r1", "Red: r2", "Red: war", "Red: hbr")
	out, err := engine.Adjudicate(v, &pos, mustOrders(t, v, "Red: Build A r2", "Red: Build F r1", "Red: Build A war"), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := out.Results[2]
	if r.Reason != engine.ReasonBuildCap || v.Explain(r) != "Not built: an army in Warsaw would be more than the 2 builds a power may make in one year" {
		t.Errorf("third build: %s %q", r.Reason, v.Explain(r))
	}
	out, err = engine.Adjudicate(v, &pos, mustOrders(t, v, "Red: Build A r2", "Red: Waive", "Red: Waive"), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r := out.Results[2]; r.Reason != engine.ReasonNoBuildsLeft {
		t.Errorf("a waive over the cap: %s, want no-builds-left", r.Reason)
	}
}

func TestConvoyAbroadRefusalHasItsOwnReason(t *testing.T) {
	v := mechVariant(t, "twolands")
	pos := board(t, v, spring1901, "Red: A e1", "Red: F eus", "Red: F atl", "Red: F nas", "Green: A a1", "Green: F hbr")
	out, err := engine.Adjudicate(v, &pos, mustOrders(t, v, "Red: A e1-n1", "Red: F nas C A e1-n1", "Green: A a1-e2"), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Refused: An army convoyed to Northland, away from Red's home continent, must land on a supply centre Red owns or next to one, and New Town is neither; A E1 holds",
		"Refused: An army convoyed to Northland, away from Red's home continent, must land on a supply centre Red owns or next to one, and New Town is neither; F Nas holds",
		"Refused: Green's armies are never convoyed to Eastland; A A1 holds",
	}
	for i, w := range want {
		r := out.Results[i]
		if r.Reason != engine.ReasonConvoyAbroad || v.Explain(r) != w {
			t.Errorf("result %d: %s %q\nwant convoy-abroad %q", i, r.Reason, v.Explain(r), w)
		}
	}
}

// TestTwoLandsLegalOrdersExact: the lists agree with Check for convoys
// abroad, refused and allowed, and supports of them.
func TestTwoLandsLegalOrdersExact(t *testing.T) {
	v := mechVariant(t, "twolands")
	for _, owners := range [][]string{{"Red: r1"}, {"Red: n1"}, {"Green: hbr", "Red: r2"}} {
		pos := owning(t, v, board(t, v, spring1901, "Red: A e1", "Red: F eus", "Red: F atl", "Gold: F nas", "Green: A a1", "Gold: A d1", "Red: A hbr"), owners...)
		checkLegalOrdersExact(t, v, &pos)
	}
}
