package world

import (
	"strings"
	"testing"

	"ropeman/camera/maths"

	"ropeman/assets"
	"ropeman/game/needs"
	"ropeman/player"
	"ropeman/rope"
)

// yarnLevel is a straight 5 m wide floor with the given entities.
func yarnLevel(t *testing.T, entities string) *Level {
	t.Helper()
	return level(t, `{"name": "yarn", "finish": 60, "colour": "red", "track": [{"kind": "floor", "length": 90, "width": 5}], "entities": [`+entities+`]}`)
}

// runTo steps w with in until the runner passes s (or the run ends).
func runTo(w *World, s float32, in player.Input) (events []Event) {
	for i := 0; i < 3000 && w.Runner.S < s && !w.Over(); i++ {
		events = append(events, w.Step(in)...)
	}
	return events
}

func count(events []Event, k EventKind) int {
	n := 0
	for _, e := range events {
		if e.Kind == k {
			n++
		}
	}
	return n
}

func near(a, b float32) bool { return abs(a-b) < 1e-4 }

func TestBallsOfHisColourAddYarnOthersStripIt(t *testing.T) {
	rules := tuning(t)
	y := rules.Yarn
	l := yarnLevel(t, `{"kind": "yarn", "s": 10, "x": 0, "colour": "red", "count": 3, "step": 1.5},
		{"kind": "yarn", "s": 20, "x": 0, "colour": "blue", "count": 2, "step": 1.5},
		{"kind": "yarn", "s": 30, "x": 2, "colour": "red", "count": 3}`)
	w := New(l, rules, 1)
	withRope(t, w)
	ev := runTo(w, 40, player.Input{Steer: true, SteerX: 0})
	want := y.StartMetres + 3*y.BallMetres - 2*y.WrongMetres
	if !near(w.Yarn(), want) || count(ev, Collected) != 3 || count(ev, WrongYarn) != 2 {
		t.Errorf("yarn %v after 3 own and 2 wrong balls (and passing 3 off to the side), want %v; %d collected, %d wrong",
			w.Yarn(), want, count(ev, Collected), count(ev, WrongYarn))
	}
	if !near(w.Rope().RestLength(), w.Yarn()) {
		t.Errorf("rope %v m, yarn %v m: the rope is the yarn", w.Rope().RestLength(), w.Yarn())
	}
	if !near(w.Stats.Collected, 3*y.BallMetres) || !near(w.Stats.Stripped, 2*y.WrongMetres) {
		t.Errorf("stats %+v", w.Stats)
	}
	for i := range l.Balls {
		if l.Balls[i].X == 2 && w.Taken(i) {
			t.Errorf("ball %d, 2 m to the side, was taken", i)
		}
	}
}

func TestGates(t *testing.T) {
	rules := tuning(t)
	start := rules.Yarn.StartMetres
	cases := []struct {
		gate string
		x    float32
		want float32
	}{
		{`"left": "+2", "right": "x2"`, -1, start + 2},
		{`"left": "+2", "right": "x2"`, 1, start * 2},
		{`"left": "-1", "right": "/2"`, -1, start - 1},
		{`"left": "-1", "right": "/2"`, 1, start / 2},
		{`"left": "x3", "right": "-20"`, 1, 0},
	}
	for _, c := range cases {
		w := New(yarnLevel(t, `{"kind": "mathGate", "s": 20, `+c.gate+`}`), rules, 1)
		ev := runTo(w, 25, player.Input{Steer: true, SteerX: c.x})
		if !near(w.Yarn(), c.want) || count(ev, PassedGate) != 1 {
			t.Errorf("gate {%s} on side %v: yarn %v, want %v (%d gate events)", c.gate, c.x, w.Yarn(), c.want, count(ev, PassedGate))
		}
		if c.want == 0 && (w.Outcome != Lost || count(ev, OutOfYarn) != 1) {
			t.Errorf("gate {%s}: no yarn left but outcome %v", c.gate, w.Outcome)
		}
	}
	// A colour gate: from then on blue is his.
	w := New(yarnLevel(t, `{"kind": "colourGate", "s": 10, "colour": "blue"}, {"kind": "yarn", "s": 20, "colour": "blue", "count": 2}`), rules, 1)
	runTo(w, 30, player.Input{Steer: true})
	if w.Colour() != Blue || !near(w.Yarn(), start+2*rules.Yarn.BallMetres) {
		t.Errorf("after a blue gate and two blue balls: colour %v, yarn %v", w.Colour(), w.Yarn())
	}
}

