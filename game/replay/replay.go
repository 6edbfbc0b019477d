// Package replay records the player's input of one run, tick by tick, and
// plays it back: the simulation is deterministic on every machine (see
// Determinism in docs/developers/saves-and-determinism.md), so the same input against the same level,
// tuning and seed gives the same run, down to the state hash. A recording
// is small (only the ticks where the input changed) and versioned, and
// names what it must be replayed against, so a replay of another game
// version, level or tuning is refused with a message saying which.
package replay

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"os"

	"ropeman/assets/strictjson"
	"ropeman/player"
)

// Format is the recording format this package writes and reads.
const Format = 1

// MaxBytes is the largest recording read: an hour of play is a few hundred
// kilobytes.
const MaxBytes = 8 << 20

// Log is a recorded run.
type Log struct {
	Format  int    `json:"format"`
	Game    string `json:"game"`    // the game's version
	Level   int    `json:"level"`   // 1-based
	Content string `json:"content"` // digest of the level file and tuning.json
	Seed    uint64 `json:"seed"`
	Ticks   int    `json:"ticks"` // how long the run lasted
	Hash    string `json:"hash"`  // the world's state hash at the end, %016x
	Input   string `json:"input"` // the changes, base64 (see encode)
	// Teach: the run taught the jump (world.TeachJump): a player's first.
	Teach bool `json:"teach,omitempty"`
	// Upgrades are the levels of the coin upgrades the run was played
	// with (save.Progress.Upgrades: start yarn, yarn cap, income).
	Upgrades [3]int `json:"upgrades,omitempty"`
	// Unfinished: the run was cut short (the game closed, the player went
	// home); it replays up to Ticks, where Hash was taken.
	Unfinished bool `json:"unfinished,omitempty"`
	// Tuning are the tables of the remote tuning override the run played
	// (remote.Override.Tables), over the shipped tuning; none: the
	// shipped. Content covers them.
	Tuning json.RawMessage `json:"tuning,omitempty"`

	changes []change
}

// change is the input from tick on.
type change struct {
	tick int
	in   player.Input
}

// Content returns the digest a recording names its inputs by: the level
// file's bytes and the tuning file's.
func Content(level, tuning []byte) string {
	h := fnv.New64a()
	h.Write(level)
	h.Write([]byte{0})
	h.Write(tuning)
	return fmt.Sprintf("%016x", h.Sum64())
}

// Recorder collects a run's input. Room for the changes of a few minutes
// of play is made up front, so Add allocates nothing on the game loop
// before then.
type Recorder struct {
	log  Log
	last player.Input
	n    int
}

// NewRecorder starts a recording of a run of level (its content digest
// from Content) with the given seed, by game version game.
func NewRecorder(game string, level int, content string, seed uint64) *Recorder {
	return &Recorder{log: Log{Format: Format, Game: game, Level: level, Content: content, Seed: seed,
		changes: make([]change, 0, 8192)}}
}

// Restart makes r a new recording, as NewRecorder would, keeping the
// room it has made for changes.
func (r *Recorder) Restart(game string, level int, content string, seed uint64) {
	*r = Recorder{log: Log{Format: Format, Game: game, Level: level, Content: content, Seed: seed,
		changes: r.log.changes[:0]}}
}

// Teach notes that the run teaches the jump (world.TeachJump).
func (r *Recorder) Teach(on bool) { r.log.Teach = on }

// Tune notes the tables of the remote tuning override the run plays
// (nil: the shipped tuning).
func (r *Recorder) Tune(tables json.RawMessage) { r.log.Tuning = tables }

// Upgrade notes the upgrade levels the run plays with.
func (r *Recorder) Upgrade(levels [3]int) { r.log.Upgrades = levels }

// Add records the input of the world's tick (called before every Step).
func (r *Recorder) Add(tick int, in player.Input) {
	if !in.Steer {
		in.SteerX = 0 // not recorded: where a finger that is up would be
	}
	if r.n == 0 || in != r.last {
		r.log.changes = append(r.log.changes, change{tick, in})
		r.last = in
	}
	r.n++
}

// Finish closes the recording at ticks with the world's hash there, the
// run over or (unfinished) cut short, and returns it as JSON.
func (r *Recorder) Finish(ticks int, hash uint64, unfinished bool) []byte {
	r.log.Ticks, r.log.Hash, r.log.Unfinished = ticks, fmt.Sprintf("%016x", hash), unfinished
	r.log.Input = base64.StdEncoding.EncodeToString(encode(canonical(r.log.changes)))
	out, _ := json.MarshalIndent(&r.log, "", "  ")
	return append(out, '\n')
}

