// Package scaffold writes a new variant folder to start a design from
// (`dipdesk new-variant ID [DIR]`): a small two-power board of Ireland
// that validates, plays and passes its scenarios as it is, with every file
// commented so the designer can change it step by step. The template is
// template/; its id "isle" and name "Isle" become the new variant's.
package scaffold

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"dipdesk/internal/filename"
	"dipdesk/variants"
)

//go:embed template
var template embed.FS

// Files are the files a new variant folder gets, in the order written.
var Files = []string{variants.DefinitionFile, "board.toml", "map.svg", "rules.md", "scenarios.txt"}

var idPattern = regexp.MustCompile(`^[a-z][a-z0-9_-]{0,31}$`)

// CheckID says why id cannot name a new variant, or nil: it must be
// lowercase letters, digits, - or _ (it is a folder name and the word on
// the "variant" line), and no built-in variant's id, name or alias.
func CheckID(id string) error {
	if !idPattern.MatchString(id) {
		return fmt.Errorf("%q cannot be a variant id: use 1 to 32 lowercase letters, digits, - or _, starting with a letter", id)
	}
	if err := filename.Check("a variant id", id); err != nil {
		return err // con, nul, com1 …: the folder could not exist on Windows
	}
	if p, err := variants.Builtin(id); err == nil {
		return fmt.Errorf("%q is already the built-in variant %s: choose another id", id, p.Variant.Name)
	}
	return nil
}

// Title is the display name a new variant starts with: its id in words,
// "my-isle" → "My Isle".
func Title(id string) string {
	words := strings.FieldsFunc(id, func(r rune) bool { return r == '-' || r == '_' })
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

// Write creates parent/id/ with the template's files, renamed for id, and
// returns the folder. It refuses a folder that already has files, so it
// never overwrites a design.
func Write(id, parent string) (string, error) {
	dir, title, err := newFolder(id, parent)
	if err != nil {
		return "", err
	}
	rename := strings.NewReplacer(
		"variant isle ", "variant "+id+" ",
		"\nname Isle\n", "\nname "+title+"\n",
		"VARIANT_ALL Isle\n", "VARIANT_ALL "+title+"\n",
		"CASE isle.", "CASE "+id+".",
		"# Isle\n", "# "+title+"\n",
	)
	for _, name := range Files {
		data, err := template.ReadFile("template/" + name)
		if err != nil {
			return "", err
		}
		if name != "map.svg" {
			data = []byte(rename.Replace(string(data)))
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return "", err
		}
	}
	return dir, nil
}

// newFolder checks id and returns parent/id, created, with id's title:
// the opening every writer here shares. It refuses a folder that already
// has files, so that no design is ever written over.
func newFolder(id, parent string) (dir, title string, err error) {
	if err := CheckID(id); err != nil {
		return "", "", err
	}
	dir = filepath.Join(parent, id)
	if err := fresh(dir); err != nil {
		return "", "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", "", err
	}
	return dir, Title(id), nil
}

// fresh refuses a folder that already has files, so that no design is
// ever written over.
func fresh(dir string) error {
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return fmt.Errorf("%s already exists and is not empty: choose another id or folder", dir)
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}
