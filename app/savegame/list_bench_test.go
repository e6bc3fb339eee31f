package savegame

import (
	"fmt"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
)

// BenchmarkList100Saves lists 100 saves of a game two years in, as the
// Load screen does: from each file's summary, not its game.
// go test ./app/savegame -run '^$' -bench List100Saves -count 5
func BenchmarkList100Saves(b *testing.B) {
	st := Store{Dir: b.TempDir()}
	s := hotseattest.Classic(b)
	hotseattest.Play(b, s, nil)
	for i := 0; i < 100; i++ {
		s.File = fmt.Sprintf("game%03d", i)
		if err := st.Save(s); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		entries, err := st.List()
		if err != nil || len(entries) != 100 || entries[0].Err != nil {
			b.Fatalf("%v %d", err, len(entries))
		}
	}
}
