package ads

import (
	"fmt"
	"time"
)

// A slot keeps one placement's ad loaded. A failed load is tried again
// after Backoff, for as long as the game offers the placement: no fill
// and lost connections are normal on phones, and a player who starts
// offline must see REVIVE again once the network is back. Nothing ever
// gives up for good.
type slot struct {
	state    slotState
	failures int           // failed loads in a row
	since    time.Duration // when the load started, or when to retry
}

type slotState uint8

const (
	idle    slotState = iota // wants a load
	loading                  // waiting for Loaded or LoadFailed
	ready                    // an ad is loaded
	backoff                  // waiting to retry a failed load
)

// Load is a load the manager asked of its provider (Filled false), or
// one the provider filled (Filled true): the fill rate's two counts.
type Load struct {
	Placement Placement
	Filled    bool
}

// Loads returns the loads the last Update asked for and those it saw
// filled (read only, until the next Update).
func (m *Manager) Loads() []Load { return m.loadsOut }

// Backoff is the wait before load attempt n+1 after n failures in a row:
// 2^n seconds, at most 64 s (AppLovin's documented schedule).
func Backoff(failures int) time.Duration {
	return time.Duration(1<<min(6, max(1, failures))) * time.Second
}

// Retry makes placements waiting out a backoff load now (call it at
// natural moments: a level starting, the app coming back to the front,
// when the network may well be back).
func (m *Manager) Retry() {
	for i := range m.slots {
		if m.slots[i].state == backoff {
			m.slots[i] = slot{}
		}
	}
}

func (m *Manager) applyLoad(e Event) {
	if e.Placement >= placementCount {
		m.drop(e, "unknown placement")
		return
	}
	sl := &m.slots[e.Placement]
	if e.Kind == Expired {
		if sl.state != ready {
			m.drop(e, "no ad loaded")
			return
		}
		*sl = slot{} // the next preload asks for a fresh one
		return
	}
	if sl.state != loading {
		m.drop(e, "no load in progress")
		return
	}
	if e.Kind == Loaded {
		m.loads = append(m.loads, Load{Placement: e.Placement, Filled: true})
		if sl.failures > 0 {
			m.cfg.Log(fmt.Sprintf("ads: %s loaded after %d failed loads", e.Placement, sl.failures))
		}
		*sl = slot{state: ready}
		return
	}
	m.loadFailed(e.Placement, e.Reason)
}

func (m *Manager) loadFailed(p Placement, r Reason) {
	sl := &m.slots[p]
	sl.failures++
	// No fill is normal; anything else is worth one line per streak.
	if r != NoFill && sl.failures == 1 {
		m.cfg.Log(fmt.Sprintf("ads: load %s failed (%s); retrying with backoff", p, r))
	}
	sl.state, sl.since = backoff, m.now+Backoff(sl.failures)
}

// loadTimeouts fails loads the provider stopped answering.
func (m *Manager) loadTimeouts() {
	for p := range m.slots {
		if sl := &m.slots[p]; sl.state == loading && m.now-sl.since >= m.cfg.LoadTimeout {
			m.loadFailed(Placement(p), Timeout)
		}
	}
}

// preload starts loads for placements that want one, once consent allows.
func (m *Manager) preload() {
	m.awaitConsent()
	if !m.adsAllowed() {
		return
	}
	for i := range m.slots {
		p, sl := Placement(i), &m.slots[i]
		if !m.wanted(p) || !(sl.state == idle || (sl.state == backoff && m.now >= sl.since)) {
			continue
		}
		sl.state, sl.since = loading, m.now
		m.loads = append(m.loads, Load{Placement: p})
		if err := m.provider.Load(p); err != nil {
			m.cfg.Log(fmt.Sprintf("ads: load %s: %v", p, err))
			m.loadFailed(p, Internal)
		}
	}
}
