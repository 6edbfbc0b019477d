package world

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"ropeman/assets"
	"ropeman/camera/maths"
	"ropeman/game/needs"
	"ropeman/player"
)

// bossLevel is a flat level that ends with the boss.
const bossLevel = `{"name": "boss", "finish": 40, "finale": "boss", "track": [{"kind": "floor", "length": 65, "width": 5}]}`

// fightBoss runs bossLevel with yarn metres at the finish line (the yarn
// cap bought up to 30 m), steering
// round the arena as orbit says (the distance from the boss's centre he
// asks for at a tick), until the result shows. It fails the test if the
// rope ever passes into the boss's body, or stretches apart (10 %) while
// he runs round it.
func fightBoss(t *testing.T, yarn float32, orbit func(w *World) float32) *World {
	t.Helper()
	r := tuning(t)
	r.Yarn.MaxMetres = 30 // the yarn cap bought up
	w := withRope(t, New(level(t, bossLevel), r, 1))
	for tick := 0; tick < 60*40 && !w.Over(); tick++ {
		if w.Outcome == Running && w.Runner.S > w.Level.Finish-1 {
			w.haul.set(yarn) // what he brings to the line
		}
		in := player.Input{}
		if w.InArena() {
			in = player.Input{Steer: true, SteerX: orbit(w) - w.Boss.Radius}
		}
		w.Step(in)
		if !(w.boss.tie > 0) {
			continue
		}
		if st := w.Rope().Stretch(); !w.boss.over && st > 0.1 {
			t.Fatalf("tick %d: the rope tied to the boss is %.0f %% longer than its yarn", w.Tick, 100*st)
		}
		c := w.boss.centre
		for i, p := range w.Rope().Positions() {
			if d := float32(math.Hypot(float64(p.X-c.X), float64(p.Z-c.Z))); p.Y < bossHeight && d < 0.9*w.Boss.Body {
				t.Fatalf("tick %d: rope particle %d is %.3f m from the boss's centre, inside its body as drawn (%.2f m)", w.Tick, i, d, 0.9*w.Boss.Body)
			}
		}
	}
	if !w.Over() {
		t.Fatalf("the boss fight never ended (tick %d, wraps %d)", w.Tick, w.boss.wraps())
	}
	return w
}

// outsideLegs keeps him just out of the legs' reach.
func outsideLegs(w *World) float32 { return w.Boss.LegReach + 0.4 }

// hug keeps him as close to the boss as the arena lets him run.
func hug(w *World) float32 { return w.Boss.Radius - w.Boss.Reach }

// dodge hugs the boss and steps out of the legs' reach as each rises.
func dodge(w *World) float32 {
	if in := w.boss.strikeIn(&w.Boss, w.Tick); in >= 0 && in < w.Boss.WarnTicks {
		return w.Boss.LegReach + 0.3 // out, as the leg rises
	}
	return hug(w)
}

func TestTheBossIsBoundByAGoodRun(t *testing.T) {
	w := fightBoss(t, 18, outsideLegs)
	t.Logf("18 m of yarn: %d wraps, x%d, tick %d", w.boss.wraps(), w.Multiplier(), w.Tick)
	if !w.boss.bound(&w.Boss) || w.boss.struck != 0 {
		t.Fatalf("18 m of yarn kept out of the legs' reach: bound %v, struck at tick %d, %d wraps (%d bind it)", w.boss.bound(&w.Boss), w.boss.struck, w.boss.wraps(), w.Boss.BindWraps())
	}
	designPays := []int{1, 2, 3, 4, 5, 6, 8, 10} // by wraps (TestTheBossPaysTheDesignsTable)
	if want := designPays[min(w.boss.wraps(), len(designPays)-1)]; w.boss.wraps() < 1 || w.Multiplier() != want {
		t.Errorf("%d wraps pay x%d, want the design's x%d (one wrap at least)", w.boss.wraps(), w.Multiplier(), want)
	}
	if !w.Rope().Pinned() {
		t.Error("the bound boss let go of his rope")
	}
}

