package scaffold

import (
	"strings"
	"testing"
)

// Ids the pattern allows but Windows keeps for devices are refused, so a
// design started on Linux can be shared to Windows.
func TestNewVariantRefusesWindowsDeviceNames(t *testing.T) {
	for _, id := range []string{"con", "nul", "aux", "prn", "com1", "lpt9"} {
		err := CheckID(id)
		if err == nil || !strings.Contains(err.Error(), "Windows keeps that name for a device") {
			t.Errorf("id %q: %v; want a refusal naming Windows's device names", id, err)
		}
	}
	for _, id := range []string{"console", "null", "com10", "lpt"} {
		if err := CheckID(id); err != nil {
			t.Errorf("id %q: %v", id, err)
		}
	}
}
