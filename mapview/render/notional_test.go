package render_test

import (
	"testing"

	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// American Conflict's notionally held centres are tinted in their power's
// colour but have no owner's marker until someone captures them.
func TestNotionalCentresAreTintedButUnowned(t *testing.T) {
	pkg, err := variants.Builtin("americanconflict")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	pos := v.Start()
	s := render.SceneOf(v, &pos, nil, nil)
	mil, _ := v.LookupProvince("mil")
	usa, _ := v.LookupPower("usa")
	if v.NotionalOwner(mil) != usa || pos.Owners[mil] != engine.NoPower {
		t.Fatal("setup: Milwaukee should be the Union's notionally, owned by nobody")
	}
	if got, ok := s.Tint["mil"]; !ok || got != int(usa) {
		t.Errorf("Milwaukee tint %d %v, want the Union's %d", got, ok, usa)
	}
	if _, owned := s.SCOwner["mil"]; owned {
		t.Error("Milwaukee is drawn as owned before anyone captured it")
	}
	pos.Owners[mil] = usa - 1 // captured by another power
	s = render.SceneOf(v, &pos, nil, nil)
	if s.Tint["mil"] != int(usa-1) || s.SCOwner["mil"] != int(usa-1) {
		t.Errorf("after capture: tint %d owner %d, want %d", s.Tint["mil"], s.SCOwner["mil"], usa-1)
	}
}
