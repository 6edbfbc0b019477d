package ads

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"time"
)

// Result is how a show ended.
type Result uint8

const (
	// Earned: the player watched and gets the reward (for an
	// interstitial: it was shown).
	Earned Result = iota
	// NotEarned: the ad was closed before the reward.
	NotEarned
	// Failed: the ad could not be shown (Reason says why).
	Failed
)

func (r Result) String() string {
	return [...]string{"earned", "not earned", "failed"}[r]
}

// Outcome is the single end of one show. Nonce is the show's custom data
// (ShowRequest.CustomData), which the network also sends the publisher's
// server with its reward callback: the key that matches the two.
type Outcome struct {
	Request   int64
	Placement Placement
	Result    Result
	Reward    Reward // for Earned rewarded placements
	Reason    Reason // for Failed, or Unverified
	Nonce     string
	// Verified: the publisher's server confirmed the reward (only with a
	// Config.Verifier).
	Verified bool
}

// show is the show in progress.
type show struct {
	req       ShowRequest
	placement Placement
	started   time.Duration
	opened    bool // on screen: opened, or it rewarded or closed (so it was)
	openedAt  time.Duration
	closed    bool
	closedAt  time.Duration
	rewarded  bool
	reward    Reward
	inGame    bool // drawn by the game (Simulated): it ends with its provider

	verifying  bool // ended and earned: waiting for the publisher's server
	verifyFrom time.Duration
	held       Outcome // the outcome the verdict completes
}

// Ready reports whether an ad for p can be shown now (buttons offering an
// ad show only then).
func (m *Manager) Ready(p Placement) bool {
	if p >= placementCount || m.current != nil || !m.wanted(p) || !m.adsAllowed() {
		return false
	}
	return m.slots[p].state == ready && (p != Interstitial || m.interstitialAllowed())
}

// Showing reports whether a show is in progress: the game stays paused
// and muted while it is, and while its reward is being verified.
func (m *Manager) Showing() bool { return m.current != nil }

// Verifying reports whether the show has ended and its reward waits for
// the publisher's server (see Verifier).
func (m *Manager) Verifying() bool { return m.current != nil && m.current.verifying }

// Show starts showing the ad for p and returns the show's request id, or
// false if none is ready. Its Outcome comes from a later Update.
//
// Request ids are random, and events queued before the show started are
// applied (and dropped) first: a reward can only count for a show the
// provider heard of, never for one whose id it guessed in advance.
func (m *Manager) Show(p Placement) (int64, bool) {
	m.drain()
	if !m.Ready(p) {
		return 0, false
	}
	id := m.newRequestID()
	_, inGame := m.provider.(advancer)
	m.spare = show{req: ShowRequest{ID: id, UserID: m.cfg.UserID, CustomData: nonce()}, placement: p, started: m.now, inGame: inGame}
	m.current = &m.spare
	m.slots[p] = slot{} // used up: the next Update loads another
	if err := m.provider.Show(p, m.current.req); err != nil {
		m.cfg.Log(fmt.Sprintf("ads: show %s: %v", p, err))
		m.resolve(Failed, Internal)
	}
	return id, true
}

// newRequestID returns a random positive id, never 0 (the game's "none")
// nor the previous one.
func (m *Manager) newRequestID() int64 {
	for {
		var b [8]byte
		rand.Read(b[:]) // never fails (crypto/rand crashes the program instead)
		id := int64(binary.LittleEndian.Uint64(b[:]) >> 1)
		if id != 0 && id != m.lastID {
			m.lastID = id
			return id
		}
	}
}

// nonce returns 16 random bytes in hex: the show's custom data, which the
// ad network echoes to the publisher's server with the reward.
func nonce() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// applyShow changes the current show for one event, dropping what no
// longer applies.
func (m *Manager) applyShow(e Event) {
	s := m.current
	if s == nil || e.Request != s.req.ID || s.verifying {
		m.drop(e, "stale or unknown request")
		return
	}
	switch e.Kind {
	case Opened:
		if s.opened || s.closed {
			m.drop(e, "duplicate")
			return
		}
		s.opened, s.openedAt = true, m.now
	case ShowFailed:
		m.resolve(Failed, e.Reason) // after a reward: earned all the same
	case Rewarded:
		if s.rewarded {
			m.drop(e, "duplicate reward")
			return
		}
		s.rewarded, s.reward = true, e.Reward
		m.seen(s)
		if s.closed {
			m.resolve(Earned, NoReason) // a late reward within the grace
		}
	case Closed:
		if s.closed {
			m.drop(e, "duplicate close")
			return
		}
		m.seen(s)
		s.closed, s.closedAt = true, m.now
		if s.rewarded || !s.placement.Rewarded() {
			m.resolve(Earned, NoReason)
		}
		// Otherwise wait RewardGrace for a reward that comes after the
		// close (iOS mediation does this).
	default:
		m.drop(e, "unknown kind")
	}
}

// seen marks a show as on screen: a reward or a close proves it was, even
// when the provider never said "opened".
func (m *Manager) seen(s *show) {
	if !s.opened {
		s.opened, s.openedAt = true, m.now
	}
}

// showTimeouts ends a show the provider stopped answering.
func (m *Manager) showTimeouts() {
	s := m.current
	switch {
	case s == nil:
	case s.verifying:
		if m.now-s.verifyFrom >= m.cfg.VerifyTimeout+verifySlack {
			m.decide(false, errVerifyTimeout)
		}
	case s.closed && m.now-s.closedAt >= m.cfg.RewardGrace:
		m.resolve(NotEarned, NoReason)
	case !s.opened && m.now-s.started >= m.cfg.ShowTimeout:
		m.resolve(Failed, Timeout)
	case s.opened && !s.closed && m.now-s.openedAt >= m.cfg.CloseTimeout:
		m.resolve(Failed, Timeout) // after a reward: earned all the same
	}
}

// resolve ends the current show with its one outcome. A show that has
// rewarded is earned whatever ends it (a failure after the reward, a
// timeout, its provider switched away): the player watched it. With a
// Verifier, an earned reward waits for the publisher's server first.
func (m *Manager) resolve(r Result, reason Reason) {
	s := m.current
	if s.verifying {
		return // it has ended; the verdict decides
	}
	if s.rewarded {
		r, reason = Earned, NoReason
	}
	o := Outcome{Request: s.req.ID, Placement: s.placement, Result: r, Reason: reason, Nonce: s.req.CustomData}
	if r == Earned {
		o.Reward = s.reward
	}
	if r == Earned && s.placement.Rewarded() && m.cfg.Verifier != nil {
		m.verify(o)
		return
	}
	m.end(o)
}

// end makes o the current show's outcome.
func (m *Manager) end(o Outcome) {
	m.ended = append(m.ended, o)
	s := m.current
	m.current = nil
	m.anyShown, m.lastEnd, m.skipBreak = true, m.now, s.placement.Rewarded()
}
