package world

import (
	"ropeman/camera/maths"
	"ropeman/player"
	"ropeman/rope"
)

// The finish ribbon: a strip of cloth across the finish line that he
// tears through (rope.Cloth, stepped only while he is near it).
const (
	ribbonTop    = 1.35 // metres above the track
	ribbonHeight = 0.45
	ribbonRows   = 3
	ribbonNear   = 12 // metres from the line within which it moves
)

// ribbon is the finish ribbon's cloth and his body, the one collider it
// meets.
type ribbon struct {
	cloth  *rope.Cloth // nil until AttachRibbon
	body   rope.Space
	handle int // his body's collider in body
}

// RibbonSize returns how many points across and down the finish ribbon
// of l has: about one every 35 cm of the track's width at the line.
func RibbonSize(l *Level) (cols, rows int) {
	return int(2*l.SectionAt(l.Finish).HalfWidth/0.35) + 1, ribbonRows
}

// hang hangs the cloth across the finish line of l.
func (rb *ribbon) hang(l *Level, p rope.ClothParams) {
	h := l.SectionAt(l.Finish).HalfWidth
	cols, rows := RibbonSize(l)
	rb.cloth = rope.NewCloth(Pos(-h-0.15, ribbonTop, l.Finish), Pos(h+0.15, ribbonTop, l.Finish), ribbonHeight, cols, rows, p)
	rb.body.Clear()
	rb.handle = rb.body.Add(rope.Collider{Shape: rope.Capsule, Radius: bodyHalfWidth})
}

// step moves the cloth against his body while he is near the line at
// finish, and reports whether it tore for the first time.
func (rb *ribbon) step(r *player.Runner, finish float32) (tore bool) {
	if rb.cloth == nil || abs(r.S-finish) > ribbonNear {
		return false
	}
	foot := Pos(r.X, r.Y+bodyHalfWidth, r.S)
	rb.body.Set(rb.handle, rope.Collider{Shape: rope.Capsule, Radius: bodyHalfWidth,
		A: foot, B: foot.Add(maths.V3(0, bodyHeight-2*bodyHalfWidth, 0))})
	torn := rb.cloth.Torn()
	rb.cloth.Step(1.0/player.TickRate, &rb.body)
	return torn == 0 && rb.cloth.Torn() > 0
}

// AttachRibbon hangs the finish ribbon across the finish line.
func (w *World) AttachRibbon(p rope.ClothParams) { w.ribbon.hang(w.Level, p) }
