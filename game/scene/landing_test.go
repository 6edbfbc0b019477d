package scene

import (
	"math"
	"testing"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/game/flow"
	"ropeman/game/world"
	"ropeman/player"
)

// A hard landing throws more dust than a jump's and shakes the camera (less
// than a hit does); a hop throws less; a jump's landing shakes nothing.
func TestLandingsByImpact(t *testing.T) {
	f, err := flow.New(flow.Config{Level: 1, Seed: 1, Autoplay: true})
	if err != nil {
		t.Fatal(err)
	}
	w := &f.View().Run
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

// The finish ribbon tears with a burst of its own shreds: level 1 played by
// the bot to the tick the world says it tore, the scene throws a burst in
// the ribbon's colour round his chest there, and none before.
func TestTheRibbonTearsInShreds(t *testing.T) {
	f, err := flow.New(flow.Config{Level: 1, Seed: 1, Autoplay: true, Open: flow.Play})
	if err != nil {
		t.Fatal(err)
	}
	s := opened(t, f)
	shreds := func() (n int, near bool) {
		r := &f.View().Run.Runner
		for i := range s.sparks.live {
			p := &s.sparks.live[i]
			if p.kind == ribbonKind && p.age < p.life {
				n++
				near = near || p.pos.Sub(world.Pos(r.X, r.Y+1, r.S)).Len() < 0.5
			}
		}
		return n, near
	}
	for i := 0; i < 60*40; i++ {
		step(t, s, f)
		tore := false
		for _, e := range f.View().Events {
			tore = tore || e.Kind == world.Tore
		}
		n, near := shreds()
		if !tore {
			if n > 0 {
				t.Fatalf("tick %d: %d ribbon shreds fly before it tore", i, n)
			}
			continue
		}
		if n < 12 || !near {
			t.Errorf("the ribbon tore: %d shreds (near his chest: %v), want a burst of 12 or more", n, near)
		}
		return
	}
	t.Fatal("the ribbon never tore")
}

// A whipping rope trails fluff, a calm one none: level 1's run, his rope
// trailing straight behind him for two seconds throws none; swerving hard
// from edge to edge every third of a second, his rope's tail whips past
// whipSpeed and throws fluff of his colour off it, and stays under it
// when he steers gently.
func TestAWhippingRopeTrailsFluff(t *testing.T) {
	fluff := func(steer func(tick int) float32) int {
		f, err := flow.New(flow.Config{Level: 1, Seed: 1, Open: flow.Play})
		if err != nil {
			t.Fatal(err)
		}
		s := opened(t, f)
		n := 0
		for tick := 0; tick < 60*4; tick++ {
			if err := f.Step(flow.Command{Input: player.Input{Steer: true, SteerX: steer(tick)}}); err != nil {
				t.Fatal(err)
			}
			s.Step(f.View())
			if tick < 60 {
				continue // the rope settles behind him
			}
			w := &f.View().Run
			for i := range s.sparks.live {
				if p := &s.sparks.live[i]; p.age == 1 && p.wisp && p.kind == int(w.Colour) {
					n++
				}
			}
		}
		return n
	}
	calm := fluff(func(int) float32 { return 0 })
	gentle := fluff(func(tick int) float32 { return 0.4 * float32(math.Sin(float64(tick)/40)) })
	whip := fluff(func(tick int) float32 { return 1.8 * float32(1-2*(tick/20%2)) })
	t.Logf("fluff thrown: %d running straight, %d steering gently, %d swerving hard", calm, gentle, whip)
	if calm != 0 || gentle != 0 || whip < 5 {
		t.Errorf("fluff thrown: %d running straight, %d steering gently, %d swerving hard; want none, none and some", calm, gentle, whip)
	}
}
