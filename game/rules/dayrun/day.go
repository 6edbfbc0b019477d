// Package dayrun is the level of the day: its level and seed, its date
// on the wire, and the replay that verifies a run of it (the game records
// it, the server ranks only what it replays).
package dayrun

import (
	"fmt"
	"time"

	"ropeman/assets"
)

// The level of the day is one generated level a day, the same for every
// player and every run of it: chosen from the date by the generator that
// makes the endless levels from their number, played with the day's seed.

// The levels of the day are generated levels from challengeFrom past the
// shipped ones, over challengeSpread of them: past the first, gentlest
// endless levels, short of the hardest.
const (
	challengeFrom   = 10
	challengeSpread = 60
)

// Level returns the level of the day for day (days since
// 1970-01-01): a hash of the date picks it.
func Level(day int) int {
	h := uint64(day)*0x9e3779b97f4a7c15 + 0x2545f4914f6cdd1d
	h ^= h >> 31
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 29
	return len(assets.Levels()) + challengeFrom + int(h%challengeSpread)
}

// Seed returns the seed of every run of day's level of the day: the
// same for every player, so its leaderboard's server can replay each.
func Seed(day int) uint64 {
	h := uint64(day)*0xd1b54a32d192ed03 + 0x8cb92ba72f3d8dd7
	h ^= h >> 32
	h *= 0x9e3779b97f4a7c15
	return h ^ h>>29
}

// Date is the date of day (days since 1970-01-01) as the wire writes it.
func Date(day int) string { return time.Unix(int64(day)*86400, 0).UTC().Format(time.DateOnly) }

// Parse reads a date as the wire writes it.
func Parse(date string) (int, error) {
	t, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return 0, fmt.Errorf("day: %q, want YYYY-MM-DD", date)
	}
	return int(t.Unix() / 86400), nil
}
