package engine

import "testing"

// TestSeaComponentsAnswerLikeARouteSearch: on a board with two separate
// bodies of water (a ring of four seas, and a lake of two seas with a
// third sea alone), the components give the answers a route search over
// the seas gives, for every route and every fleet; a lone sea beside both
// ends carries an army too (the search through a sea's neighbours missed
// that route of one fleet).
func TestSeaComponentsAnswerLikeARouteSearch(t *testing.T) {
	s := ringSpec()
	for _, id := range []string{"l0", "l1", "lone", "d0", "d1"} {
		kind := Sea
		if id[0] == 'd' {
			kind = Coast
		}
		s.Provinces = append(s.Provinces, ProvinceSpec{ID: id, Kind: kind})
	}
	s.Edges = append(s.Edges,
		EdgeSpec{A: "l0", B: "l1", Fleet: true}, EdgeSpec{A: "d0", B: "l0", Fleet: true},
		EdgeSpec{A: "d1", B: "l1", Fleet: true}, EdgeSpec{A: "d1", B: "lone", Fleet: true},
		EdgeSpec{A: "c0", B: "lone", Fleet: true})
	v, err := NewVariant(s)
	if err != nil {
		t.Fatal(err)
	}
	v.convoy.seaComponents(v)
	all := func(ProvinceID) bool { return true }
	n := ProvinceID(len(v.provinces))
	agree := 0
	for o := ProvinceID(0); o < n; o++ {
		for d := ProvinceID(0); d < n; d++ {
			if v.convoy.coastIx[o] < 0 || v.convoy.coastIx[d] < 0 || o == d {
				continue
			}
			if got, want := v.convoy.sameWater(o, d), v.seaRoute(o, d, nil, gate{}, all); got != want {
				t.Errorf("route %s-%s: components say %v, a search %v", v.provinces[o].ID, v.provinces[d].ID, got, want)
			}
			for sea := ProvinceID(0); sea < n; sea++ {
				if !v.provinces[sea].Convoys {
					continue
				}
				// a search through the sea, or the sea alone beside both
				want := v.seaRoute(o, sea, nil, gate{}, all) && v.seaRoute(sea, d, nil, gate{}, all) ||
					v.convoy.seaBits[o].has(int(sea)) && v.convoy.seaBits[d].has(int(sea))
				if got := v.convoy.inWaterOf(sea, o, d); got != want {
					t.Errorf("fleet in %s, %s-%s: components say %v, a search %v", v.provinces[sea].ID, v.provinces[o].ID, v.provinces[d].ID, got, want)
				} else if want {
					agree++
				}
			}
		}
	}
	if agree == 0 {
		t.Error("no convoy at all on the test board")
	}
	if v.convoy.sameWater(v.convoy.coastal[0], mustProv(t, v, "d0")) {
		t.Error("c0 and d0 share no water, but the components say they do")
	}
}

func mustProv(t *testing.T, v *Variant, id string) ProvinceID {
	t.Helper()
	p, ok := v.LookupProvince(id)
	if !ok {
		t.Fatalf("no province %s", id)
	}
	return p
}
