package flow

import (
	"fmt"

	"ropeman/assets"
	"ropeman/game/world"
)

// The game's data: tuning tables and levels.

// Validator is a tuning table that checks its own ranges.
type Validator interface{ Validate() error }

// LoadTuning decodes and validates the named tables of assets/tuning.json.
func LoadTuning(tables map[string]Validator) error {
	for name, v := range tables {
		if err := assets.Tuning(name, v); err != nil {
			return err
		}
		if err := v.Validate(); err != nil {
			return fmt.Errorf("%s: %s: %w", assets.TuningFile, name, err)
		}
	}
	return nil
}

// levelFile returns level n's file: a shipped one, or past them a
// generated one (see world.GeneratedFile).
func levelFile(n int) (name string, data []byte, err error) {
	if shipped := len(assets.Levels()); n > shipped {
		name, data = world.GeneratedFile(n, shipped)
		return name, data, nil
	}
	return assets.Level(n)
}

// ParseLevel reads level n.
func ParseLevel(n int) (*world.Level, error) {
	file, data, err := levelSource(n)
	if err != nil {
		return nil, err
	}
	return world.ParseLevel(file, data)
}

func abs(v float32) float32 { return max(v, -v) }
