package server

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net"
	"net/http"
	"net/netip"
	"runtime"
	"strconv"
	"strings"
	"time"

	"ropeman/ads/ssv"
	"ropeman/assets/strictjson"
	"ropeman/game/replay"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/rules/names"
	"ropeman/game/server/store"
	"ropeman/game/world"
)

// MaxPost is the largest body POST /v1/runs takes: the longest level's
// recording is under 24 KB; an hour of input would be a few hundred.
const MaxPost = 64 << 10

// The posting limits: a burst, then one post every interval, per player
// id (a player posts once a run: a run lasts half a minute) and, as
// ropeman-server sets it, per address.
const (
	PostBurst    = 10
	PostInterval = 10 * time.Second
	AddrBurst    = 60
	AddrInterval = time.Second
)

// Config is what a Server is made with.
type Config struct {
	Store store.Store
	// AdMobKeys checks AdMob's callbacks (ssv.KeysURL in production;
	// nil: /v1/ssv/admob is not served). MAXEventKey checks MAX's (empty:
	// not served).
	AdMobKeys   *ssv.KeySet
	MAXEventKey string
	// MAXReward is what a MAX show grants (the ad unit's reward in MAX's
	// dashboard; the zero Reward: "reward" x1): MAX's token does not
	// cover the amount a callback names.
	MAXReward ssv.Reward
	// LevelPlayKey checks LevelPlay's callbacks (its private key; empty:
	// /v1/ssv/levelplay is not served), whose signed rewards are counts
	// of LevelPlayItem (empty: "reward").
	LevelPlayKey  string
	LevelPlayItem string
	// Rates are the publisher's daily exchange rates (ReadRates): the
	// dashboard adds the currencies up in dollars (nil: each apart).
	Rates *store.Rates
	Now   func() time.Time // nil: time.Now
	Log   *slog.Logger     // nil: nothing logged
	// Replays is how many replays run at once (0: one per CPU); the
	// posts past them wait their turn, Waiting of them at most (0: four
	// per replay), each for at most QueueWait (0: 10 s, well within any
	// write timeout). A post past either is answered 503 at once, with a
	// Retry-After: the game posts it again later.
	Replays   int
	Waiting   int
	QueueWait time.Duration
	// Ingests is how many event batches are kept at once (0: four); the
	// batches past them wait their turn, four times as many at most, each
	// for at most 5 s, and the rest are answered 503 at once, with a
	// Retry-After.
	Ingests int
	// AddrBurst is the posts one address may make at once, then one an
	// AddrInterval (0: no limit per address). An IPv6 address is counted
	// by its /64: one machine is given a /64 to take its addresses from.
	AddrBurst int
	// TrustedProxies are the addresses of the proxies or load balancers
	// in front of the server: a request from one of them is from the
	// nearest address its X-Forwarded-For names that is not one of them.
	// A request from any other address is from that address, whatever
	// its headers say.
	TrustedProxies []netip.Prefix
	// DashboardToken opens GET /dashboard (at least MinDashboardToken
	// characters; "": not served).
	DashboardToken string
	// Tunings are the publisher's signed overrides, served to their
	// cohorts (GET /v1/tuning), the first a player is in.
	Tunings []Tuning
	// RetentionDays is how many days the raw events are kept (Expire; 0:
	// for good).
	RetentionDays int
}

// ErrBusy is the answer to a post that finds the replay queue full, or
// waits in it past Config.QueueWait.
var ErrBusy = errors.New("too many runs are waiting to be replayed; post again in a moment")

// Server serves the leaderboard and the reward callbacks.
type Server struct {
	cfg     Config
	mux     *http.ServeMux
	ops     *http.ServeMux
	replays *gate // the runs replaying or waiting to
	ingests *gate // the event batches being kept or waiting to
	players limiter
	addrs   limiter
	// eventPlayers limits each player's event batches apart from his runs.
	eventPlayers limiter
	signIns      limiter // wrong dashboard tokens, per address
	log          *slog.Logger
	metrics      *metrics
}

