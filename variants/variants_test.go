package variants_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

func TestClassicIsTheStandardBoard(t *testing.T) {
	for _, name := range []string{"classic", "Classic", "Standard", "STANDARD", "standard diplomacy"} {
		p, err := variants.Builtin(name)
		if err != nil {
			t.Fatalf("Builtin(%q): %v", name, err)
		}
		if p.ID != "classic" {
			t.Errorf("Builtin(%q) = %s", name, p.ID)
		}
	}
	p, _ := variants.Builtin("classic")
	v := p.Variant
	start := v.Start()
	if v.NumProvinces() != 75 || len(v.SupplyCenters()) != 34 || v.NumPowers() != 7 || len(start.Units) != 22 || v.VictoryThreshold() != 18 {
		t.Errorf("classic: %d provinces, %d SCs, %d powers, %d units, victory %d; want 75, 34, 7, 22, 18",
			v.NumProvinces(), len(v.SupplyCenters()), v.NumPowers(), len(start.Units), v.VictoryThreshold())
	}
	kinds := map[engine.ProvinceKind]int{}
	homes := 0
	for i := 0; i < v.NumProvinces(); i++ {
		pr := v.Province(engine.ProvinceID(i))
		kinds[pr.Kind]++
		if pr.Home != engine.NoPower {
			homes++
		}
	}
	if kinds[engine.Land] != 14 || kinds[engine.Coast] != 42 || kinds[engine.Sea] != 19 || homes != 22 {
		t.Errorf("kinds %v, %d homes; want 14 land, 42 coast, 19 sea, 22 homes", kinds, homes)
	}
	for _, id := range []string{"stp/nc", "stp/sc", "spa/nc", "spa/sc", "bul/ec", "bul/sc"} {
		l, ok := v.LookupLoc(id)
		if !ok || !v.CanStand(engine.Fleet, l) {
			t.Errorf("coast %s missing", id)
		}
	}
	if err := v.CheckPosition(&start); err != nil {
		t.Error(err)
	}
	// every border is symmetric and fits the unit type
	for l := 0; l < v.NumLocs(); l++ {
		for _, ut := range []engine.UnitType{engine.Army, engine.Fleet} {
			for _, m := range v.Neighbours(ut, engine.LocID(l)) {
				if !v.Adjacent(ut, m, engine.LocID(l)) {
					t.Errorf("%s border %s-%s is one-way", ut, v.LocName(engine.LocID(l)), v.LocName(m))
				}
				if !v.CanStand(ut, m) {
					t.Errorf("%s border to %s where it cannot stand", ut, v.LocName(m))
				}
			}
		}
	}
	if _, err := p.ReadFile(variants.DefinitionFile); err != nil {
		t.Errorf("the definition is not embedded: %v", err)
	}
	if _, err := p.ReadFile("no-such-file.svg"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

func TestBuiltinUnknownNamesTheKnownOnes(t *testing.T) {
	_, err := variants.Builtin("chess")
	if err == nil || !strings.Contains(err.Error(), `no built-in variant "chess": known are `) || !strings.Contains(err.Error(), "classic") {
		t.Errorf("got %v", err)
	}
}

func TestDefinitionErrorsGiveFileLineAndWhatWasExpected(t *testing.T) {
	cases := []struct{ src, want string }{
		{"variant x\nstart 1901 Spring movement\nprovnce a land : A\n", `x.txt:3: unknown keyword "provnce": expected one of variant, name`},
		{"variant x\nstart 1901 Spring movement\nprovince a lnd : A\n", `x.txt:3: province a: kind "lnd": expected land, coast, sea or impassable`},
		{"variant x\nstart 1901 Spring movement\nprovince a land\n", `x.txt:3: expected ": Full Name" at the end of the line`},
		{"variant x\nstart 1901 Summer movement\n", `x.txt:2: start: season "Summer" is not one of Spring, Fall`},
		{"variant x\nstart 1901 Spring movement\nvictory lots\n", `x.txt:3: victory: expected a number of supply centres, got "lots"`},
		{"name X\n", `x.txt: no "variant <id>" line`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a land : A\nprovince b sea : B\narmy a: b\n", `x.txt:6: army border a-b: no army can stand in b (sea)`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a land : A\narmy a: zz\n", `x.txt:5: unknown province "zz"`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a land : A\nunit p fleet a\n", `x.txt:5: unit: a fleet cannot stand in a (it is land)`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a coast coasts=nc,sc : A\nprovince s sea : S\nfleet a: s\n", `x.txt:6: fleet border a-s: no fleet can stand in a (name a coast, e.g. a/nc)`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a land sc home=q : A\n", `x.txt:4: province a: home of unknown power "q"`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a land sc : A\nbuildat p,q a\n", `x.txt:5: unknown power "q"`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a land : A\nbuildat p a\n", `x.txt:5: a is not a supply centre, so nobody builds there`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a land sc : A\nbuildat p continent=mars\n", `x.txt:5: unknown continent "mars"`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a land : A\nabroad sometimes\n", `x.txt:5: expected "abroad near-owned" or "abroad never <power,power> <continent>"`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a land : A\nabroad near-owned\n", `x.txt: convoys abroad are restricted, but no continent is defined`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a land : A\ncontinent eu: a\ncontinent na: a\n", `x.txt:6: continent na: a is already in eu`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a coast sc : A\nprovince s sea : S\nfleet a: s if-owns=s\n", `x.txt:6: border a-s: if-owns=s: only a supply centre has an owner`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a coast sc : A\nprovince s sea : S\nfleet a: s\nfleet a: s if-owns=a\n", `x.txt:7: border A-S is listed twice with different conditions`},
		{"variant x\nstart 1901 Spring movement\nvictory 3 soon\n", `x.txt:3: victory: unknown word "soon"`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nprovince a land sc : A\noption victory=2 : Long\n", `x.txt:5: game option "Long": victory=2, but the board has only 1 supply centres`},
		{"variant x\nstart 1901 Spring movement\npower p : P\noption end=1900 : Short\n", `x.txt:4: game option "Short": end=1900 is not after the start (1901)`},
		{"variant x\nstart 1901 Spring movement\npower p : P\noption speed=3 : Fast\n", `x.txt:4: option: unknown setting "speed=3"`},
		{"variant x\nstart 1901 Spring movement\npower p : P\npower q : Q\npower r : R\npairing p,q r\n", `x.txt:6: pairing groups must be the same size`},
		{"variant x\nstart 1901 Spring movement\npower p : P\npower q : Q\nteam p q\nteam q p\n", `x.txt:6: power q is in two teams or pairing groups`},
		{"variant x\nstart 1901 Spring movement\npower p : P\nvictory 1 continent=12\n", `victory continent=12 is a team rule: add by-team`},
	}
	for _, c := range cases {
		_, err := variants.Build("x.txt", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("source:\n%s\ngot  %v\nwant %s", c.src, err, c.want)
		}
	}
}

func TestLoadUserVariantFromAFolder(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "tiny")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	src := `variant tiny
name Tiny Island
start 1901 Spring movement
build owned
power red : Red
power blue : Blue
province a coast sc home=red : Alpha
province b coast sc home=blue : Beta
province c coast sc : Gamma
province s sea : Sound
both a: b
both b: c
both c: a
fleet s: a b c
unit red army a
unit blue fleet b
`
	if err := os.WriteFile(filepath.Join(dir, variants.DefinitionFile), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(root, "broken"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "broken", variants.DefinitionFile), []byte("variant broken\nfoo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pkgs, err := variants.LoadDir(root)
	if len(pkgs) != 1 || pkgs[0].ID != "tiny" || pkgs[0].Variant.Name != "Tiny Island" {
		t.Fatalf("LoadDir: %v", pkgs)
	}
	if err == nil || !strings.Contains(err.Error(), filepath.Join(root, "broken", "variant.txt")+":2:") {
		t.Errorf("the broken folder's error does not point at its line: %v", err)
	}
	v := pkgs[0].Variant
	if v.Rules.Build != engine.BuildOwned || v.VictoryThreshold() != 2 {
		t.Errorf("rules %+v, victory %d", v.Rules, v.VictoryThreshold())
	}
	p, err := variants.Find("Tiny Island", root)
	if err != nil || p.ID != "tiny" {
		t.Errorf("Find: %v %v", p, err)
	}
}

func FuzzDefinition(f *testing.F) {
	p, _ := variants.Builtin("classic")
	classic, _ := p.ReadFile(variants.DefinitionFile)
	f.Add(string(classic))
	f.Add("variant x\nstart 1901 Spring movement\npower p : P\nprovince a coast coasts=nc,sc : A\n")
	f.Add("province : \nfleet a/: /b\nunit\n")
	f.Add("variant x\nstart 1901 Spring movement\npower p : P\nprovince a coast sc : A\nprovince s sea : S\nfleet a: s if-owns=a\ncontinent eu: a\nbuildat any a continent=eu home=p\nfleetbuilds p none\nabroad near-owned\nabroad never p eu\nvictory 1 after-movement by-team continent=1\noption victory=1 end=1902 : Long\nteam p p\npairing p q\n")
	f.Fuzz(func(t *testing.T, src string) {
		v, err := variants.Build("f.txt", []byte(src))
		if err != nil {
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "f.txt:") {
					t.Fatalf("error without file name: %q", line)
				}
			}
			return
		}
		start := v.Start()
		if err := v.CheckPosition(&start); err != nil {
			t.Fatalf("a definition that loads has a bad start: %v", err)
		}
	})
}
