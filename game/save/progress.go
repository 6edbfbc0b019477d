package save

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"ropeman/game/economy"
	"ropeman/game/rules"
)

// Progress is what is saved.
type Progress struct {
	Level  int    `json:"level"`  // the level to play next (1-based)
	UserID string `json:"userId"` // random, made on first launch
	Purse         // his coins and what they bought (its fields are the save's own)
	// Settings are the player's switches.
	Settings Settings `json:"settings"`
	// Best is, per level number, the most coins a win of it paid.
	Best map[int]int `json:"best,omitempty"`
	// Daily is his daily reward's calendar: the last day he claimed one
	// (days since 1970-01-01, his local date) and which calendar day that
	// was (1..DailyDays; 0: never claimed).
	Daily Daily `json:"daily"`
	// Keys are the keys he has kept from won runs (MaxKeys at most; a
	// chest room spends them), and Rooms the chest rooms he has opened
	// (each room's chests are laid out from its number).
	Keys  int `json:"keys,omitempty"`
	Rooms int `json:"rooms,omitempty"`
	// Revive is how he has met the fail card's revive: the offers he
	// declined in a row, and the fails since it was last offered (see
	// economy.ReviveTable).
	Revive Revive `json:"revive,omitzero"`
	// Ghosts are the best runs kept to race against: one per level, the
	// most recently played levels' (MaxGhosts at most, oldest first),
	// and the level of the day's best of its day.
	Ghosts []Ghost `json:"ghosts,omitempty"`
	// Challenge is the level of the day's record.
	Challenge Challenge `json:"challenge"`
	// Board is who he is on the level of the day's leaderboard, and the
	// runs waiting to be posted to it.
	Board Board `json:"board,omitzero"`
}

// Board is the leaderboard's side of the save: the anonymous id and the
// name he chose (both empty until he picks a name: nothing is posted
// before), and the runs he chose to post that have not reached the
// server yet (offline), oldest first.
type Board struct {
	Player string `json:"player,omitempty"` // 128 random bits, lower-case hex
	Name   string `json:"name,omitempty"`
	Queue  []Post `json:"queue,omitempty"`
	// Forget are the ids he had before DELETE MY DATA whose deletion the
	// publisher's server has not confirmed yet, oldest first: asked again
	// until it does.
	Forget []rules.Who `json:"forget,omitempty"`
}

// MaxForget is the most ids waiting to be deleted: a player who deletes
// again and again offline keeps his last few.
const MaxForget = 4

// Post is a run of the level of the day waiting to be posted.
type Post struct {
	Day int             `json:"day"`
	Run json.RawMessage `json:"run"`
}

// MaxQueued is the most runs waiting: the three days a board is open.
const MaxQueued = 3

// validate reports the first field of b out of range.
func (b Board) validate() error {
	if b.Player != "" && !rules.ValidPlayer(b.Player) {
		return fmt.Errorf("board.player: %q must be 32 lower-case hex digits", b.Player)
	}
	if n := utf8.RuneCountInString(b.Name); n > rules.MaxName || !utf8.ValidString(b.Name) || strings.IndexFunc(b.Name, unicode.IsControl) >= 0 {
		return fmt.Errorf("board.name: %q must be at most %d printable characters", b.Name, rules.MaxName)
	}
	if len(b.Forget) > MaxForget {
		return fmt.Errorf("board.forget: %d ids, must be at most %d", len(b.Forget), MaxForget)
	}
	for i, w := range b.Forget {
		if !rules.ValidPlayer(w.Player) || len(w.User) > maxUserID || !plainID(w.User) {
			return fmt.Errorf("board.forget[%d]: player %q, user %q: must be an anonymous id and a user id", i, w.Player, w.User)
		}
	}
	if len(b.Queue) > MaxQueued {
		return fmt.Errorf("board.queue: %d runs, must be at most %d", len(b.Queue), MaxQueued)
	}
	for i, q := range b.Queue {
		switch {
		case q.Day < 1 || q.Day > MaxDay:
			return fmt.Errorf("board.queue[%d]: day %d out of range", i, q.Day)
		case !isObject(q.Run) || !json.Valid(q.Run) || encodedLen(q.Run) > MaxGhostBytes:
			return fmt.Errorf("board.queue[%d]: run: must be a recording (a JSON object) of at most %d bytes", i, MaxGhostBytes)
		}
	}
	return nil
}

