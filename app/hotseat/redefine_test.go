package hotseat

import (
	"os"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

func isle(t *testing.T, edit func(string) string) ([]byte, *engine.Variant) {
	t.Helper()
	src, err := os.ReadFile("../../variants/scaffold/template/variant.txt")
	if err != nil {
		t.Fatal(err)
	}
	def := []byte(edit(string(src)))
	v, err := variants.Build("variant.txt", def)
	if err != nil {
		t.Fatal(err)
	}
	return def, v
}

func TestRedefineContinuesOrSaysWhyNot(t *testing.T) {
	same := func(s string) string { return s }
	def, v := isle(t, same)
	s, err := NewSandbox("x", "isle", def, v, engine.Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	north, _ := v.LookupPower("north")
	o, err := v.ParseOrder("A don - mid")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetOrders(north, []engine.Order{o}); err != nil {
		t.Fatal(err)
	}
	s.Done[north] = true

	// A new name: the game moves onto it, orders kept.
	def2, v2 := isle(t, func(s string) string { return strings.Replace(s, "name Isle", "name Isle Two", 1) })
	if note, err := s.Redefine(def2, v2); err != nil || note != "" || s.Variant().Name != "Isle Two" || len(s.Orders[north]) != 1 {
		t.Errorf("renamed: %q %v %s %v", note, err, s.Variant().Name, s.Orders)
	}

	// A border removed: the order across it is taken back, and said so.
	def3, v3 := isle(t, func(s string) string { return strings.Replace(s, "army  don: mid\n", "", 1) })
	note, err := s.Redefine(def3, v3)
	if err != nil || !strings.Contains(note, "North: ") || len(s.Orders[north]) != 0 || s.Done[north] {
		t.Errorf("border removed: %q %v %v", note, err, s.Orders)
	}

	// A province added: the game cannot follow, and keeps its definition.
	def4, v4 := isle(t, func(s string) string {
		return strings.Replace(s, "province mid land", "province new land : New\nprovince mid land", 1)
	})
	if _, err := s.Redefine(def4, v4); err == nil || !strings.Contains(err.Error(), "it has 14 provinces instead of 13") {
		t.Errorf("province added: %v", err)
	}
	if s.Variant() != v3 || string(s.Definition) != string(def3) {
		t.Error("a refused definition changed the game")
	}
}
