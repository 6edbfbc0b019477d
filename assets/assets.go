// Package assets holds the game's embedded data: the tuning table and the
// levels (the sounds are made at start by assets/sounds/synth). It only
// reads files; each package that owns a table decodes and validates its
// own part of it.
package assets

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"
	"sync"

	"ropeman/assets/strictjson"
)

//go:embed tuning.json levels/*.json
var files embed.FS

// TuningFile is the tuning table's name in errors.
const TuningFile = "tuning.json"

// TuningTables are the tables tuning.json holds, each read and validated
// by the package that owns it. Any other table is an error: a misspelt
// one would otherwise be ignored and its defaults used in silence.
var TuningTables = []string{"player", "camera", "rope", "trail", "ribbon", "tiers", "yarn", "runway", "boss", "economy", "ads", "leaderboard", "analytics", "remoteTuning", "input"}

// Tuning decodes the table named section of tuning.json into v. The file
// is split into its tables once, the first time a table is asked for
// (each of a dozen packages asks for its own).
func Tuning(section string, v any) error {
	tables, err := shippedTables()
	if err != nil {
		return err
	}
	return decodeTable(tables, section, v)
}

// shippedTables splits the shipped tuning.json into its tables, once.
var shippedTables = sync.OnceValues(func() (map[string]json.RawMessage, error) {
	data, err := files.ReadFile(TuningFile)
	if err != nil {
		return nil, err
	}
	return splitTables(data)
})

// DecodeTuning decodes the table named section of a tuning file's data
// into v, strictly (see strictjson): a typo in a name is an error, not a
// silent default.
func DecodeTuning(data []byte, section string, v any) error {
	tables, err := splitTables(data)
	if err != nil {
		return err
	}
	return decodeTable(tables, section, v)
}

// splitTables reads a tuning file's tables, strictly; a table the game
// does not know is an error.
func splitTables(data []byte) (map[string]json.RawMessage, error) {
	var tables map[string]json.RawMessage
	if err := strictjson.Decode(data, &tables); err != nil {
		return nil, fmt.Errorf("%s: %w", TuningFile, err)
	}
	for _, name := range slices.Sorted(maps.Keys(tables)) {
		if !slices.Contains(TuningTables, name) {
			return nil, fmt.Errorf("%s: unknown table %q (the tables are %s)", TuningFile, name, strings.Join(TuningTables, ", "))
		}
	}
	return tables, nil
}

// decodeTable decodes table section of tables into v, strictly.
func decodeTable(tables map[string]json.RawMessage, section string, v any) error {
	raw, ok := tables[section]
	if !ok {
		return fmt.Errorf("%s: no %q table", TuningFile, section)
	}
	if err := strictjson.Decode(raw, v); err != nil {
		return fmt.Errorf("%s: %s: %w", TuningFile, section, err)
	}
	return nil
}

// Levels returns the level files' names in play order (their names sort
// in that order: levels/01.json, levels/02.json, ...).
func Levels() []string {
	names, _ := fs.Glob(files, "levels/*.json")
	slices.Sort(names)
	return names
}

// Level returns the file name and contents of shipped level n (1-based).
// The levels after the shipped ones are generated (world.GeneratedFile).
func Level(n int) (name string, data []byte, err error) {
	names := Levels()
	if n < 1 || n > len(names) {
		return "", nil, fmt.Errorf("assets: level %d: the shipped levels are 1..%d", n, len(names))
	}
	name = names[n-1]
	data, err = files.ReadFile(name)
	return path.Clean(name), data, err
}

// TuningData returns tuning.json as shipped (replays name the tuning they
// were recorded with by its digest).
func TuningData() ([]byte, error) { return files.ReadFile(TuningFile) }
