package scaffold

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/board"
	"dipdesk/variants/boardcheck"
	"dipdesk/variants/datc"
	"dipdesk/variants/mapgen/gen"
	"dipdesk/variants/mapgen/geodata"
)

// A new variant loads under its own id and name, its board agrees with
// its graph, and its scenarios pass: it plays as it is.
func TestNewVariantWorksAtOnce(t *testing.T) {
	root := t.TempDir()
	dir, err := Write("my-isle", root)
	if err != nil {
		t.Fatal(err)
	}
	p, err := variants.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if p.ID != "my-isle" || p.Variant.Name != "My Isle" || p.Variant.NumPowers() != 2 {
		t.Errorf("loaded %s %q with %d powers", p.ID, p.Variant.Name, p.Variant.NumPowers())
	}
	probs, err := boardcheck.Check(p)
	if err != nil || len(probs) > 0 {
		t.Errorf("board: %v %v", err, probs)
	}
	fh, err := os.Open(filepath.Join(dir, "scenarios.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	f, err := datc.Parse("scenarios.txt", fh)
	if err != nil {
		t.Fatal(err)
	}
	if !variants.Names(p, f.Variant) {
		t.Errorf("scenarios name %q, not the variant", f.Variant)
	}
	rep := f.Run(p.Variant, engine.Options{Edition: engine.DefaultEdition})
	if rep.Passed != 4 || len(rep.Failures) > 0 {
		t.Errorf("scenarios: %d passed, failures %v", rep.Passed, rep.Failures)
	}
	rules, _ := os.ReadFile(filepath.Join(dir, "rules.md"))
	if !strings.HasPrefix(string(rules), "# My Isle\n") {
		t.Errorf("rules.md starts %q", string(rules)[:20])
	}
}

func TestNewVariantRefusesBadIDsAndNeverOverwrites(t *testing.T) {
	root := t.TempDir()
	for _, id := range []string{"", "Mine", "../up", "a/b", "classic", "standard", "1776", strings.Repeat("x", 33)} {
		if _, err := Write(id, root); err == nil {
			t.Errorf("id %q accepted", id)
		}
	}
	if _, err := Write("mine", root); err != nil {
		t.Fatal(err)
	}
	def := filepath.Join(root, "mine", variants.DefinitionFile)
	os.WriteFile(def, []byte("my work"), 0o644)
	if _, err := Write("mine", root); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Errorf("second write: %v", err)
	}
	if data, _ := os.ReadFile(def); string(data) != "my work" {
		t.Error("the designer's work was overwritten")
	}
}

// The template's map.svg is what `dipdesk mapgen` draws from its
// board.toml, so a designer's first mapgen changes nothing.
func TestTemplateBoardIsUpToDate(t *testing.T) {
	s, err := gen.LoadSpec("template/board.toml")
	if err != nil {
		t.Fatal(err)
	}
	geo, err := geodata.Load(s.Land)
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := gen.Generate(s, geo)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := board.Write(&buf, b); err != nil {
		t.Fatal(err)
	}
	committed, _ := template.ReadFile("template/map.svg")
	if !bytes.Equal(buf.Bytes(), committed) {
		t.Error("variants/scaffold/template/map.svg is out of date: run dipdesk mapgen variants/scaffold/template")
	}
}
