package stage

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// handClock is a Clock driven by hand. With fireStopped, a timer that was
// stopped still goes off, as a real one may when Stop races its firing:
// the Stage must find nothing due then.
type handClock struct {
	mu          sync.Mutex
	now         time.Duration
	timers      []*handTimer
	seq         int
	fireStopped bool
}

type handTimer struct {
	at            time.Duration
	seq           int
	f             func()
	stopped, done bool
}

func (c *handClock) Now() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *handClock) AfterFunc(d time.Duration, f func()) func() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.seq++
	t := &handTimer{at: c.now + d, seq: c.seq, f: f}
	c.timers = append(c.timers, t)
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		was := !t.done && !t.stopped
		t.stopped = true
		return was
	}
}

// next takes the earliest timer due by end, moving the clock to it.
func (c *handClock) next(end time.Duration) func() {
	c.mu.Lock()
	defer c.mu.Unlock()
	var first *handTimer
	for _, t := range c.timers {
		if t.done || (t.stopped && !c.fireStopped) || t.at > end {
			continue
		}
		if first == nil || t.at < first.at || (t.at == first.at && t.seq < first.seq) {
			first = t
		}
	}
	if first == nil {
		c.now = max(c.now, end)
		return nil
	}
	first.done = true
	c.now = max(c.now, first.at)
	return first.f
}

// phone is a scripted native side: its adapter plays an SDK (script),
// its view records what it is told, and Wake marks the main thread due.
type phone struct {
	name      string
	calls     []string // adapter and view calls, in order: "show 7", "cancel 7", "suspend", "save", "resume", …
	opensAct  bool
	savePolls int // GPUResourcesSaved answers false this many times after a save (-1: never)
	over      int // screens presented over the game
	script    func(p *phone, id int64)
	failShow  error
	failLoad  error
	failOpens error // AdOpensActivity's error
	woken     bool
	debug     bool
	resumed   bool // the rig resumed the view before its calls were cleared
}

func (p *phone) call(c string) { p.calls = append(p.calls, c) }

func (p *phone) StartSDK() error  { p.call("start"); return nil }
func (p *phone) Networks() string { return "admob,levelplay" }
func (p *phone) UseNetwork(name string) error {
	p.call("use " + name)
	if name != "admob" && name != "levelplay" {
		return fmt.Errorf("no adapter for %s", name)
	}
	return nil
}
func (p *phone) LoadAd(placement string) error {
	p.call("load " + placement)
	return p.failLoad
}
func (p *phone) ShowAd(placement string, id int64, user, data string) error {
	p.call(fmt.Sprintf("show %d %s %s", id, user, data))
	if p.failShow != nil {
		return p.failShow
	}
	if p.script != nil {
		p.script(p, id)
	}
	return nil
}
func (p *phone) CancelAd(id int64) error        { p.call(fmt.Sprintf("cancel %d", id)); return nil }
func (p *phone) ShowPrivacyOptions() error      { p.call("privacy"); return nil }
func (p *phone) DebugBuild() (bool, error)      { return p.debug, nil }
func (p *phone) Network() string                { return "admob" }
func (p *phone) AdOpensActivity() (bool, error) { return p.opensAct, p.failOpens }
func (p *phone) SuspendGame() error             { p.call("suspend"); return nil }
func (p *phone) SaveGPUResources() error        { p.call("save"); return nil }
func (p *phone) ResumeGame() error              { p.call("resume"); return nil }
func (p *phone) ScreensOverGame() (int, error)  { return p.over, nil }
func (p *phone) Wake() error                    { p.woken = true; return nil }
func (p *phone) GPUResourcesSaved() (bool, error) {
	switch {
	case p.savePolls == 0:
		return true, nil
	case p.savePolls > 0:
		p.savePolls--
	}
	return false, nil
}

// viewCalls are the calls made to the view, in order.
func (p *phone) viewCalls() []string {
	var v []string
	for _, c := range p.calls {
		if c == "suspend" || c == "save" || c == "resume" {
			v = append(v, c)
		}
	}
	return v
}

