package hotseat

import (
	"fmt"
	"strings"

	"dipdesk/engine"
)

// after is the position turn k led to: the next turn's, or the current
// one for the last turn.
func (s *Session) after(k int) *engine.Position {
	if k+1 < len(s.Game.Turns) {
		return &s.Game.Turns[k+1].Position
	}
	return s.Current()
}

// PhaseSummary says in plain words what turn k changed: supply centres
// gained and lost, builds and removals due, powers eliminated, the winner;
// it starts with the phase that follows.
func (s *Session) PhaseSummary(k int) string {
	v := s.Variant()
	tn := &s.Game.Turns[k]
	before, next := &tn.Position, s.after(k)
	// A phase that ended the game leads nowhere: no next phase, no builds.
	over := len(tn.Outcome.Winners) > 0 || len(tn.Outcome.Drawn) > 0
	var lines []string
	unplayed := s.Unplayed()
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		parts := powerChanges(v, pw, before, next, unplayed[pw], over)
		if before.Phase.Kind == engine.Adjustment && unplayed[pw] {
			if d := v.Delta(before, pw); d > 0 {
				parts = append(parts, unplayedBuilds(d))
			}
		}
		if len(parts) > 0 {
			lines = append(lines, v.Power(pw).Name+" "+strings.Join(parts, "; ")+".")
		}
	}
	for _, w := range tn.Outcome.Winners {
		lines = append(lines, v.Power(w).Name+" wins!")
	}
	if len(lines) == 0 {
		lines = append(lines, "No supply centre changed hands.")
	}
	head := "Next: " + v.PhaseName(next.Phase)
	if over {
		head = "The game ends after " + v.PhaseName(tn.Position.Phase) + "."
	}
	return head + "\n" + strings.Join(lines, "\n")
}

// powerChanges are what happened to power pw between two positions, as
// phrases: "gains Belgium", "must remove 1", "is eliminated". unplayed
// marks a power nobody plays (civil disorder), which builds nothing; over,
// a phase that ended the game, after which nobody builds.
func powerChanges(v *engine.Variant, pw engine.PowerID, before, next *engine.Position, unplayed, over bool) []string {
	var gained, lost []string
	for pr := range next.Owners {
		was, is := before.Owners[pr], next.Owners[pr]
		if was == is {
			continue
		}
		name := v.Province(engine.ProvinceID(pr)).Name
		if is == pw {
			gained = append(gained, name)
		} else if was == pw {
			lost = append(lost, name)
		}
	}
	var parts []string
	if len(gained) > 0 {
		parts = append(parts, "gains "+strings.Join(gained, ", "))
	}
	if len(lost) > 0 {
		parts = append(parts, "loses "+strings.Join(lost, ", "))
	}
	if next.Phase.Kind == engine.Adjustment && !over {
		if d := v.Delta(next, pw); d > 0 {
			parts = append(parts, buildsPhrase(v.BuildsDue(next, pw), unplayed))
		} else if d < 0 {
			parts = append(parts, fmt.Sprintf("must remove %d", -d))
		}
	}
	if before.Alive(pw) && !next.Alive(pw) {
		parts = append(parts, "is eliminated")
	}
	return parts
}

// unplayedBuilds says, after a Winter, that a power nobody plays built
// none of the d units it was owed. A game can open with such a Winter
// (War in North America: the United States builds first), and a Winter
// with nothing for anyone to do resolves without the table: this is the
// only word a newcomer gets of why that power never builds.
func unplayedBuilds(d int) string {
	if d == 1 {
		return "built nothing: 1 was due, but nobody plays it (civil disorder)"
	}
	return fmt.Sprintf("built nothing: %d were due, but nobody plays it (civil disorder)", d)
}

// buildsPhrase announces the builds due, and says why fewer than owed
// will be made, so no announced build vanishes in Winter without a word.
func buildsPhrase(b engine.Builds, unplayed bool) string {
	switch {
	case unplayed:
		return fmt.Sprintf("builds nothing: %d due, but nobody plays it (civil disorder)", b.Owed)
	case b.Allowed == b.Owed:
		return fmt.Sprintf("builds %d", b.Owed)
	case b.Places == 0:
		return fmt.Sprintf("builds nothing: %d due, but no free centre to build in", b.Owed)
	case b.Cap > 0 && b.Allowed == b.Cap && b.Cap < b.Places:
		return fmt.Sprintf("builds %d: %d due, but at most %d a year", b.Allowed, b.Owed, b.Cap)
	}
	centres := "centres"
	if b.Places == 1 {
		centres = "centre"
	}
	return fmt.Sprintf("builds %d: %d due, but only %d free %s to build in", b.Allowed, b.Owed, b.Places, centres)
}

// SCHistory is each power's supply-centre count at the start of the game,
// at the start of every later year, and now: one row per point, one column
// per power. The end screen charts it.
func (s *Session) SCHistory() [][]int {
	g := s.Game
	var out [][]int
	for i := range g.Turns {
		ph := g.Turns[i].Position.Phase
		if i == 0 || ph.Kind == engine.Movement && ph.Season == 0 {
			out = append(out, scRow(s.Variant(), &g.Turns[i].Position))
		}
	}
	return append(out, scRow(s.Variant(), s.Current()))
}

// SCYears is the year of each point of SCHistory: the chart's axis.
func (s *Session) SCYears() []int {
	g := s.Game
	var out []int
	for i := range g.Turns {
		ph := g.Turns[i].Position.Phase
		if i == 0 || ph.Kind == engine.Movement && ph.Season == 0 {
			out = append(out, ph.Year)
		}
	}
	return append(out, s.Current().Phase.Year)
}

func scRow(v *engine.Variant, p *engine.Position) []int {
	r := make([]int, v.NumPowers())
	for pw := range r {
		r[pw] = p.SCCount(engine.PowerID(pw))
	}
	return r
}

// AdjustmentsDue lists, in an adjustment phase, who builds or removes how
// many: "France builds 2.", "Italy must remove 1.", with why a power
// builds fewer than it is owed. None outside adjustment phases.
func (s *Session) AdjustmentsDue() []string {
	v := s.Variant()
	pos := s.Current()
	if pos.Phase.Kind != engine.Adjustment {
		return nil
	}
	unplayed := s.Unplayed()
	var out []string
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		switch d := v.Delta(pos, pw); {
		case d > 0:
			out = append(out, v.Power(pw).Name+" "+buildsPhrase(v.BuildsDue(pos, pw), unplayed[pw])+".")
		case d < 0:
			out = append(out, fmt.Sprintf("%s must remove %d.", v.Power(pw).Name, -d))
		}
	}
	return out
}
