// Package posixlocale maps the POSIX "C" locale to US English before Fyne
// reads the locale. Fyne cannot parse "C" (common on servers, containers
// and CI) and logs an error on every start, headless commands included.
// Import it for its side effect from main; Go initialises packages in
// import-path order once their own imports are ready, and this one imports
// nothing of Fyne, so it runs first.
package posixlocale

import (
	"os"
	"strings"
)

func init() {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"} {
		v, ok := os.LookupEnv(name)
		if !ok {
			continue
		}
		base := strings.SplitN(v, ".", 2)[0]
		if base == "C" || base == "POSIX" {
			os.Setenv(name, "en_US.UTF-8")
		}
	}
}
