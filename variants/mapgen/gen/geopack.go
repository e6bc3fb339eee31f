package gen

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
)

// A geography pack is dipdesk's own compact, lossless form of the Natural
// Earth geography mapgen reads (land and countries at 50m and 110m, lakes
// and rivers at 50m), so that the product can draw boards with no npm and no
// network. It keeps the TopoJSON layers as topologies (quantised arcs, delta
// encoded, as world-atlas has them) and the GeoJSON layers as their exact
// float64 coordinates, so a board drawn from a pack is byte for byte the
// board drawn from the files it was packed from. The whole is deflated.
//
//	magic "DDGEO1", then entries until the end:
//	  name (string), kind byte: 1 topology, 2 features
//	  topology: object (string), transform flag byte (+ 4 float64),
//	            arcs: count, each: points, each: 2 zig-zag varints;
//	            geometry tree (see writeGeom)
//	  features: count, each: name, rank, polygons → rings → points (2
//	            float64), lines → points
//
// strings are a uvarint length and the bytes; counts are uvarints.

const packMagic = "DDGEO1"

// PackLayers are the geodata files a pack holds, by entry name.
var packTopo = []struct{ entry, file, object string }{
	{"land-50m", "world-atlas/land-50m.json", "land"},
	{"countries-50m", "world-atlas/countries-50m.json", "countries"},
	{"land-110m", "world-atlas/land-110m.json", "land"},
	{"countries-110m", "world-atlas/countries-110m.json", "countries"},
}

var packFeatures = []struct{ entry, file string }{
	{"lakes", "ne_50m_lakes.geojson"},
	{"rivers", "ne_50m_rivers_lake_centerlines.geojson"},
}

// PackResolutions are the land resolutions a pack holds.
var PackResolutions = []string{"50m", "110m"}

// Pack reads fetch-geodata.sh's directory and writes its pack.
func Pack(dir string) ([]byte, error) {
	var raw bytes.Buffer
	w := &packWriter{w: &raw}
	w.bytes([]byte(packMagic))
	for _, l := range packTopo {
		data, err := os.ReadFile(filepath.Join(dir, l.file))
		if err != nil {
			return nil, fmt.Errorf("geodata: %w", err)
		}
		var t topology
		if err := json.Unmarshal(data, &t); err != nil {
			return nil, fmt.Errorf("geodata: %s: %w", l.file, err)
		}
		if err := w.topology(l.entry, l.object, &t); err != nil {
			return nil, fmt.Errorf("geodata: %s: %w", l.file, err)
		}
	}
	for _, l := range packFeatures {
		feats, err := readGeoJSON(filepath.Join(dir, l.file))
		if err != nil {
			return nil, fmt.Errorf("geodata: %w", err)
		}
		w.features(l.entry, feats)
	}
	var out bytes.Buffer
	fw, _ := flate.NewWriter(&out, flate.BestCompression)
	fw.Write(raw.Bytes())
	if err := fw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// LoadPack reads a pack's layers for one land resolution ("50m" or
// "110m"), as LoadGeo reads a directory.
func LoadPack(pack []byte, res string) (*Geo, error) {
	raw, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(pack)), 64<<20))
	if err != nil {
		return nil, fmt.Errorf("geodata pack: %w", err)
	}
	r := &packReader{r: bytes.NewReader(raw)}
	if string(r.bytes()) != packMagic || r.err != nil {
		return nil, errors.New("geodata pack: not a dipdesk geography pack")
	}
	g := &Geo{}
	found := false
	for r.r.Len() > 0 && r.err == nil {
		name := string(r.bytes())
		switch kind := r.byte(); kind {
		case 1:
			object, t := r.topology()
			if r.err != nil {
				break
			}
			var dst *[]Feature
			switch name {
			case "land-" + res:
				dst, found = &g.Land, true
			case "countries-" + res:
				dst = &g.Countries
			default:
				continue
			}
			if *dst, err = decodeTopology(t, object); err != nil {
				return nil, fmt.Errorf("geodata pack: %s: %w", name, err)
			}
		case 2:
			feats := r.features()
			switch name {
			case "lakes":
				g.Lakes = feats
			case "rivers":
				g.Rivers = feats
			}
		default:
			r.fail(fmt.Errorf("entry %q of unknown kind %d", name, kind))
		}
	}
	if r.err != nil {
		return nil, fmt.Errorf("geodata pack: %w", r.err)
	}
	if !found {
		return nil, fmt.Errorf("geodata pack: no land at %q: the built-in geography has %v (give --geodata DIR for others)", res, PackResolutions)
	}
	return g, nil
}