func TestTooLittleYarnDoesNotBindTheBoss(t *testing.T) {
	w := fightBoss(t, 4, outsideLegs)
	if w.boss.bound(&w.Boss) || w.Multiplier() != 1 {
		t.Errorf("4 m of yarn: bound %v with %d wraps, x%d; want the boss free and x1", w.boss.bound(&w.Boss), w.boss.wraps(), w.Multiplier())
	}
}

// More yarn winds more wraps, for a player who hugs the boss and dodges
// its strikes.
func TestMoreYarnWindsMoreWraps(t *testing.T) {
	last := -1
	for _, yarn := range []float32{8, 14, 20, 26} {
		w := fightBoss(t, yarn, dodge)
		t.Logf("%2.0f m of yarn: %d wraps, x%d", yarn, w.boss.wraps(), w.Multiplier())
		if w.boss.wraps() < last {
			t.Errorf("%v m of yarn wound %d wraps, fewer than less yarn (%d)", yarn, w.boss.wraps(), last)
		}
		last = w.boss.wraps()
	}
	if last < 4 {
		t.Errorf("26 m of yarn wound only %d wraps", last)
	}
}

// TestAStrikeTearsWrapsOff: hugging the boss, every strike lands and
// tears StrikeWraps wraps off, and the fight goes on to the end; the
// wraps that count are those wound less those torn, and pay. Dodging out
// before each strike and back in after it, closer in, counts more wraps
// than hugging or staying out.
func TestAStrikeTearsWrapsOff(t *testing.T) {
	strikes := 0
	w := fightBoss(t, 30, func(w *World) float32 {
		if w.happened(Struck) {
			strikes++
			if w.boss.struck != w.Tick {
				t.Errorf("tick %d: a strike landed, StruckAt says %d", w.Tick, w.boss.struck)
			}
		}
		return hug(w)
	})
	if strikes < 2 || w.boss.torn != strikes*w.Boss.StrikeWraps {
		t.Fatalf("hugging the boss: %d strikes landed, %d wraps torn; want two at least, %d each", strikes, w.boss.torn, w.Boss.StrikeWraps)
	}
	if got := w.boss.wraps(); got != max(0, w.boss.wound-w.boss.torn) || w.Multiplier() != w.Boss.PayFor(got) {
		t.Errorf("hugging: %d wound, %d torn, %d count, x%d; want the count to be the difference and pay x%d", w.boss.wound, w.boss.torn, got, w.Multiplier(), w.Boss.PayFor(got))
	}
	d := fightBoss(t, 30, dodge)
	out := fightBoss(t, 30, outsideLegs)
	t.Logf("30 m: dodging %d wraps (tick %d), staying out %d (tick %d), hugging %d (%d wound, %d strikes); he runs at %.1f m/s",
		d.boss.wraps(), d.Tick, out.boss.wraps(), out.Tick, w.boss.wraps(), w.boss.wound, strikes, out.Runner.Speed)
	if d.boss.struck != 0 || d.boss.wraps() <= out.boss.wraps() || d.boss.wraps() <= w.boss.wraps() {
		t.Errorf("dodging the strikes: struck at tick %d, %d wraps; want none struck, and more than staying out (%d) or hugging (%d)", d.boss.struck, d.boss.wraps(), out.boss.wraps(), w.boss.wraps())
	}
}

// stepOut hugs the boss and, as each leg rises, steps out to the arena's
// rim: the lesson's dodge, as far as a player steps.
func stepOut(w *World) float32 {
	if in := w.boss.strikeIn(&w.Boss, w.Tick); in >= 0 && in < w.Boss.WarnTicks {
		return w.Boss.Radius + w.Boss.Reach
	}
	return hug(w)
}