// New makes the server of cfg.
func New(cfg Config) *Server {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Replays <= 0 {
		cfg.Replays = runtime.GOMAXPROCS(0)
	}
	if cfg.Waiting <= 0 {
		cfg.Waiting = 4 * cfg.Replays
	}
	if cfg.QueueWait <= 0 {
		cfg.QueueWait = 10 * time.Second
	}
	if cfg.Ingests <= 0 {
		cfg.Ingests = 4
	}
	s := &Server{cfg: cfg, mux: http.NewServeMux(), ops: http.NewServeMux(),
		replays: newGate(cfg.Replays, cfg.Waiting, cfg.QueueWait), ingests: newGate(cfg.Ingests, 4*cfg.Ingests, 5*time.Second),
		players: limiter{burst: PostBurst, interval: PostInterval}, eventPlayers: limiter{burst: EventsBurst, interval: EventsInterval},
		addrs:   limiter{burst: float64(cfg.AddrBurst), interval: AddrInterval},
		signIns: limiter{burst: SignInBurst, interval: SignInInterval}, log: cfg.Log}
	s.metrics = newMetrics(func() float64 { return float64(s.replays.queued.Load()) }, func() float64 { return float64(s.ingests.queued.Load()) })
	grants := countedGrants{Store: cfg.Store, c: s.metrics.grants}
	s.mux.HandleFunc("POST /v1/runs", s.metrics.counted(s.postRun))
	s.mux.HandleFunc("GET /v1/leaderboard", s.leaderboard)
	s.mux.HandleFunc("GET /v1/ghosts/{id}", s.ghost)
	s.mux.HandleFunc("POST /v1/name", s.rename)
	s.mux.HandleFunc("POST /v1/events", s.metrics.countedBatches(s.postEvents))
	s.mux.HandleFunc("GET /dashboard", s.dashboard)
	s.mux.HandleFunc("POST /dashboard", s.signIn)
	s.mux.HandleFunc("GET /v1/tuning", s.tuning)
	s.mux.HandleFunc("POST /v1/privacy/export", s.privacy(false))
	s.mux.HandleFunc("POST /v1/privacy/delete", s.privacy(true))
	s.mux.Handle("GET /v1/ssv/confirm", &ssv.Confirmations{Store: cfg.Store})
	if cfg.AdMobKeys != nil {
		s.mux.Handle("GET /v1/ssv/admob", &ssv.AdMob{Keys: cfg.AdMobKeys, Store: grants, Now: cfg.Now})
	}
	if cfg.MAXEventKey != "" {
		reward := cfg.MAXReward
		if reward.Item == "" {
			reward = ssv.Reward{Item: "reward", Amount: 1}
		}
		s.mux.Handle("GET /v1/ssv/max", &ssv.MAX{EventKey: cfg.MAXEventKey, Reward: reward, Store: grants, Now: cfg.Now})
	}
	if cfg.LevelPlayKey != "" {
		item := cmp.Or(cfg.LevelPlayItem, "reward")
		s.mux.Handle("GET /v1/ssv/levelplay", &ssv.LevelPlay{PrivateKey: cfg.LevelPlayKey, Item: item, Store: grants, Now: cfg.Now})
	}
	s.serveOps()
	return s
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if v := recover(); v != nil {
			s.log.Error("panic", "method", r.Method, "path", r.URL.Path, "panic", fmt.Sprint(v))
			fail(w, http.StatusInternalServerError, "the server failed on this request")
		}
	}()
	s.mux.ServeHTTP(w, r)
}

// fail answers status with message as JSON.
func fail(w http.ResponseWriter, status int, message string) {
	note(w, message)
	answer(w, status, rules.Problem{Error: message})
}

