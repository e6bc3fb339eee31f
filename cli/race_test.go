//go:build race

package cli

// underRace is true when the tests run under the race detector (`make
// race`); see oneGoroutine.
const underRace = true
