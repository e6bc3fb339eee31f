package engine

// Rules holds the named, parameterised mechanisms a variant switches on. The
// zero value is the standard game: build in unoccupied owned home centres,
// win with a majority of the supply centres.
//
// Implemented: the build policies below (home only, any owned centre, any
// owned home centre of any power), a home centre needed to build, a cap on
// builds per year (one adjustment phase), the victory threshold and when it
// is checked (victory.go); notional owners (NotionalOwner) and players
// holding several powers (app/hotseat) live elsewhere.
//
// Also implemented, each in its own file: conditional borders (border.go),
// per-power build lists and fleet-build limits (buildlist.go), continents
// and convoys abroad (continent.go), game options chosen at New game
// (gameoptions.go), victory by teams of powers (team.go), neutral units
// (neutral.go), box provinces (box.go), land bridges (bridge.go),
// scheduled events (events.go), conditional fleet homes (fleethome.go)
// and the quiet-years draw (quiet.go).
type Rules struct {
	// Build says where a power may build.
	Build BuildPolicy
	// BuildNeedsHome: a power may build only while it owns at least one of its
	// own home centres (1776 II).
	BuildNeedsHome bool
	// MaxBuilds caps the builds (and waives) of one power in one adjustment
	// phase, which is one a year; 0 means no cap beyond the usual
	// centres-minus-units. A build over the cap gets ReasonBuildCap.
	MaxBuilds int
	// VictorySCs is the number of supply centres that wins; 0 means a strict
	// majority of all supply centres.
	VictorySCs int
	// VictoryAt says when victory is checked; 0 means VictoryAfterRetreats.
	VictoryAt VictoryTiming
	// QuietYears ends the game in a draw among the survivors once no supply
	// centre has changed owner for this many years in a row; 0 means never
	// (see quiet.go).
	QuietYears int
	// Events are scheduled changes of side (see events.go).
	Events []Event
	// FleetHomes are powers that may build fleets only in the first of some
	// centres they capture (see fleethome.go).
	FleetHomes []FleetHome
	// AbroadNearOwned: an army convoyed from one continent to another that
	// is not its power's home continent may land only on a supply centre
	// its power owns or a province bordering one (1812 Overture; see
	// continent.go).
	AbroadNearOwned bool
	// VictoryByTeam: victory counts the centres of each team (a player's
	// powers, team.go) together; TeamContinent, if not 0, also needs that
	// many of them on one continent (1812 Overture: 18, 12 in one).
	VictoryByTeam bool
	TeamContinent int
}

// BuildPolicy says which vacant supply centres a power may build in.
type BuildPolicy uint8

// Build policies.
const (
	// BuildHome: the power's own home centres that it owns (standard).
	BuildHome BuildPolicy = iota
	// BuildOwned: any supply centre the power owns (American Conflict, 1776 II).
	BuildOwned
	// BuildAnyHome: any power's home centre that the power owns (Imperial).
	BuildAnyHome
)

var buildNames = [...]string{"home", "owned", "anyhome"}

// String is the policy's name as written in definitions.
func (b BuildPolicy) String() string {
	if int(b) < len(buildNames) {
		return buildNames[b]
	}
	return "?"
}

// ParseBuildPolicy reads a policy name ("home", "owned", "anyhome").
func ParseBuildPolicy(s string) (BuildPolicy, bool) {
	for i, n := range buildNames {
		if n == s {
			return BuildPolicy(i), true
		}
	}
	return 0, false
}

// VictoryThreshold returns the SC count that wins under the variant's own
// rule (a game may change it; see Options.VictorySCs).
func (v *Variant) VictoryThreshold() int {
	if v.Rules.VictorySCs > 0 {
		return v.Rules.VictorySCs
	}
	return len(v.scs)/2 + 1
}
