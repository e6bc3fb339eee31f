package board

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// css styles the layers when map.svg is opened in a browser or an editor;
// dipdesk's own renderer uses its theme, not this.
const css = `
.sea-bg{fill:#9cc3e6}
#layer-land path{fill:#e8dcc0;stroke:#6d6352;stroke-width:0.6}
#layer-provinces path.land{fill:#efe3c4;stroke:#5a5140;stroke-width:0.8}
#layer-provinces path.sea{fill:#a9cdea;stroke:#5f86aa;stroke-width:0.6}
#layer-impassable path{fill:#b9b2a3;stroke:#5a5140;stroke-width:0.8}
#layer-lakes path{fill:#a9cdea;stroke:#5f86aa;stroke-width:0.4}
#layer-rivers path{fill:none;stroke:#6f9fcf;stroke-width:0.9}
#layer-coastline path{fill:none;stroke:#3d4b57;stroke-width:1.2}
#layer-borders path{fill:none;stroke:#2b2b2b;stroke-width:3;stroke-dasharray:6 3}
#layer-markers path{fill:none;stroke:#7a1f1f;stroke-width:2.5}
#layer-markers path.bridge{stroke-dasharray:4 3}
#layer-supply-centres circle{fill:#fff7d6;stroke:#222;stroke-width:1}
#layer-units circle{fill:none;stroke:#c33;stroke-width:1}
#layer-labels text,#layer-markers text{font-family:sans-serif;text-anchor:middle;fill:#222}
`

