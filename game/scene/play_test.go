package scene

import (
	"testing"

	"ropeman/game/flow"
	"ropeman/game/rules"
)

// playing returns a scene of shipped level n on a phone-sized screen and
// the session it shows, played by the bot for ticks ticks, exactly as the
// game steps them (the flow, then the scene on what it shows).
func playing(t testing.TB, n, ticks int) (*Scene, *flow.Session) {
	t.Helper()
	f, err := flow.New(flow.Config{Level: n, Seed: 1, Autoplay: true})
	if err != nil {
		t.Fatal(err)
	}
	s := opened(t, f)
	for i := 0; i < ticks; i++ {
		step(t, s, f)
	}
	return s, f
}

// opened returns a scene with the shipped camera tuning, open on f with
// play's room made, on a phone-sized screen.
func opened(t testing.TB, f *flow.Session) *Scene {
	t.Helper()
	s := new(Scene)
	if err := rules.LoadTuning(map[string]rules.Validator{"camera": s.CameraTuning()}); err != nil {
		t.Fatal(err)
	}
	s.Open(f.View())
	s.Reserve(&f.View().Run.Body)
	s.Resize(360, 780)
	return s
}

// step runs one tick of f and of the scene.
func step(t testing.TB, s *Scene, f *flow.Session) {
	t.Helper()
	if err := f.Step(flow.Command{}); err != nil {
		t.Fatal(err)
	}
	s.Step(f.View())
}

// buildFrame queues the whole 3D scene as the game's Draw does, without
// a screen.
func (s *Scene) buildFrame() {
	s.Begin()
	for k := range Layers {
		s.Queue(k)
		s.renderer.Flush()
	}
}
