package scene

import (
	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

// spiders draws the run's spiders on the legs the simulation poses
// (world.SpiderPose): a round head with red eyes, a striped abdomen, and
// eight thin legs bent at the knee, each its own mesh so the painter sorts
// it against the rope it steps over.
type spiders struct {
	bodies []mesh.Mesh // per spider
	legs   []mesh.Mesh // per spider and leg
	pts    [3]maths.Vec3
}

// The spiders' colours and leg look.
var (
	spiderDark   = mesh.RGB(52, 34, 70)
	spiderStripe = mesh.RGB(150, 96, 190)
	spiderEye    = mesh.RGB(255, 70, 90)
	spiderLeg    = mesh.TubeParams{Sides: 4, Rings: 2, Radius: 0.04, StripeTurns: 1}
)

// ready makes meshes for every spider of w's level, each posed once as
// it stands: the frame a spider first comes into view grows nothing.
func (sp *spiders) ready(w *world.Snapshot) {
	sp.room(len(w.Spiders))
	for i := range w.Spiders {
		sp.pose(i, &w.Spiders[i])
	}
}

// room makes sure there are meshes for n spiders.
func (sp *spiders) room(n int) {
	for len(sp.bodies) < n {
		sp.bodies = append(sp.bodies, mesh.Mesh{Smooth: true})
	}
	for len(sp.legs) < n*world.SpiderLegs {
		sp.legs = append(sp.legs, mesh.Mesh{})
	}
}

// add queues the spiders near him.
func (sp *spiders) add(r *camera.Renderer, w *world.Snapshot) {
	sp.room(len(w.Spiders))
	for i := range w.Spiders {
		c := &w.Spiders[i]
		if s := -c.Pos.Z; s < w.Runner.S-6 || s > w.Runner.S+propsAhead {
			continue
		}
		sp.pose(i, c)
		r.Add(&sp.bodies[i], maths.Identity())
		for k := range c.Legs {
			r.Add(&sp.legs[i*world.SpiderLegs+k], maths.Identity())
		}
	}
}

// pose rebuilds spider i's meshes as c stands.
func (sp *spiders) pose(i int, c *world.SpiderPose) {
	sp.body(&sp.bodies[i], c)
	for k := range c.Legs {
		l := &c.Legs[k]
		sp.pts = [3]maths.Vec3{l.Hip, l.Knee, l.Foot}
		look := spiderLeg
		look.Yarn, look.Stripe = spiderDark, spiderStripe
		m := &sp.legs[i*world.SpiderLegs+k]
		mesh.Tube(m, sp.pts[:], look)
		m.FitBounds()
	}
}

// body rebuilds spider c's head, eyes and abdomen into m.
func (sp *spiders) body(m *mesh.Mesh, c *world.SpiderPose) {
	m.Reset()
	right := c.Forward.Cross(c.Up).Normalize()
	back := c.Forward.Scale(-1)
	// The body's frame: x to its right, y its up, z behind it.
	body := maths.Translate(c.Pos).Mul(maths.Basis(right, c.Up, back))
	m.AddSphere(body.Mul(maths.Translate(maths.V3(0, 0, -0.08))).Mul(maths.ScaleXYZ(maths.V3(0.15, 0.12, 0.16))), 8, 5, spiderDark, spiderDark)
	m.AddSphere(body.Mul(maths.Translate(maths.V3(0, 0.04, 0.24))).Mul(maths.ScaleXYZ(maths.V3(0.22, 0.19, 0.28))), 9, 6, spiderDark, spiderStripe)
	for _, x := range [2]float32{-0.055, 0.055} {
		m.AddSphere(body.Mul(maths.Translate(maths.V3(x, 0.05, -0.22))).Mul(maths.Scale(0.035)), 5, 3, spiderEye, spiderEye)
	}
	m.FitBounds()
}
