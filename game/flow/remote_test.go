//go:build !js

package flow

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/internal/logs"
	"ropeman/game/replay"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/rules/remote"
	rs "ropeman/game/server"
	"ropeman/game/server/sqlstore"
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

// serve serves signed (nil: none) as the override of its cohort, and
// returns the server's address.
func (p publisher) serve(t *testing.T, signed *remote.Signed) string {
	t.Helper()
	st, err := sqlstore.Open(t.Context(), filepath.Join(t.TempDir(), "ropeman.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	cfg := rs.Config{Store: st}
	if signed != nil {
		o, _ := signed.Open(p.pub) // as the publisher wrote it: the games judge it
		if o.Salt == "" {
			o = remote.Override{ID: "forged", Salt: "exp-1", Percent: 50, Expires: "2099-12-31"}
		}
		cfg.Tunings = []rs.Tuning{{Override: o, Signed: *signed}}
	}
	srv := httptest.NewServer(rs.New(cfg))
	t.Cleanup(srv.Close)
	return srv.URL
}

// serveAnyway answers every GET /v1/tuning with signed, as a server that
// is not the publisher's own (a stale cache, an attacker) may: the games
// judge it alone.
func serveAnyway(t *testing.T, signed remote.Signed) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(signed)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

const cheapCandy = `{"id": "cheap-candy", "serial": 1, "expires": "2099-12-31", "salt": "exp-1", "percent": 50, "tables": {"economy": {"skins": {"candy": 250}}}}`

// playerIn returns a player id in the cohort of "exp-1" at 50 % (in) or
// out of it.
func playerIn(in bool) string {
	for {
		if id := rules.NewPlayerID(); (remote.Override{Salt: "exp-1", Percent: 50}).Has(id) == in {
			return id
		}
	}
}

// tunedSession is a session on the title card of player id, with its save
// in dir, asking the server at addr for the publisher p's overrides; it
// steps until the server's answer is taken (said in the log).
func tunedSession(t *testing.T, p publisher, addr, id, dir string) (*Session, *logs.Lines) {
	t.Helper()
	return tunedSessionWith(t, p, addr, id, Config{DataDir: dir})
}

// tunedSessionWith is tunedSession with cfg's networks and data folder.
func tunedSessionWith(t *testing.T, p publisher, addr, id string, cfg Config) (*Session, *logs.Lines) {
	t.Helper()
	log := &logs.Lines{}
	cfg.Level, cfg.Seed, cfg.Log = 1, 1, log.Add
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Flush)
	s.progress.Board.Player = id
	s.tuning.remote = RemoteSettings{Server: addr, PublicKey: base64.StdEncoding.EncodeToString(p.pub)}
	s.remote.setUp(Config{})
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
	signed := remote.Sign([]byte(cheapCandy), p.priv)
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
	if in.remote.runID(in.run.dayRun) != "cheap-candy" {
		t.Errorf("a run's events name %q", in.remote.runID(in.run.dayRun))
	}
	in.run.dayRun = 1
	if in.remote.runTuning(in.run.dayRun).economy.Skins["candy"] != 300 || in.remote.runID(in.run.dayRun) != "" {
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
	good := remote.Sign([]byte(cheapCandy), p.priv)
	dir, id := t.TempDir(), playerIn(true)
	if s, _ := tunedSession(t, p, p.serve(t, &good), id, dir); s.remote.id != "cheap-candy" {
		t.Fatalf("the good override is not taken: %q", s.remote.id)
	}
	other := newPublisher(t)
	forged := remote.Sign([]byte(strings.Replace(cheapCandy, "250", "1", 1)), other.priv)
	malformed := remote.Sign([]byte(`{"id": "free-candy", "serial": 1, "expires": "2099-12-31", "salt": "exp-1", "percent": 50, "tables": {"economy": {"skins": {"candy": -5}}}}`), p.priv)
	for _, c := range []struct {
		name   string
		signed remote.Signed
		says   string
	}{
		{"another key", forged, "signature: not the publisher's key's"},
		{"a price below nothing", malformed, "free-candy: economy:"},
		{"the ads' verification", remote.Sign([]byte(`{"id": "no-verify", "serial": 1, "expires": "2099-12-31", "salt": "exp-1", "percent": 50, "tables": {"ads": {"grantUnverified": false}}}`), p.priv), "never changes their verification"},
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
	signed := remote.Sign([]byte(strings.Replace(cheapCandy, `"economy": {"skins": {"candy": 250}}`, `"player": {"startSpeed": 7}`, 1)), p.priv)
	addr := p.serve(t, &signed)
	s, err := New(Config{Level: 1, Seed: 1, DataDir: t.TempDir(), Open: Play})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Flush()
	jumpedBefore(s)
	s.progress.Board.Player = playerIn(true)
	s.tuning.remote = RemoteSettings{Server: addr, PublicKey: base64.StdEncoding.EncodeToString(p.pub)}
	s.remote.setUp(Config{})
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
	s.run.startRun(s.run.world.Level) // RETRY
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
	signed := remote.Sign([]byte(`{"id": "brisk", "serial": 1, "expires": "2099-12-31", "salt": "exp-1", "percent": 50, "tables": `+tables+`}`), p.priv)
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
	signed := remote.Sign([]byte(`{"id": "breaks", "serial": 1, "expires": "2099-12-31", "salt": "exp-1", "percent": 50, "tables": {"ads": {"interstitialBetweenLevels": true, "interstitialGapSeconds": 60}}}`), p.priv)
	s, _ := tunedSession(t, p, p.serve(t, &signed), playerIn(true), t.TempDir())
	for range 120 { // the simulated network fills
		s.Step(Command{})
	}
	if s.remote.id != "breaks" || !s.ad.manager.Ready(ads.Interstitial) {
		t.Fatalf("on %q, an interstitial ready: %v; want breaks, and one", s.remote.id, s.ad.manager.Ready(ads.Interstitial))
	}
}

// A signed override moves its cohort onto another network the app
// registers, between runs and never during a show: a run started while an
// ad is on screen keeps the network, the next one moves, and the ads then
// come from the other network (its revenue names it). The players out of
// the cohort stay; a network the app does not register moves nobody.
func TestAnOverrideMovesItsCohortToAnotherNetwork(t *testing.T) {
	p := newPublisher(t)
	onAdMob := remote.Sign([]byte(`{"id": "to-admob", "serial": 1, "expires": "2099-12-31", "salt": "exp-1", "percent": 50, "tables": {"ads": {"provider": "admob", "debugECPM": 20}}}`), p.priv)
	addr := p.serve(t, &onAdMob)
	networks := func() []Network {
		return []Network{{"max", &ads.Simulated{Name: "max", Flags: ads.SimFlags{AutoClose: true}}}, {"admob", &ads.Simulated{Name: "admob", Flags: ads.SimFlags{AutoClose: true}}}}
	}
	s, log := tunedSessionWith(t, p, addr, playerIn(true), Config{DataDir: t.TempDir(), Networks: networks()})
	if s.remote.id != "to-admob" || s.ad.network != "admob" || s.ad.sim != s.ad.networks[1].Provider {
		t.Fatalf("on %q with %q; want the override taken on the title card (between runs), and admob playing", s.remote.id, s.ad.network)
	}
	until(t, s, "an ad from admob", 60*5, false, func() bool { return s.ad.manager.Ready(ads.TripleCoins) })
	if _, ok := s.ad.manager.Show(ads.TripleCoins); !ok || !s.ad.manager.Showing() {
		t.Fatal("no ad to show from admob")
	}
	s.tuning.adSettings.Provider = "max" // as the cohort's next override would
	s.run.startRun(s.run.world.Level)
	if s.ad.network != "admob" || !s.ad.manager.Showing() || !log.Has("max waits for the show on screen to end") {
		t.Fatalf("a run started during a show: on %q (showing %v); want admob until the show ends\n%v", s.ad.network, s.ad.manager.Showing(), log.All())
	}
	var paid []ads.Impression
	until(t, s, "the show's end", 60*30, false, func() bool {
		paid = append(paid, s.ad.manager.Paid()...)
		return !s.ad.manager.Showing()
	})
	if len(paid) != 1 || paid[0].Revenue.Provider != "admob" || paid[0].Revenue.Micros != 20_000 {
		t.Errorf("the show on admob paid %+v; want one impression from admob, at the override's $20 eCPM", paid)
	}
	s.run.startRun(s.run.world.Level)
	if s.ad.network != "max" || s.ad.sim != s.ad.networks[0].Provider {
		t.Fatalf("the run after the show: on %q; want max", s.ad.network)
	}

	out, _ := tunedSessionWith(t, p, addr, playerIn(false), Config{DataDir: t.TempDir(), Networks: networks()})
	if out.ad.network != "max" {
		t.Errorf("a player out of the cohort moved onto %q", out.ad.network)
	}

	onLevelPlay := remote.Sign([]byte(`{"id": "to-lp", "serial": 1, "expires": "2099-12-31", "salt": "exp-1", "percent": 50, "tables": {"ads": {"provider": "levelplay"}}}`), p.priv)
	s, log = tunedSessionWith(t, p, p.serve(t, &onLevelPlay), playerIn(true), Config{DataDir: t.TempDir(), Networks: networks()})
	if s.ad.network != "max" || !log.Has("the tuning names levelplay, which this app does not register: keeping max") {
		t.Errorf("an override naming a network the app does not register: on %q\n%v", s.ad.network, log.All())
	}
}

// overrideDoc is an override of the cohort "exp-1" at 50 %: id, serial,
// last day and tables.
func overrideDoc(id string, serial int, expires, tables string) []byte {
	return []byte(`{"id": "` + id + `", "serial": ` + strconv.Itoa(serial) + `, "expires": "` + expires + `", "salt": "exp-1", "percent": 50, "tables": ` + tables + `}`)
}

// Whoever answers GET /v1/tuning cannot put a player back on an older
// document: once serial 2 is taken, serial 1 (withdrawn, still signed)
// is refused, from the server and from a box written back; a server with
// nothing to serve leaves him where he is; serial 3, signed with no
// tables, brings him back to the shipped tuning, and serial 2 is refused
// after it too.
func TestAnOlderOverrideIsNeverTakenAgain(t *testing.T) {
	p := newPublisher(t)
	withdrawn := remote.Sign(overrideDoc("free-candy", 1, "2099-12-31", `{"economy": {"skins": {"candy": 1}}}`), p.priv)
	current := remote.Sign(overrideDoc("cheap-candy", 2, "2099-12-31", `{"economy": {"skins": {"candy": 250}}}`), p.priv)
	back := remote.Sign(overrideDoc("shipped-again", 3, "2099-12-31", `{}`), p.priv)
	dir, id := t.TempDir(), playerIn(true)
	candy := func(s *Session) int { return s.tuning.economy.Skins["candy"] }
	if s, _ := tunedSession(t, p, p.serve(t, &current), id, dir); s.remote.id != "cheap-candy" || candy(s) != 250 {
		t.Fatalf("serial 2: on %q, candy %d", s.remote.id, candy(s))
	}
	s, log := tunedSession(t, p, serveAnyway(t, withdrawn), id, dir)
	if s.remote.id != "cheap-candy" || candy(s) != 250 || !log.Has("serial 1 is older than 2") {
		t.Errorf("serial 1 after 2: on %q, candy %d, log %q; want cheap-candy kept, serial 1 refused", s.remote.id, candy(s), log.All())
	}
	s, log = tunedSession(t, p, p.serve(t, nil), id, dir)
	if s.remote.id != "cheap-candy" || !log.Has("staying on cheap-candy") {
		t.Errorf("a server with nothing for his cohort: on %q; want cheap-candy kept until its last day", s.remote.id)
	}
	s, _ = tunedSession(t, p, p.serve(t, &back), id, dir)
	if s.remote.id != "" || candy(s) != 300 {
		t.Errorf("serial 3, no tables: on %q, candy %d; want the shipped tuning, 300", s.remote.id, candy(s))
	}
	s, log = tunedSession(t, p, p.serve(t, &current), id, dir)
	if s.remote.id != "" || candy(s) != 300 || !log.Has("serial 2 is older than 3") {
		t.Errorf("serial 2 after 3: on %q, candy %d, log %q; want the shipped tuning kept", s.remote.id, candy(s), log.All())
	}
}

// An override is played to its last day, not after: one past it is not
// taken, and the one kept goes back to the shipped tuning on the first
// start after that day, the server down.
func TestAnOverrideEndsOnItsLastDay(t *testing.T) {
	p := newPublisher(t)
	today := int(time.Now().Unix() / 86400)
	over := remote.Sign(overrideDoc("old-candy", 1, dayrun.Date(today-1), `{"economy": {"skins": {"candy": 250}}}`), p.priv)
	s, log := tunedSession(t, p, serveAnyway(t, over), playerIn(true), t.TempDir())
	if s.remote.id != "" || !log.Has("its last day was "+dayrun.Date(today-1)) {
		t.Errorf("an override past its last day: on %q, log %q; want the shipped tuning", s.remote.id, log.All())
	}
	lastDay := remote.Sign(overrideDoc("candy-today", 1, dayrun.Date(today), `{"economy": {"skins": {"candy": 250}}}`), p.priv)
	dir, id := t.TempDir(), playerIn(true)
	if s, _ := tunedSession(t, p, p.serve(t, &lastDay), id, dir); s.remote.id != "candy-today" {
		t.Fatalf("on its last day: on %q", s.remote.id)
	}
	down := httptest.NewServer(nil)
	down.Close()
	log = &logs.Lines{}
	later, err := New(Config{Level: 1, Seed: 1, DataDir: dir, Log: log.Add, Today: func() int { return today + 1 }})
	if err != nil {
		t.Fatal(err)
	}
	defer later.Flush()
	later.progress.Board.Player = id
	later.tuning.remote = RemoteSettings{Server: down.URL, PublicKey: base64.StdEncoding.EncodeToString(p.pub)}
	later.remote.setUp(Config{Today: func() int { return today + 1 }})
	later.Step(Command{})
	later.Step(Command{})
	if later.remote.id != "" || later.tuning.economy.Skins["candy"] != 300 {
		t.Errorf("the day after its last: on %q, candy %d; want the shipped tuning", later.remote.id, later.tuning.economy.Skins["candy"])
	}
}

// The keys no override may name are the ads table's verification fields,
// as the game reads them: a field renamed here and not there would let an
// override through unchecked.
func TestTheVerificationKeysAreTheAdsTables(t *testing.T) {
	ty := reflect.TypeFor[economy.AdSettings]()
	var got []string
	for _, name := range []string{"VerifyURL", "VerifySeconds", "GrantUnverified"} {
		f, ok := ty.FieldByName(name)
		if !ok {
			t.Fatalf("economy.AdSettings has no %s", name)
		}
		got = append(got, f.Tag.Get("json"))
	}
	if !slices.Equal(got, remote.VerificationKeys) {
		t.Errorf("the ads table's verification keys are %q, rules refuses %q", got, remote.VerificationKeys)
	}
}

// twoNetworks is a phone app that registered two networks' adapters
// (ads.Native over the bridge): it names them, and says which is in use.
type twoNetworks struct {
	sdk
	using string
	used  []string
}

func (p *twoNetworks) Network() string  { return p.using }
func (p *twoNetworks) Networks() string { return "max,levelplay" }
func (p *twoNetworks) UseNetwork(name string) error {
	p.used = append(p.used, name)
	p.using = name
	return nil
}

// On a phone that registered MAX and LevelPlay, a signed override moves
// its cohort onto LevelPlay between runs, once the consent flow in use has
// answered and no ad is on screen; the loads and shows after it name
// LevelPlay. Before the consent flow answers, the cohort waits.
func TestAnOverrideMovesAPhoneOntoAnotherOfItsNetworks(t *testing.T) {
	p := newPublisher(t)
	signed := remote.Sign([]byte(`{"id": "to-lp", "serial": 1, "expires": "2099-12-31", "salt": "exp-1", "percent": 50, "tables": {"ads": {"provider": "levelplay"}}}`), p.priv)
	native, phone := ads.NewNative(nil), &twoNetworks{using: "max"}
	if err := native.Register(phone); err != nil {
		t.Fatal(err)
	}
	s, log := tunedSessionWith(t, p, p.serve(t, &signed), playerIn(true), Config{DataDir: t.TempDir(), Ads: native})
	if s.remote.id != "to-lp" || len(phone.used) != 0 || !log.Has("levelplay waits: the consent flow has not answered: keeping max") {
		t.Fatalf("on %q, the phone asked to use %v; want the override taken, and max kept until consent is known\n%v", s.remote.id, phone.used, log.All())
	}
	native.ConsentKnown(ads.Consent{CanRequestAds: true})
	s.Step(Command{})
	s.run.startRun(s.run.world.Level)
	if !slices.Equal(phone.used, []string{"levelplay"}) || s.ad.name() != "levelplay" {
		t.Fatalf("the next run: the phone asked to use %v, ads from %q; want levelplay", phone.used, s.ad.name())
	}
	s.run.startRun(s.run.world.Level)
	if len(phone.used) != 1 {
		t.Errorf("the run after: asked again: %v", phone.used)
	}
	s.tuning.adSettings.Provider = "" // the override over (expired, or a later one brings the shipped tuning back)
	s.run.startRun(s.run.world.Level)
	if !slices.Equal(phone.used, []string{"levelplay", "max"}) || s.ad.name() != "max" {
		t.Errorf("the override over: the phone asked to use %v, ads from %q; want back on max, the app's first", phone.used, s.ad.name())
	}
}
