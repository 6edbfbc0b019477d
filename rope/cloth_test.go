package rope

import (
	"testing"

	"ropeman/camera/maths"
)

func ribbon(tear float32) *Cloth {
	return NewCloth(maths.V3(-2, 1.2, 0), maths.V3(2, 1.2, 0), 0.4, 16, 3, ClothParams{
		Substeps: 4, Iterations: 4, Gravity: maths.V3(0, -9.81, 0), Damping: 1,
		Compliance: 1e-5, TearForce: tear, Radius: 0.03,
	})
}

// hang lets the ribbon fall from taut and hang for a second; it returns
// the largest pull any link felt, newtons.
func hang(c *Cloth) float32 {
	for i := 0; i < 60; i++ {
		c.Step(1.0/60, nil)
	}
	return c.maxPull
}

func TestClothTearsAtTheThreshold(t *testing.T) {
	f := hang(ribbon(1e9))
	if !(f > 0) {
		t.Fatalf("hanging ribbon has no tension (%v N)", f)
	}
	// The runs are identical until a link breaks, so a limit just above
	// the peak never tears and one just below does.
	if strong := ribbon(f * 1.01); hang(strong) > 0 && strong.Torn() != 0 {
		t.Errorf("tear force 1 %% above the peak pull (%.1f N) tore %d links", f, strong.Torn())
	}
	weak := ribbon(f * 0.99)
	hang(weak)
	if weak.Torn() == 0 {
		t.Errorf("tear force 1 %% below the peak pull (%.1f N) tore nothing", f)
	}
}

func TestRunnerTearsTheFinishRibbon(t *testing.T) {
	limit := 3 * hang(ribbon(1e9)) // three times what hanging does
	c := ribbon(limit)
	var s Space
	body := Collider{Shape: Capsule, Radius: 0.3}
	h := s.Add(body)
	for i := 0; i < 30; i++ { // settle
		c.Step(1.0/60, &s)
	}
	if c.Torn() != 0 {
		t.Fatalf("ribbon tore by itself (%d links)", c.Torn())
	}
	// The runner's body runs through at 8 m/s along -Z.
	torn := 0
	for tick := 0; tick < 60; tick++ {
		z := 2 - 8*float32(tick)/60
		body.A, body.B = maths.V3(0.2, 0.2, z), maths.V3(0.2, 1.6, z)
		s.Set(h, body)
		torn += c.Step(1.0/60, &s)
	}
	if torn == 0 || torn != c.Torn() {
		t.Errorf("running through the ribbon tore %d links (Torn says %d)", torn, c.Torn())
	}
	// A slow push does not tear it: the tearing depends on the force.
	slow := ribbon(limit)
	s.Set(h, Collider{Shape: Capsule, Radius: 0.3})
	for tick := 0; tick < 60; tick++ {
		z := 0.5 - 0.3*float32(tick)/60
		s.Set(h, Collider{Shape: Capsule, A: maths.V3(0.2, 0.2, z), B: maths.V3(0.2, 1.6, z), Radius: 0.3})
		slow.Step(1.0/60, &s)
	}
	if slow.Torn() != 0 {
		t.Errorf("a slow push tore %d links", slow.Torn())
	}
}

// A cell is a hole exactly when one of its two diagonals broke: on a
// ribbon torn by hanging it too weak to hold, each cell's answer is the
// state of its own diagonal links (looked up one by one), the cells at
// the grid's left and right edges included; an untorn ribbon holds every
// cell.
func TestHeldCellsAreTheCellsWhoseDiagonalsHold(t *testing.T) {
	whole := ribbon(1e9)
	hang(whole)
	for i, held := range whole.HeldCells(nil) {
		if !held {
			t.Fatalf("an untorn ribbon: cell %d is a hole", i)
		}
	}
	torn := ribbon(hang(ribbon(1e9)) * 0.5)
	hang(torn)
	linked := func(a, b int) bool {
		for _, l := range torn.links {
			if int(l.a) == a && int(l.b) == b {
				return !l.broken
			}
		}
		t.Fatalf("no link %d-%d", a, b)
		return false
	}
	cols, rows := torn.Size()
	cells := torn.HeldCells([]bool{true}) // appended after what is there
	if len(cells) != 1+(cols-1)*(rows-1) {
		t.Fatalf("%d cells for a %dx%d grid", len(cells)-1, cols, rows)
	}
	holes := 0
	for y := 0; y+1 < rows; y++ {
		for x := 0; x+1 < cols; x++ {
			i := y*cols + x
			want := linked(i, i+cols+1) && linked(i+1, i+cols)
			if got := cells[1+y*(cols-1)+x]; got != want {
				t.Errorf("cell (%d, %d): held %v, its diagonals say %v", x, y, got, want)
			}
			if !want {
				holes++
			}
		}
	}
	if holes == 0 || torn.Torn() == 0 {
		t.Fatalf("the weak ribbon tore %d links, %d holes: the test needs some", torn.Torn(), holes)
	}
}
