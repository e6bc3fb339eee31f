//go:build !windows

package chime

import (
	"errors"
	"testing"
)

// The first player present is used; platform-only players are skipped
// elsewhere; with none, Play's error says what was looked for.
func TestCommandChoosesAPresentPlayer(t *testing.T) {
	have := func(names ...string) func(string) (string, error) {
		return func(n string) (string, error) {
			for _, h := range names {
				if h == n {
					return "/usr/bin/" + n, nil
				}
			}
			return "", errors.New("not found")
		}
	}
	cases := []struct {
		goos  string
		have  []string
		want0 string
	}{
		{"linux", []string{"aplay", "paplay"}, "/usr/bin/paplay"},
		{"linux", []string{"aplay"}, "/usr/bin/aplay"},
		{"linux", []string{"afplay"}, ""},
		{"darwin", []string{"afplay"}, "/usr/bin/afplay"},
	}
	for _, c := range cases {
		argv, err := command(c.goos, have(c.have...))
		if c.want0 == "" {
			if !errors.Is(err, ErrNoPlayer) {
				t.Errorf("%s with %v: got %v, %v; want ErrNoPlayer", c.goos, c.have, argv, err)
			}
			continue
		}
		if err != nil || argv[0] != c.want0 {
			t.Errorf("%s with %v: got %v, %v; want %s", c.goos, c.have, argv, err, c.want0)
		}
	}
}