func TestSawHitStripsYarnKnocksBackOnce(t *testing.T) {
	rules := tuning(t)
	y := rules.Yarn
	w := New(yarnLevel(t, `{"kind": "saw", "s": 20, "x": 0, "radius": 0.7}`), rules, 1)
	var ev []Event
	var hitAt float32
	for i := 0; i < 600 && w.Runner.S < 30; i++ {
		before := w.Runner.S
		e := w.Step(player.Input{Steer: true, SteerX: 0})
		if count(e, Hit) > 0 && hitAt == 0 {
			hitAt = before + w.Runner.Speed/player.TickRate
			if d := hitAt - w.Runner.S; !near(d, y.KnockBack) {
				t.Errorf("knocked back %v m, want %v", d, y.KnockBack)
			}
		}
		ev = append(ev, e...)
	}
	if count(ev, Hit) != 1 || w.Stats.Hits != 1 {
		t.Fatalf("%d hits running into a fixed saw, want exactly 1 (the grace after a hit covers the rest)", count(ev, Hit))
	}
	if !near(w.Yarn(), y.StartMetres-y.HitMetres) {
		t.Errorf("yarn %v after a hit, want %v", w.Yarn(), y.StartMetres-y.HitMetres)
	}
	// Steering past it is safe.
	w = New(yarnLevel(t, `{"kind": "saw", "s": 20, "x": 0, "radius": 0.7}`), rules, 1)
	if ev := runTo(w, 30, player.Input{Steer: true, SteerX: 1.2}); count(ev, Hit) != 0 {
		t.Error("hit by a saw 1.2 m to the side")
	}
}

func TestBladeHitsOnlyWhenItSweepsLow(t *testing.T) {
	b := Blade{X: 0, S: 20, Amplitude: 50 * 3.14159265 / 180, Period: 2.4}
	if !b.hits(0, 0, 0, 20) { // t 0: hanging straight down, head 0.35 m up
		t.Error("the blade at the bottom of its swing missed a runner under it")
	}
	if b.hits(0.6, 0, 0, 20) { // a quarter period: swung out to the side and up
		t.Error("the blade at the top of its swing hit a runner in the middle")
	}
	if b.hits(0, 0, 0, 21) {
		t.Error("the blade hit a runner a metre past it")
	}
}

// A saw crossing the rope cuts it there: the yarn lost is what was cut
// off (the rope's own test pins that the piece carries exactly that rest
// length and the momentum), and the piece flies on in the pool.
func TestSawCutsTheTrailingRope(t *testing.T) {
	rules := tuning(t)
	// The saw's blade reaches just short of his body but across where his
	// rope trails (it leaves his right hand, 0.33 m to the side).
	w := New(yarnLevel(t, `{"kind": "yarn", "s": 5, "colour": "red", "count": 6, "step": 0.6}, {"kind": "saw", "s": 25, "x": 0.85, "radius": 0.5}`), rules, 1)
	withRope(t, w)
	var ev []Event
	var dropped float32
	flying := false
	for i := 0; i < 600 && w.Runner.S < 35; i++ {
		before := w.Yarn()
		e := w.Step(player.Input{Steer: true, SteerX: 0})
		if count(e, Cut) > 0 {
			dropped += before - w.Yarn()
			for k := 0; k < w.pool.Len(); k++ {
				if p, _, ok := w.pool.Piece(k); ok && p.RestLength() > 0 {
					flying = true
				}
			}
		}
		ev = append(ev, e...)
	}
	if count(ev, Cut) == 0 || count(ev, Hit) != 0 || !flying {
		t.Fatalf("%d cuts, %d hits, a piece flying: %v; the saw beside him should cut his trailing rope, not hit him", count(ev, Cut), count(ev, Hit), flying)
	}
	start := rules.Yarn.StartMetres + 6*rules.Yarn.BallMetres
	if !near(w.Stats.LostToCuts, dropped) || !near(dropped, start-w.Yarn()) || !near(w.Rope().RestLength(), w.Yarn()) {
		t.Errorf("lost to cuts %v m, yarn dropped %v m at cuts, from %v to %v m", w.Stats.LostToCuts, dropped, start, w.Yarn())
	}
}

