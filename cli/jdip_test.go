package cli

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// A jDip plug-in folder imports every variant it can and names the one it
// refuses; each imported variant validates with no problem (graph, board,
// legibility, colours); a second import is refused until --replace.
func TestImportJDipPluginThenValidate(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	reloadXDG(t)
	var out, errs bytes.Buffer
	for _, fx := range []string{"octo", "twist"} {
		dir := filepath.Join("..", "variants", "jdip", "testdata", fx)
		out.Reset()
		errs.Reset()
		code := Run([]string{"import-variant", dir}, &out, &errs)
		want := 0
		if fx == "twist" {
			want = 1 // its second variant asks for wings
			if !strings.Contains(errs.String(), `"Twist Winged" is not imported: rule option OPTION_WINGS=VALUE_WINGS_ENABLED`) {
				t.Errorf("twist: the refusal does not name the variant and option: %s", errs.String())
			}
		}
		if code != want || !strings.Contains(out.String(), "installed ") {
			t.Fatalf("%s: exit %d: %s %s", fx, code, out.String(), errs.String())
		}
		if code, got := validateOut(fx); code != 0 || !strings.Contains(got, fx+": no problems") {
			t.Errorf("validate %s: exit %d: %s", fx, code, got)
		}
	}
	errs.Reset()
	dir := filepath.Join("..", "variants", "jdip", "testdata", "octo")
	if code := Run([]string{"import-variant", dir}, &out, &errs); code != 1 || !strings.Contains(errs.String(), "--replace") {
		t.Errorf("re-import: exit %d: %s", code, errs.String())
	}
	if code := Run([]string{"import-variant", "--replace", dir}, &out, &errs); code != 0 {
		t.Errorf("re-import with --replace: exit %d: %s", code, errs.String())
	}
}
