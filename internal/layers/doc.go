// Package layers holds no code: its test enforces the import rules that
// ARCHITECTURE.md states, so a forbidden import fails `go test` instead of
// waiting for a reviewer to notice.
package layers
