package ads

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Verifier asks the publisher's server whether it has the ad network's
// server-to-server reward callback for a show. The network sends that
// callback with the show's nonce as its custom data (Outcome.Nonce), so
// the server can match the two (package ads/ssv is a reference server).
//
// Verify runs on a goroutine of its own; ctx ends after
// Config.VerifyTimeout. It answers true when the server confirms the
// reward, false with a nil error when the server rejects it, and an error
// when it cannot tell (no callback yet, no connection): then
// Config.GrantUnverified decides.
type Verifier interface {
	Verify(ctx context.Context, o Outcome) (bool, error)
}

// verifySlack is how much game time past VerifyTimeout the manager waits
// for a verifier that ignores its context before deciding without it.
const verifySlack = 2 * time.Second

var (
	errNoPrivacyForm = errors.New("ads: the provider has no privacy options form")
	errVerifyTimeout = errors.New("ads: the verifier did not answer")
)

// verdict is a verifier's answer for one show.
type verdict struct {
	request int64
	ok      bool
	err     error
}

// verify starts asking the verifier about the earned outcome o; the
// show stays current (the game paused) until judge or the backstop in
// showTimeouts decides it.
func (m *Manager) verify(o Outcome) {
	s := m.current
	s.verifying, s.verifyFrom, s.held = true, m.now, o
	go func(v Verifier, timeout time.Duration) {
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		ok, err := askVerifier(ctx, v, o)
		m.mu.Lock()
		m.verdicts = append(m.verdicts, verdict{request: o.Request, ok: ok, err: err})
		m.mu.Unlock()
	}(m.cfg.Verifier, m.cfg.VerifyTimeout)
}

// askVerifier calls v, turning a panic into an error: a publisher's
// verifier must not take the game down.
func askVerifier(ctx context.Context, v Verifier, o Outcome) (ok bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			ok, err = false, fmt.Errorf("ads: verifier panicked: %v", r)
		}
	}()
	return v.Verify(ctx, o)
}

// judge applies the verifier's answers that came in since the last Update.
func (m *Manager) judge() {
	if m.cfg.Verifier == nil {
		return // nothing is ever verified: no lock to take each tick
	}
	m.mu.Lock()
	m.verdicts, m.judged = m.judged[:0], m.verdicts
	m.mu.Unlock()
	for _, v := range m.judged {
		if s := m.current; s == nil || !s.verifying || s.req.ID != v.request {
			m.cfg.Log(fmt.Sprintf("ads: dropped the verifier's answer for request %d: its show was decided", v.request))
			continue
		}
		m.decide(v.ok, v.err)
	}
}

// decide ends the show being verified: a confirmed reward pays, a
// rejected one does not, and one the server could not confirm pays only
// with GrantUnverified.
func (m *Manager) decide(ok bool, err error) {
	o := m.current.held
	switch {
	case ok:
		o.Verified = true
	case err == nil:
		m.cfg.Log(fmt.Sprintf("ads: the server rejected the reward of request %d", o.Request))
		o.Result, o.Reason, o.Reward = NotEarned, Unverified, Reward{}
	case m.cfg.GrantUnverified:
		m.cfg.Log(fmt.Sprintf("ads: reward of request %d paid unverified: %v", o.Request, err))
	default:
		m.cfg.Log(fmt.Sprintf("ads: reward of request %d not paid, unverified: %v", o.Request, err))
		o.Result, o.Reason, o.Reward = NotEarned, Unverified, Reward{}
	}
	m.end(o)
}
