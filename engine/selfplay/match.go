package selfplay

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"dipdesk/engine"
)

// GameResult is how one game of a match ended.
type GameResult struct {
	Game    int
	Winners []engine.PowerID // nil: no winner
	Drawn   bool             // ended by a draw rule before the last year
	Year    int              // the year of the game's last position
	SCs     []int            // per power, the centres held at the end
	Err     error            // the engine's or a player's error, which ended the game
	// GameYears counts the years played, YearsChanged those in which at
	// least one centre changed owner (stalls.go).
	GameYears, YearsChanged int
	// WalkIns counts, per power, home centres lost to an enemy walking
	// into them empty; FirstWalkIn says who lost one in the first year.
	WalkIns     []int
	FirstWalkIn []bool
}

// KindStats is one seat kind's record over a match.
type KindStats struct {
	Kind  string
	Seats int // seats of this kind in each game
	Wins  int // games a seat of this kind won
	Top   int // games a seat of this kind won, or ended with no winner holding the most centres (ties included)
	// Share is a seat's mean share of all supply centres at the end of a
	// game, over the seats of this kind and the games played.
	Share float64
	// Centres is a seat's mean count of centres at the end of a game.
	Centres float64
	// Eliminated counts seat-games ended with no centre.
	Eliminated int
	// WalkIns counts seat-games in which the seat lost a home centre to a
	// walk-in; FirstYearWalkIns those in which it did in the first year.
	WalkIns, FirstYearWalkIns int
	// Decisions counts the seat's timed movement decisions; MedianTime is
	// their median.
	Decisions  int
	MedianTime time.Duration
	// ByPower is, for a kind held by one seat, its record at each power
	// (byseat.go); nil for a kind with more seats.
	ByPower []PowerRecord
	// Curve is, for a kind held by one seat, its centres year by year in
	// the games it won and in the others (byseat.go); nil for a kind with
	// more seats.
	Curve *Curve
}

// MatchReport is what Match found.
type MatchReport struct {
	Variant   string
	Lineup    string
	Games     int
	Errors    int
	StartYear int
	Years     int
	Seed      uint64
	Powers    int
	// PowerNames names the variant's powers, in order.
	PowerNames []string
	Results    []GameResult
	Kinds      []KindStats
	// GameYears and YearsChanged sum the games' years and the years in
	// which a centre changed owner.
	GameYears, YearsChanged int
}

// Match plays cfg.Games games of v with cfg.Lineup (Random everywhere if
// nil) and sums each seat kind's wins and centre share. each, if not nil,
// is told of every game as it ends, so a long run shows progress.
func Match(v *engine.Variant, cfg Config, each func(GameResult)) (*MatchReport, error) {
	if cfg.Games < 1 || cfg.Years < 1 {
		return nil, fmt.Errorf("selfplay: %d games of %d years: expected at least one of each", cfg.Games, cfg.Years)
	}
	lineup := cfg.Lineup
	if lineup == nil {
		lineup = RandomLineup(v)
	}
	if len(lineup.Kinds) != v.NumPowers() {
		return nil, fmt.Errorf("selfplay: the lineup seats %d powers, %s has %d", len(lineup.Kinds), v.Name, v.NumPowers())
	}
	rep := &MatchReport{Variant: v.Name, Lineup: lineup.KindsText(v), Games: cfg.Games, StartYear: v.Start().Phase.Year,
		Years: cfg.Years, Seed: cfg.Seed, Powers: v.NumPowers()}
	for pw := range v.NumPowers() {
		rep.PowerNames = append(rep.PowerNames, v.Power(engine.PowerID(pw)).Name)
	}
	if cfg.Rotate {
		rep.Lineup += " in game 1, each seat one power on in each next game"
	}
	index := map[string]int{}
	for _, k := range lineup.kindOrder() {
		index[k] = len(rep.Kinds)
		rep.Kinds = append(rep.Kinds, KindStats{Kind: k})
	}
	for _, k := range lineup.Kinds {
		rep.Kinds[index[k]].Seats++
	}
	total := float64(len(v.SupplyCenters()))
	times := make([][]time.Duration, len(rep.Kinds))
	for i := 0; i < cfg.Games; i++ {
		players, kinds := lineup.Players(cfg.Seed, i), lineup.Kinds
		if cfg.Rotate {
			players, kinds = rotated(players, i), rotated(kinds, i)
		}
		for pw, pl := range players {
			if pl != nil {
				players[pw] = timed{pl, &times[index[kinds[pw]]]}
			}
		}
		yb := newYearbook(v, rep.StartYear, cfg.Years)
		g, err := Play(v, players, cfg.Years, func(g *engine.Game, _ engine.Outcome) { yb.see(g) })
		yb.finish(g)
		res := GameResult{Game: i + 1, Err: err, Year: g.Current.Phase.Year, Winners: g.Winners,
			Drawn: len(g.Drawn) > 0}
		res.GameYears, res.YearsChanged = yearChanges(v, g)
		res.WalkIns, res.FirstWalkIn = walkIns(v, g)
		owners := yearEndOwners(v, &g.Current)
		res.SCs = make([]int, v.NumPowers())
		for pw := range res.SCs {
			res.SCs[pw] = count(owners, engine.PowerID(pw))
		}
		rep.Results = append(rep.Results, res)
		if each != nil {
			each(res)
		}
		if err != nil {
			rep.Errors++
			continue
		}
		most := 0
		for _, n := range res.SCs {
			most = max(most, n)
		}
		won := map[string]bool{}
		top := map[string]bool{}
		for _, w := range res.Winners {
			won[kinds[w]] = true
			top[kinds[w]] = true
		}
		rep.GameYears += res.GameYears
		rep.YearsChanged += res.YearsChanged
		for pw, n := range res.SCs {
			k := kinds[pw]
			ks := &rep.Kinds[index[k]]
			ks.Share += float64(n) / total
			ks.Centres += float64(n)
			if n == 0 {
				ks.Eliminated++
			}
			if res.WalkIns[pw] > 0 {
				ks.WalkIns++
			}
			if res.FirstWalkIn[pw] {
				ks.FirstYearWalkIns++
			}
			if len(res.Winners) == 0 && n == most && n > 0 {
				top[k] = true
			}
			if ks.Seats == 1 {
				won := slices.Contains(res.Winners, engine.PowerID(pw))
				ks.addLone(v.NumPowers(), engine.PowerID(pw), won, n)
				ks.addCurve(yb, engine.PowerID(pw), won)
			}
		}
		for k := range won {
			rep.Kinds[index[k]].Wins++
		}
		for k := range top {
			rep.Kinds[index[k]].Top++
		}
	}
	if played := rep.Games - rep.Errors; played > 0 {
		for i := range rep.Kinds {
			rep.Kinds[i].Share /= float64(played * rep.Kinds[i].Seats)
			rep.Kinds[i].Centres /= float64(played * rep.Kinds[i].Seats)
		}
	}
	for i := range rep.Kinds {
		rep.Kinds[i].Decisions = len(times[i])
		rep.Kinds[i].MedianTime = median(times[i])
	}
	return rep, nil
}

