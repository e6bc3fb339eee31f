package chime

import (
	"encoding/binary"
	"math"
	"testing"
)

// The bell is a well-formed 16-bit mono WAV of the stated length that
// starts and ends in silence and never clips.
func TestWAVIsWellFormed(t *testing.T) {
	b := WAV()
	le := binary.LittleEndian
	if string(b[0:4]) != "RIFF" || string(b[8:16]) != "WAVEfmt " || string(b[36:40]) != "data" {
		t.Fatalf("bad chunk names: %q %q %q", b[0:4], b[8:16], b[36:40])
	}
	if got := int(le.Uint32(b[4:8])); got != len(b)-8 {
		t.Errorf("RIFF size %d, want %d", got, len(b)-8)
	}
	if ch, r, bits := le.Uint16(b[22:24]), le.Uint32(b[24:28]), le.Uint16(b[34:36]); ch != 1 || r != rate || bits != 16 {
		t.Errorf("format: %d channels, %d Hz, %d bits", ch, r, bits)
	}
	data := int(le.Uint32(b[40:44]))
	if data != len(b)-44 || data != 2*int(length*rate) {
		t.Fatalf("data size %d, file leaves %d, want %d", data, len(b)-44, 2*int(length*rate))
	}
	peak := 0.0
	for i := 44; i < len(b); i += 2 {
		v := math.Abs(float64(int16(le.Uint16(b[i:]))))
		peak = math.Max(peak, v)
	}
	if peak < 8000 || peak >= 32767 {
		t.Errorf("peak %v: want audible and unclipped", peak)
	}
	first, last := int16(le.Uint16(b[44:])), int16(le.Uint16(b[len(b)-2:]))
	if first != 0 || last != 0 {
		t.Errorf("starts at %d and ends at %d, want silence (no click)", first, last)
	}
}
