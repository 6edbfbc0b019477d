package scene

import (
	"testing"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/game/flow"
	"ropeman/game/world"
)

// A hard landing throws more dust than a jump's and shakes the camera (less
// than a hit does); a hop throws less; a jump's landing shakes nothing.
func TestLandingsByImpact(t *testing.T) {
	f, err := flow.New(flow.Config{Level: 1, Seed: 1, Autoplay: true})
	if err != nil {
		t.Fatal(err)
	}
	w := f.View().Run
	dust := func(impact float32) int {
		var ps particles
		w.Runner.Impact = impact
		ps.react([]world.Event{{Kind: world.Landed}}, w)
		n := 0
		for i := range ps.live {
			if ps.live[i].life > 0 {
				n++
			}
		}
		return n
	}
	hop, jump, hard := dust(0.5), dust(1), dust(1.4)
	if !(hop < jump && jump < hard) {
		t.Errorf("dust from a hop, a jump and a hard landing: %d, %d, %d; want more the harder", hop, jump, hard)
	}
	moved := func(events ...world.Event) float32 {
		var k shake
		k.react(events)
		cam := camera.Camera{Eye: maths.V3(0, 4, 6), Target: maths.V3(0, 1, -3)}
		k.react(nil)
		k.react(nil)
		return k.apply(cam).Eye.Sub(cam.Eye).Len()
	}
	landed, hardLanded, hit := moved(world.Event{Kind: world.Landed}), moved(world.Event{Kind: world.Landed}, world.Event{Kind: world.LandedHard}), moved(world.Event{Kind: world.Hit})
	if landed != 0 || !(hardLanded > 0.01 && hardLanded < hit) {
		t.Errorf("the camera moved %.3f m for a landing, %.3f for a hard one, %.3f for a hit; want 0, some, more", landed, hardLanded, hit)
	}
}

// A hit shakes the camera only while the settings' SCREEN SHAKE is on:
// off (reduced motion), the frames after a hit are shot from where they
// are without one.
func TestReducedMotionShakesNothing(t *testing.T) {
	for _, shaking := range []bool{true, false} {
		f, err := flow.New(flow.Config{Level: 1, Seed: 1, Autoplay: true, Open: flow.Play})
		if err != nil {
			t.Fatal(err)
		}
		hit, calm := opened(t, f), opened(t, f)
		for range 120 {
			step(t, hit, f)
			calm.Step(f.View())
		}
		v := *f.View()
		v.Settings.Shake = shaking
		quiet := v
		v.Events = append(v.Events[:len(v.Events):len(v.Events)], world.Event{Kind: world.Hit, Tick: v.Run.Tick})
		var moved float32
		for range 3 {
			hit.Step(&v)
			calm.Step(&quiet)
			v.Events = quiet.Events
			moved = max(moved, hit.cam.Eye.Sub(calm.cam.Eye).Len())
		}
		if (moved > 0.01) != shaking {
			t.Errorf("shake %v: a hit moved the camera %.3f m", shaking, moved)
		}
	}
}
