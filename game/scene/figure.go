package scene

import (
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

// figure is the Rope-Man as drawn: wound yarn on the skeleton the
// simulation poses each tick (world.Pose): a ball of a body along his
// spine, a head, and limbs that are yarn tubes through hip, knee and foot,
// shoulder, elbow and hand, thicker as his yarn grows. Drawing adds no
// motion of its own, so his feet are where the body planted them and the
// rope leaves from his drawn hand. The mesh is rebuilt each frame into
// reused buffers, in track space.
type figure struct {
	mesh   mesh.Mesh
	shadow mesh.Mesh
	// handBall is the rope hand's ball: vertices [from, to) of mesh.
	handBall [2]int
	limb     mesh.Mesh // one limb's tube, appended to mesh
	pts      [3]maths.Vec3
}

// Proportions of the yarn on the bones, metres.
const (
	limbHalf = 0.09 // half thickness of arms and legs, before chunk
	headSize = 0.2  // half extent
)

// chunk is how much thicker his yarn body is with yarn metres of yarn: 1
// at none, up to 1.8 at 20 m and more.
func chunk(yarn float32) float32 { return 1 + 0.8*min(1, max(0, yarn)/20) }

// limbLook is a limb's tube: wound yarn, banded.
var limbLook = mesh.TubeParams{Sides: 7, Rings: 3, StripeTurns: 2}

// pose rebuilds the figure on body b in his yarn colours; thick (1 and
// up) thickens his limbs and body as his yarn grows.
func (f *figure) pose(b *world.Pose, yarn, twist mesh.Colour, thick float32) {
	m := &f.mesh
	m.Reset()
	half := limbHalf * thick
	for i := range b.Hip {
		f.addLimb(b.Hip[i], b.Knee[i], b.Feet[i], half*1.1, twist, yarn)
		foot := b.Feet[i].Add(maths.V3(0, half*0.6, -0.04))
		m.AddSphere(maths.Translate(foot).Mul(maths.ScaleXYZ(maths.V3(half*1.3, half*0.8, half*1.8))), 6, 4, yarn, twist)
	}
	up := b.Neck.Sub(b.Pelvis).Normalize()
	mid := b.Pelvis.Lerp(b.Neck, 0.5)
	torso := maths.Translate(mid).Mul(along(up)).
		Mul(maths.ScaleXYZ(maths.V3(0.22+0.05*thick, b.Neck.Sub(b.Pelvis).Len()/2+0.08, 0.17+0.05*thick)))
	m.AddSphere(torso, 10, 7, yarn, twist)
	for i := range b.Shoulder {
		f.addLimb(b.Shoulder[i], b.Elbow[i], b.Hand[i], half, yarn, twist)
		from := len(m.Positions)
		m.AddSphere(maths.Translate(b.Hand[i]).Mul(maths.Scale(half*1.25)), 6, 4, twist, yarn)
		if b.Hand[i] == b.RopeHand {
			f.handBall = [2]int{from, len(m.Positions)}
		}
	}
	m.AddSphere(maths.Translate(b.Head).Mul(maths.Scale(headSize*1.2)), 9, 6, yarn, twist)
	// Eyes on the back of his head would be odd; he runs away from us, so
	// a tuft of yarn on top is what the player sees.
	tuft := maths.Translate(b.Head.Add(up.Scale(headSize*1.2 + 0.06))).Mul(along(up)).
		Mul(maths.RotateX(0.5)).Mul(maths.ScaleXYZ(maths.V3(0.05, 0.09, 0.05)))
	m.AddSphere(tuft, 5, 3, twist, yarn)
	m.FitBounds()
}

// addLimb adds a yarn tube through a, b, c (a bent limb) of radius r.
func (f *figure) addLimb(a, b, c maths.Vec3, r float32, col, band mesh.Colour) {
	f.pts = [3]maths.Vec3{a, b, c}
	look := limbLook
	look.Radius, look.Yarn, look.Stripe = r, col, band
	mesh.Tube(&f.limb, f.pts[:], look)
	f.mesh.Append(&f.limb)
	// Round the joints and the ends: a tube is open-ended at its root.
	f.mesh.AddSphere(maths.Translate(a).Mul(maths.Scale(r)), 6, 4, col, band)
	f.mesh.AddSphere(maths.Translate(b).Mul(maths.Scale(r*1.05)), 6, 4, col, band)
}

// along returns the rotation taking +Y to the unit vector up, keeping +X
// across the track (a lean, not a turn).
func along(up maths.Vec3) maths.Mat4 {
	right := up.Cross(maths.V3(0, 0, 1)).Normalize() // up × back
	back := right.Cross(up)
	return maths.Basis(right, up, back)
}

// poseShadow rebuilds the blob shadow for a runner standing over the floor
// (it shrinks and fades as he rises); over a gap there is none.
func (f *figure) poseShadow(r *world.Mover, top float32, overFloor bool) {
	s := &f.shadow
	s.Reset()
	s.Unlit = true
	up := r.Y - top // how high he is over the floor's top under him
	if !overFloor || up < 0 {
		return
	}
	k := 1 / (1 + up*0.6)
	tint := shadowTint
	tint.A *= k
	s.AddDisc(maths.V3(0, 0.015-up, 0), 0.45*k, 12, tint)
	s.FitBounds()
}
