package strictjson

import (
	"encoding/json"
	"strings"
	"testing"
)

type section struct {
	Kind   string  `json:"kind"`
	Length float32 `json:"length"`
}

type level struct {
	Name  string    `json:"name"`
	Count int       `json:"count"`
	Seed  uint64    `json:"seed"`
	Track []section `json:"track"`
	Three [3]int    `json:"three"`
}

func TestDecodeRefuses(t *testing.T) {
	cases := map[string]string{
		`{"name": "a"} {"name": "b"}`:                     "data after",
		`{"name": "a"} trailing`:                          "data after",
		`{"Name": "a"}`:                                   `the file: unknown field "Name"`,
		`{"name": "a", "name": "b"}`:                      `field "name" appears twice`,
		`{"track": [{"kind": "gap", "lenght": 2}]}`:       `track[0]: unknown field "lenght"`,
		`{"track": [{}, {"kind": "gap", "length": "x"}]}`: `track[1].length: "x" where a number belongs`,
		`{"track": [{"length": 1e39}]}`:                   "track[0].length: 1e39 is out of range",
		`{"count": 1.5}`:                                  "count: 1.5 is not a whole number",
		`{"count": 99999999999999999999}`:                 "count: 99999999999999999999 is not a whole number",
		`{"name": null}`:                                  "name: null where a string belongs",
		`{"seed": -1}`:                                    "seed: -1 is not a whole number in range",
		`{"seed": 18446744073709551616}`:                  "seed: 18446744073709551616 is not a whole number in range",
		`{"track": {"kind": "gap"}}`:                      "track: an object where an array belongs",
		`{"track": [`:                                     "unexpected EOF",
		`{"na\u0001me": 1}`:                               `unknown field "na\x01me"`,
		`[]`:                                              "an array where an object belongs",
		``:                                                "unexpected EOF",
		`{"three": [1, 2]}`:                               "three: 2 values, want 3",
		`{"three": [1, 2, 3, 4]}`:                         "three: more than 3 values",
		`{"three": [1, "2", 3]}`:                          `three[1]: "2" where a whole number belongs`,
	}
	for in, want := range cases {
		var l level
		err := Decode([]byte(in), &l)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one saying %q", in, err, want)
		}
		if err != nil && strings.ContainsRune(err.Error(), '\x01') {
			t.Errorf("%q: the error echoes a control character raw: %q", in, err)
		}
	}
}

func TestDecodeAccepts(t *testing.T) {
	var l level
	err := Decode([]byte(`{"name": "x", "count": 3, "seed": 18446744073709551615, "track": [{"kind": "floor", "length": 2.5}], "three": [4, 5, 6]}`+"\n"), &l)
	if err != nil || l.Name != "x" || l.Count != 3 || l.Seed != 1<<64-1 || len(l.Track) != 1 || l.Track[0].Length != 2.5 || l.Three != [3]int{4, 5, 6} {
		t.Errorf("got %+v, %v", l, err)
	}
	var tables map[string]json.RawMessage
	if err := Decode([]byte(`{"a": {"x": [1, {"y": null}]}, "b": 2}`), &tables); err != nil || len(tables) != 2 {
		t.Errorf("raw tables: %v, %v", tables, err)
	}
}

// Pay and the holder that embeds it: a table whose rows two packages
// share (pay.Rows in economy.Economy).
type Pay struct {
	Coins float32 `json:"coins"`
}

type economy struct {
	Pay
	Skins map[string]int `json:"skins"`
	Named Pay            `json:"named"`
}

// TestAnEmbeddedStructsFieldsAreItsHolders reads an embedded struct's
// fields as the holder's own, as encoding/json does, and still refuses
// what neither has, or the embedded one's name as a key.
func TestAnEmbeddedStructsFieldsAreItsHolders(t *testing.T) {
	var e economy
	if err := Decode([]byte(`{"coins": 2.5, "skins": {"a": 1}, "named": {"coins": 3}}`), &e); err != nil || e.Coins != 2.5 || e.Skins["a"] != 1 || e.Named.Coins != 3 {
		t.Errorf("got %+v, %v", e, err)
	}
	for in, want := range map[string]string{
		`{"Pay": {"coins": 1}}`:    `unknown field "Pay"`,
		`{"coin": 1}`:              `unknown field "coin"`,
		`{"coins": "x"}`:           `coins: "x" where a number belongs`,
		`{"coins": 1, "coins": 2}`: `field "coins" appears twice`,
	} {
		if err := Decode([]byte(in), &economy{}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error saying %s", in, err, want)
		}
	}
}