// Ghost is a run kept to race against: its level (and for the level of
// the day, the day), how it went, and its recorded input (package
// replay's JSON, which the flow checks before it races it).
type Ghost struct {
	Level  int             `json:"level"`
	Day    int             `json:"day,omitempty"`
	Won    bool            `json:"won,omitempty"`
	Coins  int             `json:"coins,omitempty"`
	Metres int             `json:"metres"` // how far along the track it got
	Run    json.RawMessage `json:"run"`
}

// UpgradeLevels are the levels bought of each upgrade. A save holds
// exactly UpgradeKinds of them: encoding/json would drop a fourth, or
// leave a missing third at 0, without a word.
type UpgradeLevels [economy.UpgradeKinds]int

// UnmarshalJSON reads exactly UpgradeKinds levels.
func (u *UpgradeLevels) UnmarshalJSON(data []byte) error {
	var levels []int
	if err := json.Unmarshal(data, &levels); err != nil {
		return fmt.Errorf("upgrades: %w", err)
	}
	if len(levels) != economy.UpgradeKinds {
		return fmt.Errorf("upgrades: %d levels, must be exactly %d", len(levels), economy.UpgradeKinds)
	}
	copy(u[:], levels)
	return nil
}

// Beats reports whether run g is better than o: a win beats a fall, a
// win by its coins, a fall by how far it got.
func (g *Ghost) Beats(o *Ghost) bool {
	if g.Won != o.Won {
		return g.Won
	}
	if g.Won {
		return g.Coins > o.Coins
	}
	return g.Metres > o.Metres
}

// Challenge is the level of the day's record: the last day he played it
// (his local date, days since 1970-01-01; 0: never), the best coins a win
// of it paid that day, and how many days in a row, up to that one, he
// played it.
type Challenge struct {
	Day    int `json:"day"`
	Best   int `json:"best"`
	Streak int `json:"streak"`
}

// MaxGhosts is the most ghosts a save keeps, and MaxGhostBytes the largest
// recording kept as one (about 50 s of a finger dragging all the while;
// a run with a finger still for a while is far smaller).
const (
	MaxGhosts     = 8
	MaxGhostBytes = 24 << 10
)

// Purse is what he holds to spend and what it bought: the shop's part of
// the save, all the shop may touch.
type Purse struct {
	Coins int `json:"coins"` // the wallet
	// Skins are the skins he owns (bought or unlocked), by id; Skin is the
	// one he wears ("" for the first, free one).
	Skins []string `json:"skins,omitempty"`
	Skin  string   `json:"skin,omitempty"`
	// Upgrades are the levels he has bought of each upgrade, in the
	// shop's order (economy.Upgrade: start yarn, yarn cap, income).
	Upgrades UpgradeLevels `json:"upgrades"`
}

// Revive is how he has met the revive's offers (see Progress.Revive).
type Revive struct {
	Declined  int `json:"declined,omitempty"`
	Unoffered int `json:"unoffered,omitempty"`
}

// Daily is the daily reward's state in a save.
type Daily struct {
	Day    int `json:"day"`
	Streak int `json:"streak"`
}

