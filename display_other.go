//go:build !(linux || freebsd || openbsd || netbsd || dragonfly)

package main

// checkDisplay has nothing to check where the desktop always has a screen.
func checkDisplay() error { return nil }
