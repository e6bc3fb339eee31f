package bot

import (
	"slices"

	"dipdesk/engine"
)

// A bot remembers the last movement phases it saw (the position and the
// orders given), so that an unsupported attack that bounced is not simply
// repeated: the same move against the same defender is marked failed and
// the planner asks for support or goes elsewhere. Two phases, not one: a
// bot that remembered only the last tried the failed attack again every
// other season, once the season in between had made it forget. Play
// remembers its own orders; a caller that makes a new Bot each phase (the
// app) hands it the last movement phases with Remember, oldest first.

// MemoryPhases is how many movement phases a bot remembers (a caller
// handing a new Bot the past with Remember needs give no more).
const MemoryPhases = 2

// memory is one movement phase: the position and every order given in it
// (the side's, at least).
type memory struct {
	pos    engine.Position
	orders []engine.Order
}

// Remember tells the bot of a resolved movement phase: its position and
// the orders given (other powers' orders are ignored). Other phases are
// not remembered; of the movement phases, the last MemoryPhases told.
func (b *Bot) Remember(pos *engine.Position, orders []engine.Order) {
	if pos.Phase.Kind != engine.Movement {
		return
	}
	b.mem = append(b.mem, memory{pos: pos.Clone(), orders: slices.Clone(orders)})
	if n := len(b.mem); n > MemoryPhases {
		b.mem = slices.Delete(b.mem, 0, n-MemoryPhases)
	}
}

// failedMove is a unit's move from a location into a province.
type failedMove struct {
	loc  engine.LocID
	dest engine.ProvinceID
}

// failedMoves lists the side's unsupported moves of the remembered phases
// that did not happen (the unit is where it was) into a province whose
// occupant is the same power as then: repeating them as they were would
// fail again.
func failedMoves(v *engine.Variant, mem []memory, pos *engine.Position, ours func(engine.PowerID) bool) map[failedMove]bool {
	out := map[failedMove]bool{}
	for i := range mem {
		if mem[i].pos.Phase.Before(pos.Phase) {
			failedIn(v, &mem[i], pos, ours, out)
		}
	}
	return out
}

// failedIn adds to out the failed moves of one remembered phase.
func failedIn(v *engine.Variant, m *memory, pos *engine.Position, ours func(engine.PowerID) bool, out map[failedMove]bool) {
	occupant := func(p *engine.Position, pr engine.ProvinceID) engine.PowerID {
		if i := p.UnitIn(v, pr); i >= 0 {
			return p.Units[i].Power
		}
		return engine.NoPower
	}
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
}
