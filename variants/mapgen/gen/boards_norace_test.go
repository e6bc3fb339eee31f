//go:build !race

package gen_test

import "time"

const raceEnabled = false

// Under the race detector (`make race`) only Classic is regenerated. The
// generator runs in one goroutine, so the detector has nothing to find in
// the bigger boards that Classic does not already exercise, and it makes
// generation ten to twenty times slower: Classic takes about 40 s, Imperial
// would take minutes. `make test` and land.sh run this same test without
// -race, so every committed board is still checked on every run.
func init() {
	upToDate = append(upToDate,
		boardCase{"americanconflict", 20 * time.Second},
		boardCase{"1776", 10 * time.Second},
		boardCase{"warinnorthamerica", 10 * time.Second},
		boardCase{"imperial", 75 * time.Second},
		boardCase{"overture1812", 30 * time.Second},
	)
}