// A step out of the legs' reach with little yarn never ends a fight his
// rope has not wound once round the boss: the rope holds him as far out as
// it reaches, and he goes on winding. With 6 or 7 m (a player's whose
// fight ended 2 s in with no wrap, x1) he winds one and earns x2; with
// too little yarn to wind once even hugging the boss (4 and 5 m) the
// fight ends with none only once the taut rope holds him on the arena's
// inner edge. The HUD's rope gauge says so as each leg rises: where it
// shows more rope left than a step out takes, his step out clears the
// strike; where less, the rope holds him inside it; and it has next to
// nothing left as the taut rope ends the fight.
func TestAStepOutNeverEndsAFightBeforeItsFirstWrap(t *testing.T) {
	for _, yarn := range []float32{4, 5, 6, 7} {
		var said BossPose
		var last BossPose
		w := fightBoss(t, yarn, func(w *World) float32 {
			p := w.boss.pose(&w.Boss, w.Tick, w.Orbit())
			if p.StrikeIn == w.Boss.WarnTicks-1 {
				said = p // as the leg rises
			}
			if p.Rope > 0 {
				last = p
			}
			if w.happened(Struck) || (p.StrikeIn == w.Boss.StrikeTicks-1 && said.Rope > 0) { // the strike's tick just passed
				struck := w.boss.struck == w.Tick
				switch margin := 0.15 * said.Rope; {
				case said.Out < said.RopeLeft-margin && struck:
					t.Errorf("%v m: the gauge said %.2f m left and a step out takes %.2f, yet the strike at tick %d landed (orbit %.2f)", yarn, said.RopeLeft, said.Out, w.Tick, w.Orbit())
				case said.Out > said.RopeLeft+margin && !struck && w.Orbit() > w.Boss.LegReach:
					t.Errorf("%v m: the gauge said %.2f m left and a step out takes %.2f, yet he stepped out of reach (orbit %.2f)", yarn, said.RopeLeft, said.Out, w.Orbit())
				}
				said = BossPose{}
			}
			return stepOut(w)
		})
		t.Logf("%v m: %d wound, %d torn, x%d, ended %.1f s after the tie at x %.2f; the gauge's last: %.2f of %.2f m left", yarn, w.boss.wound, w.boss.torn, w.Multiplier(), seconds(w.boss.ended-w.boss.tie), w.Runner.X, last.RopeLeft, last.Rope)
		switch {
		case w.boss.wound == 0 && !w.boss.innermost():
			t.Errorf("%v m: the fight ended %.1f s after the tie with no wrap and him at x %.2f, off the inner edge: a step out ended it", yarn, seconds(w.boss.ended-w.boss.tie), w.Runner.X)
		case yarn >= 6 && (w.boss.wraps() < 1 || w.Multiplier() < 2):
			t.Errorf("%v m, stepping out as each leg rises: %d wraps, x%d; want one at least, x2", yarn, w.boss.wraps(), w.Multiplier())
		}
		if last.Rope == 0 || last.RopeLeft > 0.1*last.Rope {
			t.Errorf("%v m: as the taut rope ended the fight the gauge said %.2f of %.2f m left", yarn, last.RopeLeft, last.Rope)
		}
	}
}

// TestWrapsAreCountedExactly winds lines n times round a centre, as a
// rope lies (a spiral in and out, wobbling, a few times back and forth
// across the ray), and counts them.
func TestWrapsAreCountedExactly(t *testing.T) {
	centre := maths.V3(-4, 0, -48)
	for _, ray := range []float64{0, 1.3, math.Pi, -2.2} {
		dir := maths.V3(float32(math.Cos(ray)), 0, float32(-math.Sin(ray)))
		for n := 0; n <= 7; n++ {
			for _, extra := range []float64{0.02, 0.5, 0.97} {
				var pts []maths.Vec3
				turns := float64(n) + extra
				steps := int(turns*90) + 2
				// From his hand (first) back to the tie on the ray (last).
				for i := steps; i >= 0; i-- {
					a := ray + 2*math.Pi*turns*float64(i)/float64(steps)
					r := 0.62 + 0.05*math.Sin(float64(i)) + 3*float64(i)/float64(steps)
					pts = append(pts, centre.Add(maths.V3(float32(r*math.Cos(a)), 0.1, float32(-r*math.Sin(a)))))
				}
				if got := windings(pts, centre, dir); got != n {
					t.Errorf("ray %.1f: a line wound %.2f times counts %d wraps, want %d", ray, turns, got, n)
				}
				// Wound the other way: no wraps.
				for i := range pts {
					p := pts[i].Sub(centre)
					pts[i] = centre.Add(reflect(p, dir))
				}
				if got := windings(pts, centre, dir); got != 0 {
					t.Errorf("ray %.1f: a line wound %.2f times the other way counts %d wraps, want 0", ray, turns, got)
				}
			}
		}
	}
}

