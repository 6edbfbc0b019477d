package world

import (
	"fmt"
	types "reflect"
	"slices"
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

// The snapshot says what the world says, field by field, every tick of
// the bot's runs of level 11 (keys), 4 (the runway's meter), 5 (the boss's
// arena, where the figure and his place are carried round it) and 18
// (spiders chasing, the rope cut, pieces flying): each copy is held to
// the world's own accessor, so a field copied wrong (a strain left at 0,
// a spider's leg from the wrong spider) fails here, not only on a frame.
func TestASnapshotSaysWhatTheWorldSays(t *testing.T) {
	seen := map[string]bool{}
	for _, n := range []int{11, 4, 5, 18} {
		w := shippedRun(t, n, 1)
		bot := Bot{Skill: Expert}
		var s Snapshot
		for w.Tick < 60*60 && !w.Over() {
			w.Step(bot.Input(w))
			w.Snap(&s)
			if field := differs(w, &s); field != "" {
				t.Fatalf("level %d, tick %d: the snapshot's %s is not the world's", n, w.Tick, field)
			}
			seen["a key taken"] = seen["a key taken"] || s.Keys != 0
			seen["the meter"] = seen["the meter"] || s.Finale.Metering
			seen["the boss tied"] = seen["the boss tied"] || s.Boss.Tied
			seen["a piece flying"] = seen["a piece flying"] || len(s.Pieces) > 0
			seen["a spider"] = seen["a spider"] || len(s.Spiders) > 0
			seen["a threat"] = seen["a threat"] || s.Threat
			seen["the ribbon torn"] = seen["the ribbon torn"] || slices.Contains(s.Ribbon.Whole, false)
		}
	}
	for _, what := range []string{"a key taken", "the meter", "the boss tied", "a piece flying", "a spider", "a threat", "the ribbon torn"} {
		if !seen[what] {
			t.Errorf("the bot's runs never showed %s: the test needs it", what)
		}
	}
}

// differs names the first field of s that is not what w says ("": none).
func differs(w *World, s *Snapshot) string {
	b, r := w.figure(), &w.Runner
	_, over := w.Level.FloorAt(r.X, r.S, w.Seconds())
	threat := w.cutters.threatened
	switch {
	case s.Level != w.Level || s.Tick != w.Tick || s.Seconds != w.Seconds() || s.Outcome != w.Outcome || s.Over != w.Over() || s.Cause != w.Cause() || s.Stats != w.Stats:
		return "run"
	case s.Runner != (Mover{r.X, r.Y, r.S, r.VX, r.VY, r.Speed, r.Impact, r.State}) || s.At != w.boss.place(Pos(w.Runner.X, w.Runner.Y, w.Runner.S)):
		return "runner"
	case s.Progress != w.Progress() || s.WaitLeft != w.WaitLeft() || s.InArena != w.InArena() || s.FloorTop != w.Level.TopAt(r.S) || s.OverFloor != (over || w.InArena()):
		return "place"
	case s.Body.Pelvis != b.Pelvis || s.Body.Neck != b.Neck || s.Body.Head != b.Head || s.Body.Hip != b.Hip || s.Body.Knee != b.Knee ||
		s.Body.Shoulder != b.Shoulder || s.Body.Elbow != b.Elbow || s.Body.Hand != b.Hand || s.Body.RopeHand != w.Hand():
		return "skeleton"
	case s.Yarn != w.Yarn() || s.Colour != w.Colour() || s.Keys != w.haul.keys || s.GatesPassed != w.GatesPassed() || !slices.Equal(s.Taken, w.haul.taken):
		return "yarn"
	case s.Threat != threat || len(s.Rope) != w.Rope().Len() || len(s.Strain) != max(0, len(s.Rope)-1) || len(s.RopeVel) != len(s.Rope):
		return "rope"
	case s.Finale != (Finale{w.finale.unwound, w.YarnAtFinish(), w.finale.metering(), w.finale.needle(), w.Multiplier(), s.Finale.Zone, len(w.Runway.Zones)}) || !slices.Equal(s.Finale.Zone[:s.Finale.Zones], w.Runway.Zones):
		return "finale"
	case s.Boss.Centre != w.boss.centre || s.Boss.ArenaRadius != w.Boss.ArenaRadius() || s.Boss.Tied != (w.boss.tie > 0) || s.Boss.Bound != w.boss.bound(&w.Boss) || s.Boss.Wraps != w.boss.wraps() ||
		s.Boss.StruckAt != w.boss.struck || s.Boss.StrikeIn != w.boss.strikeIn(&w.Boss, w.Tick) || s.Boss.HoldLeft != w.boss.holdLeft(&w.Boss, w.Tick) || s.Boss.Orbit != w.Orbit() ||
		s.Boss.Pay != w.Boss.PayFor(w.boss.wraps()) || s.Boss.Tuning.HoldTicks != w.Boss.HoldTicks || s.Boss.Tuning.LegReach != w.Boss.LegReach:
		return "boss"
	case len(s.Spiders) != len(w.spiders) || len(s.Colliders) != w.space.Len():
		return "spiders or colliders"
	}
	for i, p := range w.Rope().Positions() {
		if s.Rope[i] != p || s.RopeVel[i] != w.Rope().Velocity(i) || i+1 < len(s.Rope) && s.Strain[i] != w.Rope().Strain(i) {
			return "rope"
		}
	}
	for i := range s.Spiders {
		c, sp := &w.spiders[i].body, &s.Spiders[i]
		if sp.Pos != c.Pos || sp.Forward != c.Forward || sp.Up != c.Up || !slices.Equal(sp.Path, w.spiders[i].route(w.Level, &w.Level.Spiders[i], nil)) {
			return "spider"
		}
		for k, l := range c.Legs {
			if sp.Legs[k] != (LegPose{l.Hip, l.Knee, l.Foot, l.Planted, c.Swing(k)}) {
				return "spider's leg"
			}
		}
	}
	for h := range s.Colliders {
		if s.Colliders[h] != w.space.Collider(h) {
			return "collider"
		}
	}
	k := 0
	for i := 0; i < w.pool.Len(); i++ {
		piece, alpha, ok := w.pool.Piece(i)
		if !ok {
			continue
		}
		if k >= len(s.Pieces) || s.Pieces[k].Alpha != alpha || !slices.Equal(s.Pieces[k].Points, piece.Positions()) {
			return "piece"
		}
		k++
	}
	if k != len(s.Pieces) {
		return "pieces"
	}
	c := w.ribbon.cloth
	if cols, rows := c.Size(); s.Ribbon.Cols != cols || s.Ribbon.Rows != rows || !slices.Equal(s.Ribbon.Points, c.Positions()) || !slices.Equal(s.Ribbon.Whole, c.HeldCells(nil)) {
		return "ribbon"
	}
	return ""
}

// snapCaps are the capacities of a snapshot's buffers.
func snapCaps(s *Snapshot) [11]int {
	return [...]int{cap(s.Taken), cap(s.Rope), cap(s.RopeVel), cap(s.Strain), cap(s.Pieces), cap(s.piecePts), cap(s.Spiders), cap(s.paths),
		cap(s.Colliders), cap(s.Ribbon.Points), cap(s.Ribbon.Whole)}
}

// Snapping a run allocates nothing after its first snapshot, however the
// run grows: the bot's whole runs of level 18 and 19 (spiders chasing on
// new paths, cuts sending pieces flying) and of level 5 (his rope wound
// round the boss), with his yarn raised to the cap halfway (the longest
// rope he can trail, longer than any before it), snapped every tick from
// the first: no buffer of the snapshot grows after it (a grown buffer is
// an allocation, found whatever else the process allocates meanwhile),
// and snapping the last state again allocates nothing.
func TestSnapAllocatesNothing(t *testing.T) {
	for _, n := range []int{5, 18, 19} {
		w := shippedRun(t, n, 1)
		bot := Bot{Skill: Expert}
		var s Snapshot
		w.Snap(&s)
		first, longest := snapCaps(&s), 0
		for w.Tick < 60*60 && !w.Over() {
			if w.Tick == 600 {
				w.haul.set(w.haul.most())
			}
			w.Step(bot.Input(w))
			w.Snap(&s)
			if now := snapCaps(&s); now != first {
				t.Errorf("level %d, tick %d: a snapshot buffer grew: %v, from %v", n, w.Tick, now, first)
				first = now
			}
			longest = max(longest, len(s.Rope))
		}
		if a := testing.AllocsPerRun(50, func() { w.Snap(&s) }); a != 0 {
			t.Errorf("level %d: snapping its last state allocated %v times a snap", n, a)
		}
		if longest < 100 {
			t.Errorf("level %d: his rope reached %d particles: the test needs a long one", n, longest)
		}
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
