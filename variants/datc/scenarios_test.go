package datc_test

import (
	"bytes"
	"errors"
	"io/fs"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/datc"
)

// ScenarioFile is where a variant package keeps the scenario cases for its
// special rules.
const scenarioFile = "scenarios.txt"

// TestVariantScenarios runs every built-in variant's scenarios.txt, the
// cases that pin down its special rules, with the default rules edition.
func TestVariantScenarios(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range pkgs {
		data, err := pkg.ReadFile(scenarioFile)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		t.Run(pkg.ID, func(t *testing.T) {
			if err != nil {
				t.Fatal(err)
			}
			name := "variants/" + pkg.ID + "/" + scenarioFile
			f, err := datc.Parse(name, bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			v, err := variants.Builtin(f.Variant)
			if err != nil {
				t.Fatal(err)
			}
			if v.ID != pkg.ID {
				t.Fatalf("%s says VARIANT_ALL %s, which is %s", name, f.Variant, v.ID)
			}
			rep := f.Run(v.Variant, engine.Options{})
			for _, fl := range rep.Failures {
				t.Error(fl)
			}
			if len(rep.Failures) > 0 || rep.Passed != len(f.Cases) || rep.Passed == 0 {
				t.Errorf("%s: %d passed, %d failed of %d cases", name, rep.Passed, len(rep.Failures), len(f.Cases))
			}
		})
	}
}
