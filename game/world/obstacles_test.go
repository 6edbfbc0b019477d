package world

import (
	"testing"

	"ropeman/assets"
	"ropeman/player"
)

func TestSpikesHurtUnlessJumped(t *testing.T) {
	rules := tuning(t)
	const strip = `{"kind": "spikes", "s": 20, "x": 0, "width": 2, "length": 2}`
	w := New(yarnLevel(t, strip), rules, 1)
	if ev := runTo(w, 25, player.Input{Steer: true}); count(ev, Hit) != 1 {
		t.Errorf("ran over the spikes: %d hits, want 1", count(ev, Hit))
	}
	w = New(yarnLevel(t, strip), rules, 1)
	var ev []Event
	for i := 0; i < 600 && w.Runner.S < 25; i++ {
		jump := w.Runner.S > 20-bodyHalfDepth-0.6 && w.Runner.S < 20
		ev = append(ev, w.Step(player.Input{Steer: true, Jump: jump})...)
	}
	if count(ev, Hit) != 0 || count(ev, Jumped) != 1 {
		t.Errorf("jumped the spikes: %d hits, %d jumps", count(ev, Hit), count(ev, Jumped))
	}
	if ev := runTo(New(yarnLevel(t, strip), rules, 1), 25, player.Input{Steer: true, SteerX: 1.5}); count(ev, Hit) != 0 {
		t.Error("hurt by spikes 1.5 m to the side of a 2 m strip")
	}
}

func TestBarSweepsLowAndCutsTheRope(t *testing.T) {
	b := Bar{X: 0, S: 20, Radius: 1.5, Period: 4}
	if !b.hits(0, 1, 0, 20) { // t 0: across the track
		t.Error("the bar lying across the track missed a runner on it")
	}
	if b.hits(0, 1, 0.4, 20) {
		t.Error("the bar hit a runner jumping over it")
	}
	if b.hits(1, 1, 0, 20) { // a quarter turn: along the track
		t.Error("the bar along the track hit a runner 1 m to its side")
	}
	// He stands past the post with his rope lying back across the bar's
	// circle: within a turn the bar cuts it.
	rules := tuning(t)
	w := New(yarnLevel(t, `{"kind": "bar", "s": 20, "x": 0.3, "radius": 1.5, "period": 3}`), rules, 1)
	withRope(t, w)
	w.PlaceAt(0, 21.8)
	w.layRope()
	w.revive.wait = w.Tick + 600
	var ev []Event
	for i := 0; i < 200; i++ {
		ev = append(ev, w.Step(player.Input{})...)
	}
	if count(ev, Cut) == 0 || count(ev, Hit) != 0 {
		t.Errorf("a bar sweeping under his rope: %d cuts, %d hits", count(ev, Cut), count(ev, Hit))
	}
}

func TestScissorsLeaveTheMiddleLane(t *testing.T) {
	c := Scissors{S: 20, Period: 2, Half: 2.5}
	for tick := 0; tick < 120; tick++ {
		if c.hits(seconds(tick), 0, 0, 20) {
			t.Fatalf("the scissors caught a runner on the centre line at %v s", seconds(tick))
		}
	}
	if !c.hits(1, 1.5, 0, 20) { // closed
		t.Error("closed scissors missed a runner 1.5 m off the centre")
	}
	if c.hits(0, 1.5, 0, 20) { // open
		t.Error("open scissors caught a runner")
	}
}

func TestWallSlidesAcross(t *testing.T) {
	v := Wall{X: 0, S: 20, Width: 1.5, Slide: 1.5, Period: 4}
	if !v.hits(0, 0, 0, 20) || v.hits(0, 1.6, 0, 20) || !v.hits(1, 1.6, 0, 20) {
		t.Error("a wall sliding across: wrong hits at its centre and its side")
	}
	if v.hits(0, 0, WallHeight+0.1, 20) {
		t.Error("a wall hit a runner above it")
	}
}

// The bot finds its way past every kind of obstacle.
func TestBotPassesEveryObstacle(t *testing.T) {
	rules := tuning(t)
	l := level(t, `{"name": "all", "finish": 150, "track": [{"kind": "floor", "length": 175, "width": 5}], "entities": [
		{"kind": "saw", "s": 15, "x": 1.2, "radius": 0.6},
		{"kind": "spikes", "s": 30, "x": -0.8, "width": 3, "length": 2},
		{"kind": "bar", "s": 50, "x": 0, "radius": 1.8, "period": 3.5},
		{"kind": "scissors", "s": 70, "period": 2.5},
		{"kind": "wall", "s": 90, "x": 0, "width": 1.5, "slide": 1.2, "period": 3},
		{"kind": "blade", "s": 110, "amplitude": 50, "period": 2.4},
		{"kind": "saw", "s": 130, "x": 0, "radius": 0.6, "slide": 0.8, "period": 3}]}`)
	var tiers Tiers
	if err := assets.Tuning("tiers", &tiers); err != nil {
		t.Fatal(err)
	}
	for _, name := range TierNames { // the fast tier is the hard case
		tiered, p, trail := tiers[name].Apply(rules, shippedRope(t), shippedTrail(t))
		w := New(l, tiered, 1)
		w.AttachRope(p, trail)
		var bot Bot
		for i := 0; i < 60*60 && !w.Over(); i++ {
			w.Step(bot.Input(w))
		}
		if w.Outcome != Won || w.Stats.Hits > 0 {
			t.Errorf("%s: the bot ended %v with %d hits (stats %+v)", name, w.Outcome, w.Stats.Hits, w.Stats)
		}
	}
}
