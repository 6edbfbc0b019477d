package stage

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

const (
	reasonNoFill = 1 // ads.NoFill
	play         = 3 * time.Second
	earlyClose   = time.Second
)

// The debug adapter's behaviours (DebugRewardedAdapter.java/.swift), as
// an SDK that opens no Activity: each ends in one terminal event with the
// view suspended (never saved) and resumed once.
func TestEveryWayADebugShowEnds(t *testing.T) {
	opened := func(r *rig) func(*phone, int64) {
		return func(p *phone, id int64) { r.stage.Opened(id) }
	}
	cases := []struct {
		name     string
		script   func(r *rig) func(*phone, int64)
		throw    bool
		terminal string
		reward   bool
		endsAt   time.Duration
	}{
		{"reward then close", func(r *rig) func(*phone, int64) {
			return func(p *phone, id int64) {
				r.stage.Opened(id)
				r.after(play, func() { r.stage.Rewarded(id, "coins", 1); r.stage.Closed(id) })
			}
		}, false, fmt.Sprintf("closed %d", id), true, play},
		{"reward after close", func(r *rig) func(*phone, int64) {
			return func(p *phone, id int64) {
				r.stage.Opened(id)
				r.after(play, func() { r.stage.Closed(id); r.stage.Rewarded(id, "coins", 1) })
			}
		}, false, fmt.Sprintf("closed %d", id), true, play},
		{"closed early", func(r *rig) func(*phone, int64) {
			return func(p *phone, id int64) {
				r.stage.Opened(id)
				r.after(earlyClose, func() { r.stage.Closed(id) })
			}
		}, false, fmt.Sprintf("closed %d", id), false, earlyClose},
		{"show fails", func(r *rig) func(*phone, int64) {
			return func(p *phone, id int64) { r.stage.ShowFailed(id, reasonInternal, "debug: failed") }
		}, false, fmt.Sprintf("showFailed %d %d", id, reasonInternal), false, 0},
		{"show throws", nil, true, fmt.Sprintf("showFailed %d %d", id, reasonInternal), false, 0},
		{"never answers", func(r *rig) func(*phone, int64) { return nil }, false, fmt.Sprintf("showFailed %d %d", id, reasonTimeout), false, OpenLimit},
		{"never closes", opened, false, fmt.Sprintf("closed %d", id), false, CloseLimit},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := &phone{}
			r := newRig(t, p)
			if c.script != nil {
				p.script = c.script(r)
			}
			if c.throw {
				p.failShow = errThrown
			}
			r.show(id)
			if c.endsAt > 0 {
				r.runFor(c.endsAt - time.Millisecond)
				r.check(r.stage.view.covered && r.game.terminals(id) == 0 && p.count("resume") == 0, "covered until %v", c.endsAt)
				r.check(slices.Equal(p.viewCalls(), []string{"suspend"}), "suspended, GPU resources not saved (no Activity): %v", p.viewCalls())
			}
			r.runFor(CloseLimit + OpenLimit + 10*time.Second)
			r.ended(c.terminal)
			want := 0
			if c.reward {
				want = 1
			}
			r.check(r.game.count(fmt.Sprintf("rewarded %d", id)) == want, "rewards forwarded: want %d", want)
		})
	}
}

