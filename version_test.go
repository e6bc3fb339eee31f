package main

import (
	"strings"
	"testing"
)

// The version About shows is FyneApp.toml's, the one make dist packages.
func TestAppVersionIsFyneAppTOMLs(t *testing.T) {
	if v := appVersion(); !strings.HasPrefix(v, "0.1.0 (build 1)") {
		t.Errorf("appVersion() = %q, want FyneApp.toml's 0.1.0 (build 1) first", v)
	}
}
