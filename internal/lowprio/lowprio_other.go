//go:build !linux

package lowprio

// lower does nothing where threads do not have priorities of their own
// that a program may lower without privileges.
func lower(int) bool { return false }

// onMainThread is false: nothing is lowered, so any thread will do.
func onMainThread() bool { return false }