// An ad in an Activity of its own, as every real network shows them: the
// view saves its GPU resources first, the surface pauses with the
// activity, and whichever of the close and the activity's return comes
// last resumes the game.
func TestAnActivityAdResumesTheGameOnce(t *testing.T) {
	for _, closeFirst := range []bool{true, false} {
		t.Run(fmt.Sprintf("closed before the activity resumes: %v", closeFirst), func(t *testing.T) {
			p := &phone{opensAct: true}
			r := newRig(t, p)
			r.show(id)
			r.check(slices.Equal(p.viewCalls(), []string{"save"}), "GPU resources saved before the Activity")
			r.stage.GamePaused() // the ad's Activity takes the screen
			r.stage.Opened(id)
			r.stage.Rewarded(id, "coins", 1)
			r.runFor(30 * time.Second) // past the open limit: an opened ad is not failed at it
			if closeFirst {
				r.stage.Closed(id)
				r.settle()
				r.check(p.count("resume") == 0, "not resumed while the activity is in the background")
				r.stage.GameResumed()
			} else {
				r.stage.GameResumed()
				r.check(p.count("resume") == 0, "not resumed while the ad still covers the game")
				r.stage.Closed(id)
				r.settle()
			}
			r.check(slices.Contains(p.viewCalls(), "suspend"), "the surface paused with the activity")
			r.ended(fmt.Sprintf("closed %d", id))
			r.check(r.game.count(fmt.Sprintf("rewarded %d", id)) == 1, "reward forwarded")
		})
	}
	t.Run("display failed", func(t *testing.T) {
		p := &phone{opensAct: true}
		r := newRig(t, p)
		r.show(id)
		r.stage.ShowFailed(id, reasonNotReady, "display failed")
		r.settle()
		r.ended(fmt.Sprintf("showFailed %d %d", id, reasonNotReady))
	})
}

// A timer the Stage stopped that goes off anyway (Stop raced it) changes
// nothing: the open limit of a show that opened must not close it at 15 s.
func TestAStoppedTimerThatFiresAnywayDoesNothing(t *testing.T) {
	p := &phone{opensAct: true}
	r := newRig(t, p)
	r.clock.fireStopped = true
	r.show(id)
	r.runFor(5 * time.Second)
	r.stage.Opened(id)
	r.runFor(OpenLimit + 10*time.Second)
	r.check(r.game.terminals(id) == 0 && p.count("cancel") == 0, "an ad opened at 5 s still up at 30 s")
	r.stage.Rewarded(id, "coins", 1)
	r.stage.Closed(id)
	r.settle()
	r.ended(fmt.Sprintf("closed %d", id))
	r.check(r.game.count(fmt.Sprintf("rewarded %d", id)) == 1, "its reward paid")
}

// An SDK that repeats itself and reports for shows it never had.
func TestANoisyAdapterIsSortedOut(t *testing.T) {
	p := &phone{opensAct: true}
	r := newRig(t, p)
	r.show(id)
	r.stage.Rewarded(id+1, "coins", 1) // another show's
	r.stage.Closed(id + 1)
	r.stage.Rewarded(0, "coins", 1)
	r.stage.Opened(id)
	r.stage.Opened(id)
	r.stage.Closed(id)
	r.stage.Closed(id)
	r.stage.ShowFailed(id, reasonInternal, "after the close")
	r.stage.Rewarded(id, "coins", 1) // after the close: still forwarded (the game's grace decides)
	r.runFor(2 * CloseLimit)
	r.stage.GameResumed()
	r.ended(fmt.Sprintf("closed %d", id))
	r.check(r.game.count(fmt.Sprintf("opened %d", id)) == 1, "one opened")
	r.check(r.game.count(fmt.Sprintf("rewarded %d", id+1)) == 0 && r.game.count(fmt.Sprintf("closed %d", id+1)) == 0 &&
		r.game.count("rewarded 0") == 0, "nothing for a show it never had")
	r.check(r.game.count(fmt.Sprintf("rewarded %d", id)) == 1, "the late reward forwarded")
}

func TestLoads(t *testing.T) {
	p := &phone{failLoad: errThrown}
	r := newRig(t, p)
	r.stage.LoadAd("revive")
	r.check(p.count("load") == 0, "the load waits for the main thread")
	r.settle()
	r.check(p.count("load revive") == 1, "the adapter loads on the main thread")
	r.check(r.game.count(fmt.Sprintf("loadFailed revive %d", reasonInternal)) == 1, "a load that throws becomes a failed load")
	r.stage.ShowPrivacyOptions()
	r.settle()
	r.check(p.count("privacy") == 1, "privacy options reach the adapter")
}

