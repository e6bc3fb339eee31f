package replay

import (
	"math"

	"dipdesk/engine"
	"dipdesk/mapview/render"
)

// Story is a game's resolved phases as a sequence of shots. It holds the
// turns and the position they led to, never a phase's unresolved orders.
type Story struct {
	Variant *engine.Variant
	Title   string        // the game's name, for the caption
	Turns   []engine.Turn // resolved phases, in order
	End     engine.Position
	Shots   []Shot

	provinces map[string]engine.ProvinceID // board location name → province
}

// Shot is one frame of the film.
type Shot struct {
	Turn int // index into Story.Turns; len(Turns) for the final position
	// Step is 0 for a phase's still frame and 1..Steps for the frames in
	// between it and the next phase, in which units move.
	Step, Steps int
	Delay       int // how long the frame shows, in hundredths of a second
}

// Timing of a film, in hundredths of a second, and the frames between two
// phases.
const (
	stillDelay = 150 // a phase with its orders and results
	endDelay   = 400 // the final position
	tweenDelay = 8   // each in-between frame
	// Steps of the move from one phase to the next: enough for the eye to
	// follow a unit along its arrow, few enough for a chat-sized file.
	movementSteps = 6
	quickSteps    = 3 // retreats and adjustments
)

// FromGame is the story of g's resolved phases, ending at its current
// position. Whatever orders a session holds for the phase in progress are
// not part of g's history, so they cannot appear.
func FromGame(g *engine.Game, title string) *Story {
	return New(g.Variant, title, g.Turns, g.Current)
}

// New is the story of turns (resolved phases of v, in order) ending at end.
func New(v *engine.Variant, title string, turns []engine.Turn, end engine.Position) *Story {
	s := &Story{Variant: v, Title: title, Turns: turns, End: end, provinces: map[string]engine.ProvinceID{}}
	for l := engine.LocID(0); int(l) < v.NumLocs(); l++ {
		s.provinces[render.LocName(v, l)] = v.ProvinceOf(l)
	}
	for i := range turns {
		s.Shots = append(s.Shots, Shot{Turn: i, Delay: stillDelay})
		n := steps(&turns[i])
		for k := 1; k <= n; k++ {
			s.Shots = append(s.Shots, Shot{Turn: i, Step: k, Steps: n, Delay: tweenDelay})
		}
	}
	s.Shots = append(s.Shots, Shot{Turn: len(turns), Delay: endDelay})
	return s
}

// Phases is the index in Shots of each phase's still frame, the final
// position's last: where stepping forward and back stops.
func (s *Story) Phases() []int {
	var out []int
	for i, sh := range s.Shots {
		if sh.Step == 0 {
			out = append(out, i)
		}
	}
	return out
}

// steps is how many in-between frames follow turn t's still frame: none
// when nothing on the board moves, appears or goes.
func steps(t *engine.Turn) int {
	moving := false
	for _, r := range t.Outcome.Results {
		switch r.Order.Kind {
		case engine.Move, engine.Build, engine.Disband, engine.Remove:
			moving = true
		}
	}
	switch {
	case !moving:
		return 0
	case t.Position.Phase.Kind == engine.Movement:
		return movementSteps
	}
	return quickSteps
}

// Position is the position a shot shows the board in (before its phase's
// orders take effect).
func (s *Story) Position(sh Shot) *engine.Position {
	if sh.Turn >= len(s.Turns) {
		return &s.End
	}
	return &s.Turns[sh.Turn].Position
}

// PhaseName is the shot's phase in the variant's words; the final
// position's phase for the last shot.
func (s *Story) PhaseName(sh Shot) string {
	return s.Variant.PhaseName(s.Position(sh).Phase)
}

// Counts is each power's supply centres in the shot's position.
func (s *Story) Counts(sh Shot) []int {
	out := make([]int, s.Variant.NumPowers())
	for _, o := range s.Position(sh).Owners {
		if o != engine.NoPower && int(o) < len(out) {
			out[o]++
		}
	}
	return out
}

// Scene is what the board shows in a shot: a phase's position with its
// orders and their results, or the final position alone.
func (s *Story) Scene(sh Shot) *render.Scene {
	if sh.Turn >= len(s.Turns) {
		return render.SceneOf(s.Variant, &s.End, nil, nil)
	}
	t := &s.Turns[sh.Turn]
	return render.SceneOf(s.Variant, &t.Position, t.Orders, &t.Outcome)
}

// Glides places every unit for an in-between shot (Step > 0): moves that
// succeeded travel their arrow, bounced ones go a third of the way and
// come back, dislodged units stand beside their place as the results
// screen shows them, retreats leave from there, builds fade in and
// disbanded or removed units fade out.
func (s *Story) Glides(sh Shot, sc *render.Scene) []render.Glide {
	if sh.Step == 0 || sh.Turn >= len(s.Turns) {
		return nil
	}
	v := s.Variant
	t := &s.Turns[sh.Turn]
	f := float64(sh.Step) / float64(sh.Steps)
	ease := f * f * (3 - 2*f) // smooth start and stop
	byLoc := map[engine.ProvinceID]engine.Result{}
	for _, r := range t.Outcome.Results {
		if r.Order.Loc != engine.NoLoc && r.Order.Loc >= 0 && int(r.Order.Loc) < v.NumLocs() {
			pr := v.ProvinceOf(r.Order.Loc)
			if _, seen := byLoc[pr]; !seen || !r.Implicit {
				byLoc[pr] = r
			}
		}
	}
	via := map[string][]string{}
	for _, o := range sc.Orders {
		if o.Kind == render.Move || o.Kind == render.Retreat {
			via[o.Loc] = o.Via
		}
	}
	var out []render.Glide
	add := func(u render.Unit, r engine.Result, ok bool) {
		g := render.Glide{Unit: u, Alpha: 1}
		switch {
		case !ok:
		case r.Order.Kind == engine.Move && r.Success:
			g.To, g.Via, g.T = render.LocName(v, r.Order.Dest), via[u.Loc], ease
		case r.Order.Kind == engine.Move && !u.Dislodged && t.Position.Phase.Kind == engine.Movement:
			// A bounce: out a third of the way and back.
			g.To, g.Via, g.T = render.LocName(v, r.Order.Dest), via[u.Loc], 0.34*math.Sin(math.Pi*f)
		case r.Order.Kind == engine.Disband || r.Order.Kind == engine.Remove ||
			(t.Position.Phase.Kind == engine.Retreat && !r.Success):
			g.Alpha = 1 - ease
		}
		out = append(out, g)
	}
	for _, u := range sc.Units {
		r, ok := byLoc[s.provinceOf(u.Loc)]
		// In a retreat phase the orders are the dislodged units'; the
		// unit that dislodged one shares its province and stays.
		add(u, r, ok && (u.Dislodged || t.Position.Phase.Kind != engine.Retreat))
	}
	for _, r := range t.Outcome.Results {
		if r.Order.Kind == engine.Build && r.Success {
			out = append(out, render.Glide{Unit: render.Unit{Kind: kindOf(r.Order.Type), Power: int(r.Order.Power), Loc: render.LocName(v, r.Order.Loc)}, Alpha: ease})
		}
	}
	return out
}

func kindOf(t engine.UnitType) render.UnitKind {
	if t == engine.Fleet {
		return render.Fleet
	}
	return render.Army
}

// provinceOf is the province of a board location name, NoProvince if none.
func (s *Story) provinceOf(loc string) engine.ProvinceID {
	if pr, ok := s.provinces[loc]; ok {
		return pr
	}
	return engine.NoProvince
}
