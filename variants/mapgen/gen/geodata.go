package gen

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// Feature is one geographic feature: polygons (rings of lon/lat) or lines.
type Feature struct {
	Name     string
	Rank     int          // Natural Earth scalerank (0 if absent)
	Polygons [][][]LonLat // polygon → rings (first outer, rest holes)
	Lines    [][]LonLat
}

// Geo is the geography a board is drawn from.
type Geo struct {
	Land      []Feature
	Countries []Feature
	Lakes     []Feature
	Rivers    []Feature
}

// LoadGeo reads the geodata directory: world-atlas/{land,countries}-<res>.json
// (TopoJSON) and, if present, ne_50m_lakes.geojson and
// ne_50m_rivers_lake_centerlines.geojson.
func LoadGeo(dir, res string) (*Geo, error) {
	g := &Geo{}
	var err error
	if g.Land, err = readTopo(filepath.Join(dir, "world-atlas", "land-"+res+".json"), "land"); err != nil {
		return nil, err
	}
	if g.Countries, err = readTopo(filepath.Join(dir, "world-atlas", "countries-"+res+".json"), "countries"); err != nil {
		return nil, err
	}
	if g.Lakes, err = readGeoJSON(filepath.Join(dir, "ne_50m_lakes.geojson")); err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	if g.Rivers, err = readGeoJSON(filepath.Join(dir, "ne_50m_rivers_lake_centerlines.geojson")); err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	return g, nil
}

type topology struct {
	Type      string `json:"type"`
	Transform *struct {
		Scale     [2]float64 `json:"scale"`
		Translate [2]float64 `json:"translate"`
	} `json:"transform"`
	Arcs    [][][2]float64          `json:"arcs"`
	Objects map[string]topoGeometry `json:"objects"`
}

type topoGeometry struct {
	Type       string          `json:"type"`
	Geometries []topoGeometry  `json:"geometries"`
	Arcs       json.RawMessage `json:"arcs"`
	Properties map[string]any  `json:"properties"`
}

// polygons are a Polygon's or MultiPolygon's arc indices, as polygons of
// rings: a Polygon is a MultiPolygon of one.
func (g topoGeometry) polygons() ([][][]int, error) {
	if g.Type == "Polygon" {
		var p [][]int
		if err := json.Unmarshal(g.Arcs, &p); err != nil {
			return nil, fmt.Errorf("topojson: polygon arcs: %w", err)
		}
		return [][][]int{p}, nil
	}
	var polys [][][]int
	if err := json.Unmarshal(g.Arcs, &polys); err != nil {
		return nil, fmt.Errorf("topojson: multipolygon arcs: %w", err)
	}
	return polys, nil
}

func readTopo(path, object string) ([]Feature, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("geodata: %w (run variants/mapgen/fetch-geodata.sh)", err)
	}
	return DecodeTopoJSON(data, object)
}

// DecodeTopoJSON decodes one object of a TopoJSON topology into features:
// quantised, delta-encoded arcs are decoded, and arc index ~i (that is -i-1)
// is arc i reversed.
func DecodeTopoJSON(data []byte, object string) ([]Feature, error) {
	var t topology
	if err := json.Unmarshal(data, &t); err != nil {
		return nil, fmt.Errorf("topojson: %w", err)
	}
	return decodeTopology(&t, object)
}

// decodeTopology turns one object of a decoded topology into features.
func decodeTopology(t *topology, object string) ([]Feature, error) {
	if t.Type != "Topology" {
		return nil, fmt.Errorf("topojson: expected type \"Topology\", found %q", t.Type)
	}
	arcs := make([][]LonLat, len(t.Arcs))
	for i, a := range t.Arcs {
		pts := make([]LonLat, len(a))
		var x, y float64
		for j, p := range a {
			if t.Transform != nil {
				x, y = x+p[0], y+p[1]
				pts[j] = LonLat{x*t.Transform.Scale[0] + t.Transform.Translate[0], y*t.Transform.Scale[1] + t.Transform.Translate[1]}
			} else {
				pts[j] = LonLat{p[0], p[1]}
			}
		}
		arcs[i] = pts
	}
	obj, ok := t.Objects[object]
	if !ok {
		return nil, fmt.Errorf("topojson: no object %q", object)
	}
	ring := func(idx []int) ([]LonLat, error) {
		var out []LonLat
		for _, i := range idx {
			rev := i < 0
			if rev {
				i = ^i
			}
			if i >= len(arcs) {
				return nil, fmt.Errorf("topojson: arc %d out of range", i)
			}
			a := arcs[i]
			for k := range a {
				p := a[k]
				if rev {
					p = a[len(a)-1-k]
				}
				if k == 0 && len(out) > 0 {
					continue
				}
				out = append(out, p)
			}
		}
		return out, nil
	}
	var feats []Feature
	var walk func(g topoGeometry) error
	walk = func(g topoGeometry) error {
		f := Feature{}
		if n, ok := g.Properties["name"].(string); ok {
			f.Name = n
		}
		switch g.Type {
		case "GeometryCollection":
			for _, c := range g.Geometries {
				if err := walk(c); err != nil {
					return err
				}
			}
			return nil
		case "Polygon", "MultiPolygon":
			polys, err := g.polygons()
			if err != nil {
				return err
			}
			for _, p := range polys {
				var rings [][]LonLat
				for _, r := range p {
					rr, err := ring(r)
					if err != nil {
						return err
					}
					rings = append(rings, rr)
				}
				f.Polygons = append(f.Polygons, rings)
			}
		default:
			return nil
		}
		feats = append(feats, f)
		return nil
	}
	return feats, walk(obj)
}

type geoJSON struct {
	Features []struct {
		Properties map[string]any `json:"properties"`
		Geometry   struct {
			Type        string          `json:"type"`
			Coordinates json.RawMessage `json:"coordinates"`
		} `json:"geometry"`
	} `json:"features"`
}

func readGeoJSON(path string) ([]Feature, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return DecodeGeoJSON(data)
}

// DecodeGeoJSON decodes a FeatureCollection of (Multi)Polygons and
// (Multi)LineStrings.
func DecodeGeoJSON(data []byte) ([]Feature, error) {
	var g geoJSON
	if err := json.Unmarshal(data, &g); err != nil {
		return nil, fmt.Errorf("geojson: %w", err)
	}
	var feats []Feature
	for _, gf := range g.Features {
		f := Feature{}
		if n, ok := gf.Properties["name"].(string); ok {
			f.Name = n
		}
		if r, ok := gf.Properties["scalerank"].(float64); ok {
			f.Rank = int(r)
		}
		c := gf.Geometry.Coordinates
		var err error
		switch gf.Geometry.Type {
		case "Polygon":
			var p [][]LonLat
			err = json.Unmarshal(c, &p)
			f.Polygons = [][][]LonLat{p}
		case "MultiPolygon":
			err = json.Unmarshal(c, &f.Polygons)
		case "LineString":
			var l []LonLat
			err = json.Unmarshal(c, &l)
			f.Lines = [][]LonLat{l}
		case "MultiLineString":
			err = json.Unmarshal(c, &f.Lines)
		default:
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("geojson: %s: %w", gf.Geometry.Type, err)
		}
		feats = append(feats, f)
	}
	return feats, nil
}
