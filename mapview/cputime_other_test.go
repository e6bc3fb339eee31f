//go:build !unix

package mapview

import "time"

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }
