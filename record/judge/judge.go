// Package judge writes a game in the text the e-mail judges publish after
// every phase, and reads the orders back out of it: per phase a header
// ("Movement results for Spring of 1901."), one line per order with the
// power, units and places written in full and its result in starred
// brackets ("Austria: Army Vienna -> Galicia.  (*bounce*)"), and after
// each year the ownership of the supply centres and each power's count.
// Players have read games in this form for decades, and other programs
// (jDip among them) import it.
//
// Read gives the orders only: a game read back is adjudicated again by
// dipdesk, so results in the text are never trusted.
package judge

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"

	"dipdesk/engine"
	"dipdesk/record"
	"dipdesk/replay"
)

// Write writes g's resolved phases in judge notation. title names the
// game in each phase's header.
func Write(w io.Writer, g *engine.Game, title string) error {
	v := g.Variant
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "Game: %s\nVariant: %s\nRules: %s edition\n", title, v.Name, g.Options.Edition)
	for i := range g.Turns {
		t := &g.Turns[i]
		ph := t.Position.Phase
		fmt.Fprintf(bw, "\n%s results for %s of %d.  (%s/%s)\n\n", ph.Kind, season(v, ph), ph.Year, title, replay.ShortPhase(v, ph))
		lines := orderLines(v, t)
		for _, l := range lines {
			bw.WriteString(l + "\n")
		}
		next := g.Current
		if i+1 < len(g.Turns) {
			next = g.Turns[i+1].Position
		}
		if next.Phase.Year != ph.Year || i == len(g.Turns)-1 && ph.Kind == engine.Adjustment {
			ownership(bw, v, &next)
		}
	}
	return bw.Flush()
}

// season is the phase's season in the variant's words (Winter for
// adjustments).
func season(v *engine.Variant, p engine.Phase) string {
	name := v.PhaseName(p)
	return strings.Fields(name)[0]
}

// orderLines is one line per order of turn t, sorted by power and unit,
// each with its result when it did not simply succeed.
func orderLines(v *engine.Variant, t *engine.Turn) []string {
	type line struct {
		power engine.PowerID
		text  string
	}
	var lines []line
	for _, r := range t.Outcome.Results {
		pw := r.Order.Power
		if pw < 0 || int(pw) >= v.NumPowers() {
			continue
		}
		text := OrderText(v, r.Order, t.Outcome.Results)
		if text == "" {
			continue
		}
		if res := resultWords(r); res != "" {
			text += "  (*" + res + "*)"
		}
		lines = append(lines, line{pw, fmt.Sprintf("%s: %s", v.Power(pw).Name, text)})
	}
	slices.SortStableFunc(lines, func(a, b line) int { return int(a.power) - int(b.power) })
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.text
	}
	return out
}

// unit is "Army Vienna", "Fleet St Petersburg (south coast)".
func unit(v *engine.Variant, t engine.UnitType, l engine.LocID) string {
	return unitWord(t) + " " + v.LocFullName(l)
}

// unitWord is "Army" or "Fleet".
func unitWord(t engine.UnitType) string {
	if t == engine.Fleet {
		return "Fleet"
	}
	return "Army"
}

// article is "an army" or "a fleet".
func article(t engine.UnitType) string {
	if t == engine.Fleet {
		return "a fleet"
	}
	return "an army"
}

// OrderText is one order in judge notation, ending in a full stop; all
// is the phase's orders, for a convoyed army's route.
func OrderText(v *engine.Variant, o engine.Order, all []engine.Result) string {
	switch o.Kind {
	case engine.Build:
		return "Builds " + article(o.Type) + " in " + v.LocFullName(o.Loc) + "."
	case engine.Remove:
		return "Removes the " + strings.ToLower(unitWord(o.Type)) + " in " + v.LocFullName(o.Loc) + "."
	case engine.Waive:
		return "Build waived."
	}
	me := unit(v, o.Type, o.Loc)
	switch o.Kind {
	case engine.Hold:
		return me + " HOLD."
	case engine.Disband:
		return me + " DISBAND."
	case engine.Move:
		route := []string{me}
		for _, f := range convoyRoute(v, o, all) {
			route = append(route, v.LocFullName(f))
		}
		return strings.Join(append(route, v.LocFullName(o.Dest)), " -> ") + "."
	case engine.Support:
		s := me + " SUPPORT " + unit(v, targetType(o), o.Target)
		if o.Dest != engine.NoLoc {
			s += " -> " + v.LocFullName(o.Dest)
		}
		return s + "."
	case engine.Convoy:
		return me + " CONVOY " + unit(v, engine.Army, o.Target) + " -> " + v.LocFullName(o.Dest) + "."
	}
	return ""
}

