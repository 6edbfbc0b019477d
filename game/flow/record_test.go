package flow

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/replay"
	"ropeman/game/save"
	"ropeman/game/world"
)

// recordSession starts a session recording to a new file.
func recordSession(t *testing.T) (*Session, string) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "run.json")
	s, err := New(Config{Level: 1, Seed: 3, DataDir: t.TempDir(), Ads: &ads.Simulated{}, Record: file, Log: func(l string) { t.Log(l) }})
	if err != nil {
		t.Fatal(err)
	}
	return s, file
}

// replayOf plays file back with the player's save in dataDir, until the
// replay has played it whole (and a moment more), and returns its log.
func replayOf(t *testing.T, file, dataDir string) (*Session, string) {
	t.Helper()
	var said []string
	s, err := New(Config{Replay: file, DataDir: dataDir, Ads: &ads.Simulated{}, Log: func(l string) { said = append(said, l) }})
	if err != nil {
		t.Fatalf("the recording does not replay: %v", err)
	}
	until(t, s, "the replay's end", 60*120, false, s.ReplayOver)
	for i := 0; i < 300; i++ {
		s.Step(Command{})
	}
	s.Flush()
	return s, strings.Join(said, "\n")
}

// Quitting mid-run (closing the window) writes the run so far, marked
// unfinished; it replays to the same state and stops there.
func TestQuittingMidRunWritesTheRecording(t *testing.T) {
	s, file := recordSession(t)
	tapCard(t, s, Command{Tap: true})
	until(t, s, "some play", 400, true, func() bool { return s.run.world.Tick >= 300 })
	hash := s.run.world.Hash()
	s.Flush() // the game is closed
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("nothing written on quitting: %v", err)
	}
	l, err := replay.Read(data)
	if err != nil || !l.Unfinished || l.Ticks != 300 {
		t.Fatalf("the recording: %+v (%v); want 300 ticks marked unfinished", l, err)
	}
	r, said := replayOf(t, file, "")
	if !strings.Contains(said, "matches the recording") || r.run.world.Hash() != hash || r.run.world.Tick != 300 {
		t.Errorf("the replay stopped at tick %d, hash %016x (the run's %016x); log:\n%s", r.run.world.Tick, r.run.world.Hash(), hash, said)
	}
	if r.scene != Pause {
		t.Errorf("the replay of a cut run goes on past its end (scene %d)", r.scene)
	}
}

// Pause, HOME, play again: the first run is the one recorded (cut where
// he left it), and the file reads back and replays.
func TestGoingHomeMidRunRecordsTheFirstRun(t *testing.T) {
	s, file := recordSession(t)
	tapCard(t, s, Command{Tap: true})
	until(t, s, "some play", 300, true, func() bool { return s.run.world.Tick >= 200 })
	hash := s.run.world.Hash()
	s.goTo(Pause)
	tapAct(t, s, ActHome, 0)
	tapCard(t, s, Command{Tap: true})
	until(t, s, "the second run", 300, true, func() bool { return s.run.world.Tick >= 250 })
	s.Flush()
	r, said := replayOf(t, file, "")
	if !strings.Contains(said, "matches the recording") || r.run.world.Hash() != hash {
		t.Errorf("the first run's recording: hash %016x, want %016x; log:\n%s", r.run.world.Hash(), hash, said)
	}
}

// A replay of a won run pays nothing into the player's save.
func TestReplayNeverTouchesTheSave(t *testing.T) {
	s, file := recordSession(t)
	tapCard(t, s, Command{Tap: true})
	until(t, s, "the finish", 60*90, true, func() bool { return s.scene == Result })
	s.Flush()
	dir := t.TempDir()
	st, p, _ := save.Open(dir)
	p.Level, p.Coins = 5, 100
	st.Save(p)
	st.Flush()
	before, _ := os.ReadFile(filepath.Join(dir, save.FileName))
	r, said := replayOf(t, file, dir)
	if !strings.Contains(said, "matches the recording") || r.run.earned == 0 {
		t.Fatalf("the won run did not replay to its win (paid %d); log:\n%s", r.run.earned, said)
	}
	r.UseDataDir(dir) // a phone reporting its folder changes nothing either
	r.Flush()
	if after, _ := os.ReadFile(filepath.Join(dir, save.FileName)); !bytes.Equal(after, before) {
		t.Errorf("the replay changed the player's save:\n%s\nwas\n%s", after, before)
	}
}

