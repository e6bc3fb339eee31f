package cli

import (
	"testing"

	"github.com/adrg/xdg"
)

// reloadXDG makes xdg see the test's environment, and restores it after.
func reloadXDG(t *testing.T) {
	t.Cleanup(xdg.Reload)
	xdg.Reload()
}