// The ad waits for the view to save its GPU resources, and not forever.
func TestTheShowWaitsForTheGPUSave(t *testing.T) {
	for _, polls := range []int{5, -1} {
		t.Run(fmt.Sprintf("%d polls", polls), func(t *testing.T) {
			p := &phone{opensAct: true}
			r := newRig(t, p)
			p.savePolls = polls
			r.show(id)
			r.check(p.count("show") == 0, "no show before the resources are saved")
			if polls < 0 {
				r.runFor(GPUSaveLimit - 50*time.Millisecond)
				r.check(p.count("show") == 0, "a save that never ends: no show before the limit")
			} else {
				r.runFor(time.Duration(polls+1) * gpuSavePoll)
				r.check(p.count("show") == 1, "shown once saved")
			}
			r.runFor(100 * time.Millisecond)
			r.check(p.count("show") == 1, "shown by the limit, once")
		})
	}
}

// The open rule: a reward or a close proves the ad was on screen, and so
// does the ad taking the screen; the open watchdog fails only a show that
// shows no sign of life, and tells the adapter.
func TestTheOpenRule(t *testing.T) {
	t.Run("no opened, the game's activity paused under the ad", func(t *testing.T) {
		p := &phone{opensAct: true}
		r := newRig(t, p)
		r.show(id)
		r.stage.GamePaused()
		r.runFor(OpenLimit + 20*time.Second)
		r.check(r.game.terminals(id) == 0 && p.count("cancel") == 0, "not failed at the open limit")
		r.stage.Rewarded(id, "coins", 1)
		r.stage.Closed(id)
		r.settle()
		r.stage.GameResumed()
		r.ended(fmt.Sprintf("closed %d", id))
		r.check(r.game.count(fmt.Sprintf("rewarded %d", id)) == 1, "reward forwarded")
	})
	t.Run("no opened, a screen presented over the game (iOS)", func(t *testing.T) {
		p := &phone{}
		r := newRig(t, p)
		r.show(id)
		p.over = 1
		r.runFor(OpenLimit + 20*time.Second)
		r.check(r.game.terminals(id) == 0, "not failed at the open limit")
		p.over = 0
		r.stage.Closed(id)
		r.settle()
		r.ended(fmt.Sprintf("closed %d", id))
	})
	t.Run("a reward before the open limit, the close after it", func(t *testing.T) {
		p := &phone{opensAct: true}
		r := newRig(t, p)
		r.show(id)
		r.runFor(5 * time.Second)
		r.stage.Rewarded(id, "coins", 1)
		r.runFor(OpenLimit)
		r.stage.Closed(id)
		r.settle()
		r.ended(fmt.Sprintf("closed %d", id))
		r.check(r.game.count(fmt.Sprintf("rewarded %d", id)) == 1 && p.count("cancel") == 0, "paid, never cancelled")
	})
	t.Run("no sign of life", func(t *testing.T) {
		p := &phone{opensAct: true}
		r := newRig(t, p)
		r.show(id)
		// The design's limit, written out rather than read from OpenLimit:
		// 14.999 s still waits, 15 s fails (16 s or 60 s would fail here).
		r.runFor(15*time.Second - time.Millisecond)
		r.check(r.game.terminals(id) == 0, "not failed before 15 s")
		r.runFor(time.Millisecond)
		r.ended(fmt.Sprintf("showFailed %d %d", id, reasonTimeout))
		r.check(p.count(fmt.Sprintf("cancel %d", id)) == 1, "the adapter is told (cancel)")
		r.show(id + 1)
		r.show(id + 2)
		r.check(p.count(fmt.Sprintf("cancel %d", id+1)) == 1, "a show replaced before its end is cancelled")
	})
}

// The activity is recreated mid-show (Android killed it behind the ad's
// Activity): the Stage takes the new activity's side, keeps the new view
// covered until the show ends, and the old show's reward and close reach
// the game under its id.
func TestAnActivityRecreatedMidShow(t *testing.T) {
	first := &phone{opensAct: true}
	r := newRig(t, first)
	r.show(id)
	r.stage.GamePaused()
	r.stage.Opened(id)
	r.runFor(10 * time.Second)
	second := &phone{opensAct: true}
	r.stage.Attach(second)
	r.phone = second
	r.stage.StartSDK()
	r.settle()
	r.stage.GameResumed()
	r.check(second.count("start") == 1 && second.count("resume") == 0 && r.stage.view.covered, "the new view stays paused under the ad")
	r.stage.Rewarded(id, "coins", 1)
	r.stage.Closed(id)
	r.settle()
	r.check(r.game.count(fmt.Sprintf("rewarded %d", id)) == 1 && r.game.terminals(id) == 1, "reward and close reach the game")
	r.check(slices.Equal(second.viewCalls(), []string{"resume"}), "the new view resumes after the close: %v", second.viewCalls())
}