type packWriter struct{ w *bytes.Buffer }

func (w *packWriter) uvarint(n uint64) { w.w.Write(binary.AppendUvarint(nil, n)) }
func (w *packWriter) varint(n int64)   { w.w.Write(binary.AppendVarint(nil, n)) }
func (w *packWriter) bytes(b []byte)   { w.uvarint(uint64(len(b))); w.w.Write(b) }
func (w *packWriter) float(f float64) {
	w.w.Write(binary.LittleEndian.AppendUint64(nil, math.Float64bits(f)))
}

func (w *packWriter) topology(entry, object string, t *topology) error {
	if t.Type != "Topology" {
		return fmt.Errorf("expected type \"Topology\", found %q", t.Type)
	}
	obj, ok := t.Objects[object]
	if !ok {
		return fmt.Errorf("no object %q", object)
	}
	w.bytes([]byte(entry))
	w.w.WriteByte(1)
	w.bytes([]byte(object))
	if t.Transform != nil {
		w.w.WriteByte(1)
		for _, f := range []float64{t.Transform.Scale[0], t.Transform.Scale[1], t.Transform.Translate[0], t.Transform.Translate[1]} {
			w.float(f)
		}
	} else {
		w.w.WriteByte(0)
	}
	w.uvarint(uint64(len(t.Arcs)))
	for _, a := range t.Arcs {
		w.uvarint(uint64(len(a)))
		for _, p := range a {
			for _, c := range p {
				if c != math.Trunc(c) || math.Abs(c) > 1<<52 {
					return fmt.Errorf("arc coordinate %v is not quantised", c)
				}
				w.varint(int64(c))
			}
		}
	}
	return w.geom(obj)
}

// geom writes a geometry: type byte (0 collection, 1 polygon, 2
// multipolygon, 3 anything else, kept for nothing), its name, then its
// children or its arc indices.
func (w *packWriter) geom(g topoGeometry) error {
	name, _ := g.Properties["name"].(string)
	switch g.Type {
	case "GeometryCollection":
		w.w.WriteByte(0)
		w.bytes([]byte(name))
		w.uvarint(uint64(len(g.Geometries)))
		for _, c := range g.Geometries {
			if err := w.geom(c); err != nil {
				return err
			}
		}
	case "Polygon", "MultiPolygon":
		polys, err := g.polygons()
		if err != nil {
			return err
		}
		if g.Type == "Polygon" {
			w.w.WriteByte(1)
		} else {
			w.w.WriteByte(2)
		}
		w.bytes([]byte(name))
		w.uvarint(uint64(len(polys)))
		for _, p := range polys {
			w.uvarint(uint64(len(p)))
			for _, ring := range p {
				w.uvarint(uint64(len(ring)))
				for _, i := range ring {
					w.varint(int64(i))
				}
			}
		}
	default:
		w.w.WriteByte(3)
		w.bytes([]byte(name))
	}
	return nil
}

func (w *packWriter) features(entry string, feats []Feature) {
	w.bytes([]byte(entry))
	w.w.WriteByte(2)
	w.uvarint(uint64(len(feats)))
	points := func(pts []LonLat) {
		w.uvarint(uint64(len(pts)))
		for _, p := range pts {
			w.float(p[0])
			w.float(p[1])
		}
	}
	for _, f := range feats {
		w.bytes([]byte(f.Name))
		w.varint(int64(f.Rank))
		w.uvarint(uint64(len(f.Polygons)))
		for _, p := range f.Polygons {
			w.uvarint(uint64(len(p)))
			for _, ring := range p {
				points(ring)
			}
		}
		w.uvarint(uint64(len(f.Lines)))
		for _, l := range f.Lines {
			points(l)
		}
	}
}

