package game

import (
	"math"

	"ropeman/camera/geom"
	"ropeman/player"
)

// Figure proportions, metres (feet at y = 0).
const (
	legLength      = 0.72
	armLength      = 0.6
	hipHeight      = legLength + 0.04
	torsoHeight    = 0.62
	headSize       = 0.2  // half extent
	limbHalf       = 0.09 // half thickness of arms and legs
	strideMetres   = 1.7  // distance per full gait cycle
	shoulderHeight = hipHeight + torsoHeight - 0.06
)

// Figure is the Rope-Man as drawn: wound yarn, a ball of a body and head
// and limbs like skeins, banded in his two yarn colours, whose limbs swing
// with the distance run. The mesh is rebuilt each frame into reused
// buffers; each part is placed by one transform, so procedural legs can
// take over the limbs' transforms alone.

type Figure struct {
	Mesh   geom.Mesh
	Shadow geom.Mesh
	chunk  float32 // limb thickness factor of the current pose
}

// Chunk is how much thicker his yarn body is with yarn metres of yarn: 1
// at none, up to 1.8 at 20 m and more.
func Chunk(yarn float32) float32 { return 1 + 0.8*min(1, max(0, yarn)/20) }

// Pose rebuilds the figure for runner r (model space, feet at the origin)
// in his yarn colours; chunk (1 and up) thickens his limbs and body as his
// yarn grows.
func (f *Figure) Pose(r *player.Runner, yarn, twist geom.Colour, chunk float32) {
	m := &f.Mesh
	m.Reset()
	f.chunk = chunk
	phase := float64(r.S / strideMetres * 2 * math.Pi)
	swing := float32(math.Sin(phase)) * 0.7
	bob := float32(math.Abs(math.Cos(phase))) * 0.06
	legA, legB := swing, -swing
	armA, armB := -swing*0.9, swing*0.9
	if r.State != player.Run {
		// Airborne: knees tucked, arms thrown up.
		legA, legB, armA, armB = 0.9, -0.3, 2.6, 2.4
		bob = 0
	}
	// A lean into the steer makes sideways motion read at a glance.
	lean := -r.VX * 0.025
	body := geom.Translate(geom.V3(0, bob, 0)).Mul(geom.RotateZ(lean))

	for i, side := range [2]float32{-1, 1} {
		angle := legA
		if i == 1 {
			angle = legB
		}
		f.limb(body, geom.V3(side*0.13, hipHeight, 0), angle, legLength, twist, yarn)
	}
	torso := body.Mul(geom.Translate(geom.V3(0, hipHeight+torsoHeight/2, 0))).
		Mul(geom.RotateX(-0.12)).Mul(geom.ScaleXYZ(geom.V3(0.22+0.05*chunk, torsoHeight/2+0.04, 0.17+0.05*chunk)))
	m.AddSphere(torso, 10, 7, yarn, twist)
	for i, side := range [2]float32{-1, 1} {
		angle := armA
		if i == 1 {
			angle = armB
		}
		f.limb(body, geom.V3(side*(0.26+limbHalf*chunk), shoulderHeight, 0), angle, armLength, yarn, twist)
	}
	head := body.Mul(geom.Translate(geom.V3(0, shoulderHeight+0.06+headSize, 0))).Mul(geom.Scale(headSize * 1.2))
	m.AddSphere(head, 9, 6, yarn, twist)
	// Two eyes on the back of the head would be odd; he runs away from us,
	// so a tuft of yarn on top is what the player sees.
	tuft := body.Mul(geom.Translate(geom.V3(0, shoulderHeight+0.06+2*headSize+0.08, 0.02))).
		Mul(geom.RotateX(0.5)).Mul(geom.ScaleXYZ(geom.V3(0.05, 0.09, 0.05)))
	m.AddSphere(tuft, 5, 3, twist, yarn)
	m.FitBounds()
}

// limb adds a skein hanging from pivot, rotated about X by angle radians
// (positive swings it forward, toward -Z), banded like wound yarn.
func (f *Figure) limb(body geom.Mat4, pivot geom.Vec3, angle, length float32, col, band geom.Colour) {
	xf := body.Mul(geom.Translate(pivot)).Mul(geom.RotateX(angle)).
		Mul(geom.Translate(geom.V3(0, -length/2, 0))).
		Mul(geom.ScaleXYZ(geom.V3(limbHalf*f.chunk*1.1, length/2+limbHalf, limbHalf*f.chunk*1.1)))
	f.Mesh.AddSphere(xf, 7, 7, col, band)
}

// PoseShadow rebuilds the blob shadow for a runner standing over the floor
// (it shrinks and fades as he rises); over a gap there is none.
func (f *Figure) PoseShadow(r *player.Runner, overFloor bool) {
	s := &f.Shadow
	s.Reset()
	s.Unlit = true
	if !overFloor || r.Y < 0 {
		return
	}
	k := 1 / (1 + r.Y*0.6)
	tint := shadowTint
	tint.A *= k
	s.AddDisc(geom.V3(0, 0.015-r.Y, 0), 0.45*k, 12, tint)
	s.FitBounds()
}
