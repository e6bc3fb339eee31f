package hotseat

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"dipdesk/engine"
)

// Teams: in a variant whose definition fixes teams or a pairing (1812
// Overture: the French Empire holds France and Rhine; three other players
// each take a European and an American power), the table seats players,
// not powers. The new-game form shows one row per player: a fixed team's
// powers, or a choice of one power from each pairing group. TeamPlayers
// turns the rows into the session's players, and the seating becomes the
// game's Options.Teams, so victory counts each player's powers together.

// HasTeams reports whether v seats players by teams rather than one power
// per row.
func HasTeams(v *engine.Variant) bool {
	return len(v.FixedTeams()) > 0 || len(v.PairingGroups()) > 0
}

// TeamRow is one player's row on the new-game form.
type TeamRow struct {
	// Title names the row: the fixed team's name ("French Empire"), or
	// "Player N" for a paired player.
	Title string
	// Fixed are a fixed team's powers; nil for a paired player, who takes
	// one power of each of the variant's PairingGroups.
	Fixed []engine.PowerID
}

// TeamRows are the rows of v's new-game form: the fixed teams, then one
// row per paired player.
func TeamRows(v *engine.Variant) []TeamRow {
	var out []TeamRow
	for i, t := range v.FixedTeams() {
		title := v.FixedTeamName(i)
		if title == "" {
			title = fmt.Sprintf("Player %d", i+1)
		}
		out = append(out, TeamRow{Title: title, Fixed: t})
	}
	if g := v.PairingGroups(); len(g) > 0 {
		for k := range g[0] {
			out = append(out, TeamRow{Title: fmt.Sprintf("Player %d", len(v.FixedTeams())+k+1)})
		}
	}
	return out
}

// RandomPick pairs the groups at random: pick[g][k] is the index, in
// pairing group g, of the power the k-th paired player takes.
func RandomPick(v *engine.Variant, rng *rand.Rand) [][]int {
	groups := v.PairingGroups()
	pick := make([][]int, len(groups))
	for g, group := range groups {
		pick[g] = rng.Perm(len(group))
	}
	return pick
}

// TeamSeat is what the table typed on one row: the player's name (empty:
// nobody plays that row's powers) and PIN, in clear.
type TeamSeat struct {
	Name string
	PIN  string
	// Computer is the level of a computer player, "" for a person (see
	// Seat).
	Computer string
}

// TeamPlayers seats the rows: row k of TeamRows(v) plays the k-th team of
// v.Seating(pick). Rows with the same name go to one person, as on the
// plain form. New makes the players the game's teams.
func TeamPlayers(gameID string, v *engine.Variant, seats []TeamSeat, pick [][]int) ([]Player, error) {
	teams, err := v.Seating(pick)
	if err != nil {
		return nil, err
	}
	if len(seats) != len(teams) {
		return nil, fmt.Errorf("hotseat: %d rows for %d players", len(seats), len(teams))
	}
	var flat []Seat
	for k, team := range teams {
		for _, pw := range team {
			flat = append(flat, Seat{Power: pw, Name: strings.TrimSpace(seats[k].Name), PIN: seats[k].PIN, Computer: seats[k].Computer})
		}
	}
	return SeatPlayers(gameID, flat)
}

// teamsOf is the seating for victory by team: the variant's teams as the
// players hold them. Each player's powers count together; a power nobody
// holds counts alone.
func teamsOf(v *engine.Variant, players []Player) [][]engine.PowerID {
	held := make([]bool, v.NumPowers())
	var out [][]engine.PowerID
	for _, p := range players {
		out = append(out, append([]engine.PowerID(nil), p.Powers...))
		for _, pw := range p.Powers {
			held[pw] = true
		}
	}
	for pw := range held {
		if !held[pw] {
			out = append(out, []engine.PowerID{engine.PowerID(pw)})
		}
	}
	return out
}