func TestOutOfYarnLosesAndReviveIsFair(t *testing.T) {
	rules := tuning(t)
	w := New(yarnLevel(t, `{"kind": "yarn", "s": 10, "colour": "blue", "count": 8, "step": 1}`), rules, 1)
	withRope(t, w)
	ev := runTo(w, 20, player.Input{Steer: true})
	if w.Outcome != Lost || count(ev, OutOfYarn) != 1 || w.Yarn() != 0 {
		t.Fatalf("eight wrong balls: outcome %v, yarn %v", w.Outcome, w.Yarn())
	}
	s := w.Runner.S
	for i := 0; i < 60; i++ {
		w.Step(player.Input{})
	}
	if !w.Over() || w.Runner.S != s {
		t.Errorf("out of yarn: over %v, moved %v m; want him standing and the card shown", w.Over(), w.Runner.S-s)
	}
	w.Revive()
	if !near(w.Yarn(), rules.Yarn.StartMetres) || w.Runner.S < s+1 {
		t.Errorf("revived with yarn %v at %v m (ran out at %v): want the start yarn, past where it ran out", w.Yarn(), w.Runner.S, s)
	}
	at := w.Runner.S
	for i := 0; i < 30; i++ {
		w.Step(player.Input{})
	}
	if w.Runner.S != at {
		t.Error("a revived runner ran on before the finger touched")
	}
	w.Step(player.Input{Steer: true})
	if w.Runner.S == at {
		t.Error("a revived runner did not go on when the finger touched")
	}
}

// The finish runway: he lays his yarn a metre per metre and stops where
// it or the runway runs out; yarn past the runway's end still counts. An
// untouched meter stops by itself on x1 when its wait is over, and the
// result waits for it.
func TestRunwayLaysHisYarn(t *testing.T) {
	for _, yarn := range []float32{1, 3.9, 9, 19, 30} {
		rules := tuning(t)
		rules.Yarn.StartMetres, rules.Yarn.MaxMetres = yarn, 60
		w := New(yarnLevel(t, ""), rules, 1)
		var ev []Event
		over := 0
		for i := 0; i < 3000 && !w.Over(); i++ {
			ev = append(ev, w.Step(player.Input{})...)
			over = w.Tick
		}
		laid := min(yarn, RunwayLength)
		if !w.Over() || w.Outcome != Won || w.Multiplier() != 1 || !near(w.finale.unwound, laid) || !near(w.YarnAtFinish(), yarn) {
			t.Errorf("%v m of yarn: over %v, outcome %v, x%d, laid %v m; want x1 after %v m", yarn, w.Over(), w.Outcome, w.Multiplier(), w.finale.unwound, laid)
		}
		if stop := w.Level.Finish + laid; abs(w.Runner.S-stop) > 0.2 {
			t.Errorf("%v m of yarn: stopped at %v m, want about %v (never off the end)", yarn, w.Runner.S, stop)
		}
		if count(ev, Multiplied) != 1 || count(ev, Stopped) != 1 {
			t.Errorf("%v m of yarn: %d meter stops, %d stops", yarn, count(ev, Multiplied), count(ev, Stopped))
		}
		if waited := over - w.end.tick; waited < rules.Runway.WaitTicks+settleTicks {
			t.Errorf("%v m of yarn: the result came %d ticks after the line, before the meter's wait (%d) and the settle", yarn, waited, rules.Runway.WaitTicks)
		}
	}
}

// wonRun returns a run of the yarn level just past its finish line, with
// the shipped meter.
func wonRun(t *testing.T, yarn float32) *World {
	t.Helper()
	rules := tuning(t)
	rules.Yarn.StartMetres = yarn
	w := New(yarnLevel(t, ""), rules, 1)
	for i := 0; i < 3000 && w.Outcome == Running; i++ {
		w.Step(player.Input{})
	}
	if w.Outcome != Won {
		t.Fatal("the yarn level was not won")
	}
	return w
}

