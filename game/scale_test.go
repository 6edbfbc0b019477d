package game

import "testing"

// The monitor's scale is asked once for a window's size and then at most
// every half second (scaleAsk frames): a resize asks at once, and a
// window moved to a monitor of another scale is drawn at it within half
// a second.
func TestTheScreenScaleIsAskedAtMostEveryHalfSecond(t *testing.T) {
	asked, factor := 0, 2.0
	s := screenScale{ask: func() float64 { asked++; return factor }}
	for frame := range scaleAsk {
		if got := s.at(405, 720); got != 2 {
			t.Fatalf("frame %d: scale %v, want 2", frame, got)
		}
	}
	if asked != 1 {
		t.Fatalf("%d frames of one size asked the monitor %d times, want once", scaleAsk, asked)
	}
	factor = 3 // moved to another monitor
	if got := s.at(405, 720); got != 3 || asked != 2 {
		t.Errorf("frame %d: scale %v after %d asks, want 3 after 2", scaleAsk, got, asked)
	}
	s.at(720, 405) // turned
	if asked != 3 {
		t.Errorf("a resize asked %d times in all, want 3", asked)
	}
	for range scaleAsk - 1 {
		s.at(720, 405)
	}
	if asked != 3 {
		t.Errorf("the frames after a resize asked %d times in all, want 3", asked)
	}
}
