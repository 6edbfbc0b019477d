package world

import (
	"math"

	"ropeman/camera/geom"
)

// Spikes is a strip of spikes on the floor: running over it hurts, a jump
// clears it. It cuts nothing (the rope drags over it).
type Spikes struct {
	X, S          float32 // the strip's centre across the track, and where it starts
	Width, Length float32 // metres across and along the track
}

// SpikesHeight is how high the spikes stand; a body above it is clear.
const SpikesHeight = 0.3

// SpikesHit reports whether spikes k hurt a body at x, y, s.
func SpikesHit(k *Spikes, x, y, s float32) bool {
	return y < SpikesHeight && abs(x-k.X) < float32(k.Width/2)+bodyHalfWidth && s > k.S-bodyHalfDepth && s < k.S+k.Length+bodyHalfDepth
}

// Bar is a sweeper: a bar low over the floor turning about a post, its
// ends sweeping a circle. Jump it; it cuts the rope lying in its way.
type Bar struct {
	X, S   float32 // the post
	Radius float32 // half the bar's length, metres
	Period float32 // seconds for a turn
	Phase  float32
}

// BarHeight is the bar's height over the floor, and BarThickness its radius.
const (
	BarHeight    = 0.16
	BarThickness = 0.08
)

// EndsAt returns the bar's two ends (x, s) at time t.
func (b *Bar) EndsAt(t float32) (x0, s0, x1, s1 float32) {
	sin, cos := geom.Sincos(2 * math.Pi * float64(t/b.Period+b.Phase))
	dx, ds := float32(b.Radius*float32(cos)), float32(b.Radius*float32(sin))
	return b.X - dx, b.S - ds, b.X + dx, b.S + ds
}

// BarHits reports whether bar b at time t hits a body at x, y, s: the body
// box's footprint comes within the bar's thickness and his feet are
// below its top.
func BarHits(b *Bar, t, x, y, s float32) bool {
	if y > BarHeight+BarThickness {
		return false
	}
	x0, s0, x1, s1 := b.EndsAt(t)
	// The nearest point of the bar (a segment) to the body's centre.
	ex, es := x1-x0, s1-s0
	k := clamp01((float32((x-x0)*ex) + float32((s-s0)*es)) / (float32(ex*ex) + float32(es*es)))
	dx := max(0, abs(x-(x0+float32(k*ex)))-bodyHalfWidth)
	ds := max(0, abs(s-(s0+float32(k*es)))-bodyHalfDepth)
	return float32(dx*dx)+float32(ds*ds) < BarThickness*BarThickness
}

func clamp01(v float32) float32 { return min(1, max(0, v)) }

// Scissors are two jaws across the track that close from its edges toward
// its centre line and open again. They never quite shut: a lane down the
// middle is always clear, so steering there is the way through.
type Scissors struct {
	S      float32
	Period float32 // seconds for a close and an open
	Phase  float32
	Half   float32 // the track's half width there (set when the level is read)
}

// GapAt returns how far each jaw's tip is from the centre line at time t
// (ScissorsLane when closed; Half when wide open).
func (c *Scissors) GapAt(t float32) float32 {
	open := 0.5 + float32(0.5*float32(geom.Cos(2*math.Pi*float64(t/c.Period+c.Phase))))
	return ScissorsLane + float32((c.Half-ScissorsLane)*open)
}

// ScissorsLane is how far each closed jaw stops from the centre line.
const ScissorsLane = 0.5

// ScissorsHit reports whether scissors c at time t catch a body at x, s.
func ScissorsHit(c *Scissors, t, x, s float32) bool {
	return abs(s-c.S) < bodyHalfDepth+0.1 && abs(x) > c.GapAt(t)-bodyHalfWidth
}

// Wall is a block sliding across the track and back: steer around it.
type Wall struct {
	X, S   float32 // centre
	Width  float32 // metres across
	Slide  float32 // metres either side of X
	Period float32
	Phase  float32
}

// WallDepth is a wall's depth along the track, and WallHeight its height.
const (
	WallDepth  = 0.5
	WallHeight = 1.2
)

// XAt returns the wall's centre across the track at time t.
func (w *Wall) XAt(t float32) float32 {
	return w.X + float32(w.Slide*float32(geom.Sin(2*math.Pi*float64(t/w.Period+w.Phase))))
}

// WallHits reports whether wall v at time t hits a body at x, y, s.
func WallHits(v *Wall, t, x, y, s float32) bool {
	return y < WallHeight && abs(x-v.XAt(t)) < float32(v.Width/2)+bodyHalfWidth && abs(s-v.S) < WallDepth/2+bodyHalfDepth
}
