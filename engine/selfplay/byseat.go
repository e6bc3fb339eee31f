package selfplay

import (
	"fmt"
	"strings"

	"dipdesk/engine"
)

// A lone seat's record power by power. A seat kind held by one seat (the
// hard level alone against six medium, or medium alone against six hard)
// is usually rotated over every power, and its totals hide where it is
// weak: the hard level solos most games as Russia and hardly any as
// Turkey. So a match keeps, for each such kind, its games, wins, centres
// and eliminations at each power, and the summary prints them.

// PowerRecord is a lone seat's record at one power.
type PowerRecord struct {
	Games, Wins, Eliminated int
	// Centres sums the seat's centres at the end of its games there.
	Centres int
}

// addLone counts a game's result for the lone seat at power pw.
func (ks *KindStats) addLone(powers int, pw engine.PowerID, won bool, centres int) {
	if ks.ByPower == nil {
		ks.ByPower = make([]PowerRecord, powers)
	}
	r := &ks.ByPower[pw]
	r.Games++
	r.Centres += centres
	if won {
		r.Wins++
	}
	if centres == 0 {
		r.Eliminated++
	}
}

// byPowerLines is one line per lone seat kind: its wins, mean centres and
// eliminations at each power it played, e.g. "bot:hard alone, by power:
// Austria 5/10 won, 13.6 centres, 0 out; England …".
func (rep *MatchReport) byPowerLines() string {
	var b strings.Builder
	for _, k := range rep.Kinds {
		if k.ByPower == nil {
			continue
		}
		var parts []string
		for pw, r := range k.ByPower {
			if r.Games == 0 {
				continue
			}
			parts = append(parts, fmt.Sprintf("%s %d/%d won, %.1f centres, %d out", rep.PowerNames[pw],
				r.Wins, r.Games, float64(r.Centres)/float64(r.Games), r.Eliminated))
		}
		fmt.Fprintf(&b, "%s alone, by power: %s\n", k.Kind, strings.Join(parts, "; "))
	}
	return b.String()
}
