package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"ropeman/game/economy"
	"ropeman/game/lang"
	"ropeman/game/needs"
	"ropeman/game/rules"
)

// open opens dir and waits for whatever it wrote.
func open(t *testing.T, dir string) (*Store, Progress, error) {
	t.Helper()
	s, p, err := Open(dir)
	s.Flush()
	return s, p, err
}

// twoSaves leaves dir with progress a as the backup and b as the save.
func twoSaves(t *testing.T, dir string) (a, b Progress) {
	t.Helper()
	s, a, _ := open(t, dir)
	a.Level, a.Coins = 3, 120
	b = a
	b.Level, b.Coins = 4, 250
	for _, p := range []Progress{a, b} {
		if err := s.Save(p); err != nil {
			t.Fatal(err)
		}
		s.Flush()
	}
	return a, b
}

func kind(err error) string {
	var p *Problem
	if errors.As(err, &p) {
		return fmt.Sprint(p.Kind)
	}
	return fmt.Sprint(err)
}

func TestFreshThenRoundTrip(t *testing.T) {
	dir := t.TempDir()
	s, p, err := open(t, dir)
	if err != nil || p.Level != 1 || p.Coins != 0 || len(p.UserID) != 24 {
		t.Fatalf("fresh open: %+v, %v", p, err)
	}
	p.Level, p.Coins = 4, 250
	if err := s.Save(p); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	_, q, err := open(t, dir)
	if err != nil || !reflect.DeepEqual(q, p) {
		t.Errorf("reopened %+v (%v), saved %+v", q, err, p)
	}
	left, _ := filepath.Glob(filepath.Join(dir, "*.tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

func TestNewUserIDSticks(t *testing.T) {
	dir := t.TempDir()
	_, a, _ := open(t, dir)
	_, b, _ := open(t, dir)
	if a.UserID == "" || a.UserID != b.UserID {
		t.Errorf("user ids %q then %q: a new player's id must be saved at once", a.UserID, b.UserID)
	}
}

// Saves written before checksums (format 1, today's players) still load,
// and the next save writes the new format.
func TestMigratesFormat1(t *testing.T) {
	dir := t.TempDir()
	old := Progress{Level: 7, Purse: Purse{Coins: 1234}, UserID: "0123456789abcdef01234567", Settings: DefaultSettings}
	data := []byte(`{
  "level": 7,
  "coins": 1234,
  "userId": "0123456789abcdef01234567"
}`)
	os.WriteFile(filepath.Join(dir, FileName), data, 0o644)
	s, p, err := open(t, dir)
	if err != nil || !reflect.DeepEqual(p, old) {
		t.Fatalf("format 1 save read as %+v (%v), want %+v", p, err, old)
	}
	p.Coins++
	s.Save(p)
	s.Flush()
	now, _ := os.ReadFile(filepath.Join(dir, FileName))
	if !bytes.Contains(now, []byte(fmt.Sprintf(`"format":%d`, formatVersion))) || !bytes.Contains(now, []byte("\ncrc32c ")) {
		t.Errorf("after a save the file is %q, want format %d with its checksum", now, formatVersion)
	}
	if _, q, _ := open(t, dir); !reflect.DeepEqual(q, p) {
		t.Errorf("reread %+v, want %+v", q, p)
	}
}

// A format 2 save (checksummed, before skins, settings and best results)
// loads with the default settings; the next save writes the current format, and
// every new field comes back as it was written.
func TestMigratesFormat2AndKeepsEveryNewField(t *testing.T) {
	dir := t.TempDir()
	js := []byte(`{"format":2,"level":12,"coins":900,"userId":"abc"}`)
	os.WriteFile(filepath.Join(dir, FileName), fmt.Appendf(bytes.Clone(js), "%s%08x", sumPrefix, crc32Castagnoli(js)), 0o644)
	s, p, err := open(t, dir)
	want := Progress{Level: 12, Purse: Purse{Coins: 900}, UserID: "abc", Settings: DefaultSettings}
	if err != nil || !reflect.DeepEqual(p, want) {
		t.Fatalf("format 2 save read as %+v (%v), want %+v", p, err, want)
	}
	p.Skins, p.Skin = []string{"mint", "tiger"}, "tiger"
	p.Settings = Settings{Sound: false, Music: true, Haptics: false, Hinted: true}
	p.Record(3, 420)
	p.Record(3, 100) // not a best
	p.Record(12, 77)
	s.Save(p)
	s.Flush()
	now, _ := os.ReadFile(filepath.Join(dir, FileName))
	if !bytes.Contains(now, []byte(fmt.Sprintf(`"format":%d`, formatVersion))) {
		t.Errorf("after a save the file is %q, want format %d", now, formatVersion)
	}
	_, q, err := open(t, dir)
	if err != nil || !reflect.DeepEqual(q, p) || q.Best[3] != 420 || q.Best[12] != 77 {
		t.Errorf("reread %+v (%v), want %+v", q, err, p)
	}
}

// A save naming a skin he does not own, or a broken skin id, is refused
// like any other bad save (backed up, defaults).
func TestSkinsMustBeOwnedAndPlain(t *testing.T) {
	for _, p := range []Progress{
		{Level: 1, UserID: "a", Purse: Purse{Skin: "gold"}},
		{Level: 1, UserID: "a", Purse: Purse{Skins: []string{"bad id"}}},
		{Level: 1, UserID: "a", Best: map[int]int{0: 5}},
		{Level: 1, UserID: "a", Best: map[int]int{4: -1}},
	} {
		if p.Validate() == nil {
			t.Errorf("%+v validated", p)
		}
	}
	ok := Progress{Level: 1, Purse: Purse{Skins: []string{"gold"}, Skin: "gold"}, UserID: "a"}
	if err := ok.Validate(); err != nil || !ok.Owns("gold") || !ok.Owns("") || ok.Owns("mint") {
		t.Errorf("%+v: %v, owns gold %v", ok, err, ok.Owns("gold"))
	}
}

// damage leaves dir with a save and its backup, and returns a function
// that writes damaged bytes over the save (the backup restored as it was)
// and checks that the backup is what opens, with a notice.
func damage(t *testing.T) (whole []byte, try func(data []byte, what string)) {
	dir := t.TempDir()
	a, _ := twoSaves(t, dir)
	main := filepath.Join(dir, FileName)
	whole, _ = os.ReadFile(main)
	backup, _ := os.ReadFile(main + ".bak")
	return whole, func(data []byte, what string) {
		t.Helper()
		os.WriteFile(main, data, 0o644)
		os.WriteFile(main+".bak", backup, 0o644)
		_, p, err := open(t, dir)
		if !reflect.DeepEqual(p, a) || kind(err) != fmt.Sprint(Restored) {
			t.Fatalf("%s: got %+v (%v), want the backup %+v restored", what, p, err, a)
		}
	}
}

// A save cut off at any byte is detected and the backup is used.
func TestEveryTruncationIsDetected(t *testing.T) {
	whole, try := damage(t)
	for n := 0; n < len(whole); n++ {
		try(whole[:n], fmt.Sprintf("cut at %d of %d bytes", n, len(whole)))
	}
}

// Every single-bit flip is caught by the checksum: the backup is used,
// never a changed number.
func TestEveryBitFlipIsDetected(t *testing.T) {
	whole, try := damage(t)
	for i := range whole {
		for bit := 0; bit < 8; bit++ {
			data := bytes.Clone(whole)
			data[i] ^= 1 << bit
			try(data, fmt.Sprintf("bit %d of byte %d (%q) flipped", bit, i, whole[i]))
		}
	}
	t.Logf("%d flips, all detected", 8*len(whole))
}

func TestDamagedWithoutBackupResetsAndKeepsBoundedCopies(t *testing.T) {
	dir := t.TempDir()
	main := filepath.Join(dir, FileName)
	for i := 0; i < 5; i++ {
		content := fmt.Sprintf("junk %d \x00\xff", i)
		os.WriteFile(main, []byte(content), 0o644)
		os.Remove(main + ".bak")
		_, p, err := open(t, dir)
		if p.Level != 1 || p.Coins != 0 || kind(err) != fmt.Sprint(Reset) {
			t.Fatalf("round %d: %+v (%v), want defaults and a reset notice", i, p, err)
		}
		if kept, _ := os.ReadFile(main + ".bad1"); string(kept) != content {
			t.Errorf("round %d: .bad1 holds %q, want the damaged bytes", i, kept)
		}
	}
	bad, _ := filepath.Glob(main + ".bad*")
	if len(bad) != maxDamaged {
		t.Errorf("damaged copies %v, want %d at most", bad, maxDamaged)
	}
}

// A directory where the save should be, or a file where the folder should
// be: nothing can be read, so nothing is written over it, and the player
// is told.
func TestUnreadableSaveIsNeverOverwritten(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, FileName), 0o755)
	s, p, err := open(t, dir)
	if kind(err) != fmt.Sprint(Unreadable) || p.Level != 1 {
		t.Errorf("directory in place: %+v (%v), want defaults and an unreadable notice", p, err)
	}
	s.Save(Progress{Level: 2, Purse: Purse{Coins: 5}, UserID: "x"})
	s.Flush()
	if st, err := os.Stat(filepath.Join(dir, FileName)); err != nil || !st.IsDir() {
		t.Errorf("the directory in place of the save was replaced")
	}

	file := filepath.Join(t.TempDir(), "not-a-folder")
	os.WriteFile(file, []byte("mine"), 0o644)
	s, _, err = open(t, file)
	if kind(err) != fmt.Sprint(Unreadable) {
		t.Errorf("folder is a file: %v, want an unreadable notice", err)
	}
	s.Save(Progress{Level: 2, Purse: Purse{Coins: 5}, UserID: "x"})
	s.Flush()
	if b, _ := os.ReadFile(file); string(b) != "mine" {
		t.Errorf("the file in place of the folder became %q", b)
	}
}

// newer returns the JSON object js (without its format) as a save of the
// version after this one writes.
func newer(js string) string {
	return fmt.Sprintf(`{"format":%d,`, formatVersion+1) + js[1:]
}

// Saves of formats 3, 4 and 5 (testdata: as those versions wrote them)
// read with what they lack at its start (no upgrades, no daily claim, no
// keys or rooms, no ghosts and no level of the day played; ghosts on,
// colour-blind play off, the phone's language); what the new format adds
// is written and read back.
func TestMigratesFormats3To5(t *testing.T) {
	for _, c := range []struct {
		file string
		want Progress
	}{
		{"format3.save", Progress{Level: 31, Purse: Purse{Coins: 4200, Skins: []string{"candy"}, Skin: "candy"}, UserID: "abc",
			Settings: Settings{Sound: true, Haptics: true, Hinted: true, Ghosts: true, Shake: true, PlayData: true}, Best: map[int]int{3: 420}}},
		{"format4.save", Progress{Level: 12, Purse: Purse{Coins: 950, Upgrades: [economy.UpgradeKinds]int{3, 1, 2}}, UserID: "def",
			Settings: Settings{Sound: true, Music: true, Hinted: true, Jumped: true, Ghosts: true, Shake: true, PlayData: true}, Best: map[int]int{11: 310}, Daily: Daily{Day: 20420, Streak: 2}}},
		{"format5.save", Progress{Level: 9, Purse: Purse{Coins: 610, Upgrades: [economy.UpgradeKinds]int{1, 1, 0}}, UserID: "ghi",
			Settings: Settings{Music: true, Haptics: true, Hinted: true, Jumped: true, GateTaught: true, Ghosts: true, Shake: true, PlayData: true}, Best: map[int]int{8: 280}, Daily: Daily{Day: 20421, Streak: 3}, Keys: 2, Rooms: 1}},
	} {
		dir := t.TempDir()
		data, err := os.ReadFile(filepath.Join("testdata", c.file))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, FileName), data, 0o644)
		s, p, err := open(t, dir)
		if err != nil || !reflect.DeepEqual(p, c.want) {
			t.Fatalf("%s read as %+v (%v), want %+v", c.file, p, err, c.want)
		}
		p.Upgrades, p.Keys, p.Rooms = [economy.UpgradeKinds]int{2, 0, 5}, 2, 3
		p.Settings.Ghosts, p.Settings.ColourBlind, p.Settings.Lang = false, true, "pt-BR"
		p.Ghosts = []Ghost{{Level: 4, Won: true, Coins: 120, Metres: 160, Run: json.RawMessage(`{"format":1,"input":"AQ=="}`)},
			{Level: 57, Day: 20424, Metres: 80, Run: json.RawMessage(`{"format":1}`)}}
		p.Challenge = Challenge{Day: 20424, Best: 0, Streak: 2}
		s.Save(p)
		s.Flush()
		if _, q, err := open(t, dir); err != nil || !reflect.DeepEqual(q, p) {
			t.Errorf("%s: %+v read back as %+v (%v)", c.file, p, q, err)
		}
	}
	p := fresh()
	for _, bad := range []func(*Progress){
		func(p *Progress) { p.Upgrades = [economy.UpgradeKinds]int{-1, 0, 0} },
		func(p *Progress) { p.Upgrades = [economy.UpgradeKinds]int{0, economy.MaxUpgradeLevel + 1, 0} },
		func(p *Progress) { p.Keys = -1 },
		func(p *Progress) { p.Keys = economy.MaxKeys + 1 },
		func(p *Progress) { p.Rooms = -1 },
		func(p *Progress) { p.Settings.Lang = "pt BR" },
		func(p *Progress) { p.Settings.Lang = "much-too-long" },
		func(p *Progress) { p.Challenge.Day = -1 },
		func(p *Progress) { p.Challenge.Best = rules.MaxCoins + 1 },
		func(p *Progress) { p.Ghosts = []Ghost{{Level: 0, Run: json.RawMessage(`{}`)}} },
		func(p *Progress) { p.Ghosts = []Ghost{{Level: 3}} },
		func(p *Progress) { p.Ghosts = []Ghost{{Level: 3, Run: json.RawMessage(`{"cut`)}} },
		func(p *Progress) {
			p.Ghosts = []Ghost{{Level: 3, Run: json.RawMessage(`"` + strings.Repeat("a", MaxGhostBytes) + `"`)}}
		},
		func(p *Progress) { p.Ghosts = make([]Ghost, MaxGhosts+2) },
		func(p *Progress) { p.Ghosts = []Ghost{{Level: 3, Run: json.RawMessage(`null`)}} },
		func(p *Progress) { p.Ghosts = []Ghost{{Level: 3, Run: json.RawMessage(`"a run"`)}} },
		func(p *Progress) { p.Ghosts = []Ghost{{Level: 3, Run: json.RawMessage(` [1]`)}} },
	} {
		q := p
		bad(&q)
		if q.Validate() == nil {
			t.Errorf("%+v accepted", q)
		}
	}
}

