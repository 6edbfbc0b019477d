package world

import (
	"math/rand/v2"
	"strings"
	"testing"

	"ropeman/camera/maths"
	"ropeman/player"
	"ropeman/rope"
)

// spiderLevel is a 5 m wide track with a gap at 60..63 m, a saw, a wall
// and spikes, and the given entities.
func spiderLevel(t testing.TB, entities string) *Level {
	t.Helper()
	return level(t, `{"name": "spiders", "finish": 120, "colour": "red", "track": [
		{"kind": "floor", "length": 60, "width": 5}, {"kind": "gap", "length": 3},
		{"kind": "floor", "length": 90, "width": 5}],
		"entities": [{"kind": "saw", "s": 40, "x": -1, "radius": 0.6},
		{"kind": "wall", "s": 48, "x": 1, "width": 1.2},
		{"kind": "spikes", "s": 52, "x": 0, "width": 2, "length": 1}`+entities+`]}`)
}

func TestSpiderErrorsNameTheEntityAndField(t *testing.T) {
	for _, c := range []struct{ entity, want string }{
		{`{"kind": "spider", "s": 30, "mode": "hunt"}`, `entities[3] (spider): mode: "hunt" is not one of patrol, chase`},
		{`{"kind": "spider", "s": 30, "speed": 9}`, "entities[3] (spider): speed: 9 must be within 0.5..4 m/s"},
		{`{"kind": "spider", "s": 30, "range": 5}`, "entities[3] (spider): range: a patrolling spider has no range"},
		{`{"kind": "spider", "s": 30, "mode": "chase", "slide": 1}`, "entities[3] (spider): slide: a chasing spider has no slide"},
		{`{"kind": "spider", "s": 30, "x": 1.5, "slide": 1.5}`, "entities[3] (spider): x: a spider at 1.5±1.5 m would walk off the floor"},
		{`{"kind": "spider", "s": 115, "mode": "chase", "range": 10}`, "entities[3] (spider): range: 10 m either side of 115 m leaves the track"},
		{`{"kind": "spider", "s": 40, "x": -1, "mode": "chase"}`, "entities[3] (spider): x: its home at -1, 40 m is blocked"},
		{`{"kind": "spider", "s": 30, "colour": "red"}`, "entities[3] (spider): colour: a spider has no colour"},
	} {
		_, err := ParseLevel("spiders.json", []byte(`{"name": "spiders", "finish": 120, "colour": "red", "track": [
			{"kind": "floor", "length": 150, "width": 5}],
			"entities": [{"kind": "saw", "s": 40, "x": -1, "radius": 0.6}, {"kind": "yarn", "s": 10, "colour": "red"},
			{"kind": "yarn", "s": 12, "colour": "red"}, `+c.entity+`]}`))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "spiders.json: ") {
			t.Errorf("%s: got %v, want an error with %q", c.entity, err, c.want)
		}
	}
}

// Paths on a spider's map never enter a blocked cell (a gap, an edge, an
// obstacle), never cut a blocked corner, step between neighbours, and are
// found exactly when the goal can be reached (checked by a flood fill); a
// blocked or walled-off goal is "no path", at once.
func TestNavPathsKeepToOpenFloor(t *testing.T) {
	l := spiderLevel(t, "")
	g := newNavGrid(l, 30, 75)
	open := 0
	for c := range g.blocked {
		x, s := g.centre(int32(c))
		if !g.blocked[c] {
			open++
			if !l.onFloor(x, s, 0) || l.standsAt(x, s, 0) {
				t.Fatalf("cell at x %.2f, s %.2f is open on a gap, off the edge or under an obstacle", x, s)
			}
		}
	}
	if open == 0 || open == len(g.blocked) {
		t.Fatalf("%d of %d cells open: the map sees no floor or no obstacle", open, len(g.blocked))
	}
	reach := g.flood(0)
	r := rand.New(rand.NewPCG(7, 8))
	found := 0
	for n := 0; n < 3000; n++ {
		from, to := int32(r.IntN(len(g.blocked))), int32(r.IntN(len(g.blocked)))
		if g.blocked[from] {
			continue
		}
		reach = g.flood(from)
		path, ok := g.Path(from, to)
		if ok != reach[to] {
			t.Fatalf("from %d to %d: path found %v, reachable %v", from, to, ok, reach[to])
		}
		if !ok {
			continue
		}
		found++
		if path[0] != from || path[len(path)-1] != to {
			t.Fatalf("path runs %d..%d, asked %d..%d", path[0], path[len(path)-1], from, to)
		}
		for i, c := range path {
			if g.blocked[c] {
				t.Fatalf("path %d..%d crosses blocked cell %d", from, to, c)
			}
			if i == 0 {
				continue
			}
			p := path[i-1]
			di, dj := int(c)%g.cols-int(p)%g.cols, int(c)/g.cols-int(p)/g.cols
			if di < -1 || di > 1 || dj < -1 || dj > 1 || (di == 0 && dj == 0) {
				t.Fatalf("path %d..%d jumps from %d to %d", from, to, p, c)
			}
			if di != 0 && dj != 0 && (g.blocked[int(p)+di] || g.blocked[int(p)+dj*g.cols]) {
				t.Fatalf("path %d..%d cuts a blocked corner at %d->%d", from, to, p, c)
			}
		}
	}
	if found < 500 {
		t.Errorf("only %d of the random pairs had a path", found)
	}
	// Across the gap there is no way: the far side is walled off.
	near, _ := g.cellAt(0, 55)
	far, _ := g.cellAt(0, 70)
	if _, ok := g.Path(near, far); ok {
		t.Error("a path crosses the gap")
	}
	saw, _ := g.cellAt(-1, 40)
	if _, ok := g.Path(near, saw); ok || !g.blocked[saw] {
		t.Error("a path ends on the saw")
	}
}