// answer writes v as JSON with status.
func answer(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func (s *Server) postRun(w http.ResponseWriter, r *http.Request) {
	if !s.allowAddr(r, s.cfg.Now()) {
		fail(w, http.StatusTooManyRequests, "too many posts from this address; wait a little")
		return
	}
	var p rules.Post
	if !readWho(w, r, &p, &p.Player, &p.Name) {
		return
	}
	if len(p.Run) == 0 {
		fail(w, http.StatusBadRequest, "run: the recording is missing")
		return
	}
	day, err := dayrun.Parse(p.Day)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	if today := dayOf(s.cfg.Now()); day < today-1 || day > today+1 {
		fail(w, http.StatusUnprocessableEntity, fmt.Sprintf("day: %s's board is not open (only the days some time zone is in now: %s ± 1)", p.Day, dayrun.Date(today)))
		return
	}
	if !s.players.allow(p.Player, s.cfg.Now()) {
		fail(w, http.StatusTooManyRequests, "too many posts from this player; wait a little")
		return
	}
	sc, err := s.replay(r.Context(), p.Run, day)
	switch {
	case errors.Is(err, ErrBusy):
		w.Header().Set("Retry-After", "5")
		fail(w, http.StatusServiceUnavailable, err.Error())
		return
	case errors.Is(err, dayrun.ErrMalformed):
		fail(w, http.StatusBadRequest, "run: "+err.Error())
		return
	case errors.Is(err, dayrun.ErrRefused):
		fail(w, http.StatusUnprocessableEntity, "run: "+err.Error())
		return
	case err != nil:
		s.log.Error("replay", "err", err)
		fail(w, http.StatusServiceUnavailable, "cannot replay runs now")
		return
	case sc.Outcome != world.Won:
		fail(w, http.StatusUnprocessableEntity, fmt.Sprintf("run: it ended %v at %d m; only a finished run is ranked", sc.Outcome, sc.Metres))
		return
	}
	l, err := replay.Read(p.Run) // read already: the replay passed it
	if err != nil {
		fail(w, http.StatusBadRequest, "run: "+err.Error())
		return
	}
	run := store.Run{ID: l.ID(), Ending: strconv.Itoa(l.Ticks) + "/" + l.Hash, Day: day, Player: p.Player, Name: p.Name, Score: sc.Coins, Ticks: sc.Ticks,
		Recording: l.Canonical(), Posted: s.cfg.Now().UnixMilli()}
	kept, err := s.cfg.Store.PutRun(r.Context(), run)
	if errors.Is(err, store.ErrTaken) {
		fail(w, http.StatusConflict, "run: "+err.Error()+": post your own")
		return
	}
	if errors.Is(err, store.ErrNameTaken) {
		fail(w, http.StatusConflict, err.Error())
		return
	}
	if err != nil {
		s.log.Error("put run", "err", err)
		fail(w, http.StatusServiceUnavailable, "cannot keep the run now; post it again later")
		return
	}
	best, ok, err := s.cfg.Store.Standing(r.Context(), day, p.Player)
	if err != nil || !ok {
		s.log.Error("standing after a put", "err", err, "found", ok)
	}
	status := http.StatusCreated
	if kept != store.Ranked {
		status = http.StatusOK
	}
	answer(w, status, rules.Posted{Ghost: run.ID, Score: sc.Coins, Kept: [...]string{"ranked", "beaten", "repeated"}[kept], Rank: best.Rank, Best: best.Score})
}

// replay verifies a run, Config.Replays at a time, the queue behind them
// bounded in length and in wait (ErrBusy past either).
func (s *Server) replay(ctx context.Context, run []byte, day int) (dayrun.Score, error) {
	switch err := s.replays.enter(ctx); {
	case errors.Is(err, errShed):
		return dayrun.Score{}, ErrBusy
	case err != nil:
		return dayrun.Score{}, err
	}
	defer s.replays.leave()
	start := time.Now()
	defer func() { s.metrics.replay.Observe(time.Since(start).Seconds()) }()
	return dayrun.Verify(run, day)
}

// MaxLimit is the most entries a board answers with.
const MaxLimit = 100

func (s *Server) leaderboard(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	day, err := dayrun.Parse(q.Get("day"))
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	limit := 10
	if v := q.Get("limit"); v != "" {
		if limit, err = strconv.Atoi(v); err != nil || limit < 1 || limit > MaxLimit {
			fail(w, http.StatusBadRequest, fmt.Sprintf("limit: %q, want 1 to %d", v, MaxLimit))
			return
		}
	}
	b := rules.Board{Day: dayrun.Date(day)}
	if b.Entries, err = s.cfg.Store.Top(r.Context(), day, limit); err != nil {
		s.log.Error("top", "err", err)
		fail(w, http.StatusServiceUnavailable, "cannot read the board now")
		return
	}
	if p := q.Get("player"); p != "" {
		if !rules.ValidPlayer(p) {
			fail(w, http.StatusBadRequest, rules.ErrNoPlayer.Error())
			return
		}
		e, ok, err := s.cfg.Store.Standing(r.Context(), day, p)
		if err != nil {
			s.log.Error("standing", "err", err)
			fail(w, http.StatusServiceUnavailable, "cannot read the board now")
			return
		}
		if ok {
			b.You = &e
		}
	}
	answer(w, http.StatusOK, b)
}

func (s *Server) ghost(w http.ResponseWriter, r *http.Request) {
	rec, ok, err := s.cfg.Store.Ghost(r.Context(), r.PathValue("id"))
	switch {
	case err != nil:
		s.log.Error("ghost", "err", err)
		fail(w, http.StatusServiceUnavailable, "cannot read the ghost now")
	case !ok:
		fail(w, http.StatusNotFound, "no ranked run has this id")
	default:
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "public, max-age=86400, immutable") // a run never changes
		w.Write(rec)
	}
}