// rotated is s moved on by n places: power p gets what power p-n had.
func rotated[T any](s []T, n int) []T {
	out := make([]T, len(s))
	for i := range s {
		out[(i+n)%len(s)] = s[i]
	}
	return out
}

// GameLine is one game's line: "game 3: France won in 1911 · Austria 0,
// England 4, …", or "no winner by 1920", or the error that ended it.
func GameLine(v *engine.Variant, r GameResult) string {
	var b strings.Builder
	fmt.Fprintf(&b, "game %d: ", r.Game)
	switch {
	case r.Err != nil:
		fmt.Fprintf(&b, "error in %d: %v", r.Year, r.Err)
		return b.String()
	case len(r.Winners) > 0:
		names := make([]string, len(r.Winners))
		for i, w := range r.Winners {
			names[i] = v.Power(w).Name
		}
		fmt.Fprintf(&b, "%s won in %d", strings.Join(names, " and "), r.Year)
	case r.Drawn:
		fmt.Fprintf(&b, "drawn in %d", r.Year)
	default:
		fmt.Fprintf(&b, "no winner by %d", r.Year-1)
	}
	b.WriteString(" ·")
	for pw, n := range r.SCs {
		sep := ","
		if pw == 0 {
			sep = ""
		}
		fmt.Fprintf(&b, "%s %s %d", sep, v.Power(engine.PowerID(pw)).Name, n)
	}
	var first []string
	for pw, w := range r.FirstWalkIn {
		if w {
			first = append(first, v.Power(engine.PowerID(pw)).Name)
		}
	}
	if len(first) > 0 {
		fmt.Fprintf(&b, " · walked into in the first year: %s", strings.Join(first, ", "))
	}
	return b.String()
}

// Summary is the table of win rate and mean centre share per seat kind,
// ending with the line "games: N, errors: E".
func (rep *MatchReport) Summary() string {
	var b strings.Builder
	played := rep.Games - rep.Errors
	fmt.Fprintf(&b, "%s: %d games, %d to %d, seed %d, seats: %s\n", rep.Variant, rep.Games,
		rep.StartYear, rep.StartYear+rep.Years-1, rep.Seed, rep.Lineup)
	fmt.Fprintf(&b, "%-12s %5s %6s %6s %8s %11s %7s %8s %6s %8s %9s %10s\n", "seat kind", "seats", "wins", "win %", "top %",
		"mean share", "× fair", "centres", "elim %", "walk-in %", "1st-yr w-i", "median ms")
	fair := 1 / float64(rep.Powers)
	for _, k := range rep.Kinds {
		sg := played * k.Seats
		fmt.Fprintf(&b, "%-12s %5d %6d %5.1f%% %7.1f%% %10.1f%% %7.2f %8.2f %5.1f%% %8.1f%% %9.1f%% %10.1f\n", k.Kind, k.Seats, k.Wins, pct(k.Wins, played),
			pct(k.Top, played), 100*k.Share, k.Share/fair, k.Centres, pct(k.Eliminated, sg), pct(k.WalkIns, sg),
			pct(k.FirstYearWalkIns, sg), float64(k.MedianTime.Microseconds())/1000)
	}
	fmt.Fprintf(&b, "(win %%: games a seat of the kind won, a solo when one seat wins alone; top %%: won, or ended with no winner holding the most centres, ties included; mean share: one seat's share of all centres at the end; × fair: that share over 1/%d; centres: one seat's mean centres at the end; elim %%: seat-games ended with no centre; walk-in %%: seat-games in which an enemy walked into an empty home centre of the seat, 1st-yr w-i: in the first year; median ms: the median time of one movement decision)\n", rep.Powers)
	b.WriteString(rep.byPowerLines())
	b.WriteString(rep.curveLines())
	fmt.Fprintf(&b, "game-years with a centre changing owner: %d of %d (%.1f%%)\n", rep.YearsChanged, rep.GameYears, pct(rep.YearsChanged, rep.GameYears))
	fmt.Fprintf(&b, "games: %d, errors: %d\n", rep.Games, rep.Errors)
	return b.String()
}