// flood returns which cells can be reached from cell from, by a flood
// fill over the same grid that knows nothing of Path's rule: steps to the
// four side neighbours only. It reaches the same cells as Path's eight
// neighbours without cut corners (a diagonal needs both sides open, so
// it is two side steps), and is written apart from it, so a change to
// Path's neighbour rule shows here.
func (g *navGrid) flood(from int32) []bool {
	seen := make([]bool, len(g.blocked))
	var fill func(i, j int)
	fill = func(i, j int) {
		if i < 0 || j < 0 || i >= g.cols || j >= g.rows {
			return
		}
		c := j*g.cols + i
		if seen[c] || g.blocked[c] {
			return
		}
		seen[c] = true
		fill(i+1, j)
		fill(i-1, j)
		fill(i, j+1)
		fill(i, j-1)
	}
	fill(int(from)%g.cols, int(from)/g.cols)
	return seen
}

// A chasing spider runs for his rope and cuts it; a patrolling one cuts
// the rope it walks across. Neither hits him (the chaser goes for the
// rope, not his body; the patroller he jumps).
func TestSpidersCutTheRope(t *testing.T) {
	for _, c := range []struct {
		name, spider string
		jump         bool
	}{
		{"chase", `, {"kind": "spider", "s": 28, "x": -1.5, "mode": "chase", "speed": 3, "range": 6}`, false},
		{"patrol", `, {"kind": "spider", "s": 28, "x": 1, "slide": 0.6, "speed": 1.5}`, true},
	} {
		w := withRope(t, New(spiderLevel(t, c.spider), tuning(t), 1))
		w.haul.yarn = w.rope.SetRestLength(6, w.trail.SegmentLength)
		startX := w.spiders[0].x
		var ev []Event
		moved := false
		for w.Runner.S < 38 && !w.Over() {
			// He keeps right of it: the rope trails past, his body clear.
			// He runs down the right (and jumps the patroller there): his
			// body clears it, the rope trailing on the floor does not.
			jump := c.jump && w.Runner.S > 24.5 && w.Runner.S < 25
			ev = append(ev, w.Step(player.Input{Steer: true, SteerX: 1.1, Jump: jump})...)
			moved = moved || abs(w.spiders[0].x-startX) > 0.5
		}
		if count(ev, Cut) == 0 || !moved {
			t.Errorf("%s spider: %d cuts, moved %v; want it to go for the rope and cut it", c.name, count(ev, Cut), moved)
		}
		if count(ev, Hit) != 0 {
			t.Errorf("%s spider hit a runner jumping past it", c.name)
		}
	}
}

// Running into a spider is a hit; jumping over it is not. The bot, which
// sees spiders, goes round them.
func TestSpiderHitsAndTheBotAvoidsIt(t *testing.T) {
	spider := `, {"kind": "spider", "s": 25, "x": 0, "slide": 0.3, "speed": 0.5}`
	w := New(spiderLevel(t, spider), tuning(t), 1)
	ev := runTo(w, 30, player.Input{Steer: true, SteerX: w.spiders[0].x})
	if count(ev, Hit) == 0 {
		t.Error("running straight at a spider did not hit it")
	}
	w = withRope(t, New(level(t, `{"name": "spiders", "finish": 80, "colour": "red", "track": [{"kind": "floor", "length": 110, "width": 5}],
		"entities": [{"kind": "spider", "s": 20, "x": 0, "slide": 1.8, "speed": 2},
		{"kind": "spider", "s": 35, "x": 1, "mode": "chase", "speed": 2.5, "range": 5},
		{"kind": "spider", "s": 50, "x": -1, "slide": 1, "speed": 1.5},
		{"kind": "spider", "s": 62, "x": -1.5, "mode": "chase", "speed": 3, "range": 6}]}`), tuning(t), 3))
	var bot Bot
	var events []Event
	for !w.Over() && w.Tick < 60*60 {
		events = append(events, w.Step(bot.Input(w))...)
	}
	t.Logf("the bot among spiders: %v after %d ticks, %d hits, %d cuts", w.Outcome, w.Tick, w.Stats.Hits, count(events, Cut))
	if w.Outcome != Won || w.Stats.Hits != 0 {
		t.Errorf("the bot among spiders: outcome %v, %d hits; want a clean win", w.Outcome, w.Stats.Hits)
	}
}

