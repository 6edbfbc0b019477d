package stage

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"
)

// threadedPhone is a phone whose SDK answers from goroutines of its own,
// whose main thread is a goroutine woken through a channel, as on a
// device: the Stage's calls into it come from that goroutine only.
type threadedPhone struct {
	phone
	wake chan struct{}
	sdk  sync.WaitGroup
	rng  *rand.Rand // main thread only
	s    *Stage
}

func (p *threadedPhone) Wake() error {
	select {
	case p.wake <- struct{}{}:
	default: // a wake is already pending
	}
	return nil
}

// ShowAd answers like a busy SDK: opened, rewarded and closed (or a
// failure, or nothing) from several goroutines, some twice, with events of
// other shows mixed in.
func (p *threadedPhone) ShowAd(placement string, id int64, user, data string) error {
	p.call(fmt.Sprintf("show %d", id))
	script := [][]func(){
		{func() { p.s.Opened(id) }, func() { p.s.Rewarded(id, "coins", 1) }, func() { p.s.Closed(id) }},
		{func() { p.s.Closed(id) }, func() { p.s.Rewarded(id, "coins", 1) }, func() { p.s.Closed(id) }},
		{func() { p.s.ShowFailed(id, reasonInternal, "no") }, func() { p.s.Opened(id) }},
		{func() { p.s.Rewarded(id-1, "coins", 1) }, func() { p.s.Closed(id + 1) }},
		{},
	}[p.rng.IntN(5)]
	for _, f := range script {
		p.sdk.Add(1)
		go func() { defer p.sdk.Done(); f() }()
	}
	return nil
}

// terminalGame tells the game's goroutine when a show has ended.
type terminalGame struct {
	game
	ended chan int64
}

func (g *terminalGame) ShowFailed(id int64, code int, m string) {
	g.game.ShowFailed(id, code, m)
	g.ended <- id
}

func (g *terminalGame) Closed(id int64) {
	g.game.Closed(id)
	g.ended <- id
}

// The Stage under real threads: the game asks for shows from its own
// goroutine, the SDK answers from many, the app's lifecycle and the
// clock move on others, the main thread runs what they queue. Run with
// -race (./build.sh test does): every show ends exactly once, no reward
// of a show never asked for reaches the game, and the game runs at the
// end.
func TestTheStageUnderThreads(t *testing.T) {
	const shows = 300
	clock := &handClock{}
	g := &terminalGame{ended: make(chan int64, 4)}
	p := &threadedPhone{wake: make(chan struct{}, 1), rng: rand.New(rand.NewPCG(1, 2))}
	s := New(g, clock, nil)
	p.s = s
	life := make(chan func())
	stop := make(chan struct{})
	var threads sync.WaitGroup

	threads.Add(1)
	go func() { // the main thread
		defer threads.Done()
		s.Attach(p)
		s.ScreenShown()
		s.GameResumed()
		for {
			select {
			case <-p.wake:
				s.Wake()
			case f := <-life:
				f()
			case <-stop:
				return
			}
		}
	}()
	threads.Add(2)
	go func() { // the app's lifecycle: the player leaves, pulls down the control centre, comes back
		defer threads.Done()
		rng := rand.New(rand.NewPCG(3, 4))
		for {
			f := []func(){s.GamePaused, s.GameResumed, s.ScreenHidden, s.ScreenShown}[rng.IntN(4)]
			select {
			case life <- f:
			case <-stop:
				return
			}
		}
	}()
	go func() { // wall-clock time, fast
		defer threads.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			for f := clock.next(clock.Now() + time.Second); f != nil; f = clock.next(clock.Now()) {
				f()
			}
		}
	}()

	for i := int64(1); i <= shows; i++ {
		s.ShowAd("revive", 1000*i, "user", "nonce")
		if got := <-g.ended; got != 1000*i {
			t.Fatalf("show %d: the first terminal event was for show %d", 1000*i, got)
		}
	}
	close(stop)
	threads.Wait()
	p.sdk.Wait()
	s.ScreenShown()
	s.GameResumed()
	s.Wake()
	close(g.ended) // a second terminal event now would panic on the closed channel

	for i := int64(1); i <= shows; i++ {
		if n := g.terminals(1000 * i); n != 1 {
			t.Errorf("show %d: %d terminal events, want 1", 1000*i, n)
		}
	}
	for _, e := range g.events {
		var showID int64
		if _, err := fmt.Sscanf(e, "rewarded %d", &showID); err == nil && (showID%1000 != 0 || showID < 1000 || showID > 1000*shows) {
			t.Errorf("a reward of show %d, which the game never asked for, reached it", showID)
		}
	}
	v := p.viewCalls()
	if len(v) == 0 || v[len(v)-1] != "resume" || s.view.covered {
		t.Errorf("the game does not run at the end: view calls end %v, covered %v", v[max(len(v)-3, 0):], s.view.covered)
	}
}
