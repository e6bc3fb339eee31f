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

// sharedDATC finds ../shared/datc next to the repository root (the folder
// holding go.mod).
func sharedDATC(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's folder")
		}
		dir = parent
	}
	shared := filepath.Join(dir, "..", "shared", "datc")
	if _, err := os.Stat(shared); err != nil {
		t.Skipf("the DATC files are not here (%s): skipping", shared)
	}
	return shared
}

func runFile(t *testing.T, path string, ed engine.Edition) datc.Report {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	f, err := datc.Parse(path, fh)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := variants.Builtin(f.Variant)
	if err != nil {
		t.Fatal(err)
	}
	return f.Run(pkg.Variant, engine.Options{Edition: ed})
}

func expect(t *testing.T, rep datc.Report, passed int) {
	t.Helper()
	for _, f := range rep.Failures {
		t.Error(f)
	}
	if rep.Passed != passed || len(rep.Failures) != 0 {
		t.Errorf("%d passed, %d failed; want %d passed, 0 failed", rep.Passed, len(rep.Failures), passed)
	}
}

func TestDATCv24WithThe2000Rules(t *testing.T) {
	expect(t, runFile(t, filepath.Join(sharedDATC(t), "datc_v2.4_06.txt"), engine.Edition2000), 168)
}

func TestDATCv30DeltaWithThe2023Rules(t *testing.T) {
	expect(t, runFile(t, filepath.Join(sharedDATC(t), "datc_v3_0_delta.txt"), engine.Edition2023), 17)
}

// The 2023 rules differ from the v2.4 file exactly where DATC v3.0 changed
// a preference (6.G.8), where the file encodes the 2000 paradox rule (6.F.17)
// and where it encodes the 2000 rulebook's literal text on disrupted convoys
// (6.F.8).
func TestDATCv24WithThe2023RulesDiffersOnlyWhereThePreferencesDo(t *testing.T) {
	rep := runFile(t, filepath.Join(sharedDATC(t), "datc_v2.4_06.txt"), engine.Edition2023)
	var names []string
	for _, f := range rep.Failures {
		names = append(names, strings.Fields(f.Case)[0])
	}
	if got := strings.Join(names, " "); got != "6.F.8 6.F.17 6.G.8" {
		t.Errorf("failing cases %q, want 6.F.8 6.F.17 6.G.8", got)
	}
}

func TestExtensionBlocks(t *testing.T) {
	expect(t, runFile(t, filepath.Join("testdata", "extensions.txt"), engine.Edition2023), 7)
}

func TestAWrongExpectationFails(t *testing.T) {
	src := `VARIANT_ALL Standard
CASE wrong
PRESTATE
	France: A par
ORDERS
	France: A par-bur
POSTSTATE
	France: A pic
POSTSTATE_RESULTS
	FAILURE: France: A par-bur
POSTSTATE_PHASE Winter 1901, Adjustment
POSTSTATE_WINNER France
END
`
	f, err := datc.Parse("wrong.txt", strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	pkg, _ := variants.Builtin("Standard")
	rep := f.Run(pkg.Variant, engine.Options{})
	if rep.Passed != 0 || len(rep.Failures) != 1 {
		t.Fatalf("got %+v", rep)
	}
	got := rep.Failures[0].String()
	for _, want := range []string{"POSTSTATE: missing France A Pic", "unexpected France A Bur",
		"POSTSTATE_RESULTS: A par-bur SUCCESS, expected FAILURE", "POSTSTATE_PHASE: next phase is Fall 1901 Movement",
		"POSTSTATE_WINNER: got none, expected France"} {
		if !strings.Contains(got, want) {
			t.Errorf("failure line %q lacks %q", got, want)
		}
	}
}

func TestParseErrorsGiveFileAndLine(t *testing.T) {
	_, err := datc.Parse("bad.txt", strings.NewReader("VARIANT_ALL Standard\nCASE x\nBOGUS\nEND\n"))
	if err == nil || err.Error() != `bad.txt:3: "BOGUS" is not inside a block` {
		t.Errorf("got %v", err)
	}
	_, err = datc.Parse("bad.txt", strings.NewReader("CASE x\nPRESTATE\n\tFrance: A par\n"))
	if err == nil || !strings.Contains(err.Error(), "bad.txt:1: CASE x has no END") {
		t.Errorf("got %v", err)
	}
}
