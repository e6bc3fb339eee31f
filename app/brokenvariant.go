package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/board"
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

// boardProblem says why an installed variant's board cannot be played on,
// or "": its map.svg does not parse (the error gives the line), or a
// province of its graph has no shape or no place for its units, so no one
// could tap it or see a unit there. Built-in boards are checked by the
// tests; a designer's folder is checked once per reading of it
// (boardcache.go).
func boardProblem(p *variants.Package) string {
	if !isUserVariant(p) {
		return ""
	}
	return parsedBoards.entry(p).problem
}

// checkBoard is boardProblem for p's board b as parsed (err: why not).
func checkBoard(p *variants.Package, b *board.Board, err error) string {
	if !isUserVariant(p) {
		return ""
	}
	if err != nil {
		return err.Error()
	}
	v := p.Variant
	var missing []string
	for i := 0; i < v.NumProvinces(); i++ {
		pr := v.Province(engine.ProvinceID(i))
		if pr.Kind == engine.Impassable {
			continue
		}
		if b.Province(pr.ID) == nil {
			missing = append(missing, pr.ID+" (no shape)")
		} else if _, ok := b.Unit(pr.ID); !ok {
			missing = append(missing, pr.ID+" (no unit anchor)")
		}
	}
	if len(missing) > 0 {
		more := ""
		if len(missing) > 6 {
			more = fmt.Sprintf(" and %d more", len(missing)-6)
			missing = missing[:6]
		}
		return fmt.Sprintf("map.svg: the board lacks %s%s: run  dipdesk validate %s", strings.Join(missing, ", "), more, p.ID)
	}
	return ""
}

// boardError is a board's problem as a page shows it, in place of Play.
func boardError(prob string) *widget.Label {
	l := widget.NewLabel("The board cannot be played on: " + prob)
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.DangerImportance
	return l
}