// A tap stops the needle where it is, and its zone pays: x1 at the edges,
// the best at the centre, each zone for its share of the swing. A tap in
// the first moments past the line (a swipe meant for the last hazard)
// does not stop it, nor does a second tap move it.
func TestTheMeterPaysWhereTheTapStopsIt(t *testing.T) {
	w := wonRun(t, 10)
	swing := w.Runway.SwingTicks
	share := map[int]int{}
	for k := 0; k < swing; k++ {
		share[w.Runway.TimesAt(w.Runway.NeedleAt(w.end.tick+k-w.end.tick))]++
	}
	for _, z := range w.Runway.Zones {
		want := z.Width * float32(swing) // two sweeps a swing, each over both halves' width: 2 x 2 x width / 4
		if got := float32(share[z.Times]); abs(got-want) > 2.5 {
			t.Errorf("x%d: %v ticks of a %d-tick swing, want about %.1f (its width %v)", z.Times, got, swing, want, z.Width)
		}
	}
	for _, c := range []struct {
		at   int // ticks after the line
		want int
		yarn float32
	}{{swing, 1, 10}, {swing/4 + swing, 5, 10}, {swing*3/4 + swing, 5, 10}, {swing/2 + swing, 1, 10},
		// He has stopped long before (his yarn ran out in a few ticks): the
		// needle still takes the tap, at its last pass over the middle too.
		{swing / 4, 5, 0.5}, {w.Runway.WaitTicks - (w.Runway.WaitTicks-swing/4)%swing, 5, 0.5}} {
		w := wonRun(t, c.yarn)
		for w.Tick < w.end.tick+2 {
			w.Step(player.Input{Jump: true}) // too soon: still swinging
		}
		if !w.finale.metering() {
			t.Fatal("a tap just past the line stopped the needle")
		}
		for w.Tick < w.end.tick+c.at-1 {
			w.Step(player.Input{})
		}
		w.Step(player.Input{Jump: true})
		if w.finale.metering() || w.Multiplier() != c.want || w.finale.needle() != w.Runway.NeedleAt(w.end.tick+c.at-w.end.tick) {
			t.Errorf("a tap %d ticks past the line: x%d at %v, want x%d", c.at, w.Multiplier(), w.finale.needle(), c.want)
		}
		stopped := w.finale.needle()
		for i := 0; i < 20; i++ {
			w.Step(player.Input{Jump: true})
		}
		if w.finale.needle() != stopped || w.Multiplier() != c.want {
			t.Errorf("after the tap %d ticks past the line, more taps moved the needle", c.at)
		}
	}
}

// More yarn always pays more: the same tap on more yarn never pays less,
// past the runway's length and the old x5 mark too.
func TestMoreYarnPaysMore(t *testing.T) {
	var last float32
	for _, yarn := range []float32{2, 8, 16, 20, 24} {
		rules := tuning(t)
		rules.Yarn.StartMetres, rules.Yarn.MaxMetres = yarn, 60
		w := New(yarnLevel(t, ""), rules, 1)
		var bot Bot
		for i := 0; i < 5000 && !w.Over(); i++ {
			w.Step(bot.Input(w))
		}
		pay := w.YarnAtFinish() * float32(w.Multiplier())
		if w.Outcome != Won || pay <= last {
			t.Errorf("%v m of yarn: %v, pays %v, after %v for less", yarn, w.Outcome, pay, last)
		}
		last = pay
	}
}

// The meter can be got right or wrong: the perfect bot always stops it on
// the best zone; a person's hand, the human-like bot, sometimes does and
// sometimes does not.
func TestTheMeterTakesTiming(t *testing.T) {
	got := map[int]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		for _, skill := range []Skill{{}, Casual} {
			w := New(yarnLevel(t, ""), tuning(t), seed)
			bot := Bot{Skill: skill}
			for i := 0; i < 5000 && !w.Over(); i++ {
				w.Step(bot.Input(w))
			}
			switch {
			case skill == (Skill{}) && w.Multiplier() != 5:
				t.Errorf("seed %d: the perfect bot stopped the meter on x%d", seed, w.Multiplier())
			case skill == Casual:
				got[w.Multiplier()]++
			}
		}
	}
	t.Logf("the human-like bot's meter over 40 runs: %v", got)
	if got[5] == 0 || got[5] == 40 || got[1] == 40 {
		t.Errorf("the human-like bot's meter over 40 runs: %v; want x5 some of the time, not all", got)
	}
}

