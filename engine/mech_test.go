package engine_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/datc"
)

// The variant mechanisms (victory timing, build lists, conditional borders,
// ...) are tested on small synthetic boards in testdata/mech: NAME.variant.txt
// is a definition and NAME.scenarios.txt its DATC-format cases.

// mechVariant builds testdata/mech/NAME.variant.txt, with each pair of
// edits (old, new) applied to its text first.
func mechVariant(t testing.TB, name string, edits ...string) *engine.Variant {
	t.Helper()
	file := filepath.Join("testdata", "mech", name+".variant.txt")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	src := string(data)
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(src, edits[i]) {
			t.Fatalf("%s has no %q to replace", file, edits[i])
		}
		src = strings.Replace(src, edits[i], edits[i+1], 1)
	}
	v, err := variants.Build(file, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestMechanismScenarios runs every testdata/mech/*.scenarios.txt on its
// synthetic variant.
func TestMechanismScenarios(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "mech", "*.scenarios.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenario files: %v", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".scenarios.txt")
		t.Run(name, func(t *testing.T) {
			v := mechVariant(t, name)
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			f, err := datc.Parse(file, bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			rep := f.Run(v, engine.Options{})
			for _, fl := range rep.Failures {
				t.Error(fl)
			}
			if len(f.Cases) == 0 || rep.Passed != len(f.Cases) {
				t.Errorf("%s: %d of %d cases passed", file, rep.Passed, len(f.Cases))
			}
		})
	}
}

// mustOrders parses orders, each written "Power: order".
func mustOrders(t testing.TB, v *engine.Variant, lines ...string) []engine.Order {
	t.Helper()
	var out []engine.Order
	for _, s := range lines {
		pw, text, _ := strings.Cut(s, ":")
		o, err := v.ParseOrder(text)
		if err != nil {
			t.Fatal(err)
		}
		o.Power = power(t, v, pw)
		out = append(out, o)
	}
	return out
}

func names(v *engine.Variant, ps []engine.PowerID) string {
	var out []string
	for _, p := range ps {
		out = append(out, v.Power(p).Name)
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ",")
}
