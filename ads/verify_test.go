package ads

import (
	"context"
	"errors"
	"testing"
	"time"
)

// answer is what a scripted verifier says.
type answer struct {
	ok  bool
	err error
}

// scripted is a Verifier the test answers by hand; hang ignores its
// context and never answers (a verifier that misbehaves).
type scripted struct {
	asked   chan Outcome
	answers chan answer
	hang    bool
	panics  bool
}

func newScripted() *scripted {
	return &scripted{asked: make(chan Outcome, 4), answers: make(chan answer, 4)}
}

func (v *scripted) Verify(ctx context.Context, o Outcome) (bool, error) {
	v.asked <- o
	if v.panics {
		panic("the publisher's verifier broke")
	}
	if v.hang {
		select {} // never returns
	}
	select {
	case a := <-v.answers:
		return a.ok, a.err
	case <-ctx.Done():
		return false, ctx.Err()
	}
}

// earnedShow plays a revive to its reward and close on a rig with v.
func earnedShow(t *testing.T, v Verifier, grant bool) (*rig, int64) {
	r := newRig(t, Config{Verifier: v, GrantUnverified: grant, VerifyTimeout: 5 * time.Second})
	id := r.show(Revive)
	r.m.Post(Event{Kind: Opened, Request: id})
	r.m.Post(Event{Kind: Rewarded, Request: id, Reward: Reward{Type: "revive", Amount: 1}})
	r.m.Post(Event{Kind: Closed, Request: id})
	r.tick(frame)
	return r, id
}

// settle ticks until the manager returns an outcome (the verifier answers
// on its own goroutine), for at most a few seconds of wall time.
func (r *rig) settle() {
	for i := 0; i < 500 && len(r.got) == 0; i++ {
		time.Sleep(10 * time.Millisecond)
		r.tick(0)
	}
}

func TestVerifiedRewardWaitsForTheServer(t *testing.T) {
	v := newScripted()
	r, id := earnedShow(t, v, false)
	asked := <-v.asked
	if asked.Request != id || asked.Nonce == "" || asked.Result != Earned || asked.Reward.Amount != 1 {
		t.Fatalf("the verifier was asked about %+v", asked)
	}
	r.run(time.Second)
	if len(r.got) != 0 || !r.m.Showing() || !r.m.Verifying() || r.m.Ready(TripleCoins) {
		t.Fatalf("before the server answered: outcomes %+v, showing %v, verifying %v", r.got, r.m.Showing(), r.m.Verifying())
	}
	r.m.Post(Event{Kind: Rewarded, Request: id, Reward: Reward{Amount: 1}}) // a late duplicate: dropped
	v.answers <- answer{ok: true}
	r.settle()
	if len(r.got) != 1 || r.got[0].Result != Earned || !r.got[0].Verified || r.got[0].Nonce != asked.Nonce {
		t.Fatalf("outcomes %+v, want one verified reward", r.got)
	}
	if r.m.Showing() || r.m.Verifying() {
		t.Error("the game is still held after the verdict")
	}
}

func TestVerifierVerdicts(t *testing.T) {
	down := errors.New("connection refused")
	for _, c := range []struct {
		name     string
		answer   answer
		grant    bool
		result   Result
		verified bool
	}{
		{"the server rejects it", answer{ok: false}, true, NotEarned, false},
		{"no answer, fallback pays", answer{err: down}, true, Earned, false},
		{"no answer, fallback refuses", answer{err: down}, false, NotEarned, false},
	} {
		v := newScripted()
		r, _ := earnedShow(t, v, c.grant)
		<-v.asked
		v.answers <- c.answer
		r.settle()
		if len(r.got) != 1 || r.got[0].Result != c.result || r.got[0].Verified != c.verified {
			t.Errorf("%s: outcomes %+v, want %s (verified %v)", c.name, r.got, c.result, c.verified)
			continue
		}
		if o := r.got[0]; o.Result == NotEarned && (o.Reason != Unverified || o.Reward != (Reward{})) {
			t.Errorf("%s: a refused reward says %s and pays %+v", c.name, o.Reason, o.Reward)
		}
	}
}

// A verifier that ignores its context, or panics, cannot hold the game:
// the manager decides without it after the timeout (game time).
func TestMisbehavingVerifierFallsBack(t *testing.T) {
	for _, v := range []*scripted{{asked: make(chan Outcome, 1), hang: true}, {asked: make(chan Outcome, 1), panics: true}} {
		r, _ := earnedShow(t, v, true)
		<-v.asked
		r.run(5*time.Second + verifySlack + time.Second)
		r.settle()
		if len(r.got) != 1 || r.got[0].Result != Earned || r.got[0].Verified {
			t.Errorf("hang %v panic %v: outcomes %+v, want the fallback's unverified reward", v.hang, v.panics, r.got)
		}
	}
}

// Only an earned reward is verified: a closed-early show and an
// interstitial end at once.
func TestOnlyEarnedRewardsAreVerified(t *testing.T) {
	v := newScripted()
	r := newRig(t, Config{Verifier: v, Interstitial: true})
	id := r.show(Revive)
	r.m.Post(Event{Kind: Opened, Request: id})
	r.m.Post(Event{Kind: Closed, Request: id})
	r.run(3 * time.Minute) // past the interstitial's gap
	id = r.show(Interstitial)
	r.m.Post(Event{Kind: Closed, Request: id})
	r.tick(frame)
	if len(r.got) != 2 || r.got[0].Result != NotEarned || r.got[1].Result != Earned || len(v.asked) != 0 {
		t.Errorf("outcomes %+v, verifier asked %d times: want not earned, then the interstitial, unasked", r.got, len(v.asked))
	}
}
