package selfplay

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"dipdesk/engine"
)

// Config says how many games Balance plays and for how long.
type Config struct {
	Games int    // games to play
	Years int    // game years per game, the start year included
	Seed  uint64 // game i plays with the random source (Seed, i)
	// Lineup, if set, seats the players of every game (computer players,
	// or a mix); nil puts Random in every seat.
	Lineup *Lineup
	// Rotate (Match only) moves every seat one power on from game to game:
	// game i seats at power p what the lineup seats at power p-i, so that
	// one lone seat ("bot:hard=france,bot:medium") plays every power in
	// turn and Games a multiple of the powers plays each equally. The
	// lineup's teams do not rotate: rotate lineups of single seats.
	Rotate bool
}

// Report is what Balance found, per power, over all games.
type Report struct {
	Variant string // the variant's name
	// Player says who sat in the seats (Lineup.Describe): "random",
	// "bot:hard in every seat", or kinds with power indices such as
	// "bot:hard=0, random=1,2,3,4,5,6". A chart of the report should show
	// it: a table of bots and one of random orders answer different
	// questions (good play's balance, or the board's).
	Player    string
	Games     int
	Errors    int // games the engine stopped with an error (not counted below)
	StartYear int
	Years     int
	Seed      uint64
	NoWinner  int // games that reached the last year without a winner
	Powers    []PowerStats
}

// PowerStats is one power's record over a Report's games.
type PowerStats struct {
	Name string
	Wins int
	// Share[y] is the power's mean share of all supply centres at the end
	// of year StartYear+y (after the Fall's captures), over the games; a
	// game that ended early counts with its last position.
	Share []float64
	// Eliminated counts games the power ended with no centre and no unit.
	Eliminated int
	// HomeLost[y] counts games in which the power first lost one of its own
	// home centres at the end of year StartYear+y; games in which it never
	// did are Games minus their sum.
	HomeLost []int
}

// Balance plays cfg.Games games of v with cfg.Lineup's players (Random in
// every seat if none) and gathers each power's wins, centre share by year, eliminations and the
// year it first loses a home centre.
func Balance(v *engine.Variant, cfg Config) (*Report, error) {
	if cfg.Games < 1 || cfg.Years < 1 {
		return nil, fmt.Errorf("selfplay: %d games of %d years: expected at least one of each", cfg.Games, cfg.Years)
	}
	start := v.Start()
	lineup := cfg.Lineup
	if lineup == nil {
		lineup = RandomLineup(v)
	}
	rep := &Report{Variant: v.Name, Player: lineup.Describe(), Games: cfg.Games,
		StartYear: start.Phase.Year, Years: cfg.Years, Seed: cfg.Seed}
	for pw := 0; pw < v.NumPowers(); pw++ {
		rep.Powers = append(rep.Powers, PowerStats{Name: v.Power(engine.PowerID(pw)).Name,
			Share: make([]float64, cfg.Years), HomeLost: make([]int, cfg.Years)})
	}
	for i := 0; i < cfg.Games; i++ {
		players := lineup.Players(cfg.Seed, i)
		yearly := newYearbook(v, rep.StartYear, cfg.Years)
		g, err := Play(v, players, cfg.Years, func(g *engine.Game, _ engine.Outcome) { yearly.see(g) })
		if err != nil {
			rep.Errors++
			continue
		}
		yearly.finish(g)
		rep.add(v, g, yearly)
	}
	if n := float64(rep.Games - rep.Errors); n > 0 {
		for i := range rep.Powers {
			for y := range rep.Powers[i].Share {
				rep.Powers[i].Share[y] /= n
			}
		}
	}
	return rep, nil
}

// add counts one finished game.
func (rep *Report) add(v *engine.Variant, g *engine.Game, yb *yearbook) {
	for _, w := range g.Winners {
		rep.Powers[w].Wins++
	}
	if len(g.Winners) == 0 {
		rep.NoWinner++
	}
	final := yb.owners[len(yb.owners)-1]
	scs := float64(len(v.SupplyCenters()))
	for pw := range rep.Powers {
		p := engine.PowerID(pw)
		st := &rep.Powers[pw]
		for y, owners := range yb.owners {
			st.Share[y] += float64(count(owners, p)) / scs
		}
		if count(final, p) == 0 && g.Current.UnitCount(p) == 0 {
			st.Eliminated++
		}
		if y := firstHomeLoss(v.Homes(p), v.Start().Owners, yb.owners, p); y >= 0 {
			st.HomeLost[y]++
		}
	}
}

func count(owners []engine.PowerID, pw engine.PowerID) int {
	n := 0
	for _, o := range owners {
		if o == pw {
			n++
		}
	}
	return n
}

// firstHomeLoss returns the first year (an index into years) at whose end
// pw no longer owns a home centre it had owned, or -1. A home centre it
// has never held (War in North America's New York City starts in the
// insurgents' hands) is not lost until pw has taken it.
func firstHomeLoss(homes []engine.ProvinceID, start []engine.PowerID, years [][]engine.PowerID, pw engine.PowerID) int {
	held := make([]bool, len(homes))
	for i, h := range homes {
		held[i] = start[h] == pw
	}
	for y, owners := range years {
		for i, h := range homes {
			if held[i] && owners[h] != pw {
				return y
			}
		}
		for i, h := range homes {
			held[i] = held[i] || owners[h] == pw
		}
	}
	return -1
}

// yearbook keeps the supply-centre owners at the end of each year of one
// game.
type yearbook struct {
	v      *engine.Variant
	start  int
	owners [][]engine.PowerID // owners[y]: after year start+y's Fall captures
}

