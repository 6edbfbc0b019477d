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

// AttachRibbon hangs the finish ribbon across the finish line.
func (w *World) AttachRibbon(p rope.ClothParams) {
	h := w.Level.SectionAt(w.Level.Finish).HalfWidth
	cols := int(2*h/0.35) + 1
	w.ribbon = rope.NewCloth(Pos(-h-0.15, ribbonTop, w.Level.Finish), Pos(h+0.15, ribbonTop, w.Level.Finish), ribbonHeight, cols, ribbonRows, p)
	w.body.Clear()
	w.bodyHandle = w.body.Add(rope.Collider{Shape: rope.Capsule, Radius: bodyHalfWidth})
}

// Ribbon returns the finish ribbon, nil if none is attached.
func (w *World) Ribbon() *rope.Cloth { return w.ribbon }

// stepRibbon moves the ribbon against his body while he is near the line.
func (w *World) stepRibbon() {
	r := &w.Runner
	if w.ribbon == nil || abs(r.S-w.Level.Finish) > ribbonNear {
		return
	}
	foot := Pos(r.X, r.Y+bodyHalfWidth, r.S)
	w.body.Set(w.bodyHandle, rope.Collider{Shape: rope.Capsule, Radius: bodyHalfWidth,
		A: foot, B: foot.Add(maths.V3(0, bodyHeight-2*bodyHalfWidth, 0))})
	torn := w.ribbon.Torn()
	w.ribbon.Step(1.0/player.TickRate, &w.body)
	if torn == 0 && w.ribbon.Torn() > 0 {
		w.emit(Tore)
	}
}
