package scene

import (
	"ropeman/camera"
	"ropeman/camera/geom"
	"ropeman/game/world"
)

// What QA reads of a frame to check the picture against the camera (see
// the game's -frames capture).

// Probe finds a point of floor ahead of him, the middle of a tile clear
// of its edges, the curbs and the finish, that the camera sees: where it
// lands on screen (pixels) and the colour the renderer gives it.
func (s *Scene) Probe() (x, y float32, col geom.Colour, ok bool) {
	l := s.view.Run.Level
	run := &s.view.Run.Runner
	for ahead := float32(4); ahead < 30; ahead++ {
		at := run.S + ahead
		half, floor := l.Floor(0, at)
		if !floor || half < 1 {
			continue
		}
		at = (float32(int(at/tileLength)) + 0.5) * tileLength
		if at >= l.Finish || l.SectionAt(at-tileLength) != l.SectionAt(at+tileLength) {
			continue
		}
		p := s.place(world.Pos(0, 0, at))
		x, y, vis := s.cam.Project(p, s.width, s.height)
		if !vis || x < 0 || y < 0 || x >= s.width || y >= s.height {
			continue
		}
		return x, y, camera.Shade(sceneLight, s.renderer.Fog, s.stage.tileColour(at, l.Finish), geom.V3(0, 1, 0), s.cam.Depth(p)), true
	}
	return 0, 0, geom.Colour{}, false
}

// Edges returns where the track's edges at his depth land across the
// screen, pixels; not ok where there is no floor under him or an edge is
// out of sight.
func (s *Scene) Edges() (left, right float32, ok bool) {
	run := &s.view.Run.Runner
	sec := s.view.Run.Level.SectionAt(run.S)
	if sec == nil || sec.Kind != world.Floor {
		return 0, 0, false
	}
	left, _, okl := s.cam.Project(s.place(world.Pos(-sec.HalfWidth, 0, run.S)), s.width, s.height)
	right, _, okr := s.cam.Project(s.place(world.Pos(sec.HalfWidth, 0, run.S)), s.width, s.height)
	return left, right, okl && okr
}
