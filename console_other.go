//go:build !windows

package main

// useParentConsole has nothing to do where a program started from a
// terminal always writes to it (see console_windows.go).
func useParentConsole() {}
