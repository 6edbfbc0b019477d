package world

import (
	"fmt"
	"strings"
	"testing"
)

// Each obstacle kind's limits, as a level file meets them: a value just
// inside a limit loads, one just outside is refused with the file, the
// entity and the field named. (On a floor 8 m wide.)
func TestEachObstacleKindsLimitsBothSides(t *testing.T) {
	for _, c := range []struct {
		entity string // the entity's JSON fields after kind and s
		kind   string
		err    string // "" loads
	}{
		{`"width": 0.5`, "wall", ""},
		{`"width": 0.49`, "wall", "width: 0.49 must be within 0.5..6.8"},
		{`"width": 6.8`, "wall", ""},
		{`"width": 6.9`, "wall", "width: 6.9 must be within 0.5..6.8"},
		{`"width": 1, "slide": 3`, "wall", ""},
		{`"width": 1, "slide": 3.1`, "wall", "slide: 3.1 must be within 0..3"},
		{`"width": 1, "x": 2, "slide": 2`, "wall", ""},
		{`"width": 1, "x": 2, "slide": 2.1`, "wall", "x: the wall at 2±2.1 m leaves the floor"},
		{`"width": 1, "period": 1.2`, "wall", ""},
		{`"width": 1, "period": 1.1`, "wall", "period: 1.1 must be within 1.2..10"},
		{`"width": 1, "period": 10`, "wall", ""},
		{`"width": 1, "period": 10.1`, "wall", "period: 10.1 must be within 1.2..10"},
		{`"width": 1, "phase": 0.99`, "wall", ""},
		{`"width": 1, "phase": 1`, "wall", "phase: 1 must be within 0..1"},
		{`"period": 2`, "scissors", ""},
		{`"x": 0.1`, "scissors", "x: scissors span the track (got 0.1)"},
		{`"phase": -0.1`, "scissors", "phase: -0.1 must be within 0..1"},
		{`"radius": 1.2`, "saw", ""},
		{`"radius": 1.3`, "saw", "radius: 1.3 must be within 0.3..1.2"},
		{`"radius": 0.5`, "bar", ""},
		{`"radius": 0.4`, "bar", "radius: 0.4 must be within 0.5..2.5"},
		{`"width": 2, "length": 3`, "spikes", ""},
		{`"width": 2, "length": 3.1`, "spikes", "length: 3.1 must be within 0.3..3"},
		{`"amplitude": 75`, "blade", ""},
		{`"amplitude": 76`, "blade", "amplitude: 76 must be within 15..75"},
	} {
		js := fmt.Sprintf(`{"name": "x", "finish": 40, "track": [{"kind": "floor", "length": 60, "width": 8}], "entities": [{"kind": %q, "s": 20, %s}]}`, c.kind, c.entity)
		_, err := ParseLevel("k.json", []byte(js))
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s {%s}: refused: %v", c.kind, c.entity, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), "k.json: entities[0] ("+c.kind+"): "+c.err)):
			t.Errorf("%s {%s}: error %v, want %q", c.kind, c.entity, err, c.err)
		}
	}
}

