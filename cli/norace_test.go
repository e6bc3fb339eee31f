//go:build !race

package cli

// underRace: see race_test.go.
const underRace = false