// reflect mirrors p across the line through the origin along unit d.
func reflect(p, d maths.Vec3) maths.Vec3 {
	along := d.Scale(2 * p.Dot(d))
	return maths.V3(along.X-p.X, p.Y, along.Z-p.Z)
}

// TestTheArenaPlacesHimOnItsCircle: past the entry he runs the circle
// round the boss at the distance his steering asks for, without a jump
// where he enters, and at his own speed, so closer in he goes round
// faster.
func TestTheArenaPlacesHimOnItsCircle(t *testing.T) {
	for _, x := range []float32{-1.5, 0, 1.5} {
		w := withRope(t, New(level(t, bossLevel), tuning(t), 1))
		c := w.boss.centre
		var last maths.Vec3
		settled := false
		for tick := 0; tick < 60*14 && !w.boss.over; tick++ {
			if w.Outcome == Running {
				w.haul.set(20)
			}
			in := player.Input{}
			if w.InArena() {
				in = player.Input{Steer: true, SteerX: x}
			}
			was := w.InArena()
			w.Step(in)
			at := w.boss.place(Pos(w.Runner.X, w.Runner.Y, w.Runner.S))
			step := at.Sub(last).Len()
			last = at
			switch {
			case w.InArena() && !was:
				if step > 1.2*w.Runner.Speed/60 {
					t.Fatalf("x %v: he moved %.3f m as he entered the arena, at %.1f m/s", x, step, w.Runner.Speed)
				}
			case w.InArena() && !w.boss.over && math.Abs(float64(w.Runner.X-x)) < 0.01:
				settled = true
				if d := at.Sub(c).Len(); math.Abs(float64(d-w.Orbit())) > 1e-3 {
					t.Fatalf("x %v: %.3f m from the boss, want %.3f", x, d, w.Orbit())
				}
				if v := step * 60; math.Abs(float64(v-w.Runner.Speed)) > 0.05*float64(w.Runner.Speed) {
					t.Fatalf("x %v: he goes round at %.2f m/s, runs at %.2f", x, v, w.Runner.Speed)
				}
			}
		}
		if !settled {
			t.Errorf("he never settled at x %v (at %v)", x, w.Runner.X)
		}
	}
}

func TestBossLevelsParse(t *testing.T) {
	for _, c := range []struct{ js, want string }{
		{`{"name": "b", "finish": 40, "finale": "castle", "track": [{"kind": "floor", "length": 65, "width": 5}]}`, `finale: "castle" is not one of`},
		{`{"name": "b", "finish": 40, "finale": "boss", "track": [{"kind": "floor", "length": 65, "width": 5}], "bends": [{"s": 30, "length": 20, "turn": 10}]}`, "bends[0] ends at 50 m"},
	} {
		_, err := ParseLevel("b.json", []byte(c.js))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "b.json") {
			t.Errorf("got %v, want an error naming b.json and saying %q", err, c.want)
		}
	}
	if l := level(t, bossLevel); !l.Boss() {
		t.Error(`"finale": "boss" is not a boss level`)
	}
	if l := level(t, flatLevel); l.Boss() || l.Finale != "runway" {
		t.Errorf("a level without a finale ends with %q, want the runway", l.Finale)
	}
}

