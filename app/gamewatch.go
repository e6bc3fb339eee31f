package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"

	"dipdesk/app/hotseat"
	"dipdesk/variants"
	"dipdesk/variants/watch"
)

// watchGame follows the folder of a user variant while a game or sandbox
// of it is open: when the designer saves its files, the game continues on
// the new definition if its saved state still fits (hotseat.Redefine),
// or the table is told exactly why it cannot and plays on as it was.
// Nothing of the game is lost either way.
func (u *ui) watchGame(s *hotseat.Session) {
	u.stopGameWatch()
	var pkg *variants.Package
	for _, p := range u.opt.Variants() {
		if p.ID == s.VariantID {
			pkg = p
		}
	}
	if pkg == nil || !isUserVariant(pkg) {
		return
	}
	w, err := watch.Folder(pkg.Source, func(np *variants.Package, err error) {
		fyne.Do(func() { u.variantChangedInGame(s, np, err) })
	})
	if err == nil {
		u.gameWatch = w.Stop
	}
}

func (u *ui) stopGameWatch() {
	if u.gameWatch != nil {
		u.gameWatch()
		u.gameWatch = nil
	}
}

// variantChangedInGame applies a reloaded variant folder to game s, if s
// is still the game on screen.
func (u *ui) variantChangedInGame(s *hotseat.Session, np *variants.Package, err error) {
	if u.s != s || u.resolving == s { // being resolved off the UI goroutine: it is not touched
		return
	}
	if err != nil {
		u.inform("Variant changed", fmt.Sprintf("The files of %s changed and no longer load:\n• %s\n\nThe game goes on with the definition it started with.",
			s.Variant().Name, strings.Join(variants.Problems(err), "\n• ")))
		return
	}
	def, rerr := np.ReadFile(variants.DefinitionFile)
	if rerr != nil {
		u.showError(rerr)
		return
	}
	note, err := s.Redefine(def, np.Variant)
	if err != nil {
		u.inform("Variant changed", err.Error())
		return
	}
	u.pane = nil // the board is drawn afresh, from the new map.svg
	u.save()
	msg := "The game continues on the changed definition of " + np.Variant.Name + "; the board shows it from the next screen."
	// The screen on show is drawn again at once: a turn screen kept its
	// order entry on the old definition and its board on the old map
	// until the player left it.
	if u.redraw != nil {
		u.redraw()
		msg = "The game continues on the changed definition of " + np.Variant.Name + "; the board shows it."
	}
	if note != "" {
		msg += "\n\n" + note
	}
	u.inform("Variant changed", msg)
}
