package scene

import (
	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

// What QA reads of a frame to check the picture against the camera (see
// the game's -frames capture).

// Probe finds a point of floor ahead of him, the middle of a tile clear
// of its edges, the curbs and the finish, that the camera sees: where it
// lands on screen (pixels) and the colour the renderer gives it.
func (s *Scene) Probe() (x, y float32, col mesh.Colour, ok bool) {
	l := s.view.Run.Level
	run := &s.view.Run.Runner
	for ahead := float32(4); ahead < 30; ahead++ {
		at := run.S + ahead
		half, floor := l.Floor(0, at)
		if !floor || half < 1 {
			continue
		}
		at = (float32(int(at/tileLength)) + 0.5) * tileLength
		if sec := l.SectionAt(at); at >= l.Finish || sec != l.SectionAt(at-tileLength) || sec != l.SectionAt(at+tileLength) || sec.Kind == world.Slope {
			continue // a slope's tiles face up the slope
		}
		p := s.place(world.Pos(0, l.TopAt(at), at))
		x, y, vis := s.cam.Project(p, s.width, s.height)
		if !vis || x < 0 || y < 0 || x >= s.width || y >= s.height {
			continue
		}
		return x, y, camera.Shade(s.renderer.Light, s.renderer.Fog, s.stage.tileColour(at, l.Finish), maths.V3(0, 1, 0), s.cam.Depth(p)), true
	}
	return 0, 0, mesh.Colour{}, false
}

// RunnerBox returns the screen box (pixels) the Rope-Man is drawn in: his
// skeleton's joints as the camera sees them (the top of his head, a
// hat's brim), grown by his yarn's thickness; not ok if any of them
// is out of sight.
func (s *Scene) RunnerBox() (x0, y0, x1, y1 float32, ok bool) {
	b := &s.view.Run.Body
	x0, y0, x1, y1 = s.width, s.height, 0, 0
	pts := [...]maths.Vec3{b.Head.Add(maths.V3(0, 0.32, 0)), b.Neck, b.Pelvis, b.Hip[0], b.Hip[1], b.Knee[0], b.Knee[1],
		b.Feet[0], b.Feet[1], b.Shoulder[0], b.Shoulder[1], b.Elbow[0], b.Elbow[1], b.Hand[0], b.Hand[1]}
	for _, p := range pts {
		x, y, vis := s.cam.Project(s.place(p), s.width, s.height)
		if !vis {
			return 0, 0, 0, 0, false
		}
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	// His limbs' thickness: 12 cm at his depth, in pixels.
	px, _, _ := s.cam.Project(s.place(b.Pelvis.Add(maths.V3(0.12, 0, 0))), s.width, s.height)
	cx, _, _ := s.cam.Project(s.place(b.Pelvis), s.width, s.height)
	pad := abs(px - cx)
	return x0 - pad, y0 - pad, x1 + pad, y1 + pad, true
}

// Edges returns where the track's edges at his depth land across the
// screen, pixels; not ok where there is no floor under him or an edge is
// out of sight.
func (s *Scene) Edges() (left, right float32, ok bool) {
	run := &s.view.Run.Runner
	sec := s.view.Run.Level.SectionAt(run.S)
	if sec == nil || sec.Kind != world.Floor || s.view.Run.InArena { // the arena is round: no edges
		return 0, 0, false
	}
	top := sec.TopAt(run.S)
	left, _, okl := s.cam.Project(s.place(world.Pos(-sec.HalfWidth, top, run.S)), s.width, s.height)
	right, _, okr := s.cam.Project(s.place(world.Pos(sec.HalfWidth, top, run.S)), s.width, s.height)
	return left, right, okl && okr
}
