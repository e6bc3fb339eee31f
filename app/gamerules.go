package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// rulesButton opens the rules of the game being played. The table, the
// curtain and the turn each carry one: the Alaska event, the four-year
// rule or 1776's "13 to win" were once to be found only from Home →
// Variants, out of the game.
func (u *ui) rulesButton() *widget.Button {
	return widget.NewButtonWithIcon("Rules", theme.HelpIcon(), u.showGameRules)
}

// showGameRules shows, over the screen it is opened from (so nothing
// typed or chosen there is lost), what wins this game and the variant's
// rules page. Enter or Escape closes it.
func (u *ui) showGameRules() {
	s := u.s
	if s == nil {
		return
	}
	v := s.Variant()
	md := "**In this game — " + s.VictoryRule() + "**\n\n"
	if p := u.findPackage(s.VariantID); p != nil {
		if text, err := p.ReadFile("rules.md"); err == nil {
			md += string(text)
		} else {
			md += "# " + v.Name + "\n\n" + v.Description
		}
	} else {
		md += "# " + v.Name + "\n\n" + v.Description + "\n\nThis variant is no longer installed: its rules page cannot be shown."
	}
	doc := container.NewVScroll(container.NewPadded(rulesDoc(md)))
	d := dialog.NewCustom(v.Name+": rules", "Close", doc, u.w)
	size := u.w.Canvas().Size()
	d.Resize(fyne.NewSize(size.Width*0.8, size.Height*0.85))
	d.SetOnClosed(u.withKeys(d, d.Hide))
}