type packReader struct {
	r   *bytes.Reader
	err error
}

func (r *packReader) fail(err error) {
	if r.err == nil {
		r.err = err
	}
}

func (r *packReader) byte() byte {
	b, err := r.r.ReadByte()
	r.fail(err)
	return b
}

// count reads a count no bigger than what is left to read: a damaged pack
// cannot make the reader allocate more than its own size.
func (r *packReader) count() int {
	n, err := binary.ReadUvarint(r.r)
	r.fail(err)
	if n > uint64(r.r.Len()) {
		r.fail(errors.New("damaged (a count past the end)"))
		return 0
	}
	return int(n)
}

func (r *packReader) varint() int64 {
	n, err := binary.ReadVarint(r.r)
	r.fail(err)
	return n
}

func (r *packReader) bytes() []byte {
	b := make([]byte, r.count())
	_, err := io.ReadFull(r.r, b)
	r.fail(err)
	return b
}

func (r *packReader) float() float64 {
	var b [8]byte
	_, err := io.ReadFull(r.r, b[:])
	r.fail(err)
	return math.Float64frombits(binary.LittleEndian.Uint64(b[:]))
}

func (r *packReader) topology() (string, *topology) {
	t := &topology{Type: "Topology"}
	object := string(r.bytes())
	if r.byte() == 1 {
		t.Transform = &struct {
			Scale     [2]float64 `json:"scale"`
			Translate [2]float64 `json:"translate"`
		}{}
		t.Transform.Scale[0], t.Transform.Scale[1] = r.float(), r.float()
		t.Transform.Translate[0], t.Transform.Translate[1] = r.float(), r.float()
	}
	t.Arcs = make([][][2]float64, r.count())
	for i := range t.Arcs {
		a := make([][2]float64, r.count())
		for j := range a {
			a[j] = [2]float64{float64(r.varint()), float64(r.varint())}
		}
		t.Arcs[i] = a
	}
	t.Objects = map[string]topoGeometry{object: r.geom(0)}
	return object, t
}

func (r *packReader) geom(depth int) topoGeometry {
	if depth > 8 {
		r.fail(errors.New("damaged (geometries nested too deep)"))
		return topoGeometry{}
	}
	kind := r.byte()
	g := topoGeometry{Properties: map[string]any{"name": string(r.bytes())}}
	switch kind {
	case 0:
		g.Type = "GeometryCollection"
		g.Geometries = make([]topoGeometry, r.count())
		for i := range g.Geometries {
			g.Geometries[i] = r.geom(depth + 1)
		}
	case 1, 2:
		polys := make([][][]int, r.count())
		for i := range polys {
			polys[i] = make([][]int, r.count())
			for j := range polys[i] {
				ring := make([]int, r.count())
				for k := range ring {
					ring[k] = int(r.varint())
				}
				polys[i][j] = ring
			}
		}
		var data []byte
		if kind == 1 {
			g.Type = "Polygon"
			if len(polys) != 1 {
				r.fail(errors.New("damaged (a polygon of several parts)"))
				return g
			}
			data, _ = json.Marshal(polys[0])
		} else {
			g.Type = "MultiPolygon"
			data, _ = json.Marshal(polys)
		}
		g.Arcs = data
	case 3:
		g.Type = "Other"
	default:
		r.fail(fmt.Errorf("damaged (geometry kind %d)", kind))
	}
	return g
}

func (r *packReader) features() []Feature {
	feats := make([]Feature, r.count())
	points := func() []LonLat {
		pts := make([]LonLat, r.count())
		for i := range pts {
			pts[i] = LonLat{r.float(), r.float()}
		}
		return pts
	}
	for i := range feats {
		f := &feats[i]
		f.Name = string(r.bytes())
		f.Rank = int(r.varint())
		f.Polygons = make([][][]LonLat, r.count())
		for j := range f.Polygons {
			rings := make([][]LonLat, r.count())
			for k := range rings {
				rings[k] = points()
			}
			f.Polygons[j] = rings
		}
		f.Lines = make([][]LonLat, r.count())
		for j := range f.Lines {
			f.Lines[j] = points()
		}
		if r.err != nil {
			return nil
		}
	}
	return feats
}
