package coach

import (
	"fmt"
	"slices"
	"strings"

	"dipdesk/engine"
)

// checkHint adjudicates a hint's witness with the power's orders (every
// other unit holding) and returns what is false about the hint, or "".
func checkHint(v *engine.Variant, pos *engine.Position, pw engine.PowerID, given []engine.Order, h Hint) string {
	out, err := engine.Adjudicate(v, pos, append(slices.Clone(given), h.Witness...), engine.Options{})
	if err != nil {
		return err.Error()
	}
	for _, r := range out.Results {
		if r.Err != nil && !r.Implicit {
			return fmt.Sprintf("%q: witness order %s is illegal: %v", h.Text, v.FormatOrder(r.Order), r.Err)
		}
	}
	switch h.Kind {
	case Dislodge:
		for _, d := range out.After.Dislodged {
			if d.Power == pw && v.ProvinceOf(d.Loc) == h.Province {
				return ""
			}
		}
		// a unit with no retreat is gone from After altogether
		if i := out.After.UnitIn(v, h.Province); i >= 0 && out.After.Units[i].Power != pw {
			return ""
		}
		return fmt.Sprintf("%q: with its witness the unit is not dislodged", h.Text)
	case Open:
		i := out.After.UnitIn(v, h.Province)
		if i >= 0 && out.After.Units[i].Power != pw {
			return ""
		}
		if i >= 0 && strings.Contains(h.Text, " if ") {
			return "" // the unit's own move failed: the hint said "if"
		}
		return fmt.Sprintf("%q: with its witness nobody walks in", h.Text)
	}
	return fmt.Sprintf("%q: unknown kind %d", h.Text, h.Kind)
}
