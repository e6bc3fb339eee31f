package savegame

import (
	"bytes"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
)

// FuzzDecode feeds damaged saves to Decode: it must never panic, and what
// it accepts must save and load again unchanged.
func FuzzDecode(f *testing.F) {
	s := hotseattest.Classic(f)
	hotseattest.Play(f, s, nil)
	full, err := Encode(s, fixed)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(full)
	f.Add(full[:len(full)/2])
	f.Add([]byte(`{"format":"dipdesk-game","version":1}`))
	f.Add(bytes.Replace(full, []byte(`"A"`), []byte(`"Q"`), 1))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Decode(data)
		if err != nil {
			return
		}
		again, err := Encode(s, fixed)
		if err != nil {
			t.Fatalf("an accepted save does not encode: %v", err)
		}
		back, err := Decode(again)
		if err != nil {
			t.Fatalf("an accepted save does not load after saving: %v", err)
		}
		third, _ := Encode(back, fixed)
		if !bytes.Equal(again, third) {
			t.Fatal("an accepted save changes each time it is saved")
		}
	})
}
