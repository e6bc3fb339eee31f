//go:build linux || freebsd || openbsd || netbsd || dragonfly

package main

import (
	"errors"
	"os"
)

// checkDisplay reports, before Fyne starts, that there is no display to
// open a window on. Without it GLFW fails deep inside the driver and the
// user sees a stack trace instead of a sentence.
func checkDisplay() error {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		return errors.New("cannot reach a display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); run dipdesk in a desktop session, or see `dipdesk help` for the commands that need no window")
	}
	return nil
}
