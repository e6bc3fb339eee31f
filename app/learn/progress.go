package learn

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/adrg/xdg"

	"dipdesk/app/savegame"
)

// Progress is which puzzles the player has tried and solved (every order
// predicted right), saved between sessions.
type Progress struct {
	Format string          `json:"format"`
	Solved map[string]bool `json:"solved"`
	Tries  map[string]int  `json:"tries"`
	path   string
}

const progressFormat = "dipdesk-puzzles-1"

// ProgressPath is where progress is kept:
// $XDG_DATA_HOME/dipdesk/learn/puzzles.json.
func ProgressPath() string { return filepath.Join(xdg.DataHome, "dipdesk", "learn", "puzzles.json") }

// LoadProgress reads the progress file at path; a missing file is a fresh
// start. A damaged file is moved aside to path + ".damaged" (never
// deleted) and progress starts afresh; the error says so, and the
// progress returned is usable.
func LoadProgress(path string) (*Progress, error) {
	p := &Progress{Format: progressFormat, Solved: map[string]bool{}, Tries: map[string]int{}, path: path}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return p, nil
	}
	if err != nil {
		return p, fmt.Errorf("puzzle progress could not be read (%w); it will not be saved this time", err)
	}
	var in Progress
	if err := json.Unmarshal(data, &in); err != nil || in.Format != progressFormat {
		if err == nil {
			err = fmt.Errorf("format %q", in.Format)
		}
		if rerr := os.Rename(path, path+".damaged"); rerr != nil {
			p.path = "" // never overwrite a file we could not move aside
			return p, fmt.Errorf("puzzle progress in %s is damaged (%v) and was left as it is; progress is not saved this time", path, err)
		}
		return p, fmt.Errorf("puzzle progress in %s was damaged (%v); it was kept as %s and progress starts afresh", path, err, path+".damaged")
	}
	for k, v := range in.Solved {
		p.Solved[k] = v
	}
	for k, v := range in.Tries {
		p.Tries[k] = v
	}
	return p, nil
}

// LoadProgressReadOnly reads the progress file for a summary, changing
// nothing on disk: a damaged file is an error, left for LoadProgress to
// move aside when the puzzles are opened.
func LoadProgressReadOnly(path string) (*Progress, error) {
	p := &Progress{Format: progressFormat, Solved: map[string]bool{}, Tries: map[string]int{}}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return p, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, p); err != nil || p.Format != progressFormat {
		return nil, fmt.Errorf("puzzle progress in %s is damaged", path)
	}
	if p.Solved == nil {
		p.Solved = map[string]bool{}
	}
	return p, nil
}

// Record notes an attempt at puzzle id; solved means every prediction
// was right. A puzzle once solved stays solved.
func (p *Progress) Record(id string, solved bool) {
	p.Tries[id]++
	if solved {
		p.Solved[id] = true
	}
}

// Done counts the solved puzzles among a topic's.
func (p *Progress) Done(t Topic) int {
	n := 0
	for _, pz := range t.Puzzles {
		if p.Solved[pz.ID] {
			n++
		}
	}
	return n
}

// Save writes the progress atomically (as games are saved).
func (p *Progress) Save() error {
	if p.path == "" {
		return errors.New("puzzle progress is not saved this session (see the earlier message)")
	}
	data, err := json.MarshalIndent(p, "", " ")
	if err != nil {
		return err
	}
	return savegame.WriteFileAtomic(p.path, data)
}
