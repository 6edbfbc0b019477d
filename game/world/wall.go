package world

import (
	"math"
	"ropeman/camera/geom"
)

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

// wallHits reports whether wall v at time t hits a body at x, y, s.
func wallHits(v *Wall, t, x, y, s float32) bool {
	return y < WallHeight && abs(x-v.XAt(t)) < float32(v.Width/2)+bodyHalfWidth && abs(s-v.S) < WallDepth/2+bodyHalfDepth
}
