package rules

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"ropeman/assets"
	"ropeman/assets/strictjson"
	"ropeman/game/replay"
	"ropeman/game/world"
	"ropeman/rope"
)

// Validator is a tuning table that checks its own ranges.
type Validator interface{ Validate() error }

// LoadTuning decodes and validates the named tables of assets/tuning.json.
func LoadTuning(tables map[string]Validator) error {
	for _, name := range slices.Sorted(maps.Keys(tables)) { // the first trouble in a stable order
		v := tables[name]
		if err := assets.Tuning(name, v); err != nil {
			return err
		}
		if err := v.Validate(); err != nil {
			return fmt.Errorf("%s: %s: %w", assets.TuningFile, name, err)
		}
	}
	return nil
}

// Tuning is what a run is made of in assets/tuning.json: his rules, the
// rope's and the ribbon's, the tiers and the trail.
type Tuning struct {
	Rules  world.Rules
	Rope   rope.Params
	Ribbon rope.ClothParams
	Tiers  world.Tiers
	Trail  world.TrailTuning
}

// Tables are t's tables of assets/tuning.json by name.
func (t *Tuning) Tables() map[string]Validator {
	return map[string]Validator{"player": &t.Rules.Tuning, "yarn": &t.Rules.Yarn, "runway": &t.Rules.Runway, "boss": &t.Rules.Boss,
		"rope": &t.Rope, "ribbon": &t.Ribbon, "tiers": &t.Tiers, "trail": &t.Trail}
}

// NewWorld makes a run of level l with his rules r (t.Rules with the
// upgrades he has) and seed: at the level's tier, with its rope and
// ribbon. Every run is made here, his, a ghost's and the server's replay.
func (t *Tuning) NewWorld(l *world.Level, r world.Rules, seed uint64) *world.World {
	r, ropeParams, trail := t.Tiers[l.Tier].Apply(r, t.Rope, t.Trail)
	w := world.New(l, r, seed)
	w.AttachRope(ropeParams, trail)
	w.AttachRibbon(t.Ribbon)
	return w
}

// LevelFile returns level n's file: a shipped one, or past them a
// generated one (see world.GeneratedFile).
func LevelFile(n int) (name string, data []byte, err error) {
	if shipped := len(assets.Levels()); n > shipped {
		name, data = world.GeneratedFile(n, shipped)
		return name, data, nil
	}
	return assets.Level(n)
}

// Content returns the digest of level n's file and the tuning: what a
// recording is made against.
func Content(n int) (string, error) { return ContentTuned(n, nil) }

// ContentTuned is Content for a run played on the shipped tuning with the
// tables of a remote override over it (none: Content).
func ContentTuned(n int, override []byte) (string, error) {
	_, level, err := LevelFile(n)
	if err != nil {
		return "", err
	}
	tuning, err := assets.TuningData()
	if err != nil {
		return "", err
	}
	if len(override) > 0 {
		tuning = append(append(slices.Clip(tuning), '\n'), override...)
	}
	return replay.Content(level, tuning), nil
}

// SimTables are the tables an A/B replay may replace: those a run is
// made of (the camera's and the input's never reach the simulation).
var SimTables = []string{"player", "yarn", "runway", "boss", "rope", "ribbon", "tiers", "trail", "economy"}

// RemoteTables are the tables a remote tuning override may replace: the
// simulation's, and the ads' pacing (never their verification).
var RemoteTables = append(slices.Clip(SimTables), "ads")

// Replace decodes the tables other holds (a JSON object of tables by
// name, as -tuning takes them) over tables, checks each, and returns
// their names, sorted; a table not allowed is an error.
func Replace(tables map[string]Validator, other []byte, allowed []string) ([]string, error) {
	var given map[string]json.RawMessage
	if err := strictjson.Decode(other, &given); err != nil {
		return nil, err
	}
	var names []string
	for name, raw := range given {
		v, ok := tables[name]
		if !ok || !slices.Contains(allowed, name) {
			return nil, fmt.Errorf("%s: not a table that can be replaced here (%s)", name, strings.Join(allowed, ", "))
		}
		if err := strictjson.Decode(raw, v); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if err := v.Validate(); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		names = append(names, name)
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("no table to replace (give any of %s)", strings.Join(allowed, ", "))
	}
	slices.Sort(names)
	return names, nil
}
