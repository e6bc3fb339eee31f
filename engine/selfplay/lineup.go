package selfplay

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"dipdesk/engine"
)

// RandomSeats is the seat kind of a Random player, and how a lineup of
// nothing but Random players describes itself.
const RandomSeats = "random"

// Lineup says who sits in each power's seat, the same in every game of a
// run. It names kinds, not players, so that this package knows nothing of
// computer players: the command line builds lineups of bots (package bot)
// and Random players and hands them here.
type Lineup struct {
	// Kinds names each power's seat kind, e.g. "bot:hard", "random" or
	// "empty"; the summary tables group seats by it.
	Kinds []string
	// New makes game g's players, one per power, from the run's seed; a
	// nil player leaves its power in civil disorder (no orders).
	New func(seed uint64, game int) []Player
}

// RandomLineup puts a Random player in every seat; game g's players share
// the random source (seed, g).
func RandomLineup(v *engine.Variant) *Lineup {
	kinds := make([]string, v.NumPowers())
	for i := range kinds {
		kinds[i] = RandomSeats
	}
	return &Lineup{Kinds: kinds, New: func(seed uint64, game int) []Player {
		rng := rand.New(rand.NewPCG(seed, uint64(game)))
		players := make([]Player, v.NumPowers())
		for pw := range players {
			players[pw] = Random{Rng: rng}
		}
		return players
	}}
}

// Players makes game g's players.
func (l *Lineup) Players(seed uint64, game int) []Player { return l.New(seed, game) }

// Describe is "random" when every seat is random, else each kind with the
// powers' indices in order, e.g. "bot:hard=0, random=1,2,3,4,5,6"; with a
// variant, KindsText names the powers instead.
func (l *Lineup) Describe() string {
	same := true
	for _, k := range l.Kinds {
		same = same && k == l.Kinds[0]
	}
	if same && len(l.Kinds) > 0 {
		if l.Kinds[0] == RandomSeats {
			return RandomSeats
		}
		return l.Kinds[0] + " in every seat"
	}
	var parts []string
	for _, k := range l.kindOrder() {
		var who []string
		for pw, kk := range l.Kinds {
			if kk == k {
				who = append(who, fmt.Sprint(pw))
			}
		}
		parts = append(parts, k+"="+strings.Join(who, ","))
	}
	return strings.Join(parts, ", ")
}

// KindsText is the lineup with power names: "bot:hard=France,
// random=Austria+England+…".
func (l *Lineup) KindsText(v *engine.Variant) string {
	var parts []string
	for _, k := range l.kindOrder() {
		var who []string
		for pw, kk := range l.Kinds {
			if kk == k {
				who = append(who, v.Power(engine.PowerID(pw)).Name)
			}
		}
		parts = append(parts, k+"="+strings.Join(who, "+"))
	}
	return strings.Join(parts, ", ")
}

// kindOrder lists the kinds in the order of their first seat.
func (l *Lineup) kindOrder() []string {
	var out []string
	seen := map[string]bool{}
	for _, k := range l.Kinds {
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}
