package app

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every message the app shows goes through inform or showError (or, for a
// question, confirm or withKeys), which answer Enter and Escape: a plain
// dialog.ShowInformation or dialog.ShowError takes neither.
func TestNoDialogIgnoresTheKeys(t *testing.T) {
	plain := regexp.MustCompile(`dialog\.Show(Information|Error|Confirm)\(`)
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(data), "\n") {
			if plain.MatchString(line) {
				t.Errorf("%s:%d: %s — use u.inform, u.showError or u.confirm, which answer Enter and Escape",
					f, i+1, strings.TrimSpace(line))
			}
		}
	}
}
