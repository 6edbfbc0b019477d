package player

import (
	"testing"

	"ropeman/camera/maths"
)

// wide is a floor without edges, for the gait alone.
type wide struct{}

func (wide) Floor(x, s float32) (float32, bool) { return 100, true }
func (wide) Top(x, s float32) float32           { return 0 }

// edge is a floor 5 m wide that ends 10 m along the track.
type edge struct{}

func (edge) Floor(x, s float32) (float32, bool) {
	return 2.5, x >= -2.5 && x <= 2.5 && s >= -20 && s <= 10
}
func (edge) Top(x, s float32) float32 { return 0 }

// crawl walks a crawler along a path (a circle of radius 1.5 m at speed,
// starting square to the way it faces, or a straight line toward the
// floor's end), accelerating as a spider does, and reports every tick.
func crawl(speed float32, circle bool, g Ground, ticks int, see func(c *Crawler)) {
	var c Crawler
	at := maths.V3(0, 0, 0)
	c.Reset(at, g)
	var vel maths.Vec3
	for tick := 0; tick < ticks; tick++ {
		want := maths.V3(0.2, 0, -1).Normalize().Scale(speed)
		if circle {
			a := float64(tick) * float64(speed) / 1.5 / TickRate
			s, co := maths.Sincos(a)
			want = maths.V3(float32(co), 0, float32(-s)).Scale(speed)
		}
		vel = Accelerate(vel, want)
		at = at.Add(vel.Scale(dt))
		c.Step(at, vel, g)
		see(&c)
	}
}

// neighbours are the leg pairs that must never be up together: along each
// side, and across at each position.
func neighbours() [][2]int {
	var n [][2]int
	for side := 0; side < 2; side++ {
		for j := 0; j < 3; j++ {
			n = append(n, [2]int{side*4 + j, side*4 + j + 1})
		}
	}
	for j := 0; j < 4; j++ {
		n = append(n, [2]int{j, 4 + j})
	}
	return n
}

// The gait groups never lift neighbouring legs together, planted feet do
// not slide, every leg reaches its planted foot, and the legs do step.
func TestCrawlerGait(t *testing.T) {
	for _, sp := range []float32{0.5, 1.5, 3, 4} {
		for _, circle := range []bool{false, true} {
			var was [CrawlerLegs]bool
			var landed [CrawlerLegs]maths.Vec3
			steps := 0
			crawl(sp, circle, wide{}, 600, func(c *Crawler) {
				for _, p := range neighbours() {
					if !c.Legs[p[0]].Planted && !c.Legs[p[1]].Planted {
						t.Fatalf("%.1f m/s (circle %v): neighbouring legs %d and %d both up", sp, circle, p[0], p[1])
					}
				}
				for k := range c.Legs {
					l := &c.Legs[k]
					switch {
					case l.Planted && !was[k]:
						landed[k] = l.Foot
						steps++
					case l.Planted && l.Foot.Sub(landed[k]).Len() > 0.02:
						t.Fatalf("%.1f m/s: planted foot %d slid %.3f m", sp, k, l.Foot.Sub(landed[k]).Len())
					}
					if l.Planted && l.Hip.Sub(l.Foot).Len() > SpiderLeg.Reach()+0.01 {
						t.Fatalf("%.1f m/s: leg %d cannot reach its planted foot (%.3f m)", sp, k, l.Hip.Sub(l.Foot).Len())
					}
					was[k] = l.Planted
				}
			})
			if steps < int(sp*10/0.5) {
				t.Errorf("%.1f m/s (circle %v): %d steps in 10 s", sp, circle, steps)
			}
		}
	}
}

// Walking toward the end of the floor, no foot is ever planted off it:
// the steps are shortened where the floor ends.
func TestCrawlerKeepsItsFeetOnTheFloor(t *testing.T) {
	crawl(1.5, false, edge{}, 600, func(c *Crawler) {
		for k := range c.Legs {
			l := &c.Legs[k]
			if _, ok := (edge{}).Floor(l.Foot.X, -l.Foot.Z); l.Planted && !ok {
				t.Fatalf("leg %d planted off the floor at %v", k, l.Foot)
			}
		}
	})
}