func TestNewerVersionIsReadAndNeverDowngraded(t *testing.T) {
	dir := t.TempDir()
	js := []byte(fmt.Sprintf(`{"format":%d,"level":9,"coins":77,"userId":"abc","pets":["cat","dog"]}`, formatVersion+1))
	data := fmt.Appendf(bytes.Clone(js), "%s%08x", sumPrefix, crc32Castagnoli(js))
	os.WriteFile(filepath.Join(dir, FileName), data, 0o644)
	s, p, err := open(t, dir)
	if p.Level != 9 || p.Coins != 77 || kind(err) != fmt.Sprint(Newer) {
		t.Fatalf("newer save read as %+v (%v), want level 9, 77 coins and a notice", p, err)
	}
	p.Coins += 40
	s.Save(p)
	s.Flush()
	if now, _ := os.ReadFile(filepath.Join(dir, FileName)); !bytes.Equal(now, data) {
		t.Errorf("the newer save was overwritten with %q", now)
	}
}

// A huge file is set aside without being read.
func TestHugeFileIsSetAsideUnread(t *testing.T) {
	dir := t.TempDir()
	main := filepath.Join(dir, FileName)
	os.WriteFile(main, nil, 0o644)
	if err := os.Truncate(main, 512<<20); err != nil { // sparse: no disk used
		needs.Skip(t, "this file system makes no 512 MiB sparse file: "+err.Error())
	}
	_, p, err := open(t, dir)
	if p.Level != 1 || kind(err) != fmt.Sprint(Reset) {
		t.Errorf("512 MiB save: %+v (%v), want a reset", p, err)
	}
	if st, _ := os.Stat(main + ".bad1"); st == nil || st.Size() != 512<<20 {
		t.Errorf("the huge file was not kept aside whole")
	}
}

