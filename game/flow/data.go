package flow

import "ropeman/game/world"

// ParseLevel reads level n.
func ParseLevel(n int) (*world.Level, error) {
	file, data, err := levelSource(n)
	if err != nil {
		return nil, err
	}
	return world.ParseLevel(file, data)
}

func abs(v float32) float32 { return max(v, -v) }
