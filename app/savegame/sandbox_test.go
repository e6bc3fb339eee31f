package savegame

import (
	"testing"
	"time"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/engine"
)

// A sandbox branched from a game's history saves to its own file, comes
// back as a sandbox at the branch's phase, and leaves the original's save
// as it was.
func TestBranchedSandboxSavesBesideTheOriginal(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	hotseattest.Play(t, s, nil)
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	b, err := s.Branch(1, s.ID+"-branch", time.Now(), true)
	if err != nil {
		t.Fatal(err)
	}
	u := b.Current().Units[0] // pending orders travel with the branch's save
	if err := b.SetOrders(u.Power, []engine.Order{engine.NewOrder(engine.Hold, u.Type, u.Loc)}); err != nil {
		t.Fatal(err)
	}
	if err := st.Save(b); err != nil {
		t.Fatal(err)
	}
	orig, err := st.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if orig.Sandbox || len(orig.History()) != len(s.History()) {
		t.Errorf("the original came back as sandbox %v with %d phases, want %d", orig.Sandbox, len(orig.History()), len(s.History()))
	}
	back, err := st.Load(b.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !back.Sandbox || back.PhaseName() != b.PhaseName() || len(back.History()) != 1 {
		t.Errorf("the branch came back as sandbox %v at %s with %d phases", back.Sandbox, back.PhaseName(), len(back.History()))
	}
	entries, err := st.List()
	if err != nil {
		t.Fatal(err)
	}
	sandboxes := 0
	for _, e := range entries {
		if e.Summary.Sandbox {
			sandboxes++
		}
	}
	if len(entries) != 2 || sandboxes != 1 {
		t.Errorf("%d saves listed, %d marked sandbox; want 2 and 1", len(entries), sandboxes)
	}
}
