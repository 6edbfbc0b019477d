package save

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// FileName is the save's name inside the data folder.
const FileName = "progress.json"

// maxDamaged is how many damaged saves are kept (.bad1 the newest).
const maxDamaged = 3

// fileBackend keeps the save in a folder: progress.json, its backup
// progress.json.bak, damaged copies progress.json.bad1…bad3.
type fileBackend struct{ dir string }

func (f fileBackend) path(e entry) string {
	p := filepath.Join(f.dir, FileName)
	if e == backupEntry {
		p += ".bak"
	}
	return p
}

func (f fileBackend) name(e entry) string { return f.path(e) }

func (f fileBackend) read(e entry) ([]byte, error) {
	fh, err := os.Open(f.path(e))
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	data, err := io.ReadAll(io.LimitReader(fh, maxSaveBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxSaveBytes {
		return nil, errTooBig
	}
	return data, nil
}

// keepAside moves the damaged save (or backup) to .bad1, shifting older
// copies up and dropping the oldest past maxDamaged.
func (f fileBackend) keepAside(e entry) (string, error) {
	bad := func(i int) string { return fmt.Sprintf("%s.bad%d", f.path(mainEntry), i) }
	os.Remove(bad(maxDamaged))
	for i := maxDamaged - 1; i >= 1; i-- {
		if err := os.Rename(bad(i), bad(i+1)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
	}
	return bad(1), os.Rename(f.path(e), bad(1))
}

// cleanup removes temporary files an interrupted write left.
func (f fileBackend) cleanup() {
	left, _ := filepath.Glob(filepath.Join(f.dir, FileName+".tmp*"))
	for _, name := range left {
		os.Remove(name)
	}
}

func (f fileBackend) replace(data []byte) error {
	w := fileWrite{f: f, data: data}
	for _, step := range w.steps() {
		if err := step(); err != nil {
			w.abandon()
			return err
		}
	}
	return nil
}

// fileWrite is one write of the save, in steps such that stopping after
// any of them (a crash) leaves the old or the new save readable: the new
// bytes go to a temporary file, synced; the old save becomes the backup;
// the temporary file becomes the save; the folder is synced.
type fileWrite struct {
	f    fileBackend
	data []byte
	tmp  string
}

func (w *fileWrite) steps() []func() error {
	return []func() error{
		func() error { return os.MkdirAll(w.f.dir, 0o755) },
		w.writeTemp,
		func() error {
			err := os.Rename(w.f.path(mainEntry), w.f.path(backupEntry))
			if errors.Is(err, fs.ErrNotExist) {
				return nil // the first save
			}
			return err
		},
		func() error {
			if err := os.Rename(w.tmp, w.f.path(mainEntry)); err != nil {
				os.Rename(w.f.path(backupEntry), w.f.path(mainEntry)) // put the old one back
				return err
			}
			w.tmp = ""
			return nil
		},
		w.syncDir,
	}
}

func (w *fileWrite) writeTemp() (err error) {
	w.tmp, err = writeTemp(w.f.dir, FileName, w.data)
	return err
}

// writeTemp writes data to a new temporary file name.tmp* in dir, synced,
// and returns its path; a failed write leaves no file.
func writeTemp(dir, name string, data []byte) (string, error) {
	fh, err := os.CreateTemp(dir, name+".tmp*")
	if err != nil {
		return "", err
	}
	if _, err = fh.Write(data); err == nil {
		err = fh.Sync()
	}
	if cerr := fh.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(fh.Name())
		return "", err
	}
	return fh.Name(), nil
}

// syncDir makes the renames durable (where the system allows it).
func (w *fileWrite) syncDir() error {
	d, err := os.Open(w.f.dir)
	if err != nil {
		return err
	}
	d.Sync() // not supported everywhere (Windows): best effort
	return d.Close()
}

// abandon removes the temporary file of a failed write.
func (w *fileWrite) abandon() {
	if w.tmp != "" {
		os.Remove(w.tmp)
	}
}
