package app

import (
	"fmt"
	"strings"

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
// computer per level, weakest first, then nobody.
func seatKinds() []seatKind {
	out := []seatKind{{label: "Person"}}
	for _, l := range bot.Levels() {
		out = append(out, seatKind{label: "Computer (" + l.String() + ")", computer: l.String()})
	}
	return append(out, seatKind{label: "Nobody (civil disorder)", nobody: true})
}

// newSeatKind makes the "Plays" menu of a seat's row. Choosing a computer
// names it "Computer N" (the same name on several powers makes one
// computer play them together) and drops the PIN; choosing nobody empties
// the name; choosing a person again empties a computer's name for the
// person's.
func newSeatKind(st *seat, n int) *widget.Select {
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
				st.name.SetText(fmt.Sprintf("Computer %d", n))
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
