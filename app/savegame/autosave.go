package savegame

import (
	"errors"

	"dipdesk/app/hotseat"
)

// Autosave keeps the game in play on disk through a failing disk. A write
// that fails is remembered, and Retry writes the game again, so that a
// resolution reaches the disk as soon as the disk recovers rather than at
// the next order (a kill -9 in between would make the table replay it).
// Only the first failure of a run is reported: a full disk gives the
// players one message, not one per order.
type Autosave struct {
	Store Store
	// unsaved is the game whose last write failed, nil when all is saved.
	unsaved *hotseat.Session
}

// Save writes s. It returns an error only for a new failure, one after a
// successful write; while the disk keeps failing, later writes fail
// quietly and stay pending for Retry.
func (a *Autosave) Save(s *hotseat.Session) error {
	err := a.Store.Save(s)
	if err == nil {
		if a.unsaved != s {
			a.Retry() // another game failed before: the disk may take it now
		} else {
			a.unsaved = nil
		}
		return nil
	}
	already := a.unsaved != nil
	a.unsaved = s
	var changed *ChangedError
	if already && !errors.As(err, &changed) { // a conflict is always told: the table must choose
		return nil
	}
	return err
}

// Retry writes the game whose last write failed, as it is now. It reports
// whether everything is saved; a failure stays pending and unreported.
func (a *Autosave) Retry() bool {
	if a.unsaved == nil {
		return true
	}
	if a.Store.Save(a.unsaved) != nil {
		return false
	}
	a.unsaved = nil
	return true
}

// Unsaved reports whether a failed write is waiting for Retry.
func (a *Autosave) Unsaved() bool { return a.unsaved != nil }

// Drop forgets that s failed to save: the table chose to replace it (by
// the save on disk) or to save it elsewhere.
func (a *Autosave) Drop(s *hotseat.Session) {
	if a.unsaved == s {
		a.unsaved = nil
	}
}
