package variants_test

import (
	"os"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/datc"
)

// imperial is the built-in Imperial variant, loaded once: building its
// convoy tables is the slowest part of loading any variant.
func imperial(t testing.TB) *engine.Variant {
	t.Helper()
	p, err := variants.Builtin("imperial")
	if err != nil {
		t.Fatal(err)
	}
	return p.Variant
}

func TestImperialIsTheWorldOf1861(t *testing.T) {
	v := imperial(t)
	start := v.Start()
	kinds := map[engine.ProvinceKind]int{}
	for i := 0; i < v.NumProvinces(); i++ {
		kinds[v.Province(engine.ProvinceID(i)).Kind]++
	}
	// 346 provinces to play on (81 inland, 178 coastal, 87 seas) and ten
	// impassable regions.
	if kinds[engine.Land] != 81 || kinds[engine.Coast] != 178 || kinds[engine.Sea] != 87 || kinds[engine.Impassable] != 10 {
		t.Errorf("kinds %v; want 81 land, 178 coast, 87 sea, 10 impassable", kinds)
	}
	if len(v.SupplyCenters()) != 172 || v.NumPowers() != 13 || len(start.Units) != 85 || v.VictoryThreshold() != 70 {
		t.Errorf("%d SCs, %d powers, %d units, victory %d; want 172, 13, 85, 70",
			len(v.SupplyCenters()), v.NumPowers(), len(start.Units), v.VictoryThreshold())
	}
	if v.Rules.Build != engine.BuildAnyHome {
		t.Errorf("build policy %s, want anyhome", v.Rules.Build)
	}
	if start.Phase.Year != 1861 || v.Seasons[start.Phase.Season] != "Spring" {
		t.Errorf("starts %d %s, want Spring 1861", start.Phase.Year, v.Seasons[start.Phase.Season])
	}
	units := map[string]int{}
	for _, u := range start.Units {
		units[v.Power(u.Power).ID]++
	}
	want := map[string]int{"britain": 14, "france": 10, "russia": 11, "holland": 8, "turkey": 6, "china": 7,
		"prussia": 4, "austria": 4, "japan": 4, "usa": 6, "csa": 4, "mexico": 3, "brazil": 4}
	for pw, n := range want {
		id, ok := v.LookupPower(pw)
		if !ok {
			t.Fatalf("no power %s", pw)
		}
		if units[pw] != n || len(v.Homes(id)) != n {
			t.Errorf("%s has %d units and %d home centres, want %d of each", pw, units[pw], len(v.Homes(id)), n)
		}
	}
	if err := v.CheckPosition(&start); err != nil {
		t.Error(err)
	}
	// The long game and the end in 1901 are offered at New game.
	opts := v.GameOptions()
	if len(opts) != 2 || opts[0].VictorySCs != 84 || opts[1].EndYear != 1901 {
		t.Errorf("game options %+v, want the long game (84) and the end in 1901", opts)
	}
	stp := loc(t, v, "St Petersburg (south coast)")
	if i := start.UnitIn(v, v.ProvinceOf(stp)); i < 0 || start.Units[i].Loc != stp || start.Units[i].Type != engine.Fleet {
		t.Errorf("St Petersburg holds unit %d, want the Russian fleet on the south coast", i)
	}
}

// TestImperialKeepsTheRulesNamesAndAbbreviations: every starting unit of
// the rules' list is found by the abbreviation the rules give it, and the
// three abbreviations the published map used twice are unique now.
func TestImperialKeepsTheRulesNamesAndAbbreviations(t *testing.T) {
	v := imperial(t)
	for abbr, name := range map[string]string{
		"GB": "Gibraltar", "SP": "Singapore", "HK": "Hong Kong", "PA": "Port Arthur", "RH": "Ruhr",
		"KG": "Kagoshima", "NVS": "Nova Scotia", "FLK": "Falkland Islands", "CRT": "Croatia",
		"BOR": "Borneo", "CHI": "Chicago", "PRM": "Paramaribo", "BDX": "Bordeaux", "CHH": "Chihuahua", "PEM": "Perm",
		"Ancorage": "Anchorage", "Paramariso": "Paramaribo", "Cypress": "Cyprus", "Sakhurlin": "Sakhalin",
		"Rio De Janeiro": "Rio de Janeiro", "Bismark Sea": "Bismarck Sea", "Kuril Sea": "Kuril Sea",
		"Equatorial Counter Current": "Equatorial Counter Current", "Luzon Strait": "Luzon Strait",
	} {
		if got := v.Province(v.ProvinceOf(loc(t, v, abbr))).Name; got != name {
			t.Errorf("%s is %s, want %s", abbr, got, name)
		}
	}
	seen := map[string]string{}
	for i := 0; i < v.NumProvinces(); i++ {
		p := v.Province(engine.ProvinceID(i))
		if other, dup := seen[p.Abbr]; dup {
			t.Errorf("%s and %s share the abbreviation %s", other, p.Name, p.Abbr)
		}
		seen[p.Abbr] = p.Name
	}
}