// Write encodes b as a map.svg in the board format (see the package
// documentation), with one layer per group so an SVG editor shows them as
// layers. Coordinates are rounded to 0.1 board units.
func Write(w io.Writer, b *Board) error {
	bw := bufio.NewWriter(w)
	W, H := num(b.Width), num(b.Height)
	fmt.Fprintf(bw, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	wrap := ""
	if b.Wrap {
		wrap = ` data-wrap="x"`
	}
	fmt.Fprintf(bw, "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:inkscape=%q width=\"%s\" height=\"%s\" viewBox=\"0 0 %s %s\"%s>\n", inkscapeNS, W, H, W, H, wrap)
	fmt.Fprintf(bw, "<style>%s</style>\n", css)
	layer := func(name string) {
		fmt.Fprintf(bw, "<g id=%q inkscape:groupmode=\"layer\" inkscape:label=%q>\n", layerPrefix+name, name)
	}
	end := func() { bw.WriteString("</g>\n") }

	layer(LayerSea)
	fmt.Fprintf(bw, "<rect class=\"sea-bg\" x=\"0\" y=\"0\" width=\"%s\" height=\"%s\"/>\n", W, H)
	end()
	layer(LayerLand)
	for _, s := range b.Land {
		writeShape(bw, s)
	}
	end()
	layer(LayerProvinces)
	for _, p := range b.Provinces {
		fmt.Fprintf(bw, "<path id=%q class=%q d=%q>", p.ID, p.Kind.String(), ringsData(p.Rings))
		if p.Name != "" {
			fmt.Fprintf(bw, "<title>%s</title>", esc(p.Name))
		}
		bw.WriteString("</path>\n")
	}
	end()
	layer(LayerImpassable)
	for _, s := range b.Impassable {
		writeShape(bw, s)
	}
	end()
	layer(LayerLakes)
	for _, s := range b.Lakes {
		writeShape(bw, s)
	}
	end()
	layer(LayerRivers)
	for _, l := range b.Rivers {
		fmt.Fprintf(bw, "<path d=%q/>\n", lineData(l))
	}
	end()
	layer(LayerCoastline)
	writeLines(bw, b.Coastline)
	end()
	layer(LayerBorders)
	for _, br := range b.Borders {
		fmt.Fprintf(bw, "<path data-between=\"%s %s\" d=%q/>\n", esc(br.Between[0]), esc(br.Between[1]), linesData(br.Lines))
	}
	end()
	layer(LayerMarkers)
	for _, m := range b.Markers {
		link := strings.TrimSpace(m.Link[0] + " " + m.Link[1])
		id := ""
		if m.ID != "" {
			id = fmt.Sprintf(" id=%q", m.ID)
		}
		fmt.Fprintf(bw, "<path%s class=%q data-link=\"%s\" d=%q/>\n", id, m.Kind, esc(link), linesData(m.Lines))
		for _, c := range m.Captions {
			fmt.Fprintf(bw, "<text class=\"caption\" data-marker=%q x=\"%s\" y=\"%s\" font-size=\"%s\">%s</text>\n", m.ID, num(c.At.X), num(c.At.Y), num(c.Size), esc(c.Text))
		}
	}
	end()
	layer(LayerSCs)
	for _, s := range b.SCs {
		fmt.Fprintf(bw, "<circle id=\"%s%s\" cx=\"%s\" cy=\"%s\" r=\"4\"/>\n", scPrefix, esc(s.Province), num(s.At.X), num(s.At.Y))
	}
	end()
	layer(LayerUnits)
	for _, u := range b.Units {
		id := unitPrefix + u.Province
		if u.Coast != "" {
			id += "-" + u.Coast
		}
		fmt.Fprintf(bw, "<circle id=%q cx=\"%s\" cy=\"%s\" r=\"3\"/>\n", id, num(u.At.X), num(u.At.Y))
	}
	end()
	layer(LayerLabels)
	for _, l := range b.Labels {
		abbr := ""
		if l.Abbr != "" {
			abbr = fmt.Sprintf(" data-abbr=\"%s\"", esc(l.Abbr))
		}
		fmt.Fprintf(bw, "<text id=\"%s%s\" x=\"%s\" y=\"%s\" font-size=\"%s\"%s>%s</text>\n", labelPrefix, esc(l.Province), num(l.At.X), num(l.At.Y), num(l.Size), abbr, esc(l.Text))
	}
	end()
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

func writeShape(w *bufio.Writer, s Shape) {
	id := ""
	if s.ID != "" {
		id = fmt.Sprintf(" id=%q", s.ID)
	}
	fmt.Fprintf(w, "<path%s d=%q/>\n", id, ringsData(s.Rings))
}

func writeLines(w *bufio.Writer, lines [][]Point) {
	// Many short lines in one path keep the file small.
	const perPath = 200
	for i := 0; i < len(lines); i += perPath {
		j := min(i+perPath, len(lines))
		fmt.Fprintf(w, "<path d=%q/>\n", linesData(lines[i:j]))
	}
}

func esc(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '"':
			b.WriteString("&quot;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// num formats a coordinate with at most one decimal.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 1, 64)
	s = strings.TrimSuffix(s, ".0")
	if s == "-0" {
		s = "0"
	}
	return s
}

func ringsData(rings []Ring) string {
	var b strings.Builder
	for _, r := range rings {
		writePoints(&b, r)
		b.WriteString("Z")
	}
	return b.String()
}

func lineData(l []Point) string {
	var b strings.Builder
	writePoints(&b, l)
	return b.String()
}

func linesData(ls [][]Point) string {
	var b strings.Builder
	for _, l := range ls {
		writePoints(&b, l)
	}
	return b.String()
}

// writePoints writes "M x y" then relative "l dx dy" steps computed on the
// rounded coordinates, so rounding errors do not accumulate.
func writePoints(b *strings.Builder, pts []Point) {
	var px, py int64
	for i, p := range pts {
		x, y := round10(p.X), round10(p.Y)
		if i == 0 {
			fmt.Fprintf(b, "M%s %s", fix(x), fix(y))
			b.WriteString("l")
		} else {
			dx, dy := x-px, y-py
			if i > 1 {
				b.WriteByte(' ')
			}
			b.WriteString(fix(dx))
			if dy >= 0 {
				b.WriteByte(' ')
			}
			b.WriteString(fix(dy))
		}
		px, py = x, y
	}
	if len(pts) == 1 {
		b.WriteString("0 0")
	}
}

func round10(v float64) int64 {
	if v < 0 {
		return -int64(-v*10 + 0.5)
	}
	return int64(v*10 + 0.5)
}

// fix formats tenths as a decimal ("123" → "12.3").
func fix(t int64) string {
	neg := t < 0
	if neg {
		t = -t
	}
	s := strconv.FormatInt(t/10, 10)
	if r := t % 10; r != 0 {
		s += "." + strconv.FormatInt(r, 10)
	}
	if neg {
		s = "-" + s
	}
	return s
}
