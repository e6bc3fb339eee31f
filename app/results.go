package app

import (
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/engine"
)

// showResults shows what happened in turn k, just resolved: the board after
// it, every order with its explanation, and a summary of the phase.
func (u *ui) showResults(k int) {
	s := u.s
	v := s.Variant()
	tn := s.Game.Turns[k]
	u.w.SetTitle("dipdesk — results of " + v.PhaseName(tn.Position.Phase))

	head := widget.NewLabelWithStyle("Results: "+v.PhaseName(tn.Position.Phase), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	summary := widget.NewLabel(phaseSummary(v, &tn.Position, &tn.Outcome, &s.Game.Current))
	summary.Wrapping = fyne.TextWrapWord
	list := resultList(v, tn.Outcome.Results, u.unplayed())

	cont := widget.NewButtonWithIcon("Continue", theme.NavigateNextIcon(), u.nextStep)
	cont.Importance = widget.HighImportance
	undo := widget.NewButtonWithIcon("Undo this resolution", theme.ContentUndoIcon(), func() {
		u.confirm("Undo the resolution?",
			"The board goes back to "+v.PhaseName(tn.Position.Phase)+" and everyone's orders return, to be changed and handed in again.",
			func(ok bool) {
				if ok && s.Undo() {
					u.save()
					u.nextStep()
				}
			})
	})
	buttons := container.NewHBox(
		widget.NewButtonWithIcon("Home", theme.HomeIcon(), u.showHome),
		widget.NewButtonWithIcon("History", theme.HistoryIcon(), u.showHistory),
		undo, layoutSpacer(), cont)
	side := container.NewBorder(container.NewVBox(head, summary, widget.NewSeparator()), nil, nil, nil,
		container.NewVScroll(list))
	pane := u.board()
	pane.showPosition(v, &tn.Position, tn.Orders, &tn.Outcome)
	split := container.NewHSplit(pane.object(), side)
	split.Offset = 0.62
	u.show(container.NewBorder(nil, container.NewPadded(buttons), nil, nil, split))
	u.w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
			u.nextStep()
		}
	})
}

// resultList lists every order, grouped by power, with a mark and the
// engine's explanation. Powers nobody plays come last, marked as in civil
// disorder, so the table finds its own results first.
func resultList(v *engine.Variant, results []engine.Result, unplayed map[engine.PowerID]bool) fyne.CanvasObject {
	byPower := map[engine.PowerID][]engine.Result{}
	var powers []engine.PowerID
	for _, r := range results {
		pw := r.Order.Power
		if _, seen := byPower[pw]; !seen {
			powers = append(powers, pw)
		}
		byPower[pw] = append(byPower[pw], r)
	}
	sort.Slice(powers, func(i, j int) bool {
		a, b := powers[i], powers[j]
		if unplayed[a] != unplayed[b] {
			return !unplayed[a]
		}
		return a < b
	})
	box := container.NewVBox()
	for _, pw := range powers {
		name := "Nobody"
		if pw != engine.NoPower {
			name = v.Power(pw).Name
		}
		if unplayed[pw] {
			name += " (civil disorder)"
		}
		box.Add(widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		for _, r := range byPower[pw] {
			icon := theme.ConfirmIcon()
			if !r.Success {
				icon = theme.CancelIcon()
			}
			line := widget.NewLabel(v.FormatOrder(r.Order) + "\n" + v.Explain(r))
			line.Wrapping = fyne.TextWrapWord
			box.Add(container.NewBorder(nil, nil, widget.NewIcon(icon), nil, line))
		}
	}
	if len(powers) == 0 {
		box.Add(widget.NewLabel("No orders were given."))
	}
	return box
}

// unplayed are the powers no player holds: their units hold, and they
// build and remove by the civil-disorder rules.
func (u *ui) unplayed() map[engine.PowerID]bool {
	out := map[engine.PowerID]bool{}
	for pw := engine.PowerID(0); int(pw) < u.s.Variant().NumPowers(); pw++ {
		out[pw] = true
	}
	for _, p := range u.s.Players {
		for _, pw := range p.Powers {
			delete(out, pw)
		}
	}
	return out
}

// phaseSummary says in plain words what changed: supply centres gained and
// lost, builds and removals due, powers eliminated, the winner.
func phaseSummary(v *engine.Variant, before *engine.Position, out *engine.Outcome, next *engine.Position) string {
	var lines []string
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		var gained, lost []string
		for pr := range next.Owners {
			was, is := before.Owners[pr], next.Owners[pr]
			if was == is {
				continue
			}
			name := v.Province(engine.ProvinceID(pr)).Name
			if is == pw {
				gained = append(gained, name)
			} else if was == pw {
				lost = append(lost, name)
			}
		}
		var parts []string
		if len(gained) > 0 {
			parts = append(parts, "gains "+strings.Join(gained, ", "))
		}
		if len(lost) > 0 {
			parts = append(parts, "loses "+strings.Join(lost, ", "))
		}
		if next.Phase.Kind == engine.Adjustment {
			if d := v.Delta(next, pw); d > 0 {
				parts = append(parts, fmt.Sprintf("builds %d", d))
			} else if d < 0 {
				parts = append(parts, fmt.Sprintf("must remove %d", -d))
			}
		}
		alive := func(p *engine.Position) bool { return p.SCCount(pw) > 0 || p.UnitCount(pw) > 0 }
		if alive(before) && !alive(next) {
			parts = append(parts, "is eliminated")
		}
		if len(parts) > 0 {
			lines = append(lines, v.Power(pw).Name+" "+strings.Join(parts, "; ")+".")
		}
	}
	for _, w := range out.Winners {
		lines = append(lines, v.Power(w).Name+" wins!")
	}
	if len(lines) == 0 {
		lines = append(lines, "No supply centre changed hands.")
	}
	return "Next: " + v.PhaseName(next.Phase) + "\n" + strings.Join(lines, "\n")
}