// BenchmarkSpidersTick: a tick of the runner and six chasing spiders (no
// rope: they run for where it would trail). go test -run '^$' -bench SpidersTick -benchmem ./game/world
func BenchmarkSpidersTick(b *testing.B) {
	w := sixSpiders(b)
	b.ReportAllocs()
	for b.Loop() {
		if w.Over() || w.Runner.S > 110 {
			b.StopTimer()
			w = sixSpiders(b)
			b.StartTimer()
		}
		w.Step(player.Input{Steer: true, SteerX: float32(w.Tick%120)/30 - 2})
	}
}

func sixSpiders(t testing.TB) *World {
	spiders := ""
	for i := 0; i < 6; i++ {
		spiders += `, {"kind": "spider", "s": ` + []string{"15", "22", "30", "70", "80", "90"}[i] + `, "x": 1.5, "mode": "chase", "speed": 3, "range": 8}`
	}
	return New(spiderLevel(t, spiders), tuning(t), 1)
}

// Six chasing spiders and the runner step without allocating, and the
// same input gives the same hash.
func TestSpidersTickAllocatesNothingAndReplays(t *testing.T) {
	run := func() uint64 {
		w := sixSpiders(t)
		for i := 0; i < 200; i++ {
			w.Step(player.Input{Steer: true, SteerX: float32(i%120)/30 - 2})
		}
		if a := testing.AllocsPerRun(300, func() { w.Step(player.Input{Steer: true, SteerX: float32(w.Tick%120)/30 - 2}) }); a != 0 {
			t.Errorf("a tick with six spiders allocates %v times", a)
		}
		return w.Hash()
	}
	if a, b := run(), run(); a != b {
		t.Errorf("two runs of the same input: hashes %x and %x", a, b)
	}
}

// A spider's body is a ball to the rope (the seeds' sphere collider), as
// it is drawn: the ball holds its head, 0.15 m ahead of its centre, and
// its abdomen's back, 0.35 m behind, and a cutter, so that the rope is cut
// where it touches the ball and not a hand's width outside it.
func TestASpidersBodyIsABall(t *testing.T) {
	w := withRope(t, New(spiderLevel(t, `, {"kind": "spider", "s": 28, "x": 1, "slide": 0.6, "speed": 1.5}`), tuning(t), 1))
	for range 30 {
		w.Step(player.Input{})
	}
	c := spiderCutter(&w.spiders[0].body, 0)
	b := &w.spiders[0].body
	if c.Shape != rope.Sphere || !c.Cuts {
		t.Fatalf("the body's collider is shape %d (blade %v), want a cutting sphere", c.Shape, c.Cuts)
	}
	for _, p := range []maths.Vec3{b.Pos.Add(b.Forward.Scale(0.15)), b.Pos.Sub(b.Forward.Scale(0.35))} {
		if d := p.Sub(c.A).Len(); d > c.Radius {
			t.Errorf("its body at %v is %.2f m from the ball's centre, outside its %.2f m", p, d, c.Radius)
		}
	}
	for _, gap := range []float32{-0.02, 0.08} { // into the ball, and a hand's width clear of it
		var sp rope.Space
		sp.Add(c)
		r := rope.New(8, shippedRope(t))
		side := maths.V3(0, 1, 0).Cross(b.Forward).Normalize()
		from := c.A.Add(side.Scale(c.Radius + r.Params.Radius + gap)).Sub(b.Forward.Scale(0.3))
		r.Reset(from, b.Forward, 4, 0.15)
		r.PinTail(from.Add(b.Forward.Scale(0.6)))
		cut := r.Step(1.0/60, &sp, nil) > 0 || r.CutBy() >= 0
		if want := gap < 0; cut != want {
			t.Errorf("a rope %.2f m outside the ball: cut %v, want %v", gap, cut, want)
		}
	}
}

// BenchmarkSpiders measures what the spiders cost a tick against the
// whole tick, on level 28 (three spiders, two of them chasers) half-way
// through the bot's run: the case for stepping distant spiders less often.
func BenchmarkSpiders(b *testing.B) {
	start := func() *World {
		w := shippedRun(b, 28, 7)
		var bot Bot
		for w.Runner.S < 120 {
			w.Step(bot.Input(w))
		}
		return w
	}
	b.Run("tick", func(b *testing.B) {
		w := start()
		var bot Bot
		for b.Loop() {
			if w.Over() || w.Runner.S > 200 {
				b.StopTimer()
				w, bot = start(), Bot{}
				b.StartTimer()
			}
			w.Step(bot.Input(w))
		}
	})
	b.Run("spiders", func(b *testing.B) {
		w := start()
		for b.Loop() {
			w.Tick++
			w.spiders.step(w.Level, w.Tick, w.rope, &w.Runner)
		}
	})
}
