package savegame

import (
	"dipdesk/app/hotseat"
	"dipdesk/engine"
)

// snapshot copies what Encode reads of s, so that the copy can be encoded
// and written on another goroutine while the table plays on with s. It
// is cheap, about 0.1 ms for a game of a hundred phases against 2 ms to
// encode it (BenchmarkSnapshot, BenchmarkEncode), because the
// resolved turns are copied as values only: the engine never changes
// a position in place once it is in the history (a new phase builds new
// slices); the current position, this phase's orders and the table's
// marks, which do change in place, are copied deeply.
func snapshot(s *hotseat.Session) *hotseat.Session {
	c := *s
	g := *s.Game
	g.Turns = append([]engine.Turn(nil), s.Game.Turns...)
	g.Current = s.Game.Current.Clone()
	g.Winners = append([]engine.PowerID(nil), s.Game.Winners...)
	g.Drawn = append([]engine.PowerID(nil), s.Game.Drawn...)
	c.Game = &g
	c.Players = make([]hotseat.Player, len(s.Players))
	for i, p := range s.Players {
		p.Powers = append([]engine.PowerID(nil), p.Powers...)
		c.Players[i] = p
	}
	c.Orders = make(map[engine.PowerID][]engine.Order, len(s.Orders))
	for pw, orders := range s.Orders {
		c.Orders[pw] = append([]engine.Order(nil), orders...)
	}
	c.Done = copyMarks(s.Done)
	c.DrawVotes = copyMarks(s.DrawVotes)
	return &c
}

func copyMarks(m map[engine.PowerID]bool) map[engine.PowerID]bool {
	c := make(map[engine.PowerID]bool, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}
