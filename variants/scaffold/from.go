package scaffold

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"dipdesk/variants"
)

var (
	variantLine = regexp.MustCompile(`(?m)^variant\s+\S+\s*$`)
	nameLine    = regexp.MustCompile(`(?m)^name\s+.*$`)
	aliasLine   = regexp.MustCompile(`(?m)^alias\s+.*\n`)
	caseLine    = regexp.MustCompile(`(?m)^(CASE\s+)[^.\s]+\.`)
	variantAll  = regexp.MustCompile(`(?m)^VARIANT_ALL\s+.*$`)
)

// From writes parent/id/ as a copy of src (a built-in or installed
// variant), every file of its folder, renamed for id: the "variant" and
// "name" lines, no aliases (they belong to the original), and its
// scenarios' VARIANT_ALL and case names. It is a full, working example to
// start a design from; it refuses a folder that already has files.
func From(id, parent string, src *variants.Package) (string, error) {
	if err := CheckID(id); err != nil {
		return "", err
	}
	dir := filepath.Join(parent, id)
	if err := fresh(dir); err != nil {
		return "", err
	}
	title := Title(id)
	err := fs.WalkDir(src.Files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(d.Name(), ".") {
			return err
		}
		data, err := fs.ReadFile(src.Files, name)
		if err != nil {
			return err
		}
		switch name {
		case variants.DefinitionFile:
			s := variantLine.ReplaceAllString(string(data), "variant "+id)
			s = nameLine.ReplaceAllString(s, "name "+title)
			data = []byte(aliasLine.ReplaceAllString(s, ""))
		case "scenarios.txt":
			s := variantAll.ReplaceAllString(string(data), "VARIANT_ALL "+title)
			data = []byte(caseLine.ReplaceAllString(s, "${1}"+id+"."))
		}
		out := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		return os.WriteFile(out, data, 0o644)
	})
	if err != nil {
		return "", err
	}
	return dir, nil
}
