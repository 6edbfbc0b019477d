// Package strictjson decodes the game's data files (levels, tuning) more
// strictly than encoding/json, so a typo is an error instead of a silent
// default:
//
//   - exactly one JSON value, nothing after it;
//   - object keys match the Go fields' JSON names exactly: case-sensitive
//     ("Length" is not "length"), each at most once, none unknown;
//   - every value has its field's type and fits it (1e39 is no float32,
//     1.5 no int).
//
// Errors name the place, "track[3].length", and quote what they echo, so
// control characters in a file never reach a terminal raw.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
)

// Decode decodes data into v (a pointer) under the rules above.
func Decode(data []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return errors.New("strictjson: Decode needs a non-nil pointer")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := check(dec, rv.Type().Elem(), ""); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("data after the end of the JSON value (at byte %d)", dec.InputOffset())
	}
	return json.Unmarshal(data, v) // the shape is right: this cannot surprise
}

var rawMessage = reflect.TypeFor[json.RawMessage]()

// check reads one value from dec and checks it against t.
func check(dec *json.Decoder, t reflect.Type, path string) error {
	if t == rawMessage {
		var skip json.RawMessage
		return wrap(path, dec.Decode(&skip))
	}
	tok, err := dec.Token()
	if err != nil {
		return wrap(path, err)
	}
	switch t.Kind() {
	case reflect.Struct:
		return checkObject(dec, tok, path, func(key string) (reflect.Type, bool) {
			f, ok := field(t, key)
			return f.Type, ok
		})
	case reflect.Map:
		return checkObject(dec, tok, path, func(string) (reflect.Type, bool) { return t.Elem(), true })
	case reflect.Slice:
		if tok != json.Delim('[') {
			return mismatch(path, tok, "an array")
		}
		for i := 0; dec.More(); i++ {
			if err := check(dec, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		_, err := dec.Token()
		return wrap(path, err)
	case reflect.Array: // exactly its length: json.Unmarshal would drop or zero the difference
		if tok != json.Delim('[') {
			return mismatch(path, tok, "an array")
		}
		i := 0
		for ; dec.More(); i++ {
			if i == t.Len() {
				return fmt.Errorf("%s: more than %d values", name(path), t.Len())
			}
			if err := check(dec, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		if i != t.Len() {
			return fmt.Errorf("%s: %d values, want %d", name(path), i, t.Len())
		}
		_, err := dec.Token()
		return wrap(path, err)
	case reflect.String:
		if _, ok := tok.(string); !ok {
			return mismatch(path, tok, "a string")
		}
	case reflect.Bool:
		if _, ok := tok.(bool); !ok {
			return mismatch(path, tok, "true or false")
		}
	case reflect.Float32, reflect.Float64:
		n, ok := tok.(json.Number)
		if !ok {
			return mismatch(path, tok, "a number")
		}
		if _, err := strconv.ParseFloat(string(n), t.Bits()); err != nil {
			return fmt.Errorf("%s: %s is out of range", name(path), n)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, ok := tok.(json.Number)
		if !ok {
			return mismatch(path, tok, "a whole number")
		}
		var err error
		if t.Kind() >= reflect.Uint {
			_, err = strconv.ParseUint(string(n), 10, t.Bits())
		} else {
			_, err = strconv.ParseInt(string(n), 10, t.Bits())
		}
		if err != nil {
			return fmt.Errorf("%s: %s is not a whole number in range", name(path), n)
		}
	default:
		return fmt.Errorf("%s: strictjson cannot check a %s", name(path), t)
	}
	return nil
}

// checkObject checks an object's keys (once each, all known) and values.
func checkObject(dec *json.Decoder, tok json.Token, path string, fieldType func(string) (reflect.Type, bool)) error {
	if tok != json.Delim('{') {
		return mismatch(path, tok, "an object")
	}
	seen := map[string]bool{}
	for dec.More() {
		kt, err := dec.Token()
		if err != nil {
			return wrap(path, err)
		}
		key := kt.(string) // object keys are strings: the decoder sees to it
		at := key
		if path != "" {
			at = path + "." + key
		}
		ft, ok := fieldType(key)
		if !ok {
			return fmt.Errorf("%s: unknown field %q", name(path), key)
		}
		if seen[key] {
			return fmt.Errorf("%s: field %q appears twice", name(path), key)
		}
		seen[key] = true
		if err := check(dec, ft, at); err != nil {
			return err
		}
	}
	_, err := dec.Token()
	return wrap(path, err)
}

// field finds the struct field whose JSON name is exactly key.
func field(t reflect.Type, key string) (reflect.StructField, bool) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous && tag == "" && f.Type.Kind() == reflect.Struct {
			if inner, ok := field(f.Type, key); ok { // an embedded struct's fields are its holder's, as encoding/json reads them
				return inner, true
			}
			continue
		}
		if !f.IsExported() || tag == "-" {
			continue
		}
		if tag == "" {
			tag = f.Name
		}
		if tag == key {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

func name(path string) string {
	if path == "" {
		return "the file"
	}
	return path
}

func wrap(path string, err error) error {
	if err == nil {
		return nil
	}
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return fmt.Errorf("%s: %w", name(path), err)
}

func mismatch(path string, tok json.Token, want string) error {
	got := fmt.Sprintf("%q", fmt.Sprint(tok))
	switch tok := tok.(type) {
	case json.Delim:
		got = map[json.Delim]string{'{': "an object", '[': "an array"}[tok]
	case nil:
		got = "null"
	case json.Number:
		got = string(tok)
	}
	return fmt.Errorf("%s: %s where %s belongs", name(path), got, want)
}
