package learn

import (
	"fmt"
	"strings"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/datc"
)

// Lesson is one rule of the primer: what it says, and a small Classic
// position showing it, which the real adjudicator resolves when shown.
type Lesson struct {
	Title string
	Text  string // the rule in a few sentences (Markdown)
	Case  string // the position and orders, in the DATC text format
}

// Lessons are the primer's rules, in the order a new player needs them.
// The positions are Classic's; the results are never written here, only
// computed, so the primer cannot disagree with the adjudicator.
var Lessons = []Lesson{
	{"Moving and holding", "Each unit gets one order a turn. An army moves over land to a neighbouring " +
		"province; a fleet moves along coasts and seas. A unit not ordered to move **holds**. All orders " +
		"are revealed and resolved together.", `
PRESTATE
	France: A par
	France: F bre
	France: A mar
ORDERS
	France: A par-bur
	France: F bre-mao
	France: A mar H
`},
	{"Bounce", "Units are all equal. When two units of the same strength try to enter the same " +
		"province, they **bounce**: neither moves, and the province stays empty.", `
PRESTATE
	Austria: A vie
	Russia: A war
ORDERS
	Austria: A vie-gal
	Russia: A war-gal
`},
	{"Support", "A unit may **support** another's move (or hold) into a province it could itself move " +
		"to. Each support adds one to the strength. The stronger move wins; here Italy's supported move " +
		"beats Austria's lone one.", `
PRESTATE
	Italy: A ven
	Italy: A pie
	Austria: A vie
ORDERS
	Italy: A ven-tyr
	Italy: A pie S A ven-tyr
	Austria: A vie-tyr
`},
	{"Cut support", "A support is **cut** when the supporting unit is attacked from any province other " +
		"than the one the support is aimed at. Here France attacks Ruhr from Belgium: Ruhr's support " +
		"is cut, and Germany's attack on Burgundy fails against France's hold.", `
PRESTATE
	Germany: A mun
	Germany: A ruh
	France: A bur
	France: A bel
ORDERS
	Germany: A mun-bur
	Germany: A ruh S A mun-bur
	France: A bur H
	France: A bel-ruh
`},
	{"Dislodge", "A move stronger than the defence of the unit it attacks **dislodges** that unit: the " +
		"attacker takes the province and the defender must retreat or be disbanded.", `
PRESTATE
	Germany: A mun
	Germany: A ruh
	France: A bur
ORDERS
	Germany: A mun-bur
	Germany: A ruh S A mun-bur
	France: A bur H
`},
	{"Retreat", "After the moves, each dislodged unit **retreats** to an empty neighbouring province, or " +
		"is disbanded. It may not retreat to where its attacker came from, nor into a province left " +
		"empty by a bounce. Here the French army driven out of Burgundy retreats to Picardy.", `
PRESTATE_SETPHASE Spring 1901, Retreat
PRESTATE
	Germany: A bur
	Germany: A ruh
PRESTATE_DISLODGED
	France: A bur
PRESTATE_RESULTS
	SUCCESS: Germany: A mun-bur
ORDERS
	France: A bur-pic
`},
	{"Convoy", "A fleet at sea can **convoy** an army across it, from coast to coast. The army moves as " +
		"if the provinces bordered each other; a chain of fleets carries it further. Dislodging a " +
		"convoying fleet stops the convoy.", `
PRESTATE
	England: A lon
	England: F nth
ORDERS
	England: A lon-nwy
	England: F nth C A lon-nwy
`},
	{"Build", "After Fall, supply centres change hands to whoever stands on them. In Winter a power with " +
		"more centres than units **builds** the difference, in its own empty home centres; one with " +
		"fewer removes units. Germany, with four centres and three units, builds an army in Berlin.", `
PRESTATE_SETPHASE Winter 1901, Adjustment
PRESTATE_SUPPLYCENTER_OWNERS
	Germany: ber
	Germany: kie
	Germany: mun
	Germany: den
PRESTATE
	Germany: F den
	Germany: A kie
	Germany: A mun
ORDERS
	Germany: Build A ber
`},
}

// Study sets the lesson's position up on Classic and resolves it.
func (l Lesson) Study(classic *variants.Package) (*Study, error) {
	f, err := datc.Parse(l.Title, strings.NewReader("CASE lesson\n"+l.Case+"\nEND\n"))
	if err != nil {
		return nil, err
	}
	if len(f.Cases) != 1 {
		return nil, fmt.Errorf("lesson %s: want one case", l.Title)
	}
	return Resolve(classic.Variant, f.Cases[0], engine.Options{})
}