// The bot plays each shipped level to the finish with the rope, as the
// game does, and says what it collected, lost and earned.
func TestBotPlaysTheShippedLevels(t *testing.T) {
	needs.Short(t, "plays every shipped level")
	for i, name := range assets.Levels() {
		w := shippedRun(t, i+1, 1)
		l, start := w.Level, w.Tuning.StartSpeed
		var bot Bot
		for tick := 0; tick < 60*90 && !w.Over(); tick++ {
			w.Step(bot.Input(w))
		}
		st := w.Stats
		t.Logf("%s (%s, %.1f m/s at the start): %v, yarn at finish %.2f m, collected %.2f m, stripped %.2f m, cut %.2f m in %d cuts, %d hits, %d gates, x%d",
			name, l.Tier, start, w.Outcome, w.YarnAtFinish(), st.Collected, st.Stripped, st.LostToCuts, st.Cuts, st.Hits, st.Gates, w.Multiplier())
		if w.Outcome != Won || !w.Over() {
			t.Errorf("%s: the bot ended %v at %.1f m", name, w.Outcome, w.Runner.S)
		}
		if st.Collected < 3 {
			t.Errorf("%s: the bot collected only %.2f m", name, st.Collected)
		}
	}
}

// busiest is level 3 (every saw and blade moving) with the longest rope,
// the runner among the obstacles.
func busiest(t testing.TB) (*World, *Bot) {
	_, data, err := assets.Level(3)
	if err != nil {
		t.Fatal(err)
	}
	l, err := ParseLevel("levels/03.json", data)
	if err != nil {
		t.Fatal(err)
	}
	rules := tuning(t)
	w := New(l, rules, 1)
	withRope(t, w)
	w.PlaceAt(0, 70)
	w.haul.set(w.haul.most())
	w.layRope()
	return w, &Bot{}
}

func TestBusiestTickAllocatesNothing(t *testing.T) {
	w, bot := busiest(t)
	for i := 0; i < 120; i++ {
		w.Step(bot.Input(w))
	}
	if a := testing.AllocsPerRun(200, func() { w.Step(bot.Input(w)) }); a != 0 {
		t.Errorf("a tick of the busiest level allocates %v times", a)
	}
}

// BenchmarkBusiestTick: go test -run '^$' -bench BusiestTick -benchmem ./game/world
func BenchmarkBusiestTick(b *testing.B) {
	w, bot := busiest(b)
	particles, ticks := 0, 0
	for b.Loop() {
		// Keep the rope at its longest: cuts shorten it, so top it up.
		if w.Over() || w.Runner.S > 200 || w.Yarn() < w.haul.most()/2 {
			b.StopTimer()
			w, bot = busiest(b)
			b.StartTimer()
		}
		w.Step(bot.Input(w))
		particles, ticks = particles+w.Rope().Len(), ticks+1
	}
	b.ReportMetric(float64(particles)/float64(ticks), "particles/tick")
}

func TestBladeHitsHimInTheWorld(t *testing.T) {
	rules := tuning(t)
	w := New(yarnLevel(t, `{"kind": "blade", "s": 20, "x": 0, "amplitude": 50, "period": 2.4}`), rules, 1)
	w.Tick = 71 // the next tick is 1.2 s: the head at the bottom of its swing
	w.PlaceAt(0, 19.95)
	ev := w.Step(player.Input{Steer: true})
	if count(ev, Hit) != 1 || !near(w.Yarn(), rules.Yarn.StartMetres-rules.Yarn.HitMetres) {
		t.Errorf("under the blade at the bottom of its swing: %d hits, yarn %v", count(ev, Hit), w.Yarn())
	}
	w = New(yarnLevel(t, `{"kind": "blade", "s": 20, "x": 0, "amplitude": 50, "period": 2.4}`), rules, 1)
	w.Tick = 35 // 0.6 s: swung out to one side
	w.PlaceAt(-1.5, 19.95)
	if ev := w.Step(player.Input{Steer: true, SteerX: -1.5}); count(ev, Hit) != 0 {
		t.Error("hit on the side the blade had swung away from")
	}
}

