package save

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
)

// Progress is what is saved.
type Progress struct {
	Level  int    `json:"level"`  // the level to play next (1-based)
	Coins  int    `json:"coins"`  // the wallet
	UserID string `json:"userId"` // random, made on first launch
}

// Bounds on what a save holds. Coins stay well inside a 32-bit int, since
// 32-bit Android builds have 32-bit ints.
const (
	MaxLevel  = 1_000_000
	MaxCoins  = 1_000_000_000
	maxUserID = 64
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
	for _, c := range p.UserID {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '_') {
			return fmt.Errorf("userId: %q has a character other than letters, digits, - and _", p.UserID)
		}
	}
	return nil
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

func fresh() Progress { return Progress{Level: 1, UserID: newUserID()} }

func newUserID() string {
	var b [12]byte
	rand.Read(b[:]) // never fails (crypto/rand crashes the program instead)
	return hex.EncodeToString(b[:])
}
