package scene

import (
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/scene/palette"
)

// underFloor is how far below the floor's top the rope must hang to be
// drawn before the floor (under it, or down a gap).
const underFloor = -0.1

// buildYarn makes the rope's tube for this frame: the runs of it that
// hang below the floor into yarnUnder (drawn before the floor, which hides
// them), the rest into yarn. The rope is the hero: it thickens with the
// yarn he carries and ends in a fluffy ball; a skin may stripe it (a
// trail) and choose that ball (a rope end).
func (s *Scene) buildYarn() {
	w := &s.view.Run
	s.yarn.Reset()
	s.yarnUnder.Reset()
	if len(w.Rope) < 2 {
		return
	}
	look := yarnTube
	col := palette.Of(w.Colour, s.blind)
	look.Radius, look.Yarn, look.Stripe = s.view.Trail.Thickness*chunk(w.Yarn), col.Colour, col.Ink
	skin := lookOf(s.view.Skin)
	switch {
	case s.blind: // the pattern's ink says his colour
		look.Pattern = col.Pattern
	case skin.trail != (mesh.Colour{}):
		look.Stripe = skin.trail
	}
	end, endSize := col.Colour, float32(2.2)
	if skin.end != (mesh.Colour{}) {
		end = skin.end
	}
	if skin.endSize > 0 {
		endSize = skin.endSize
	}
	if w.Threat && w.Tick/4%2 == 0 {
		// Something is about to cut it: the rope flashes white and warning orange.
		look.Yarn, look.Stripe = hazardEdge, hazardAccent
	}
	pts := w.Rope
	for start := 0; start+1 < len(pts); {
		under := pts[start].Y < underFloor && pts[start+1].Y < underFloor
		end := start + 1
		for end+1 < len(pts) && (pts[end].Y < underFloor && pts[end+1].Y < underFloor) == under {
			end++
		}
		mesh.Tube(&s.tube, pts[start:end+1], look) // runs share their end particle
		if under {
			s.yarnUnder.Append(&s.tube)
		} else {
			s.yarn.Append(&s.tube)
		}
		start = end
	}
	tail := pts[len(pts)-1]
	m := &s.yarn
	if tail.Y < underFloor {
		m = &s.yarnUnder
	}
	m.AddSphere(maths.Translate(tail).Mul(maths.Scale(look.Radius*endSize)), 7, 5, end, look.Stripe)
	s.yarn.FitBounds()
	s.yarnUnder.FitBounds()
}