func TestEntityErrorsNameTheEntityAndField(t *testing.T) {
	cases := []struct{ entity, want string }{
		{`{"kind": "saw", "s": 10, "colour": "red"}`, `entities[0] (saw): colour: a saw has no colour`},
		{`{"kind": "yarn", "s": 10, "colour": "purple"}`, `entities[0] (yarn): colour: "purple" is not one of`},
		{`{"kind": "yarn", "s": 10, "x": 2.4, "colour": "red"}`, `entities[0] (yarn): ball 0 at x 2.4`},
		{`{"kind": "yarn", "s": 10, "colour": "red", "count": 41}`, `entities[0] (yarn): count: 41 must be within 1..40`},
		{`{"kind": "mathGate", "s": 10, "left": "*2", "right": "+1"}`, `entities[0] (mathGate): left: "*2" is not an op`},
		{`{"kind": "mathGate", "s": 10, "left": "x9", "right": "+1"}`, `entities[0] (mathGate): left: "x9": 9 must be within 2..5`},
		{`{"kind": "colourGate", "s": 10, "x": 1, "colour": "red"}`, `entities[0] (colourGate): x: a gate spans the track`},
		{`{"kind": "saw", "s": 10, "x": 2, "slide": 1}`, `entities[0] (saw): x: the saw at 2±1`},
		{`{"kind": "blade", "s": 10, "amplitude": 90}`, `entities[0] (blade): amplitude: 90 must be within 15..75 degrees`},
		{`{"kind": "blade", "s": 70}`, `entities[0] (blade): s: 70 must be within 0..60 m (before the finish)`},
		{`{"kind": "lava", "s": 10}`, `entities[0] ("lava"): kind: "lava" is not one of`},
	}
	for _, c := range cases {
		_, err := ParseLevel("e.json", []byte(`{"name": "e", "finish": 60, "track": [{"kind": "floor", "length": 90, "width": 5}], "entities": [`+c.entity+`]}`))
		if err == nil || !strings.Contains(err.Error(), "e.json: "+c.want) {
			t.Errorf("%s: error %v, want %q", c.entity, err, c.want)
		}
	}
}

// The finish ribbon hangs without tearing and tears when he runs through.
func TestRunnerTearsTheFinishRibbon(t *testing.T) {
	var p rope.ClothParams
	if err := assets.Tuning("ribbon", &p); err != nil {
		t.Fatal(err)
	}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	rules := tuning(t)
	w := New(yarnLevel(t, ""), rules, 1)
	w.AttachRibbon(p)
	w.PlaceAt(0, w.Level.Finish-ribbonNear+0.5)
	w.revive.wait = w.Tick + 600 // let it hang for a while first
	for i := 0; i < 120; i++ {
		w.Step(player.Input{})
	}
	if w.ribbon.cloth.Torn() != 0 {
		t.Fatalf("the ribbon tore by itself (%d links)", w.ribbon.cloth.Torn())
	}
	w.revive.wait = 0
	ev := runTo(w, w.Level.Finish+3, player.Input{Steer: true})
	if count(ev, Tore) != 1 || w.ribbon.cloth.Torn() == 0 {
		t.Errorf("running through the ribbon: %d tear events, %d links torn", count(ev, Tore), w.ribbon.cloth.Torn())
	}
}

// BenchmarkFinishTick: the longest rope and the ribbon moving, at the
// line (go test -run '^$' -bench FinishTick -benchmem ./game/world).
func BenchmarkFinishTick(b *testing.B) {
	var p rope.ClothParams
	if err := assets.Tuning("ribbon", &p); err != nil {
		b.Fatal(err)
	}
	start := func() *World {
		w, _ := busiest(b)
		w.AttachRibbon(p)
		w.PlaceAt(0, w.Level.Finish-4)
		w.layRope()
		return w
	}
	w := start()
	for b.Loop() {
		if w.Runner.S > w.Level.Finish+4 {
			b.StopTimer()
			w = start()
			b.StartTimer()
		}
		w.Step(player.Input{Steer: true})
	}
}

