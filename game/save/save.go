// Package save keeps the player's progress: the level reached, the coins,
// and an anonymous id for ad reward verification. On disk a save is
// written whole to a temporary file and renamed over the old one, so a
// crash mid-write never leaves half a file; in the browser it lives in
// localStorage. A save that does not parse is kept aside as a backup and
// play starts from defaults.
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

// Store reads and writes the progress: in a folder on desktop and phones,
// in the browser's localStorage on the web, or nowhere (every Save
// succeeds and nothing is kept).
type Store struct {
	b backend
}

// backend is where the bytes of a save live.
type backend interface {
	read() ([]byte, error) // fs.ErrNotExist when there is no save yet
	write(data []byte) error
	keepAside() (string, error) // moves a corrupt save out of the way
	name() string
}

// Open reads the progress in dir ("" on the web: localStorage, elsewhere:
// memory only). A missing save gives fresh progress, written at once so
// the new user id stays the same next time; a corrupt one is kept aside
// (progress.json.bad, .bad1, …) and also gives fresh progress, with an
// error saying what happened, for the log.
func Open(dir string) (*Store, Progress, error) {
	s := &Store{b: defaultBackend()}
	if dir != "" {
		s.b = fileBackend{dir}
	}
	if s.b == nil {
		return s, fresh(), nil
	}
	data, err := s.b.read()
	if errors.Is(err, fs.ErrNotExist) {
		p := fresh()
		return s, p, s.Save(p)
	}
	if err != nil {
		return s, fresh(), err
	}
	p, perr := parse(data)
	if perr == nil {
		return s, p, nil
	}
	backup, berr := s.b.keepAside()
	if berr != nil {
		return s, fresh(), fmt.Errorf("save: %s is corrupt (%v) and could not be kept aside: %v", s.b.name(), perr, berr)
	}
	p = fresh()
	if err := s.Save(p); err != nil {
		return s, p, err
	}
	return s, p, fmt.Errorf("save: %s is corrupt (%v); kept as %s, starting fresh", s.b.name(), perr, backup)
}

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

// Save writes p whole (on disk: to a temporary file, synced, then renamed
// over the save, so a crash never leaves half a file).
func (s *Store) Save(p Progress) error {
	if s.b == nil {
		return nil
	}
	data, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return err
	}
	return s.b.write(data)
}

// fileBackend keeps the save in a folder.
type fileBackend struct{ dir string }

func (f fileBackend) path() string { return filepath.Join(f.dir, FileName) }

func (f fileBackend) name() string { return f.path() }

func (f fileBackend) read() ([]byte, error) { return os.ReadFile(f.path()) }

// keepAside moves the corrupt file to the first free .bad name.
func (f fileBackend) keepAside() (string, error) {
	for i := 0; i < 100; i++ {
		name := f.path() + ".bad"
		if i > 0 {
			name += fmt.Sprint(i)
		}
		if _, err := os.Stat(name); errors.Is(err, fs.ErrNotExist) {
			return name, os.Rename(f.path(), name)
		}
	}
	return "", errors.New("too many backups")
}

func (f fileBackend) write(data []byte) error {
	if err := os.MkdirAll(f.dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(f.dir, FileName+".tmp*")
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
	return os.Rename(tmp.Name(), f.path())
}