func TestHostileContentsAreDamaged(t *testing.T) {
	cases := map[string]string{
		"empty":                        "",
		"invalid UTF-8 id":             `{"level": 3, "coins": 5, "userId": "\xff\xfe"}`,
		"negative coins":               `{"level": 3, "coins": -5, "userId": "x"}`,
		"level zero":                   `{"level": 0, "coins": 5, "userId": "x"}`,
		"level past the max":           `{"level": 1000001, "coins": 5, "userId": "x"}`,
		"coins overflow":               `{"level": 3, "coins": 99999999999999999999, "userId": "x"}`,
		"two objects":                  `{"level": 3, "coins": 5, "userId": "x"}{"level": 9}`,
		"format 2, no sum":             `{"format": 2, "level": 3, "coins": 5, "userId": "x"}`,
		"a number":                     `42`,
		"a very long user id":          `{"level": 3, "coins": 5, "userId": "` + strings.Repeat("a", 100) + `"}`,
		"a board id of 31":             `{"level": 3, "coins": 5, "userId": "x", "board": {"player": "` + strings.Repeat("a", 31) + `"}}`,
		"a board id in caps":           `{"level": 3, "coins": 5, "userId": "x", "board": {"player": "` + strings.Repeat("A", 32) + `"}}`,
		"a board name of 17":           `{"level": 3, "coins": 5, "userId": "x", "board": {"name": "` + strings.Repeat("n", 17) + `"}}`,
		"a name with a bell":           `{"level": 3, "coins": 5, "userId": "x", "board": {"name": "a\u0007"}}`,
		"four runs queued":             `{"level": 3, "coins": 5, "userId": "x", "board": {"queue": [` + strings.Repeat(`{"day": 9, "run": {}},`, 3) + `{"day": 9, "run": {}}]}}`,
		"a queued run not a recording": `{"level": 3, "coins": 5, "userId": "x", "board": {"queue": [{"day": 9, "run": 5}]}}`,
		"a queued run of day 0":        `{"level": 3, "coins": 5, "userId": "x", "board": {"queue": [{"day": 0, "run": {}}]}}`,
	}
	for name, content := range cases {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, FileName), []byte(content), 0o644)
		_, p, err := open(t, dir)
		if p.Level != 1 || p.Coins != 0 || kind(err) != fmt.Sprint(Reset) {
			t.Errorf("%s: %+v (%v), want defaults and a reset notice", name, p, err)
		}
	}
}

