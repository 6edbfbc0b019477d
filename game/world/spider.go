package world

import (
	"fmt"

	"ropeman/camera/maths"
	"ropeman/player"
	"ropeman/rope"
)

// Spider is a spider's place in a level: it walks the track on eight legs
// (player.Crawler) and cuts the rope wherever its body or legs touch it.
// A patrolling spider walks back and forth across the track; a chasing
// one waits at home and, when his rope comes within Range along the track,
// runs for it on a map of the track that routes around gaps and obstacles.
type Spider struct {
	X, S  float32 // home
	Chase bool
	Slide float32 // patrol: metres either side of X
	Speed float32 // m/s
	Range float32 // chase: how far along the track either side of S it roams
	entry int     // its index in the level file's entities, for errors
}

// Spider limits and defaults.
const (
	spiderSpeed      = 1.5 // m/s
	spiderSlide      = 1.5 // m
	spiderRange      = 8   // m
	spiderReplan     = 12  // ticks between a chaser's plans
	spiderKeepOff    = 1.5 // m: a chaser goes for the rope this far behind him and more
	spiderBodyRadius = 0.3 // its body's ball, m: head and abdomen, 0.2 m ahead of its centre to 0.4 behind
	spiderBodyBack   = 0.1 // how far behind its centre the ball's centre is, m
	spiderLegRadius  = 0.03
	// spiderHitHeight: he clears a spider with his feet above this.
	spiderHitHeight = 0.45
)

func (l *Level) addSpider(entry int, e *entityFile) error {
	sp := Spider{X: e.X, S: e.S, Slide: e.Slide, Speed: e.Speed, Range: e.Range, entry: entry}
	if sp.Speed == 0 {
		sp.Speed = spiderSpeed
	}
	switch e.Mode {
	case "", "patrol":
		if e.Range != 0 {
			return fmt.Errorf("range: a patrolling spider has no range (got %v)", e.Range)
		}
		if sp.Slide == 0 {
			sp.Slide = spiderSlide
		}
	case "chase":
		sp.Chase = true
		if e.Slide != 0 {
			return fmt.Errorf("slide: a chasing spider has no slide (got %v)", e.Slide)
		}
		if sp.Range == 0 {
			sp.Range = spiderRange
		}
	default:
		return fmt.Errorf("mode: %q is not one of patrol, chase", e.Mode)
	}
	switch {
	case !(sp.Speed >= 0.5 && sp.Speed <= 4):
		return fmt.Errorf("speed: %v must be within 0.5..4 m/s", sp.Speed)
	case !sp.Chase && !(sp.Slide >= 0.3 && sp.Slide <= 3):
		return fmt.Errorf("slide: %v must be within 0.3..3 m", sp.Slide)
	case !(sp.Range >= 0 && sp.Range <= 15) || (sp.Chase && sp.Range < 3):
		return fmt.Errorf("range: %v must be within 3..15 m", sp.Range)
	case !l.onFloor(sp.X-sp.Slide, sp.S, navMargin) || !l.onFloor(sp.X+sp.Slide, sp.S, navMargin):
		return fmt.Errorf("x: a spider at %v±%v m would walk off the floor", sp.X, sp.Slide)
	case sp.S-sp.Range < 0 || sp.S+sp.Range > l.Finish:
		return fmt.Errorf("range: %v m either side of %v m leaves the track before the finish", sp.Range, sp.S)
	}
	l.Spiders = append(l.Spiders, sp)
	return nil
}

// checkSpiders makes sure each chaser's home is open on its map, once
// every obstacle is known; an error gives the spider's entity index.
func (l *Level) checkSpiders() (entry int, err error) {
	for i := range l.Spiders {
		sp := &l.Spiders[i]
		if !sp.Chase {
			continue
		}
		g := newNavGrid(l, sp.S-sp.Range, sp.S+sp.Range)
		if c, ok := g.cellAt(sp.X, sp.S); !ok || g.blocked[c] {
			return sp.entry, fmt.Errorf("x: its home at %v, %v m is blocked (a gap, the edge or an obstacle within %v m)", sp.X, sp.S, navMargin)
		}
	}
	return 0, nil
}

