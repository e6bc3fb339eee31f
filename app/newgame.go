package app

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
	"dipdesk/engine"
	"dipdesk/variants"
)

// seat is one power's row on the new-game screen.
type seat struct {
	power engine.PowerID
	kind  *widget.Select // person, computer (level) or nobody: seatkind.go
	name  *widget.Entry
	pin   *widget.Entry
}

// newGameForm is the state of the new-game screen.
type newGameForm struct {
	u       *ui
	pkgs    []*variants.Package
	pkg     *variants.Package
	seats   []seat
	seatBox *fyne.Container
	about   *widget.Label
	thumb   *canvas.Image
	edition *widget.Select
	timer   *widget.Select
	coach   *widget.Check // the table allows coach hints (hotseat.Session.CoachAtTable)
	teams   *teamForm     // the players section of a variant played by teams, else nil
	help    *widget.Label
	// variantOpts holds a check per game option the variant offers (a
	// longer game, an end year: engine.GameOption); hidden when none.
	variantOpts *fyne.Container
	optChecks   []*widget.Check
}

// showNewGame lets the table pick a variant, seat the players and start.
func (u *ui) showNewGame() { u.showNewGameWith("") }

// showNewGameWith opens the new-game screen on the variant with the given
// id (the first variant if it is "" or unknown).
func (u *ui) showNewGameWith(id string) {
	f := &newGameForm{u: u, pkgs: standardFirst(u.opt.Variants())}
	if len(f.pkgs) == 0 {
		u.inform("New game", "No variants could be loaded, so no game can start.")
		return
	}
	names := make([]string, len(f.pkgs))
	for i, p := range f.pkgs {
		names[i] = variantLabel(f.pkgs, p) // two installed variants may share a name
	}
	f.about = widget.NewLabel("")
	f.about.Wrapping = fyne.TextWrapWord
	f.thumb = boardThumb(fyne.NewSize(360, 240))
	f.seatBox = container.NewVBox()
	f.help = widget.NewLabel("")
	f.help.Wrapping = fyne.TextWrapWord
	f.variantOpts = container.NewVBox()
	pick := widget.NewRadioGroup(names, func(name string) {
		for _, p := range f.pkgs {
			if variantLabel(f.pkgs, p) == name {
				f.choose(p)
			}
		}
	})
	pick.Required = true
	var editions, timers []string
	for _, c := range hotseat.EditionChoices() {
		editions = append(editions, c.Label)
	}
	for _, c := range hotseat.TimerChoices() {
		timers = append(timers, c.Label)
	}
	f.edition = widget.NewSelect(editions, nil)
	f.edition.SetSelectedIndex(0)
	f.timer = widget.NewSelect(timers, nil)
	f.timer.SetSelectedIndex(0)
	first := names[0]
	for _, p := range f.pkgs {
		if p.ID == id {
			first = variantLabel(f.pkgs, p)
		}
	}
	pick.SetSelected(first)

	left := container.NewVBox(sectionTitle("Variant"), pick, f.thumb, f.about)
	help := f.help
	// The coach's explanation is the form's hint under the check, not the
	// check's label: a check's label does not wrap, and the long one made
	// this screen 1025 pixels wide, so a 1024-pixel window grew.
	f.coach = widget.NewCheck("Allow coach hints", nil)
	coach := widget.NewFormItem("Coach", f.coach)
	coach.HintText = "Each player can switch them on for their own units."
	options := widget.NewForm(
		widget.NewFormItem("Rules", f.edition),
		widget.NewFormItem("Negotiation timer", f.timer),
		coach,
	)
	start := newScreenButton("Start the game", theme.MediaPlayIcon(), func() { u.startGame(f) })
	start.Importance = widget.HighImportance
	back := newScreenButton("Back", theme.NavigateBackIcon(), u.showHome)
	right := container.NewBorder(container.NewVBox(sectionTitle("Players"), help), nil, nil, nil,
		container.NewVScroll(f.seatBox))
	body := container.NewHSplit(container.NewVScroll(container.NewPadded(left)),
		container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), sectionTitle("Options"), options, f.variantOpts), nil, nil, right))
	body.Offset = 0.38
	u.w.SetTitle("dipdesk — new game")
	u.show(container.NewPadded(container.NewBorder(nil,
		container.NewHBox(back, layoutSpacer(), start), nil, nil, body)))
}

// standardVariant is the game a new group should meet first: the standard
// map. The new-game screen and the home screen list it first, the rest by
// name; this is only the order of a list, no rule depends on it.
const standardVariant = "classic"

// standardFirst orders variants for a list: the standard game, then by name.
func standardFirst(pkgs []*variants.Package) []*variants.Package {
	out := append([]*variants.Package(nil), pkgs...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if (a.ID == standardVariant) != (b.ID == standardVariant) {
			return a.ID == standardVariant
		}
		return a.Variant.Name < b.Variant.Name
	})
	return out
}

// choose shows a variant's description, board and powers.
// showGameOptions offers the variant's own game options, each a check
// labelled as the definition words it, all off: the variant's rules as
// written (Imperial: 70 centres) unless the table asks for another game.
func (f *newGameForm) showGameOptions(v *engine.Variant) {
	f.variantOpts.RemoveAll()
	f.optChecks = nil
	for _, o := range v.GameOptions() {
		c := widget.NewCheck(o.Label, nil)
		f.optChecks = append(f.optChecks, c)
		f.variantOpts.Add(c)
	}
	if len(f.optChecks) == 0 {
		f.variantOpts.Hide()
	} else {
		f.variantOpts.Show()
	}
}

