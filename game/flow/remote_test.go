//go:build !js

package flow

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ropeman/ads"
	"ropeman/game/internal/logs"
	"ropeman/game/replay"
	"ropeman/game/rules"
	rs "ropeman/game/server"
	"ropeman/game/world"
)

// publisher is a publisher's key and the server that serves its
// overrides (a real ropeman-server, which no browser build links: these
// tests are built off the web only).
type publisher struct {
	pub  ed25519.PublicKey
	priv ed25519.PrivateKey
}

func newPublisher(t *testing.T) publisher {
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	return publisher{pub, priv}
}

// serve serves signed (nil: none) as the override of the cohort salt
// "exp-1", half the players, and returns the server's address.
func (p publisher) serve(t *testing.T, signed *rules.Signed) string {
	t.Helper()
	st, err := rs.Open(t.Context(), filepath.Join(t.TempDir(), "ropeman.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	cfg := rs.Config{Store: st}
	if signed != nil {
		cfg.Tunings = []rs.Tuning{{Override: rules.Override{ID: "cheap-candy", Salt: "exp-1", Percent: 50}, Signed: *signed}}
	}
	srv := httptest.NewServer(rs.New(cfg))
	t.Cleanup(srv.Close)
	return srv.URL
}

const cheapCandy = `{"id": "cheap-candy", "salt": "exp-1", "percent": 50, "tables": {"economy": {"skins": {"candy": 250}}}}`

// playerIn returns a player id in the cohort of "exp-1" at 50 % (in) or
// out of it.
func playerIn(in bool) string {
	for {
		if id := rules.NewPlayerID(); rules.InCohort(id, "exp-1", 50) == in {
			return id
		}
	}
}

// tunedSession is a session on the title card of player id, with its save
// in dir, asking the server at addr for the publisher p's overrides; it
// steps until the server's answer is taken (said in the log).
func tunedSession(t *testing.T, p publisher, addr, id, dir string) (*Session, *logs.Lines) {
	t.Helper()
	log := &logs.Lines{}
	s, err := New(Config{Level: 1, Seed: 1, DataDir: dir, Log: log.Add})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Flush)
	s.progress.Board.Player = id
	s.tuning.remote = RemoteSettings{Server: addr, PublicKey: base64.StdEncoding.EncodeToString(p.pub)}
	s.remote.setUp(s, Config{})
	// The first tick asks; the answer comes off the game loop, and the
	// tick that takes it lets its channel go.
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(time.Millisecond) {
		s.Step(Command{})
		if s.remote.answers == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the server never answered")
		}
	}
	s.Step(Command{}) // on the title card a change applies at once
	return s, log
}

// An override the publisher signed reaches its cohort and not the others;
// it is kept, and a server that is down later leaves the game on it.
func TestAnOverrideReachesItsCohortOnly(t *testing.T) {
	p := newPublisher(t)
	signed := rules.Sign([]byte(cheapCandy), p.priv)
	addr := p.serve(t, &signed)

	dir := t.TempDir()
	in, _ := tunedSession(t, p, addr, playerIn(true), dir)
	if in.remote.id != "cheap-candy" || in.tuning.economy.Skins["candy"] != 250 {
		t.Fatalf("in the cohort: on %q, candy costs %d; want cheap-candy, 250", in.remote.id, in.tuning.economy.Skins["candy"])
	}
	out, _ := tunedSession(t, p, addr, playerIn(false), t.TempDir())
	if out.remote.id != "" || out.tuning.economy.Skins["candy"] != 300 {
		t.Fatalf("out of the cohort: on %q, candy costs %d; want the shipped 300", out.remote.id, out.tuning.economy.Skins["candy"])
	}
	// The level of the day is played on the shipped tuning, and its
	// events say so; his other runs' name the override.
	if in.remote.runID(in) != "cheap-candy" {
		t.Errorf("a run's events name %q", in.remote.runID(in))
	}
	in.run.dayRun = 1
	if in.remote.runTuning(in).economy.Skins["candy"] != 300 || in.remote.runID(in) != "" {
		t.Error("the level of the day plays the override")
	}
	in.run.dayRun = 0

	// The same player again, the server down: the kept override.
	down := httptest.NewServer(nil)
	down.Close()
	again, log := tunedSession(t, p, down.URL, in.progress.Board.Player, dir)
	if again.remote.id != "cheap-candy" || !log.Has("staying on cheap-candy") {
		t.Fatalf("with the server down: on %q; want the kept cheap-candy, and the log saying so", again.remote.id)
	}
}

