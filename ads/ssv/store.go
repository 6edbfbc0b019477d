package ssv

import (
	"sync"
	"time"
)

// Grant is one reward a network confirmed.
type Grant struct {
	Network       string // "admob" or "max"
	TransactionID string // the network's id for the reward: a retry repeats it
	UserID        string
	Nonce         string // the show's custom data (ads.Outcome.Nonce)
	RewardItem    string
	RewardAmount  int
	At            time.Time // when this server recorded it
}

// Store keeps the grants. Record is idempotent per network and
// transaction (a network retries a callback it got no 200 for), and keeps
// one grant per show: a second transaction naming the same show's nonce,
// from any network, grants nothing.
type Store interface {
	// Record keeps g and reports whether it is new: false for a retry,
	// and for another grant of a show that has one.
	Record(g Grant) (fresh bool, err error)
	// Lookup returns the grant of the show with nonce, if any.
	Lookup(nonce string) (Grant, bool, error)
}

// Memory is a Store in memory, for tests and a single server process; a
// publisher with several servers puts the grants in their database.
type Memory struct {
	mu      sync.Mutex
	byTx    map[string]bool
	byNonce map[string]Grant
}

// Record implements Store.
func (m *Memory) Record(g Grant) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.byTx == nil {
		m.byTx, m.byNonce = map[string]bool{}, map[string]Grant{}
	}
	tx := g.Network + "/" + g.TransactionID
	if _, shown := m.byNonce[g.Nonce]; m.byTx[tx] || g.Nonce != "" && shown {
		return false, nil
	}
	m.byTx[tx] = true
	if g.Nonce != "" {
		m.byNonce[g.Nonce] = g
	}
	return true, nil
}

// Lookup implements Store.
func (m *Memory) Lookup(nonce string) (Grant, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	g, ok := m.byNonce[nonce]
	return g, ok, nil
}