func TestBossTuningValidates(t *testing.T) {
	good := tuning(t).Boss
	for _, c := range []struct {
		change func(*BossTuning)
		want   string
	}{
		{func(b *BossTuning) { b.Pays = []int{2, 3} }, "pays[0]"},
		{func(b *BossTuning) { b.Pays = []int{1, 3, 2} }, "pays[2]"},
		{func(b *BossTuning) { b.Pays = []int{1, 1} }, "no number of wraps"},
		{func(b *BossTuning) { b.Pays = []int{1, 11} }, "pays[1]"},
		{func(b *BossTuning) { b.Radius = 9 }, "radius"},
		{func(b *BossTuning) { b.Reach = b.Radius }, "reach"},
		{func(b *BossTuning) { b.LegReach = 0 }, "legReach"},
		{func(b *BossTuning) { b.WarnTicks = b.StrikeTicks + 1 }, "warnTicks"},
		{func(b *BossTuning) { b.StrikeWraps = 0 }, "strikeWraps"},
		{func(b *BossTuning) { b.StrikeWraps = 4 }, "strikeWraps"},
		{func(b *BossTuning) { b.Pace = 1.9 }, "pace"},
		{func(b *BossTuning) { b.SteerSpeed = 0.5 }, "steerSpeed"},
	} {
		b := good
		b.Pays = append([]int(nil), good.Pays...)
		c.change(&b)
		if err := b.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want an error naming %s", err, c.want)
		}
	}
}

// TestTheTiedRopeHoldsAShakingHand swerves him all the way in and out
// round the boss, every 6 to 40 ticks, with the yarn cap's most yarn:
// each swerve out asks for more rope than can slip round the boss, which
// holds him in rather than stretch apart (fightBoss checks the rope).
func TestTheTiedRopeHoldsAShakingHand(t *testing.T) {
	for _, every := range []int{6, 15, 40} {
		w := fightBoss(t, 30, func(w *World) float32 {
			if (w.Tick/every)%2 == 0 {
				return w.Boss.Radius - w.Boss.Reach
			}
			return w.Boss.Radius + w.Boss.Reach
		})
		t.Logf("swerving every %d ticks: %d wraps, struck at tick %d, tick %d", every, w.boss.wraps(), w.boss.struck, w.Tick)
	}
}

// TestTheBotBindsTheBoss: the bot, perfect and human-like, binds the boss
// with a good run's yarn (15 m), the perfect bot never struck.
// The perfect bot binds the boss on every seed and is never struck; the
// casual one, who misses a rising leg now and then (and a landed strike
// costs StrikeWraps wraps), binds it in most fights.
func TestTheBotBindsTheBoss(t *testing.T) {
	for _, skill := range []Skill{{}, Casual} {
		bound := 0
		for seed := uint64(1); seed <= 5; seed++ {
			w := withRope(t, New(level(t, bossLevel), tuning(t), seed))
			bot := Bot{Skill: skill}
			for tick := 0; tick < 60*40 && !w.Over(); tick++ {
				if w.Outcome == Running && w.Runner.S > w.Level.Finish-1 {
					w.haul.set(15)
				}
				w.Step(bot.Input(w))
			}
			if w.boss.bound(&w.Boss) {
				bound++
			}
			if skill.perfect() && (!w.boss.bound(&w.Boss) || w.boss.struck != 0) {
				t.Errorf("the perfect bot, seed %d: bound %v, struck at tick %d, %d wraps", seed, w.boss.bound(&w.Boss), w.boss.struck, w.boss.wraps())
			}
			t.Logf("skill %+v, seed %d: %d wraps, x%d", skill, seed, w.boss.wraps(), w.Multiplier())
		}
		if 2*bound <= 5 {
			t.Errorf("skill %+v bound the boss in %d of 5 fights, want most", skill, bound)
		}
	}
}

