//go:build !race

package bot_test

// underRace: see race_test.go.
const underRace = false
