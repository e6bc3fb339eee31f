package savegame

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"time"
)

// openedFile records the save the player last opened, and when. Opening
// a game writes nothing to its save, so without this Continue went by the
// saves' times alone: a game opened from Load, looked at and left lost to
// the game saved before it. The name starts with a dot, so List never
// takes it for a save.
const openedFile = ".last-opened"

// opened is what openedFile holds.
type opened struct {
	ID string    `json:"id"`
	At time.Time `json:"at"`
}

// Opened records that the save id was just opened: Continue opens it
// again unless another game is saved after this moment. It is only a
// hint: an error leaves Continue going by the saves' times.
func (st Store) Opened(id string) error {
	data, err := json.Marshal(opened{ID: id, At: time.Now().UTC()})
	if err != nil {
		return err
	}
	return WriteFileAtomic(filepath.Join(st.Dir, openedFile), data)
}

// lastOpened reads openedFile; the zero value when there is none.
func (st Store) lastOpened() opened {
	var o opened
	data, err := os.ReadFile(filepath.Join(st.Dir, openedFile))
	if err == nil && json.Unmarshal(data, &o) != nil {
		o = opened{}
	}
	return o
}

// LastUsedFirst orders entries (as List gives them) by when each game was
// last saved or opened, the latest first: the order Continue tries them in.
func (st Store) LastUsedFirst(entries []Entry) {
	last := st.lastOpened()
	used := func(e Entry) time.Time {
		if e.ID == last.ID && last.At.After(e.Summary.Saved) {
			return last.At
		}
		return e.Summary.Saved
	}
	sort.SliceStable(entries, func(i, j int) bool { return used(entries[i]).After(used(entries[j])) })
}
