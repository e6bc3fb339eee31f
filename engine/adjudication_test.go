package engine_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/datc"
)

// The repo's own adjudication cases, in the runner's format, live in
// testdata/adjudication. A file runs under both rules editions unless its
// name ends in _2000.txt or _2023.txt, which pins it to that edition: the
// cases there are the ones where the editions differ.
const casesDir = "testdata/adjudication"

// editionsOf says under which editions the file name's cases run.
func editionsOf(name string) []engine.Edition {
	switch {
	case strings.HasSuffix(name, "_2000.txt"):
		return []engine.Edition{engine.Edition2000}
	case strings.HasSuffix(name, "_2023.txt"):
		return []engine.Edition{engine.Edition2023}
	}
	return []engine.Edition{engine.Edition2023, engine.Edition2000}
}

// TestAdjudicationCases runs every case file of the repository, so that
// go test alone checks every branch of the resolver in both editions,
// whether or not the DATC's own files are at hand.
func TestAdjudicationCases(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(casesDir, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no case files in %s (%v)", casesDir, err)
	}
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f, err := datc.Parse(path, strings.NewReader(string(data)))
		if err != nil {
			t.Fatal(err)
		}
		pkg, err := variants.Builtin(f.Variant)
		if err != nil {
			t.Fatal(err)
		}
		for _, ed := range editionsOf(filepath.Base(path)) {
			t.Run(filepath.Base(path)+"/"+ed.String(), func(t *testing.T) {
				rep := f.Run(pkg.Variant, engine.Options{Edition: ed})
				for _, fl := range rep.Failures {
					t.Error(fl)
				}
				if rep.Passed != len(f.Cases) || len(f.Cases) == 0 {
					t.Errorf("%d of %d cases passed", rep.Passed, len(f.Cases))
				}
			})
		}
	}
}
