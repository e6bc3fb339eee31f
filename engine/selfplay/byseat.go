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

// A lone seat's centres year by year. Its final centres do not say where
// a game was lost: traced, the lone hard seat's games without a solo were
// slow middle games (most under 10 centres in the tenth year), not games
// stuck one step from victory. So a match keeps, for each lone kind, its
// centres at the end of every year, summed apart over the games it won
// and the others, and the summary prints their means every five years.

// Curve is a lone seat's centres at the end of each year of its games,
// summed over the games it won and over the others. A game over before
// its last year (a win) counts with its last position for the years after.
type Curve struct {
	Won, Others      int   // games
	WonSum, OtherSum []int // per year of the match, from the first
}

// addCurve counts a game's centres of power pw, the lone seat, at the end
// of each year (yb, finished).
func (ks *KindStats) addCurve(yb *yearbook, pw engine.PowerID, won bool) {
	if ks.Curve == nil {
		ks.Curve = &Curve{WonSum: make([]int, cap(yb.owners)), OtherSum: make([]int, cap(yb.owners))}
	}
	sums := ks.Curve.OtherSum
	if won {
		ks.Curve.Won++
		sums = ks.Curve.WonSum
	} else {
		ks.Curve.Others++
	}
	for y, owners := range yb.owners {
		sums[y] += count(owners, pw)
	}
}

// curveLines is one line per lone seat kind: its mean centres at the end
// of every fifth year and of the last, in the games it won and in the
// others, e.g. "bot:hard alone, mean centres at the end of 1905, 1910:
// 8.1, 12.1 in the 65 games it won; 6.1, 7.9 in the 75 others".
func (rep *MatchReport) curveLines() string {
	var b strings.Builder
	var marks []int // the years' indices shown
	for y := 4; y < rep.Years; y += 5 {
		marks = append(marks, y)
	}
	if len(marks) == 0 || marks[len(marks)-1] != rep.Years-1 {
		marks = append(marks, rep.Years-1)
	}
	years := make([]string, len(marks))
	for i, y := range marks {
		years[i] = fmt.Sprint(rep.StartYear + y)
	}
	means := func(sums []int, games int) string {
		out := make([]string, len(marks))
		for i, y := range marks {
			out[i] = fmt.Sprintf("%.1f", float64(sums[y])/float64(games))
		}
		return strings.Join(out, ", ")
	}
	for _, k := range rep.Kinds {
		c := k.Curve
		if c == nil {
			continue
		}
		var parts []string
		if c.Won > 0 {
			parts = append(parts, fmt.Sprintf("%s in the %d games it won", means(c.WonSum, c.Won), c.Won))
		}
		if c.Others > 0 {
			parts = append(parts, fmt.Sprintf("%s in the %d others", means(c.OtherSum, c.Others), c.Others))
		}
		fmt.Fprintf(&b, "%s alone, mean centres at the end of %s: %s\n", k.Kind, strings.Join(years, ", "), strings.Join(parts, "; "))
	}
	return b.String()
}