func TestTiersSpeedUpAndStiffen(t *testing.T) {
	rules := tuning(t)
	p := shippedRope(t)
	trail := shippedTrail(t)
	fast, fp, ft := Tier{SpeedScale: 1.3, MoreSubsteps: 2, SegmentScale: 1.5, CameraSmooth: 0.2}.Apply(rules, p, trail)
	if !near(fast.StartSpeed, rules.StartSpeed*1.3) || fp.Substeps != p.Substeps+2 || fast.Validate() != nil {
		t.Errorf("fast tier: start %v m/s, %d substeps (%v)", fast.StartSpeed, fp.Substeps, fast.Validate())
	}
	if !near(ft.SegmentLength, trail.SegmentLength*1.5) || ft.Validate() != nil {
		t.Errorf("fast tier: segments of %v m, want 1.5 times the trail's %v m (%v)", ft.SegmentLength, trail.SegmentLength, ft.Validate())
	}
	if _, err := ParseLevel("t.json", []byte(`{"name": "t", "tier": "ludicrous", "finish": 5, "track": [{"kind": "floor", "length": 30, "width": 4}]}`)); err == nil || !strings.Contains(err.Error(), `t.json: tier: "ludicrous" is not one of`) {
		t.Errorf("unknown tier: %v", err)
	}
	if err := (Tiers{"calm": {SpeedScale: 1, SegmentScale: 1, CameraSmooth: 0.2}}).Validate(); err == nil {
		t.Error("a tiers table without quick and fast passed")
	}
	// The camera's smoothing, both sides of the seed's 0.15 s; the
	// segments' scale, both sides of 1 (the rope's capacity holds the
	// longest yarn at the trail's own length) and of 2.
	for _, c := range []struct {
		smooth, segments float32
		ok               bool
		field            string
	}{{0.149, 1, false, "fast.cameraSmoothTime"}, {0.15, 1, true, ""}, {0.3, 1, true, ""},
		{0.2, 0.99, false, "fast.ropeSegmentScale"}, {0.2, 2, true, ""}, {0.2, 2.01, false, "fast.ropeSegmentScale"}} {
		tiers := Tiers{}
		for _, name := range TierNames {
			tiers[name] = Tier{SpeedScale: 1, SegmentScale: 1, CameraSmooth: 0.2}
		}
		tiers["fast"] = Tier{SpeedScale: 1.3, SegmentScale: c.segments, CameraSmooth: c.smooth}
		if err := tiers.Validate(); (err == nil) != c.ok {
			t.Errorf("a fast tier with a camera smooth time of %v s and segments x%v: %v", c.smooth, c.segments, err)
		} else if err != nil && !strings.Contains(err.Error(), c.field) {
			t.Errorf("the error does not name %s: %v", c.field, err)
		}
	}
}

// His rope hand never jumps about him, even with the longest rope pulling
// on it: from one tick to the next it moves less than 25 cm relative to his
// feet (a hit's knock-back aside). An arm that followed the rope's pull
// from the hand's side once flipped back and forth a metre every tick, and
// the rope took the most substeps on every one of them.
func TestRopeHandMovesSmoothly(t *testing.T) {
	w, bot := busiest(t)
	rel := func() maths.Vec3 { return w.Hand().Sub(Pos(w.Runner.X, w.Runner.Y, w.Runner.S)) }
	prev := rel()
	worst, at := float32(0), 0
	for i := 0; i < 900 && !w.Over(); i++ {
		ev := w.Step(bot.Input(w))
		now := rel()
		if d := now.Sub(prev).Len(); d > worst && count(ev, Hit) == 0 {
			worst, at = d, w.Tick
		}
		prev = now
	}
	t.Logf("the hand moves at most %.3f m a tick about his feet (tick %d)", worst, at)
	if worst > 0.25 {
		t.Errorf("tick %d: the rope hand jumped %.2f m about his feet", at, worst)
	}
}