// A replay whose run ends in another state than its recording's says so
// and is an error (-replay exits non-zero); one that matches is not.
func TestAReplayThatDiffersIsAnError(t *testing.T) {
	s, file := recordSession(t)
	tapCard(t, s, Command{Tap: true})
	until(t, s, "some play", 400, true, func() bool { return s.run.world.Tick >= 200 })
	s.Flush()
	r, _ := replayOf(t, file, "")
	if err := r.ReplayErr(); err != nil {
		t.Fatalf("a matching replay is an error: %v", err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	l, err := replay.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	wrong := "0123456789abcdef"
	if l.Hash == wrong {
		wrong = "fedcba9876543210"
	}
	os.WriteFile(file, bytes.Replace(data, []byte(l.Hash), []byte(wrong), 1), 0o644)
	r, said := replayOf(t, file, "")
	err = r.ReplayErr()
	if err == nil || !strings.Contains(err.Error(), wrong) || !strings.Contains(said, "DIFFERS") {
		t.Errorf("a replay ending away from its recording's hash: error %v, log %q", err, said)
	}
}

// -replay reads no more than a recording can be: a file larger than that
// is refused before it is read, and an endless one (/dev/zero) is cut off
// at the limit.
func TestReplayReadsABoundedFile(t *testing.T) {
	huge := filepath.Join(t.TempDir(), "huge.json")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(64 << 20) // sparse: 64 MiB said, nothing written
	f.Close()
	for _, path := range []string{huge, "/dev/zero"} {
		if _, err := os.Stat(path); err != nil {
			t.Logf("%s: %v: skipped", path, err)
			continue
		}
		_, err := New(Config{Replay: path, DataDir: t.TempDir(), Ads: &ads.Simulated{}})
		if err == nil || !strings.Contains(err.Error(), "more than") {
			t.Errorf("-replay %s: %v, want it refused for its size", path, err)
		}
	}
}

// A recording's upgrade levels are held to what a save holds: at the most
// it replays, one over is refused naming the field.
func TestAReplaysUpgradesAreBounded(t *testing.T) {
	s, file := recordSession(t)
	tapCard(t, s, Command{Tap: true})
	until(t, s, "the finish", 60*90, true, func() bool { return s.scene == Result })
	s.Flush()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		level int
		ok    bool
	}{{economy.MaxUpgradeLevel, true}, {economy.MaxUpgradeLevel + 1, false}, {-1, false}} {
		raw["upgrades"] = []int{0, c.level, 0}
		edited, _ := json.Marshal(raw)
		path := filepath.Join(t.TempDir(), "run.json")
		os.WriteFile(path, edited, 0o644)
		_, err := New(Config{Replay: path, DataDir: t.TempDir(), Ads: &ads.Simulated{}})
		if (err == nil) != c.ok || err != nil && !strings.Contains(err.Error(), "upgrades[1]") {
			t.Errorf("a recording with yarn cap level %d: %v, want accepted %v (refusals naming upgrades[1])", c.level, err, c.ok)
		}
	}
}

// A lost run's ghost is kept with how far it got.
func TestALostRunsGhostSaysHowFarItGot(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{NoFill: true})
	tapCard(t, s, Command{Tap: true})
	until(t, s, "the fall", 60*30, false, func() bool { return s.scene == Result })
	if s.run.world.Outcome != world.Lost || len(s.progress.Ghosts) != 1 {
		t.Fatalf("outcome %v with %d ghosts kept, want a lost run's ghost", s.run.world.Outcome, len(s.progress.Ghosts))
	}
	if g, want := s.progress.Ghosts[0], int(s.run.world.Runner.S); g.Won || g.Metres != want || want < 5 {
		t.Errorf("the ghost kept says won %v, %d m; want a fall at %d m", g.Won, g.Metres, want)
	}
}
