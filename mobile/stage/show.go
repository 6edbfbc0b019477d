package stage

import (
	"fmt"
	"time"

	"ropeman/ads"
)

// The watchdog's limits and the wait for the GPU, in wall-clock time.
const (
	// OpenLimit: a show that has not appeared this long after it was
	// asked for fails.
	OpenLimit = 15 * time.Second
	// CloseLimit: an ad on screen this long without a close is closed,
	// counted while the player is in the app looking at it.
	CloseLimit = 150 * time.Second
	// GPUSaveLimit: the longest a show waits for the view to save its
	// GPU resources.
	GPUSaveLimit = time.Second
	// gpuSavePoll is how often it looks.
	gpuSavePoll = 16 * time.Millisecond
	// awayPoll is how often a closing ad looks whether the player has
	// left the store sheet over it.
	awayPoll = time.Second
)

const (
	reasonNotReady = int(ads.NotReady)
	reasonTimeout  = int(ads.Timeout)
	reasonInternal = int(ads.Internal)
)

// show is the state of the one show the Stage runs at a time.
type show struct {
	showing   int64 // the show covering the game; 0: none (request ids are never 0)
	opened    bool  // it is on screen
	lastEnded int64 // the show that ended last: its late reward still counts
	closeDue  bool  // the close limit passed while the player was away

	waiting   bool          // the show waits for the GPU resources to be saved
	asked     input         // what it waits to show
	waitSince time.Duration // since when
	pollAt    time.Duration // when it looks again

	armed    bool          // the watchdog is set
	deadline time.Duration // for then

	screens int  // screens of the app at the front (see ScreenShown)
	visible bool // some screen of the app is at the front
}

// begin starts show in: the game is covered, the watchdog armed, and the
// ad shown as soon as the view has saved what it must.
func (s *Stage) begin(in input) {
	if s.show.showing != 0 {
		// Go asks for a show only when none is in progress, so it has
		// already settled the old one: let that one go quietly.
		s.log(fmt.Sprintf("ads: show %d replaced by %d", s.show.showing, in.id))
		s.abandon(s.show.showing)
		s.end()
	}
	s.show.showing, s.show.opened = in.id, false
	opens, err := s.p.AdOpensActivity()
	if err != nil {
		s.try("opensActivity", err)
		opens = true // the safe guess: save before the ad
	}
	s.view.cover(s, opens)
	s.arm(OpenLimit)
	s.show.waiting, s.show.asked, s.show.waitSince = true, in, s.clock.Now()
	s.present()
}

// present shows the waiting ad once the view has saved its GPU
// resources, or once it has waited GPUSaveLimit for them.
func (s *Stage) present() {
	if !s.show.waiting {
		return
	}
	now := s.clock.Now()
	if !s.view.gpuSaved(s) && now-s.show.waitSince < GPUSaveLimit {
		s.show.pollAt = now + gpuSavePoll
		return
	}
	s.show.waiting = false
	in := s.show.asked
	if err := s.p.ShowAd(in.placement, in.id, in.user, in.data); err != nil {
		s.abandon(in.id)
		s.game.ShowFailed(in.id, reasonInternal, err.Error())
		s.end()
	}
}

// report applies an adapter's event: only those of the show in progress
// count, and a late reward of the show that ended last.
func (s *Stage) report(in input) {
	id := in.id
	switch {
	case in.kind == opened && id == s.show.showing && !s.show.opened:
		s.onScreen()
		s.game.Opened(id)
	case in.kind == rewarded && id != 0 && (id == s.show.showing || id == s.show.lastEnded):
		if id == s.show.showing && !s.show.opened {
			s.onScreen() // a reward proves the ad was seen
		}
		// Before or after the close, once or more: the game pays once.
		s.game.Rewarded(id, in.user, in.code)
	case in.kind == showFailed && id == s.show.showing:
		s.game.ShowFailed(id, in.code, in.data)
		s.end()
	case in.kind == closed && id == s.show.showing:
		s.game.Closed(id)
		s.end()
	default:
		s.log(fmt.Sprintf("ads: ignored %s for show %d", [...]string{opened: "opened", showFailed: "show failure", rewarded: "reward", closed: "close"}[in.kind], id))
	}
}

// onScreen: the ad is on screen; from now on only the close limit applies.
func (s *Stage) onScreen() {
	s.show.opened = true
	s.arm(CloseLimit)
}

// watchdog: the ad never appeared, never closed, or the player who was
// away may be back.
func (s *Stage) watchdog() {
	id := s.show.showing
	if id == 0 {
		return
	}
	if !s.show.opened {
		if s.view.adOnScreen(s) {
			// The adapter never said "opened", but the ad holds the
			// screen: wait for its close, as the game would.
			s.log(fmt.Sprintf("ads: ad %d on screen without \"opened\": waiting for its close", id))
			s.onScreen()
			return
		}
		s.abandon(id)
		s.game.ShowFailed(id, reasonTimeout, fmt.Sprintf("no answer from the ad network in %v", OpenLimit))
		s.end()
		return
	}
	if s.away() {
		// He left from the ad (its store page) and is not back: closing
		// it now would lose a reward its SDK reports on his return.
		s.show.closeDue = true
		if s.show.visible {
			s.arm(awayPoll) // a sheet over the ad, in the app: look again
		}
		return
	}
	if s.show.closeDue {
		s.show.closeDue = false
		s.arm(CloseLimit) // back: a whole limit from his return
		return
	}
	s.log(fmt.Sprintf("ads: ad %d still up after %v: closing it", id, CloseLimit))
	s.abandon(id)
	s.game.Closed(id)
	s.end()
}

// away reports whether the player is out of the ad: in another app (no
// screen of this one at the front), or in a sheet presented over the ad.
func (s *Stage) away() bool {
	return !s.show.visible || s.view.screensOver(s) >= 2
}

func (s *Stage) screenShown() {
	s.show.screens++
	s.show.visible = s.show.screens > 0
	if s.show.closeDue && s.show.showing != 0 && !s.show.armed {
		s.show.closeDue = false
		s.arm(CloseLimit) // a whole limit from his return
	}
}

func (s *Stage) screenHidden() {
	if s.show.screens > 0 {
		s.show.screens-- // a stop reported twice never counts below none
	}
	s.show.visible = s.show.screens > 0
}

// abandon tells the adapter the Stage has ended show id without it.
func (s *Stage) abandon(id int64) { s.try(fmt.Sprintf("cancel of show %d", id), s.p.CancelAd(id)) }

// end finishes the show in progress: the game is uncovered.
func (s *Stage) end() {
	s.show.armed, s.show.waiting, s.show.closeDue = false, false, false
	s.show.lastEnded, s.show.showing, s.show.opened = s.show.showing, 0, false
	s.view.uncover(s)
}
