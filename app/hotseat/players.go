package hotseat

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"

	"dipdesk/engine"
)

// Player is a person at the table and the powers they hold. The session's
// Players is the game's only list of them: the engine adjudicates powers
// and knows nothing of people.
type Player struct {
	Name   string
	Powers []engine.PowerID
	// PIN is a salted hash of the player's PIN, or "" if they set none. It
	// keeps a curious neighbour out of a turn; it is not security.
	PIN string
	// Computer is the level of a computer player ("easy", "hard": the bot
	// package's level names), "" for a person. Computers skip the curtain
	// and order after the people (computer.go).
	Computer string
}

// PlayerOf is the index of the player holding power pw, or -1 when
// nobody does and the power stands in civil disorder.
func (s *Session) PlayerOf(pw engine.PowerID) int {
	for i, p := range s.Players {
		if slices.Contains(p.Powers, pw) {
			return i
		}
	}
	return -1
}

// Unplayed are the powers no player holds: their units hold, and they
// build and remove by the civil-disorder rules.
func (s *Session) Unplayed() map[engine.PowerID]bool {
	out := map[engine.PowerID]bool{}
	for pw := engine.PowerID(0); int(pw) < s.Variant().NumPowers(); pw++ {
		if s.PlayerOf(pw) < 0 {
			out[pw] = true
		}
	}
	return out
}

// PlayerTitle is "Bob (Germany)" or "Ann (England, France)".
func (s *Session) PlayerTitle(i int) string {
	p := s.Players[i]
	return fmt.Sprintf("%s (%s)", p.Name, strings.Join(s.powerNames(p.Powers), ", "))
}

func (s *Session) powerNames(powers []engine.PowerID) []string {
	names := make([]string, len(powers))
	for i, pw := range powers {
		names[i] = s.Variant().Power(pw).Name
	}
	return names
}

// HashPIN turns a PIN into what Player.PIN stores; salt is the session ID
// and player name, so equal PINs do not look equal in the file.
func HashPIN(sessionID, player, pin string) string {
	if pin == "" {
		return ""
	}
	h := sha256.Sum256([]byte(sessionID + "\x00" + player + "\x00" + pin))
	return hex.EncodeToString(h[:])
}

// CheckPIN reports whether pin opens player i's turn.
func (s *Session) CheckPIN(i int, pin string) bool {
	p := s.Players[i]
	return p.PIN == "" || HashPIN(s.ID, p.Name, pin) == p.PIN
}

// Seat is one power's row on the new-game form: the name typed against it
// (empty: nobody plays it) and the PIN, in clear.
type Seat struct {
	Power engine.PowerID
	Name  string
	PIN   string
	// Computer is the level of a computer seat, "" for a person; the same
	// name on several computer seats gives them to one computer, which
	// plays them together.
	Computer string
}

// SeatPlayers groups seats by player name (ignoring case and surrounding
// spaces), in the order names first appear, so the same name on several
// powers gives them all to one person. A player's PIN may be typed on any
// of their powers, but two different PINs are refused.
func SeatPlayers(gameID string, seats []Seat) ([]Player, error) {
	var out []Player
	index := map[string]int{}
	pins := map[string]string{}
	for _, st := range seats {
		name := strings.TrimSpace(st.Name)
		if name == "" {
			continue
		}
		key := strings.ToLower(name)
		i, ok := index[key]
		if !ok {
			i = len(out)
			index[key] = i
			out = append(out, Player{Name: name, Computer: st.Computer})
		}
		if out[i].Computer != st.Computer {
			return nil, fmt.Errorf("%s is named on seats of different kinds (a person and a computer, or two computer levels); give each its own name", name)
		}
		out[i].Powers = append(out[i].Powers, st.Power)
		if pin := st.PIN; pin != "" && st.Computer == "" {
			if old, set := pins[key]; set && old != pin {
				return nil, fmt.Errorf("%s has two different PINs; give one PIN, or the same on every power", name)
			}
			pins[key] = pin
		}
	}
	if len(out) == 0 {
		return nil, errors.New("name at least one player")
	}
	for i := range out {
		out[i].PIN = HashPIN(gameID, out[i].Name, pins[strings.ToLower(out[i].Name)])
	}
	return out, nil
}
