// Package save keeps the player's progress on disk: the level reached,
// the coins, and an anonymous id for ad reward verification. A save is
// written whole to a temporary file and renamed over the old one, so a
// crash mid-write never leaves half a file; a file that does not parse is
// kept aside as a backup and play starts from defaults.
package save

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Progress is what is saved.
type Progress struct {
	Level  int    `json:"level"`  // the level to play next (1-based)
	Coins  int    `json:"coins"`  // the wallet
	UserID string `json:"userId"` // random, made on first launch
}

// FileName is the save's name inside the data folder.
const FileName = "progress.json"

// Store reads and writes the progress in a folder; with no folder (the
// browser) it keeps nothing and every Save succeeds.
type Store struct {
	dir string
}

// Open reads the progress in dir. A missing file gives fresh progress; a
// corrupt one is renamed to progress.json.bad (then .bad1, .bad2, …) and
// also gives fresh progress, with an error saying what happened for the
// log. dir "" keeps progress in memory only.
func Open(dir string) (*Store, Progress, error) {
	s := &Store{dir: dir}
	if dir == "" {
		return s, fresh(), nil
	}
	data, err := os.ReadFile(s.path())
	if errors.Is(err, fs.ErrNotExist) {
		return s, fresh(), nil
	}
	if err != nil {
		return s, fresh(), err
	}
	p, perr := parse(data)
	if perr == nil {
		return s, p, nil
	}
	backup, berr := s.backup()
	if berr != nil {
		return s, fresh(), fmt.Errorf("save: %s is corrupt (%v) and could not be kept aside: %v", s.path(), perr, berr)
	}
	return s, fresh(), fmt.Errorf("save: %s is corrupt (%v); kept as %s, starting fresh", s.path(), perr, backup)
}

func (s *Store) path() string { return filepath.Join(s.dir, FileName) }

func fresh() Progress { return Progress{Level: 1, UserID: newUserID()} }

func newUserID() string {
	var b [12]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "anonymous"
	}
	return hex.EncodeToString(b[:])
}

func parse(data []byte) (Progress, error) {
	var p Progress
	if err := json.Unmarshal(data, &p); err != nil {
		return p, err
	}
	switch {
	case p.Level < 1:
		return p, fmt.Errorf("level: %d must be >= 1", p.Level)
	case p.Coins < 0:
		return p, fmt.Errorf("coins: %d must be >= 0", p.Coins)
	case p.UserID == "":
		return p, errors.New("userId: must not be empty")
	}
	return p, nil
}

// backup moves the corrupt file aside under the first free .bad name.
func (s *Store) backup() (string, error) {
	for i := 0; i < 100; i++ {
		name := s.path() + ".bad"
		if i > 0 {
			name += fmt.Sprint(i)
		}
		if _, err := os.Stat(name); errors.Is(err, fs.ErrNotExist) {
			return name, os.Rename(s.path(), name)
		}
	}
	return "", errors.New("too many backups")
}

// Save writes p atomically: a temporary file in the same folder, synced,
// then renamed over the save.
func (s *Store) Save(p Progress) error {
	if s.dir == "" {
		return nil
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return err
	}
	data, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(s.dir, FileName+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after a successful rename there is nothing left to remove
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), s.path())
}
