package scaffold

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/variants"
	"dipdesk/variants/boardcheck"
	"dipdesk/variants/datc"
)

// checkAndPlay loads a folder, checks its board (graph and legibility),
// runs its scenarios and plays twenty years of random orders.
func checkAndPlay(t *testing.T, dir string) *variants.Package {
	t.Helper()
	p, err := variants.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	probs, err := boardcheck.Check(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, pr := range probs {
		t.Errorf("map.svg %s", pr)
	}
	data, _ := p.ReadFile("scenarios.txt")
	f, err := datc.Parse("scenarios.txt", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if rep := f.Run(p.Variant, engine.Options{Edition: engine.DefaultEdition}); len(rep.Failures) > 0 {
		t.Errorf("scenarios: %v", rep.Failures)
	}
	g, err := selfplay.Play(p.Variant, selfplay.RandomLineup(p.Variant).Players(3, 0), 20, nil)
	if err != nil {
		t.Errorf("random play: %v", err)
	} else if !g.Over() && g.Current.Phase.Year < p.Variant.Start().Phase.Year+19 {
		t.Errorf("play stopped in %d", g.Current.Phase.Year)
	}
	return p
}

// The hand-drawn start validates and plays as written, and so does a
// board changed from it in a text editor: a border moved and an island
// added inside a sea (a hole in the sea's path, the island's own path,
// its unit and name), with the island added to variant.txt.
func TestHandDrawnBoardEditedByHandValidatesAndPlays(t *testing.T) {
	dir, err := WriteHandDrawn("fjord", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "board.toml")); err == nil {
		t.Error("a hand-drawn variant has a board.toml")
	}
	p := checkAndPlay(t, dir)
	if p.ID != "fjord" || p.Variant.Name != "Fjord" {
		t.Errorf("id %q, name %q", p.ID, p.Variant.Name)
	}

	svg := filepath.Join(dir, "map.svg")
	for _, e := range [][2]string{
		{`id="hil" class="land" d="M 0 150 H 150 V 300 H 0 Z"`, `id="hil" class="land" d="M 0 150 H 150 V 200 H 165 V 250 H 150 V 300 H 0 Z"`},
		{`id="frs" class="land" d="M 150 150 H 300 V 300 H 150 Z"`, `id="frs" class="land" d="M 150 150 H 300 V 300 H 150 V 250 H 165 V 200 H 150 Z"`},
		{`id="nsa" class="sea" d="M 150 0 H 300 V 150 H 150 Z">`, `id="nsa" class="sea" d="M 150 0 H 300 V 150 H 150 Z M 160 20 H 200 V 50 H 160 Z">`},
		{`</g>
<!-- impassable`, `  <path id="isl" class="land" d="M 160 20 H 200 V 50 H 160 Z"><title>Islet</title></path>
</g>
<!-- impassable`},
		{`<circle id="unit-hil"`, `<circle id="unit-isl" cx="180" cy="46" r="3"/>
  <circle id="unit-hil"`},
		{`<text id="label-hil"`, `<text id="label-isl" x="180" y="36" font-size="12" data-abbr="Isl">Islet</text>
  <text id="label-hil"`},
	} {
		edit(t, svg, e[0], e[1])
	}
	def := filepath.Join(dir, variants.DefinitionFile)
	edit(t, def, "province atl sea : Atlantic\n", "province isl coast : Islet\nprovince atl sea : Atlantic\n")
	edit(t, def, "fleet nsa: bal frs\n", "fleet nsa: bal frs isl\n")
	p = checkAndPlay(t, dir)
	if _, ok := p.Variant.LookupProvince("isl"); !ok {
		t.Error("the island is not a province")
	}
}

func edit(t *testing.T, path, old, new string) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), old) {
		t.Fatalf("%s has no %q", filepath.Base(path), old)
	}
	os.WriteFile(path, []byte(strings.Replace(string(src), old, new, 1)), 0o644)
}

// new-variant --from copies a whole variant under a new id: it loads,
// validates and keeps every file.
func TestFromCopiesAWholeVariant(t *testing.T) {
	classic, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	dir, err := From("europa", t.TempDir(), classic)
	if err != nil {
		t.Fatal(err)
	}
	p, err := variants.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if p.ID != "europa" || p.Variant.Name != "Europa" || len(p.Variant.Aliases) != 0 || len(p.Variant.SupplyCenters()) != 34 {
		t.Errorf("id %q name %q aliases %v", p.ID, p.Variant.Name, p.Variant.Aliases)
	}
	for _, f := range []string{"board.toml", "map.svg", "rules.md"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s not copied", f)
		}
	}
	if _, err := From("europa", filepath.Dir(dir), classic); err == nil {
		t.Error("From wrote over a folder")
	}
}

// The reference carries the definition format, the guide's hand-drawn
// section and worked example, and the mask country names.
func TestReferenceFromTheBinary(t *testing.T) {
	all, err := Reference("")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"victory <n> [after-movement]", "## Hand-drawn boards", "## A worked example", "- France\n", "- United Kingdom\n"} {
		if !strings.Contains(all, want) {
			t.Errorf("the reference lacks %q", want)
		}
	}
	if _, err := Reference("nosuch"); err == nil {
		t.Error("an unknown topic is not refused")
	}
}
