package lowprio

import "golang.org/x/sys/unix"

// lower sets the calling thread's nice value by steps above the
// process's main thread (Linux gives each thread its own; the kernel's
// getpriority answers 20 − nice).
func lower(steps int) bool {
	raw, err := unix.Getpriority(unix.PRIO_PROCESS, unix.Getpid())
	if err != nil {
		return false
	}
	nice := min(19, 20-raw+steps)
	return unix.Setpriority(unix.PRIO_PROCESS, unix.Gettid(), nice) == nil
}

// onMainThread reports whether the caller runs on the process's first
// thread.
func onMainThread() bool { return unix.Gettid() == unix.Getpid() }

// niceOf is thread tid's nice value (tests).
func niceOf(tid int) (int, error) {
	raw, err := unix.Getpriority(unix.PRIO_PROCESS, tid)
	return 20 - raw, err
}
