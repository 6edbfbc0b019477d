package remote

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// A cohort holds its percent of the players, measured over 100,000 ids
// (made here, not by the function under test) within four standard
// deviations: a cohort one point wider or narrower fails. Ranges of one
// salt that do not meet share no player, the hundred ranges of one point
// hold every player exactly once, 0 % holds no one and 100 % everyone.
func TestCohortsHoldTheirPercent(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 13))
	ids := make([]string, 100_000)
	for i := range ids {
		ids[i] = fmt.Sprintf("%016x%016x", rng.Uint64(), rng.Uint64())
	}
	for _, c := range []Override{
		{Salt: "exp-1", From: 0, Percent: 10}, {Salt: "exp-1", From: 90, Percent: 10}, {Salt: "exp-1", From: 37, Percent: 50},
		{Salt: "other", From: 0, Percent: 1}, {Salt: "other", From: 0, Percent: 0}, {Salt: "other", From: 0, Percent: 100},
	} {
		in := 0
		for _, id := range ids {
			if c.Has(id) {
				in++
			}
		}
		p := float64(c.Percent) / 100
		n := float64(len(ids))
		if sd := math.Sqrt(n * p * (1 - p)); math.Abs(float64(in)-n*p) > 4*sd+0.5 {
			t.Errorf("%s from %d, %d %%: %d of %d players (%.2f %%), want %d %% within %.0f", c.Salt, c.From, c.Percent, in, len(ids), 100*float64(in)/n, c.Percent, 4*sd)
		}
	}
	for _, id := range ids[:10_000] {
		times := 0
		for from := range 100 {
			if (Override{Salt: "exp-1", From: from, Percent: 1}).Has(id) {
				times++
			}
		}
		a, b := Override{Salt: "exp-1", From: 0, Percent: 10}, Override{Salt: "exp-1", From: 10, Percent: 10}
		if times != 1 || a.Has(id) && b.Has(id) {
			t.Fatalf("player %s: in %d of the hundred one-point cohorts, in 0..9 %v and 10..19 %v", id, times, a.Has(id), b.Has(id))
		}
	}
}
