package variants

import (
	"strconv"
	"strings"

	"dipdesk/engine"
)

// special reads the statements that switch on the engine's optional
// mechanisms:
//
//	neutral <army|fleet> <location> [retreats]   a unit of no power
//	bridge <province> <province>                  a land bridge: no swap across it
//	event <year> <province> <power>               unowned at the end of <year>: joins <power>
//	fleethome <power> <province> ...              fleets only in the first of these captured
//	quietdraw <years>                             drawn when no centre changes owner for <years>
func (p *defParser) special(kw string, words []string) {
	s := &p.spec
	switch kw {
	case "neutral":
		if len(words) < 2 || len(words) > 3 || (len(words) == 3 && words[2] != "retreats") {
			p.errf("expected \"neutral <army|fleet> <location> [retreats]\"")
			return
		}
		u := engine.UnitSpec{Loc: words[1], Retreats: len(words) == 3, Line: p.line}
		switch strings.ToLower(words[0]) {
		case "army", "a":
			u.Type = engine.Army
		case "fleet", "f":
			u.Type = engine.Fleet
		default:
			p.errf("neutral: %q: expected army or fleet", words[0])
			return
		}
		s.Neutrals = append(s.Neutrals, u)
	case "bridge":
		if len(words) != 2 {
			p.errf("expected \"bridge <province> <province>\"")
			return
		}
		s.Bridges = append(s.Bridges, engine.EdgeSpec{A: words[0], B: words[1], Army: true, Fleet: true, Line: p.line})
	case "event":
		if len(words) != 3 {
			p.errf("expected \"event <year> <province> <power>\"")
			return
		}
		y, err := strconv.Atoi(words[0])
		if err != nil {
			p.errf("event: year %q is not a number", words[0])
			return
		}
		s.Events = append(s.Events, engine.EventSpec{Year: y, Province: words[1], Power: words[2], Line: p.line})
	case "fleethome":
		if len(words) < 2 {
			p.errf("expected \"fleethome <power> <province> ...\"")
			return
		}
		s.FleetHomes = append(s.FleetHomes, engine.FleetHomeSpec{Power: words[0], Centres: words[1:], Line: p.line})
	case "quietdraw":
		n, err := strconv.Atoi(strings.Join(words, " "))
		if err != nil || n <= 0 {
			p.errf("expected \"quietdraw <number of years>\"")
			return
		}
		s.Rules.QuietYears = n
	}
}
