package datc_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/datc"
)

// FuzzParseAndRun feeds the reader and the runner arbitrary text: neither may
// panic (the runner turns a panic into a failure, which counts here), and a
// parse error always names the file. The seeds run in every go test.
func FuzzParseAndRun(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "*.txt"))
	for _, p := range seeds {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add("VARIANT_ALL Standard\nCASE x\nPRESTATE_SETPHASE Fall 1901 (Retreat)\nPRESTATE_DISLODGED\n\tFrance: A bur\nPRESTATE_RESULTS\n\tSUCCESS: Germany: A mun-bur\nORDERS\n\tFrance: A bur-par\nPOSTSTATE_DISLODGED\nEND\n")
	f.Add("VARIANT_ALL Standard\nCASE x\nPRESTATE\n\tAustria: Army Bulgaria\nORDERS\n\tAustria: Army Bulgaria => Serbia.\nEND\n")
	f.Add("CASE x\nPRESTATE\n")
	f.Add("VARIANT_ALL Standard\nCASE y\nBOGUS\n")
	pkg, err := variants.Builtin("Standard")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src string) {
		file, err := datc.Parse("fuzz.txt", strings.NewReader(src))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.txt") {
				t.Fatalf("error %q does not name the file", err)
			}
			return
		}
		for _, ed := range []engine.Edition{engine.Edition2023, engine.Edition2000} {
			for _, fl := range file.Run(pkg.Variant, engine.Options{Edition: ed}).Failures {
				if strings.Contains(fl.String(), "panic") {
					t.Fatal(fl)
				}
			}
		}
	})
}
