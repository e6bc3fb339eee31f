package savegame

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"unicode"

	"dipdesk/internal/filename"
)

// Delete removes the save named id. It is the Load screen's "Delete",
// asked for and confirmed by the player; nothing else ever deletes a save.
func (st Store) Delete(id string) error {
	if err := checkName(id); err != nil {
		return err
	}
	if err := os.Remove(st.Path(id)); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("the save %q is no longer there", id)
		}
		return fmt.Errorf("the save %q could not be deleted: %w", id, err)
	}
	return nil
}

// Rename gives the save named id a new file name, which the Load screen
// shows: "Tuesday group" rather than a date and a variant. The game
// inside keeps its id; a game loaded from the new name saves back to it
// (Session.File). An existing save is never overwritten.
func (st Store) Rename(id, name string) error {
	name = strings.TrimSpace(name)
	if err := checkName(id); err != nil {
		return err
	}
	if err := checkName(name); err != nil {
		return err
	}
	// The new name only: a save already called "a:b" on Linux can still
	// be renamed to something Windows accepts, or deleted.
	if err := filename.Check("a save's name", name); err != nil {
		return err
	}
	if name == id {
		return nil
	}
	if _, err := os.Stat(st.Path(name)); err == nil {
		return fmt.Errorf("there is already a save called %q; choose another name", name)
	}
	// A hard link then a removal, so that a save that appears under the
	// new name meanwhile is never replaced (rename would overwrite it).
	if err := os.Link(st.Path(id), st.Path(name)); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("there is already a save called %q; choose another name", name)
		}
		if err := os.Rename(st.Path(id), st.Path(name)); err != nil { // no links on this disk
			return fmt.Errorf("the save %q could not be renamed: %w", id, err)
		}
		return nil
	}
	if err := os.Remove(st.Path(id)); err != nil {
		return fmt.Errorf("the save %q was copied to %q but could not be removed: %w", id, name, err)
	}
	return nil
}

// checkName refuses a save name that is not a plain file name in the
// saves folder: empty, hidden, or with a path separator or control
// character in it.
func checkName(name string) error {
	switch {
	case name == "":
		return fmt.Errorf("a save needs a name")
	case strings.HasPrefix(name, "."):
		return fmt.Errorf("a save's name cannot start with a dot")
	case len(name) > 120:
		return fmt.Errorf("a save's name can be at most 120 characters")
	case strings.ContainsAny(name, `/\`) || strings.ContainsFunc(name, unicode.IsControl):
		return fmt.Errorf("a save's name cannot contain / or \\")
	}
	return nil
}
