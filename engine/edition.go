package engine

// Edition selects the rule book, as a game option.
type Edition uint8

// Rules editions.
const (
	// Edition2023 is the 2023 rulebook with the DATC v3.0 preferences: the
	// Szykman rule for convoy paradoxes, no fallback to the land route for a
	// convoy to an adjacent province, civil-disorder removal by distance to
	// the nearest owned supply centre over any terrain.
	Edition2023 Edition = iota
	// Edition2000 is the 2000 rulebook as the DATC v2.4 test file encodes it:
	// a convoyed army does not cut the support of a unit supporting an attack
	// on a fleet its convoy needs (Szykman only when that leaves a paradox),
	// a "via convoy" move to an adjacent province falls back to the land
	// route when no convoy route is ordered, and civil-disorder removal by
	// distance to the power's home centres (fleets by sea, armies over any
	// terrain).
	Edition2000
)

// DefaultEdition is the edition a game uses unless told otherwise.
const DefaultEdition = Edition2023

// String is "2023" or "2000".
func (e Edition) String() string {
	if e == Edition2000 {
		return "2000"
	}
	return "2023"
}

// ParseEdition reads "2023" or "2000".
func ParseEdition(s string) (Edition, bool) {
	switch s {
	case "2023", "":
		return Edition2023, true
	case "2000":
		return Edition2000, true
	}
	return 0, false
}

// Options are the game options the rules depend on.
type Options struct {
	Edition Edition
	// VictorySCs, if not 0, replaces the variant's victory threshold for
	// this game (a victory option chosen at New game).
	VictorySCs int
	// EndYear, if not 0, ends the game with no winner when the Spring of
	// that year is reached (Imperial's optional short game). See
	// gameoptions.go for both and for their text form in saved games.
	EndYear int
	// Teams is the seating: the powers each player holds, for victory by
	// team; nil means the variant's fixed teams and its pairing groups
	// paired in order (Variant.Seating).
	Teams [][]PowerID
}
