package game

import "github.com/hajimehoshi/ebiten/v2"

// screenScale is the device's pixels per dp, asked of the monitor when the
// window's size changes and every scaleAsk frames in between. On the
// desktop ebiten.Monitor asks the window system where the window is and
// which monitor that is (X11 round trips: 5 % of the game's CPU time and a
// dozen heap allocations a frame, measured on level 20 under Xvfb), and
// the factor changes only when the window moves to another monitor.
type screenScale struct {
	ask     func() float64 // the monitor's factor (monitorScale)
	factor  float64
	outside [2]float64 // the window's size, dp, when it was last asked
	age     int        // frames since
}

// scaleAsk is how many frames the factor is kept at most: half a second.
const scaleAsk = 30

// monitorScale is the factor of the monitor the window is on (1 with no
// monitor: a test's, or a machine without a display, where the window
// does not open).
func monitorScale() float64 {
	if m := ebiten.Monitor(); m != nil {
		return m.DeviceScaleFactor()
	}
	return 1
}

// at returns the factor for a window of w x h dp.
func (s *screenScale) at(w, h float64) float64 {
	if s.factor == 0 || s.age >= scaleAsk || s.outside != [2]float64{w, h} {
		s.factor, s.outside, s.age = s.ask(), [2]float64{w, h}, 0
	}
	s.age++
	return s.factor
}