// Before any adapter is attached no show can begin, and the game hears so.
func TestNothingAttached(t *testing.T) {
	g := &game{}
	s := New(g, &handClock{}, func(s string) { t.Log(s) })
	s.ShowAd("revive", id, "u", "n")
	s.LoadAd("revive")
	s.Wake()
	if g.terminals(id) != 1 || g.count(fmt.Sprintf("loadFailed revive %d", reasonNotReady)) != 1 {
		t.Errorf("want a failed show and load, got %v", g.events)
	}
	if d, err := s.DebugBuild(); d || err != nil {
		t.Errorf("DebugBuild with nothing attached = %v, %v; want a release", d, err)
	}
}

// The player follows the ad to its store page and comes back minutes
// later: while he is away the close limit waits, and the reward the SDK
// reports on his return is paid. Back in the app, an ad that still never
// closes is closed a whole limit after his return.
func TestTheCloseLimitWaitsForThePlayer(t *testing.T) {
	t.Run("another app", func(t *testing.T) {
		p := &phone{opensAct: true}
		r := newRig(t, p)
		r.show(id)
		r.stage.GamePaused()
		r.stage.Opened(id)
		r.runFor(20 * time.Second)
		r.stage.ScreenHidden() // the store's app takes the screen
		r.runFor(3 * CloseLimit)
		r.check(r.game.terminals(id) == 0 && p.count("cancel") == 0 && r.stage.view.covered, "the ad stays the player's while he is away")
		r.stage.ScreenShown()
		r.runFor(CloseLimit - time.Millisecond)
		r.check(r.game.terminals(id) == 0, "not closed before a whole limit after his return")
		r.stage.Rewarded(id, "coins", 1)
		r.stage.Closed(id)
		r.settle()
		r.stage.GameResumed()
		r.ended(fmt.Sprintf("closed %d", id))
		r.check(slices.Index(r.game.events, fmt.Sprintf("rewarded %d", id)) < slices.Index(r.game.events, fmt.Sprintf("closed %d", id)), "the reward reaches the game before the close")
	})
	t.Run("back, the ad never closes", func(t *testing.T) {
		p := &phone{opensAct: true}
		r := newRig(t, p)
		r.show(id)
		r.stage.GamePaused()
		r.stage.Opened(id)
		r.stage.ScreenHidden()
		r.runFor(CloseLimit + 5*time.Second)
		r.stage.ScreenShown()
		r.runFor(CloseLimit - time.Millisecond)
		r.check(r.game.terminals(id) == 0, "not closed before a whole limit after his return")
		r.runFor(time.Millisecond)
		r.stage.GameResumed()
		r.ended(fmt.Sprintf("closed %d", id))
		r.check(p.count(fmt.Sprintf("cancel %d", id)) == 1, "the adapter is told")
	})
	t.Run("a store sheet over the ad (iOS)", func(t *testing.T) {
		p := &phone{}
		r := newRig(t, p)
		r.show(id)
		r.stage.Opened(id)
		p.over = 1
		r.runFor(30 * time.Second)
		p.over = 2 // the App Store sheet over the ad
		r.runFor(4 * CloseLimit)
		r.check(r.game.terminals(id) == 0, "the ad stays the player's while the sheet is up")
		p.over = 1
		r.runFor(awayPoll + CloseLimit - 2*time.Second)
		r.check(r.game.terminals(id) == 0, "not closed before a whole limit after the sheet went")
		r.runFor(2 * time.Second)
		r.ended(fmt.Sprintf("closed %d", id))
	})
	t.Run("in the app all along", func(t *testing.T) {
		p := &phone{}
		r := newRig(t, p)
		r.show(id)
		r.stage.Opened(id)
		r.runFor(CloseLimit - time.Millisecond)
		r.check(r.game.terminals(id) == 0, "not closed before the limit")
		r.runFor(time.Millisecond)
		r.ended(fmt.Sprintf("closed %d", id))
	})
}