// A crash after any step of a write leaves the old or the new save
// readable, and the next start removes what the write left.
func TestCrashAtEveryStepOfAWrite(t *testing.T) {
	old := Progress{Level: 3, Purse: Purse{Coins: 30}, UserID: "abc"}
	next := Progress{Level: 4, Purse: Purse{Coins: 70}, UserID: "abc"}
	n := len((&fileWrite{}).steps())
	for k := 0; k <= n; k++ {
		for _, withBackup := range []bool{false, true} {
			dir := t.TempDir()
			s, _, _ := open(t, dir)
			if withBackup {
				s.Save(Progress{Level: 2, Purse: Purse{Coins: 10}, UserID: "abc"})
				s.Flush()
			}
			s.Save(old)
			s.Flush()
			w := fileWrite{f: fileBackend{dir}, data: encode(next)}
			for _, step := range w.steps()[:k] {
				if err := step(); err != nil {
					t.Fatal(err)
				}
			}
			_, p, err := open(t, dir)
			if (!reflect.DeepEqual(p, old) && !reflect.DeepEqual(p, next)) || err != nil {
				t.Errorf("crash after step %d of %d (backup %v): read %+v (%v), want old or new", k, n, withBackup, p, err)
			}
			if k == n && !reflect.DeepEqual(p, next) {
				t.Errorf("a finished write reads %+v", p)
			}
			if left, _ := filepath.Glob(filepath.Join(dir, "*.tmp*")); len(left) != 0 {
				t.Errorf("crash after step %d: temporary files left after the next start: %v", k, left)
			}
		}
	}
}

