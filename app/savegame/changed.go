package savegame

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"strconv"
)

// ChangedError is a save refused because the file is no longer what this
// window last read or wrote: another copy of dipdesk, open on the same
// game, saved it since. Writing would wipe that copy's play.
type ChangedError struct {
	Name string // the save's name, as the Load screen lists it
}

func (e *ChangedError) Error() string {
	return "another copy of dipdesk has saved this game (" + e.Name + ") since this window last did"
}

// digest is how a save file's content is recognised (SHA-256: a changed
// file never passes for the one this window wrote).
func digest(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// digestFile is the digest of the file at path.
func digestFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, io.LimitReader(f, MaxSize+1)); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// FreeName is base, or base with a number after it, whichever is not yet
// a save's name.
func (st Store) FreeName(base string) string {
	name := base
	for i := 2; ; i++ {
		if _, err := os.Stat(st.Path(name)); err != nil {
			return name
		}
		name = base + " " + strconv.Itoa(i)
	}
}