func (f *newGameForm) choose(p *variants.Package) {
	f.pkg = p
	if !f.u.opt.Inline { // the game's board, parsed while the table seats itself
		go parsedBoards.entry(p)
	}
	v := p.Variant
	f.about.SetText(fmt.Sprintf("%s\n\n%d powers · starts %s · %d supply centres to win",
		v.Description, v.NumPowers(), v.PhaseName(v.Start().Phase), v.VictoryThreshold()))
	f.u.showThumbnail(f.thumb, p, 360)
	f.showGameOptions(v)
	f.seats = nil
	f.teams = nil
	f.seatBox.RemoveAll()
	f.help.SetText("Type each player's name against the powers they hold: the same name on several " +
		"powers gives them all to one person. A power left without a name is played by nobody: its units hold. " +
		"A PIN keeps others out of a player's turn. A computer plays after the people each phase, " +
		"without seeing their orders; the same name on two computer powers makes one computer play both. " + levelHelp)
	if hotseat.HasTeams(v) {
		f.help.SetText("Each player holds several powers: the pairs that are not fixed are chosen here, or paired at random. " +
			"A row left without a name is played by nobody: its units hold. A PIN keeps others out of a player's turn. " +
			"A computer plays after the people each phase, without seeing their orders.")
		var box fyne.CanvasObject
		f.teams, box = newTeamForm(v, rand.New(rand.NewPCG(uint64(f.u.opt.Now().UnixNano()), 1812)))
		f.seatBox.Add(box)
		return
	}
	// Each column as wide as its widest cell, the names taking the rest
	// (as the pairing form's): a grid of equal columns made every column
	// as wide as "Continental Congress", and 1776's screen outgrew a
	// 1024-pixel window.
	grid := container.New(&columns{n: 4, grow: 2},
		widget.NewLabelWithStyle("Power", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle("Plays", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle("Player", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle("PIN (optional)", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		s := seat{power: pw, name: widget.NewEntry(), pin: widget.NewPasswordEntry()}
		// Empty to begin with: a filled-in name would make every power
		// human before the table has said who plays.
		s.name.SetPlaceHolder("player's name, or empty: nobody")
		s.pin.SetPlaceHolder("none")
		s.kind = newSeatKind(&s, func() string { return freeComputerName(seatNames(f.seats)) })
		f.seats = append(f.seats, s)
		grid.Add(widget.NewLabel(v.Power(pw).Name))
		grid.Add(wholeOptions(s.kind))
		grid.Add(s.name)
		grid.Add(s.pin)
	}
	f.seatBox.Add(fillSeats(f))
	f.seatBox.Add(grid)
}

// seats are what the table typed against each power.
func (f *newGameForm) seated() []hotseat.Seat {
	out := make([]hotseat.Seat, len(f.seats))
	for i, st := range f.seats {
		out[i] = hotseat.Seat{Power: st.power, Name: st.name.Text, PIN: st.pin.Text, Computer: st.computerLevel()}
	}
	return out
}

func (u *ui) startGame(f *newGameForm) {
	now := u.opt.Now()
	id := fmt.Sprintf("%s-%s", now.Format("2006-01-02-150405"), f.pkg.ID)
	var players []hotseat.Player
	var err error
	if f.teams != nil {
		players, err = f.teams.players(id)
	} else {
		players, err = hotseat.SeatPlayers(id, f.seated())
	}
	if err != nil {
		u.showError(err)
		return
	}
	def, err := f.pkg.ReadFile(variants.DefinitionFile)
	if err != nil {
		u.showError(err)
		return
	}
	opt := engine.Options{Edition: hotseat.EditionChoices()[f.edition.SelectedIndex()].Edition}
	for i, o := range f.pkg.Variant.GameOptions() {
		if i < len(f.optChecks) && f.optChecks[i].Checked {
			o.Apply(&opt)
		}
	}
	s, err := hotseat.New(id, f.pkg.ID, def, f.pkg.Variant, opt, players)
	if err != nil {
		u.showError(err)
		return
	}
	s.Created = now.UTC()
	s.NegotiationMinutes = hotseat.TimerChoices()[f.timer.SelectedIndex()].Minutes
	s.CoachAtTable = f.coach.Checked
	u.setGame(s)
	u.save()
	u.nextStep()
}

// freeComputerName is the name a newly chosen computer seat gets:
// "Computer N" with the lowest N no seat is named, so computers seated
// down the form are numbered 1, 2, 3 whichever rows people hold (they
// were numbered by row: "Computer 1, 2, 4").
func freeComputerName(names []string) string {
	for n := 1; ; n++ {
		name := fmt.Sprintf("Computer %d", n)
		if !slices.ContainsFunc(names, func(s string) bool { return strings.EqualFold(strings.TrimSpace(s), name) }) {
			return name
		}
	}
}

// seatNames are the names typed in the seats' rows.
func seatNames(seats []seat) []string {
	out := make([]string, len(seats))
	for i, st := range seats {
		out[i] = st.name.Text
	}
	return out
}
