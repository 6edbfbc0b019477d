package camera

import (
	"errors"
	"fmt"
	"math"

	"ropeman/assets/bounds"
	"ropeman/camera/geom"
)

// FollowParams tune the chase camera. They come from the "camera" table of
// assets/tuning.json.
type FollowParams struct {
	// Offset is the eye's place relative to the runner, metres (+Z is behind
	// him, +Y above).
	Offset geom.Vec3 `json:"offset"`
	// LookAbove is how high above the runner's feet the camera aims, metres.
	LookAbove float32 `json:"lookAbove"`
	// LookAhead is how far ahead the aim point leads, in seconds of the
	// runner's velocity.
	LookAhead float32 `json:"lookAhead"`
	// SmoothTime is roughly the seconds the camera takes to catch up.
	SmoothTime float32 `json:"smoothTime"`
	// MaxSpeed caps the camera's speed, metres per second.
	MaxSpeed float32 `json:"maxSpeed"`
	// FovDegrees is the vertical field of view.
	FovDegrees float32 `json:"fovDegrees"`
	// Near and Far are the clip distances, metres.
	Near float32 `json:"near"`
	Far  float32 `json:"far"`
}

// Validate reports the first parameter out of its range.
func (p FollowParams) Validate() error {
	if err := bounds.First(
		bounds.Within("offset.x", p.Offset.X, -50, 50, "m"),
		bounds.Within("offset.y", p.Offset.Y, -50, 50, "m"),
		bounds.Within("offset.z", p.Offset.Z, -50, 50, "m"),
		bounds.Within("lookAbove", p.LookAbove, -10, 10, "m"),
		bounds.Within("lookAhead", p.LookAhead, 0, 5, "s"),
		bounds.Within("smoothTime", p.SmoothTime, 0.01, 5, "s"),
		bounds.Within("maxSpeed", p.MaxSpeed, 1, 1000, "m/s"),
		bounds.Within("fovDegrees", p.FovDegrees, 20, 120, "degrees"),
		bounds.Within("near", p.Near, 0.01, 10, "m"),
		bounds.Within("far", p.Far, 1, 1000, "m"),
	); err != nil {
		return err
	}
	switch {
	case p.Offset.Z <= 0 && p.Offset.Y <= 0:
		return errors.New("offset: the eye must sit behind (z > 0) or above (y > 0) the runner")
	case p.Far <= p.Near:
		return fmt.Errorf("near/far: need near (%v) < far (%v)", p.Near, p.Far)
	}
	return nil
}

// Follow is the chase camera: its eye and aim point glide toward a spot
// behind and above the runner with a critically damped spring, so steering
// and jumps move the view smoothly instead of rigidly.
type Follow struct {
	Params FollowParams

	eye, eyeVel geom.Vec3
	aim, aimVel geom.Vec3
}

// Reset puts the camera at rest on the runner at feet position p.
func (f *Follow) Reset(p geom.Vec3) {
	f.eye, f.aim = p.Add(f.Params.Offset), f.aimPoint(p, geom.Vec3{})
	f.eyeVel, f.aimVel = geom.Vec3{}, geom.Vec3{}
}

// Update moves the camera dt seconds toward the runner at feet position p
// moving with velocity v (metres per second) and returns the camera to draw with.
func (f *Follow) Update(p, v geom.Vec3, dt float32) Camera {
	f.eye, f.eyeVel = smoothDamp(f.eye, p.Add(f.Params.Offset), f.eyeVel, f.Params.SmoothTime, f.Params.MaxSpeed, dt)
	f.aim, f.aimVel = smoothDamp(f.aim, f.aimPoint(p, v), f.aimVel, f.Params.SmoothTime, f.Params.MaxSpeed, dt)
	return f.Camera()
}

// Camera returns the current camera without moving it.
func (f *Follow) Camera() Camera {
	return Camera{
		Eye: f.eye, Target: f.aim,
		FovY: f.Params.FovDegrees * math.Pi / 180,
		Near: f.Params.Near, Far: f.Params.Far,
	}
}

func (f *Follow) aimPoint(p, v geom.Vec3) geom.Vec3 {
	return p.Add(v.Scale(f.Params.LookAhead)).Add(geom.V3(0, f.Params.LookAbove, 0))
}

// smoothDamp moves cur toward target like a critically damped spring with
// the given smooth time, its speed capped at maxSpeed (Game Programming Gems
// 4, 1.10). It returns the new position and velocity.
func smoothDamp(cur, target, vel geom.Vec3, smoothTime, maxSpeed, dt float32) (geom.Vec3, geom.Vec3) {
	omega := 2 / smoothTime
	x := omega * dt
	decay := 1 / (1 + x + 0.48*x*x + 0.235*x*x*x)
	change := cur.Sub(target)
	if maxLen := maxSpeed * smoothTime; change.Len() > maxLen {
		change = change.Normalize().Scale(maxLen)
	}
	temp := vel.Add(change.Scale(omega)).Scale(dt)
	vel = vel.Sub(temp.Scale(omega)).Scale(decay)
	return target.Add(change.Add(temp).Scale(decay)), vel
}
