package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/variants"
)

// brokenCard shows an installed variant that cannot be played: its folder,
// where it is, and each problem at its file:line, so that the designer
// knows what to fix instead of wondering where the variant went.
func brokenCard(b variants.Broken) *widget.Card {
	n := len(b.Problems)
	sub := fmt.Sprintf("cannot be played: %d problem", n)
	if n != 1 {
		sub += "s"
	}
	shown := b.Problems
	const most = 12 // a card, not a log: the rest are one `dipdesk validate` away
	more := ""
	if len(shown) > most {
		more = fmt.Sprintf("\n… and %d more: run  dipdesk validate %s", len(shown)-most, b.Folder)
		shown = shown[:most]
	}
	text := widget.NewLabel("• " + strings.Join(shown, "\n• ") + more + "\n\nFolder: " + b.Dir)
	text.Wrapping = fyne.TextWrapWord
	return widget.NewCard(b.Folder+" — does not load", sub, text)
}
