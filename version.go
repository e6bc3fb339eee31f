package main

import (
	_ "embed"
	"fmt"
	"runtime/debug"

	"github.com/BurntSushi/toml"
)

// fyneApp is FyneApp.toml, the one place the release version is written:
// Fyne's packaging tool (make dist) reads it for the package, and the
// About box reads this embedded copy, so `go build` and the package say
// the same.
//
//go:embed FyneApp.toml
var fyneApp []byte

// appVersion is what About shows: the version and build from FyneApp.toml,
// and the commit the binary was built from when Go recorded one (a build
// inside a git checkout), marked when the tree had local changes.
func appVersion() string {
	var meta struct {
		Details struct {
			Version string
			Build   int
		}
	}
	if _, err := toml.Decode(string(fyneApp), &meta); err != nil || meta.Details.Version == "" {
		return "unknown version"
	}
	v := meta.Details.Version
	if meta.Details.Build > 0 {
		v += fmt.Sprintf(" (build %d)", meta.Details.Build)
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return v
	}
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	if len(rev) > 7 {
		rev = rev[:7]
	}
	if rev != "" {
		v += ", commit " + rev
		if modified == "true" {
			v += " with local changes"
		}
	}
	return v
}