func (s *Server) rename(w http.ResponseWriter, r *http.Request) {
	if !s.allowAddr(r, s.cfg.Now()) {
		fail(w, http.StatusTooManyRequests, "too many changes from this address; wait a little")
		return
	}
	var p rules.Rename
	if !readWho(w, r, &p, &p.Player, &p.Name) {
		return
	}
	if !s.players.allow(p.Player, s.cfg.Now()) {
		fail(w, http.StatusTooManyRequests, "too many changes from this player; wait a little")
		return
	}
	ok, err := s.cfg.Store.Rename(r.Context(), p.Player, p.Name)
	switch {
	case errors.Is(err, store.ErrNameTaken):
		fail(w, http.StatusConflict, err.Error())
	case err != nil:
		s.log.Error("rename", "err", err)
		fail(w, http.StatusServiceUnavailable, "cannot rename now")
	case !ok:
		fail(w, http.StatusNotFound, "no run of this player is on a board yet")
	default:
		answer(w, http.StatusOK, p)
	}
}

// readWho decodes a body into v and checks the player id and the name it
// holds (the name tidied in place); false: the error is answered.
func readWho(w http.ResponseWriter, r *http.Request, v any, player, name *string) bool {
	if status, err := decode(w, r, v); err != nil {
		fail(w, status, err.Error())
		return false
	}
	clean, err := names.Clean(*name)
	switch {
	case !rules.ValidPlayer(*player):
		fail(w, http.StatusBadRequest, rules.ErrNoPlayer.Error())
		return false
	case err != nil:
		fail(w, http.StatusBadRequest, err.Error())
		return false
	}
	*name = clean
	return true
}

// decode reads a JSON body of at most MaxPost bytes into v, strictly (a
// key twice, a key in another case, an unknown key or a second value is
// refused: what the server reads is what the game meant): 415 for a body
// that does not say it is JSON, 413 past the size, 400 for anything else
// wrong.
func decode(w http.ResponseWriter, r *http.Request, v any) (int, error) {
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		return http.StatusUnsupportedMediaType, fmt.Errorf("Content-Type: %q, want application/json", r.Header.Get("Content-Type"))
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxPost))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return http.StatusRequestEntityTooLarge, fmt.Errorf("the body is over %d bytes", MaxPost)
	case err != nil:
		return http.StatusBadRequest, fmt.Errorf("the body could not be read: %v", err)
	}
	if err := strictjson.Decode(body, v); err != nil {
		return http.StatusBadRequest, fmt.Errorf("the body is not the JSON wanted: %v", err)
	}
	return 0, nil
}

// allowAddr takes a token of the bucket of the address r came from (its
// /64 for IPv6), if the server limits addresses.
func (s *Server) allowAddr(r *http.Request, now time.Time) bool {
	if s.cfg.AddrBurst <= 0 {
		return true
	}
	return s.addrs.allow(addrKey(s.host(r)), now)
}

// addrKey is the key an address is limited by: an IPv4 address itself,
// an IPv6 address's /64 (a phone, a home or a server is given a whole
// /64 and may send from any address in it).
func addrKey(host string) string {
	a, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	if a = a.Unmap(); a.Is4() {
		return a.String()
	}
	p, _ := netip.ParseAddr(a.WithZone("").String())
	prefix, _ := p.Prefix(64)
	return prefix.String()
}

// host is the address a request came from: the connection's, or behind
// a trusted proxy the nearest hop of X-Forwarded-For that is not a
// trusted proxy (what a client writes there itself lies beyond it).
func (s *Server) host(r *http.Request) string {
	h := remoteHost(r)
	if !s.trusted(h) {
		return h
	}
	var hops []string
	for _, v := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(v, ",")...)
	}
	for i := len(hops) - 1; i >= 0; i-- {
		hop := strings.TrimSpace(hops[i])
		if !s.trusted(hop) {
			return hop
		}
		h = hop
	}
	return h // proxies all the way: the farthest
}

// remoteHost is the address of r's connection.
func remoteHost(r *http.Request) string {
	h, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return h
}

// trusted reports whether addr is one of the trusted proxies.
func (s *Server) trusted(addr string) bool {
	a, err := netip.ParseAddr(addr)
	if err != nil {
		return false
	}
	a = a.Unmap()
	for _, p := range s.cfg.TrustedProxies {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// dayOf is the day (since 1970-01-01, UTC) of t.
func dayOf(t time.Time) int { return int(t.Unix() / 86400) }
