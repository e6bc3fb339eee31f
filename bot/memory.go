package bot

import (
	"slices"

	"dipdesk/engine"
)

// A bot remembers the last movement phase it saw (the position and the
// orders given), so that an unsupported attack that bounced is not simply
// repeated: the same move against the same defender is marked failed and
// the planner asks for support or goes elsewhere. Play remembers its own
// orders; a caller that makes a new Bot each phase (the app) hands it the
// last movement phase with Remember.

// memory is one movement phase: the position and every order given in it
// (the side's, at least).
type memory struct {
	pos    engine.Position
	orders []engine.Order
}

// Remember tells the bot of a resolved movement phase: its position and
// the orders given (other powers' orders are ignored). Other phases are
// not remembered.
func (b *Bot) Remember(pos *engine.Position, orders []engine.Order) {
	if pos.Phase.Kind != engine.Movement {
		return
	}
	b.last = &memory{pos: pos.Clone(), orders: slices.Clone(orders)}
}

// failedMove is a unit's move from a location into a province.
type failedMove struct {
	loc  engine.LocID
	dest engine.ProvinceID
}

// failedMoves lists the side's unsupported moves of the remembered phase
// that did not happen (the unit is still where it was) into a province
// whose occupant is the same power as then: repeating them as they were
// would fail again.
func failedMoves(v *engine.Variant, m *memory, pos *engine.Position, ours func(engine.PowerID) bool) map[failedMove]bool {
	if m == nil || !m.pos.Phase.Before(pos.Phase) {
		return nil
	}
	occupant := func(p *engine.Position, pr engine.ProvinceID) engine.PowerID {
		if i := p.UnitIn(v, pr); i >= 0 {
			return p.Units[i].Power
		}
		return engine.NoPower
	}
	out := map[failedMove]bool{}
	for _, o := range m.orders {
		if o.Kind != engine.Move || !ours(o.Power) {
			continue
		}
		d := v.ProvinceOf(o.Dest)
		supported := false
		for _, s := range m.orders {
			supported = supported || s.Kind == engine.Support && s.Target == o.Loc && s.Dest != engine.NoLoc && v.ProvinceOf(s.Dest) == d
		}
		if supported {
			continue
		}
		i := pos.UnitIn(v, v.ProvinceOf(o.Loc))
		if i < 0 || pos.Units[i].Loc != o.Loc || pos.Units[i].Power != o.Power {
			continue // the unit moved, or is gone
		}
		if occupant(&m.pos, d) != occupant(pos, d) {
			continue // something changed there
		}
		out[failedMove{o.Loc, d}] = true
	}
	return out
}
