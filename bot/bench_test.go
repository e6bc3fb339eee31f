package bot_test

import (
	"testing"

	"dipdesk/bot"
	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/variants"
)

// midgame plays bots for a few years and returns the Spring movement
// position reached: a board with more units and fewer open centres than
// the start, like the positions a bot mostly sees.
func midgame(b *testing.B, v *engine.Variant, years int) engine.Position {
	b.Helper()
	players := make([]selfplay.Player, v.NumPowers())
	for pw := range players {
		players[pw] = &bot.Bot{Level: bot.Levels()[pw%2], Seed: uint64(pw)}
	}
	g, err := selfplay.Play(v, players, years, nil)
	if err != nil {
		b.Fatal(err)
	}
	for i := len(g.Turns) - 1; i >= 0; i-- {
		if t := g.Turns[i]; t.Position.Phase.Kind == engine.Movement && t.Position.Phase.Season == 0 {
			return t.Position
		}
	}
	return v.Start()
}

// benchPlay times one hard bot's orders for the power with the most
// units: the time a player waits for a computer seat.
func benchPlay(b *testing.B, v *engine.Variant, years int) {
	pos := midgame(b, v, years)
	pw, most := engine.PowerID(0), -1
	for p := engine.PowerID(0); int(p) < v.NumPowers(); p++ {
		if n := pos.UnitCount(p); n > most {
			pw, most = p, n
		}
	}
	bt := &bot.Bot{Level: bot.Hard, Seed: 1}
	for b.Loop() {
		bt.Play(v, &pos, []engine.PowerID{pw})
	}
	b.ReportMetric(float64(len(pos.Units)), "units")
}

// BenchmarkHardBot: a hard bot's orders for one power at the default
// budget (bot.DefaultBudget adjudications), target a median of at most
// 1 s on Classic and 3 s on Imperial on two cores. `dipdesk selfplay`
// prints the same median over whole games ("median ms").
func BenchmarkHardBot(b *testing.B) {
	for _, id := range []string{"classic", "americanconflict"} {
		b.Run(id, func(b *testing.B) {
			p, err := variants.Builtin(id)
			if err != nil {
				b.Fatal(err)
			}
			benchPlay(b, p.Variant, 8)
		})
	}
	b.Run("imperial", func(b *testing.B) {
		p, err := variants.Builtin("imperial")
		if err != nil { // not registered yet: load its folder
			p, err = variants.Load("../variants/imperial")
		}
		if err != nil {
			b.Skipf("imperial: %v", err)
		}
		benchPlay(b, p.Variant, 4)
	})
}
