//go:build !windows

package chime

import (
	"errors"
	"os"
	"os/exec"
	"runtime"
	"time"
)

// ErrNoPlayer says that no command to play sound was found.
var ErrNoPlayer = errors.New("no sound player found (looked for paplay, pw-play, aplay, afplay)")

// players are the commands tried in order, with the arguments that play a
// WAV file quietly and exit.
var players = []struct {
	goos string // "" for any
	name string
	args []string
}{
	{"", "paplay", nil},
	{"", "pw-play", nil},
	{"", "aplay", []string{"-q"}},
	{"darwin", "afplay", nil},
}

// command finds the first player present, as a command line missing only
// the file to play.
func command(goos string, lookPath func(string) (string, error)) ([]string, error) {
	for _, p := range players {
		if p.goos != "" && p.goos != goos {
			continue
		}
		if path, err := lookPath(p.name); err == nil {
			return append([]string{path}, p.args...), nil
		}
	}
	return nil, ErrNoPlayer
}

// playCommand starts the bell in the first player found and returns at
// once; the sound plays in the background and its temporary file is
// removed when it ends.
func playCommand() error {
	argv, err := command(runtime.GOOS, exec.LookPath)
	if err != nil {
		return err
	}
	f, err := os.CreateTemp("", "dipdesk-chime-*.wav")
	if err != nil {
		return err
	}
	_, err = f.Write(WAV())
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return err
	}
	cmd := exec.Command(argv[0], append(argv[1:], f.Name())...)
	if err := cmd.Start(); err != nil {
		os.Remove(f.Name())
		return err
	}
	go func() {
		// A player that hangs (no sound server) must not keep the file
		// or the process forever.
		t := time.AfterFunc(10*time.Second, func() { cmd.Process.Kill() })
		cmd.Wait()
		t.Stop()
		os.Remove(f.Name())
	}()
	return nil
}

// Play starts the bell and returns at once, or says why it cannot.
func Play() error { return playCommand() }