// MaxDay is the last day a save holds (the year 9999).
const MaxDay = 2_932_896

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
	// GateTaught is set once he has passed his first colour gate with its
	// lesson on screen, MathsTaught his first maths gate, and
	// HazardsTaught's bit h (by world.Hazard) once he has passed his
	// first hazard of that kind with its lesson.
	GateTaught    bool   `json:"gateTaught,omitempty"`
	MathsTaught   bool   `json:"mathsTaught,omitempty"`
	HazardsTaught uint16 `json:"hazardsTaught,omitempty"`
	// KeyTaught is set once he has taken a key with its lesson on screen,
	// and BossTaught once he has fought a boss through with its lesson.
	KeyTaught  bool `json:"keyTaught,omitempty"`
	BossTaught bool `json:"bossTaught,omitempty"`
	// MeterTaught is set once the runway's needle has stopped with its
	// lesson on (a tap, or a finger held through the finish lifting).
	MeterTaught bool `json:"meterTaught,omitempty"`
	// Ghosts races his best run of a level beside him; ColourBlind gives
	// every yarn colour a pattern and the palette that keeps them apart
	// under colour blindness; Lang is the language he chose (a locale
	// code of package lang; "": the phone's).
	Ghosts      bool   `json:"ghosts"`
	ColourBlind bool   `json:"colourBlind,omitempty"`
	Lang        string `json:"lang,omitempty"`
	// Shake shakes the camera at a hit and a hard landing (off: reduced
	// motion).
	Shake bool `json:"shake"`
	// Offered is set once colour-blind play has been offered: on the
	// title until his first run starts, in the settings until he first
	// leaves them.
	Offered bool `json:"offered,omitempty"`
	// PlayData sends the publisher what happens in play (package
	// analytics: nothing personal); off, nothing is kept or sent.
	PlayData bool `json:"playData"`
}

// DefaultSettings are a new player's switches (and an older save's).
var DefaultSettings = Settings{Sound: true, Music: true, Haptics: true, Ghosts: true, Shake: true, PlayData: true}

// Bounds on what a save holds (its coins and levels: rules.MaxCoins,
// rules.MaxLevel).
const (
	maxUserID = 64
	maxSkins  = 64   // far more than the shop sells
	maxSkinID = 32   // characters
	maxBest   = 5000 // levels with a best result kept
	maxRooms  = rules.MaxLevel
	maxLang   = 8 // characters of a locale code
)

// Validate reports the first field out of range: the same rules for what
// Open accepts and what Save writes.
func (p Progress) Validate() error {
	switch {
	case p.Level < 1 || p.Level > rules.MaxLevel:
		return fmt.Errorf("level: %d must be within 1..%d", p.Level, rules.MaxLevel)
	case p.Coins < 0 || p.Coins > rules.MaxCoins:
		return fmt.Errorf("coins: %d must be within 0..%d", p.Coins, rules.MaxCoins)
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
		if level < 1 || level > rules.MaxLevel || coins < 0 || coins > rules.MaxCoins {
			return fmt.Errorf("best: level %d paid %d coins, out of range", level, coins)
		}
	}
	if d := p.Daily; d.Day < 0 || d.Day > MaxDay || d.Streak < 0 || d.Streak > economy.DailyDays {
		return fmt.Errorf("daily: day %d, streak %d: must be within 0..%d and 0..%d", d.Day, d.Streak, MaxDay, economy.DailyDays)
	}
	if p.Keys < 0 || p.Keys > economy.MaxKeys || p.Rooms < 0 || p.Rooms > maxRooms {
		return fmt.Errorf("keys: %d, rooms %d: must be within 0..%d and 0..%d", p.Keys, p.Rooms, economy.MaxKeys, maxRooms)
	}
	if r := p.Revive; r.Declined < 0 || r.Declined > rules.MaxLevel || r.Unoffered < 0 || r.Unoffered > rules.MaxLevel {
		return fmt.Errorf("revive: declined %d, unoffered %d: must be within 0..%d", r.Declined, r.Unoffered, rules.MaxLevel)
	}
	if c := p.Challenge; c.Day < 0 || c.Day > MaxDay || c.Best < 0 || c.Best > rules.MaxCoins || c.Streak < 0 || c.Streak > MaxDay {
		return fmt.Errorf("challenge: day %d, best %d, streak %d: must be within 0..%d, 0..%d and 0..%d", c.Day, c.Best, c.Streak, MaxDay, rules.MaxCoins, MaxDay)
	}
	if l := p.Settings.Lang; len(l) > maxLang || !plainID(l) {
		return fmt.Errorf("settings.lang: %q must be a locale code of at most %d letters, digits and -", l, maxLang)
	}
	if err := p.Board.validate(); err != nil {
		return err
	}
	if len(p.Ghosts) > MaxGhosts+1 {
		return fmt.Errorf("ghosts: %d, must be at most %d", len(p.Ghosts), MaxGhosts+1)
	}
	for i, g := range p.Ghosts {
		switch {
		case g.Level < 1 || g.Level > rules.MaxLevel || g.Day < 0 || g.Day > MaxDay:
			return fmt.Errorf("ghosts[%d]: level %d, day %d out of range", i, g.Level, g.Day)
		case g.Coins < 0 || g.Coins > rules.MaxCoins || g.Metres < 0 || g.Metres > 100_000:
			return fmt.Errorf("ghosts[%d]: coins %d, metres %d out of range", i, g.Coins, g.Metres)
		case !isObject(g.Run) || !json.Valid(g.Run):
			return fmt.Errorf("ghosts[%d]: run: must be a recording (a JSON object)", i)
		case encodedLen(g.Run) > MaxGhostBytes:
			return fmt.Errorf("ghosts[%d]: run: %d bytes as written, must be at most %d", i, encodedLen(g.Run), MaxGhostBytes)
		}
	}
	for k, n := range p.Upgrades {
		if n < 0 || n > economy.MaxUpgradeLevel {
			return fmt.Errorf("upgrades[%d]: %d must be within 0..%d", k, n, economy.MaxUpgradeLevel)
		}
	}
	return nil
}