// TestEveryFifthLevelEndsWithTheBoss checks the shipped levels and the
// generated ones after them; and the human-like bot, playing each shipped
// boss level as the game starts it, binds the boss in most.
func TestEveryFifthLevelEndsWithTheBoss(t *testing.T) {
	shipped := len(assets.Levels())
	for n := 1; n <= shipped+2*BossEvery; n++ {
		var l *Level
		if n <= shipped {
			l = shippedRun(t, n, 1).Level
		} else {
			_, data := GeneratedFile(n, shipped)
			l = level(t, string(data))
		}
		if want := n%BossEvery == 0; l.Boss() != want {
			t.Errorf("level %d: boss finale %v, want %v", n, l.Boss(), want)
		}
	}
	bound, fights := 0, 0
	for n := BossEvery; n <= shipped; n += BossEvery {
		w := shippedRun(t, n, uint64(n))
		bot := Bot{Skill: Casual}
		for tick := 0; tick < 60*120 && !w.Over(); tick++ {
			w.Step(bot.Input(w))
		}
		if w.Outcome != Won {
			continue
		}
		fights++
		if w.boss.bound(&w.Boss) {
			bound++
		}
		t.Logf("level %d: %.1f m of yarn at the line, %d wraps, x%d, last struck at tick %d", n, w.YarnAtFinish(), w.boss.wraps(), w.Multiplier(), w.boss.struck)
	}
	if fights == 0 || 2*bound < fights {
		t.Errorf("the human-like bot bound the boss in %d of the %d boss levels it finished, want most", bound, fights)
	}
}

// bossRun is how a bot did at a boss fight: the multiplier and how long
// the fight lasted, seconds from the web's catch.
type bossRun struct {
	times   int
	seconds float32
	yarn    float32 // what he brought to the line
	x       float32 // where across the track he entered the arena
}

// arenaPlay is how a player plays the arena: like a bot of his skill
// (nil), or by a rule of his own.
type arenaPlay func(w *World, bot *Bot) player.Input

// passive gives no input in the arena: the finger lifted all fight.
func passive(w *World, bot *Bot) player.Input { return player.Input{} }

// rim keeps to the arena's outer edge all fight: out of every leg's
// reach, round the long way.
func rim(w *World, bot *Bot) player.Input {
	return player.Input{Steer: true, SteerX: w.Boss.Reach}
}

// playBoss plays shipped boss level n (0: bossLevel with 20 m of yarn at
// the line, the yarn cap's) with a bot of skill s, playing the arena by
// arena (nil: as the bot), and returns the fight.
func playBoss(t *testing.T, n int, s Skill, seed uint64, arena arenaPlay) (bossRun, bool) {
	t.Helper()
	var w *World
	if n == 0 {
		w = withRope(t, New(level(t, bossLevel), tuning(t), seed))
	} else {
		w = shippedRun(t, n, seed)
	}
	bot := Bot{Skill: s}
	var x float32
	for tick := 0; tick < 60*120 && !w.Over(); tick++ {
		if n == 0 && w.Outcome == Running && w.Runner.S > w.Level.Finish-1 {
			w.haul.set(w.YarnTuning.MaxMetres)
		}
		in := bot.Input(w)
		if w.InArena() && arena != nil {
			in = arena(w, &bot)
		}
		if !w.InArena() {
			x = w.Runner.X
		}
		w.Step(in)
	}
	if w.Outcome != Won || !(w.boss.tie > 0) {
		return bossRun{}, false
	}
	return bossRun{w.Multiplier(), seconds(w.boss.ended - w.boss.tie), w.YarnAtFinish(), x}, true
}

