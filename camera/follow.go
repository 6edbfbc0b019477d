package camera

import (
	"errors"
	"fmt"
	"math"

	"ropeman/assets/bounds"
	"ropeman/camera/maths"
)

// FollowParams tune the chase camera. They come from the "camera" table of
// assets/tuning.json.
type FollowParams struct {
	// Offset is the eye's place relative to the runner, metres (+Z is behind
	// him, +Y above).
	Offset maths.Vec3 `json:"offset"`
	// LookAbove is how high above the runner's feet the camera aims, metres.
	LookAbove float32 `json:"lookAbove"`
	// LookAhead is how far ahead the aim point leads, in seconds of the
	// runner's velocity.
	LookAhead float32 `json:"lookAhead"`
	// SmoothTime is roughly the seconds the camera takes to catch up.
	SmoothTime float32 `json:"smoothTime"`
	// MaxSpeed caps the camera's speed, metres per second.
	MaxSpeed float32 `json:"maxSpeed"`
	// FollowX is the share of the runner's sideways position the camera
	// follows (1: centred on him; 0: on the track's centre line).
	FollowX float32 `json:"followX"`
	// FovDegrees is the vertical field of view on a screen wide enough for
	// the track; narrower screens widen it up to MaxFovDegrees, then pull
	// the camera back (see Fit).
	FovDegrees    float32 `json:"fovDegrees"`
	MaxFovDegrees float32 `json:"maxFovDegrees"`
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
		bounds.Within("followX", p.FollowX, 0, 1, ""),
		bounds.Within("fovDegrees", p.FovDegrees, 20, 120, "degrees"),
		bounds.Within("maxFovDegrees", p.MaxFovDegrees, p.FovDegrees, 120, "degrees (at least fovDegrees)"),
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
// and jumps move the view smoothly instead of rigidly, never faster than
// MaxSpeed.
type Follow struct {
	Params FollowParams

	eye, eyeVel maths.Vec3
	aim, aimVel maths.Vec3
}

// Reset puts the camera at rest on the runner at feet position p: a cut.
func (f *Follow) Reset(p maths.Vec3) {
	f.eye, f.aim = f.eyePoint(p), f.aimPoint(p, maths.Vec3{})
	f.eyeVel, f.aimVel = maths.Vec3{}, maths.Vec3{}
}

// Update moves the camera dt seconds toward the runner at feet position p
// moving with velocity v (metres per second) and returns the camera to
// draw with. Both glide toward their places led along the track by his
// velocity times the smooth time: a critically damped follower trails a
// steady mover by just that much, so the smoothing damps his jolts (a
// jump, a landing, a knock-back) without framing him further off the
// faster he runs.
func (f *Follow) Update(p, v maths.Vec3, dt float32) Camera {
	p.Z += v.Z * f.Params.SmoothTime
	return f.Toward(f.eyePoint(p), f.aimPoint(p, v), dt)
}

// Toward glides the eye toward eye and the aim toward aim for dt seconds,
// for shots other than the chase (watching a fall, the win).
func (f *Follow) Toward(eye, aim maths.Vec3, dt float32) Camera {
	f.eye, f.eyeVel = smoothDamp(f.eye, eye, f.eyeVel, f.Params.SmoothTime, f.Params.MaxSpeed, dt)
	f.aim, f.aimVel = smoothDamp(f.aim, aim, f.aimVel, f.Params.SmoothTime, f.Params.MaxSpeed, dt)
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

// Eye returns where the eye is now.
func (f *Follow) Eye() maths.Vec3 { return f.eye }

// eyePoint is where the eye rests for a runner at p: the offset behind
// and above him, sideways by FollowX of his x.
func (f *Follow) eyePoint(p maths.Vec3) maths.Vec3 {
	e := p.Add(f.Params.Offset)
	e.X = p.X*f.Params.FollowX + f.Params.Offset.X
	return e
}

// aimPoint leads the runner along the track by his speed; sideways it
// follows him as the eye does, so steering slides the view rather than
// turning it.
func (f *Follow) aimPoint(p, v maths.Vec3) maths.Vec3 {
	a := p.Add(maths.V3(0, f.Params.LookAbove, v.Z*f.Params.LookAhead))
	a.X = p.X * f.Params.FollowX
	return a
}

// smoothDamp moves cur toward target like a critically damped spring with
// the given smooth time (Game Programming Gems 4, 1.10), then caps the
// step at maxSpeed·dt. It returns the new position and velocity.
func smoothDamp(cur, target, vel maths.Vec3, smoothTime, maxSpeed, dt float32) (maths.Vec3, maths.Vec3) {
	omega := 2 / smoothTime
	x := omega * dt
	decay := 1 / (1 + x + 0.48*x*x + 0.235*x*x*x)
	change := cur.Sub(target)
	temp := vel.Add(change.Scale(omega)).Scale(dt)
	vel = vel.Sub(temp.Scale(omega)).Scale(decay)
	next := target.Add(change.Add(temp).Scale(decay))
	step := next.Sub(cur)
	if most := maxSpeed * dt; step.Len() > most {
		step = step.Normalize().Scale(most)
		next = cur.Add(step)
		vel = step.Scale(1 / dt)
	}
	return next, vel
}

// Fit returns c with a field of view wide enough to show halfSpan metres
// either side of the view axis at the depth of focus on a screen of the
// given aspect (width/height): first widening the vertical field of view
// up to maxFovY radians, then moving the eye back along the view. A
// screen wide enough gets c unchanged.
func Fit(c Camera, aspect, halfSpan float32, focus maths.Vec3, maxFovY float32) Camera {
	depth := c.Depth(focus)
	if !(depth > 0) || !(aspect > 0) {
		return c
	}
	tanNeed := halfSpan / depth / aspect // tan(fovY/2) that shows the span
	if float32(math.Tan(float64(c.FovY)/2)) >= tanNeed {
		return c
	}
	if fov := 2 * float32(math.Atan(float64(tanNeed))); fov <= maxFovY {
		c.FovY = fov
		return c
	}
	c.FovY = maxFovY
	tanMax := float32(math.Tan(float64(maxFovY) / 2))
	back := halfSpan/(tanMax*aspect) - depth
	dir := c.Eye.Sub(c.Target).Normalize()
	c.Eye = c.Eye.Add(dir.Scale(back))
	return c
}