func (p *phone) count(prefix string) int {
	n := 0
	for _, c := range p.calls {
		if c == prefix || strings.HasPrefix(c, prefix+" ") {
			n++
		}
	}
	return n
}

// game records what the Stage reports, as ads.Native would queue it.
type game struct {
	mu     sync.Mutex
	events []string
}

func (g *game) add(s string) {
	g.mu.Lock()
	g.events = append(g.events, s)
	g.mu.Unlock()
}
func (g *game) Opened(id int64) { g.add(fmt.Sprintf("opened %d", id)) }
func (g *game) ShowFailed(id int64, code int, _ string) {
	g.add(fmt.Sprintf("showFailed %d %d", id, code))
}
func (g *game) Rewarded(id int64, t string, n int) { g.add(fmt.Sprintf("rewarded %d", id)) }
func (g *game) Closed(id int64)                    { g.add(fmt.Sprintf("closed %d", id)) }
func (g *game) LoadFailed(p string, code int, _ string) {
	g.add(fmt.Sprintf("loadFailed %s %d", p, code))
}

func (g *game) count(e string) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(slices.DeleteFunc(slices.Clone(g.events), func(x string) bool { return x != e }))
}

// terminals counts show id's terminal events.
func (g *game) terminals(id int64) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	n := 0
	for _, e := range g.events {
		if e == fmt.Sprintf("closed %d", id) || strings.HasPrefix(e, fmt.Sprintf("showFailed %d ", id)) {
			n++
		}
	}
	return n
}

const id = 4242424242

// rig is one app: a Stage, its phone and the game, the view resumed once
// by the activity's first onResume, the main thread run by hand.
type rig struct {
	t     testing.TB
	clock *handClock
	game  *game
	phone *phone
	stage *Stage
	later []func() // what the scripted SDK does when the clock reaches it
}

func newRig(t testing.TB, p *phone) *rig {
	r := &rig{t: t, clock: &handClock{}, game: &game{}, phone: p}
	r.stage = New(r.game, r.clock, func(s string) { t.Log(s) })
	r.stage.Attach(p)
	r.stage.ScreenShown()
	r.stage.GameResumed()
	r.stage.StartSDK()
	r.settle()
	p.calls, p.resumed = nil, true
	return r
}

// settle runs the main thread while it has been woken.
func (r *rig) settle() {
	for r.phone.woken {
		r.phone.woken = false
		r.stage.Wake()
	}
}

// after makes the scripted SDK report f after d (a Go timer of its own,
// as the SDK's threads are).
func (r *rig) after(d time.Duration, f func()) {
	r.clock.AfterFunc(d, f)
}

// runFor moves the clock on by d, firing every timer due on the way.
func (r *rig) runFor(d time.Duration) {
	end := r.clock.Now() + d
	r.settle()
	for f := r.clock.next(end); f != nil; f = r.clock.next(end) {
		f()
		r.settle()
	}
}

func (r *rig) show(showID int64) {
	r.stage.ShowAd("revive", showID, "user-1", "nonce")
	r.settle()
}

func (r *rig) check(ok bool, format string, args ...any) {
	r.t.Helper()
	if !ok {
		r.t.Errorf(format+"\n  game: %v\n  phone: %v", append(args, r.game.events, r.phone.calls)...)
	}
}

// running: the view was last told to resume and nothing covers it.
func (r *rig) running() bool {
	return viewRuns(r.phone) && !r.stage.view.covered
}

// ended checks the shared ending: one terminal event, the view resumed
// exactly once, the game running.
func (r *rig) ended(terminal string) {
	r.t.Helper()
	r.check(r.game.terminals(id) == 1, "want exactly one terminal event")
	r.check(r.game.count(terminal) == 1, "want the terminal event %q", terminal)
	r.check(r.phone.count("resume") == 1, "want the view resumed exactly once")
	r.check(r.running(), "want the game running at the end")
}

var errThrown = errors.New("RuntimeException: the SDK threw")
