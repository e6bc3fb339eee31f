package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"dipdesk/bot"
)

// seatKind is one choice in a New game row's "Plays" menu: a person, a
// computer of some level, or nobody (civil disorder).
type seatKind struct {
	label    string
	computer string // the bot level's name, "" for a person or nobody
	nobody   bool
}

// seatKinds lists the choices: a person first (the default), then one
// computer per level, weakest first, then nobody. The level comes first
// in the label ("Hard computer") so that a narrow menu still shows it.
func seatKinds() []seatKind {
	out := []seatKind{{label: "Person"}}
	for _, l := range bot.Levels() {
		out = append(out, seatKind{label: levelLabel(l), computer: l.String()})
	}
	return append(out, seatKind{label: "Nobody (civil disorder)", nobody: true})
}

// levelLabel is a level as the menus name it: "Easy computer".
func levelLabel(l bot.Level) string {
	n := l.String()
	return strings.ToUpper(n[:1]) + n[1:] + " computer"
}

// levelHelp says what each level is like, for the new-game screen.
const levelHelp = "Easy computers move greedily and never support; medium ones play like DumbBot, " +
	"the classic rule-based program; hard ones search through the rules for the best orders."

// fillSeats is the new-game row that seats a computer of the chosen level
// in every seat nobody has claimed yet (a person's row with no name), each
// its own player: six computers against one person in three clicks.
func fillSeats(f *newGameForm) fyne.CanvasObject {
	var labels []string
	for _, l := range bot.Levels() {
		labels = append(labels, levelLabel(l))
	}
	level := widget.NewSelect(labels, nil)
	level.SetSelectedIndex(len(labels) - 1) // hard: the level worth playing against
	fill := widget.NewButton("Fill the empty seats with computers", func() {
		kinds := seatKinds()
		for _, st := range f.seats {
			if st.kind.SelectedIndex() != 0 || strings.TrimSpace(st.name.Text) != "" {
				continue // a person named, a computer or nobody already chosen
			}
			for i, k := range kinds {
				if k.label == level.Selected {
					st.kind.SetSelectedIndex(i)
				}
			}
		}
	})
	return container.NewHBox(fill, wholeOptions(level))
}

// newSeatKind makes the "Plays" menu of a seat's row. Choosing a computer
// names it free() ("Computer N", the lowest number no row has; the same
// name on several powers makes one computer play them together) and drops the PIN; choosing nobody empties
// the name; choosing a person again empties a computer's name for the
// person's.
func newSeatKind(st *seat, free func() string) *widget.Select {
	kinds := seatKinds()
	labels := make([]string, len(kinds))
	for i, k := range kinds {
		labels[i] = k.label
	}
	sel := widget.NewSelect(labels, nil)
	sel.OnChanged = func(string) {
		k := kinds[max(sel.SelectedIndex(), 0)]
		name := strings.TrimSpace(st.name.Text)
		switch {
		case k.nobody:
			st.name.SetText("")
			st.name.Disable()
			st.pin.SetText("")
			st.pin.Disable()
		case k.computer != "":
			if name == "" {
				st.name.SetText(free())
			}
			st.name.Enable()
			st.pin.SetText("")
			st.pin.Disable()
		default:
			if strings.HasPrefix(name, "Computer ") {
				st.name.SetText("")
			}
			st.name.Enable()
			st.pin.Enable()
		}
	}
	sel.SetSelectedIndex(0)
	return sel
}

// computerLevel is the level of the seat's computer, "" for a person or
// nobody.
func (st seat) computerLevel() string {
	kinds := seatKinds()
	if i := st.kind.SelectedIndex(); i >= 0 && i < len(kinds) {
		return kinds[i].computer
	}
	return ""
}
