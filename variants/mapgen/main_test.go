package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRunNeedsAVariant(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run(nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "usage: mapgen") {
		t.Errorf("exit %d, %q", code, errb.String())
	}
}

func TestRunReportsMissingGeodata(t *testing.T) {
	dir := t.TempDir()
	spec := "width = 200\n[projection]\nkind = \"equirect\"\nbounds = [0, 0, 10, 10]\n[[province]]\nid = \"a\"\nanchors = [[5, 5]]\n"
	if err := os.WriteFile(filepath.Join(dir, "board.toml"), []byte(spec), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	code := run([]string{dir, "--geodata", filepath.Join(dir, "none")}, &out, &errb)
	if code != 1 || !strings.Contains(errb.String(), "fetch-geodata.sh") {
		t.Errorf("exit %d, %q", code, errb.String())
	}
}
