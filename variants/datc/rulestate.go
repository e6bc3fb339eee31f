package datc

import (
	"sort"
	"strconv"
	"strings"

	"dipdesk/engine"
)

// Extensions for variants that keep more than units and owners in the
// position:
//
//	Neutral: A ala                  a unit of no power, in any unit block
//	PRESTATE_QUIET_YEARS 3          years in a row with no centre changing owner
//	PRESTATE_FLEET_HOME             block of "Power: province", fleet homes won
//	POSTSTATE_QUIET_YEARS 0         the count in the next position
//	POSTSTATE_DRAW Canada, Texas    the game ends drawn among these ("none")

// neutralName is the power written for neutral units.
const neutralName = "Neutral"

func (r *runner) applyRuleState(pos *engine.Position, c *Case) {
	if c.QuietYears != "" {
		n, err := strconv.Atoi(c.QuietYears)
		if err != nil || n < 0 {
			r.errf("PRESTATE_QUIET_YEARS: %q is not a number of years", c.QuietYears)
		}
		pos.QuietYears = n
	}
	for _, l := range c.FleetHomes {
		pw, p, ok := r.ownerLine(l)
		if !ok {
			continue
		}
		if pos.FleetHomes == nil || pw == engine.NoPower {
			r.errf("line %d: the variant keeps no fleet home for %s", l.No, l.Power)
			continue
		}
		pos.FleetHomes[pw] = p
	}
}

func (r *runner) compareRuleState(c *Case, out engine.Outcome) {
	if c.PostQuietYears != "" {
		if n, err := strconv.Atoi(c.PostQuietYears); err != nil || n != out.Next.QuietYears {
			r.errf("POSTSTATE_QUIET_YEARS: %d, expected %s", out.Next.QuietYears, c.PostQuietYears)
		}
	}
	if !c.HasPostDraw {
		return
	}
	var want, got []string
	if s := strings.TrimSpace(c.PostDraw); s != "" && !strings.EqualFold(s, "none") {
		for _, n := range strings.Split(s, ",") {
			if pw, ok := r.power(Line{Power: strings.TrimSpace(n)}); ok && pw != engine.NoPower {
				want = append(want, r.v.Power(pw).Name)
			}
		}
	}
	for _, p := range out.Drawn {
		got = append(got, r.v.Power(p).Name)
	}
	sort.Strings(want)
	sort.Strings(got)
	if strings.Join(want, ",") != strings.Join(got, ",") {
		r.errf("POSTSTATE_DRAW: got %s, expected %s", orNone(got), orNone(want))
	}
}
