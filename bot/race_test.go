//go:build race

package bot_test

// underRace is true when the tests run under the race detector (`make
// race`). That pass is there for the search's goroutines: it plays every
// variant for a short while and keeps every test of the search itself,
// but leaves the long strategy games to `go test`, which `make test` runs
// first (the race detector makes them ten times slower and can find
// nothing in them that the short games do not reach).
const underRace = true
