package savegame

import (
	"fmt"
	"os"
)

// Bounds on what a save may hold. A save is read whole and its history is
// replayed, so a hostile or broken file (a 52 MB save of 72,919 identical
// turns was seen) must be refused before it costs seconds and hundreds of
// megabytes. Real games are far inside them: a Classic phase takes about
// 1 KB, Imperial's a few, and a game rarely passes 300 phases.
const (
	// MaxSize is the largest save file dipdesk opens, in bytes.
	MaxSize = 8 << 20
	// MaxTurns is the most resolved phases a save may record (two hundred
	// years of every kind of phase).
	MaxTurns = 1000
)

// checkSize refuses an open save file larger than MaxSize before any of it
// is read.
func checkSize(f *os.File) error {
	info, err := f.Stat()
	if err != nil {
		return err
	}
	return checkLen(info.Size())
}

func checkLen(n int64) error {
	if n > MaxSize {
		return fmt.Errorf("the save is %s, more than the %s any game needs, so it is not opened", megabytes(n), megabytes(MaxSize))
	}
	return nil
}

func megabytes(n int64) string {
	return fmt.Sprintf("%.0f MB", float64(n)/(1<<20))
}
