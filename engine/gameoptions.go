package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Game options a variant offers at New game (Imperial: a long game to 84
// centres instead of 70, or a short one that ends in Spring 1901 with no
// winner). The definition lists them; the chosen values live in Options,
// which a Game keeps and a saved game stores as text (MarshalText).

// GameOption is one choice a variant offers when a game is set up.
type GameOption struct {
	Label string // as shown at New game, e.g. "Long game: 84 centres win"
	// VictorySCs, if not 0, is the threshold the option sets.
	VictorySCs int
	// EndYear, if not 0, ends the game with no winner in that Spring.
	EndYear int
}

// GameOptionSpec is a GameOption as the definition writes it.
type GameOptionSpec struct {
	GameOption
	Line int
}

// GameOptions lists the options the variant offers, in definition order.
func (v *Variant) GameOptions() []GameOption { return v.options }

// Apply sets in opt what option o chooses.
func (o GameOption) Apply(opt *Options) {
	if o.VictorySCs > 0 {
		opt.VictorySCs = o.VictorySCs
	}
	if o.EndYear > 0 {
		opt.EndYear = o.EndYear
	}
}

// CheckOptions reports whether opt makes sense for a game of v: a victory
// threshold the board can reach, an end after the start.
func (v *Variant) CheckOptions(opt Options) error {
	if opt.VictorySCs < 0 || opt.VictorySCs > len(v.scs) {
		return fmt.Errorf("engine: a game to %d supply centres: the board has %d", opt.VictorySCs, len(v.scs))
	}
	if opt.EndYear != 0 && opt.EndYear <= v.start.Phase.Year {
		return fmt.Errorf("engine: a game that ends in %d, but it starts in %d", opt.EndYear, v.start.Phase.Year)
	}
	seated := make([]bool, len(v.powers))
	for _, team := range opt.Teams {
		for _, pw := range team {
			if pw < 0 || int(pw) >= len(v.powers) || seated[pw] {
				return fmt.Errorf("engine: a seating names power %d twice or not at all", pw)
			}
			seated[pw] = true
		}
	}
	return nil
}

func (b *builder) gameOptions() {
	v := b.v
	for _, os := range b.spec.Options {
		switch {
		case os.Label == "":
			b.errf(os.Line, "a game option needs a label")
		case os.VictorySCs == 0 && os.EndYear == 0:
			b.errf(os.Line, "game option %q changes nothing: give victory=<n> or end=<year>", os.Label)
		case os.VictorySCs > len(v.scs):
			b.errf(os.Line, "game option %q: victory=%d, but the board has only %d supply centres", os.Label, os.VictorySCs, len(v.scs))
		case os.EndYear != 0 && os.EndYear <= b.spec.StartYear:
			b.errf(os.Line, "game option %q: end=%d is not after the start (%d)", os.Label, os.EndYear, b.spec.StartYear)
		default:
			v.options = append(v.options, os.GameOption)
		}
	}
}

// ended reports whether a game played with opt is over on reaching phase p.
func ended(p Phase, opt Options) bool {
	return opt.EndYear > 0 && p.Year >= opt.EndYear
}

// MarshalText writes the options as "edition=2023 victory=84 end=1901
// teams=0+1,2+3" (teams by power index), leaving out what is not set, for
// saved games.
func (o Options) MarshalText() ([]byte, error) {
	s := "edition=" + o.Edition.String()
	if o.VictorySCs > 0 {
		s += " victory=" + strconv.Itoa(o.VictorySCs)
	}
	if o.EndYear > 0 {
		s += " end=" + strconv.Itoa(o.EndYear)
	}
	if o.Teams != nil {
		var ts []string
		for _, t := range o.Teams {
			var ps []string
			for _, pw := range t {
				ps = append(ps, strconv.Itoa(int(pw)))
			}
			ts = append(ts, strings.Join(ps, "+"))
		}
		s += " teams=" + strings.Join(ts, ",")
	}
	return []byte(s), nil
}

// UnmarshalText reads what MarshalText writes; unknown keys are an error,
// so that a newer save is not silently misread.
func (o *Options) UnmarshalText(text []byte) error {
	var n Options
	for _, w := range strings.Fields(string(text)) {
		k, val, _ := strings.Cut(w, "=")
		var err error
		switch k {
		case "edition":
			var ok bool
			if n.Edition, ok = ParseEdition(val); !ok {
				err = fmt.Errorf("unknown edition %q", val)
			}
		case "victory":
			n.VictorySCs, err = positive(val)
		case "end":
			n.EndYear, err = positive(val)
		case "teams":
			n.Teams, err = parseTeams(val)
		default:
			err = fmt.Errorf("unknown option %q", k)
		}
		if err != nil {
			return fmt.Errorf("engine: game options %q: %v", text, err)
		}
	}
	*o = n
	return nil
}

func parseTeams(s string) ([][]PowerID, error) {
	var out [][]PowerID
	for _, t := range strings.Split(s, ",") {
		var team []PowerID
		for _, p := range strings.Split(t, "+") {
			n, err := strconv.Atoi(p)
			if err != nil || n < 0 || n > 99 {
				return nil, fmt.Errorf("teams: %q is not a power number", p)
			}
			team = append(team, PowerID(n))
		}
		out = append(out, team)
	}
	return out, nil
}

func positive(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("%q is not a positive number", s)
	}
	return n, nil
}
