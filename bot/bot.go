package bot

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"dipdesk/engine"
)

// Level is how well a bot plays.
type Level int

// The levels, weakest first.
const (
	// Easy moves greedily towards centres with a lot of noise, never
	// supports and never convoys: a beginner's opponent.
	Easy Level = iota
	// Medium is our implementation of the public description of DumbBot,
	// the classic rule-based baseline (medium.go): a learner's next step
	// and the yardstick the hard level is measured against.
	Medium
	// Hard plans its side together: supported attacks, supported
	// defence of threatened centres, convoys, little noise.
	Hard
)

var levelNames = [...]string{"easy", "medium", "hard"}

// Levels lists every level, weakest first.
func Levels() []Level { return []Level{Easy, Medium, Hard} }

// String is the level's name as typed on the command line: "easy",
// "medium", "hard".
func (l Level) String() string {
	if l >= 0 && int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// ParseLevel reads a level's name, case-insensitively.
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("unknown computer level %q: expected %s", s, strings.Join(levelNames[:], ", "))
}

// Bot is one computer player. The zero value is an easy bot with seed 0
// that plays whichever single power it is asked about.
type Bot struct {
	Level Level
	// Seed makes the bot's choices repeatable: the same seed, position and
	// powers give the same orders.
	Seed uint64
	// Team lists the powers this bot holds together; when it is asked for
	// one of them it plans all of them as one side. Empty: each power is
	// played alone.
	Team []engine.PowerID
	// Budget is the hard level's adjudications per movement decision (0:
	// DefaultBudget). It is a count, not a time, so that a bot's orders
	// depend on its seed alone; benchmarks lower it to run quicker.
	Budget int

	mem []memory // the last movement phases seen, oldest first (memory.go)
}

// Orders gives power pw's orders for the position's phase (it implements
// engine/selfplay's Player). If pw is in the bot's Team the whole team is
// planned together and pw's share returned.
func (b *Bot) Orders(v *engine.Variant, pos *engine.Position, pw engine.PowerID) []engine.Order {
	side := []engine.PowerID{pw}
	if slices.Contains(b.Team, pw) {
		side = b.Team
	}
	var out []engine.Order
	for _, o := range b.Play(v, pos, side) {
		if o.Power == pw {
			out = append(out, o)
		}
	}
	return out
}

// Play gives the orders of every power in side, planned as one side, for
// the position's phase: at most one order per unit, each legal, each with
// its Power set. Units left without an order hold.
func (b *Bot) Play(v *engine.Variant, pos *engine.Position, side []engine.PowerID) (orders []engine.Order) {
	if len(side) == 0 {
		return nil
	}
	ph := pos.Phase
	rng := rand.New(rand.NewPCG(b.Seed, uint64(ph.Year)<<8|uint64(ph.Season)<<2|uint64(ph.Kind)))
	p := newPlanner(v, pos, side, b.Level, rng)
	if ph.Kind == engine.Movement && b.Level == Hard {
		p.failed = failedMoves(v, b.mem, pos, p.ours)
		defer func() { b.Remember(pos, orders) }()
	}
	if b.Level == Medium {
		d := newDumb(p)
		switch ph.Kind {
		case engine.Retreat:
			return d.retreats()
		case engine.Adjustment:
			return d.adjustments()
		}
		return d.movement()
	}
	switch ph.Kind {
	case engine.Retreat:
		return p.retreats()
	case engine.Adjustment:
		return p.adjustments()
	}
	if b.Level >= Hard {
		orders = p.searchMovement(b.Budget)
		return orders
	}
	return p.movement()
}
