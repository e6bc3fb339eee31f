package engine_test

import (
	"math/rand/v2"
	"testing"

	"dipdesk/engine"
)

// openings are 22 common Spring 1901 moves, one per unit.
var openings = []string{
	"A Vie - Gal", "A Bud - Ser", "F Tri - Alb",
	"F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor",
	"F Bre - Mao", "A Par - Bur", "A Mar - Spa",
	"F Kie - Den", "A Ber - Kie", "A Mun - Ruh",
	"F Nap - Ion", "A Rom - Apu", "A Ven - Tyr",
	"A War - Ukr", "A Mos - StP", "F Sev - Bla", "F StP/sc - Bot",
	"F Ank - Bla", "A Con - Bul", "A Smy - Con",
}

// BenchmarkSpring1901 is (a): the 22 opening moves. Target ≤ 50 µs and
// fewer than 200 allocations.
func BenchmarkSpring1901(b *testing.B) {
	v := classic(b)
	pos := v.Start()
	os := orders(b, v, openings...)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := engine.Adjudicate(v, &pos, os, engine.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCrowded is (b): all 75 provinces occupied, random legal moves,
// supports and convoys (fixed seed). Target ≤ 500 µs.
func BenchmarkCrowded(b *testing.B) {
	v := classic(b)
	rng := rand.New(rand.NewPCG(42, 1))
	pos := crowded(v, rng)
	os := randomOrders(v, &pos, rng)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := engine.Adjudicate(v, &pos, os, engine.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLegalOrders is (c): every legal order of every unit. Target ≤ 2 ms.
func BenchmarkLegalOrders(b *testing.B) {
	v := classic(b)
	b.Run("start", func(b *testing.B) {
		pos := v.Start()
		b.ReportAllocs()
		for b.Loop() {
			v.AllLegalOrders(&pos)
		}
	})
	b.Run("crowded", func(b *testing.B) {
		pos := crowded(v, rand.New(rand.NewPCG(42, 1)))
		b.ReportAllocs()
		for b.Loop() {
			v.AllLegalOrders(&pos)
		}
	})
}

// BenchmarkRandomGame is (d): a whole 20-year game of random legal orders
// (fixed seed), order generation included.
func BenchmarkRandomGame(b *testing.B) {
	v := classic(b)
	b.ReportAllocs()
	phases := 0
	for b.Loop() {
		phases = playRandomGame(b, v, rand.New(rand.NewPCG(2024, 1)), 20)
	}
	b.ReportMetric(float64(phases), "phases/game")
}
