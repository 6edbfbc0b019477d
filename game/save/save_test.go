package save

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFreshThenRoundTrip(t *testing.T) {
	dir := t.TempDir()
	s, p, err := Open(dir)
	if err != nil || p.Level != 1 || p.Coins != 0 || len(p.UserID) != 24 {
		t.Fatalf("fresh open: %+v, %v", p, err)
	}
	p.Level, p.Coins = 4, 250
	if err := s.Save(p); err != nil {
		t.Fatal(err)
	}
	_, q, err := Open(dir)
	if err != nil || q != p {
		t.Errorf("reopened %+v (%v), saved %+v", q, err, p)
	}
	left, _ := filepath.Glob(filepath.Join(dir, "*.tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

func TestNewUserIDSticks(t *testing.T) {
	dir := t.TempDir()
	_, a, _ := Open(dir)
	_, b, _ := Open(dir)
	if a.UserID == "" || a.UserID != b.UserID {
		t.Errorf("user ids %q then %q: a new player's id must be saved at once", a.UserID, b.UserID)
	}
}

func TestCorruptSaveIsKeptAsideAndDefaultsUsed(t *testing.T) {
	cases := map[string]string{
		"truncated":      `{"level": 3, "coi`,
		"negative coins": `{"level": 3, "coins": -5, "userId": "x"}`,
		"level zero":     `{"level": 0, "coins": 5, "userId": "x"}`,
		"binary junk":    "\x00\x01\x02",
	}
	for name, content := range cases {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, FileName), []byte(content), 0o644)
		_, p, err := Open(dir)
		if err == nil || !strings.Contains(err.Error(), "kept as") {
			t.Errorf("%s: error %v, want one saying where the backup is", name, err)
		}
		if p.Level != 1 || p.Coins != 0 {
			t.Errorf("%s: progress %+v, want defaults", name, p)
		}
		kept, _ := os.ReadFile(filepath.Join(dir, FileName+".bad"))
		if string(kept) != content {
			t.Errorf("%s: backup holds %q, want the original bytes", name, kept)
		}
		// A second corrupt file does not overwrite the first backup.
		os.WriteFile(filepath.Join(dir, FileName), []byte("again"), 0o644)
		Open(dir)
		if again, _ := os.ReadFile(filepath.Join(dir, FileName+".bad1")); string(again) != "again" {
			t.Errorf("%s: second backup holds %q", name, again)
		}
	}
}

func TestMemoryOnlyStore(t *testing.T) {
	s, p, err := Open("")
	if err != nil || p.Level != 1 {
		t.Fatalf("memory store: %+v, %v", p, err)
	}
	if err := s.Save(p); err != nil {
		t.Errorf("memory store Save: %v", err)
	}
}
