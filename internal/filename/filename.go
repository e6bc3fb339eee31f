// Package filename says whether a name the user gives (a save's name, a
// variant's id) can be a file or folder name on every system dipdesk runs
// on. Windows forbids more than Linux does, and saves and variants travel
// between them, so the rule is the same everywhere: a name Windows would
// refuse is refused on Linux too, in plain words, before any file is
// touched. Nothing is ever renamed behind the user's back.
package filename

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// forbidden are the characters Windows does not allow in a file name.
const forbidden = `<>:"/\|?*`

// reserved are the device names Windows keeps: a file cannot be called
// one of them, with or without an extension (CON, con.json, Com1.txt),
// whatever the case. The superscript digits are Windows's too.
var reserved = map[string]bool{"CON": true, "PRN": true, "AUX": true, "NUL": true}

func init() {
	for _, d := range []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "¹", "²", "³"} {
		reserved["COM"+d] = true
		reserved["LPT"+d] = true
	}
}

// Check says why name cannot be a file name on Windows, or nil. what
// names the thing for the message ("a save's name", "a variant id"), which
// starts with it: `a save's name cannot contain : or ? (Windows does not
// allow < > : " / \ | ? * in a file name)`.
func Check(what, name string) error {
	var bad []string
	for _, r := range name {
		if strings.ContainsRune(forbidden, r) {
			if !slices.Contains(bad, string(r)) {
				bad = append(bad, string(r))
			}
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("%s cannot contain %s (Windows does not allow < > : \" / \\ | ? * in a file name)", what, orList(bad))
	}
	if strings.ContainsFunc(name, unicode.IsControl) {
		return fmt.Errorf("%s cannot contain control characters (such as a tab or a new line)", what)
	}
	if strings.HasSuffix(name, ".") || strings.HasSuffix(name, " ") {
		return fmt.Errorf("%s cannot end with a dot or a space: Windows drops them, so the file would not be found again", what)
	}
	base, _, _ := strings.Cut(name, ".")
	if reserved[strings.ToUpper(strings.TrimRight(base, " "))] {
		return fmt.Errorf("%s cannot be %q: Windows keeps that name for a device (CON, PRN, AUX, NUL, COM1 to COM9, LPT1 to LPT9)", what, name)
	}
	return nil
}

// orList joins ["a", "b", "c"] as `a, b or c`.
func orList(items []string) string {
	if len(items) == 1 {
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}
