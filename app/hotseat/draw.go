package hotseat

import (
	"strings"

	"dipdesk/engine"
)

// Survivors are the powers still in the game now.
func (s *Session) Survivors() []engine.PowerID {
	var out []engine.PowerID
	for pw := engine.PowerID(0); int(pw) < s.Variant().NumPowers(); pw++ {
		if s.Current().Alive(pw) {
			out = append(out, pw)
		}
	}
	return out
}

// DrawVoters are the powers that vote on a draw: survivors held by a
// person. Powers in civil disorder have no say; computers decide for
// themselves (ComputerRefusal).
func (s *Session) DrawVoters() []engine.PowerID {
	var out []engine.PowerID
	for _, pw := range s.Survivors() {
		if i := s.PlayerOf(pw); i >= 0 && !s.Players[i].IsComputer() {
			out = append(out, pw)
		}
	}
	return out
}

// drawSides are the survivors a draw is shared by: those held by anyone,
// person or computer.
func (s *Session) drawSides() []engine.PowerID {
	var out []engine.PowerID
	for _, pw := range s.Survivors() {
		if s.PlayerOf(pw) >= 0 {
			out = append(out, pw)
		}
	}
	return out
}

// PeopleAgreeToDraw reports whether every draw voter has voted yes.
func (s *Session) PeopleAgreeToDraw() bool {
	voters := s.DrawVoters()
	for _, v := range voters {
		if !s.DrawVotes[v] {
			return false
		}
	}
	return len(voters) > 0
}

// ComputerRefusal names the computer that refuses a draw, as "Computer 3
// (France) leads and plays on.", or "" if every computer agrees. A
// computer agrees unless the powers it holds have more centres than any
// other player's: a leader plays for the win, as a person would.
func (s *Session) ComputerRefusal() string {
	pos := s.Current()
	count := func(p Player) int {
		n := 0
		for _, pw := range p.Powers {
			n += pos.SCCount(pw)
		}
		return n
	}
	for i, p := range s.Players {
		if !p.IsComputer() {
			continue
		}
		mine, leads := count(p), true
		for j, q := range s.Players {
			if j != i && count(q) >= mine {
				leads = false
			}
		}
		if leads {
			return s.PlayerTitle(i) + " leads and plays on."
		}
	}
	return ""
}

// VoteDraw records power pw's vote; when every draw voter has voted yes
// and no computer refuses, the game ends in a draw among the survivors
// anyone holds.
func (s *Session) VoteDraw(pw engine.PowerID, yes bool) {
	if s.DrawVotes == nil {
		s.DrawVotes = map[engine.PowerID]bool{}
	}
	if yes {
		s.DrawVotes[pw] = true
	} else {
		delete(s.DrawVotes, pw)
	}
	if s.PeopleAgreeToDraw() && s.ComputerRefusal() == "" {
		s.Game.Draw(s.drawSides())
	}
}

// Verdict says how the game ended: "France wins!", "A draw between
// England, France." or, if it has not, "The game is over.". When players
// hold several powers it names the players, since they are who win:
// "French Empire (France, Rhine Confederation) and United States
// (Republican Party, Federalist Party) win!".
func (s *Session) Verdict() string {
	g := s.Game
	switch {
	case len(g.Winners) > 0:
		names := s.sideNames(g.Winners)
		if len(names) > 1 {
			return strings.Join(names, " and ") + " win!"
		}
		return strings.Join(names, " and ") + " wins!"
	case len(g.Drawn) > 0:
		return "A draw between " + strings.Join(s.sideNames(g.Drawn), ", ") + "."
	}
	return "The game is over."
}

// SharedPowers reports whether some player holds several powers: then the
// screens speak of players rather than powers. A sandbox's one person
// is nobody's side, so there the screens speak of powers: its win was
// once announced as "Sandbox (Great Britain, Continental Congress, …)
// wins!".
func (s *Session) SharedPowers() bool {
	if s.Sandbox {
		return false
	}
	for _, p := range s.Players {
		if len(p.Powers) > 1 {
			return true
		}
	}
	return false
}

// sideNames names the sides among powers: their players' titles ("Ann
// (France, Rhine Confederation)"), each once, when players hold several
// powers; otherwise, and for powers nobody holds, the powers' names.
func (s *Session) sideNames(powers []engine.PowerID) []string {
	if !s.SharedPowers() {
		return s.powerNames(powers)
	}
	var out []string
	seen := map[int]bool{}
	for _, pw := range powers {
		i := s.PlayerOf(pw)
		switch {
		case i < 0:
			out = append(out, s.Variant().Power(pw).Name)
		case !seen[i]:
			seen[i] = true
			out = append(out, s.PlayerTitle(i))
		}
	}
	return out
}