func TestSaveRefusesWhatOpenWouldRefuse(t *testing.T) {
	dir := t.TempDir()
	s, p, _ := open(t, dir)
	for _, bad := range []Progress{{Level: 0, UserID: "x"}, {Level: 2, Purse: Purse{Coins: -1}, UserID: "x"}, {Level: 2}, {Level: rules.MaxLevel + 1, UserID: "x"}, {Level: 2, Purse: Purse{Coins: rules.MaxCoins + 1}, UserID: "x"}} {
		if err := s.Save(bad); err == nil {
			t.Errorf("Save(%+v) accepted", bad)
		}
	}
	s.Flush()
	if _, q, _ := open(t, dir); !reflect.DeepEqual(q, p) {
		t.Errorf("after refused saves the save reads %+v, want %+v", q, p)
	}
}

func TestBoundedArithmetic(t *testing.T) {
	cases := []struct {
		coins int
		n     int64
		want  int
	}{{5, 10, 15}, {rules.MaxCoins - 1, 1 << 40, rules.MaxCoins}, {5, -10, 0}, {0, -1 << 62, 0}}
	for _, c := range cases {
		if got := economy.AddCoins(c.coins, c.n); got != c.want {
			t.Errorf("economy.AddCoins(%d, %d) = %d, want %d", c.coins, c.n, got, c.want)
		}
	}
	for level, want := range map[int]int{1: 2, rules.MaxLevel: rules.MaxLevel, rules.MaxLevel - 1: rules.MaxLevel, -5: 1} {
		if got := NextLevel(level); got != want {
			t.Errorf("NextLevel(%d) = %d, want %d", level, got, want)
		}
	}
}

// failing is a backend whose writes all fail.
type failing struct{ writes int }

func (f *failing) name(entry) string               { return "failing" }
func (f *failing) read(entry) ([]byte, error)      { return nil, os.ErrNotExist }
func (f *failing) replace([]byte) error            { f.writes++; return errors.New("disk full") }
func (f *failing) keepAside(entry) (string, error) { return "", nil }
func (f *failing) cleanup()                        {}

func TestWriteFailuresAreReportedOncePerKind(t *testing.T) {
	f := &failing{}
	s := newStore(f)
	for i := 0; i < 5; i++ {
		s.Save(Progress{Level: 1 + i, UserID: "x"})
		s.Flush()
	}
	p := s.TakeProblem()
	if p == nil || p.Kind != WriteFailed || !strings.Contains(p.Notice(lang.English), "disk full") {
		t.Fatalf("problem %v, want a write failure naming the cause", p)
	}
	if again := s.TakeProblem(); again != nil {
		t.Errorf("a second notice of the same kind: %v", again)
	}
	if f.writes != 5 {
		t.Errorf("%d write attempts, want every save tried", f.writes)
	}
}

