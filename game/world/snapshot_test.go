package world

import (
	"fmt"
	types "reflect"
	"testing"
)

// A snapshot is data: no field of it, however deep, is a pointer, map,
// function, channel or interface, but for the level's read-only layout.
// (A *rope.Rope or a *player.Body put in it fails.)
func TestASnapshotHoldsNoPointer(t *testing.T) {
	level := types.TypeFor[*Level]()
	seen := map[types.Type]bool{}
	var walk func(path string, ty types.Type)
	walk = func(path string, ty types.Type) {
		if seen[ty] {
			return
		}
		seen[ty] = true
		switch ty.Kind() {
		case types.Pointer:
			if ty != level {
				t.Errorf("%s is a %v: a pointer crosses to the drawing side", path, ty)
			}
		case types.Map, types.Func, types.Chan, types.Interface, types.UnsafePointer:
			t.Errorf("%s is a %v", path, ty)
		case types.Slice, types.Array:
			walk(path+"[]", ty.Elem())
		case types.Struct:
			for i := range ty.NumField() {
				walk(path+"."+ty.Field(i).Name, ty.Field(i).Type)
			}
		}
	}
	walk("Snapshot", types.TypeFor[Snapshot]())
}

// A snapshot stays as it was while the world steps on (nothing in it
// points into the world), and the next Snap has it again: on level 18
// (spiders chasing, saws, his rope cut and pieces flying), snapped every
// 20 ticks of the bot's run, each snapshot printed whole before and after
// 20 more ticks is the same; a fresh snapshot is not.
func TestASnapshotStaysAsTheWorldStepsOn(t *testing.T) {
	w := shippedRun(t, 18, 1)
	bot := Bot{Skill: Casual}
	var kept, fresh Snapshot
	pieces, spiders, rope := 0, 0, 0
	for w.Tick < 60*30 && !w.Over() {
		w.Snap(&kept)
		before := fmt.Sprintf("%+v", kept)
		for range 20 {
			w.Step(bot.Input(w))
		}
		if after := fmt.Sprintf("%+v", kept); after != before {
			t.Fatalf("tick %d: the snapshot of 20 ticks before changed as the world stepped", w.Tick)
		}
		w.Snap(&fresh)
		if fmt.Sprintf("%+v", fresh) == before {
			t.Fatalf("tick %d: a snapshot 20 ticks later is the same: Snap fills nothing that moves", w.Tick)
		}
		pieces, spiders, rope = max(pieces, len(fresh.Pieces)), max(spiders, len(fresh.Spiders)), max(rope, len(fresh.Rope))
	}
	if pieces == 0 || spiders == 0 || rope < 10 {
		t.Errorf("level 18's run showed %d pieces, %d spiders, a rope of %d points at most: the test needs all three", pieces, spiders, rope)
	}
}

// The snapshot says what the world says: his place, his skeleton, his
// rope and his yarn, the boss's fight and the meter, tick by tick on a
// boss level and a runway level.
func TestASnapshotSaysWhatTheWorldSays(t *testing.T) {
	for _, n := range []int{4, 5} {
		w := shippedRun(t, n, 1)
		bot := Bot{Skill: Expert}
		var s Snapshot
		tied, metered := false, false
		for w.Tick < 60*60 && !w.Over() {
			w.Step(bot.Input(w))
			w.Snap(&s)
			b := w.Figure()
			switch {
			case s.Runner.S != w.Runner.S || s.Runner.X != w.Runner.X || s.At != w.RunnerAt():
				t.Fatalf("level %d, tick %d: he is at %v in the snapshot, %v in the world", n, w.Tick, s.At, w.RunnerAt())
			case s.Body.Head != b.Head || s.Body.Feet[1] != b.Feet[1].At || s.Body.Planted[0] != b.Feet[0].Planted || s.Body.RopeHand != b.RopeHand() || s.Body.RopeHand != w.Hand():
				t.Fatalf("level %d, tick %d: the snapshot's skeleton is not the world's", n, w.Tick)
			case len(s.Rope) != w.Rope().Len() || s.Rope[len(s.Rope)-1] != w.Rope().Positions()[w.Rope().Len()-1]:
				t.Fatalf("level %d, tick %d: the snapshot's rope is not the world's", n, w.Tick)
			case s.Yarn != w.Yarn() || s.Colour != w.Colour() || s.Outcome != w.Outcome || s.Over != w.Over():
				t.Fatalf("level %d, tick %d: the snapshot's yarn or outcome is not the world's", n, w.Tick)
			case s.Boss.Wraps != w.Wraps() || s.Boss.Tied != w.Tied() || s.Boss.StrikeIn != w.StrikeIn() || s.Boss.Pay != w.Boss.PayFor(w.Wraps()):
				t.Fatalf("level %d, tick %d: the snapshot's boss is not the world's", n, w.Tick)
			case s.Finale.Needle != w.Needle() || s.Finale.Metering != w.Metering() || s.Finale.Multiplier != w.Multiplier():
				t.Fatalf("level %d, tick %d: the snapshot's meter is not the world's", n, w.Tick)
			}
			tied, metered = tied || s.Boss.Tied, metered || s.Finale.Metering
		}
		if n == 5 && !tied || n == 4 && !metered {
			t.Errorf("level %d: the bot's run never reached its finale (tied %v, metered %v)", n, tied, metered)
		}
	}
}

// Snapping a run allocates nothing once its buffers have grown.
func TestSnapAllocatesNothing(t *testing.T) {
	w := shippedRun(t, 18, 1)
	bot := Bot{Skill: Expert}
	var s Snapshot
	for range 600 {
		w.Step(bot.Input(w))
		w.Snap(&s)
	}
	if a := testing.AllocsPerRun(100, func() {
		w.Step(bot.Input(w))
		w.Snap(&s)
	}); a != 0 {
		t.Errorf("a tick and its snapshot allocate %v times", a)
	}
}

// BenchmarkSnap: a snapshot of level 30 mid-run (bends, the most
// obstacles and colliders) and of level 5's boss fight, against the tick
// it ends. go test -run '^$' -bench Snap -benchmem ./game/world
func BenchmarkSnap(b *testing.B) {
	for _, c := range []struct {
		name         string
		level, ticks int
	}{{"Track", 30, 300}, {"Arena", 5, 1700}} {
		w := shippedRun(b, c.level, 1)
		bot := Bot{Skill: Expert}
		for range c.ticks {
			w.Step(bot.Input(w))
		}
		var s Snapshot
		w.Snap(&s)
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				w.Snap(&s)
			}
			b.ReportMetric(float64(len(s.Colliders)), "colliders")
			b.ReportMetric(float64(len(s.Rope)), "particles")
		})
	}
}
