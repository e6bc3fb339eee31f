package app

import (
	"math/rand/v2"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
	"dipdesk/engine"
)

// The new-game form of a variant played by teams (1812 Overture): one row
// per player, not per power. A fixed team's row shows its powers; a paired
// player's row has one choice per pairing group, drawn at random and
// changeable, and choosing a power another row holds swaps the two, so
// every power is always held exactly once.

// teamForm is the players section of such a form.
type teamForm struct {
	v     *engine.Variant
	rows  []hotseat.TeamRow
	seats []*seat            // name, PIN and "Plays" of each row
	pick  [][]int            // pick[g][k]: the power of group g paired row k takes
	sel   [][]*widget.Select // sel[g][k] shows pick[g][k]
	busy  bool               // set while the selects are being refreshed
}

// newTeamForm draws the players section for v, paired at random by rng.
func newTeamForm(v *engine.Variant, rng *rand.Rand) (*teamForm, fyne.CanvasObject) {
	f := &teamForm{v: v, rows: hotseat.TeamRows(v), pick: hotseat.RandomPick(v, rng)}
	groups := v.PairingGroups()
	grid := container.New(&columns{n: 4, grow: 2},
		widget.NewLabelWithStyle("Powers", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle("Plays", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle("Player", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle("PIN (optional)", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	f.sel = make([][]*widget.Select, len(groups))
	paired := 0
	for _, row := range f.rows {
		// Empty to begin with, as on the plain form: the row's title
		// ("French Empire") says whose it is.
		st := &seat{name: widget.NewEntry(), pin: widget.NewPasswordEntry()}
		st.name.SetPlaceHolder(row.Title + ": name, or empty: nobody")
		st.pin.SetPlaceHolder("none")
		st.kind = newSeatKind(st, func() string {
			var names []string
			for _, o := range f.seats {
				names = append(names, o.name.Text)
			}
			return freeComputerName(names)
		})
		f.seats = append(f.seats, st)
		var powers fyne.CanvasObject
		if row.Fixed != nil {
			var ns []string
			for _, pw := range row.Fixed {
				ns = append(ns, v.Power(pw).Name)
			}
			// One name a line, as the paired rows' menus stand:
			// "Republican Party + Federalist Party" on one line set
			// the column's width, and the window's.
			powers = widget.NewLabel(strings.Join(ns, "\n"))
		} else {
			k := paired
			paired++
			// One choice above the other, each as wide as its longest
			// power's name: side by side, two menus shared a cell and
			// cut "Denmark-Norway" short, and two whole ones made the
			// form too wide for a 1024-pixel window.
			box := container.NewVBox()
			for g, group := range groups {
				var opts []string
				for _, pw := range group {
					opts = append(opts, v.Power(pw).Name)
				}
				s := widget.NewSelect(opts, nil)
				s.OnChanged = func(string) { f.choose(g, k, s.SelectedIndex()) }
				f.sel[g] = append(f.sel[g], s)
				box.Add(wholeOptions(s))
			}
			powers = box
		}
		grid.Add(powers)
		grid.Add(middle(wholeOptions(st.kind)))
		grid.Add(middle(st.name))
		grid.Add(middle(st.pin))
	}
	f.refresh()
	shuffle := widget.NewButtonWithIcon("Pair at random", theme.ViewRefreshIcon(), func() {
		f.pick = hotseat.RandomPick(v, rng)
		f.refresh()
	})
	out := container.NewVBox(grid)
	if len(groups) > 0 {
		out.Add(container.NewHBox(shuffle))
	}
	return f, out
}

// choose gives paired row k power i of group g; the row that held it takes
// row k's old one.
func (f *teamForm) choose(g, k, i int) {
	if f.busy || i < 0 || f.pick[g][k] == i {
		return
	}
	for other, held := range f.pick[g] {
		if held == i {
			f.pick[g][other] = f.pick[g][k]
		}
	}
	f.pick[g][k] = i
	f.refresh()
}

// refresh shows the pick in the selects.
func (f *teamForm) refresh() {
	f.busy = true
	defer func() { f.busy = false }()
	for g, row := range f.sel {
		for k, s := range row {
			s.SetSelectedIndex(f.pick[g][k])
		}
	}
}

// players are the session's players from what the form holds.
func (f *teamForm) players(gameID string) ([]hotseat.Player, error) {
	seats := make([]hotseat.TeamSeat, len(f.rows))
	for k := range f.rows {
		st := f.seats[k]
		seats[k] = hotseat.TeamSeat{Name: st.name.Text, PIN: st.pin.Text, Computer: st.computerLevel()}
	}
	return hotseat.TeamPlayers(gameID, f.v, seats, f.pick)
}

// middle centres o in its row's height at its own height, keeping the
// cell's width: a row with two pairing menus is two lines tall, and the
// player's name field stretched to fill it read as a text area.
func middle(o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewVBox(layout.NewSpacer(), o, layout.NewSpacer())
}
