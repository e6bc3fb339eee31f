package hotseat

import "dipdesk/engine"

// EditionChoice is one rules edition the new-game form offers.
type EditionChoice struct {
	Label   string
	Edition engine.Edition
}

// TimerChoice is one negotiation timer the new-game form offers.
type TimerChoice struct {
	Label   string
	Minutes int // 0: no timer
}

// EditionChoices are the rules editions a game can be played by, the
// default first.
func EditionChoices() []EditionChoice {
	return []EditionChoice{
		{"2023 rules (DATC 3.0)", engine.Edition2023},
		{"2000 rules (DATC 2.4)", engine.Edition2000},
	}
}

// TimerChoices are the negotiation timers offered, "No timer" first.
func TimerChoices() []TimerChoice {
	return []TimerChoice{{"No timer", 0}, {"5 minutes", 5}, {"10 minutes", 10},
		{"15 minutes", 15}, {"20 minutes", 20}, {"30 minutes", 30}}
}