// Flag bits of a change.
const (
	bitSteer = 1 << iota
	bitJump
)

// encode packs changes: per change, the ticks since the last one
// (uvarint), a flag byte, and SteerX's float bits while steering.
func encode(cs []change) []byte {
	var b []byte
	last := 0
	for _, c := range cs {
		b = binary.AppendUvarint(b, uint64(c.tick-last))
		last = c.tick
		var flags byte
		if c.in.Steer {
			flags |= bitSteer
		}
		if c.in.Jump {
			flags |= bitJump
		}
		b = append(b, flags)
		if c.in.Steer {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(c.in.SteerX))
		}
	}
	return b
}

// ReadFile reads the recording at path: never more than MaxBytes of it
// (a file that says it is larger is refused before a byte is read, and
// one that does not say, like /dev/zero, is cut off there), then Read.
func ReadFile(path string) (*Log, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > MaxBytes {
		return nil, fmt.Errorf("recording: %d bytes, more than %d", st.Size(), MaxBytes)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("recording: more than %d bytes", MaxBytes)
	}
	return Read(data)
}

// Read parses a recording: every field checked, errors naming it.
func Read(data []byte) (*Log, error) {
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("recording: %d bytes, more than %d", len(data), MaxBytes)
	}
	var l Log
	if err := strictjson.Decode(data, &l); err != nil {
		return nil, fmt.Errorf("recording: %w", err)
	}
	switch {
	case l.Format != Format:
		return nil, fmt.Errorf("recording: format: %d, this game reads format %d", l.Format, Format)
	case l.Level < 1:
		return nil, fmt.Errorf("recording: level: %d must be 1 or more", l.Level)
	case l.Ticks < 0 || l.Ticks > 60*60*60*10:
		return nil, fmt.Errorf("recording: ticks: %d must be within 0..%d", l.Ticks, 60*60*60*10)
	case len(l.Hash) != 16:
		return nil, fmt.Errorf("recording: hash: %q is not 16 hex digits", l.Hash)
	}
	raw, err := base64.StdEncoding.Strict().DecodeString(l.Input)
	if err == nil && base64.StdEncoding.EncodeToString(raw) != l.Input {
		err = errors.New("not in canonical base64 (a line break, a space, or other padding)")
	}
	if err != nil {
		return nil, fmt.Errorf("recording: input: %w", err)
	}
	if l.changes, err = decode(raw, l.Ticks); err != nil {
		return nil, fmt.Errorf("recording: input: %w", err)
	}
	return &l, nil
}

// Canonical returns l as the recorder writes a run of its inputs: the
// same run, whatever spaces or field order it was read with, is the same
// bytes (compact JSON).
func (l *Log) Canonical() []byte {
	c := *l
	c.Input = base64.StdEncoding.EncodeToString(encode(canonical(l.changes)))
	out, _ := json.Marshal(&c)
	return out
}

// ID names the run l holds by what was played: a digest of its level, its
// seed and its inputs tick by tick, so every copy of one run, however it
// is written, has one ID.
func (l *Log) ID() string {
	h := sha256.New()
	fmt.Fprintf(h, "%d/%d/%d/", l.Level, l.Seed, l.Ticks)
	h.Write(encode(canonical(l.changes)))
	return hex.EncodeToString(h.Sum(nil)[:12])
}

// canonical returns the changes that change the input, from no finger at
// all before the first: the same inputs tick by tick are the same
// changes, however a recording spelled them.
func canonical(cs []change) []change {
	out := make([]change, 0, len(cs))
	var last player.Input
	for _, c := range cs {
		if c.in != last {
			out = append(out, c)
			last = c.in
		}
	}
	return out
}