// A signature not the publisher's, or a table the strict checks refuse,
// leave the game on the tuning it has, and the log says why.
func TestABadOverrideLeavesTheLastGood(t *testing.T) {
	p := newPublisher(t)
	good := rules.Sign([]byte(cheapCandy), p.priv)
	dir, id := t.TempDir(), playerIn(true)
	if s, _ := tunedSession(t, p, p.serve(t, &good), id, dir); s.remote.id != "cheap-candy" {
		t.Fatalf("the good override is not taken: %q", s.remote.id)
	}
	other := newPublisher(t)
	forged := rules.Sign([]byte(strings.Replace(cheapCandy, "250", "1", 1)), other.priv)
	malformed := rules.Sign([]byte(`{"id": "free-candy", "salt": "exp-1", "percent": 50, "tables": {"economy": {"skins": {"candy": -5}}}}`), p.priv)
	for _, c := range []struct {
		name   string
		signed rules.Signed
		says   string
	}{
		{"another key", forged, "signature: not the publisher's key's"},
		{"a price below nothing", malformed, "free-candy: economy:"},
		{"the ads' verification", rules.Sign([]byte(`{"id": "no-verify", "salt": "exp-1", "percent": 50, "tables": {"ads": {"grantUnverified": false}}}`), p.priv), "never changes their verification"},
	} {
		s, log := tunedSession(t, p, p.serve(t, &c.signed), id, dir)
		if s.remote.id != "cheap-candy" || s.tuning.economy.Skins["candy"] != 250 || !log.Has(c.says) || !log.Has("staying on cheap-candy") {
			t.Errorf("%s: on %q (candy %d), log %q; want cheap-candy kept and %q said", c.name, s.remote.id, s.tuning.economy.Skins["candy"], log.All(), c.says)
		}
	}
}

// A change that comes during a run waits for the run's end.
func TestAnOverrideWaitsForTheRunsEnd(t *testing.T) {
	p := newPublisher(t)
	signed := rules.Sign([]byte(strings.Replace(cheapCandy, `"economy": {"skins": {"candy": 250}}`, `"player": {"startSpeed": 7}`, 1)), p.priv)
	addr := p.serve(t, &signed)
	s, err := New(Config{Level: 1, Seed: 1, DataDir: t.TempDir(), Open: Play})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Flush()
	jumpedBefore(s)
	s.progress.Board.Player = playerIn(true)
	s.tuning.remote = RemoteSettings{Server: addr, PublicKey: base64.StdEncoding.EncodeToString(p.pub)}
	s.remote.setUp(s, Config{})
	var b world.Bot
	for deadline := time.Now().Add(20 * time.Second); s.remote.pending == nil; time.Sleep(time.Millisecond) { // the answer comes off the game loop
		if time.Now().After(deadline) || s.scene != Play {
			t.Fatalf("the override never came during the run (scene %d)", s.scene)
		}
		s.Step(Command{Input: b.Input(s.run.world)})
	}
	if s.tuning.run.Rules.Tuning.StartSpeed != 6.5 || s.scene != Play {
		t.Fatal("the override applied in the middle of a run")
	}
	until(t, s, "the run's end", 60*60, true, func() bool { return s.scene == Result })
	s.run.startRun(s, s.run.world.Level) // RETRY
	if s.tuning.run.Rules.Tuning.StartSpeed != 7 || s.remote.id != "cheap-candy" {
		t.Fatalf("the next run: start speed %v on %q, want 7 on the override", s.tuning.run.Rules.Tuning.StartSpeed, s.remote.id)
	}
}

// A run played on an override is recorded with its tables (its content
// is the shipped tuning's and the override's): it replays to its state
// hash, and the shipped ghost of the level does not race it.
func TestARunOnAnOverrideReplays(t *testing.T) {
	p := newPublisher(t)
	tables := `{"player": {"startSpeed": 7}, "yarn": {"hitMetres": 2}}`
	signed := rules.Sign([]byte(`{"id": "brisk", "salt": "exp-1", "percent": 50, "tables": `+tables+`}`), p.priv)
	s, _ := tunedSession(t, p, p.serve(t, &signed), playerIn(true), t.TempDir())
	if s.remote.id != "brisk" {
		t.Fatalf("on %q", s.remote.id)
	}
	jumpedBefore(s)
	s.goTo(Play)
	until(t, s, "the run's end", 60*90, true, func() bool { return s.scene == Result })
	run, err := s.run.finishedRun()
	if err != nil {
		t.Fatal(err)
	}
	l, err := replay.Read(run)
	if err != nil {
		t.Fatal(err)
	}
	shipped, _ := rules.Content(1)
	if string(l.Tuning) != `{"player":{"startSpeed":7},"yarn":{"hitMetres":2}}` || l.Content == shipped {
		t.Fatalf("recorded tuning %s, content %s (shipped %s); want the override's tables and another content", l.Tuning, l.Content, shipped)
	}
	file := filepath.Join(t.TempDir(), "run.json")
	if err := os.WriteFile(file, run, 0o644); err != nil {
		t.Fatal(err)
	}
	r, said := replayOf(t, file, "")
	if err := r.ReplayErr(); err != nil || !strings.Contains(said, "matches the recording") {
		t.Fatalf("the run on the override does not replay: %v\n%s", err, said)
	}
}

// An override paces the ads: interstitials between levels, on from the
// next run, where the shipped tuning has none.
func TestAnOverridePacesTheAds(t *testing.T) {
	p := newPublisher(t)
	signed := rules.Sign([]byte(`{"id": "breaks", "salt": "exp-1", "percent": 50, "tables": {"ads": {"interstitialBetweenLevels": true, "interstitialGapSeconds": 60}}}`), p.priv)
	s, _ := tunedSession(t, p, p.serve(t, &signed), playerIn(true), t.TempDir())
	for range 120 { // the simulated network fills
		s.Step(Command{})
	}
	if s.remote.id != "breaks" || !s.ad.manager.Ready(ads.Interstitial) {
		t.Fatalf("on %q, an interstitial ready: %v; want breaks, and one", s.remote.id, s.ad.manager.Ready(ads.Interstitial))
	}
}
