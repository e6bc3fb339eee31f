package share

import (
	"archive/zip"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"dipdesk/variants/scaffold"
)

// A shared variant whose id Windows cannot use as a folder name is
// refused on every system, before anything is installed: the zip may be
// shared on to a Windows machine next.
func TestImportRefusesAnIDWindowsForbids(t *testing.T) {
	dir, err := scaffold.Write("tara", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for id, says := range map[string]string{
		"nul":   `its variant id cannot be "nul": Windows keeps that name for a device`,
		"com3":  `its variant id cannot be "com3"`,
		"tara:": "its variant id cannot contain : (Windows does not allow",
	} {
		zp := writeZip(t, func(zw *zip.Writer) {
			for _, name := range scaffold.Files {
				data, err := os.ReadFile(filepath.Join(dir, name))
				if err != nil {
					t.Fatal(err)
				}
				if name == "variant.txt" {
					data = regexp.MustCompile(`(?m)^variant tara\b`).ReplaceAll(data, []byte("variant "+id))
				}
				add(t, zw, name, string(data))
			}
		})
		root := filepath.Join(t.TempDir(), "variants")
		if _, err := Import(zp, root); err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("importing id %q: %v; want it to say %q", id, err, says)
		}
		if entries, _ := os.ReadDir(root); len(entries) != 0 {
			t.Errorf("importing id %q left %v", id, entries)
		}
	}
}
