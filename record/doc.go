// Package record holds what the game-record formats share: the words
// for an order's result, which the judges' listings and MILA's saved
// games both use ("bounce", "cut", "dislodged", …). The formats
// themselves are its subpackages: judge, mila and report.
package record

import (
	"slices"

	"dipdesk/engine"
)

// Words is what became of an order in the records' words: none when it
// did what it said, else among "bounce", "cut", "dislodged", "void",
// "no convoy", "disrupted" and "disband".
func Words(r engine.Result) []string {
	w := []string{}
	switch r.Reason {
	case engine.ReasonBounced, engine.ReasonHeadToHead, engine.ReasonOwnUnit:
		w = append(w, "bounce")
	case engine.ReasonNoConvoy:
		w = append(w, "no convoy")
	case engine.ReasonSupportCut:
		w = append(w, "cut")
	case engine.ReasonSupportVoid, engine.ReasonConvoyVoid, engine.ReasonIllegal, engine.ReasonConflicting,
		engine.ReasonBorderClosed, engine.ReasonConvoyAbroad, engine.ReasonParadox,
		engine.ReasonNoBuildsLeft, engine.ReasonNoRemovalsLeft, engine.ReasonBuildCap:
		w = append(w, "void")
	case engine.ReasonConvoyDisrupted:
		w = append(w, "disrupted")
	case engine.ReasonRetreatClash:
		w = append(w, "bounce", "disband")
	case engine.ReasonDestroyed:
		w = append(w, "disband")
	}
	if r.Phase == engine.Movement && (r.Reason == engine.ReasonDislodged || r.DislodgedBy.Loc != engine.NoLoc) && !slices.Contains(w, "dislodged") {
		w = append(w, "dislodged")
	}
	return w
}
