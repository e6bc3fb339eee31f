// Package chime plays the short bell that tells the table a negotiation is
// over. Fyne has no audio, and a sound library would add a C audio
// dependency to every build for one bell; instead the bell is synthesised
// here as a WAV and handed to whichever command-line player the desktop
// already has (PulseAudio's paplay, PipeWire's pw-play, ALSA's aplay,
// macOS's afplay). Windows plays it from memory with its own PlaySound
// (play_windows.go): no command, so no console window flashes up over the
// board. With no way to play it the bell is silent and Play says why; the
// screen's flash remains.
package chime

import (
	"bytes"
	"encoding/binary"
	"math"
)

// rate is the sample rate of the bell, in samples per second.
const rate = 22050

// note is one struck tone of the bell.
type note struct {
	at, freq float64 // start time (s) and fundamental (Hz)
}

// bell is two falling notes, like a hall's interval chime (E6, C6).
var bell = []note{{0, 1318.5}, {0.28, 1046.5}}

// length is how long the WAV lasts, in seconds.
const length = 1.3

// WAV returns the bell as a 16-bit mono PCM WAV file.
func WAV() []byte {
	n := int(length * rate)
	samples := make([]int16, n)
	for i := range samples {
		t := float64(i) / rate
		var v float64
		for _, nt := range bell {
			dt := t - nt.at
			if dt < 0 {
				continue
			}
			// A struck bar: fundamental plus a quieter inharmonic partial,
			// a 4 ms attack so it does not click, then an exponential decay.
			env := math.Min(dt/0.004, 1) * math.Exp(-dt*4.5)
			v += env * (0.7*math.Sin(2*math.Pi*nt.freq*dt) + 0.2*math.Sin(2*math.Pi*nt.freq*2.76*dt))
		}
		// Fade the last 50 ms to silence.
		if tail := length - t; tail < 0.05 {
			v *= tail / 0.05
		}
		samples[i] = int16(math.Max(-1, math.Min(1, v*0.5)) * 32767)
	}
	var b bytes.Buffer
	le := binary.LittleEndian
	data := 2 * len(samples)
	b.WriteString("RIFF")
	binary.Write(&b, le, uint32(36+data))
	b.WriteString("WAVEfmt ")
	binary.Write(&b, le, uint32(16))   // fmt chunk size
	binary.Write(&b, le, uint16(1))    // PCM
	binary.Write(&b, le, uint16(1))    // mono
	binary.Write(&b, le, uint32(rate)) // sample rate
	binary.Write(&b, le, uint32(rate*2))
	binary.Write(&b, le, uint16(2))  // block align
	binary.Write(&b, le, uint16(16)) // bits per sample
	b.WriteString("data")
	binary.Write(&b, le, uint32(data))
	binary.Write(&b, le, samples)
	return b.Bytes()
}
