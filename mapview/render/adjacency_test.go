package render

import (
	"strings"
	"testing"

	"dipdesk/variants"
	"dipdesk/variants/board"
)

// Every border of the graph is listed once with its kind and marks, and
// Describe says in words whether and how two provinces border.
func TestAdjacencyKindsMarksAndWords(t *testing.T) {
	find := func(bs []Border, a, b string) *Border {
		for i, br := range bs {
			if br.From == a && br.To == b || br.From == b && br.To == a {
				return &bs[i]
			}
		}
		return nil
	}
	cl, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	bs := AdjacencyOf(cl.Variant)
	seen := map[[2]string]bool{}
	for _, br := range bs {
		k := [2]string{min(br.From, br.To), max(br.From, br.To)}
		if seen[k] {
			t.Errorf("%s–%s listed twice", br.From, br.To)
		}
		seen[k] = true
	}
	for _, c := range []struct {
		a, b string
		kind BorderKind
	}{{"boh", "mun", ArmyBorder}, {"nth", "eng", FleetBorder}, {"bre", "pic", BothBorders}, {"stp/nc", "bar", FleetBorder}} {
		if br := find(bs, c.a, c.b); br == nil || br.Kind != c.kind {
			t.Errorf("%s–%s: %+v, want %s", c.a, c.b, br, c.kind)
		}
	}
	if find(bs, "mun", "par") != nil {
		t.Error("Munich and Paris do not border")
	}
	b, err := board.ParseFile(cl.Files, "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	name := func(id string) string { return strings.ToUpper(id) }
	if got := Describe(b, bs, "bre", "pic", name); got != "BRE and PIC border:\nbre – pic: armies and fleets" {
		t.Errorf("%q", got)
	}
	if got := Describe(b, bs, "kie", "bal", name); !strings.Contains(got, "fleets only, through a canal") {
		t.Errorf("Kiel's canal: %q", got)
	}
	if got := Describe(b, bs, "mun", "par", name); got != "MUN and PAR do not border." {
		t.Errorf("%q", got)
	}

	im, err := variants.Builtin("imperial")
	if err != nil {
		t.Fatal(err)
	}
	if br := find(AdjacencyOf(im.Variant), "aeg", "bla"); br == nil || br.OnlyOwnerOf != "con" {
		t.Errorf("Imperial's Aegean–Black Sea strait: %+v, want open only to Constantinople's owner", br)
	}
}