func newYearbook(v *engine.Variant, start, years int) *yearbook {
	return &yearbook{v: v, start: start, owners: make([][]engine.PowerID, 0, years)}
}

// see records every year the game has finished: a year ends with its
// adjustment phase, or when the next year begins if that phase was passed.
func (yb *yearbook) see(g *engine.Game) {
	cur := g.Current.Phase
	done := cur.Year - yb.start - 1
	if cur.Kind == engine.Adjustment {
		done = cur.Year - yb.start
	}
	for len(yb.owners) <= done && len(yb.owners) < cap(yb.owners) {
		yb.owners = append(yb.owners, yearEndOwners(yb.v, &g.Current))
	}
}

// finish fills the years after a game that ended early (a win) with its
// last position.
func (yb *yearbook) finish(g *engine.Game) {
	last := yearEndOwners(yb.v, &g.Current)
	for len(yb.owners) < cap(yb.owners) {
		yb.owners = append(yb.owners, last)
	}
}

// yearEndOwners is pos's supply-centre owners with every centre a unit
// stands in given to that unit's power, as at the end of a Fall. Outside
// a game's last moments the two are the same; after a win right after a
// Fall movement, the position has not updated its owners yet.
func yearEndOwners(v *engine.Variant, pos *engine.Position) []engine.PowerID {
	owners := append([]engine.PowerID(nil), pos.Owners...)
	for _, u := range pos.Units {
		p := v.ProvinceOf(u.Loc)
		if v.Province(p).SC && u.Power != engine.NoPower {
			owners[p] = u.Power
		}
	}
	return owners
}

// Table formats the report for people: a summary per power, then the mean
// centre share of each power at the end of each year.
func (rep *Report) Table() string {
	var b strings.Builder
	played := rep.Games - rep.Errors
	fmt.Fprintf(&b, "%s: %d games, %d to %d, seed %d, seats: %s\n", rep.Variant, rep.Games,
		rep.StartYear, rep.StartYear+rep.Years-1, rep.Seed, rep.Player)
	if rep.Player == RandomSeats {
		b.WriteString("(random legal orders, no computer players: they show what the board and the start favour, not what good play would; --seats bot:hard plays computer players)\n")
	}
	fmt.Fprintf(&b, "\n%-24s %6s %6s %6s  %s\n", "power", "wins", "win %", "elim", "first home centre lost (median year; games)")
	for _, st := range rep.Powers {
		fmt.Fprintf(&b, "%-24s %6d %5.1f%% %6d  %s\n", st.Name, st.Wins, pct(st.Wins, played), st.Eliminated, rep.homeLost(st, played))
	}
	fmt.Fprintf(&b, "%-24s %6d %5.1f%%\n", "no winner", rep.NoWinner, pct(rep.NoWinner, played))
	b.WriteString("\nmean share of the supply centres at the end of each year (%)\n")
	fmt.Fprintf(&b, "%-6s", "year")
	for _, st := range rep.Powers {
		fmt.Fprintf(&b, " %*s", colWidth(st.Name), st.Name)
	}
	b.WriteString("\n")
	for y := 0; y < rep.Years; y++ {
		fmt.Fprintf(&b, "%-6d", rep.StartYear+y)
		for _, st := range rep.Powers {
			fmt.Fprintf(&b, " %*.1f", colWidth(st.Name), 100*st.Share[y])
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "\ngames: %d, errors: %d\n", rep.Games, rep.Errors)
	return b.String()
}

// homeLost says when a power typically first loses a home centre: the
// median year over the games, "never" if it keeps them all in most games.
func (rep *Report) homeLost(st PowerStats, played int) string {
	lost, median := 0, -1
	for y, n := range st.HomeLost {
		lost += n
		if median < 0 && 2*lost > played {
			median = y
		}
	}
	if median < 0 {
		return fmt.Sprintf("never in most games (lost in %d of %d)", lost, played)
	}
	return fmt.Sprintf("%d (lost in %d of %d)", rep.StartYear+median, lost, played)
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}

func colWidth(name string) int { return max(6, len(name)) }

// Favoured lists the powers whose win rate is more than twice the average
// win rate, most wins first: the powers a designer should look at. A power
// is named only when that many wins would be unlikely on a fair board
// (winsUnlikely, history.go): one win in thirty games is chance.
func (rep *Report) Favoured() []string {
	total := 0
	for _, st := range rep.Powers {
		total += st.Wins
	}
	var out []PowerStats
	for _, st := range rep.Powers {
		fair := 0.0
		if rep.Games > 0 && len(rep.Powers) > 0 {
			fair = float64(total) / float64(rep.Games) / float64(len(rep.Powers))
		}
		if total > 0 && st.Wins*len(rep.Powers) > 2*total && winsUnlikely(st.Wins, rep.Games, fair) {
			out = append(out, st)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Wins > out[j].Wins })
	names := make([]string, len(out))
	for i, st := range out {
		names[i] = st.Name
	}
	return names
}

// Save writes the report's table to path and the report itself as JSON
// beside it (JSONPath), making path's folder if need be. The headless
// balance command and the app's balance page save the same two files.
func (rep *Report) Save(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(path, []byte(rep.Table()), 0o644); err != nil {
		return err
	}
	data, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(JSONPath(path), append(data, '\n'), 0o644)
}

// JSONPath is the JSON file saved beside a table: report.txt → report.json
// (report.json → report.json.json, never the table itself).
func JSONPath(path string) string {
	if ext := filepath.Ext(path); ext != "" && ext != ".json" {
		return strings.TrimSuffix(path, ext) + ".json"
	}
	return path + ".json"
}
