package cli

import (
	"bytes"
	"strings"
	"testing"
)

// TestSelfplayPrintsGamesAndSummary plays two short games with a hard bot,
// easy bots and a random player and finds a line per game, the summary's
// rows and the closing count.
func TestSelfplayPrintsGamesAndSummary(t *testing.T) {
	var stdout, stderr bytes.Buffer
	args := []string{"selfplay", "--variant", "classic", "--games", "2", "--years", "3", "--seed", "4",
		"--seats", "bot:hard=france,random=turkey,bot:easy=*"}
	if code := Run(args, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	got := stdout.String()
	for _, want := range []string{"game 1: ", "game 2: ", "France ", "Turkey ", "1901 to 1903, seed 4",
		"bot:hard=France", "random=Turkey", "bot:easy=Austria+England+Germany+Italy+Russia",
		"\nbot:hard         1 ", "\nbot:easy         5 ", "\nrandom           1 ", "games: 2, errors: 0\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	// the games repeat; the summary's timing column need not
	var again bytes.Buffer
	Run(args, &again, &stderr)
	games, _, _ := strings.Cut(got, "\n\n")
	if g2, _, _ := strings.Cut(again.String(), "\n\n"); g2 != games {
		t.Errorf("the same seed played other games:\n%s\n%s", got, again.String())
	}
}

// TestSelfplayRefusesBadSeats: each mistake in a SPEC is named.
func TestSelfplayRefusesBadSeats(t *testing.T) {
	for spec, want := range map[string]string{
		"bot:hard=france":              "Austria has no seat",
		"bot:expert=*":                 `unknown computer level "expert"`,
		"robot=*":                      `unknown seat kind "robot"`,
		"bot=france,random=france+*":   "France is seated twice",
		"bot=narnia,random":            `no power "narnia"`,
		"bot:easy=*,random=*":          "'*' is given twice",
		"bot:hard=england,empty=*,x=y": `unknown seat kind "x"`,
	} {
		var stdout, stderr bytes.Buffer
		code := Run([]string{"selfplay", "--variant", "classic", "--games", "1", "--seats", spec}, &stdout, &stderr)
		if code != 2 || !strings.Contains(stderr.String(), want) {
			t.Errorf("%q: exit %d, %q; want 2 and %q", spec, code, stderr.String(), want)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"selfplay", "--variant", "classic", "--games", "1"}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "usage") {
		t.Errorf("no --seats: exit %d, %q", code, stderr.String())
	}
}

// TestBalanceSeatsBots: balance plays the seats it is given and says so.
func TestBalanceSeatsBots(t *testing.T) {
	var stdout, stderr bytes.Buffer
	out := t.TempDir() + "/b.txt"
	if code := Run([]string{"balance", "--variant", "classic", "--games", "2", "--years", "2", "--seats", "bot:easy", "-o", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	got := stdout.String()
	if !strings.Contains(got, "seats: bot:easy in every seat") || strings.Contains(got, "no computer players") || !strings.Contains(got, "games: 2, errors: 0") {
		t.Errorf("balance with bots:\n%s", got)
	}
	if w := fileWord("bot:hard=france, random=*"); w != "bot-hard-france-random" {
		t.Errorf("file word %q", w)
	}
}

// TestSelfplayHelp: asking for help is not a mistake: the usage goes to
// stdout and the exit is 0.
func TestSelfplayHelp(t *testing.T) {
	for _, arg := range []string{"--help", "-h"} {
		var stdout, stderr bytes.Buffer
		if code := Run([]string{"selfplay", arg}, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "usage: dipdesk selfplay") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", arg, code, stdout.String(), stderr.String())
		}
	}
}
