package engine_test

import (
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

func TestParseOrderAcceptsTheStandardNotations(t *testing.T) {
	v := classic(t)
	cases := []struct{ in, want string }{
		{"A Par - Bur", "A Par - Bur"},
		{"a par->bur", "A Par - Bur"},
		{"A Paris → Burgundy", "A Par - Bur"},
		{"A Par H", "A Par H"},
		{"A Paris holds", "A Par H"},
		{"F Nth C A Lon - Nwy", "F Nth C A Lon - Nwy"},
		{"F North Sea convoys A London - Norway", "F Nth C A Lon - Nwy"},
		{"A Mun S A Ber - Kie", "A Mun S A Ber - Kie"},
		{"A Munich supports A Berlin", "A Mun S A Ber"},
		{"F StP/sc - Bot", "F StP/sc - Bot"},
		{"F StP(sc) - Bot", "F StP/sc - Bot"},
		{"F stp/sc - gob", "F StP/sc - Bot"},
		{"F St Petersburg (south coast) - Gulf of Bothnia", "F StP/sc - Bot"},
		{"F Saint Petersburg(nc) - Barents Sea", "F StP/nc - Bar"},
		{"F gascony-spain(nc)", "F Gas - Spa/nc"},
		{"F Mid-Atlantic Ocean - Spain/sc", "F Mao - Spa/sc"},
		{"F mid-spa/nc", "F Mao - Spa/nc"},
		{"F Norwegian - North Sea", "F Nwg - Nth"},
		{"F NTH C A LON - NWY", "F Nth C A Lon - Nwy"}, // capitals read too
		{"A Lon - Bel via convoy", "A Lon - Bel via convoy"},
		{"A lvp-cly by convoy", "A Lvp - Cly via convoy"},
		{"Build A Par", "Build A Par"},
		{"build f stp/nc", "Build F StP/nc"},
		{"Remove F Kie", "Remove F Kie"},
		{"A Tri disband", "A Tri disband"},
		{"Waive", "Waive"},
		{"England: F Lon H", "F Lon H"},
		{"A Yorkshire - North Sea - Belgium", "A Yor - Bel"},
	}
	for _, c := range cases {
		o, err := v.ParseOrder(c.in)
		if err != nil {
			t.Errorf("ParseOrder(%q): %v", c.in, err)
			continue
		}
		if got := v.FormatOrder(o); got != c.want {
			t.Errorf("ParseOrder(%q) formats as %q, want %q", c.in, got, c.want)
		}
		back, err := v.ParseOrder(v.FormatOrder(o))
		if err != nil || back.Kind != o.Kind || back.Loc != o.Loc || back.Dest != o.Dest || back.Target != o.Target {
			t.Errorf("%q does not survive format and parse: %+v vs %+v (%v)", c.in, o, back, err)
		}
	}
	o, _ := v.ParseOrder("England: F Lon H")
	if o.Power != power(t, v, "England") {
		t.Errorf("the power prefix was not read")
	}
}

// TestParseOrderReadsJDipForms: the forms of jDip's case files, which
// players may type too.
func TestParseOrderReadsJDipForms(t *testing.T) {
	v := classic(t)
	cases := []struct{ form, in, want string }{
		{"army spelled out, =>", "Army Bulgaria => Serbia", "A Bul - Ser"},
		{"fleet spelled out, ->", "Fleet North Sea -> Holland", "F Nth - Hol"},
		{"upper-case SUPPORT", "A Mun SUPPORT A Ber => Kie", "A Mun S A Ber - Kie"},
		{"upper-case CONVOY", "F Nth CONVOY A Lon -> Hol", "F Nth C A Lon - Hol"},
		{"upper-case HOLD", "Army Paris HOLD", "A Par H"},
		{"support to hold with HOLD", "A Mun SUPPORT A Ber HOLD", "A Mun S A Ber"},
		{"coast in words", "Fleet Mid-Atlantic Ocean => Spain (south coast)", "F Mao - Spa/sc"},
		{"adjective before a foreign unit", "F Hel SUPPORT English Fleet North Sea", "F Hel S F Nth"},
		{"adjective before a foreign move", "A Ruh SUPPORT French Army Burgundy => Belgium", "A Ruh S A Bur - Bel"},
		{"adjective before a convoyed army", "F Eng CONVOY English Army London => Brest", "F Eng C A Lon - Bre"},
		{"trailing full stop", "A Par - Bur.", "A Par - Bur"},
		{"unique prefix", "A Par - Burgund", "A Par - Bur"},
		{"prefix of a two-word name", "F Norwegian - Barents", "F Nwg - Bar"},
		{"power prefix and all of it", "Austria: Army Budapest SUPPORT Russian Army Galicia => Rumania.", "A Bud S A Gal - Rum"},
	}
	for _, c := range cases {
		o, err := v.ParseOrder(c.in)
		if err != nil {
			t.Errorf("%s: ParseOrder(%q): %v", c.form, c.in, err)
			continue
		}
		if got := v.FormatOrder(o); got != c.want {
			t.Errorf("%s: ParseOrder(%q) formats as %q, want %q", c.form, c.in, got, c.want)
		}
	}
}

// TestShortOrAmbiguousPrefixesAreRefused: a prefix names a province only
// when it is long enough and fits one province.
func TestShortOrAmbiguousPrefixesAreRefused(t *testing.T) {
	v := classic(t)
	for _, in := range []string{"A Par - Bu", "F Nth - Nort", "A Par - Ga"} {
		if o, err := v.ParseOrder(in); err == nil {
			t.Errorf("ParseOrder(%q) = %s, want an error", in, v.FormatOrder(o))
		}
	}
}

func TestParseOrderErrorsNameTheInputAndTheReason(t *testing.T) {
	v := classic(t)
	cases := []struct{ in, want string }{
		{"A Pqr - Bur", `engine: order "A Pqr - Bur": unknown province "pqr"`},
		{"F Spa/ec - Por", `engine: order "F Spa/ec - Por": Spain has no coast "ec"`},
		{"Prussia: A Ber H", `engine: order "Prussia: A Ber H": unknown power "prussia"`},
		{"", `engine: order "": empty order`},
		{"A Par -", `engine: order "A Par -": expected a province`},
		{"A Par S", `engine: order "A Par S": expected a province`},
		{"F Nth C A Lon", `engine: order "F Nth C A Lon": a convoy needs a destination (C A Lon - Bel)`},
		{"A Par jumps", `engine: order "A Par jumps": unknown province "jumps" after Paris`},
		{"rum bulgx", `engine: order "rum bulgx": unknown province "bulgx" after Rumania`},
		{"A Par Bur", `engine: order "A Par Bur": a move is written with a dash: A Par - Bur`},
		{"Waive A Par", `engine: order "Waive A Par": nothing may follow waive`},
	}
	for _, c := range cases {
		_, err := v.ParseOrder(c.in)
		if err == nil {
			t.Errorf("ParseOrder(%q) succeeded, want %s", c.in, c.want)
			continue
		}
		if err.Error() != c.want {
			t.Errorf("ParseOrder(%q) = %s\n want %s", c.in, err, c.want)
		}
	}
}

func TestLookupFindsNamesAbbreviationsAndAliases(t *testing.T) {
	v := classic(t)
	for name, id := range map[string]string{
		"mao": "mao", "mid": "mao", "Mid-Atlantic Ocean": "mao", "eng": "eng", "ech": "eng",
		"English Channel": "eng", "nwy": "nwy", "nor": "nwy", "Helgoland Bight": "hel",
		"Heligoland Bight": "hel", "gol": "lyo", "Gulf of Lyons": "lyo", "St. Petersburg": "stp",
		"KIEL": "kie", "tyn": "tys", "eme": "eas", "nrg": "nwg", "nat": "nao",
	} {
		p, ok := v.LookupProvince(name)
		if !ok || v.Province(p).ID != id {
			t.Errorf("LookupProvince(%q) = %v, want %s", name, ok, id)
		}
	}
	if _, ok := v.LookupProvince("North"); ok {
		t.Errorf("an ambiguous abbreviation matched a province")
	}
	if l, ok := v.LookupLoc("spain/nc"); !ok || v.LocName(l) != "Spa/nc" {
		t.Errorf("spain/nc did not resolve to the north coast")
	}
	for _, n := range []string{"Germany", "german", "G", "germany"} {
		if _, ok := v.LookupPower(n); !ok {
			t.Errorf("LookupPower(%q) failed", n)
		}
	}
	_ = engine.NoLoc
}

// Orders are written in one case style: every abbreviation a capital and
// small letters ("F Lon - Nth", never "F Lon - NTH" beside "A Lvp - Yor"),
// except initials of two words ("StP", "NC"), in every shipped variant.
func TestOrdersUseOneCaseStyle(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		v := p.Variant
		for i := 0; i < v.NumProvinces(); i++ {
			a := v.Province(engine.ProvinceID(i)).Abbr
			rs := []rune(a)
			if len(rs) >= 3 && a == strings.ToUpper(a) {
				t.Errorf("%s: %s is written %q, in capitals; want %q", p.ID, v.Province(engine.ProvinceID(i)).Name,
					a, string(rs[0])+strings.ToLower(string(rs[1:])))
			}
		}
	}
}
