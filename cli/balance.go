package cli

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/adrg/xdg"

	"dipdesk/bot/seats"
	"dipdesk/engine/selfplay"
)

// runBalance plays many games of a variant with random legal orders in
// every seat, or the players --seats gives (as `dipdesk selfplay` does,
// e.g. 'bot:hard' for computer players everywhere), and prints, per power,
// the win rate, the mean supply-centre share by year, eliminations and the
// year it typically first loses a home centre. The table is also saved,
// with the same figures as JSON beside it for charts.
func runBalance(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("balance", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	id := fs.String("variant", "", "built-in or installed variant id or name, or a variant folder")
	games := fs.Int("games", 100, "games to play")
	years := fs.Int("years", 15, "game years per game, the start year included")
	seed := fs.Uint64("seed", 1, "random seed: the same seed plays the same games")
	spec := fs.String("seats", selfplay.RandomSeats, "who sits where, as for selfplay: 'random', 'bot:hard', 'bot:hard=france,random=*'")
	out := fs.String("o", "", "where to save the table (default: the balance folder in dipdesk's data directory)")
	const usage = "usage: dipdesk balance --variant ID --games N [--years Y] [--seed S] [--seats SPEC] [-o FILE.txt]"
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "dipdesk balance: %v\n%s\n", err, usage)
		return 2
	}
	if fs.NArg() > 0 || *id == "" {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	if *games < 1 || *games > 100000 || *years < 1 || *years > 200 {
		fmt.Fprintf(stderr, "dipdesk balance: --games %d --years %d: expected 1 to 100000 games of 1 to 200 years\n", *games, *years)
		return 2
	}
	pkg, err := findInstalledVariant(*id)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk balance: %v\n", err)
		return 1
	}
	lineup, err := seats.Parse(pkg.Variant, *spec)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk balance: %v\n%s\n", err, seats.Help)
		return 2
	}
	rep, err := selfplay.Balance(pkg.Variant, selfplay.Config{Games: *games, Years: *years, Seed: *seed, Lineup: lineup})
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk balance: %v\n", err)
		return 2
	}
	table := rep.Table()
	io.WriteString(stdout, table)
	if f := rep.Favoured(); len(f) > 0 {
		fmt.Fprintf(stdout, "wins more than twice its share: %s\n", strings.Join(f, ", "))
	}
	path := *out
	if path == "" {
		// Kept as a history: named by variant, games, seats, seed and
		// date, so no run replaces another (the app names its own alike).
		path = selfplay.HistoryPath(filepath.Join(xdg.DataHome, "dipdesk", "balance"), pkg.ID, rep, time.Now())
	}
	if err := rep.Save(path); err != nil {
		fmt.Fprintf(stderr, "dipdesk balance: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "saved %s and %s\n", path, selfplay.JSONPath(path))
	if rep.Errors > 0 {
		return 1
	}
	return 0
}

// fileWord turns a seats SPEC into a file-name word: letters and digits
// kept, every other run of characters one '-'.
func fileWord(s string) string { return selfplay.FileWord(s) }
