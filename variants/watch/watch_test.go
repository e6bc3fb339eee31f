package watch

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"dipdesk/variants"
	"dipdesk/variants/scaffold"
)

type reload struct {
	p   *variants.Package
	err error
}

// A saved change is reloaded; a typo comes back as its problem at
// file:line, and fixing it reloads again. (How fast is not asserted: a
// test on a busy machine must not fail for being slow. The wait below
// only turns a reload that never comes into a failure.)
func TestSavingReloads(t *testing.T) {
	dir, err := scaffold.Write("fen", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan reload, 10)
	w, err := Folder(dir, func(p *variants.Package, err error) { got <- reload{p, err} })
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	def := filepath.Join(dir, variants.DefinitionFile)
	src, _ := os.ReadFile(def)
	wait := func(what string) reload {
		t.Helper()
		select {
		case r := <-got:
			return r
		case <-time.After(2 * time.Minute):
			t.Fatalf("%s: no reload", what)
		}
		return reload{}
	}

	os.WriteFile(def, []byte(strings.Replace(string(src), "name Fen", "name Fen Country", 1)), 0o644)
	r := wait("a new name")
	if r.err != nil || r.p.Variant.Name != "Fen Country" {
		t.Errorf("reloaded %v, %v", r.p, r.err)
	}

	os.WriteFile(def, []byte(strings.Replace(string(src), "army  don: mid", "army  don: mdi", 1)), 0o644)
	r = wait("a typo")
	if r.err == nil || !strings.Contains(r.err.Error(), `variant.txt:`) || !strings.Contains(r.err.Error(), `unknown province "mdi"`) {
		t.Errorf("the typo: %v", r.err)
	}

	os.WriteFile(def, src, 0o644)
	if r = wait("the fix"); r.err != nil {
		t.Errorf("after the fix: %v", r.err)
	}
}

// BenchmarkSaveToReload is the time from writing variant.txt to the
// reloaded package: the Quiet period plus the load.
func BenchmarkSaveToReload(b *testing.B) {
	dir, err := scaffold.Write("fen", b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	got := make(chan error, 10)
	w, err := Folder(dir, func(p *variants.Package, err error) { got <- err })
	if err != nil {
		b.Fatal(err)
	}
	defer w.Stop()
	def := filepath.Join(dir, variants.DefinitionFile)
	src, _ := os.ReadFile(def)
	for b.Loop() {
		os.WriteFile(def, src, 0o644)
		if err := <-got; err != nil {
			b.Fatal(err)
		}
	}
}
