// Command dipdesk is a desktop Diplomacy board for people sitting round one
// laptop. With no arguments it opens the window; with a subcommand it runs
// headless (see `dipdesk help`).
package main

import (
	"os"

	"dipdesk/cli"
	_ "dipdesk/internal/posixlocale" // before Fyne reads the locale
)

func main() {
	if len(os.Args) > 1 {
		useParentConsole()
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	runWindow()
}
