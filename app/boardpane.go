package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/engine"
	"dipdesk/mapview"
	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// abbreviationsPref remembers whether boards show abbreviations.
const abbreviationsPref = "board.abbreviations"

// boardPane is the board area of the game screens: one mapview widget per
// game, reused from screen to screen so that zoom and pan carry over.
type boardPane struct {
	m   *mapview.Board
	msg *widget.Label // shown instead when the variant is not installed
}

func (p *boardPane) object() fyne.CanvasObject {
	if p.m == nil {
		return p.msg
	}
	return p.m
}

// board returns the game's board widget, creating it on first use, with
// its tap and hover handlers cleared for the screen about to use it.
func (u *ui) board() *boardPane {
	if u.pane == nil {
		u.pane = newBoardPane(u.findPackage(u.s.VariantID))
	}
	if u.pane.m != nil {
		u.pane.m.OnTapped = nil
		u.pane.m.SetSelected()
		u.pane.m.ForgetPointer() // a new screen: the board moved under the pointer
	}
	return u.pane
}

// showPosition draws a position with the given orders; with an outcome,
// the orders carry their results.
func (p *boardPane) showPosition(v *engine.Variant, pos *engine.Position, orders []engine.Order, out *engine.Outcome) {
	if p.m != nil {
		p.m.SetScene(render.SceneOf(v, pos, orders, out))
	}
}

// fit shows the whole board: each player's turn opens this way, so that
// nobody sees where the previous player zoomed in.
func (p *boardPane) fit() {
	if p.m != nil {
		p.m.FitBoard()
	}
}

// findPackage finds the variant folder a game was started from, for its
// board; nil if it is no longer installed.
func (u *ui) findPackage(id string) *variants.Package {
	for _, p := range u.opt.Variants() {
		if p.ID == id {
			return p
		}
	}
	return nil
}

func newBoardPane(pkg *variants.Package) *boardPane {
	p := &boardPane{msg: widget.NewLabel("")}
	p.msg.Wrapping = fyne.TextWrapWord
	if pkg == nil {
		p.msg.SetText("This game's variant is no longer installed, so its board cannot be drawn; the game can still be played from the order lists.")
		return p
	}
	p.m = mapview.New(pkg.Files) // a broken map.svg shows its own error
	// Hovering or long-pressing a province shows where its units could go.
	p.m.SetReach(render.ReachOf(pkg.Variant))
	// Abbreviations instead of names is the player's choice, remembered
	// from game to game.
	prefs := fyne.CurrentApp().Preferences()
	p.m.SetAbbreviations(prefs.Bool(abbreviationsPref))
	p.m.OnAbbreviations = func(on bool) { prefs.SetBool(abbreviationsPref, on) }
	return p
}
