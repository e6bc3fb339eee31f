package engine

import (
	"strconv"
	"strings"
)

// Reason is the machine-readable cause of an order's result.
type Reason uint8

// Reasons. The fields of Result they use are noted.
const (
	ReasonHeld            Reason = iota // the unit held and was not dislodged
	ReasonMoved                         // Strength, Against: the move succeeded
	ReasonBounced                       // Strength, Against, By: stopped by a move or hold at least as strong
	ReasonHeadToHead                    // Strength, Against, By: lost a head-to-head battle
	ReasonOwnUnit                       // By: the move would have dislodged its own power's unit
	ReasonNoConvoy                      // By: no convoy route; By is a convoying fleet that was dislodged, if any
	ReasonDislodged                     // Strength, Against, By: the unit was dislodged
	ReasonSupportGiven                  // the support counted
	ReasonSupportCut                    // By: the support was cut
	ReasonSupportVoid                   // By: the supported unit did something else
	ReasonConvoyed                      // the convoy carried the army
	ReasonConvoyVoid                    // By: the army did not go that way
	ReasonConvoyDisrupted               // By: the fleet was dislodged
	ReasonParadox                       // the convoy failed under the paradox rule
	ReasonIllegal                       // Err: the order was illegal and ignored; the unit held
	ReasonConflicting                   // the unit had several different orders; it held
	ReasonRetreated                     // the unit retreated
	ReasonRetreatClash                  // By: another unit retreated to the same province; both disbanded
	ReasonDisbanded                     // the unit was disbanded (ordered, or no retreat order)
	ReasonDestroyed                     // the dislodged unit had nowhere to retreat
	ReasonBuilt                         // the unit was built
	ReasonRemoved                       // the unit was removed
	ReasonWaived                        // a build was waived
	ReasonNoBuildsLeft                  // the power had no (more) builds
	ReasonNoRemovalsLeft                // the power had no (more) removals due
	ReasonCivilDisorder                 // the unit was removed for want of a removal order
	ReasonBorderClosed                  // Err: refused: the border is open only to the owner of a centre; the unit held
	ReasonConvoyAbroad                  // Err: refused: the army may not be convoyed to that continent or place; the unit held
	ReasonBuildCap                      // the power has built as many units as it may in one year
)

var reasonNames = [...]string{"held", "moved", "bounced", "head-to-head", "own-unit", "no-convoy",
	"dislodged", "support-given", "support-cut", "support-void", "convoyed", "convoy-void",
	"convoy-disrupted", "paradox", "illegal", "conflicting", "retreated", "retreat-clash",
	"disbanded", "destroyed", "built", "removed", "waived", "no-builds-left", "no-removals-left",
	"civil-disorder", "border-closed", "convoy-abroad", "build-cap"}

// String is the reason's short name, e.g. "bounced".
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "reason(" + strconv.Itoa(int(r)) + ")"
}

// Ref names another unit involved in a result, with its move if it moved.
type Ref struct {
	Type UnitType
	Loc  LocID
	Dest LocID // NoLoc if it was not moving
}

// NoRef is the empty Ref.
var NoRef = Ref{Loc: NoLoc, Dest: NoLoc}

// Result is what became of one order.
type Result struct {
	Order    Order // normalised where legal; the unit's owner in Power
	Success  bool  // as in the DATC: moved, held, support given, convoy not disrupted, adjustment done
	Reason   Reason
	Strength int // the order's own strength, where relevant
	Against  int // the strongest opposing strength, where relevant
	By       Ref // the unit that caused the result, if any
	Err      error
	Implicit bool // not ordered: a default hold, an automatic disband or removal
	// DislodgedBy is the unit that dislodged the ordered unit (any order
	// kind), or NoRef.
	DislodgedBy Ref
	// Phase is the kind of phase the order was given in.
	Phase PhaseKind
}

// Explain says in one plain sentence what happened to the order, e.g.
// "Bounced: A Bur → Mun had strength 2 against A Tyr → Mun with 2".
func (v *Variant) Explain(r Result) string { return namer{v, false}.explain(r) }

// ExplainFull is Explain with the provinces' full names, for the screens:
// "Bounced: A Burgundy → Munich had strength 2 against A Tyrolia →
// Munich with 2".
func (v *Variant) ExplainFull(r Result) string { return namer{v, true}.explain(r) }

// namer writes places in results: codes for the CLI and the DATC files,
// full names for players.
type namer struct {
	v    *Variant
	full bool
}

func (n namer) loc(l LocID) string {
	if n.full {
		return n.v.LocFullName(l)
	}
	return n.v.LocName(l)
}

func (n namer) unit(t UnitType, l LocID) string {
	if t == NoUnit {
		return n.loc(l)
	}
	return t.Letter() + " " + n.loc(l)
}

func (n namer) ref(r Ref) string {
	if r.Loc == NoLoc {
		return "?"
	}
	s := n.unit(r.Type, r.Loc)
	if r.Dest != NoLoc {
		s += " → " + n.loc(r.Dest)
	}
	return s
}

