package app

import (
	"errors"
	"io/fs"
	"os"
	"strings"
	"syscall"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
)

// unsavedText is what stands above every screen while the game is not on
// disk: after the one message about a failed save, a whole phase was
// played and resolved on a full disk with nothing to show it.
const unsavedText = "This game is not saved: the last changes are only in this window. dipdesk keeps trying to save it."

func newUnsavedBar() *fyne.Container {
	l := widget.NewLabelWithStyle(unsavedText, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.DangerImportance
	bar := container.NewBorder(nil, widget.NewSeparator(), widget.NewIcon(theme.WarningIcon()), nil, l)
	bar.Hide()
	return bar
}

// showSaved shows or hides the unsaved mark for the game in play.
func (u *ui) showSaved() {
	if u.autosave.Unsaved() {
		u.unsavedBar.Show()
	} else {
		u.unsavedBar.Hide()
	}
}

// quit closes the window (its close button and Home's Quit both come
// here) once the saves under way are on disk, so that the last order is
// never left behind; it asks first when the game is not on disk, or when
// the disk has not finished within flushWait. The wait is off the UI
// goroutine: the window goes on drawing meanwhile.
func (u *ui) quit() {
	if u.resolving != nil {
		u.confirm("Quit while resolving?", "The phase is being resolved and saved; quitting now loses it.\n\nQuit anyway?", func(yes bool) {
			if yes {
				u.quitApp()
			}
		})
		return
	}
	if u.quitting {
		return
	}
	u.quitting = true
	u.autosave.Retry() // a failed write gets one more try before asking
	u.background(func() any { return u.autosave.Flush(u.flushWait) }, func(r any) {
		u.quitting = false
		switch {
		case !r.(bool):
			u.confirm("Quit while saving?", "The game is still being written to the disk, which has not "+
				"finished in "+u.flushWait.String()+": what was played since the last save may be lost if you quit now.\n\nQuit anyway?", func(yes bool) {
				if yes {
					u.quitApp()
				}
			})
		case u.autosave.Unsaved():
			u.confirm("Quit without saving?", "This game is not saved: what was played since the last save "+
				"is only in this window and is lost if you quit now.\n\nQuit anyway?", func(yes bool) {
				if yes {
					u.quitApp()
				}
			})
		default:
			u.quitApp()
		}
	})
}

// savedElsewhere is told when another copy of dipdesk, open on the same
// game, saved it after this window last did: this window wrote nothing,
// and the table chooses between the two games. Either choice loses
// nothing on disk.
func (u *ui) savedElsewhere(s *hotseat.Session, name string) {
	msg := widget.NewLabel("Another copy of dipdesk, open on this game, saved it after this window last did. " +
		"So as not to wipe what it saved, this window has not saved its changes.\n\n" +
		"• Open the saved game: carry on from what the other window saved; the changes made here since are dropped.\n" +
		"• Keep both: this window's game is saved as a separate game, and the other stays as it is.")
	msg.Wrapping = fyne.TextWrapWord
	var restore func()
	d := dialog.NewCustomConfirm("This game was saved by another window", "Open the saved game", "Keep both",
		msg, func(open bool) {
			restore()
			if u.s != s {
				return
			}
			if open {
				u.openSaved(s, name)
				return
			}
			u.keepAsCopy(s, name)
		}, u.w)
	d.Resize(fyne.NewSize(520, 0))
	restore = u.withKeys(d, d.Confirm)
}

// openSaved drops this window's copy of game s for what is on disk.
func (u *ui) openSaved(s *hotseat.Session, name string) {
	u.autosave.Drop(s)
	u.openSave(name, func() { // unreadable: nothing of this window's game is lost either
		u.keepAsCopy(s, name)
		u.nextStep()
	})
}

// keepAsCopy saves this window's game s under a new name, next to the
// one the other window saved.
func (u *ui) keepAsCopy(s *hotseat.Session, name string) {
	u.autosave.Drop(s)
	s.File = u.opt.Store.FreeName(name + " (this window)")
	s.OnDisk = ""
	u.save()
	u.background(func() any { return u.autosave.Flush(u.flushWait) }, func(r any) {
		if r.(bool) && !u.autosave.Unsaved() {
			u.inform("Keep both", "This window's game is saved as \""+s.File+"\"; the other window's stays as \""+name+"\". Load lists both.")
		}
		u.showSaved()
	})
}

// saveFailed says in plain words why a save failed and what to do, without
// the file paths and system calls of the underlying error.
func saveFailed(err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	var cause error
	switch {
	case errors.As(err, &pe):
		cause = pe.Err
	case errors.As(err, &le):
		cause = le.Err
	default: // not the disk: the save itself says why
		return errors.New("The game could not be saved: " + strings.TrimPrefix(err.Error(), "save: ") +
			". The previous save is intact.")
	}
	why := "the disk refused it (" + cause.Error() + ")"
	switch {
	case errors.Is(cause, syscall.ENOSPC):
		why = "the disk is full"
	case errors.Is(cause, fs.ErrPermission), errors.Is(cause, syscall.EROFS):
		why = "dipdesk is not allowed to write in its games folder"
	}
	return errors.New("The game could not be saved: " + why + ". The previous save is intact, and dipdesk keeps " +
		"trying to save the game by itself. Free some space on the disk (delete files you no longer need) " +
		"so that it can; until then, do not quit.")
}

// quitApp asks Fyne to quit, telling Options.OnQuit first.
func (u *ui) quitApp() {
	if u.opt.OnQuit != nil {
		u.opt.OnQuit()
	}
	u.a.Quit()
}
