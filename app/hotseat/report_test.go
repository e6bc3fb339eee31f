package hotseat_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"dipdesk/app/hotseat"
	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/engine"
	"dipdesk/variants"
)

// Every phase's summary names the supply centres that changed hands and
// the builds due; a phase where none changed says so.
func TestPhaseSummaryOfEveryScriptedPhase(t *testing.T) {
	want := [][]string{
		{"Next: Fall 1901 Movement", "No supply centre changed hands."},
		{"Next: Fall 1901 Retreat", "No supply centre changed hands."},
		{"Next: Winter 1901 Adjustment", "England gains Norway; builds 1.", "France gains Portugal, Spain; builds 2.",
			"Germany gains Denmark; builds 1.", "Russia gains Rumania, Sweden; builds 2."},
		{"Next: Spring 1902 Movement", "No supply centre changed hands."},
		{"Next: Fall 1902 Movement", "No supply centre changed hands."},
	}
	s := hotseattest.Classic(t)
	hotseattest.Play(t, s, func(step int) {
		if got := s.PhaseSummary(step); got != strings.Join(want[step], "\n") {
			t.Errorf("step %d: summary\n%s\nwant\n%s", step, got, strings.Join(want[step], "\n"))
		}
	})
	// An earlier turn's summary reads the position after it, not today's.
	if got := s.PhaseSummary(2); !strings.HasPrefix(got, "Next: Winter 1901 Adjustment") {
		t.Errorf("turn 2 read back later: %q", got)
	}
}

// A power that loses its last centre and unit is reported eliminated, and
// a power's losses are named. Austria is owed three builds but has one
// free home centre: the summary says so, rather than announce three
// builds that Winter would drop without a word.
func TestPhaseSummaryLossesAndElimination(t *testing.T) {
	s := hotseattest.Classic(t)
	v := s.Variant()
	tur, _ := v.LookupPower("turkey")
	aus, _ := v.LookupPower("austria")
	// Fall 1901: Turkey has no unit and only Smyrna; Austria's army in
	// Constantinople walks in.
	pos := s.Current()
	pos.Phase.Season = 1
	var kept []engine.Unit
	for _, u := range pos.Units {
		if u.Power != tur {
			kept = append(kept, u)
		}
	}
	pos.Units = kept
	smy, _ := v.LookupProvince("smy")
	con, _ := v.LookupLoc("con")
	for pr, owner := range pos.Owners {
		if owner == tur && engine.ProvinceID(pr) != smy {
			pos.Owners[pr] = aus
		}
	}
	for i, u := range pos.Units {
		if u.Power == aus && u.Type == engine.Army {
			pos.Units[i].Loc = con
			break
		}
	}
	sort.Slice(pos.Units, func(a, b int) bool {
		return v.ProvinceOf(pos.Units[a].Loc) < v.ProvinceOf(pos.Units[b].Loc)
	})
	s.Players = append(s.Players, hotseat.Player{Name: "Di", Powers: []engine.PowerID{aus}})
	hotseattest.Enter(t, s, "austria", "A con - smy")
	hotseattest.FinishAll(t, s)
	if _, err := s.Resolve(); err != nil {
		t.Fatal(err)
	}
	got := s.PhaseSummary(0)
	if !strings.Contains(got, "Austria gains Smyrna; builds 1: 3 due, but only 1 free centre to build in.") || !strings.Contains(got, "Turkey loses Smyrna; is eliminated.") {
		t.Errorf("Turkey lost its last centres and units but the summary says:\n%s", got)
	}
}

// A power nobody plays (civil disorder) gives no orders, so it builds
// nothing: the summary says so instead of announcing its builds.
func TestPhaseSummaryCivilDisorderBuildsNothing(t *testing.T) {
	s := hotseattest.Classic(t)
	v := s.Variant()
	// Fall 1901: Italy (nobody plays it) has an army standing in Tunis.
	pos := s.Current()
	pos.Phase.Season = 1
	tun, _ := v.LookupLoc("tun")
	ven, _ := v.LookupProvince("ven")
	pos.Units[pos.UnitIn(v, ven)].Loc = tun
	sort.Slice(pos.Units, func(a, b int) bool {
		return v.ProvinceOf(pos.Units[a].Loc) < v.ProvinceOf(pos.Units[b].Loc)
	})
	hotseattest.FinishAll(t, s)
	if _, err := s.Resolve(); err != nil {
		t.Fatal(err)
	}
	got := s.PhaseSummary(0)
	if want := "Italy gains Tunis; builds nothing: 1 due, but nobody plays it (civil disorder)."; !strings.Contains(got, want) {
		t.Errorf("summary\n%s\nwant the line %q", got, want)
	}
}