func (n namer) order(o Order) string {
	if n.full {
		return n.v.FormatOrderFull(o)
	}
	return n.v.FormatOrder(o)
}

func (n namer) explain(r Result) string {
	s := n.sentence(r)
	switch r.Reason {
	case ReasonDislodged, ReasonConvoyDisrupted, ReasonDestroyed:
	default:
		if r.DislodgedBy.Loc != NoLoc && !(r.Reason == ReasonSupportCut && r.By == r.DislodgedBy) {
			s += "; dislodged by " + n.ref(r.DislodgedBy)
		}
	}
	return s
}

func (n namer) sentence(r Result) string {
	v := n.v
	o := r.Order
	me := n.ref(Ref{Type: o.Type, Loc: o.Loc, Dest: o.Dest})
	by := n.ref(r.By)
	switch r.Reason {
	case ReasonHeld:
		if o.Kind == Hold {
			if r.Implicit {
				return n.unit(o.Type, o.Loc) + " had no order and held"
			}
			return "Held: " + n.unit(o.Type, o.Loc) + " was not dislodged"
		}
		return n.unit(o.Type, o.Loc) + " was not dislodged"
	case ReasonMoved:
		if o.Dest != NoLoc && v.validLoc(o.Dest) && v.provinces[v.locs[o.Dest].Province].Box {
			return "Moved: " + me + " (any number of fleets may share " + v.provinces[v.locs[o.Dest].Province].Name + ")"
		}
		if r.Against == 0 && r.By.Loc != NoLoc {
			return "Moved: " + me + " as " + n.ref(r.By) + " left"
		}
		if r.Against == 0 {
			return "Moved: " + me + " into an empty province"
		}
		return "Moved: " + me + " had strength " + itoa(r.Strength) + " against " + itoa(r.Against)
	case ReasonBounced:
		if r.By.Loc == NoLoc {
			return "Bounced: " + me + " had strength " + itoa(r.Strength) + " against " + itoa(r.Against)
		}
		if r.By.Dest == NoLoc {
			return "Bounced: " + me + " had strength " + itoa(r.Strength) + " against " + by + " holding with " + itoa(r.Against)
		}
		return "Bounced: " + me + " had strength " + itoa(r.Strength) + " against " + by + " with " + itoa(r.Against)
	case ReasonHeadToHead:
		return "Lost head to head: " + me + " had strength " + itoa(r.Strength) + " against " + by + " with " + itoa(r.Against)
	case ReasonOwnUnit:
		if r.By.Dest != NoLoc && v.validLoc(r.By.Dest) && v.validLoc(o.Loc) && v.locs[r.By.Dest].Province == v.locs[o.Loc].Province {
			return "Failed: " + me + " and " + by + " tried to swap places, which two units of one power cannot do without a convoy"
		}
		if r.By.Dest != NoLoc {
			return "Failed: " + n.unit(r.By.Type, r.By.Loc) + ", of the same power, did not leave (its move → " + n.loc(r.By.Dest) + " failed), so " + me + " could not go in"
		}
		return "Failed: " + me + " would have dislodged " + n.unit(r.By.Type, r.By.Loc) + " of its own power"
	case ReasonNoConvoy:
		if r.By.Loc != NoLoc {
			return "No convoy route: " + n.unit(r.By.Type, r.By.Loc) + " was dislodged"
		}
		return "No convoy route: no chain of convoying fleets for " + me
	case ReasonDislodged:
		return "Dislodged by " + by + " (strength " + itoa(r.Strength) + " against " + itoa(r.Against) + ")"
	case ReasonSupportGiven:
		return "Support given: " + n.order(o)
	case ReasonSupportCut:
		return "Support cut by " + by
	case ReasonSupportVoid:
		if r.By.Dest == NoLoc {
			return "Support void: " + n.unit(r.By.Type, r.By.Loc) + " did not move there"
		}
		if o.Dest == NoLoc {
			return "Support void: " + n.unit(r.By.Type, r.By.Loc) + " was ordered " + "→ " + n.loc(r.By.Dest) + ", so it could not be supported to hold"
		}
		return "Support void: " + n.unit(r.By.Type, r.By.Loc) + " was ordered " + "→ " + n.loc(r.By.Dest) + ", not as supported"
	case ReasonConvoyed:
		return "Convoy stood: " + n.unit(o.Type, o.Loc) + " was not dislodged while convoying " + n.unit(o.TargetType, o.Target) + " → " + n.loc(o.Dest)
	case ReasonConvoyVoid:
		return "Convoy void: " + n.unit(o.TargetType, o.Target) + " did not move by convoy to " + n.loc(o.Dest)
	case ReasonConvoyDisrupted:
		return "Convoy disrupted: " + n.unit(o.Type, o.Loc) + " was dislodged by " + by
	case ReasonParadox:
		return "Convoy failed: the orders formed a convoy paradox, settled by the Szykman rule (every convoyed move in a paradox fails)"
	case ReasonIllegal:
		return "Illegal: " + upperFirst(errText(r.Err)) + "; " + n.holds(r)
	case ReasonBorderClosed, ReasonConvoyAbroad:
		return "Refused: " + upperFirst(errText(r.Err)) + "; " + n.holds(r)
	case ReasonConflicting:
		return "Ignored: " + n.unit(o.Type, o.Loc) + " had more than one order, so it held"
	case ReasonRetreated:
		return "Retreated: " + me
	case ReasonRetreatClash:
		return "Disbanded: " + me + " clashed with " + by
	case ReasonDisbanded:
		if r.Implicit {
			return "Disbanded: " + n.unit(o.Type, o.Loc) + " had no retreat order"
		}
		return "Disbanded: " + n.unit(o.Type, o.Loc)
	case ReasonDestroyed:
		if o.Power == NoPower && v.validLoc(o.Loc) && !v.provinces[v.locs[o.Loc].Province].NeutralRetreat {
			return "Destroyed: the neutral " + n.unit(o.Type, o.Loc) + " was dislodged, and neutral units never retreat"
		}
		if o.Power == NoPower {
			return "Destroyed: the neutral " + n.unit(o.Type, o.Loc) + " was dislodged and had no free supply centre to retreat to"
		}
		return "Destroyed: " + n.unit(o.Type, o.Loc) + " was dislodged and had nowhere to retreat"
	case ReasonBuilt:
		return "Built " + v.unitWords("a", o.Type, o.Loc)
	case ReasonRemoved:
		return "Removed " + v.unitWords("the", o.Type, o.Loc)
	case ReasonWaived:
		return "Waived a build"
	case ReasonBuildCap:
		return "Not built: " + v.buildWords(o) + " would be more than the " + itoa(v.Rules.MaxBuilds) + " builds a power may make in one year"
	case ReasonNoBuildsLeft:
		return "Not built: no builds were left for " + v.buildWords(o)
	case ReasonNoRemovalsLeft:
		return "Not removed: no more removals were due, so " + v.unitWords("the", o.Type, o.Loc) + " stays"
	case ReasonCivilDisorder:
		return "Removed " + v.unitWords("the", o.Type, o.Loc) + ": no removal was ordered, so the unit farthest from its power's centres went"
	}
	return r.Reason.String()
}

