package world

// obstacleKind names each kind of obstacle, so that the world's hit check
// and the bot treat them all through one table instead of a loop each.
type obstacleKind uint8

const (
	sawKind obstacleKind = iota
	bladeKind
	spikesKind
	barKind
	scissorsKind
	wallKind
	obstacleKinds
)

// obstacleReach is how far along the track from an obstacle's S a body can
// still meet it, metres (a bar's arm, a spike strip's length, a body).
const obstacleReach = 4

// count returns how many obstacles of kind k the level has.
func (l *Level) count(k obstacleKind) int {
	return [obstacleKinds]int{len(l.Saws), len(l.Blades), len(l.Spikes), len(l.Bars), len(l.Scissors), len(l.Walls)}[k]
}

// obstacleS returns where obstacle i of kind k stands along the track.
func (l *Level) obstacleS(k obstacleKind, i int) float32 {
	switch k {
	case sawKind:
		return l.Saws[i].S
	case bladeKind:
		return l.Blades[i].S
	case spikesKind:
		return l.Spikes[i].S
	case barKind:
		return l.Bars[i].S
	case scissorsKind:
		return l.Scissors[i].S
	default:
		return l.Walls[i].S
	}
}

// obstacleLength returns how far obstacle i of kind k reaches along the
// track past its S: a spike strip's length; the others stand at S.
func (l *Level) obstacleLength(k obstacleKind, i int) float32 {
	if k == spikesKind {
		return l.Spikes[i].Length
	}
	return 0
}

// period returns how long obstacle i of kind k takes to repeat its
// motion, seconds: 0 for one that keeps still.
func (l *Level) period(k obstacleKind, i int) float32 {
	switch k {
	case sawKind:
		if s := &l.Saws[i]; s.Slide > 0 {
			return s.Period
		}
	case bladeKind:
		return l.Blades[i].Period
	case barKind:
		return l.Bars[i].Period
	case scissorsKind:
		return l.Scissors[i].Period
	case wallKind:
		if v := &l.Walls[i]; v.Slide > 0 {
			return v.Period
		}
	}
	return 0
}

// hits reports whether obstacle i of kind k at time t hits a body whose
// feet are at x, y, s.
func (l *Level) hits(k obstacleKind, i int, t, x, y, s float32) bool {
	switch k {
	case sawKind:
		return sawHits(&l.Saws[i], t, x, y, s)
	case bladeKind:
		return bladeHits(&l.Blades[i], t, x, y, s)
	case spikesKind:
		return spikesHit(&l.Spikes[i], x, y, s)
	case barKind:
		return barHits(&l.Bars[i], t, x, y, s)
	case scissorsKind:
		return scissorsHit(&l.Scissors[i], t, x, s)
	default:
		return wallHits(&l.Walls[i], t, x, y, s)
	}
}

// jumpable reports whether a jump clears obstacles of kind k.
func jumpable(k obstacleKind) bool { return k == spikesKind || k == barKind }

// crossesRope reports whether obstacle i of kind k can cut a rope lying
// along the track at x (at some moment of its motion).
func (l *Level) crossesRope(k obstacleKind, i int, x float32) bool {
	switch k {
	case sawKind:
		s := &l.Saws[i]
		return abs(x-s.X) < s.Slide+s.Radius+0.15
	case barKind:
		b := &l.Bars[i]
		return abs(x-b.X) < b.Radius+0.15
	case scissorsKind:
		return abs(x) > scissorsLane-0.1
	}
	return false // blades pass over a dragged rope; spikes and walls cut nothing
}

// hitBy returns the hazard of the first obstacle near s that hits a body
// at x, y, s at time t, or NoHazard.
func (l *Level) hitBy(t, x, y, s float32) Hazard {
	for k := obstacleKind(0); k < obstacleKinds; k++ {
		for i := 0; i < l.count(k); i++ {
			if abs(l.obstacleS(k, i)-s) < obstacleReach && l.hits(k, i, t, x, y, s) {
				return hazardOf(k)
			}
		}
	}
	return NoHazard
}
