package camera

import (
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
)

// Light is one directional light plus ambient, applied once per face.
type Light struct {
	// Dir is the direction the light travels (need not be normalised).
	Dir maths.Vec3
	// Ambient and Diffuse scale a face's base colour: lit faces get
	// Ambient + Diffuse·cos(angle), faces turned away get Ambient.
	Ambient, Diffuse float32
}

// Fog blends vertex colours toward Colour with distance: nothing before
// Start metres, fully fogged from End metres (smoothstep in between).
type Fog struct {
	Colour     mesh.Colour
	Start, End float32
}

// shade returns base lit by l for a face with unit normal n.
func (l *Light) shade(base mesh.Colour, n maths.Vec3) mesh.Colour { return base.Scale(l.factor(n)) }

// factor is what l makes of a colour on a face with unit normal n.
func (l *Light) factor(n maths.Vec3) float32 {
	k := l.Ambient
	if c := -n.Dot(l.Dir); c > 0 {
		k += l.Diffuse * c
	}
	return k
}

// shadeFace is shade for a face whose normal n has any length: the
// square root is taken only for a face the light reaches (a box turns
// half its faces away from it).
func (l *Light) shadeFace(base mesh.Colour, n maths.Vec3) mesh.Colour {
	k := l.Ambient
	if c := -n.Dot(l.Dir); c > 0 {
		k += l.Diffuse * c / n.Len()
	}
	return base.Scale(k)
}

// amount returns the fog factor 0..1 at depth w metres.
func (f *Fog) amount(w float32) float32 {
	if w <= f.Start {
		return 0
	}
	if w >= f.End {
		return 1
	}
	t := (w - f.Start) / (f.End - f.Start)
	return t * t * (3 - 2*t)
}

// Shade returns the colour the renderer gives a face of base colour with
// unit normal n seen at depth w metres: light, then fog. Tests and probes
// use it to know what a visible surface must look like on screen.
func Shade(l Light, f Fog, base mesh.Colour, n maths.Vec3, w float32) mesh.Colour {
	l.Dir = l.Dir.Normalize()
	return l.shade(base, n).Mix(f.Colour, f.amount(w))
}
