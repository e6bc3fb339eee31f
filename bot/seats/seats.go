// Package seats reads a seat SPEC ("bot:hard=france,bot:easy=*") into a
// self-play lineup of computer and random players. The headless commands
// (selfplay, balance) and the app's balance page share it, so a table of
// bots means the same seats, seeds and team play wherever it was made.
package seats

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strings"

	"dipdesk/bot"
	"dipdesk/engine"
	"dipdesk/engine/selfplay"
)

// Help explains a SPEC.
const Help = `SPEC gives each power a seat kind: comma-separated KIND=POWERS, POWERS
being power names or ids joined by '+', or '*' for every power not yet named;
a KIND alone means KIND=*. Kinds: random (random legal orders), bot:easy,
bot:medium, bot:hard (computer players; "bot" is bot:hard; medium plays
like DumbBot, the classic baseline), empty (civil disorder).
Examples: 'bot:hard=france,bot:easy=*'  'random'  'bot:hard=england+france,random'`

// Parse reads a SPEC for variant v into a lineup. Powers of
// one team (the variant's fixed teams and pairings, in order) seated with
// the same bot level get one bot that plays them together.
func Parse(v *engine.Variant, spec string) (*selfplay.Lineup, error) {
	return ParseBudget(v, spec, 0)
}

// ParseBudget is Parse with the hard bots' adjudications per decision
// (bot.Bot.Budget; 0 for the default).
func ParseBudget(v *engine.Variant, spec string, budget int) (*selfplay.Lineup, error) {
	kinds := make([]string, v.NumPowers())
	star := ""
	for _, item := range strings.Split(spec, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		kind, who, ok := strings.Cut(item, "=")
		if !ok {
			who = "*"
		}
		kind, err := canonicalKind(kind)
		if err != nil {
			return nil, err
		}
		if strings.TrimSpace(who) == "*" {
			if star != "" {
				return nil, fmt.Errorf("seats %q: '*' is given twice", spec)
			}
			star = kind
			continue
		}
		for _, name := range strings.Split(who, "+") {
			pw, ok := v.LookupPower(strings.TrimSpace(name))
			if !ok {
				return nil, fmt.Errorf("seats %q: %s has no power %q", spec, v.Name, strings.TrimSpace(name))
			}
			if kinds[pw] != "" {
				return nil, fmt.Errorf("seats %q: %s is seated twice", spec, v.Power(pw).Name)
			}
			kinds[pw] = kind
		}
	}
	for pw, k := range kinds {
		if k == "" {
			if star == "" {
				return nil, fmt.Errorf("seats %q: %s has no seat (add KIND=* for the rest)", spec, v.Power(engine.PowerID(pw)).Name)
			}
			kinds[pw] = star
		}
	}
	teams, err := v.Seating(nil)
	if err != nil {
		return nil, err
	}
	return &selfplay.Lineup{Kinds: kinds, New: func(seed uint64, game int) []selfplay.Player {
		return newPlayers(v, kinds, teams, seed, game, budget)
	}}, nil
}

// canonicalKind checks one KIND and returns its canonical name.
func canonicalKind(s string) (string, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case selfplay.RandomSeats, "empty":
		return s, nil
	case "bot":
		return "bot:" + bot.Hard.String(), nil
	}
	if lv, ok := strings.CutPrefix(s, "bot:"); ok {
		l, err := bot.ParseLevel(lv)
		if err != nil {
			return "", err
		}
		return "bot:" + l.String(), nil
	}
	return "", fmt.Errorf("unknown seat kind %q: expected random, bot:easy, bot:medium, bot:hard or empty", s)
}

// newPlayers makes game g's players. Random seats share the random
// source (seed, g); each bot gets its own seed from (seed, g, its first
// power), so adding a seat never changes another's play.
func newPlayers(v *engine.Variant, kinds []string, teams [][]engine.PowerID, seed uint64, game, budget int) []selfplay.Player {
	players := make([]selfplay.Player, len(kinds))
	rng := rand.New(rand.NewPCG(seed, uint64(game)))
	teamOf := map[engine.PowerID][]engine.PowerID{}
	for _, t := range teams {
		for _, pw := range t {
			teamOf[pw] = t
		}
	}
	for pw, k := range kinds {
		if players[pw] != nil {
			continue
		}
		switch {
		case k == selfplay.RandomSeats:
			players[pw] = selfplay.Random{Rng: rng}
		case strings.HasPrefix(k, "bot:"):
			l, _ := bot.ParseLevel(strings.TrimPrefix(k, "bot:"))
			b := &bot.Bot{Level: l, Seed: botSeed(seed, game, pw), Budget: budget}
			// team-mates seated with the same level share the bot
			for _, mate := range teamOf[engine.PowerID(pw)] {
				if kinds[mate] == k {
					b.Team = append(b.Team, mate)
				}
			}
			players[pw] = b
			for _, mate := range b.Team {
				players[mate] = b
			}
		}
	}
	return players
}

func botSeed(seed uint64, game, pw int) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d/%d/%d", seed, game, pw)
	return h.Sum64()
}
