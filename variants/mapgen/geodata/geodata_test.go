package geodata

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"dipdesk/variants/mapgen/gen"
)

// With DIPDESK_GEODATA set, every layer of the pack equals what LoadGeo
// reads from the files it was packed from.
func TestPackEqualsTheFiles(t *testing.T) {
	dir := os.Getenv("DIPDESK_GEODATA")
	if dir == "" {
		t.Skip("DIPDESK_GEODATA not set (see variants/mapgen/README.md)")
	}
	for _, res := range gen.PackResolutions {
		want, err := gen.LoadGeo(dir, res)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Load(res)
		if err != nil {
			t.Fatal(err)
		}
		for name, pair := range map[string][2][]gen.Feature{
			"land": {got.Land, want.Land}, "countries": {got.Countries, want.Countries},
			"lakes": {got.Lakes, want.Lakes}, "rivers": {got.Rivers, want.Rivers},
		} {
			if !reflect.DeepEqual(normal(pair[0]), normal(pair[1])) {
				t.Errorf("%s %s: the pack differs from the files", res, name)
			}
		}
	}
}

// normal makes empty and absent slices alike.
func normal(fs []gen.Feature) []gen.Feature {
	out := make([]gen.Feature, len(fs))
	for i, f := range fs {
		if len(f.Lines) == 0 {
			f.Lines = nil
		}
		if len(f.Polygons) == 0 {
			f.Polygons = nil
		}
		out[i] = f
	}
	return out
}

func TestUnknownResolutionSaysWhatThereIs(t *testing.T) {
	if _, err := Load("10m"); err == nil || !strings.Contains(err.Error(), "--geodata") {
		t.Errorf("10m: %v", err)
	}
}

func TestDamagedPackIsAnError(t *testing.T) {
	for _, data := range [][]byte{nil, []byte("not deflate"), pack[:len(pack)/2]} {
		if _, err := gen.LoadPack(data, "50m"); err == nil {
			t.Errorf("a damaged pack of %d bytes loads", len(data))
		}
	}
}
