package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// dipdesk mapgen draws a designer's board with the built-in geography
// alone: a new variant's board comes out as it was shipped, and the
// compromises are printed.
func TestMapgenDrawsANewVariantWithTheBuiltInGeography(t *testing.T) {
	oneGoroutine(t)
	var out, errs bytes.Buffer
	parent := t.TempDir()
	if code := Run([]string{"new-variant", "loch", parent}, &out, &errs); code != 0 {
		t.Fatal(errs.String())
	}
	dir := filepath.Join(parent, "loch")
	shipped, _ := os.ReadFile(filepath.Join(dir, "map.svg"))
	os.Remove(filepath.Join(dir, "map.svg"))
	out.Reset()
	if code := Run([]string{"mapgen", dir}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	drawn, err := os.ReadFile(filepath.Join(dir, "map.svg"))
	if err != nil || !bytes.Equal(drawn, shipped) {
		t.Errorf("the board drawn differs from the one new-variant wrote (%v)", err)
	}
	for _, want := range []string{"dipdesk mapgen: " + filepath.Join(dir, "map.svg") + ": 900×1120, 13 provinces", "dipdesk mapgen: cramped: "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	errs.Reset()
	if code := Run([]string{"mapgen"}, &out, &errs); code != 2 || !strings.Contains(errs.String(), "usage: dipdesk mapgen DIR") {
		t.Errorf("no folder: exit %d: %s", code, errs.String())
	}
	spec, _ := os.ReadFile(filepath.Join(dir, "board.toml"))
	os.WriteFile(filepath.Join(dir, "board.toml"), bytes.Replace(spec, []byte(`land = "50m"`), []byte(`land = "10m"`), 1), 0o644)
	errs.Reset()
	if code := Run([]string{"mapgen", dir}, &out, &errs); code != 1 || !strings.Contains(errs.String(), "--geodata") {
		t.Errorf("10m: exit %d: %s", code, errs.String())
	}
}
