package judge

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strings"

	"dipdesk/engine"
)

// Phase is one phase's orders read from judge text.
type Phase struct {
	Name   string // as in the header's bracket, e.g. "S1901M"; "" if absent
	Kind   engine.PhaseKind
	Orders []engine.Order
}

var (
	header  = regexp.MustCompile(`(?i)^(movement|retreat|adjustment) (?:results|orders) for (\S+) of (\d+)\.(?:\s+\(([^)]*)\))?`)
	build   = regexp.MustCompile(`(?i)^builds an? (army|fleet) in (.+)\.$`)
	remove  = regexp.MustCompile(`(?i)^removes the (army|fleet) in (.+)\.$`)
	waived  = regexp.MustCompile(`(?i)^(\d+ )?(unusable )?builds? (waived|pending)\.$`)
	results = regexp.MustCompile(`\s*\(\*[^*]*\*\)\s*$`)
)

// Read reads the orders of every phase in judge text written for variant
// v (by Write, or a judge). Lines it does not know (ownership, counts,
// chatter) are skipped; an order line it cannot read is an error naming
// the line.
func Read(v *engine.Variant, r io.Reader) ([]Phase, error) {
	names := locNames(v)
	var out []Phase
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	n := 0
	inOrders := false
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if m := header.FindStringSubmatch(line); m != nil {
			kind := map[string]engine.PhaseKind{"movement": engine.Movement, "retreat": engine.Retreat, "adjustment": engine.Adjustment}[strings.ToLower(m[1])]
			name := ""
			if i := strings.LastIndex(m[4], "/"); i >= 0 {
				name = m[4][i+1:]
			}
			out = append(out, Phase{Name: name, Kind: kind})
			inOrders = true
			continue
		}
		if !inOrders || line == "" {
			continue
		}
		if strings.HasPrefix(strings.ToLower(line), "ownership of supply centers") {
			inOrders = false
			continue
		}
		who, text, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		pw, ok := v.LookupPower(strings.TrimSpace(who))
		if !ok {
			continue // not an order line
		}
		ph := &out[len(out)-1]
		text = strings.TrimSpace(text)
		res := strings.ToLower(results.FindString(text))
		o, skip, err := parseOrder(v, names, ph.Kind, strings.TrimSpace(results.ReplaceAllString(text, "")))
		if err != nil {
			return out, fmt.Errorf("line %d: %q: %w", n, line, err)
		}
		if skip {
			continue
		}
		// An army sent by convoy that found none is written as a plain
		// move marked "no convoy": the mark keeps it a convoy order.
		if o.Kind == engine.Move && strings.Contains(res, "no convoy") {
			o.ViaConvoy = true
		}
		o.Power = pw
		ph.Orders = append(ph.Orders, o)
	}
	return out, sc.Err()
}

// locNames maps every way Write names a location (full name with its
// coast) to it.
func locNames(v *engine.Variant) map[string]engine.LocID {
	m := map[string]engine.LocID{}
	for l := engine.LocID(0); int(l) < v.NumLocs(); l++ {
		m[strings.ToLower(v.LocFullName(l))] = l
	}
	return m
}

// loc reads a location written in full, else as the notation's names.
func loc(v *engine.Variant, names map[string]engine.LocID, s string) (engine.LocID, error) {
	s = strings.TrimSpace(s)
	if l, ok := names[strings.ToLower(s)]; ok {
		return l, nil
	}
	if l, ok := v.LookupLoc(s); ok {
		return l, nil
	}
	return engine.NoLoc, fmt.Errorf("no place %q", s)
}

// unitAt reads "Army Vienna" into its type and location.
func unitAt(v *engine.Variant, names map[string]engine.LocID, s string) (engine.UnitType, engine.LocID, error) {
	kind, place, ok := strings.Cut(strings.TrimSpace(s), " ")
	if !ok {
		return engine.NoUnit, engine.NoLoc, fmt.Errorf("no unit in %q", s)
	}
	t := engine.Army
	switch strings.ToLower(kind) {
	case "army":
	case "fleet":
		t = engine.Fleet
	default:
		return engine.NoUnit, engine.NoLoc, fmt.Errorf("%q is neither an army nor a fleet", kind)
	}
	l, err := loc(v, names, place)
	return t, l, err
}

// parseOrder reads one order's text (without power and result); skip is
// set for lines that carry no order (a waived or pending build).
func parseOrder(v *engine.Variant, names map[string]engine.LocID, kind engine.PhaseKind, text string) (o engine.Order, skip bool, err error) {
	if m := build.FindStringSubmatch(text); m != nil {
		l, err := loc(v, names, m[2])
		t := engine.Army
		if strings.EqualFold(m[1], "fleet") {
			t = engine.Fleet
		}
		return engine.NewOrder(engine.Build, t, l), false, err
	}
	if m := remove.FindStringSubmatch(text); m != nil {
		l, err := loc(v, names, m[2])
		t := engine.Army
		if strings.EqualFold(m[1], "fleet") {
			t = engine.Fleet
		}
		return engine.NewOrder(engine.Remove, t, l), false, err
	}
	if strings.EqualFold(text, "build waived.") {
		o := engine.NewOrder(engine.Waive, engine.NoUnit, engine.NoLoc)
		return o, false, nil
	}
	if waived.MatchString(text) {
		return o, true, nil
	}
	body, ok := strings.CutSuffix(text, ".")
	if !ok {
		return o, false, fmt.Errorf("an order ends with a full stop")
	}
	for _, kw := range []struct {
		word string
		kind engine.OrderKind
	}{{" SUPPORT ", engine.Support}, {" CONVOY ", engine.Convoy}} {
		if me, rest, ok := strings.Cut(body, kw.word); ok {
			t, l, err := unitAt(v, names, me)
			if err != nil {
				return o, false, err
			}
			o = engine.NewOrder(kw.kind, t, l)
			target, dest, moving := strings.Cut(rest, " -> ")
			o.TargetType, o.Target, err = unitAt(v, names, target)
			if err != nil {
				return o, false, err
			}
			if moving {
				o.Dest, err = loc(v, names, dest)
			}
			return o, false, err
		}
	}
	if me, ok := strings.CutSuffix(body, " HOLD"); ok {
		t, l, err := unitAt(v, names, me)
		return engine.HoldOrder(t, l), false, err
	}
	if me, ok := strings.CutSuffix(body, " DISBAND"); ok {
		t, l, err := unitAt(v, names, me)
		return engine.NewOrder(engine.Disband, t, l), false, err
	}
	steps := strings.Split(body, " -> ")
	if len(steps) < 2 {
		return o, false, fmt.Errorf("not an order")
	}
	t, l, err := unitAt(v, names, steps[0])
	if err != nil {
		return o, false, err
	}
	dest, err := loc(v, names, steps[len(steps)-1])
	o = engine.MoveOrder(t, l, dest)
	// A route through fleets is a convoy, even to a neighbouring place.
	o.ViaConvoy = len(steps) > 2 && kind == engine.Movement
	return o, false, err
}
