package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"dipdesk/variants/scaffold"
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

// The catalogue is read once and kept: a screen asking for it again
// never reads the folders on the UI goroutine. A variant installed
// meanwhile is read in the background, the app is told, and the next
// call lists it.
func TestVariantsAreReadOnceAndRefreshedInTheBackground(t *testing.T) {
	root := t.TempDir()
	in := &installed{root: root}
	changed := make(chan struct{}, 1)
	in.watch(func() { changed <- struct{}{} })
	first := len(in.Variants())
	if again := in.Variants(); len(again) != first {
		t.Fatalf("a second call listed %d variants, the first %d", len(again), first)
	}
	if _, err := scaffold.Write("mine", root); err != nil {
		t.Fatal(err)
	}
	if n := len(in.Variants()); n != first {
		t.Errorf("the call that noticed the new folder read it on the spot (%d variants, was %d)", n, first)
	}
	<-changed
	if n := len(in.Variants()); n != first+1 {
		t.Errorf("after the background reading %d variants are listed, want %d", n, first+1)
	}
}

// The window fits the screen it opens on: 800 units tall did not fit a
// 1366×768 screen; a large screen still gets the full 1280×800.
func TestWindowFitsTheScreen(t *testing.T) {
	want := fyne.NewSize(1280, 800)
	for _, c := range []struct {
		w, h  int
		scale float32
	}{{1366, 768, 1}, {1024, 600, 1}, {2732, 1536, 2}} {
		got := fitSize(want, c.w, c.h, c.scale)
		if got.Width*c.scale > float32(c.w) || got.Height*c.scale > float32(c.h)-40 {
			t.Errorf("on a %d×%d screen at scale %v the window is %v", c.w, c.h, c.scale, got)
		}
	}
	if got := fitSize(want, 1920, 1080, 1); got != want {
		t.Errorf("on a 1920×1080 screen the window is %v, want %v", got, want)
	}
}

// The user's folder is watched: a variant copied in, or a variant's file
// edited, while no screen asks for the catalogue (Home left open) still
// has the app told, so the home screen lists what is on disk.
func TestChangesOnDiskAreNoticedWithoutAsking(t *testing.T) {
	root := t.TempDir()
	in := &installed{root: root}
	changed := make(chan struct{}, 4)
	in.watch(func() { changed <- struct{}{} })
	t.Cleanup(func() { in.stopWatch() })
	first := len(in.Variants())
	wait := func(what string) {
		t.Helper()
		select {
		case <-changed:
		case <-time.After(time.Minute): // only turns a hang into a failure
			t.Fatalf("%s, and the app was never told", what)
		}
	}
	dir, err := scaffold.Write("mine", root)
	if err != nil {
		t.Fatal(err)
	}
	wait("a variant was copied into the folder")
	if n := len(in.Variants()); n != first+1 {
		t.Fatalf("after the change %d variants are listed, want %d", n, first+1)
	}
	rules := filepath.Join(dir, "rules.md")
	text, err := os.ReadFile(rules)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(rules, append(text, "\nOne more rule.\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	wait("a variant's rules were edited")
}