// TestImperialDataDecisions pins the choices VARIANTS.md §4 makes where the
// two encodings of the map disagree, and the land bridges of the rules.
func TestImperialDataDecisions(t *testing.T) {
	v := imperial(t)
	l := func(n string) engine.LocID { return loc(t, v, n) }
	if !v.Adjacent(engine.Fleet, l("Toledo"), l("Straits of Gibraltar")) {
		t.Error("no fleet border Toledo - Straits of Gibraltar")
	}
	for _, p := range [][2]string{{"Baku", "Georgia"}, {"Syria", "Cairo"}} {
		if !v.Adjacent(engine.Army, l(p[0]), l(p[1])) {
			t.Errorf("no army border %s - %s", p[0], p[1])
		}
	}
	bridges := [][2]string{{"Victoria", "Vancouver"}, {"Victoria", "Seattle"}, {"Detroit", "Minnesota"},
		{"Nova Scotia", "Quebec"}, {"Atlanta", "Bahamas"}, {"Bahamas", "Cuba"}, {"Cuba", "Haiti"},
		{"Haiti", "Virgin Islands"}, {"Dublin", "Edinburgh"}, {"Gibraltar", "Morocco"}, {"Denmark", "Norway"},
		{"Denmark", "Sweden"}, {"Cyprus", "Angora"}, {"Cyprus", "Syria"}, {"Singapore", "Malaysia"},
		{"Luzon", "Mindanao"}, {"Kagoshima", "Edo"}, {"Edo", "Sapporo"}, {"Sakhalin", "Vladivostok"}}
	for _, b := range bridges {
		if !v.Adjacent(engine.Army, l(b[0]), l(b[1])) {
			t.Errorf("land bridge %s - %s: no army border", b[0], b[1])
		}
	}
	// A large island chain: no sea passage across Luzon and Mindanao.
	if v.Adjacent(engine.Fleet, l("Bismarck Sea"), l("Luzon Strait")) {
		t.Error("a fleet sails Bismarck Sea - Luzon Strait across the Philippines")
	}
	// The island chain of the rules' example.
	for _, sea := range []string{"Gulf of Manaar", "Bay of Bengal", "Andaman Sea", "East Indian Ocean"} {
		if !v.Adjacent(engine.Fleet, l("Andaman Islands"), l(sea)) {
			t.Errorf("Andaman Islands do not border %s", sea)
		}
	}
	if v.Adjacent(engine.Fleet, l("Gulf of Manaar"), l("Andaman Sea")) {
		t.Error("Gulf of Manaar borders Andaman Sea")
	}
	if v.Province(v.ProvinceOf(l("Andaman Islands"))).Convoys {
		t.Error("a fleet in an island chain may convoy")
	}
	// The wrap: the Westerlies touch the Kuril Sea (far east) and Hawaii
	// (far west).
	for _, n := range []string{"Kuril Sea", "Hawaii"} {
		if !v.Adjacent(engine.Fleet, l("Westerlies"), l(n)) {
			t.Errorf("Westerlies do not border %s", n)
		}
	}
}

// TestImperialScenarios runs variants/imperial/scenarios.txt, one or more
// cases for every special rule. (Once Imperial is a built-in variant,
// variants/datc runs it with the others as well.)
func TestImperialScenarios(t *testing.T) {
	v := imperial(t)
	const name = "imperial/scenarios.txt"
	r, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	f, err := datc.Parse(name, r)
	if err != nil {
		t.Fatal(err)
	}
	if f.Variant != v.Name {
		t.Fatalf("%s says VARIANT_ALL %s, want %s", name, f.Variant, v.Name)
	}
	rep := f.Run(v, engine.Options{})
	for _, fl := range rep.Failures {
		t.Error(fl)
	}
	if len(rep.Failures) > 0 || rep.Passed != len(f.Cases) || rep.Passed < 15 {
		t.Errorf("%s: %d passed, %d failed of %d cases", name, rep.Passed, len(rep.Failures), len(f.Cases))
	}
}
