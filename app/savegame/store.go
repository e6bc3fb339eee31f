package savegame

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/adrg/xdg"

	"dipdesk/app/hotseat"
)

// Store is a folder of save files, one per game.
type Store struct {
	Dir string
	// BeforeWrite, if set, is called with the save's name on whatever
	// goroutine is about to encode and write a game, before anything is
	// read or written: tests hold a write there, and see which goroutine
	// writes (the UI goroutine never should).
	BeforeWrite func(name string)
}

// DefaultStore is $XDG_DATA_HOME/dipdesk/games/ (a contract of DESIGN.md).
func DefaultStore() Store {
	return Store{Dir: filepath.Join(xdg.DataHome, "dipdesk", "games")}
}

// Path is where the game with this id is saved.
func (st Store) Path(id string) string { return filepath.Join(st.Dir, id+".json") }

// fileName is the save a session writes to: the file it was loaded from,
// else its id.
func fileName(s *hotseat.Session) string {
	if s.File != "" {
		return s.File
	}
	return s.ID
}

// Save writes the session atomically: to a temporary file in the same
// folder, synced to disk, then renamed over the old save. If any step fails
// the previous save is untouched and the error says which step. A loaded
// game goes back to the file it came from (Session.File), whatever id that
// file holds inside.
//
// A save this session has read or written is replaced only if it still
// holds what the session last read or wrote (Session.OnDisk): when another
// copy of dipdesk saved the game meanwhile, Save writes nothing and
// returns a *ChangedError, so neither window's play is lost.
func (st Store) Save(s *hotseat.Session) error {
	sum, err := st.write(s, s.OnDisk)
	if err == nil {
		s.OnDisk = sum
	}
	return err
}

// write saves s as Save does, replacing a file that already exists only
// if its digest is expected ("" replaces whatever is there), and returns
// the digest of what it wrote.
func (st Store) write(s *hotseat.Session, expected string) (string, error) {
	name := fileName(s)
	if st.BeforeWrite != nil {
		st.BeforeWrite(name)
	}
	if name == "" || strings.ContainsAny(name, `/\`) {
		return "", fmt.Errorf("save: bad file name %q", name)
	}
	data, err := Encode(s, time.Now())
	if err != nil {
		return "", fmt.Errorf("save: %w", err)
	}
	if err := os.MkdirAll(st.Dir, 0o755); err != nil {
		return "", fmt.Errorf("save: %w", err)
	}
	path := st.Path(name)
	if expected != "" {
		if now, err := digestFile(path); err == nil && now != expected {
			return "", &ChangedError{Name: name}
		}
	}
	err = writeAtomic(path, func(f *os.File) error {
		_, err := f.Write(data)
		return err
	})
	if err != nil {
		return "", err
	}
	return digest(data), nil
}

// writeAtomic replaces path with what write puts in a fresh file, or
// leaves path untouched if anything fails.
func writeAtomic(path string, write func(*os.File) error) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("save: %w", err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = write(tmp); err != nil {
		return fmt.Errorf("save: writing %s: %w", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("save: syncing %s: %w", path, err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	// Sync the folder too, so the rename itself survives a power cut.
	if d, derr := os.Open(filepath.Dir(path)); derr == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// Load reads the save named id (its file name without ".json", as List
// gives it). The game is saved back to that same file, even when the file
// is a copy whose inside names another game's id.
func (st Store) Load(id string) (*hotseat.Session, error) {
	s, err := LoadFile(st.Path(id))
	if err != nil {
		return nil, err
	}
	s.File = id
	return s, nil
}

// LoadFile reads a save file from anywhere. The file is only read: a
// damaged or newer file stays as it is.
func LoadFile(path string) (*hotseat.Session, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if err := checkSize(f); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, err
	}
	s, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	s.OnDisk = digest(data)
	return s, nil
}

// Entry is one save in a listing. Err is set, and Summary empty, for a file
// that cannot be read; the listing shows it rather than hiding it.
type Entry struct {
	ID      string
	Path    string
	Summary Summary
	Err     error
}

// List returns the saves, newest first. A missing folder is an empty list.
// Temporary files left by a save cut short (a crash, a kill) are removed
// on the way.
func (st Store) List() ([]Entry, error) {
	des, err := os.ReadDir(st.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Entry
	for _, de := range des {
		name := de.Name()
		if isLeftover(de, time.Now()) {
			os.Remove(filepath.Join(st.Dir, name))
			continue
		}
		if de.IsDir() || !strings.HasSuffix(name, ".json") || strings.HasPrefix(name, ".") {
			continue
		}
		e := Entry{ID: strings.TrimSuffix(name, ".json"), Path: filepath.Join(st.Dir, name)}
		e.Summary, e.Err = readSummary(e.Path)
		if e.Err != nil {
			if info, err := de.Info(); err == nil {
				e.Summary.Saved = info.ModTime().UTC()
			}
		}
		out = append(out, e)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Summary.Saved.After(out[j].Summary.Saved) })
	return out, nil
}

// leftoverAge is how old a save's temporary file must be to count as left
// over by a crash: a write in progress (another window's) takes well under
// a second.
const leftoverAge = 10 * time.Minute

// isLeftover reports whether de is a temporary file writeAtomic left
// behind when dipdesk was killed mid-save (73 kills left 24 of them).
func isLeftover(de fs.DirEntry, now time.Time) bool {
	name := de.Name()
	if de.IsDir() || !strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".tmp") || !strings.Contains(name, ".json.") {
		return false
	}
	info, err := de.Info()
	return err == nil && now.Sub(info.ModTime()) > leftoverAge
}

// Continue opens the game last saved or opened (Opened) that is not over
// and that actually loads. Newer saves that cannot be opened are passed over, and
// returned in skipped (newest first, each with its Err) so that the player
// is told which; their files are left as they are. s is nil when no
// unfinished game opens.
func (st Store) Continue() (s *hotseat.Session, skipped []Entry, err error) {
	entries, err := st.List()
	if err != nil {
		return nil, nil, err
	}
	st.LastUsedFirst(entries)
	for _, e := range entries {
		if e.Err == nil && e.Summary.Over {
			continue
		}
		if e.Err == nil {
			s, e.Err = st.Load(e.ID)
			if e.Err == nil && !s.Over() {
				return s, skipped, nil
			}
			if e.Err == nil {
				continue // the summary missed that the game is over
			}
		}
		skipped = append(skipped, e)
	}
	return nil, skipped, nil
}

// WriteFileAtomic replaces path with data the way saves are written (a
// temporary file in the same folder, synced, then renamed), creating the
// folder if needed: other files in the user data directory (the puzzle
// progress) get the same guarantee that a crash never leaves half a file.
func WriteFileAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	return writeAtomic(path, func(f *os.File) error {
		_, err := f.Write(data)
		return err
	})
}
