package cli

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// new-variant writes into the installed variants by default, where
// validate and datc find it at once.
func TestNewVariantThenValidateAndDATC(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	reloadXDG(t)
	var out, errs bytes.Buffer
	if code := Run([]string{"new-variant", "moors"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	dir := filepath.Join(data, "dipdesk", "variants", "moors")
	if !strings.Contains(out.String(), "wrote "+dir) || !strings.Contains(out.String(), "dipdesk validate "+dir) {
		t.Errorf("output:\n%s", out.String())
	}
	if code, got := validateOut("moors"); code != 0 || !strings.Contains(got, "moors: no problems (13 provinces, 7 supply centres, 2 powers") {
		t.Errorf("validate: exit %d: %s", code, got)
	}
	out.Reset()
	if code := Run([]string{"datc", filepath.Join(dir, "scenarios.txt")}, &out, &errs); code != 0 || out.String() != "4 passed, 0 failed\n" {
		t.Errorf("datc: exit %d: %s %s", code, out.String(), errs.String())
	}
	if code := Run([]string{"new-variant", "moors"}, &out, &errs); code != 1 || !strings.Contains(errs.String(), "not empty") {
		t.Errorf("again: exit %d: %s", code, errs.String())
	}
	if code := Run([]string{"new-variant"}, &out, &errs); code != 2 {
		t.Errorf("no id: exit %d", code)
	}
}

func TestExportThenImportVariant(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	reloadXDG(t)
	var out, errs bytes.Buffer
	other := t.TempDir()
	if code := Run([]string{"new-variant", "fens", other}, &out, &errs); code != 0 {
		t.Fatalf("new-variant: %s", errs.String())
	}
	zp := filepath.Join(t.TempDir(), "fens.zip")
	if code := Run([]string{"export-variant", filepath.Join(other, "fens"), zp}, &out, &errs); code != 0 {
		t.Fatalf("export: %s", errs.String())
	}
	out.Reset()
	if code := Run([]string{"import-variant", zp}, &out, &errs); code != 0 || !strings.Contains(out.String(), "installed Fens (fens)") {
		t.Fatalf("import: exit %d: %s %s", code, out.String(), errs.String())
	}
	if code, got := validateOut("fens"); code != 0 {
		t.Errorf("validate the imported variant: %s", got)
	}
	errs.Reset()
	out.Reset()
	if code := Run([]string{"export-variant", "classic", zp}, &out, &errs); code != 0 || !strings.Contains(out.String(), "dipdesk new-variant ID --from classic") {
		t.Errorf("export classic: exit %d: %s %s", code, out.String(), errs.String())
	}
}

// A designer with only the binary finds the reference, and a whole
// example to start from, or a board to draw by hand.
func TestReferenceAndExamplesFromTheBinary(t *testing.T) {
	oneGoroutine(t)
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	reloadXDG(t)
	var out, errs bytes.Buffer
	if code := Run([]string{"help", "variant"}, &out, &errs); code != 0 {
		t.Fatalf("help variant: exit %d: %s", code, errs.String())
	}
	for _, want := range []string{"dipdesk help variant countries", "power <id> [adj=Word]", "## Hand-drawn boards", "## A worked example", "- Ireland\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("help variant lacks %q", want)
		}
	}
	out.Reset()
	if code := Run([]string{"help", "variant", "countries"}, &out, &errs); code != 0 || strings.Contains(out.String(), "## Hand-drawn") || !strings.Contains(out.String(), "- Spain\n") {
		t.Errorf("help variant countries: exit %d", code)
	}
	if code := Run([]string{"help", "variant", "nosuch"}, &out, &errs); code != 2 {
		t.Errorf("an unknown topic: exit %d", code)
	}
	if code := Run([]string{"help"}, &out, &errs); code != 0 || !strings.Contains(out.String(), "help variant") {
		t.Errorf("help does not name help variant")
	}
	out.Reset()
	if code := Run([]string{"new-variant", "europa", "--from", "classic"}, &out, &errs); code != 0 {
		t.Fatalf("--from classic: exit %d: %s", code, errs.String())
	}
	if code, got := validateOut("europa"); code != 0 || !strings.Contains(got, "europa: no problems (75 provinces, 34 supply centres, 7 powers") {
		t.Errorf("validate the copy: exit %d: %s", code, got)
	}
	out.Reset()
	if code := Run([]string{"new-variant", "fjord", "--hand-drawn"}, &out, &errs); code != 0 || !strings.Contains(out.String(), "Hand-drawn boards") {
		t.Fatalf("--hand-drawn: exit %d: %s %s", code, out.String(), errs.String())
	}
	if code, got := validateOut("fjord"); code != 0 || !strings.Contains(got, "fjord: no problems (16 provinces, 6 supply centres, 2 powers") {
		t.Errorf("validate the hand-drawn start: exit %d: %s", code, got)
	}
	if code := Run([]string{"new-variant", "x", "--from", "classic", "--hand-drawn"}, &out, &errs); code != 2 {
		t.Errorf("--from with --hand-drawn: exit %d", code)
	}
}
