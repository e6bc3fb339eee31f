package render_test

import (
	"testing"
	"unicode/utf8"

	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// No unit badge of any shipped variant can be read as a unit type: a
// French army once showed as a circled "F". Badges are a capital and a
// small letter (or a lone letter that is not A or F, such as Canada's K
// when C is taken), and differ between the powers of a variant.
func TestUnitBadgesNeverReadAsUnitTypes(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		v := p.Variant
		seen := map[string]string{}
		for i := 0; i < v.NumPowers(); i++ {
			pw := v.Power(engine.PowerID(i))
			b := render.Badge(pw.Letter, pw.Name)
			if b == "A" || b == "F" || (utf8.RuneCountInString(b) != 2 && b != pw.Letter) {
				t.Errorf("%s: %s's badge is %q, want a capital and a small letter", p.ID, pw.Name, b)
			}
			if other, dup := seen[b]; dup {
				t.Errorf("%s: %s and %s share the badge %q", p.ID, other, pw.Name, b)
			}
			seen[b] = pw.Name
		}
	}
	for _, c := range []struct{ letter, name, want string }{
		{"F", "France", "Fr"}, {"A", "Austria", "Au"}, {"C", "Confederate States", "Co"},
		{"", "Russia", "Ru"}, {"K", "Canada", "K"}, {"F", "Quebec", "Fq"}, {"", "", "?"},
	} {
		if got := render.Badge(c.letter, c.name); got != c.want {
			t.Errorf("Badge(%q, %q) = %q, want %q", c.letter, c.name, got, c.want)
		}
	}
}
