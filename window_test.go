package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestMain runs the window itself when asked (runWindow needs the main
// goroutine, which only TestMain has), so that a test can watch this test
// binary open it as a separate process.
func TestMain(m *testing.M) {
	if os.Getenv("DIPDESK_TEST_WINDOW") == "1" {
		runWindow()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// A display that does not answer ends dipdesk with one sentence and a
// non-zero exit, not a 34-line Go panic.
func TestDeadDisplayIsOneSentence(t *testing.T) {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "DIPDESK_TEST_WINDOW=1", "DISPLAY=:1987", "WAYLAND_DISPLAY=",
		"XDG_DATA_HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
	out, err := cmd.CombinedOutput()
	got := strings.TrimSpace(string(out))
	if err == nil {
		t.Fatalf("dipdesk exited 0 without a display:\n%s", got)
	}
	if lines := strings.Count(got, "\n") + 1; lines != 1 || !strings.Contains(got, `display ":1987" does not answer`) {
		t.Errorf("without a display dipdesk said (%d lines):\n%s", lines, got)
	}
}
