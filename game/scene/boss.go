package scene

import (
	"math"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

// boss draws a boss level's arena past the finish and the giant spider in
// it: a round floor with the legs' reach marked in warning orange, and the
// spider's striped column of a body (as thick as the collider his rope
// winds round), its head on top watching him, and eight legs; the leg
// nearest him rises as a strike comes and slams down where it strikes.
type boss struct {
	floor mesh.Mesh // the arena's disc and the legs' ring (flat on the floor)
	side  mesh.Mesh // the disc's slab edge
	body  mesh.Mesh
	legs  [bossLegs]mesh.Mesh
	pts   [3]maths.Vec3
}

// The boss's look, metres.
const (
	bossLegs      = 8
	bossColumn    = 2.1  // how tall its striped body is
	bossHeadSize  = 0.95 // the head's radius, on top of the body
	bossHip       = 1.7  // where its legs leave the body
	bossKnee      = 1.8  // how far out its knees are, and how high
	bossKneeUp    = 2.9  //
	bossFoot      = 2.7  // how far out its feet stand
	bossLegRadius = 0.09 //
	arenaSides    = 48
)

var (
	bossLeg    = mesh.TubeParams{Sides: 5, Rings: 2, Radius: bossLegRadius, StripeTurns: 2}
	arenaFloor = mesh.RGB(236, 226, 255)
	arenaInner = mesh.RGB(255, 214, 200) // inside the legs' reach
)

// add queues the boss and its arena when he is near enough to see them:
// layer 1 the slab's edge, 2 the floor, 3 the boss.
func (b *boss) add(r *camera.Renderer, w *world.Snapshot, layer int) {
	l := w.Level
	if !l.Boss() || w.Runner.S < l.Finish-propsAhead {
		return
	}
	switch layer {
	case 1:
		r.Add(&b.side, maths.Identity())
	case 2:
		r.Add(&b.floor, maths.Identity())
	case 3:
		b.pose(w)
		r.Add(&b.body, maths.Identity())
		for i := range b.legs {
			r.Add(&b.legs[i], maths.Identity())
		}
	}
}

// ready makes the boss's meshes for w's level, if it has him: the
// arena's floor and edge, and his body and legs posed once, so that the
// frame he first comes into view grows nothing.
func (b *boss) ready(w *world.Snapshot) {
	if w.Level.Boss() {
		b.build(w)
		b.pose(w)
	}
}

// build makes the arena's floor and edge for w's level.
func (b *boss) build(w *world.Snapshot) {
	c, t := w.Boss.Centre, &w.Boss.Tuning
	out := w.Boss.ArenaRadius
	b.floor.Reset()
	b.floor.Unlit = true
	ring := [...]struct {
		from, to float32
		col      mesh.Colour
	}{
		{0, t.LegReach - 0.12, arenaInner},
		{t.LegReach - 0.12, t.LegReach, hazardAccent},
		{t.LegReach, out, arenaFloor},
	}
	for _, band := range ring {
		for i := 0; i < arenaSides; i++ {
			a0, a1 := arenaAngle(i), arenaAngle(i+1)
			b.floor.AddQuad(onFloor(c, a0, band.from, 0.012), onFloor(c, a0, band.to, 0.012),
				onFloor(c, a1, band.to, 0.012), onFloor(c, a1, band.from, 0.012), band.col)
		}
	}
	b.floor.FitBounds()
	b.side.Reset()
	theme := themeOf(w.Level)
	for i := 0; i < arenaSides; i++ {
		a0, a1 := arenaAngle(i), arenaAngle(i+1)
		b.side.AddQuad(onFloor(c, a0, out, -world.TrackThickness), onFloor(c, a1, out, -world.TrackThickness),
			onFloor(c, a1, out, 0), onFloor(c, a0, out, 0), theme.trackSide)
	}
	b.side.FitBounds()
}

func arenaAngle(i int) float32 { return 2 * math.Pi * float32(i) / arenaSides }

// onFloor is the point at angle a (counter-clockwise from +x seen from
// above) and distance d from c, y above the floor.
func onFloor(c maths.Vec3, a, d, y float32) maths.Vec3 {
	s, co := math.Sincos(float64(a))
	return c.Add(maths.V3(d*float32(co), y, -d*float32(s)))
}

// pose rebuilds the boss's body and legs for this frame: its head turned
// to him, its leg nearest him up as a strike comes.
func (b *boss) pose(w *world.Snapshot) {
	c, t := w.Boss.Centre, &w.Boss.Tuning
	him := w.At.Sub(c)
	toward := float32(math.Atan2(float64(-him.Z), float64(him.X)))
	m := &b.body
	m.Reset()
	const bands = 7
	for k := 0; k < bands; k++ {
		y0, y1 := bossColumn*float32(k)/bands, bossColumn*float32(k+1)/bands
		col := spiderDark
		if k%2 == 1 {
			col = spiderStripe
		}
		for i := 0; i < 16; i++ {
			a0, a1 := 2*math.Pi*float32(i)/16, 2*math.Pi*float32(i+1)/16
			m.AddQuad(onFloor(c, a0, t.Body, y0), onFloor(c, a1, t.Body, y0), onFloor(c, a1, t.Body, y1), onFloor(c, a0, t.Body, y1), col)
		}
	}
	head := c.Add(maths.V3(0, bossColumn+bossHeadSize*0.6, 0))
	m.AddSphere(maths.Translate(head).Mul(maths.Scale(bossHeadSize)), 12, 8, spiderDark, spiderStripe)
	for _, side := range [2]float32{-0.32, 0.32} {
		eye := onFloor(head, toward+side, bossHeadSize*0.85, 0.25)
		m.AddSphere(maths.Translate(eye).Mul(maths.Scale(0.2)), 6, 4, spiderEye, spiderEye)
	}
	m.FitBounds()
	// The leg nearest him strikes: it rises over the warning and comes
	// down where he would be hit at the strike.
	near := int(math.Round(float64((toward-math.Pi/bossLegs)/(2*math.Pi/bossLegs)))) % bossLegs
	if near < 0 {
		near += bossLegs
	}
	lift := float32(0)
	if in := w.Boss.StrikeIn; in >= 0 && in < t.WarnTicks {
		lift = 1 - float32(in)/float32(t.WarnTicks)
	}
	for k := range b.legs {
		a := math.Pi/bossLegs + 2*math.Pi*float32(k)/bossLegs
		foot := onFloor(c, a, bossFoot, 0)
		knee := onFloor(c, a, bossKnee, bossKneeUp)
		look := bossLeg
		look.Yarn, look.Stripe = spiderDark, spiderStripe
		if k == near && lift > 0 {
			foot = onFloor(c, toward, t.LegReach*0.8, 3.4*lift)
			knee = onFloor(c, toward, bossKnee, bossKneeUp+1.2*lift)
			look.Stripe = hazardAccent
		}
		b.pts = [3]maths.Vec3{onFloor(c, a, t.Body*0.9, bossHip), knee, foot}
		leg := &b.legs[k]
		mesh.Tube(leg, b.pts[:], look)
		leg.FitBounds()
	}
}
