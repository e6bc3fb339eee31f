package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"dipdesk/bot/seats"
	"dipdesk/engine/selfplay"
)

// runSelfplay plays games with the seats a SPEC gives (computer players of
// some level, random legal orders, or nobody) and prints a line per game as
// it ends, then a table of win rate and centre share per seat kind: the
// measure of how strong the computer players are.
func runSelfplay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	id := fs.String("variant", "", "built-in or installed variant id or name, or a variant folder")
	games := fs.Int("games", 10, "games to play")
	years := fs.Int("years", 20, "game years per game, the start year included")
	seed := fs.Uint64("seed", 1, "random seed: the same seed plays the same games")
	spec := fs.String("seats", "", "who sits where (see below)")
	budget := fs.Int("budget", 0, "the hard level's adjudications per movement decision (0: the default)")
	rotate := fs.Bool("rotate", false, "move every seat one power on from game to game, so a lone seat plays each power in turn")
	save := fs.String("save", "", "play one game and write it as a dipdesk save (FILE.json)")
	const usage = "usage: dipdesk selfplay --variant ID --games N [--seed S] [--years Y] [--save FILE.json] [--budget N] [--rotate] --seats SPEC\n" + seats.Help
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(stdout, usage)
		return 0
	} else if err != nil {
		fmt.Fprintf(stderr, "dipdesk selfplay: %v\n%s\n", err, usage)
		return 2
	}
	if fs.NArg() > 0 || *id == "" || *spec == "" {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	if *games < 1 || *games > 100000 || *years < 1 || *years > 200 {
		fmt.Fprintf(stderr, "dipdesk selfplay: --games %d --years %d: expected 1 to 100000 games of 1 to 200 years\n", *games, *years)
		return 2
	}
	pkg, err := findInstalledVariant(*id)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk selfplay: %v\n", err)
		return 1
	}
	v := pkg.Variant
	lineup, err := seats.ParseBudget(v, *spec, *budget)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk selfplay: %v\n%s\n", err, seats.Help)
		return 2
	}
	if *save != "" {
		return saveSelfplay(pkg, lineup, *seed, *years, *save, stdout, stderr)
	}
	rep, err := selfplay.Match(v, selfplay.Config{Games: *games, Years: *years, Seed: *seed, Lineup: lineup, Rotate: *rotate},
		func(r selfplay.GameResult) { fmt.Fprintln(stdout, selfplay.GameLine(v, r)) })
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk selfplay: %v\n", err)
		return 2
	}
	fmt.Fprintln(stdout)
	io.WriteString(stdout, rep.Summary())
	if rep.Errors > 0 {
		return 1
	}
	return 0
}
