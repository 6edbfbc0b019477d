package save

import (
	"io"
	"os"
	"path/filepath"
)

// Box is a small document of the game's own beside the save (the events
// waiting to be sent): read whole, and written whole such that a crash
// leaves the old or the new, never half of one. Unlike the save it has
// no backup: what it holds may be lost, never misread.
type Box interface {
	// Read returns what was last written (fs.ErrNotExist: nothing yet).
	Read() ([]byte, error)
	Write(data []byte) error
	// Name is where it lives, for messages.
	Name() string
}

// maxBoxBytes is the most of a box that is read.
const maxBoxBytes = 1 << 20

// OpenBox returns the box name in the save's folder dir (name.json), on
// the web ("") its localStorage key, or nil where nothing is kept (no
// folder off the web, or blocked storage).
func OpenBox(dir, name string) Box {
	if dir != "" {
		return fileBox{dir, name + ".json"}
	}
	return webBox(name)
}

// fileBox is a box in a folder.
type fileBox struct{ dir, file string }

func (b fileBox) Name() string { return filepath.Join(b.dir, b.file) }

func (b fileBox) Read() ([]byte, error) {
	fh, err := os.Open(b.Name())
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	data, err := io.ReadAll(io.LimitReader(fh, maxBoxBytes+1))
	if err == nil && len(data) > maxBoxBytes {
		err = errTooBig
	}
	return data, err
}

// Write writes data to a temporary file, synced, and renames it over the
// box.
func (b fileBox) Write(data []byte) error {
	if err := os.MkdirAll(b.dir, 0o755); err != nil {
		return err
	}
	tmp, err := writeTemp(b.dir, b.file, data)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, b.Name()); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