// The app's screens are counted over every activity: visible while any is
// started, away once all stopped, and a stop reported twice never counts
// below none.
func TestTheAppsScreensAreCounted(t *testing.T) {
	p := &phone{}
	r := newRig(t, p)      // the game's activity started
	r.stage.ScreenShown()  // the ad SDK's
	r.stage.ScreenHidden() // the game's, under the ad's
	r.check(r.stage.show.visible, "visible while the ad's activity is started")
	r.stage.ScreenHidden() // the player followed the ad to its store page
	r.check(!r.stage.show.visible, "away once every activity stopped")
	r.stage.ScreenHidden()
	r.stage.ScreenShown()
	r.check(r.stage.show.visible, "visible again when one activity starts")
}

// A native call that calls back into the Stage at once (an adapter that
// fails inside show, a view that reports its pause) neither deadlocks nor
// loses the call.
func TestCallsBackFromInsideANativeCall(t *testing.T) {
	p := &phone{opensAct: true}
	r := newRig(t, p)
	p.script = func(p *phone, showID int64) {
		r.stage.ShowFailed(showID, reasonNotReady, "inline")
		r.stage.GamePaused()
		r.stage.GameResumed()
	}
	r.show(id)
	r.check(r.game.terminals(id) == 1 && r.game.count(fmt.Sprintf("showFailed %d %d", id, reasonNotReady)) == 1, "the inline failure ends the show once")
	r.check(slices.Equal(p.viewCalls(), []string{"save", "resume", "suspend", "resume"}), "the view saved, resumed at the failure, paused and resumed with the activity: %v", p.viewCalls())
	r.check(r.running(), "the game runs at the end")
}

// BenchmarkAShow runs one show's life on the main thread: asked for,
// opened, rewarded, closed, each queued from another thread and run by a
// wake, as on a phone (an ad every minute or so: its cost is not a
// frame's, but it should stay small).
func BenchmarkAShow(b *testing.B) {
	p := &phone{}
	r := newRig(b, p)
	b.ReportAllocs()
	for i := range b.N {
		showID := int64(i + 1)
		r.stage.ShowAd("revive", showID, "u", "n")
		r.settle()
		r.stage.Opened(showID)
		r.stage.Rewarded(showID, "coins", 1)
		r.stage.Closed(showID)
		r.settle()
		p.calls = p.calls[:0]
	}
}

// A cohort moved onto another network the app registered: on the main
// thread, the app's adapter for it takes over and starts its SDK (its
// consent flow first); a network the app has no adapter for is refused
// there, said in the log, and nothing is started.
func TestUseNetworkStartsItsSDK(t *testing.T) {
	p := &phone{}
	r := newRig(t, p)
	p.calls = nil
	if got := r.stage.Networks(); got != "admob,levelplay" {
		t.Errorf("networks %q", got)
	}
	r.stage.UseNetwork("levelplay")
	r.settle()
	r.stage.UseNetwork("max")
	r.settle()
	if got := strings.Join(p.calls, ", "); got != "use levelplay, start, use max" {
		t.Errorf("the phone was asked: %s; want levelplay used and started, max refused and not started", got)
	}
}

// An adapter that cannot say whether its ad opens an Activity (its check
// throws) is taken to open one: the view saves its GPU resources before
// the ad, as for a real network's, and the show goes on; the failure is
// said in the log.
func TestAnActivityCheckThatThrowsStillSavesTheGPU(t *testing.T) {
	p := &phone{opensAct: false, failOpens: errors.New("the adapter threw")}
	r := newRig(t, p)
	r.show(id)
	r.check(slices.Equal(p.viewCalls(), []string{"save"}), "the view saved before the ad: %v", p.viewCalls())
	r.check(p.count(fmt.Sprintf("show %d", id)) == 1, "the ad shown: %v", p.calls)
}
