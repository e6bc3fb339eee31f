package chime

import (
	"errors"
	"sync"
	"unsafe"

	"golang.org/x/sys/windows"
)

// PlaySound's flags (mmsystem.h): play the WAV image in memory, return at
// once, and stay silent rather than play the system's default sound.
const (
	sndAsync     = 0x0001
	sndNoDefault = 0x0002
	sndMemory    = 0x0004
)

var (
	playSound = windows.NewLazySystemDLL("winmm.dll").NewProc("PlaySoundW")
	// wav is the bell's WAV image. PlaySound reads it while the sound
	// plays, after Play has returned, so it lives as long as the program.
	wav = sync.OnceValue(WAV)
)

var errNoSound = errors.New("the bell could not be played: Windows's PlaySound refused it (is there a sound device?)")

// Play starts the bell with Windows's own PlaySound and returns at once.
// Earlier versions ran PowerShell, which opened a console window over the
// board for as long as the bell rang.
func Play() error {
	if err := playSound.Find(); err != nil {
		return err
	}
	data := wav()
	if ok, _, _ := playSound.Call(uintptr(unsafe.Pointer(&data[0])), 0, sndMemory|sndAsync|sndNoDefault); ok == 0 {
		return errNoSound
	}
	return nil
}