// targetType is the supported unit's type as written, else an army.
func targetType(o engine.Order) engine.UnitType {
	if o.TargetType == engine.Fleet {
		return engine.Fleet
	}
	return engine.Army
}

// convoyRoute is the fleets convoying army move m, in order from the
// army to its destination; none for a move by land.
func convoyRoute(v *engine.Variant, m engine.Order, all []engine.Result) []engine.LocID {
	if m.Type != engine.Army {
		return nil
	}
	var fleets []engine.LocID
	for _, r := range all {
		o := r.Order
		if o.Kind == engine.Convoy && v.ProvinceOf(o.Target) == v.ProvinceOf(m.Loc) && v.ProvinceOf(o.Dest) == v.ProvinceOf(m.Dest) {
			fleets = append(fleets, o.Loc)
		}
	}
	if len(fleets) == 0 || !m.ViaConvoy && v.Adjacent(engine.Army, m.Loc, m.Dest) {
		return nil
	}
	var route []engine.LocID
	at := m.Loc
	for len(fleets) > 0 {
		next := -1
		for i, f := range fleets {
			if v.Adjacent(engine.Fleet, at, f) || v.Adjacent(engine.Fleet, f, at) {
				next = i
				break
			}
		}
		if next < 0 {
			break // fleets off the route convoy nothing
		}
		at = fleets[next]
		route = append(route, at)
		fleets = append(fleets[:next], fleets[next+1:]...)
	}
	return route
}

// resultWords is what the judges write in an order's starred brackets
// ("bounce", "cut", "dislodged", …); empty for an order that simply did
// what it said.
func resultWords(r engine.Result) string { return strings.Join(record.Words(r), ", ") }

// ownership writes who owns which centre in pos, and each power's count
// of centres and units with its builds or removals.
func ownership(w *bufio.Writer, v *engine.Variant, pos *engine.Position) {
	w.WriteString("\nOwnership of supply centers:\n\n")
	owned := make([][]string, v.NumPowers())
	var unowned []string
	for pr, o := range pos.Owners {
		if !v.Province(engine.ProvinceID(pr)).SC {
			continue
		}
		name := v.Province(engine.ProvinceID(pr)).Name
		if o == engine.NoPower {
			unowned = append(unowned, name)
			continue
		}
		owned[o] = append(owned[o], name)
	}
	width := len("Unowned:")
	for pw := range owned {
		width = max(width, len(v.Power(engine.PowerID(pw)).Name)+1)
	}
	for pw, names := range owned {
		if len(names) > 0 {
			slices.Sort(names)
			fmt.Fprintf(w, "%-*s  %s.\n", width, v.Power(engine.PowerID(pw)).Name+":", strings.Join(names, ", "))
		}
	}
	if len(unowned) > 0 {
		slices.Sort(unowned)
		fmt.Fprintf(w, "%-*s  %s.\n", width, "Unowned:", strings.Join(unowned, ", "))
	}
	w.WriteString("\n")
	for pw := range owned {
		units := pos.UnitCount(engine.PowerID(pw))
		if len(owned[pw]) == 0 && units == 0 {
			continue
		}
		d := len(owned[pw]) - units
		verb := "Builds "
		if d < 0 {
			verb, d = "Removes", -d
		}
		fmt.Fprintf(w, "%-*s %2d Supply centers, %2d Units:  %s %2d unit%s.\n", width, v.Power(engine.PowerID(pw)).Name+":",
			len(owned[pw]), units, verb, d, plural(d))
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