// clone returns p with a map and slice of its own.
func (p Progress) clone() Progress {
	p.Skins = slices.Clone(p.Skins)
	p.Best = maps.Clone(p.Best)
	p.Ghosts = slices.Clone(p.Ghosts)
	for i := range p.Ghosts {
		p.Ghosts[i].Run = bytes.Clone(p.Ghosts[i].Run)
	}
	p.Board.Forget = slices.Clone(p.Board.Forget)
	p.Board.Queue = slices.Clone(p.Board.Queue)
	for i := range p.Board.Queue {
		p.Board.Queue[i].Run = bytes.Clone(p.Board.Queue[i].Run)
	}
	return p
}

// isObject reports whether the JSON value raw is an object.
func isObject(raw json.RawMessage) bool {
	for _, c := range raw {
		switch c {
		case ' ', '\t', '\r', '\n':
			continue
		}
		return c == '{'
	}
	return false
}

// encodedLen is how many bytes raw takes in a written save: encoding/json
// writes <, > and & as \u003c… (6 bytes for 1) and U+2028 and U+2029 as
// \u2028 (6 for 3). What Validate allows must still be allowed once it is
// written, or the next Open would set the whole save aside.
func encodedLen(raw json.RawMessage) int {
	n := len(raw)
	for i, c := range raw {
		switch {
		case c == '<' || c == '>' || c == '&':
			n += 5
		case c == 0xe2 && i+2 < len(raw) && raw[i+1] == 0x80 && (raw[i+2] == 0xa8 || raw[i+2] == 0xa9):
			n += 3
		}
	}
	return n
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
func (p *Purse) Owns(id string) bool {
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
	p.Best[level] = min(coins, rules.MaxCoins)
	return true
}

// NextLevel returns the level after level, never past rules.MaxLevel.
func NextLevel(level int) int {
	return min(max(level, 0), rules.MaxLevel-1) + 1
}

func fresh() Progress { return Progress{Level: 1, UserID: NewUserID(), Settings: DefaultSettings} }

// NewUserID makes a user id for the ads (random, as on first launch).
func NewUserID() string {
	var b [12]byte
	rand.Read(b[:]) // never fails (crypto/rand crashes the program instead)
	return hex.EncodeToString(b[:])
}
