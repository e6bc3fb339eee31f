// Package docs carries the designer's guide into the binary, so that
// `dipdesk help variant` and the app's designer tools show it to someone
// who has only the release package.
package docs

import _ "embed"

// Designers is DESIGNERS.md: the workbench, variant.txt, board.toml,
// hand-drawn boards, scenarios, sharing and a worked example.
//
//go:embed DESIGNERS.md
var Designers string