// War in North America opens with a Winter in which only the United
// States builds. With nobody in its seat that Winter has nothing for
// anyone to do and resolves without the table, so its results are where
// the newcomer learns why the United States never builds.
func TestWinterSummarySaysACivilDisorderPowerBuiltNothing(t *testing.T) {
	pkg, err := variants.Builtin("warinnorthamerica")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	def, err := pkg.ReadFile(variants.DefinitionFile)
	if err != nil {
		t.Fatal(err)
	}
	usa, _ := v.LookupPower("usa")
	var players []hotseat.Player
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		if pw != usa {
			players = append(players, hotseat.Player{Name: v.Power(pw).Name + " player", Powers: []engine.PowerID{pw}})
		}
	}
	s, err := hotseat.New("wna", pkg.ID, def, v, engine.Options{}, players)
	if err != nil {
		t.Fatal(err)
	}
	if s.Current().Phase.Kind != engine.Adjustment || !s.Ready() {
		t.Fatalf("the game opens in %s, ready %v: want a Winter with nothing to do", s.PhaseName(), s.Ready())
	}
	if _, err := s.Resolve(); err != nil {
		t.Fatal(err)
	}
	got := s.PhaseSummary(0)
	due := v.Delta(&s.History()[0].Position, usa)
	if want := fmt.Sprintf("United States built nothing: %d were due, but nobody plays it (civil disorder).", due); due < 2 || !strings.Contains(got, want) {
		t.Errorf("the Winter's summary\n%s\nwant the line %q", got, want)
	}
}

func TestSCHistoryHasTheStartEveryYearAndNow(t *testing.T) {
	s := hotseattest.Classic(t)
	hotseattest.Play(t, s, nil)
	got := fmt.Sprint(s.SCHistory())
	// Columns: Austria England France Germany Italy Russia Turkey.
	if want := "[[3 3 3 3 3 4 3] [3 4 5 4 3 6 3] [3 4 5 4 3 6 3]]"; got != want {
		t.Errorf("SC history %s, want %s", got, want)
	}
}

func TestStandingsPerPowerAndPerPlayer(t *testing.T) {
	s := hotseattest.Classic(t)
	v := s.Variant()
	for _, st := range s.Standings() {
		if st.SCChange != 0 || !st.Alive {
			t.Errorf("at the start %s stands %+v", v.Power(st.Power).Name, st)
		}
	}
	hotseattest.Play(t, s, func(step int) {
		if step != 2 { // Winter 1901: centres counted, builds not yet made
			return
		}
		fra, _ := v.LookupPower("france")
		st := s.Standings()[fra]
		if st.SCs != 5 || st.Units != 3 || st.SCChange != 2 || st.Player != 0 {
			t.Errorf("France in Winter 1901: %+v, want 5 centres, 3 units, +2, player 0", st)
		}
		tur, _ := v.LookupPower("turkey")
		if st := s.Standings()[tur]; st.Player != -1 || st.SCChange != 0 {
			t.Errorf("Turkey, in civil disorder and unmoved: %+v", st)
		}
		ann := s.PlayerStandings()[0] // England and France
		if ann.SCs != 9 || ann.Units != 6 || ann.SCChange != 3 || len(ann.Powers) != 2 {
			t.Errorf("Ann in Winter 1901: %+v, want 9 centres, 6 units, +3 over two powers", ann)
		}
	})
	// Fall 1902: the change is against Fall 1901, before its centres fell.
	rus, _ := v.LookupPower("russia")
	if st := s.Standings()[rus]; st.SCs != 6 || st.SCChange != 2 {
		t.Errorf("Russia in Fall 1902: %+v, want 6 centres, +2 over the year", st)
	}
}

func TestPlayersAndCivilDisorder(t *testing.T) {
	s := hotseattest.Classic(t)
	v := s.Variant()
	cases := []struct {
		power  string
		player int
	}{{"england", 0}, {"france", 0}, {"germany", 1}, {"russia", 2}, {"austria", -1}, {"italy", -1}, {"turkey", -1}}
	unplayed := s.Unplayed()
	for _, c := range cases {
		pw, _ := v.LookupPower(c.power)
		if got := s.PlayerOf(pw); got != c.player {
			t.Errorf("PlayerOf(%s) = %d, want %d", c.power, got, c.player)
		}
		if unplayed[pw] != (c.player < 0) {
			t.Errorf("%s unplayed: %v", c.power, unplayed[pw])
		}
	}
	if got := s.PlayerTitle(0); got != "Ann (England, France)" {
		t.Errorf("PlayerTitle(0) = %q", got)
	}
	if n := len(s.DrawVoters()); n != 4 {
		t.Errorf("%d draw voters, want the 4 powers players hold", n)
	}
}

