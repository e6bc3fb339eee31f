package app

import (
	"bytes"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
	"dipdesk/engine"
	"dipdesk/mapview"
	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// abbreviationsPref remembers whether boards show abbreviations.
const abbreviationsPref = "board.abbreviations"

// boardPane is the board area of the game screens: one mapview widget per
// game, reused from screen to screen so that zoom and pan carry over.
type boardPane struct {
	// game and v are the session and the definition the pane was built
	// for (nil outside a game): a pane is never reused for another game,
	// nor after the game moved onto a changed definition.
	game *hotseat.Session
	v    *engine.Variant
	m    *mapview.Board
	msg  fyne.CanvasObject // shown instead when there is no board to draw
}

func (p *boardPane) object() fyne.CanvasObject {
	if p.m == nil {
		return p.msg
	}
	return p.m
}

// board returns the board widget of the game in play, creating it on
// first use, with its tap and hover handlers cleared for the screen about
// to use it. It is the one owner of the game screens' board: whatever
// pane was kept belongs to this game and its current definition, or it
// is built afresh.
func (u *ui) board() *boardPane {
	if p := u.pane; p == nil || p.game != u.s || p.v != u.s.Variant() {
		u.pane = u.gamePane(u.s)
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

// openFor shows the board as a player's turn opens: whole where the
// board reads whole at this size, else at the player's own units (their
// powers' in pos), chosen from those alone, never from where the last
// player looked (mapview.Board.OpenOn).
func (p *boardPane) openFor(v *engine.Variant, pos *engine.Position, powers []engine.PowerID) {
	if p.m != nil {
		p.m.OpenOn(render.UnitLocs(v, pos, powers)...)
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

// gamePane builds the board of game s from its installed variant's
// map.svg, drawn for the definition the game plays on (the one saved
// with it). When the installed definition is no longer the game's (a
// designer changed the variant since), the map is used only if it still
// draws every province and coast of the game's definition; otherwise the
// pane says why there is no board, and the game goes on from its order
// lists.
func (u *ui) gamePane(s *hotseat.Session) *boardPane {
	v := s.Variant()
	p := &boardPane{game: s, v: v}
	pkg := u.findPackage(s.VariantID)
	if pkg == nil {
		why := "is no longer installed"
		for _, b := range u.opt.Broken() {
			if b.Folder == s.VariantID && len(b.Problems) > 0 {
				why = "no longer loads (" + b.Problems[0] + ")"
			}
		}
		p.msg = paneMessage("This game's variant " + why + ", so its board cannot be drawn; the game goes on with the definition it started with, from the order lists.")
		return p
	}
	b, err := parsedBoards.board(pkg) // parsed ahead, off the UI goroutine
	if err != nil {
		p.msg = paneMessage("This game's board cannot be drawn (" + err.Error() + "); the game can still be played from the order lists.")
		return p
	}
	if def, err := pkg.ReadFile(variants.DefinitionFile); err != nil || !bytes.Equal(def, s.Definition) {
		if why := boardMisses(b, v); why != "" {
			p.msg = paneMessage("The variant " + v.Name + " has changed since this game started, and its board no longer fits the game: " +
				why + ". The game goes on with the definition it started with, from the order lists.")
			return p
		}
	}
	p.m = mapview.NewWithBoard(b, nil)
	setUpBoard(p.m, v)
	if !u.opt.Inline {
		// Drawn afresh off the UI goroutine: a first paint of Imperial's
		// world held the table screen up for 0.3–4 s (mapview's
		// background.go).
		p.m.DrawInBackground(u.post)
	}
	return p
}

// boardMisses says which province or coast of v the board has no shape
// or unit place for, or "" when it draws them all.
func boardMisses(b *board.Board, v *engine.Variant) string {
	for i := 0; i < v.NumProvinces(); i++ {
		pr := v.Province(engine.ProvinceID(i))
		if pr.Kind == engine.Impassable {
			continue
		}
		if b.Province(pr.ID) == nil {
			return fmt.Sprintf("it has no province %q (%s)", pr.ID, pr.Name)
		}
		if _, ok := b.Unit(pr.ID); !ok {
			return fmt.Sprintf("it has no place for a unit in %s", pr.Name)
		}
		for _, c := range pr.Coasts {
			loc := pr.ID + "/" + v.Loc(c).Coast
			if _, ok := b.Unit(loc); !ok && v.Loc(c).Coast != "" {
				return fmt.Sprintf("it has no place for a fleet on %s", loc)
			}
		}
	}
	return ""
}

// paneMessage is a message in place of the board. It scrolls rather than
// growing: a long wrapped message stood one word a line and made the
// window 2,220 pixels tall, with Done off the screen.
func paneMessage(text string) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return container.NewVScroll(l)
}

// newBoardPane is a board for a variant folder outside a game (the rules
// primer, the puzzles, the position editor), from the board parsed once
// (parsedBoards: see afterBoards for parsing it off the UI goroutine).
// With post, the board draws off the UI goroutine, as a game's does.
func newBoardPane(pkg *variants.Package, post func(func())) *boardPane {
	p := &boardPane{}
	if pkg == nil {
		p.msg = paneMessage("This variant is no longer installed, so its board cannot be drawn.")
		return p
	}
	p.m = mapview.NewWithBoard(parsedBoards.board(pkg)) // a broken map.svg shows its own error
	setUpBoard(p.m, pkg.Variant)
	if post != nil {
		p.m.DrawInBackground(post)
	}
	return p
}

// setUpBoard gives a board its reach (hovering or long-pressing a
// province shows where its units could go, by v's rules), v's names for
// its Find, and the
// player's choice of abbreviations instead of names, remembered from game
// to game.
func setUpBoard(m *mapview.Board, v *engine.Variant) {
	m.SetReach(render.ReachOf(v))
	m.SetLookup(func(name string) (string, bool) { // Find knows the rules' names and aliases
		if p, ok := v.LookupProvince(name); ok {
			return v.Province(p).ID, true
		}
		return "", false
	})
	prefs := fyne.CurrentApp().Preferences()
	m.SetAbbreviations(prefs.Bool(abbreviationsPref))
	m.OnAbbreviations = func(on bool) { prefs.SetBool(abbreviationsPref, on) }
}