// Skill decides the boss, on the shipped boss levels 5 to 20 as the
// game's bots play them (seeds 1-3): the expert earns a multiplier at
// least 1.5 above the novice's on average, the novice does not reach the
// expert's best every time, and a player who gives no input in the arena
// earns x1 or x2; one who keeps to the rim, out of reach all fight, less
// than the expert. With the cap's yarn a fight lasts 10-30 s.
func TestSkillDecidesTheBoss(t *testing.T) {
	needs.Short(t, "plays 72 boss fights")
	const seeds = 3
	plays := []struct {
		name  string
		skill Skill
		arena arenaPlay
	}{{"novice", Novice, nil}, {"casual", Casual, nil}, {"expert", Expert, nil}, {"passive", Casual, passive}, {"rim", Casual, rim}}
	var all [5][]int
	for _, n := range []int{0, 5, 10, 15, 20} {
		line := ""
		for k, p := range plays {
			var times, secs, yarn float32
			fights := 0
			for seed := uint64(1); seed <= seeds; seed++ {
				r, ok := playBoss(t, n, p.skill, seed, p.arena)
				if !ok {
					continue
				}
				fights++
				times, secs, yarn = times+float32(r.times), secs+r.seconds, yarn+r.yarn
				if n > 0 {
					all[k] = append(all[k], r.times)
				}
				if p.arena != nil && k == 3 && r.times > 2 {
					t.Errorf("level %d, seed %d: no input in the arena (entered at x %.2f) earned x%d, want x1 or x2", n, seed, r.x, r.times)
				}
			}
			f := float32(max(1, fights))
			line += fmt.Sprintf(" | %s x%.1f (%d fights, %.0f s, %.1f m)", p.name, times/f, fights, secs/f, yarn/f)
			if n == 0 && p.arena == nil && (secs/f < 10 || secs/f > 30) {
				t.Errorf("the %s bot's fights with the cap's yarn last %.1f s on average, want 10-30 s", p.name, secs/f)
			}
		}
		t.Logf("level %2d%s", n, line)
	}
	mean := func(xs []int) float32 {
		s := 0
		for _, x := range xs {
			s += x
		}
		return float32(s) / float32(max(1, len(xs)))
	}
	novice, expert, rimmed := mean(all[0]), mean(all[2]), mean(all[4])
	t.Logf("levels 5-20, seeds 1-%d: novice x%.2f, casual x%.2f, expert x%.2f, passive x%.2f, rim x%.2f", seeds, novice, mean(all[1]), expert, mean(all[3]), rimmed)
	if len(all[0]) < 4*seeds-2 || len(all[2]) < 4*seeds-1 {
		t.Errorf("the bots reached %d (novice) and %d (expert) of %d boss fights", len(all[0]), len(all[2]), 4*seeds)
	}
	if expert < novice+1.5 {
		t.Errorf("the expert earns x%.2f, the novice x%.2f: want the expert 1.5 above at least", expert, novice)
	}
	if best := slices.Max(all[2]); slices.Min(all[0]) >= best {
		t.Errorf("the novice earned the expert's best (x%d) on every run: %v", best, all[0])
	}
	if rimmed >= expert {
		t.Errorf("keeping to the rim earns x%.2f, the expert x%.2f: out of reach all fight must pay less than good play", rimmed, expert)
	}
}

// BenchmarkArenaTick: a boss fight with 6 m of yarn, hugging the boss and
// stepping out as each leg rises, from the web's tie to the end: the
// rope's leash is measured every tick until it winds once (go test -run
// '^$' -bench ArenaTick -benchmem ./game/world).
func BenchmarkArenaTick(b *testing.B) {
	start := func() *World {
		w := withRope(b, New(level(b, bossLevel), tuning(b), 1))
		for w.boss.tie == 0 {
			if w.Outcome == Running && w.Runner.S > w.Level.Finish-1 {
				w.haul.set(6)
			}
			w.Step(player.Input{})
		}
		return w
	}
	w := start()
	for b.Loop() {
		if w.boss.over {
			b.StopTimer()
			w = start()
			b.StartTimer()
		}
		w.Step(player.Input{Steer: true, SteerX: stepOut(w) - w.Boss.Radius})
	}
}
