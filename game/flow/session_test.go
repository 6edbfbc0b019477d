package flow

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"ropeman/ads"
	"ropeman/game/board"
	"ropeman/game/lang"
	"ropeman/game/rules"
	"ropeman/game/save"
	"ropeman/game/world"
)

// newTestSession is level 1 with a simulated ad provider and a save in a
// temporary folder.
func newTestSession(t *testing.T, flags ads.SimFlags) (*Session, string) {
	t.Helper()
	dir := t.TempDir()
	sim := &ads.Simulated{Flags: flags}
	s, err := New(Config{Level: 1, Seed: 1, DataDir: dir, Ads: sim, Log: func(l string) { t.Log(l) }})
	if err != nil {
		t.Fatal(err)
	}
	s.ad.sim = sim
	t.Cleanup(s.Flush) // before the folder is removed
	jumpedBefore(s)
	return s, dir
}

// jumpedBefore makes s a player who has jumped before: no gap waits for
// his first jump (the tests that play a fall or a finish without input).
func jumpedBefore(s *Session) {
	s.progress.Settings.Jumped = true
	s.run.startRun(s.run.world.Level)
}

// until steps s with cmd (the bot's input when bot is set) until done
// holds, failing after limit ticks.
func until(t *testing.T, s *Session, what string, limit int, bot bool, done func() bool) {
	t.Helper()
	var b world.Bot
	for i := 0; i < limit; i++ {
		if done() {
			return
		}
		var cmd Command
		if bot {
			cmd.Input = b.Input(s.run.world)
		}
		if err := s.Step(cmd); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("%s: not after %d ticks (scene %d, outcome %v)", what, limit, s.scene, s.run.world.Outcome)
}

// tapCard steps cmd once the card on screen takes taps.
func tapCard(t *testing.T, s *Session, cmd Command) {
	t.Helper()
	until(t, s, "the card to take taps", inputGrace+2, false, func() bool { return s.sceneTick > inputGrace })
	if err := s.Step(cmd); err != nil {
		t.Fatal(err)
	}
}

// tapButton taps the centre of the card's button doing act, once the
// card takes taps.
func tapButton(t *testing.T, s *Session, act Action) {
	t.Helper()
	until(t, s, "the card to take taps", inputGrace+2, false, func() bool { return s.sceneTick > inputGrace })
	for i := 0; i < s.card.n; i++ {
		b := s.card.buttons[i]
		if b.Act == act {
			if err := s.Step(Command{Tap: true, X: (b.X0 + b.X1) / 2 * 360, Y: (b.Y0 + b.Y1) / 2 * 780, W: 360, H: 780}); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no %v button on the card (have %d buttons)", act, s.card.n)
}

// watchAd plays the simulated ad to its end and taps its close button.
func watchAd(t *testing.T, s *Session) {
	t.Helper()
	until(t, s, "the ad's close button", 60*10, false, func() bool {
		_, closable, ok := s.ad.sim.Showing()
		return ok && closable
	})
	if !s.ad.manager.Showing() {
		t.Fatal("the game is not paused under the ad")
	}
	frozen := s.run.world.Tick
	s.Step(Command{Tap: true, X: (CloseAdSlot.X0 + CloseAdSlot.X1) / 2 * 360, Y: (CloseAdSlot.Y0 + CloseAdSlot.Y1) / 2 * 780, W: 360, H: 780})
	if s.run.world.Tick != frozen {
		t.Error("the run moved on while the ad was up")
	}
	until(t, s, "the ad's outcome", 60*5, false, func() bool { return !s.ad.manager.Showing() })
}

func TestFailReviveFinishTripleCoins(t *testing.T) {
	s, dir := newTestSession(t, ads.SimFlags{Duplicate: true})
	tapCard(t, s, Command{Tap: true}) // title -> play
	// No input: he runs into the first gap.
	until(t, s, "the fall", 60*30, false, func() bool { return s.scene == Result })
	if s.run.world.Outcome != world.Lost {
		t.Fatalf("outcome %v, want lost", s.run.world.Outcome)
	}
	until(t, s, "the revive offer", 120, false, func() bool { return s.card.n == 2 && s.card.buttons[0].Act == ActRevive })
	tapButton(t, s, ActRevive)
	watchAd(t, s)
	if s.scene != Play || s.run.world.Outcome != world.Running {
		t.Fatalf("after the rewarded revive: scene %d, outcome %v; want play, running", s.scene, s.run.world.Outcome)
	}
	until(t, s, "the finish", 60*60, true, func() bool { return s.scene == Result })
	if s.run.world.Outcome != world.Won {
		t.Fatalf("revived run ended %v, want won", s.run.world.Outcome)
	}
	base := s.run.earned
	if base <= 0 || s.progress.Coins != base {
		t.Fatalf("win paid %d, wallet %d", base, s.progress.Coins)
	}
	until(t, s, "the x3 offer", 120, false, func() bool { return s.card.n == 2 && s.card.buttons[0].Act == ActTriple })
	tapButton(t, s, ActTriple)
	watchAd(t, s)               // the provider sends every event twice
	for i := 0; i < 60*3; i++ { // the duplicates arrive and are dropped
		s.Step(Command{})
	}
	want := base * 3 // the design's "x3 coins"
	if s.progress.Coins != want || s.run.earned != want {
		t.Errorf("after x3 with duplicate rewards: wallet %d, level paid %d; want %d once", s.progress.Coins, s.run.earned, want)
	}
	s.cards.result.layout()
	for i := 0; i < s.card.n; i++ {
		if s.card.buttons[i].Act == ActTriple {
			t.Error("the x3 offer is still there after it paid")
		}
	}
	s.Flush()
	check, saved, err := save.Open(dir)
	check.Flush()
	if err != nil || saved.Coins != want || saved.Level != 2 {
		t.Errorf("saved %+v (%v), want %d coins and level 2", saved, err, want)
	}
}

func TestDeclinedAdNeverBlocksPlay(t *testing.T) {
	for _, flags := range []ads.SimFlags{{CloseEarly: true}, {FailShow: true}, {NoFill: true}, {Silent: true}} {
		s, _ := newTestSession(t, flags)
		tapCard(t, s, Command{Tap: true})
		until(t, s, "the fall", 60*30, false, func() bool { return s.scene == Result })
		until(t, s, "the card", 120, false, func() bool { return s.card.n > 0 })
		// Every network that fills offers the ad; with no fill there is
		// nothing to offer. Either way he is not revived for nothing.
		if offered, want := s.card.n == 2, !flags.NoFill; offered != want {
			t.Errorf("%+v: REVIVE offered %v, want %v", flags, offered, want)
		}
		if s.card.n == 2 {
			tapButton(t, s, ActRevive)
			until(t, s, "the ad to end", 60*200, false, func() bool {
				if _, closable, ok := s.ad.sim.Showing(); ok && closable {
					s.ad.sim.Close()
				}
				return !s.ad.manager.Showing()
			})
		}
		for i := 0; i < 60; i++ { // a late event would land now
			s.Step(Command{})
		}
		if s.run.world.Outcome != world.Lost || s.scene != Result || s.run.revived {
			t.Errorf("%+v: an unearned ad revived him (scene %d, outcome %v)", flags, s.scene, s.run.world.Outcome)
		}
		tapButton(t, s, ActRetry)
		if s.scene != Play || s.run.world.Outcome != world.Running || s.run.world.Tick != 0 {
			t.Errorf("%+v: retry did not restart the run at once (scene %d)", flags, s.scene)
		}
	}
}

func TestSessionTickAllocatesNothing(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	s.board.agent = board.NewAgent(&board.Client{Base: "http://127.0.0.1:1"}) // polled every tick
	// The events on (their consent followed every tick, the run's start
	// and lessons recorded on it), kept in memory only: the queue's own
	// goroutine then allocates nothing between its sends, which are an
	// hour apart (AllocsPerRun counts every goroutine's).
	s.events.provider, s.events.every, s.dataDir = &catcher{}, time.Hour, ""
	tapCard(t, s, Command{Tap: true})
	if s.events.queue == nil {
		t.Fatal("the events are off")
	}
	var b world.Bot
	step := func() {
		s.Step(Command{Input: b.Input(s.run.world)})
	}
	for i := 0; i < 120; i++ { // ads load, buffers grow
		step()
	}
	if a := testing.AllocsPerRun(300, step); a != 0 {
		t.Errorf("a playing tick allocates %v times", a)
	}
	// The result card (buttons laid out every tick) allocates nothing either.
	s.run.world.Runner.S = s.run.world.Level.Finish - 0.1
	until(t, s, "the win card", 60*5, true, func() bool { return s.scene == Result })
	// The win's save is written on the store's own goroutine; its
	// allocations are not the tick's (AllocsPerRun counts the process's),
	// and on a loaded machine it is still writing here.
	s.Step(Command{})
	s.Flush()
	if a := testing.AllocsPerRun(30, func() { s.Step(Command{}) }); a != 0 {
		t.Errorf("a tick on the result card allocates %v times", a)
	}
}

func BenchmarkSessionTick(b *testing.B) {
	s, err := New(Config{Level: 1, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	s.goTo(Play)
	var bot world.Bot
	b.ReportAllocs()
	for b.Loop() {
		if s.scene != Play {
			s.run.startRun(s.run.world.Level)
			s.goTo(Play)
			bot = world.Bot{}
		}
		s.Step(Command{Input: bot.Input(s.run.world)})
	}
}

func TestConfirmTakesThePlainWayOn(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	tapCard(t, s, Command{Confirm: true})
	if s.scene != Play {
		t.Fatalf("confirm on the title: scene %d, want play", s.scene)
	}
	until(t, s, "the fall", 60*30, false, func() bool { return s.scene == Result })
	until(t, s, "the revive offer", 120, false, func() bool { return s.card.n == 2 })
	tapCard(t, s, Command{Confirm: true})
	if s.ad.manager.Showing() || s.scene != Play || s.run.world.Tick != 0 {
		t.Errorf("confirm on the fail card: ad showing %v, scene %d; want a retry, never the ad", s.ad.manager.Showing(), s.scene)
	}
}

// A player who starts offline gets REVIVE back once the network returns:
// loads keep trying, and a new run tries at once.
func TestReviveOfferedAgainAfterAnOfflineStart(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{NoFill: true})
	for i := 0; i < 60*60*5; i++ { // five minutes on the title card, offline
		s.Step(Command{})
	}
	tapCard(t, s, Command{Tap: true})
	until(t, s, "the first fall", 60*30, false, func() bool { return s.scene == Result })
	until(t, s, "the card", 120, false, func() bool { return s.card.n > 0 })
	if s.card.n != 1 {
		t.Fatalf("offline: %d buttons, want RETRY only", s.card.n)
	}
	s.ad.sim.Flags.NoFill = false // the network is back
	tapButton(t, s, ActRetry)
	tapCard(t, s, Command{Tap: true})
	until(t, s, "the second fall", 60*30, false, func() bool { return s.scene == Result })
	until(t, s, "the card", 120, false, func() bool { return s.card.n > 0 })
	if s.card.n != 2 || s.card.buttons[0].Act != ActRevive {
		t.Errorf("online again: %d buttons, want REVIVE offered", s.card.n)
	}
}

// Storage trouble reaches the player as a notice that a tap dismisses,
// without starting the game underneath.
func TestStorageNoticeShowsAndDismisses(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, save.FileName), []byte("garbage"), 0o644)
	s, err := New(Config{Level: 1, Seed: 1, DataDir: dir, Ads: &ads.Simulated{}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Flush)
	s.Step(Command{})
	if want := (&save.Problem{Kind: save.Reset}).Notice(lang.English); s.notice != want {
		t.Fatalf("notice %q, want the damaged-save notice %q", s.notice, want)
	}
	s.Step(Command{Tap: true, X: 180, Y: (NoticeSlot.Y0 + NoticeSlot.Y1) / 2 * 780, W: 360, H: 780})
	if s.notice != "" || s.scene != Title {
		t.Errorf("after a tap on the notice: notice %q, scene %d; want it gone and still the title", s.notice, s.scene)
	}
	for i := 0; i < 10; i++ {
		s.Step(Command{})
	}
	if s.notice != "" {
		t.Errorf("the same notice came back: %q", s.notice)
	}
}

// Coins and levels stay bounded however far a player gets.
func TestWinAtTheLastLevelStaysBounded(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	s.run.levelN = rules.MaxLevel
	s.progress.Coins = rules.MaxCoins - 1
	s.tuning.economy.CoinsPerMetre = 10_000
	s.run.startRun(s.run.world.Level) // paid as level MaxLevel with the richer table
	tapCard(t, s, Command{Tap: true})
	until(t, s, "the finish", 60*90, true, func() bool { return s.scene == Result })
	if s.run.world.Outcome != world.Won || s.progress.Level != rules.MaxLevel || s.progress.Coins != rules.MaxCoins {
		t.Errorf("after a win at level %d: %v, %+v; want the level and coins at their bounds", rules.MaxLevel, s.run.world.Outcome, s.progress)
	}
	if err := s.do(ActNext, 0); err != nil {
		t.Errorf("NEXT at the last level: %v", err)
	}
}

// TestTheBoardsCardsAllocateNothing: the day's board card with his name
// on its button, and a result card saying where his post ranks, lay out
// their buttons every tick without allocating.
func TestTheBoardsCardsAllocateNothing(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	s.board.agent = board.NewAgent(&board.Client{Base: "http://127.0.0.1:1"}) // nobody there: OFFLINE
	s.calendar.today = func() int { return 20_500 }
	s.progress.Board = save.Board{Player: rules.NewPlayerID(), Name: "Kiro 42"}
	s.back = Title
	s.goTo(Leaderboard)
	until(t, s, "the board's answer", 60*20, false, func() bool {
		time.Sleep(time.Millisecond)
		return !s.board.asking
	})
	if a := testing.AllocsPerRun(30, func() { s.Step(Command{}) }); a != 0 {
		t.Errorf("a tick on the board card allocates %v times", a)
	}
	s.goTo(Play)
	s.run.world.Runner.S = s.run.world.Level.Finish - 0.1
	until(t, s, "the win card", 60*5, true, func() bool { return s.scene == Result })
	s.Step(Command{})
	s.Flush()
	s.board.run, s.board.runDay = []byte(`{}`), 20_500
	s.board.setPost(postPosted, 3)
	if a := testing.AllocsPerRun(30, func() { s.Step(Command{}) }); a != 0 {
		t.Errorf("a tick on the result card saying ON THE BOARD: #3 allocates %v times", a)
	}
	if got := s.View().Buttons[len(s.View().Buttons)-1].Label; got != s.words.lang.Count(lang.PostedRank, 3) {
		t.Errorf("the post's button says %q", got)
	}
}

// The camera cuts to a revived runner once, then glides again: the view's
// cut flag is on for exactly one tick of the revive (left on, the camera
// would snap to him every tick after it), and never before.
func TestTheCameraCutsOnceAfterARevive(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	tapCard(t, s, Command{Tap: true})
	cuts := 0
	until(t, s, "the fall", 60*30, false, func() bool {
		if s.View().Cut {
			cuts++
		}
		return s.scene == Result
	})
	until(t, s, "the revive offer", 120, false, func() bool { return s.card.n == 2 && s.card.buttons[0].Act == ActRevive })
	tapButton(t, s, ActRevive)
	running := 0
	for i := 0; i < 60*15 && running < 120; i++ {
		var cmd Command
		if _, closable, ok := s.ad.sim.Showing(); ok && closable {
			cmd = Command{Tap: true, X: (CloseAdSlot.X0 + CloseAdSlot.X1) / 2 * 360, Y: (CloseAdSlot.Y0 + CloseAdSlot.Y1) / 2 * 780, W: 360, H: 780}
		}
		if err := s.Step(cmd); err != nil {
			t.Fatal(err)
		}
		if s.View().Cut {
			cuts++
		}
		if s.scene == Play && s.run.world.Outcome == world.Running {
			running++
		}
	}
	if running < 120 || cuts != 1 {
		t.Errorf("a revive: %d ticks running again, the camera cut %d times; want it running and one cut", running, cuts)
	}
}
