//go:build !race

package gen_test

// Under the race detector (`make race`) only Classic is regenerated. The
// generator runs in one goroutine, so the detector has nothing to find in
// the bigger boards that Classic does not already exercise, and it makes
// generation ten to twenty times slower: Classic takes about 40 s, Imperial
// would take minutes. `make test` and land.sh run this same test without
// -race, so every committed board is still checked on every run.
func init() {
	upToDate = append(upToDate, "americanconflict", "1776", "warinnorthamerica", "imperial", "overture1812")
}
