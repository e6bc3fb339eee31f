package savegame

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"time"
)

// ErrEndsEarly is wrapped by the error for a save that stops in the middle,
// as a file cut short by a crash or a full disk does.
var ErrEndsEarly = errors.New("damaged save (ends early)")

// plainJSON says what is wrong with a save's JSON in the players' words:
// encoding/json's own messages name Go types and struct fields ("cannot
// unmarshal object into Go struct field file.turns of type []savegame.turn"),
// which mean nothing to them.
func plainJSON(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var tim *time.ParseError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return ErrEndsEarly
	case errors.As(err, &syn):
		if syn.Error() == "unexpected end of JSON input" {
			return ErrEndsEarly
		}
		return fmt.Errorf("damaged save (not valid JSON at byte %d)", syn.Offset)
	case errors.As(err, &typ):
		where := "a value"
		if typ.Field != "" {
			where = fmt.Sprintf("%q", typ.Field)
		}
		return fmt.Errorf("damaged save (%s holds %s where %s belongs)", where, jsonKind(typ.Value), goKind(typ.Type))
	case errors.As(err, &tim):
		return fmt.Errorf("damaged save (%q is not a date)", tim.Value)
	}
	return fmt.Errorf("damaged save (%v)", err)
}

// jsonKind names a JSON value kind as encoding/json reports it.
func jsonKind(v string) string {
	switch v {
	case "object":
		return "a group of fields"
	case "array":
		return "a list"
	case "string":
		return "text"
	case "bool":
		return "true or false"
	case "null":
		return "nothing"
	}
	return "a number" // "number", "number 1e99", "number -3"
}

// goKind names what a Go type holds, in JSON's terms.
func goKind(t reflect.Type) string {
	if t == nil {
		return "another kind of value"
	}
	switch t.Kind() {
	case reflect.Struct, reflect.Map:
		return "a group of fields"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "another kind of value"
}