// The game changes its progress (a best result, a bought skin) right after
// handing it to Save, while the writer encodes it: under -race this
// catches any map or slice the two share.
func TestSaveWhileTheGameChangesItsProgress(t *testing.T) {
	dir := t.TempDir()
	s, p, _ := open(t, dir)
	posted := json.RawMessage(`{"run":"the one saved"}`)
	p.Board = Board{Player: rules.NewPlayerID(), Name: "Kiro 42"}
	p.Ghosts = []Ghost{{Level: 1, Won: true, Run: json.RawMessage(`{"run":"the ghost saved"}`)}}
	for i := range 3000 {
		p.Record(1+i%50, i)
		if len(p.Skins) < maxSkins {
			p.Skins = append(p.Skins, fmt.Sprintf("s%d", i))
		}
		p.Board.Queue = append(p.Board.Queue[:0], Post{Day: 7, Run: slices.Clone(posted)})
		if err := s.Save(p); err != nil {
			t.Fatal(err)
		}
		p.Best[1+i%50] = i + 1 // what Record does after a watched ad
		p.Record(1000+i, 1)
		if len(p.Skins) > 0 {
			p.Skins[0] = "changed"
		}
		copy(p.Board.Queue[0].Run, `{"run":"CHANGED IN PLACE"}`) // the queue and its bytes, after Save returned
		p.Board.Queue[0].Day = 99
		copy(p.Ghosts[0].Run, `{"run":"CHANGED AS WELL"}`)
		p.Ghosts[0].Run = json.RawMessage(`{"run":"the ghost saved"}`)
	}
	s.Flush()
	_, q, err := open(t, dir)
	if err != nil || q.Best[50] == 0 {
		t.Errorf("after 3,000 saves: %v, best of level 50 = %d", err, q.Best[50])
	}
	if len(q.Board.Queue) != 1 || q.Board.Queue[0].Day != 7 || string(q.Board.Queue[0].Run) != string(posted) || string(q.Ghosts[0].Run) != `{"run":"the ghost saved"}` {
		t.Errorf("the save holds %+v and the ghost %s: a queue or a run changed after Save was written", q.Board.Queue, q.Ghosts[0].Run)
	}
}

// largest is a progress at every bound Validate allows.
func largest() Progress {
	p := Progress{Level: rules.MaxLevel, Purse: Purse{Coins: rules.MaxCoins}, UserID: strings.Repeat("u", maxUserID), Best: map[int]int{}}
	for i := range maxSkins {
		p.Skins = append(p.Skins, fmt.Sprintf("%0*d", maxSkinID, i))
	}
	p.Skin = p.Skins[maxSkins-1]
	for i := range maxBest {
		p.Best[rules.MaxLevel-i] = rules.MaxCoins
	}
	p.Settings.Lang = strings.Repeat("l", maxLang)
	p.Challenge = Challenge{Day: MaxDay, Best: rules.MaxCoins, Streak: MaxDay}
	run := json.RawMessage(`{"r":"` + strings.Repeat("r", MaxGhostBytes-8) + `"}`)
	for i := range MaxGhosts + 1 {
		p.Ghosts = append(p.Ghosts, Ghost{Level: rules.MaxLevel - i, Day: MaxDay, Won: true, Coins: rules.MaxCoins, Metres: 100_000, Run: run})
	}
	p.Board = Board{Player: rules.NewPlayerID(), Name: strings.Repeat("名", rules.MaxName)}
	for range MaxQueued {
		p.Board.Queue = append(p.Board.Queue, Post{Day: MaxDay, Run: run})
	}
	return p
}

// Whatever Save accepts, Open reads back: the size limit on reading holds
// the largest save Validate allows.
func TestLargestSaveReadsBack(t *testing.T) {
	dir := t.TempDir()
	s, _, _ := open(t, dir)
	p := largest()
	if err := s.Save(p); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	_, q, err := open(t, dir)
	if err != nil || !reflect.DeepEqual(q, p) {
		t.Errorf("the largest save (%d bytes, limit %d) read back as level %d, %d bests (%v)",
			len(encode(p)), maxSaveBytes, q.Level, len(q.Best), err)
	}
}

// signed is a checksummed save of the given JSON.
func signed(js string) []byte {
	return fmt.Appendf([]byte(js), "%s%08x", sumPrefix, crc32Castagnoli([]byte(js)))
}

// With the save missing (a crash between the write's renames leaves only
// the backup), a backup that cannot be used is never replaced without a
// word: it is kept (in place or aside as .bad1) and the player is told.
func TestBackupThatCannotBeUsedIsKeptAndTold(t *testing.T) {
	cases := []struct {
		name, content string
		dir           bool // a folder in place of the backup: it cannot be read
		want          ProblemKind
	}{
		{name: "damaged", content: "junk \x00\xff", want: Reset},
		{name: "truncated", content: string(signed(`{"format":3,"level":9,"coins":5,"userId":"x"}`))[:30], want: Reset},
		{name: "oversized", content: strings.Repeat(" ", maxSaveBytes+1), want: Reset},
		{name: "newer", content: string(signed(newer(`{"level":9,"coins":5,"userId":"x"}`))), want: Newer},
		{name: "newer, beyond this version's bounds", content: string(signed(newer(`{"level":2000000,"coins":5,"userId":"x"}`))), want: Newer},
		{name: "newer, a field changed type", content: string(signed(newer(`{"level":"nine","coins":5,"userId":"x"}`))), want: Newer},
		{name: "unreadable", dir: true, want: Unreadable},
	}
	for _, c := range cases {
		dir := t.TempDir()
		bak := filepath.Join(dir, FileName+".bak")
		if c.dir {
			os.Mkdir(bak, 0o755)
		} else {
			os.WriteFile(bak, []byte(c.content), 0o644)
		}
		s, p, err := open(t, dir)
		if kind(err) != fmt.Sprint(c.want) {
			t.Errorf("%s backup, no save: %v, want problem %v", c.name, err, c.want)
		}
		p.Coins += 100 // a win, then another: each would rotate the backup
		s.Save(p)
		s.Flush()
		s.Save(p)
		s.Flush()
		if c.dir {
			if st, err := os.Stat(bak); err != nil || !st.IsDir() {
				t.Errorf("%s backup: replaced", c.name)
			}
			continue
		}
		kept := false
		for _, at := range []string{bak, filepath.Join(dir, FileName+".bad1")} {
			b, _ := os.ReadFile(at)
			kept = kept || string(b) == c.content
		}
		if !kept {
			t.Errorf("%s backup: its bytes are gone after two saves", c.name)
		}
	}
}

