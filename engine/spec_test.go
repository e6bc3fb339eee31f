package engine_test

import (
	"strings"
	"testing"

	"dipdesk/engine"
)

// tinySpec is a valid three-power board small enough to break one piece at
// a time: two land centres, a coast with two named coasts, and two seas.
func tinySpec() engine.VariantSpec {
	return engine.VariantSpec{
		ID: "tiny", StartYear: 1901,
		Powers: []engine.PowerSpec{{ID: "red", Adjective: "Redish"}, {ID: "blue"}},
		Provinces: []engine.ProvinceSpec{
			{ID: "ra", Name: "Red Acre", Kind: engine.Coast, SC: true, Home: "red", Line: 1},
			{ID: "bl", Name: "Blue Land", Kind: engine.Land, SC: true, Home: "blue", Line: 2},
			{ID: "sp", Name: "Split Point", Kind: engine.Coast, SC: true, Coasts: []string{"nc", "sc"}, Line: 3},
			{ID: "ns", Name: "North Sea", Kind: engine.Sea, Line: 4},
			{ID: "ss", Name: "South Sea", Kind: engine.Sea, Line: 5},
		},
		Edges: []engine.EdgeSpec{
			{A: "ra", B: "bl", Army: true, Line: 10},
			{A: "bl", B: "sp", Army: true, Line: 11},
			{A: "ra", B: "sp", Army: true, Line: 12},
			{A: "ra", B: "ns", Fleet: true, Line: 13},
			{A: "sp/nc", B: "ns", Fleet: true, Line: 14},
			{A: "sp/sc", B: "ss", Fleet: true, Line: 15},
			{A: "ns", B: "ss", Fleet: true, Line: 16},
		},
		Units: []engine.UnitSpec{
			{Power: "red", Type: engine.Fleet, Loc: "ra", Line: 20},
			{Power: "blue", Type: engine.Army, Loc: "bl", Line: 21},
		},
		Owners: []engine.OwnerSpec{{Power: "blue", Province: "sp", Line: 30}},
	}
}

func TestTinySpecIsValid(t *testing.T) {
	v, err := engine.NewVariant(tinySpec())
	if err != nil {
		t.Fatal(err)
	}
	if v.Name != "tiny" || len(v.Seasons) != 2 || v.Winter != "Winter" || v.Power(0).Name != "Red" || v.Power(0).Letter != "R" {
		t.Errorf("defaults not filled in: %q %v %q %+v", v.Name, v.Seasons, v.Winter, v.Power(0))
	}
	if o, err := v.ParseOrder("F ns S Redish Fleet Red Acre"); err != nil || v.FormatOrder(o) != "F Ns S F Ra" {
		t.Errorf("the adjective was not read: %v", err)
	}
}