// spiderRun is a spider in a run: where it is, where it goes, its legs.
type spiderRun struct {
	x, s   float32 // its ground point
	vx, vs float32 // m/s across and along
	way    float32 // a patroller's direction: +1 or -1
	body   player.Crawler
	grid   *navGrid // a chaser's map (nil for a patroller)
	path   []int32  // the cells to walk, from the last plan (the grid's buffer)
	next   int      // the path's cell it walks to
	planAt int      // the tick of its next plan
}

// spiderPack are a run's spiders, one for each of its level's.
type spiderPack []spiderRun

// newSpiders sets level l's spiders at home.
func newSpiders(l *Level) spiderPack {
	p := make(spiderPack, len(l.Spiders))
	for i := range p {
		sp, run := &l.Spiders[i], &p[i]
		run.x, run.s, run.way, run.planAt = sp.X, sp.S, 1, i%spiderReplan // plans spread over the ticks
		run.body.Reset(Pos(sp.X, l.TopAt(sp.S), sp.S), l)
		if sp.Chase {
			run.grid = newNavGrid(l, sp.S-sp.Range, sp.S+sp.Range)
		}
	}
	return p
}

// step moves each spider of level l one tick to tick: a patroller
// across the track, a chaser along its plan toward his rope (nil: none)
// or where it would trail behind runner r.
func (p spiderPack) step(l *Level, tick int, line *rope.Rope, r *player.Runner) {
	const dt = 1.0 / player.TickRate
	for i := range p {
		sp, run := &l.Spiders[i], &p[i]
		tx, ts := run.x, run.s // where it heads this tick
		last := true           // and whether it stops there
		if sp.Chase {
			if tick >= run.planAt {
				run.plan(l, line, r, sp)
				run.planAt = tick + spiderReplan
			}
			for run.next < len(run.path) {
				tx, ts = run.grid.centre(run.path[run.next])
				last = run.next == len(run.path)-1
				if abs(tx-run.x)+abs(ts-run.s) > 0.2 || last {
					break
				}
				run.next++ // close enough: on to the next cell
			}
		} else {
			tx = sp.X + float32(run.way*sp.Slide)
			if abs(tx-run.x) < 0.05 {
				run.way = -run.way
			}
		}
		// Toward there at its speed, slowing to arrive at the end; its
		// velocity changes no quicker than its legs can follow.
		to := maths.V3(tx-run.x, 0, ts-run.s)
		want := maths.Vec3{}
		if d := to.Len(); d > 1e-3 {
			pace := sp.Speed
			if last {
				pace = min(pace, float32(d*3)) // eases in over the last third of a metre
			}
			want = to.Scale(pace / d)
		}
		v := player.Accelerate(maths.V3(run.vx, 0, run.vs), want)
		run.vx, run.vs = v.X, v.Z
		run.x += float32(run.vx * dt)
		run.s += float32(run.vs * dt)
		run.body.Step(Pos(run.x, l.TopAt(run.s), run.s), Pos(run.vx, 0, run.vs), l)
	}
}

// plan picks a chaser's goal, across the rope's way (see consider; with
// no rope, where his rope would trail; with no rope in its zone, home),
// and finds its way there.
func (run *spiderRun) plan(l *Level, line *rope.Rope, r *player.Runner, sp *Spider) {
	g := run.grid
	from, ok := g.cellAt(run.x, run.s)
	if !ok {
		run.path = nil
		return
	}
	goal, _ := g.cellAt(sp.X, sp.S)
	best := float32(1e9)
	if line != nil {
		// The rope behind him, not the stretch by his hand: a spider goes
		// for the yarn, not for his legs.
		for _, p := range line.Positions() {
			if -p.Z < r.S-spiderKeepOff {
				run.consider(sp, p.X, p.Y-l.TopAt(-p.Z), -p.Z, &best, &goal)
			}
		}
	} else {
		run.consider(sp, r.X+ropeSideX, 0, r.S-2*spiderKeepOff, &best, &goal)
	}
	run.path, _ = g.Path(from, goal)           // the grid's own slice: the spider is its only user
	run.next = min(1, max(0, len(run.path)-1)) // it stands in the first cell already
}