func TestSeatPlayers(t *testing.T) {
	cases := []struct {
		name  string
		seats []hotseat.Seat
		want  string // players as "Name:powers:pin?" or the error
	}{
		{"one each", []hotseat.Seat{{Power: 0, Name: "Ann", PIN: ""}, {Power: 1, Name: "Bob", PIN: "12"}}, "Ann:[0]: Bob:[1]:pin"},
		{"same name holds both", []hotseat.Seat{{Power: 0, Name: "Ann", PIN: ""}, {Power: 1, Name: " ann ", PIN: "7"}, {Power: 2, Name: "Bob", PIN: ""}}, "Ann:[0 1]:pin Bob:[2]:"},
		{"empty is civil disorder", []hotseat.Seat{{Power: 0, Name: "", PIN: "9"}, {Power: 1, Name: "Cy", PIN: ""}}, "Cy:[1]:"},
		{"nobody", []hotseat.Seat{{Power: 0, Name: " ", PIN: ""}}, "name at least one player"},
		{"two PINs", []hotseat.Seat{{Power: 0, Name: "Ann", PIN: "1"}, {Power: 1, Name: "Ann", PIN: "2"}}, "Ann has two different PINs; give one PIN, or the same on every power"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ps, err := hotseat.SeatPlayers("g", c.seats)
			got := ""
			if err != nil {
				got = err.Error()
			}
			for i, p := range ps {
				if i > 0 {
					got += " "
				}
				got += fmt.Sprintf("%s:%v:", p.Name, p.Powers)
				if p.PIN != "" {
					got += "pin"
				}
			}
			if got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
	ps, _ := hotseat.SeatPlayers("g", []hotseat.Seat{{Power: 0, Name: "Ann", PIN: "1"}, {Power: 1, Name: "Ann", PIN: ""}})
	if ps[0].PIN != hotseat.HashPIN("g", "Ann", "1") {
		t.Error("a PIN typed on one of two powers is not the player's PIN")
	}
}

func TestVerdict(t *testing.T) {
	s := hotseattest.Classic(t)
	if got := s.Verdict(); got != "The game is over." {
		t.Errorf("verdict of a game in progress: %q", got)
	}
	for _, pw := range s.DrawVoters() {
		s.VoteDraw(pw, true)
	}
	// Ann holds England and France: the verdict names the players.
	if got := s.Verdict(); got != "A draw between Ann (England, France), Bob (Germany), Cy (Russia)." {
		t.Errorf("verdict: %q", got)
	}
}

func TestChoicesDefaultFirst(t *testing.T) {
	if e := hotseat.EditionChoices()[0]; e.Edition != engine.Edition2023 {
		t.Errorf("the first rules choice is %q", e.Label)
	}
	for _, c := range hotseat.TimerChoices()[1:] {
		if !strings.HasPrefix(c.Label, fmt.Sprint(c.Minutes)+" minutes") {
			t.Errorf("timer choice %q gives %d minutes", c.Label, c.Minutes)
		}
	}
	if c := hotseat.TimerChoices()[0]; c.Minutes != 0 {
		t.Errorf("%q gives %d minutes", c.Label, c.Minutes)
	}
}

// 1776 II is won with 13 centres right after a Fall movement. The game
// then ends in that phase: it was once named "Winter 1776" on the
// results, end and Load screens, with builds listed that nobody makes.
func TestAWinAfterFallMovementEndsInThatPhase(t *testing.T) {
	pkg, err := variants.Builtin("1776")
	if err != nil {
		t.Fatal(err)
	}
	def, err := pkg.ReadFile("variant.txt")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	congress, _ := v.LookupPower("congress")
	s, err := hotseat.New("g", "1776", def, v, engine.Options{}, []hotseat.Player{{Name: "Bob", Powers: []engine.PowerID{congress}}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := s.VictoryRule(), "Victory: 13 supply centres, counted right after each Fall movement."; got != want {
		t.Errorf("1776's victory rule reads %q, want %q", got, want)
	}
	// Fall 1776: the Congress, alone on the board, owns twelve centres
	// and stands in a thirteenth, unowned, which it takes as the movement
	// ends.
	pos := s.Current()
	pos.Phase.Season = 1
	standing := map[engine.ProvinceID]bool{}
	var kept []engine.Unit
	for _, u := range pos.Units {
		if u.Power == congress {
			standing[v.ProvinceOf(u.Loc)] = true
			kept = append(kept, u)
		}
	}
	pos.Units = kept
	owned, taken := 0, false
	for p := range pos.Owners {
		pr := engine.ProvinceID(p)
		switch {
		case !v.Province(pr).SC:
		case standing[pr] && !taken:
			pos.Owners[pr], taken = engine.NoPower, true
		case owned < 12 && !standing[pr] || standing[pr]:
			pos.Owners[pr] = congress
			owned++
		default:
			pos.Owners[pr] = engine.NoPower
		}
	}
	if owned != 12 || !taken {
		t.Fatalf("set-up: %d centres owned, one to take: %v", owned, taken)
	}
	hotseattest.FinishAll(t, s)
	if _, err := s.Resolve(); err != nil {
		t.Fatal(err)
	}
	if !s.Over() {
		t.Fatal("the Congress did not win with 13 centres")
	}
	if got := s.PhaseName(); got != "Fall 1776 Movement" {
		t.Errorf("the won game is named %q, want Fall 1776 Movement", got)
	}
	got := s.PhaseSummary(0)
	if !strings.HasPrefix(got, "The game ends after Fall 1776 Movement.") || strings.Contains(got, "Winter") ||
		strings.Contains(got, "builds") || !strings.Contains(got, "Continental Congress wins!") {
		t.Errorf("the summary of the winning phase:\n%s", got)
	}
}
