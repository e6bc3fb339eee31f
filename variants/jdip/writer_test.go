package jdip

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// writePlugin writes a built-in variant as a jDip plug-in folder (our own
// data in jDip's format: variants.xml, an adjacency file and an SVG map
// with jdipNS placement data), so that the import is tried on a full-size
// standard map with split coasts.
func writePlugin(t *testing.T, pkg *variants.Package, dir, name string) {
	t.Helper()
	v := pkg.Variant
	b, err := board.ParseFile(pkg.Files, "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	var adj strings.Builder
	adj.WriteString("<?xml version=\"1.0\"?>\n<PROVINCES>\n")
	locName := func(l engine.LocID) string {
		loc := v.Loc(l)
		n := v.Province(loc.Province).ID
		if loc.Coast != "" {
			n += "-" + loc.Coast
		}
		return n
	}
	for i := 0; i < v.NumProvinces(); i++ {
		p := v.Province(engine.ProvinceID(i))
		fmt.Fprintf(&adj, "\t<PROVINCE shortname=%q fullname=%q", p.ID, p.Name)
		if p.Kind == engine.Impassable {
			adj.WriteString(` isImpassable="true"`)
		}
		adj.WriteString(">\n")
		for l := 0; l < v.NumLocs(); l++ {
			loc := v.Loc(engine.LocID(l))
			if loc.Province != engine.ProvinceID(i) {
				continue
			}
			for _, ut := range []engine.UnitType{engine.Army, engine.Fleet} {
				var refs []string
				for _, m := range v.Neighbours(ut, engine.LocID(l)) {
					refs = append(refs, locName(m))
				}
				if len(refs) == 0 {
					continue
				}
				typ := "mv"
				if ut == engine.Fleet {
					typ = "xc"
					if loc.Coast != "" {
						typ = loc.Coast
					}
				}
				fmt.Fprintf(&adj, "\t\t<ADJACENCY type=%q refs=%q />\n", typ, strings.Join(refs, " "))
			}
		}
		adj.WriteString("\t</PROVINCE>\n")
	}
	adj.WriteString("</PROVINCES>\n")

	start := v.Start()
	var vx strings.Builder
	vx.WriteString("<?xml version=\"1.0\"?>\n<VARIANTS>\n<DESCRIPTION>dipdesk test plug-in</DESCRIPTION>\n")
	vx.WriteString("<MAP_DEFINITION id=\"std\" title=\"Standard\" URI=\"std.svg\" thumbURI=\"std.png\"/>\n")
	fmt.Fprintf(&vx, "<VARIANT name=%q version=\"1.0\">\n<DESCRIPTION><![CDATA[%s]]></DESCRIPTION>\n", name, "The standard board, written by a dipdesk test.")
	vx.WriteString("<MAP adjacencyURI=\"std_adjacency.xml\"><MAP_GRAPHIC ref=\"std\" default=\"true\"/></MAP>\n")
	vx.WriteString("<RULEOPTIONS><RULEOPTION name=\"OPTION_BUILDS\" value=\"VALUE_BUILDS_HOME_ONLY\"/></RULEOPTIONS>\n")
	for pw := 0; pw < v.NumPowers(); pw++ {
		p := v.Power(engine.PowerID(pw))
		fmt.Fprintf(&vx, "<POWER name=%q active=\"true\" adjective=%q/>\n", p.Name, p.Adjective)
	}
	fmt.Fprintf(&vx, "<STARTINGTIME turn=\"Spring, %d, Movement\"/>\n", start.Phase.Year)
	fmt.Fprintf(&vx, "<VICTORYCONDITIONS><WINNING_SUPPLY_CENTERS value=\"%d\"/><YEARS_WITHOUT_SC_CAPTURE value=\"7\"/><GAME_LENGTH value=\"35\"/></VICTORYCONDITIONS>\n", v.VictoryThreshold())
	for _, sc := range v.SupplyCenters() {
		p := v.Province(sc)
		fmt.Fprintf(&vx, "<SUPPLYCENTER province=%q", p.ID)
		if p.Home != engine.NoPower {
			fmt.Fprintf(&vx, " homepower=%q", strings.ToLower(v.Power(p.Home).Name))
		}
		if o := start.Owners[sc]; o != engine.NoPower {
			fmt.Fprintf(&vx, " owner=%q", strings.ToLower(v.Power(o).Name))
		}
		vx.WriteString("/>\n")
	}
	for _, u := range start.Units {
		loc := v.Loc(u.Loc)
		kind := map[engine.UnitType]string{engine.Army: "army", engine.Fleet: "fleet"}[u.Type]
		fmt.Fprintf(&vx, "<INITIALSTATE province=%q power=%q unit=%q", v.Province(loc.Province).ID, strings.ToLower(v.Power(u.Power).Name), kind)
		if loc.Coast != "" {
			fmt.Fprintf(&vx, " unitcoast=%q", loc.Coast)
		}
		vx.WriteString("/>\n")
	}
	vx.WriteString("</VARIANT>\n</VARIANTS>\n")

	var svg strings.Builder
	fmt.Fprintf(&svg, "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %g %g\">\n", b.Width, b.Height)
	svg.WriteString("<jdipNS:ORDERDRAWING><jdipNS:POWERCOLORS>\n")
	for pw := 0; pw < v.NumPowers(); pw++ {
		p := v.Power(engine.PowerID(pw))
		fmt.Fprintf(&svg, "<jdipNS:POWERCOLOR power=%q color=%q/>\n", strings.ToLower(p.Name), p.Colour)
	}
	svg.WriteString("</jdipNS:POWERCOLORS></jdipNS:ORDERDRAWING>\n<jdipNS:PROVINCE_DATA>\n")
	for _, u := range b.Units {
		n := u.Province
		if u.Coast != "" {
			n += "-" + u.Coast
		}
		fmt.Fprintf(&svg, "<jdipNS:PROVINCE name=%q><jdipNS:UNIT x=\"%g\" y=\"%g\"/>", n, u.At.X, u.At.Y)
		for _, s := range b.SCs {
			if s.Province == u.Province && u.Coast == "" {
				fmt.Fprintf(&svg, "<jdipNS:SUPPLY_CENTER x=\"%g\" y=\"%g\"/>", s.At.X, s.At.Y)
			}
		}
		svg.WriteString("</jdipNS:PROVINCE>\n")
	}
	svg.WriteString("</jdipNS:PROVINCE_DATA>\n<g id=\"FullLabelLayer\">\n")
	for _, l := range b.Labels {
		fmt.Fprintf(&svg, "<text id=\"ful_%s\" x=\"%g\" y=\"%g\" font-size=\"%g\">%s</text>\n", l.Province, l.At.X, l.At.Y, l.Size, l.Text)
	}
	svg.WriteString("</g>\n<g id=\"MouseLayer\">\n")
	for _, p := range b.Provinces {
		var d strings.Builder
		for _, r := range p.Rings {
			for i, pt := range r {
				if i == 0 {
					fmt.Fprintf(&d, "M%g %g", pt.X, pt.Y)
				} else {
					fmt.Fprintf(&d, "L%g %g", pt.X, pt.Y)
				}
			}
			d.WriteString("Z")
		}
		fmt.Fprintf(&svg, "<path id=%q d=%q/>\n", p.ID, d.String())
	}
	svg.WriteString("</g>\n</svg>\n")

	for f, s := range map[string]string{"variants.xml": vx.String(), "std_adjacency.xml": adj.String(), "std.svg": svg.String()} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