// ResultText is an order and what became of it as a results list shows
// them: the order above its explanation, or the explanation alone where it
// already names the unit and the place. A Winter list read "Build F Edi"
// then "Built F Edi" for every build; it now reads "Built a fleet in
// Edinburgh" once. A unit left without an order is said once too ("F Lon
// had no order and held", not "F Lon H" above it: nobody wrote that
// order). Refusals keep the order line: "Illegal: Paris is occupied" does
// not say which order was refused.
func (v *Variant) ResultText(r Result) string { return namer{v, false}.resultText(r) }

// ResultTextFull is ResultText with the provinces' full names, as the
// results, table and History screens show it.
func (v *Variant) ResultTextFull(r Result) string { return namer{v, true}.resultText(r) }

func (n namer) resultText(r Result) string {
	if r.Implicit && r.Reason == ReasonHeld && r.Order.Kind == Hold {
		return n.explain(r)
	}
	switch r.Reason {
	case ReasonBuilt, ReasonRemoved, ReasonWaived, ReasonBuildCap, ReasonNoBuildsLeft,
		ReasonNoRemovalsLeft, ReasonCivilDisorder, ReasonRetreated, ReasonRetreatClash, ReasonDisbanded:
		return n.explain(r)
	}
	return n.order(r.Order) + "\n" + n.explain(r)
}

// unitWords names a unit in plain words with its article, e.g. "a fleet
// in St Petersburg (north coast)", for the Winter results, which are read
// by people who may not know the abbreviations yet.
func (v *Variant) unitWords(article string, t UnitType, l LocID) string {
	a := article
	if a == "a" && t == Army {
		a = "an"
	}
	return a + " " + t.String() + " in " + v.LocFullName(l)
}

// buildWords is what a build order would have built, in plain words.
func (v *Variant) buildWords(o Order) string {
	if o.Kind == Waive {
		return "a waived build"
	}
	return v.unitWords("a", o.Type, o.Loc)
}

// errText is an order error's reason without the order, for sentences.
func errText(err error) string {
	if e, ok := err.(*OrderError); ok {
		return e.Reason
	}
	if err != nil {
		return err.Error()
	}
	return "illegal order"
}

func (n namer) holds(r Result) string {
	o := r.Order
	switch {
	case r.Phase != Movement || o.Loc == NoLoc || !n.v.validLoc(o.Loc):
		return "the order is ignored"
	}
	return n.unit(o.Type, o.Loc) + " holds"
}

func (v *Variant) validLoc(l LocID) bool { return l >= 0 && int(l) < len(v.locs) }

func (v *Variant) unitText(t UnitType, l LocID) string {
	if t == NoUnit {
		return v.LocName(l)
	}
	return t.Letter() + " " + v.LocName(l)
}

func itoa(i int) string { return strconv.Itoa(i) }

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
