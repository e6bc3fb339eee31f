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
// player. Powers in civil disorder have no say.
func (s *Session) DrawVoters() []engine.PowerID {
	var out []engine.PowerID
	for _, pw := range s.Survivors() {
		if s.PlayerOf(pw) >= 0 {
			out = append(out, pw)
		}
	}
	return out
}

// VoteDraw records power pw's vote; when every draw voter has voted yes,
// the game ends in a draw among them.
func (s *Session) VoteDraw(pw engine.PowerID, yes bool) {
	if s.DrawVotes == nil {
		s.DrawVotes = map[engine.PowerID]bool{}
	}
	if yes {
		s.DrawVotes[pw] = true
	} else {
		delete(s.DrawVotes, pw)
	}
	voters := s.DrawVoters()
	for _, v := range voters {
		if !s.DrawVotes[v] {
			return
		}
	}
	if len(voters) > 0 {
		s.Game.Draw(voters)
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
// screens speak of players rather than powers.
func (s *Session) SharedPowers() bool {
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
