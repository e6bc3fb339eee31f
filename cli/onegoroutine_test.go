package cli

import "testing"

// oneGoroutine marks a test whose command runs on one goroutine (no bots'
// search, no frames drawn in parallel): the race pass skips it, since the
// race detector can find nothing there and makes it ten times slower, and
// go test, which make test runs first, runs it in full. The commands that
// do run goroutines (selfplay, balance with bots, export) stay raced.
func oneGoroutine(t *testing.T) {
	t.Helper()
	if underRace {
		t.Skip("one goroutine, nothing for -race to find: go test runs it")
	}
}
