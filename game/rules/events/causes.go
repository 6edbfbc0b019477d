package events

import (
	"slices"
	"strings"

	"ropeman/game/world"
)

// CauseName is a loss's cause as an event names it: fall-side, fall-gap,
// or what took the last of his yarn (saw, spider-cut…).
func CauseName(c world.Cause) string {
	switch {
	case c.Fell && c.Side:
		return "fall-side"
	case c.Fell:
		return "fall-gap"
	case c.Cut:
		return strings.ToLower(c.By.String()) + "-cut"
	}
	return strings.ToLower(c.By.String())
}

// causes are every name CauseName gives, sorted.
var causes = func() []string {
	names := []string{"fall-side", "fall-gap", CauseName(world.Cause{})}
	for _, k := range world.Hazards() {
		if k.Name != "" {
			names = append(names, CauseName(world.Cause{By: k.Hazard}), CauseName(world.Cause{By: k.Hazard, Cut: true}))
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}()

// KnownCause reports whether name is one CauseName gives: the server
// counts any other as "other", so no client can name a new category.
func KnownCause(name string) bool {
	_, ok := slices.BinarySearch(causes, name)
	return ok
}
