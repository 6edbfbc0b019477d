//go:build !js

package flow_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"ropeman/ads"
	"ropeman/game/board"
	"ropeman/game/flow"
	"ropeman/game/lang"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/save"
	"ropeman/game/server"
	"ropeman/game/server/sqlstore"
	"ropeman/game/world"
)

// boardDay is the day these tests play: 2026-12-06, level 51.
const boardDay = 20793

// realServer is the publisher's real server (on SQLite) living on
// boardDay.
type realServer struct {
	url string
}

func startBoard(t *testing.T) *realServer {
	st, err := sqlstore.Open(context.Background(), filepath.Join(t.TempDir(), "board.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	h := server.New(server.Config{Store: st, Now: func() time.Time { return time.Unix(boardDay*86400+3600, 0) }})
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return &realServer{url: srv.URL}
}

// player is a session on the level of the day's title, on dir's save,
// asking the board at url.
type player struct {
	t *testing.T
	s *flow.Session
}

func newPlayer(t *testing.T, dir, url string) *player {
	t.Helper()
	s, err := flow.New(flow.Config{Level: 1, Seed: 1, DataDir: dir, Ads: &ads.Simulated{}, BoardServer: url,
		Today: func() int { return boardDay }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Flush)
	return &player{t: t, s: s}
}

// step steps the session once with cmd, waiting a moment for the server.
func (p *player) step(cmd flow.Command) *flow.View {
	p.t.Helper()
	if err := p.s.Step(cmd); err != nil {
		p.t.Fatal(err)
	}
	return p.s.View()
}

// until steps (the bot's hand in play) until done, for at most ten
// seconds of the server's time.
func (p *player) until(what string, done func(v *flow.View) bool) *flow.View {
	p.t.Helper()
	bot := world.Bot{Skill: world.Casual} // the perfect run is the best one, posted by another
	deadline := time.Now().Add(20 * time.Second)
	for v := p.s.View(); ; {
		if done(v) {
			return v
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("no %s: scene %d, buttons %v", what, v.Scene, labels(v))
		}
		var cmd flow.Command
		if v.Scene == flow.Play {
			cmd.Input = bot.Input(p.s.World())
		} else {
			time.Sleep(time.Millisecond) // the agent's goroutine asks the server
		}
		v = p.step(cmd)
	}
}

// tap taps the button doing act (index: which, for the names), once the
// card takes taps.
func (p *player) tap(act flow.Action, index int) {
	p.t.Helper()
	for range 20 {
		p.step(flow.Command{})
	}
	v := p.s.View()
	for _, b := range v.Buttons {
		if b.Act == act && (index == 0 || b.Index == index) {
			p.step(flow.Command{Tap: true, X: (b.X0 + b.X1) / 2 * 360, Y: (b.Y0 + b.Y1) / 2 * 780, W: 360, H: 780})
			return
		}
	}
	p.t.Fatalf("no button %d (%d) on scene %d: %v", act, index, v.Scene, labels(v))
}

func labels(v *flow.View) []string {
	var l []string
	for _, b := range v.Buttons {
		l = append(l, b.Label)
	}
	return l
}

// button returns the label of the button doing act, or "".
func button(v *flow.View, act flow.Action) string {
	for _, b := range v.Buttons {
		if b.Act == act {
			return b.Label
		}
	}
	return ""
}

var en = lang.Tag(0)

// TestARunOfTheDayReachesTheBoard plays the level of the day against the
// real server: its board card asks the server, a won run offers to be
// posted, a name is picked first, and the run is on the board under that
// name; offline, the post waits in the save and goes out when the game
// next starts with the server there; RACE THE BEST races the best run.
func TestARunOfTheDayReachesTheBoard(t *testing.T) {
	real := startBoard(t)
	dir := t.TempDir()

	// Offline first: the server is not there.
	dead := httptest.NewServer(http.NotFoundHandler())
	deadURL := dead.URL
	dead.Close()
	p := newPlayer(t, dir, deadURL)
	p.tap(flow.ActDaily, 0)
	v := p.until("the board's answer", func(v *flow.View) bool { return v.Board.Status == en.Text(lang.Offline) })
	if v.Scene != flow.Leaderboard {
		t.Fatalf("the title's level of the day with a board: scene %d, want its board", v.Scene)
	}
	for range 20 {
		p.step(flow.Command{})
	}
	if v = p.step(flow.Command{Confirm: true}); v.Scene != flow.Play || !v.DayRun {
		t.Fatalf("the confirm key on the board card: scene %d (day run %v), want the level of the day's run", v.Scene, v.DayRun)
	}
	v = p.until("the result card", func(v *flow.View) bool { return v.Scene == flow.Result })
	if v.Run.Outcome != world.Won {
		t.Fatalf("the bot lost level %d", v.LevelN)
	}
	v = p.step(flow.Command{}) // the card lays out its buttons
	if got := button(v, flow.ActPost); got != en.Text(lang.PickNameToPost) {
		t.Fatalf("the result card's post: %q, want %q", got, en.Text(lang.PickNameToPost))
	}
	p.tap(flow.ActPost, 0)
	if v = p.step(flow.Command{}); v.Scene != flow.Names || len(v.Buttons) != 5 {
		t.Fatalf("PICK A NAME TO POST: scene %d with %v, want the names card", v.Scene, labels(v))
	}
	name := v.Buttons[1].Label
	p.tap(flow.ActName, 2)
	v = p.until("the post's failure", func(v *flow.View) bool { return button(v, flow.ActPost) == en.Text(lang.PostLater) })
	if v.Scene != flow.Result || button(v, flow.ActNext) == "" {
		t.Fatalf("after the name: scene %d %v, want the result card again", v.Scene, labels(v))
	}
	p.s.Flush()

	// The next start, online: the run waiting in the save is posted with
	// no tap at all.
	p = newPlayer(t, dir, real.url)
	p.until("the queued post", func(*flow.View) bool {
		_, b := readBoard(t, real.url, "")
		return len(b.Entries) == 1
	})
	_, b := readBoard(t, real.url, "")
	if b.Entries[0].Name != name {
		t.Errorf("on the board: %+v, want the name picked, %q", b.Entries, name)
	}

	// A better run by someone else; RACE THE BEST races it.
	best, sc, err := dayrun.Record(boardDay, world.Skill{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (&board.Client{Base: real.url}).Post(context.Background(), rules.Post{Player: strings.Repeat("e", 32), Name: "Best", Day: dayrun.Date(boardDay), Run: best}); err != nil {
		t.Fatal(err)
	}
	p.tap(flow.ActDaily, 0)
	v = p.until("the board", func(v *flow.View) bool { return v.Board.Lines[1] != "" })
	if want := fmt.Sprintf("1. %s   %d", flow.Isolated("Best"), sc.Coins); v.Board.Lines[0] != want || !strings.HasPrefix(v.Board.Lines[1], "2. "+flow.Isolated(name)) || v.Board.You != en.Count(lang.YouRank, 2) {
		t.Errorf("the board card: %q, %q, want %q, then %s, and him second", v.Board.Lines, v.Board.You, want, name)
	}
	p.tap(flow.ActRaceBest, 0)
	v = p.until("the race", func(v *flow.View) bool { return v.Scene == flow.Play })
	var l struct {
		Ticks int    `json:"ticks"`
		Hash  string `json:"hash"`
	}
	json.Unmarshal(best, &l)
	v = p.until("the ghost at the best run's end", func(v *flow.View) bool { return v.Ghost != nil && v.Ghost.Tick >= l.Ticks })
	if got := fmt.Sprintf("%016x", p.s.GhostWorld().Hash()); v.Ghost.Tick != l.Ticks || got != l.Hash {
		t.Errorf("the ghost raced: at tick %d, state %s; the best run ends at %d, %s", v.Ghost.Tick, got, l.Ticks, l.Hash)
	}
	if v.GhostName != "Best" { // its label names whose run it is
		t.Errorf("the best run's ghost is named %q, want Best", v.GhostName)
	}

	// Online, with a name: one tap posts, and the card says where it ranks.
	p.until("the result card", func(v *flow.View) bool { return v.Scene == flow.Result })
	if v = p.step(flow.Command{}); button(v, flow.ActPost) != en.Text(lang.PostRun) {
		t.Fatalf("a won run of the day with a name picked: %v, want %q", labels(v), en.Text(lang.PostRun))
	}
	p.tap(flow.ActPost, 0)
	p.until("the post's answer", func(v *flow.View) bool { return button(v, flow.ActPost) == en.Count(lang.PostedRank, 2) })
}

// readBoard reads the day's board from the server.
func readBoard(t *testing.T, url, player string) (int, rules.Board) {
	t.Helper()
	b, err := (&board.Client{Base: url}).Board(context.Background(), boardDay, 10, player)
	if err != nil {
		t.Fatal(err)
	}
	return 200, b
}

// TestTheBoardsAddressIsHTTPSOnly holds the publisher's setting and the
// -board flag to https (http on this machine only), and a server set
// there is what the title's level of the day opens.
func TestTheBoardsAddressIsHTTPSOnly(t *testing.T) {
	for addr, ok := range map[string]bool{
		"": true, "https://board.example": true, "https://board.example/ropeman/": true, "http://127.0.0.1:8090": true, "http://localhost:1": true,
		"http://board.example": false, "https://": false, "ftp://board.example": false, "https://board.example/?x=1": false, "board.example": false,
	} {
		err := flow.BoardSettings{Server: addr}.Validate()
		if (err == nil) != ok || err != nil && !strings.Contains(err.Error(), "server") {
			t.Errorf("server %q: %v, want ok %v (an error naming the field)", addr, err, ok)
		}
		_, err = flow.New(flow.Config{Level: 1, BoardServer: addr})
		if (err == nil) != ok || err != nil && !strings.Contains(err.Error(), "-board") {
			t.Errorf("-board %q: %v, want ok %v (an error naming the flag)", addr, err, ok)
		}
	}
}

// TestTheBotsRunsAreNeverPosted: QA's bot sees the offer on its result
// card (the screens test lays it out), and a tap on it does nothing.
func TestTheBotsRunsAreNeverPosted(t *testing.T) {
	real := startBoard(t)
	dir := t.TempDir()
	st, progress, _ := save.Open(dir) // a name picked: only the bot's being the bot stops the post
	progress.Board = save.Board{Player: rules.NewPlayerID(), Name: "Kiro 42"}
	if err := st.Save(progress); err != nil {
		t.Fatal(err)
	}
	st.Flush()
	s, err := flow.New(flow.Config{Level: 1, Seed: 1, DataDir: dir, Ads: &ads.Simulated{}, BoardServer: real.url, Autoplay: true,
		DayLevel: true, Today: func() int { return boardDay }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Flush)
	p := &player{t: t, s: s}
	p.until("the result card", func(v *flow.View) bool { return v.Scene == flow.Result })
	p.step(flow.Command{})
	if got := button(s.View(), flow.ActPost); got == "" {
		t.Fatalf("the bot's won run of the day: %v, want the offer to post shown", labels(s.View()))
	}
	p.tap(flow.ActPost, 0)
	for range 200 {
		time.Sleep(time.Millisecond)
		p.step(flow.Command{})
	}
	if _, b := readBoard(t, real.url, ""); len(b.Entries) != 0 {
		t.Errorf("the bot's run is on the board: %+v", b.Entries)
	}
}

// TestAPostTheServerCannotTakeWaits: a server in trouble (a stand-in
// answering 503, counting its posts) is asked again after 10 s, then 20,
// then 40: four posts in 75 s of play, the run kept in the save; once it
// refuses the run (422), the run is dropped.
func TestAPostTheServerCannotTakeWaits(t *testing.T) {
	var posts atomic.Int32
	status := atomic.Int32{}
	status.Store(http.StatusServiceUnavailable)
	trouble := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			posts.Add(1)
		}
		w.WriteHeader(int(status.Load()))
		w.Write([]byte(`{"error":"trouble"}`))
	}))
	defer trouble.Close()
	dir := t.TempDir()
	st, progress, _ := save.Open(dir)
	progress.Board = save.Board{Player: rules.NewPlayerID(), Name: "Kiro 42", Queue: []save.Post{{Day: boardDay, Run: []byte(`{"format":1}`)}}}
	st.Save(progress)
	st.Flush()
	p := newPlayer(t, dir, trouble.URL)
	steps := func(n int) {
		for range n {
			p.step(flow.Command{})
			time.Sleep(200 * time.Microsecond) // the agent's answer comes within a tick or two
		}
	}
	steps(75 * 60)
	if got := posts.Load(); got != 4 {
		t.Errorf("%d posts in 75 s to a server in trouble, want 4 (at 0, 10, 30 and 70 s)", got)
	}
	status.Store(http.StatusUnprocessableEntity)
	steps(81 * 60) // the next try, at 150 s
	p.s.Flush()
	if _, progress, _ := save.Open(dir); len(progress.Board.Queue) != 0 || posts.Load() != 5 {
		t.Errorf("after the server refused it: %d posts, %d runs waiting; want 5 and none", posts.Load(), len(progress.Board.Queue))
	}
}

// TestTheCommandLinesRecordingOfTheDayIsRanked: what -screen daylevel
// -record writes (flow.Config's DayLevel and Record, the bot playing) is
// a run the real server replays and ranks: the day's level and seed, no
// upgrades, no lesson.
func TestTheCommandLinesRecordingOfTheDayIsRanked(t *testing.T) {
	real := startBoard(t)
	path := filepath.Join(t.TempDir(), "day.json")
	s, err := flow.New(flow.Config{Level: 3, Seed: 1, Ads: &ads.Simulated{}, Autoplay: true, BotSkill: world.Expert,
		DayLevel: true, Today: func() int { return boardDay }, Record: path})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 60*120 && s.View().Scene != flow.Result; i++ {
		if err := s.Step(flow.Command{}); err != nil {
			t.Fatal(err)
		}
	}
	s.Flush()
	rec, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	posted, err := (&board.Client{Base: real.url}).Post(context.Background(), rules.Post{Player: rules.NewPlayerID(), Name: "Kiro 42", Day: dayrun.Date(boardDay), Run: rec})
	if err != nil || posted.Kept != "ranked" || posted.Rank != 1 || posted.Score <= 0 {
		t.Fatalf("the command line's recording of the day, posted: %+v, %v", posted, err)
	}
}
