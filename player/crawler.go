package player

import "ropeman/camera/maths"

// Crawler is a spider's body on eight legs, posed procedurally like the
// Rope-Man's (the same Limb): its feet are planted on the floor and step
// in two diagonal groups — left 1, right 2, left 3, right 4, then the
// others — so no two neighbouring legs are ever up together, one group
// lifting only once the other is down. A group steps when one of its feet
// has drifted from where it should stand (its home under the body, ahead
// by the body's velocity); each foot aims where it will land, re-aimed
// every tick, shortened where the floor ends. The body rides above the
// planted feet and tilts with them. Track space, as Body.
type Crawler struct {
	Pos     maths.Vec3 // the body's centre
	Forward maths.Vec3 // the way it faces (horizontal, unit)
	Up      maths.Vec3 // the body's up, tilted by the feet
	Legs    [CrawlerLegs]CrawlerLeg
	group   int8    // the group in the air, -1 for none
	t       float32 // that group's swing progress, 0..1
}

// CrawlerLeg is one leg: its joints, and whether the foot is planted.
type CrawlerLeg struct {
	Hip, Knee, Foot maths.Vec3
	Planted         bool
	from            maths.Vec3
}

// CrawlerLegs is how many legs a crawler has: four each side.
const CrawlerLegs = 8

// SpiderLeg is a spider's leg: femur and tibia, metres.
var SpiderLeg = Limb{Upper: 0.36, Lower: 0.5}

// A spider's build, metres: where its hips sit on the body and where its
// feet stand at rest, across and along (front legs first), and how high
// the body rides.
var (
	crawlerHipAlong  = [4]float32{0.14, 0.05, -0.05, -0.14}
	crawlerFootOut   = [4]float32{0.42, 0.55, 0.55, 0.45}
	crawlerFootAlong = [4]float32{0.44, 0.16, -0.16, -0.42}
)

const (
	crawlerHipOut  = 0.12
	crawlerRide    = 0.3     // body above the planted feet
	crawlerDrift   = 0.16    // a group steps when a foot is this far from where it should be
	crawlerLift    = 0.12    // how high a swinging foot arcs
	crawlerTurning = 0.04    // radians the body turns at most per tick (2.4 a second)
	crawlerTurnCos = 0.99920 // cos(crawlerTurning)
)

// CrawlerAccel is how quickly a crawler changes its velocity, m/s²: its
// feet must keep up with a turn or a stop.
const CrawlerAccel = 8

// Accelerate returns velocity vel moved toward want by one tick of
// CrawlerAccel at most.
func Accelerate(vel, want maths.Vec3) maths.Vec3 {
	d := want.Sub(vel)
	if n, most := d.Len(), float32(CrawlerAccel*dt); n > most {
		d = d.Scale(most / n)
	}
	return vel.Add(d)
}

// Swing returns how far leg k's swing has come, 0..1 (0 while it is
// planted): its group's place in the gait (the gizmos show it).
func (c *Crawler) Swing(k int) float32 {
	if c.Legs[k].Planted || int(c.group) != c.Group(k) {
		return 0
	}
	return c.t
}

// Group returns leg k's gait group (0 or 1): legs 0-3 are the left side
// front to back, 4-7 the right.
func (c *Crawler) Group(k int) int { return (k%4 + k/4) % 2 }

func crawlerSide(k int) float32 { return float32(2*(k/4) - 1) }

func sign(v float32) float32 {
	if v < 0 {
		return -1
	}
	return 1
}

// Reset stands the crawler at ground point at, facing forward (-Z), its
// feet at home on the floor's top of g.
func (c *Crawler) Reset(at maths.Vec3, g Ground) {
	*c = Crawler{Forward: maths.V3(0, 0, -1), Up: maths.V3(0, 1, 0), group: -1}
	for k := range c.Legs {
		c.Legs[k].Foot, c.Legs[k].Planted = onTop(g, c.home(at, k)), true
	}
	c.pose(at)
}

// home returns where leg k's foot stands at rest for a body at ground
// point at.
func (c *Crawler) home(at maths.Vec3, k int) maths.Vec3 {
	right := c.right()
	return at.Add(right.Scale(crawlerSide(k) * crawlerFootOut[k%4])).Add(c.Forward.Scale(crawlerFootAlong[k%4]))
}

func (c *Crawler) right() maths.Vec3 { return maths.V3(-c.Forward.Z, 0, c.Forward.X) }

