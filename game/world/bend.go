package world

import (
	"fmt"
	"math"

	"ropeman/camera/maths"
)

// The track's shape. The run happens in track coordinates (x across, s
// along, y above the floor), where every track is straight and flat: the
// runner, the bot, the obstacles and the rope's colliders never see a
// curve. A level's bends still turn and climb it; the stage draws the
// straight space bent onto that centre line, and the rope, which has its
// own momentum, feels a bend as the two forces a real rope would in the
// runner's frame (see trackForce). A level without bends runs bit for bit
// as it did before tracks could bend.

// Bend is a stretch of track that turns and climbs, from Start to
// Start+Length metres. Both ease in and out (smoothstep), so the centre
// line has no corners and its curvature and grade are zero where a bend
// begins and ends.
type Bend struct {
	Start, Length float32
	// Turn is how far the track turns over the bend, radians, positive to
	// the left; Climb how far it rises, metres.
	Turn, Climb float32
	// Heading and Height are the centre line's where the bend starts: the
	// sums of the Turns and Climbs before it.
	Heading, Height float32
}

// bendFile is a bend's JSON form ("bends" in a level file).
type bendFile struct {
	S      float32 `json:"s"`               // where it starts, metres
	Length float32 `json:"length"`          // metres
	Turn   float32 `json:"turn"`            // degrees, + to the left
	Climb  float32 `json:"climb,omitempty"` // metres, + up
}

// Limits on bends, so that the camera behind him always sees the track
// ahead and the rope's swing stays a swing.
const (
	// minTurnRadius is the tightest a bend may be at its sharpest.
	minTurnRadius = 40 // metres
	// maxGrade is the steepest a slope may be at its steepest (rise/run).
	maxGrade = 0.2
	// maxHeading is how far the track may turn from the start's direction,
	// degrees: it never doubles back over itself.
	maxHeading = 80
	// maxBends bounds the list: one per 10 m of the longest track.
	maxBends = maxTrackLen / 10
	// easePeak is how much sharper a bend is at its middle than on average.
	easePeak = 1.5
)

// parseBends checks and adds the level's bends (errors name the bend and
// its field).
func (l *Level) parseBends(bf []bendFile) error {
	if len(bf) > maxBends {
		return fmt.Errorf("bends: %d, must be at most %d", len(bf), maxBends)
	}
	var heading, height, end float32
	for i, f := range bf {
		b := Bend{Start: f.S, Length: f.Length, Turn: f.Turn * math.Pi / 180, Climb: f.Climb, Heading: heading, Height: height}
		var err error
		switch {
		case !(f.S >= end && f.S < l.Length()):
			err = fmt.Errorf("s: %v m must be on the track (0..%v m) and after the bend before it (ends at %v m)", f.S, l.Length(), end)
		case !(f.Length >= minSectionLen && f.Length <= maxTrackLen):
			err = fmt.Errorf("length: %v must be within %v..%v m", f.Length, minSectionLen, maxTrackLen)
		case !(abs(f.Turn)*math.Pi/180*easePeak <= f.Length/minTurnRadius):
			err = fmt.Errorf("turn: %v° over %v m bends tighter than a %v m radius", f.Turn, f.Length, minTurnRadius)
		case !(abs(f.Climb)*easePeak <= f.Length*maxGrade):
			err = fmt.Errorf("climb: %v m over %v m is steeper than %v%% at its steepest", f.Climb, f.Length, maxGrade*100)
		case abs(heading*180/math.Pi+f.Turn) > maxHeading:
			err = fmt.Errorf("turn: the track would head %.0f° from the start's direction, more than %v°", heading*180/math.Pi+f.Turn, maxHeading)
		}
		if err != nil {
			return fmt.Errorf("bends[%d]: %w", i, err)
		}
		l.Bends = append(l.Bends, b)
		heading, height, end = heading+b.Turn, height+b.Climb, b.Start+b.Length
	}
	return nil
}

// bendAt returns the bend containing distance s and the index of the
// first bend starting after s (the bend s lies past, if any, is at i-1).
func (l *Level) bendAt(s float32) (b *Bend, i int) {
	lo, hi := 0, len(l.Bends)
	for lo < hi {
		mid := (lo + hi) / 2
		if l.Bends[mid].Start <= s {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo > 0 && s < l.Bends[lo-1].Start+l.Bends[lo-1].Length {
		return &l.Bends[lo-1], lo
	}
	return nil, lo
}

// Shape returns the centre line's heading (radians, + to the left of the
// start's direction) and height (metres) at distance s, which may be off
// the track (it carries on straight and level from either end).
func (l *Level) Shape(s float32) (heading, height float32) {
	b, next := l.bendAt(s)
	switch {
	case b != nil:
		e := maths.Smoothstep((s - b.Start) / b.Length)
		return b.Heading + float32(b.Turn*e), b.Height + float32(b.Climb*e)
	case next > 0: // past a bend: as it left the track
		p := &l.Bends[next-1]
		return p.Heading + p.Turn, p.Height + p.Climb
	}
	return 0, 0
}

// curvature returns the centre line's curvature (1/metres, + bending left)
// and grade (rise per metre) at distance s: what the simulation feels of
// the shape. Zero on straight, flat track.
func (l *Level) curvature(s float32) (curvature, grade float32) {
	b, _ := l.bendAt(s)
	if b == nil {
		return 0, 0
	}
	u := (s - b.Start) / b.Length
	d := 6 * u * (1 - u) / b.Length // d(ease)/ds
	return b.Turn * d, b.Climb * d
}

// trackForce is the acceleration the straight track space adds to a body
// moving along it at speed where the centre line has the given curvature
// and grade, for gravity g (m/s², positive), in world.Pos axes: on a bend
// the track turns under the rope, which drifts to the outside
// (centrifugal, v²κ); on a slope part of gravity pulls it downhill and less
// of it presses it to the floor.
func trackForce(curvature, grade, speed, g float32) maths.Vec3 {
	f := maths.V3(curvature*float32(speed*speed), 0, 0)
	if grade != 0 {
		secant := float32(math.Sqrt(float64(1 + float32(grade*grade)))) // 1/cos
		f.Y = g * (1 - 1/secant)
		f.Z = g * (grade / secant) // uphill is +s, which is -Z
	}
	return f
}
