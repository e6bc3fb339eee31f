package savegame

import (
	"encoding/json"
	"reflect"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

// ruleStateBoard has a neutral army, a conditional fleet home and the
// quiet-years rule: the parts of a position only some variants have.
const ruleStateBoard = `
variant rulestate
start 1900 Spring movement
quietdraw 4
power red : Red
power blue : Blue
province rh coast sc home=red : Red Home
province bh coast sc home=blue : Blue Home
province cub coast sc : Cuba
province sea sea : Sea
army rh: bh
army bh: cub
fleet sea: rh bh cub
neutral army cub
fleethome blue rh cub
`

// TestRuleStateRoundTrips: neutral units, the quiet-years count and the
// fleet homes won come back from a save exactly, so that a reload or an
// undo after one does not restart the count or forget a fleet home.
func TestRuleStateRoundTrips(t *testing.T) {
	v, err := variants.Build("rulestate.txt", []byte(ruleStateBoard))
	if err != nil {
		t.Fatal(err)
	}
	pos := v.Start()
	pos.QuietYears = 3
	blue, _ := v.LookupPower("blue")
	pos.FleetHomes[blue], _ = v.LookupProvince("rh")
	data, err := json.Marshal(encodePosition(v, &pos))
	if err != nil {
		t.Fatal(err)
	}
	var in position
	if err := json.Unmarshal(data, &in); err != nil {
		t.Fatal(err)
	}
	back, err := decodePosition(v, in)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, pos) {
		t.Errorf("position changed on reload:\n got %+v\nwant %+v\nfile %s", back, pos, data)
	}
}

// TestOldSaveReadsWithNoRuleState: a file written before these fields
// existed reads as no quiet years and no fleet home won yet.
func TestOldSaveReadsWithNoRuleState(t *testing.T) {
	v, err := variants.Build("rulestate.txt", []byte(ruleStateBoard))
	if err != nil {
		t.Fatal(err)
	}
	old := `{"year":1901,"season":0,"kind":"Movement","units":{"red":["A rh"]},"owners":{"red":["rh"],"blue":["bh"]}}`
	var in position
	if err := json.Unmarshal([]byte(old), &in); err != nil {
		t.Fatal(err)
	}
	p, err := decodePosition(v, in)
	if err != nil {
		t.Fatal(err)
	}
	if p.QuietYears != 0 || len(p.FleetHomes) != 2 || p.FleetHomes[0] != engine.NoProvince || p.FleetHomes[1] != engine.NoProvince {
		t.Errorf("old file read as %d quiet years, fleet homes %v", p.QuietYears, p.FleetHomes)
	}
}