// Step moves the crawler one tick: its body's ground point is now at,
// moving at vel (m/s, horizontal), over ground g.
func (c *Crawler) Step(at, vel maths.Vec3, g Ground) {
	speed := vel.Len()
	if speed > 0.05 {
		// Turn toward the way it goes, at most crawlerTurning radians a
		// tick: its planted feet must keep up.
		want := vel.Scale(1 / speed)
		turn := c.Forward.Add(want.Sub(c.Forward).Scale(0.5)).Normalize()
		if turn.Len() == 0 || turn.Dot(c.Forward) < crawlerTurnCos {
			turn = c.Forward.Add(c.right().Scale(crawlerTurning * sign(c.right().Dot(want)))).Normalize()
		}
		c.Forward = turn
	}
	swing := min(0.15, max(0.08, float32(0.25/(speed+0.5)))) // seconds: quicker steps when quick
	lead := float32(swing * 0.5)
	if c.group < 0 {
		// The group whose foot strays furthest steps.
		var drift [2]float32
		for k := range c.Legs {
			l := &c.Legs[k]
			want := c.home(at, k).Add(vel.Scale(lead))
			d := l.Foot.Sub(want).Len()
			if !l.Planted || l.Hip.Sub(l.Foot).Len() > 0.95*SpiderLeg.Reach() {
				d = 2 * crawlerDrift // a foot left hanging, or about to be out of reach, steps at once
			}
			drift[c.Group(k)] = max(drift[c.Group(k)], d)
		}
		grp := int8(0)
		if drift[1] > drift[0] {
			grp = 1
		}
		if drift[grp] > crawlerDrift {
			c.group, c.t = grp, 0
			for k := range c.Legs {
				if c.Group(k) == int(grp) {
					c.Legs[k].from, c.Legs[k].Planted = c.Legs[k].Foot, false
				}
			}
		}
	}
	if c.group >= 0 {
		c.t = min(1, c.t+float32(dt)/swing)
		left := float32((1 - c.t) * swing)
		e := maths.Smoothstep(c.t)
		for k := range c.Legs {
			if c.Group(k) != int(c.group) {
				continue
			}
			l := &c.Legs[k]
			home := c.home(at, k)
			to := landing(g, home, home.Add(vel.Scale(left+lead)))
			l.Foot = l.from.Lerp(to, e).Add(maths.V3(0, float32(float32(4*crawlerLift*c.t)*(1-c.t)), 0))
			if c.t >= 1 {
				_, l.Planted = g.Floor(to.X, -to.Z)
				if l.Planted {
					l.Foot = to
				}
			}
		}
		if c.t >= 1 {
			c.group = -1
		}
	}
	c.pose(at)
}

// pose rides the body over the planted feet, tilted with them, and bends
// each leg to its foot, knees up and out.
func (c *Crawler) pose(at maths.Vec3) {
	right := c.right()
	var sum, rightY, leftY, frontY, backY float32
	n := 0
	for k := range c.Legs {
		l := &c.Legs[k]
		if !l.Planted {
			continue
		}
		y := l.Foot.Y
		sum += y
		n++
		if k/4 == 1 {
			rightY += y
		} else {
			leftY += y
		}
		if k%4 < 2 {
			frontY += y
		} else {
			backY += y
		}
	}
	ground := at.Y
	if n > 0 {
		ground = sum / float32(n)
	}
	c.Pos = maths.V3(at.X, ground+crawlerRide, at.Z)
	// The body leans toward the lower feet (a hanging foot reads as low).
	c.Up = maths.V3(0, 1, 0).Add(right.Scale(float32((leftY - rightY) * 0.3))).Add(c.Forward.Scale(float32((backY - frontY) * 0.3))).Normalize()
	for k := range c.Legs {
		l := &c.Legs[k]
		side := crawlerSide(k)
		l.Hip = c.Pos.Add(right.Scale(side * crawlerHipOut)).Add(c.Forward.Scale(crawlerHipAlong[k%4]))
		pole := l.Hip.Add(c.Up.Scale(0.6)).Add(right.Scale(float32(0.3 * side)))
		var end maths.Vec3
		l.Knee, end = SpiderLeg.Solve(l.Hip, l.Foot, pole)
		if !l.Planted {
			l.Foot = end
		}
	}
}

// StateWords appends the crawler's state as exact bits, for replay hashes.
func (c *Crawler) StateWords(put func(uint64)) {
	for _, v := range [...]maths.Vec3{c.Pos, c.Forward, c.Up} {
		putVec(put, v)
	}
	for k := range c.Legs {
		putVec(put, c.Legs[k].Foot)
		putVec(put, c.Legs[k].from)
		put(flag(c.Legs[k].Planted))
	}
	put(uint64(uint8(c.group)))
	put(bits(c.t))
}
