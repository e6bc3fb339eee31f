// Package coach finds, for one power, the dangers a learner should see
// before ordering: units the other powers could dislodge this phase, and
// owned centres left open to a walk-in. It reads only the engine's legal
// orders and the board graph, so it works on every variant; it knows
// nothing of who sits where (the screens decide when hints may show).
package coach

import (
	"fmt"
	"sort"
	"strings"

	"dipdesk/engine"
)

// Hint is one warning about a province of the power's.
type Hint struct {
	Province engine.ProvinceID
	Text     string
}

// Hints lists power pw's dangers in a movement phase, in province order:
// first its units that can be dislodged, then its supply centres that an
// enemy can walk into unopposed. Other phases have none.
func Hints(v *engine.Variant, pos *engine.Position, pw engine.PowerID) []Hint {
	if pos.Phase.Kind != engine.Movement {
		return nil
	}
	legal := v.AllLegalOrders(pos)
	// moves[p]: the enemy units that can move into province p;
	// supports[a][p]: the enemy units that can support the move of the
	// unit in province a into p; holds[p]: pw's units that can support
	// the unit in p holding. Provinces, not locations, so that a fleet
	// on a coast is found however an order names it.
	moves := map[engine.ProvinceID][]engine.Unit{}
	supports := map[engine.ProvinceID]map[engine.ProvinceID][]engine.Unit{}
	holds := map[engine.ProvinceID][]engine.Unit{}
	owner := map[engine.LocID]engine.Unit{}
	for _, u := range pos.Units {
		owner[u.Loc] = u
	}
	seenMove := map[[2]int]bool{}
	for _, o := range legal {
		u, ok := owner[o.Loc]
		if !ok {
			continue
		}
		switch o.Kind {
		case engine.Move:
			p := v.ProvinceOf(o.Dest)
			if u.Power == pw || seenMove[[2]int{int(o.Loc), int(p)}] {
				continue
			}
			seenMove[[2]int{int(o.Loc), int(p)}] = true
			moves[p] = append(moves[p], u)
		case engine.Support:
			if o.Dest == engine.NoLoc {
				if u.Power == pw {
					t := v.ProvinceOf(o.Target)
					holds[t] = appendUnit(holds[t], u)
				}
				continue
			}
			if u.Power == pw {
				continue // pw's own units never help dislodge pw
			}
			t := v.ProvinceOf(o.Target)
			byDest := supports[t]
			if byDest == nil {
				byDest = map[engine.ProvinceID][]engine.Unit{}
				supports[t] = byDest
			}
			p := v.ProvinceOf(o.Dest)
			byDest[p] = appendUnit(byDest[p], u)
		}
	}
	var out []Hint
	occupied := map[engine.ProvinceID]bool{}
	for _, u := range pos.Units {
		p := v.ProvinceOf(u.Loc)
		occupied[p] = true
		if u.Power != pw {
			continue
		}
		attackers := moves[p]
		if len(attackers) == 0 {
			continue
		}
		sort.Slice(attackers, func(i, j int) bool {
			return v.Province(v.ProvinceOf(attackers[i].Loc)).Name < v.Province(v.ProvinceOf(attackers[j].Loc)).Name
		})
		// The strongest attack: an attacker with the most supporters.
		var best engine.Unit
		var bestSup []engine.Unit
		for i, a := range attackers {
			sup := supports[v.ProvinceOf(a.Loc)][p]
			if i == 0 || len(sup) > len(bestSup) {
				best, bestSup = a, sup
			}
		}
		defence := holds[p]
		if 1+len(bestSup) <= 1+len(defence) {
			continue
		}
		out = append(out, Hint{Province: p, Text: threatText(v, u, attackers, best, bestSup, defence)})
	}
	for _, p := range v.SupplyCenters() {
		if pos.Owners[p] != pw || occupied[p] || len(moves[p]) == 0 {
			continue
		}
		if canReach(v, legal, owner, pw, p) {
			continue // one of pw's units can move in and bounce the walk-in
		}
		out = append(out, Hint{Province: p, Text: fmt.Sprintf("Your centre %s stands empty and nothing of yours can reach it: %s can walk in.",
			v.Province(p).Name, names(v, moves[p], "or"))})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Province < out[j].Province })
	return out
}

func appendUnit(us []engine.Unit, u engine.Unit) []engine.Unit {
	for _, x := range us {
		if x.Loc == u.Loc {
			return us
		}
	}
	return append(us, u)
}

// canReach reports whether one of pw's units has a legal move into p.
func canReach(v *engine.Variant, legal []engine.Order, owner map[engine.LocID]engine.Unit, pw engine.PowerID, p engine.ProvinceID) bool {
	for _, o := range legal {
		if o.Kind == engine.Move && owner[o.Loc].Power == pw && v.ProvinceOf(o.Dest) == p {
			return true
		}
	}
	return false
}

// threatText is, for example: "Your army in Vienna can be dislodged:
// Budapest and Galicia can both attack it; Budapest with support from
// Bohemia — strength 2 against your 1."
func threatText(v *engine.Variant, u engine.Unit, attackers []engine.Unit, best engine.Unit, sup, defence []engine.Unit) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Your %s in %s can be dislodged: %s ", u.Type, v.Province(v.ProvinceOf(u.Loc)).Name, names(v, attackers, "and"))
	switch len(attackers) {
	case 1:
		fmt.Fprintf(&b, "can attack it with support from %s", names(v, sup, "and"))
	case 2:
		fmt.Fprintf(&b, "can both attack it; %s with support from %s", v.Province(v.ProvinceOf(best.Loc)).Name, names(v, sup, "and"))
	default:
		fmt.Fprintf(&b, "can all attack it; %s with support from %s", v.Province(v.ProvinceOf(best.Loc)).Name, names(v, sup, "and"))
	}
	fmt.Fprintf(&b, " — strength %d against your %d", 1+len(sup), 1+len(defence))
	if len(defence) > 0 {
		fmt.Fprintf(&b, " (with support from %s)", names(v, defence, "and"))
	}
	b.WriteString(".")
	return b.String()
}

// names lists the units' provinces: "Budapest", "Budapest and Galicia",
// "Bohemia, Budapest and Galicia".
func names(v *engine.Variant, us []engine.Unit, and string) string {
	var ns []string
	for _, u := range us {
		ns = append(ns, v.Province(v.ProvinceOf(u.Loc)).Name)
	}
	sort.Strings(ns)
	switch len(ns) {
	case 0:
		return "nobody"
	case 1:
		return ns[0]
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " " + and + " " + ns[len(ns)-1]
}
