package flow

import (
	"reflect"
	"testing"

	"ropeman/ads"
	"ropeman/game/world"
)

// The view is the tick's copy: what the drawing side does to it reaches
// neither the save nor the next tick, and a switch flipped on the settings
// card shows in the view of the tick that flipped it.
func TestTheViewIsACopyOfTheTick(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	coins := s.progress.Coins
	v := s.View()
	v.Settings.Sound, v.Coins, v.Best = false, coins+1000, 999
	if !s.progress.Settings.Sound || s.progress.Coins != coins || s.progress.Best[1] != 0 {
		t.Fatalf("changing the view changed the save: sound %v, coins %d (was %d), best %d", s.progress.Settings.Sound, s.progress.Coins, coins, s.progress.Best[1])
	}
	if err := s.Step(Command{}); err != nil {
		t.Fatal(err)
	}
	if !v.Settings.Sound || v.Coins != coins || v.Best != 0 {
		t.Errorf("the next tick's view: sound %v, coins %d, best %d; want true, %d, 0", v.Settings.Sound, v.Coins, v.Best, coins)
	}
	open(t, s, ActSettings)
	tapAct(t, s, ActSound, 0)
	if v.Settings.Sound || s.progress.Settings.Sound || !v.Clicked {
		t.Errorf("the sound switched off: view says sound %v (clicked %v), save %v", v.Settings.Sound, v.Clicked, s.progress.Settings.Sound)
	}
}

// The win card's count-up chinks a coin every sixth tick of its first
// second (ten chinks), none after it, and a lost run's card none.
func TestTheWinCardChinksWhileItCountsUp(t *testing.T) {
	for _, c := range []struct {
		name   string
		fail   bool
		chinks []int
	}{
		{"win", false, []int{1, 7, 13, 19, 25, 31, 37, 43, 49, 55}},
		{"loss", true, nil},
	} {
		s, _ := newTestSession(t, ads.SimFlags{})
		s.goTo(Play)
		var bot world.Bot
		for i := 0; s.scene != Result; i++ {
			cmd := Command{Input: bot.Input(s.run.world)}
			if c.fail {
				cmd.Input.Steer, cmd.Input.SteerX = true, 10 // off the edge
			}
			if err := s.Step(cmd); err != nil || i > 60*120 {
				t.Fatalf("%s: no result card after %d ticks (%v)", c.name, i, err)
			}
		}
		var got []int
		for s.sceneTick < 3*CountUpTicks {
			if s.View().Chink {
				got = append(got, s.sceneTick)
			}
			if err := s.Step(Command{}); err != nil {
				t.Fatal(err)
			}
		}
		if v := s.View(); !c.fail && v.LevelCoins != 150 {
			t.Errorf("level 1's win card: the level's coins %d, want the design's 150", v.LevelCoins)
		}
		if len(got) != len(c.chinks) || len(got) > 0 && (got[0] != c.chinks[0] || got[len(got)-1] != c.chinks[len(c.chinks)-1]) {
			t.Errorf("%s (earned %d, outcome %v): chinks on ticks %v, want %v", c.name, s.run.earned, s.run.world.Outcome, got, c.chinks)
		}
	}
}

// An ad on screen shows in the view (its sound stops, the HUD draws the
// simulated one with its reward), and the ghost races him only while the
// run is on screen: not on the title, where it would stand inside him.
func TestTheViewShowsTheAdAndTheGhost(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	until(t, s, "the revive ad to load", 600, false, func() bool { return s.ad.manager.Ready(ads.Revive) })
	if v := s.View(); v.Ad.Showing || v.Ad.Simulated.On {
		t.Fatalf("no ad shown yet, the view has %+v", v.Ad)
	}
	if _, ok := s.ad.manager.Show(ads.Revive); !ok {
		t.Fatal("the simulated ad did not show")
	}
	if err := s.Step(Command{}); err != nil {
		t.Fatal(err)
	}
	if a := s.View().Ad; !a.Showing || !a.Simulated.On || !a.Simulated.Rewarded || a.Simulated.Left <= 0 {
		t.Errorf("a rewarded ad on screen, the view has %+v", a)
	}

	g, _ := newTestSession(t, ads.SimFlags{})
	g.run.ghost.world = world.New(g.run.world.Level, g.tuning.run.Rules, 1)
	for _, c := range []struct {
		scene Scene
		races bool
	}{{Title, false}, {Play, true}, {Pause, true}, {Shop, false}} {
		g.goTo(c.scene)
		g.fillView()
		if got := g.View().Ghost != nil; got != c.races {
			t.Errorf("scene %d: ghost in the view %v, want %v", c.scene, got, c.races)
		}
	}
}

// The drawing side reads values, never the live run: nothing in the View,
// however deep, is a *world.World or a pointer into the rope or a body
// (the ghost is the view's own snapshot; game's rooms test holds their
// files to it). A View.Run that is the world again fails.
func TestTheViewHoldsNoPointerIntoTheRun(t *testing.T) {
	live := func(ty reflect.Type) bool {
		p := ty.PkgPath()
		return p == "ropeman/rope" || p == "ropeman/player" || ty == reflect.TypeFor[world.World]()
	}
	seen := map[reflect.Type]bool{}
	var walk func(path string, ty reflect.Type)
	walk = func(path string, ty reflect.Type) {
		if seen[ty] {
			return
		}
		seen[ty] = true
		switch ty.Kind() {
		case reflect.Pointer:
			if live(ty.Elem()) {
				t.Errorf("%s is a %v", path, ty)
			}
			walk(path, ty.Elem())
		case reflect.Slice, reflect.Array:
			walk(path+"[]", ty.Elem())
		case reflect.Struct:
			for i := range ty.NumField() {
				walk(path+"."+ty.Field(i).Name, ty.Field(i).Type)
			}
		}
	}
	walk("View", reflect.TypeFor[View]())

}