// decode reads the changes encode packs, every one before the run's last
// tick (an input there plays no part: a byte changed in it would make
// another recording of the same run).
func decode(b []byte, ticks int) ([]change, error) {
	var cs []change
	tick := 0
	for i := 0; len(b) > 0; i++ {
		d, n := binary.Uvarint(b)
		if n <= 0 || d > uint64(ticks) {
			return nil, fmt.Errorf("change %d: bad tick step", i)
		}
		tick += int(d)
		if tick >= ticks || (i > 0 && d == 0) {
			return nil, fmt.Errorf("change %d: tick %d out of order, or not within the run (%d ticks)", i, tick, ticks)
		}
		b = b[n:]
		if len(b) == 0 {
			return nil, fmt.Errorf("change %d: cut short", i)
		}
		flags := b[0]
		b = b[1:]
		if flags&^(bitSteer|bitJump) != 0 {
			return nil, fmt.Errorf("change %d: unknown flags %#x", i, flags)
		}
		c := change{tick: tick, in: player.Input{Steer: flags&bitSteer != 0, Jump: flags&bitJump != 0}}
		if c.in.Steer {
			if len(b) < 4 {
				return nil, fmt.Errorf("change %d: cut short", i)
			}
			c.in.SteerX = math.Float32frombits(binary.LittleEndian.Uint32(b))
			b = b[4:]
			if !(c.in.SteerX >= -1000 && c.in.SteerX <= 1000) {
				return nil, fmt.Errorf("change %d: steer x %v out of range", i, c.in.SteerX)
			}
		}
		cs = append(cs, c)
	}
	return cs, nil
}

// Check says why this game cannot replay l, or nil: the version, level
// and content must be the ones it was recorded against.
func (l *Log) Check(game string, level int, content string) error {
	switch {
	case l.Game != game:
		return fmt.Errorf("recording: made by game version %q, this is %q: replays only play on the version that made them", l.Game, game)
	case l.Level != level:
		return fmt.Errorf("recording: of level %d, asked to play level %d", l.Level, level)
	case l.Content != content:
		return errors.New("recording: made against another level file or tuning (their digest differs)")
	}
	return nil
}

// Player plays a recording back, tick by tick, without allocating.
type Player struct {
	log  *Log
	next int
	cur  player.Input
}

// NewPlayer plays l from its first tick.
func NewPlayer(l *Log) *Player { return &Player{log: l} }

// Input returns the recorded input of tick (ticks asked in order).
func (p *Player) Input(tick int) player.Input {
	for p.next < len(p.log.changes) && p.log.changes[p.next].tick <= tick {
		p.cur = p.log.changes[p.next].in
		p.next++
	}
	return p.cur
}

// Done reports whether tick is past the recorded run.
func (p *Player) Done(tick int) bool { return tick >= p.log.Ticks }

// What a person's hand can make: a recording past these was not played
// by one (the leaderboard's server refuses it, see Plausible).
const (
	// MaxSteerX is the furthest from the track's centre, metres, a drag
	// asks for: the game re-bases a drag at the floor's edge every tick,
	// so a finger asks for at most a tick's drag past it; the widest
	// floor (the boss's arena) is well inside.
	MaxSteerX = 40
	// MaxTapsPerSecond: fingers put down and jumps in any second.
	MaxTapsPerSecond = 12
	// MaxDragPerTick is how far, metres, a finger held down moves its
	// target from one tick to the next: a fling across a whole phone's
	// screen in two ticks.
	MaxDragPerTick = 4
)

// Plausible says why l's input is not a person's, or nil: a target past
// MaxSteerX, more than MaxTapsPerSecond taps in any second, or a held
// finger's target leaping more than MaxDragPerTick in one tick.
func (l *Log) Plausible() error {
	var taps [MaxTapsPerSecond + 1]int // the last taps' ticks, a ring
	n := 0
	var last player.Input
	for _, c := range l.changes {
		in := c.in
		if in.Steer && (in.SteerX > MaxSteerX || in.SteerX < -MaxSteerX) {
			return fmt.Errorf("tick %d: a drag to %.1f m, past the %d m any floor reaches", c.tick, in.SteerX, MaxSteerX)
		}
		if in.Steer && last.Steer {
			if d := in.SteerX - last.SteerX; d > MaxDragPerTick || d < -MaxDragPerTick {
				return fmt.Errorf("tick %d: a held finger's target leapt %.1f m in a tick (a hand moves it at most %d)", c.tick, d, MaxDragPerTick)
			}
		}
		if in.Steer && !last.Steer || in.Jump && !last.Jump {
			taps[n%len(taps)] = c.tick
			n++
			if first := taps[n%len(taps)]; n > MaxTapsPerSecond && c.tick-first < 60 {
				return fmt.Errorf("tick %d: %d taps within a second (a hand makes at most %d)", c.tick, MaxTapsPerSecond+1, MaxTapsPerSecond)
			}
		}
		last = in
	}
	return nil
}