// A save from a newer version is never replaced, even when what it holds
// is beyond this version's bounds or of a shape this version cannot read.
func TestNewerSaveBeyondTheseBoundsIsKept(t *testing.T) {
	for _, js := range []string{
		newer(`{"level":2000000,"coins":77,"userId":"abc"}`),
		`{"format":9,"level":{"world":2,"stage":3},"coins":77,"userId":"abc"}`,
	} {
		dir := t.TempDir()
		backup, _ := twoSaves(t, dir) // the backup is this version's
		data := signed(js)
		os.WriteFile(filepath.Join(dir, FileName), data, 0o644)
		s, p, err := open(t, dir)
		if kind(err) != fmt.Sprint(Newer) || p.Level < 1 || p.Level > rules.MaxLevel {
			t.Errorf("%s: level %d (%v), want a usable progress and a newer notice", js, p.Level, err)
		}
		if p.Level != backup.Level {
			t.Errorf("%s: level %d, want the backup's %d to play on with", js, p.Level, backup.Level)
		}
		p.Coins++
		s.Save(p)
		s.Flush()
		if now, _ := os.ReadFile(filepath.Join(dir, FileName)); !bytes.Equal(now, data) {
			t.Errorf("%s: the newer save was replaced by %q", js, now)
		}
	}
}

// Every way a backup can be damaged, with the save missing: each cut of a
// good backup and each bit flipped in it is told, and the bytes are kept
// through two saves.
func TestEveryDamagedBackupIsKeptAndTold(t *testing.T) {
	good := encode(Progress{Level: 12, Purse: Purse{Coins: 345}, UserID: "abc", Settings: DefaultSettings, Best: map[int]int{3: 40}})
	var cases [][]byte
	for n := 0; n < len(good); n++ {
		cases = append(cases, good[:n])
	}
	for i := 0; i < len(good); i += 3 {
		flipped := bytes.Clone(good)
		flipped[i] ^= 1 << (i % 8)
		cases = append(cases, flipped)
	}
	for i, c := range cases {
		dir := t.TempDir()
		bak := filepath.Join(dir, FileName+".bak")
		os.WriteFile(bak, c, 0o644)
		s, p, err := open(t, dir)
		if err == nil {
			t.Fatalf("case %d (%q): no problem told", i, c)
		}
		for range 2 {
			s.Save(p)
			s.Flush()
		}
		kept := false
		for _, at := range []string{bak, filepath.Join(dir, FileName+".bad1")} {
			b, err := os.ReadFile(at)
			kept = kept || (err == nil && bytes.Equal(b, c))
		}
		if !kept {
			t.Fatalf("case %d (%q): the damaged backup is gone", i, c)
		}
	}
	t.Logf("%d damaged backups with the save missing: each told and kept", len(cases))
}

// A damaged save with a damaged backup: play starts over, both are kept,
// and the log line names both.
func TestDamagedSaveAndBackupAreBothKept(t *testing.T) {
	dir := t.TempDir()
	main := filepath.Join(dir, FileName)
	os.WriteFile(main, []byte("junk save"), 0o644)
	os.WriteFile(main+".bak", []byte("junk backup"), 0o644)
	s, p, err := open(t, dir)
	if kind(err) != fmt.Sprint(Reset) || p.Level != 1 || !strings.Contains(err.Error(), FileName+" is") || !strings.Contains(err.Error(), ".bak is") {
		t.Fatalf("%+v (%v), want a reset naming the save and the backup", p, err)
	}
	for range 2 {
		s.Save(p)
		s.Flush()
	}
	var kept []string
	for _, at := range []string{".bad1", ".bad2"} {
		b, _ := os.ReadFile(main + at)
		kept = append(kept, string(b))
	}
	slices.Sort(kept)
	if !slices.Equal(kept, []string{"junk backup", "junk save"}) {
		t.Errorf("kept aside %q, want both damaged copies", kept)
	}
}

