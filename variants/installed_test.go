package variants_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dipdesk/variants"
)

func writeVariant(t *testing.T, root, folder, src string) {
	t.Helper()
	dir := filepath.Join(root, folder)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, variants.DefinitionFile), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
}

const tinySrc = `variant %s
name %s
start 1901 Spring movement
power red : Red
power blue : Blue
province a land sc home=red : Alpha
province b land sc home=blue : Beta
army a: b
unit red army a
unit blue army b
`

func tiny(id, name string) string {
	return strings.NewReplacer("%s\nname %s", id+"\nname "+name).Replace(tinySrc)
}

func TestLoadInstalledKeepsBrokenFoldersWithTheirProblems(t *testing.T) {
	root := t.TempDir()
	writeVariant(t, root, "good", tiny("good", "Good"))
	// Two problems, and one of them named twice on one line.
	writeVariant(t, root, "bad", "variant bad\nstart 1901 Spring movement\npower p : P\nprovince a land : A\narmy a: zz zz\nunit q army a\n")
	writeVariant(t, root, "classic", tiny("classic", "Not Classic"))
	writeVariant(t, root, "standard", tiny("standard", "Mine"))
	os.MkdirAll(filepath.Join(root, "notes"), 0o755) // no definition: not a variant

	inst, err := variants.LoadInstalled(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(inst.Packages) != 1 || inst.Packages[0].ID != "good" {
		t.Fatalf("packages %v", inst.Packages)
	}
	got := map[string][]string{}
	for _, b := range inst.Broken {
		got[b.Folder] = b.Problems
	}
	if len(got) != 3 {
		t.Fatalf("broken %v", inst.Broken)
	}
	bad := got["bad"]
	if len(bad) != 2 || bad[0] != `bad/variant.txt:5: unknown province "zz"` || !strings.HasPrefix(bad[1], `bad/variant.txt:6: unit: unknown power "q"`) {
		t.Errorf("bad: each problem once, at its file:line: %q", bad)
	}
	for _, id := range []string{"classic", "standard"} {
		if len(got[id]) != 1 || !strings.Contains(got[id][0], `the id "`+id+`" is already the built-in variant Classic (classic)`) {
			t.Errorf("%s: the clash with a built-in is not flagged: %q", id, got[id])
		}
	}
}

func TestFindInstalledReturnsABrokenFolder(t *testing.T) {
	root := t.TempDir()
	writeVariant(t, root, "good", tiny("good", "Good Board"))
	writeVariant(t, root, "bad", "variant bad\nfoo\n")
	if p, b, err := variants.FindInstalled("good board", root); err != nil || b != nil || p.ID != "good" {
		t.Errorf("by name: %v %v %v", p, b, err)
	}
	if p, b, err := variants.FindInstalled("bad", root); err != nil || p != nil || b == nil || b.Folder != "bad" {
		t.Errorf("broken: %v %v %v", p, b, err)
	}
	if _, _, err := variants.FindInstalled("nothing", root); err == nil || !strings.Contains(err.Error(), "installed in "+root+": bad, good") {
		t.Errorf("unknown: %v", err)
	}
}
