package rope

import (
	"testing"

	"ropeman/camera/maths"
)

// The game's budget bounds every Step: the hard shakes of the game's
// longest yarn (20 m of 12 cm segments, with the fast tier's 5 substeps)
// never cost a Step more particle passes than the trail's tickBudget, and
// never fewer substeps than Params.Substeps; the same shakes without the
// budget cost more (so the bound is met, not merely unreached), and stay
// within the rope's figures with it (stretch 3 %, a segment 25 %).
func TestABudgetBoundsEveryStep(t *testing.T) {
	p := shipped(t)
	p.Substeps += 2 // the fast tier's
	budget := shippedTrailTable(t).TickBudget
	seg := shippedTrail(t)
	n := int(20/seg) + 1
	binds := false
	for _, c := range shakeCases() {
		var most [2]int
		for i, b := range []int{0, budget} {
			p.Budget = b
			r, space := laid(p, n, seg, 2.2, 60)
			f := dragFigures{lost: -1}
			for tick := 0; tick <= 5*60; tick++ {
				r.MoveAnchor(c.h(tick))
				r.Step(1.0/60, space, nil)
				f.observe(r, tick)
				most[i] = max(most[i], r.Work())
				if r.Substeps() < p.Substeps {
					t.Fatalf("%s, budget %d, tick %d: %d substeps, want at least %d", c.name, b, tick, r.Substeps(), p.Substeps)
				}
			}
			if b > 0 && (f.lost >= 0 || f.stretch > 0.03 || f.strain > 0.25) {
				t.Errorf("%s within the budget: %v, not finite from tick %d; want stretch <= 3 %%, segments <= 25 %%", c.name, f, f.lost)
			}
		}
		t.Logf("%-22s the costliest Step: %5d particle passes unbounded, %4d within %d", c.name, most[0], most[1], budget)
		if most[1] > budget {
			t.Errorf("%s: a Step cost %d particle passes, over the budget of %d", c.name, most[1], budget)
		}
		binds = binds || most[0] > budget
	}
	if !binds {
		t.Errorf("no shake costs a Step more than the budget of %d without it: the test shows nothing", budget)
	}
}

// A rope pulled taut past its length between the hand and a pinned tail
// strains every substep however many passes it makes; slackened, it rests
// as it lies: no segment strained from then on, and once it has settled a
// Step makes one pass a substep.
func TestASlackenedRopeRestsAsItLies(t *testing.T) {
	p := shipped(t)
	seg := shippedTrail(t)
	r := New(40, p)
	r.Reset(maths.V3(0, 1, 0), maths.V3(1, 0, 0), 30, seg)
	r.PinTail(maths.V3(30*seg, 1, 0))
	for range 30 { // the hand pulls 10 % past the rope's length
		r.MoveAnchor(maths.V3(-3*seg, 1, 0))
		r.Step(1.0/60, nil, nil)
	}
	if s := r.WorstStrain(); s < 0.02 {
		t.Fatalf("pulled 10 %% past its length, the rope's worst segment strains %.2f %%, want it strained", 100*s)
	}
	rest := r.RestLength()
	r.Slacken()
	if got, want := r.RestLength(), r.Length(); abs(got-want) > 1e-4 || got <= rest {
		t.Errorf("slackened: rest length %.4f m (was %.4f), want its length now, %.4f m", got, rest, want)
	}
	for tick := range 60 { // it swings down and comes to rest as it lies
		r.Step(1.0/60, nil, nil)
		if s := r.WorstStrain(); s > passTolerance {
			t.Fatalf("slackened, tick %d: a segment strains %.3f %%, want within %.1f %%", tick, 100*s, 100*passTolerance)
		}
	}
	if want := 2 * r.Substeps() * r.Len(); r.Work() != want {
		t.Errorf("slackened, a Step at rest costs %d particle passes, want %d (one pass a substep)", r.Work(), want)
	}
}