// What the spiders' paths and the bot ask of a wall and of scissors, both
// sides of each edge: where they stand on the floor, and where a rope
// lying along the track would be cut.
func TestWallsAndScissorsAnswerThePathsAndTheBot(t *testing.T) {
	v := &Wall{X: 1, S: 20, Width: 2, Slide: 0.5}
	for _, c := range []struct {
		x, s, margin float32
		want         bool
	}{
		{2.4, 20, 0, true}, {2.6, 20, 0, false}, // the run's end: x 1 + 0.5 slide + 1 half width
		{-0.4, 20, 0, true}, {-0.6, 20, 0, false},
		{1, 20.24, 0, true}, {1, 20.26, 0, false}, // half its 0.5 m depth
		{2.6, 20, 0.2, true}, {1, 20.4, 0.2, true}, {1, 20.5, 0.2, false}, // a margin widens both ways
	} {
		if got := v.standsIn(c.x, c.s, c.margin); got != c.want {
			t.Errorf("a wall at x 1±0.5, 2 m wide: stands in (%v, %v) within %v = %v, want %v", c.x, c.s, c.margin, got, c.want)
		}
	}
	if v.period() != 0 || (&Wall{Slide: 1, Period: 3}).period() != 3 {
		t.Error("a still wall repeats nothing; a sliding one every period")
	}
	c := &Scissors{S: 30, Period: 2, Half: 3}
	for _, q := range []struct {
		x, s, margin float32
		want         bool
	}{
		{0.45, 30, 0, false}, {0.55, 30, 0, true}, {-0.55, 30, 0, true}, // the middle lane is clear
		{0.45, 30, 0.1, true}, {1, 30.09, 0, true}, {1, 30.11, 0, false}, {1, 30.19, 0.1, true},
	} {
		if got := c.standsIn(q.x, q.s, q.margin); got != q.want {
			t.Errorf("scissors at s 30: stand in (%v, %v) within %v = %v, want %v", q.x, q.s, q.margin, got, q.want)
		}
	}
	for _, r := range []struct {
		x    float32
		want bool
	}{{0.35, false}, {0.45, true}, {-0.45, true}, {2, true}} {
		if got := c.crossesRope(r.x); got != r.want {
			t.Errorf("scissors: a rope at x %v crossed %v, want %v", r.x, got, r.want)
		}
	}
	if (&Wall{}).crossesRope(0) {
		t.Error("a wall cut a rope: it pushes, it does not cut")
	}
	// The jaws' colliders: the left from the edge to the left tip, then
	// the right; open wide at the phase's start.
	left, right := c.cutter(0, 0), c.cutter(0, 1)
	if left.A.X != -3 || left.B.X != -3 || right.A.X != 3 || right.B.X != 3 {
		t.Errorf("wide open jaws: left %v–%v, right %v–%v, want both at the edges", left.A.X, left.B.X, right.A.X, right.B.X)
	}
	if l := c.cutter(1, 0); l.B.X != -scissorsLane || l.A.X != -3 {
		t.Errorf("closed left jaw from %v to %v, want -3 to %v", l.A.X, l.B.X, -scissorsLane)
	}
}

// Each kind of hazard has its own number, which a save's lessons taught
// keep a bit of (16 of them), and its own name; the obstacle kinds are
// checked in their numbers' order, each once.
func TestEachKindHasItsNumberAndName(t *testing.T) {
	names := map[string]bool{}
	for h, k := range Hazards() {
		if k.Name == "" {
			continue
		}
		if int(k.Hazard) != h || h >= 16 || names[k.Name] || k.Name != k.Hazard.String() {
			t.Errorf("kind %+v at %d: want its own number under 16 and its own name", k, h)
		}
		names[k.Name] = true
	}
	for i := range obstacleTable {
		r := &obstacleTable[i]
		if k := Hazards()[r.hazard]; !k.Obstacle || k.Name != r.name || i > 0 && obstacleTable[i-1].hazard >= r.hazard {
			t.Errorf("obstacle kind %s (hazard %d) at %d: out of order, or not among Hazards", r.name, r.hazard, i)
		}
		if row, ok := obstacleRowNamed(r.name); !ok || row.hazard != r.hazard || r.risk <= 0 {
			t.Errorf("obstacle kind %s: found %v by its name, risk %d", r.name, ok, r.risk)
		}
	}
	if len(obstacleTable) != 6 || len(names) != 9 {
		t.Errorf("%d obstacle kinds and %d hazards, want 6 and 9", len(obstacleTable), len(names))
	}
	if NoHazard.String() != "nothing" || Hazard(200).String() != "hazard?" {
		t.Error("the names of no hazard and of an unknown one")
	}
}
