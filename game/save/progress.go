package save

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"maps"
	"slices"
)

// Progress is what is saved.
type Progress struct {
	Level  int    `json:"level"`  // the level to play next (1-based)
	Coins  int    `json:"coins"`  // the wallet
	UserID string `json:"userId"` // random, made on first launch
	// Skins are the skins he owns (bought or unlocked), by id; Skin is the
	// one he wears ("" for the first, free one).
	Skins []string `json:"skins,omitempty"`
	Skin  string   `json:"skin,omitempty"`
	// Settings are the player's switches.
	Settings Settings `json:"settings"`
	// Best is, per level number, the most coins a win of it paid.
	Best map[int]int `json:"best,omitempty"`
	// Upgrades are the levels he has bought of each upgrade, in the
	// shop's order (flow.Upgrade: start yarn, yarn cap, income).
	Upgrades [UpgradeKinds]int `json:"upgrades"`
	// Daily is his daily reward's calendar: the last day he claimed one
	// (days since 1970-01-01, his local date) and which calendar day that
	// was (1..DailyDays; 0: never claimed).
	Daily Daily `json:"daily"`
	// Keys are the keys he has kept from won runs (MaxKeys at most; a
	// chest room spends them), and Rooms the chest rooms he has opened
	// (each room's chests are laid out from its number).
	Keys  int `json:"keys,omitempty"`
	Rooms int `json:"rooms,omitempty"`
}

// Daily is the daily reward's state in a save.
type Daily struct {
	Day    int `json:"day"`
	Streak int `json:"streak"`
}

// DailyDays is the daily calendar's length, and MaxDay the last day a
// save holds (the year 9999).
const (
	DailyDays = 7
	MaxDay    = 2_932_896
)

// UpgradeKinds is how many upgrades a save keeps levels of, and
// MaxUpgradeLevel the most levels one may have.
const (
	UpgradeKinds    = 3
	MaxUpgradeLevel = 50
)

// Settings are the switches of the settings screen; all on by default.
type Settings struct {
	Sound   bool `json:"sound"`
	Music   bool `json:"music"`
	Haptics bool `json:"haptics"`
	// Hinted is set once he has steered: the first-run hint is done.
	Hinted bool `json:"hinted"`
	// Jumped is set once he has jumped: the first gap no longer waits
	// for his first jump (world.TeachJump).
	Jumped bool `json:"jumped,omitempty"`
	// GateTaught and BladeTaught are set once he has passed his first
	// colour gate and his first blade with their lesson on screen.
	GateTaught  bool `json:"gateTaught,omitempty"`
	BladeTaught bool `json:"bladeTaught,omitempty"`
	// KeyTaught is set once he has taken a key with its lesson on screen.
	KeyTaught bool `json:"keyTaught,omitempty"`
}

// DefaultSettings are a new player's switches (and an older save's).
var DefaultSettings = Settings{Sound: true, Music: true, Haptics: true}

// Bounds on what a save holds. Coins stay well inside a 32-bit int, since
// 32-bit Android builds have 32-bit ints.
const (
	MaxLevel  = 1_000_000
	MaxCoins  = 1_000_000_000
	maxUserID = 64
	maxSkins  = 64   // far more than the shop sells
	maxSkinID = 32   // characters
	maxBest   = 5000 // levels with a best result kept
	// MaxKeys is the most keys a save keeps (more than a room takes: a
	// room left half open keeps its keys for the next).
	MaxKeys  = 9
	maxRooms = MaxLevel
)

// Validate reports the first field out of range: the same rules for what
// Open accepts and what Save writes.
func (p Progress) Validate() error {
	switch {
	case p.Level < 1 || p.Level > MaxLevel:
		return fmt.Errorf("level: %d must be within 1..%d", p.Level, MaxLevel)
	case p.Coins < 0 || p.Coins > MaxCoins:
		return fmt.Errorf("coins: %d must be within 0..%d", p.Coins, MaxCoins)
	case p.UserID == "" || len(p.UserID) > maxUserID:
		return fmt.Errorf("userId: %d characters, must be 1..%d", len(p.UserID), maxUserID)
	}
	if !plainID(p.UserID) {
		return fmt.Errorf("userId: %q has a character other than letters, digits, - and _", p.UserID)
	}
	if len(p.Skins) > maxSkins {
		return fmt.Errorf("skins: %d, must be at most %d", len(p.Skins), maxSkins)
	}
	owned := p.Skin == ""
	for i, id := range p.Skins {
		if id == "" || len(id) > maxSkinID || !plainID(id) {
			return fmt.Errorf("skins[%d]: %q must be 1..%d letters, digits, - and _", i, id, maxSkinID)
		}
		owned = owned || id == p.Skin
	}
	if !owned {
		return fmt.Errorf("skin: %q is not one of the skins owned", p.Skin)
	}
	if len(p.Best) > maxBest {
		return fmt.Errorf("best: %d levels, must be at most %d", len(p.Best), maxBest)
	}
	for level, coins := range p.Best {
		if level < 1 || level > MaxLevel || coins < 0 || coins > MaxCoins {
			return fmt.Errorf("best: level %d paid %d coins, out of range", level, coins)
		}
	}
	if d := p.Daily; d.Day < 0 || d.Day > MaxDay || d.Streak < 0 || d.Streak > DailyDays {
		return fmt.Errorf("daily: day %d, streak %d: must be within 0..%d and 0..%d", d.Day, d.Streak, MaxDay, DailyDays)
	}
	if p.Keys < 0 || p.Keys > MaxKeys || p.Rooms < 0 || p.Rooms > maxRooms {
		return fmt.Errorf("keys: %d, rooms %d: must be within 0..%d and 0..%d", p.Keys, p.Rooms, MaxKeys, maxRooms)
	}
	for k, n := range p.Upgrades {
		if n < 0 || n > MaxUpgradeLevel {
			return fmt.Errorf("upgrades[%d]: %d must be within 0..%d", k, n, MaxUpgradeLevel)
		}
	}
	return nil
}

// clone returns p with a map and slice of its own.
func (p Progress) clone() Progress {
	p.Skins = slices.Clone(p.Skins)
	p.Best = maps.Clone(p.Best)
	return p
}

// plainID reports whether id holds only letters, digits, - and _.
func plainID(id string) bool {
	for _, c := range id {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// Owns reports whether skin id is his ("" is the free one, always).
func (p *Progress) Owns(id string) bool {
	if id == "" {
		return true
	}
	for _, s := range p.Skins {
		if s == id {
			return true
		}
	}
	return false
}

// Record keeps coins as level's best if it beats the last; it reports
// whether it did.
func (p *Progress) Record(level, coins int) bool {
	if coins <= p.Best[level] && p.Best[level] > 0 {
		return false
	}
	if p.Best == nil {
		p.Best = map[int]int{}
	}
	p.Best[level] = min(coins, MaxCoins)
	return true
}

// AddCoins returns coins + n, kept within 0..MaxCoins (n may be negative
// or huge: the sum is taken in 64 bits).
func AddCoins(coins int, n int64) int {
	return int(min(max(int64(coins)+n, 0), MaxCoins))
}

// NextLevel returns the level after level, never past MaxLevel.
func NextLevel(level int) int {
	return min(max(level, 0), MaxLevel-1) + 1
}

func fresh() Progress { return Progress{Level: 1, UserID: newUserID(), Settings: DefaultSettings} }

func newUserID() string {
	var b [12]byte
	rand.Read(b[:]) // never fails (crypto/rand crashes the program instead)
	return hex.EncodeToString(b[:])
}
