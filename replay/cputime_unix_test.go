//go:build unix

package replay

import (
	"syscall"
	"time"
)

// processCPU is the CPU time this process has used, user and system: on
// a machine shared with others, wall time says little, while CPU time
// over two cores bounds what the export takes on a free two-core machine.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