// runOf is a ghost run of exactly n bytes as given, its filler made of
// fill (one byte or a whole UTF-8 character) as often as it fits.
func runOf(n int, fill string) json.RawMessage {
	head, tail := `{"r":"`, `"}`
	body := strings.Repeat(fill, (n-len(head)-len(tail))/len(fill))
	body += strings.Repeat("x", n-len(head)-len(tail)-len(body))
	return json.RawMessage(head + body + tail)
}

// What Save accepts is what Open reads back, however the run is written:
// encoding/json writes <, > and & in six bytes each and U+2028 in six, so
// a run within the limit as the game holds it can outgrow it in the file.
// Such a run is refused by Save (the last save stays and reads); one that
// still fits once written reads back the same.
func TestSaveNeverWritesWhatOpenRefuses(t *testing.T) {
	for _, c := range []struct {
		name string
		run  json.RawMessage
		ok   bool
	}{
		{"plain, at the limit", runOf(MaxGhostBytes, "r"), true},
		{"<>& at the limit", runOf(MaxGhostBytes, "<>&"), false},
		{"U+2028 at the limit", runOf(MaxGhostBytes, "\u2028"), false},
		{"U+2029 at the limit", runOf(MaxGhostBytes, "\u2029"), false},
		{"<>& fitting once written", runOf(MaxGhostBytes/6, "<>&"), true},
		{"U+2028 fitting once written", runOf(MaxGhostBytes/2, "\u2028"), true},
	} {
		dir := t.TempDir()
		s, p, _ := open(t, dir)
		p.Coins = 7
		if err := s.Save(p); err != nil {
			t.Fatal(err)
		}
		p.Coins = 8
		p.Ghosts = []Ghost{{Level: 3, Metres: 40, Run: c.run}}
		err := s.Save(p)
		s.Flush()
		if (err == nil) != c.ok {
			t.Errorf("%s (%d bytes held, %d written): Save says %v", c.name, len(c.run), encodedLen(c.run), err)
		}
		_, q, oerr := open(t, dir)
		switch {
		case oerr != nil:
			t.Errorf("%s: the next start says %v: progress lost", c.name, oerr)
		case !c.ok && q.Coins != 7:
			t.Errorf("%s: refused, yet the save on disk has %d coins, want the last good one's 7", c.name, q.Coins)
		case c.ok && (q.Coins != 8 || len(q.Ghosts) != 1 || !sameJSON(q.Ghosts[0].Run, c.run)):
			t.Errorf("%s: read back %d coins, ghosts %d: want the run as saved", c.name, q.Coins, len(q.Ghosts))
		}
	}
}

func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	return json.Unmarshal(a, &x) == nil && json.Unmarshal(b, &y) == nil && reflect.DeepEqual(x, y)
}

// The writer checks the very bytes it is about to write the way Open
// reads them: a progress that got past Validate some other way is not
// written (the old save stays), and the player hears the write failed.
func TestTheWriterChecksTheBytesItWrites(t *testing.T) {
	dir := t.TempDir()
	s, p, _ := open(t, dir)
	p.Coins = 5
	s.Save(p)
	s.Flush()
	for s.TakeProblem() != nil {
	}
	p.Coins = rules.MaxCoins + 1 // out of bounds: Validate would refuse it, so hand it to the writer directly
	s.put(p)
	s.Flush()
	prob := s.TakeProblem()
	if prob == nil || prob.Kind != WriteFailed || !strings.Contains(prob.Error(), "would not read back") {
		t.Errorf("problem %v, want the write refused because it would not read back", prob)
	}
	if _, q, err := open(t, dir); err != nil || q.Coins != 5 {
		t.Errorf("the save on disk: %d coins (%v), want the last good one's 5", q.Coins, err)
	}
}

// A fixed number of upgrades is exactly that many in a save: a fourth
// is not dropped, a missing third not taken for 0; the save is damaged
// and the backup is used.
func TestUpgradesAreExactlyTheirNumber(t *testing.T) {
	for _, ups := range []string{"[1,2,3,4]", "[1,2]", "[]", "null", `{"0":1}`} {
		js := fmt.Sprintf(`{"format":%d,"level":4,"coins":9,"userId":"abc","upgrades":%s}`, formatVersion, ups)
		if _, _, err := decode(signed(js)); err == nil || !strings.Contains(err.Error(), "upgrades") {
			t.Errorf("upgrades %s: decode says %v, want an error naming upgrades", ups, err)
		}
	}
	js := fmt.Sprintf(`{"format":%d,"level":4,"coins":9,"userId":"abc","upgrades":[1,2,3]}`, formatVersion)
	if p, _, err := decode(signed(js)); err != nil || p.Upgrades != (UpgradeLevels{1, 2, 3}) {
		t.Errorf("three upgrades: %v, %v", p.Upgrades, err)
	}
}