// TestSpecMistakesAreReportedWithTheirLine: every check NewVariant makes on
// a definition, each with the message a designer would read.
func TestSpecMistakesAreReportedWithTheirLine(t *testing.T) {
	cases := []struct {
		name  string
		spoil func(s *engine.VariantSpec)
		want  string
	}{
		{"no id", func(s *engine.VariantSpec) { s.ID = "" }, "the variant has no id"},
		{"power without id", func(s *engine.VariantSpec) { s.Powers[1].ID = ""; s.Powers[1].Line = 7 }, "line 7: a power has no id"},
		{"power twice", func(s *engine.VariantSpec) { s.Powers = append(s.Powers, engine.PowerSpec{ID: "red", Line: 8}) }, `line 8: power "red" is defined twice`},
		{"no powers", func(s *engine.VariantSpec) { s.Powers = nil; s.Units = nil; s.Owners = nil }, "the variant has no powers"},
		{"bad province id", func(s *engine.VariantSpec) { s.Provinces[3].ID = "n s" }, `line 4: province id "n s" must be one word`},
		{"home of unknown power", func(s *engine.VariantSpec) { s.Provinces[2].Home = "green" }, `line 3: province sp: home of unknown power "green"`},
		{"home without centre", func(s *engine.VariantSpec) { s.Provinces[1].SC = false }, "line 2: province bl: a home must be a supply centre"},
		{"centre at sea", func(s *engine.VariantSpec) { s.Provinces[3].SC = true }, "line 4: province ns: a sea cannot be a supply centre"},
		{"coasts inland", func(s *engine.VariantSpec) { s.Provinces[1].Coasts = []string{"nc", "sc"} }, "line 2: province bl: only a coast province can have named coasts"},
		{"one coast", func(s *engine.VariantSpec) { s.Provinces[2].Coasts = []string{"nc"}; s.Edges = s.Edges[:4] }, "line 3: province sp: a split coast needs at least two coasts"},
		{"province twice", func(s *engine.VariantSpec) { s.Provinces[4].ID = "ns"; s.Provinces[4].Name = "Other" }, `line 5: province "ns" is defined twice`},
		{"name used twice", func(s *engine.VariantSpec) { s.Provinces[4].Name = "North Sea" }, `line 5: province ss: name "North Sea" is already used by ns`},
		{"bad coast", func(s *engine.VariantSpec) { s.Provinces[2].Coasts = []string{"nc", "nc"} }, `line 3: province sp: bad or repeated coast "nc"`},
		{"unknown province", func(s *engine.VariantSpec) { s.Edges[0].B = "zz" }, `line 10: unknown province "zz"`},
		{"unknown coast", func(s *engine.VariantSpec) { s.Edges[4].A = "sp/ec" }, `line 14: sp has no coast "ec"`},
		{"border for nobody", func(s *engine.VariantSpec) { s.Edges[0].Army = false }, "line 10: border ra-bl is for neither armies nor fleets"},
		{"border to itself", func(s *engine.VariantSpec) { s.Edges[4].B = "sp/sc" }, "line 14: border sp/nc-sp/sc joins a province to itself"},
		{"army border at sea", func(s *engine.VariantSpec) { s.Edges[3].Army = true }, "line 13: army border ra-ns: no army can stand in ns (sea)"},
		{"army border from sea", func(s *engine.VariantSpec) { s.Edges[6].Army, s.Edges[6].Fleet = true, false }, "line 16: army border ns-ss: no army can stand in ns (sea)"},
		{"fleet border inland", func(s *engine.VariantSpec) { s.Edges[0].Fleet = true }, "line 10: fleet border ra-bl: no fleet can stand in bl (it is land)"},
		{"fleet border needs a coast", func(s *engine.VariantSpec) { s.Edges[4].A = "sp" }, "line 14: fleet border sp-ns: no fleet can stand in sp (name a coast, e.g. sp/nc)"},
		{"bad start season", func(s *engine.VariantSpec) { s.StartSeason = 5 }, "start season 5 is not one of the 2 seasons"},
		{"owner unknown power", func(s *engine.VariantSpec) { s.Owners[0].Power = "green" }, `line 30: owner: unknown power "green"`},
		{"owner of a non-centre", func(s *engine.VariantSpec) { s.Owners[0].Province = "ns" }, "line 30: owner: ns is not a supply centre"},
		{"unit of unknown power", func(s *engine.VariantSpec) { s.Units[0].Power = "green" }, `line 20: unit: unknown power "green"`},
		{"army at sea", func(s *engine.VariantSpec) { s.Units[0].Type, s.Units[0].Loc = engine.Army, "ns" }, "line 20: unit: an army cannot stand in ns (it is sea)"},
		{"two units in a province", func(s *engine.VariantSpec) { s.Units[1].Loc = "ra" }, "line 21: unit: ra already holds a unit"},
		{"victory beyond the board", func(s *engine.VariantSpec) { s.Rules.VictorySCs = 9 }, "victory needs 9 supply centres but the board has only 3"},
	}
	for _, c := range cases {
		s := tinySpec()
		c.spoil(&s)
		_, err := engine.NewVariant(s)
		if err == nil {
			t.Errorf("%s: no error, want %q", c.name, c.want)
			continue
		}
		if !strings.Contains(err.Error(), "engine: variant: "+c.want) {
			t.Errorf("%s: got\n%v\nwant it to contain %q", c.name, err, c.want)
		}
	}
}