// consider weighs the rope's point (x, y over the floor's top, s) as a
// chaser's goal: the
// point of the rope nearest its own row along the track, on the floor in
// its zone, wins, and the goal is that point's line at the spider's row —
// the rope runs forward with him, so the spider cuts across its way and
// lets it come (chasing the tail from behind, it would never catch it).
func (run *spiderRun) consider(sp *Spider, x, y, s float32, best *float32, goal *int32) {
	if y > 0.25 || abs(s-sp.S) > sp.Range {
		return
	}
	d := abs(s - run.s)
	if d >= *best {
		return
	}
	g := run.grid
	c, ok := g.cellAt(x, run.s)
	if !ok {
		return
	}
	// A rope by the edge or beside an obstacle: the open cell nearest it
	// in the row, toward the middle (its legs reach the rest).
	for k := 0; k < 3 && g.blocked[c]; k++ {
		if i := int(c) % g.cols; i < g.cols/2 {
			c++
		} else {
			c--
		}
	}
	if !g.blocked[c] {
		*best, *goal = d, c
	}
}

// xAt guesses where the spider will be across the track in t seconds: a
// patroller on its beat (turning at the ends), a chaser where it is.
func (run *spiderRun) xAt(sp *Spider, t float32) float32 {
	if sp.Chase {
		return run.x
	}
	lo, hi := sp.X-sp.Slide, sp.X+sp.Slide
	x := run.x + float32(run.way*sp.Speed*t)
	for k := 0; k < 4 && (x < lo || x > hi); k++ { // reflect off the ends
		if x > hi {
			x = float32(2*hi) - x
		} else {
			x = float32(2*lo) - x
		}
	}
	return min(hi, max(lo, x))
}

// hits reports whether a spider's body is where his feet are (x, y, s):
// he can jump one.
func (p spiderPack) hits(x, y, s float32) bool {
	if y >= spiderHitHeight {
		return false
	}
	for i := range p {
		run := &p[i]
		if abs(run.x-x) < bodyHalfWidth+0.3 && abs(run.s-s) < bodyHalfDepth+0.3 {
			return true
		}
	}
	return false
}

// spiderCutters is how many rope colliders a spider has: its body and
// the lower bone of each leg, which sweep the floor where the rope lies.
const spiderCutters = 1 + player.CrawlerLegs

// spiderCutter is rope collider k of a spider's body: 0 its body (a ball
// round its head and abdomen, as it is drawn), then each leg's lower bone.
func spiderCutter(body *player.Crawler, k int) rope.Collider {
	if k == 0 {
		return rope.Collider{Shape: rope.Sphere, Cuts: true, Radius: spiderBodyRadius, A: body.Pos.Sub(body.Forward.Scale(spiderBodyBack))}
	}
	l := &body.Legs[k-1]
	return rope.Collider{Shape: rope.Capsule, Cuts: true, Radius: spiderLegRadius, A: l.Knee, B: l.Foot}
}

// route appends spider sp's way to its goal on level l, from the cell it
// walks to now, as points on the floor (track space), to into; a
// patroller's is its turning point. The last point is its goal.
func (run *spiderRun) route(l *Level, sp *Spider, into []maths.Vec3) []maths.Vec3 {
	if !sp.Chase {
		x := sp.X + float32(run.way*sp.Slide)
		return append(into, Pos(x, l.TopAt(run.s), run.s))
	}
	for _, c := range run.path[min(run.next, len(run.path)):] {
		x, s := run.grid.centre(c)
		into = append(into, Pos(x, l.TopAt(s), s))
	}
	return into
}
