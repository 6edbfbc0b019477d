package player

import "fmt"

// TickRate is the number of simulation ticks per second.
const TickRate = 60

// dt is one tick in seconds.
const dt = 1.0 / TickRate

// Tuning holds the runner's feel. It comes from the "player" table of
// assets/tuning.json; speeds are metres per second, times are in ticks.
type Tuning struct {
	StartSpeed     float32 `json:"startSpeed"`      // m/s at the start line
	MaxSpeed       float32 `json:"maxSpeed"`        // m/s the ramp stops at
	SpeedRamp      float32 `json:"speedRamp"`       // m/s gained per second
	SteerSharpness float32 `json:"steerSharpness"`  // 1/s: how fast x closes on the drag target
	MaxSteerSpeed  float32 `json:"maxSteerSpeed"`   // m/s sideways at most
	JumpSpeed      float32 `json:"jumpSpeed"`       // m/s upward at take-off
	Gravity        float32 `json:"gravity"`         // m/s² downward
	CoyoteTicks    int     `json:"coyoteTicks"`     // ticks after leaving the floor that a jump still works
	JumpBuffer     int     `json:"jumpBufferTicks"` // ticks a jump press waits for the floor
	HalfWidth      float32 `json:"halfWidth"`       // m: how close to the edge his centre may steer
	FallDepth      float32 `json:"fallDepth"`       // m below the floor at which a fall is final
}

// Validate reports the first field out of its range, by its JSON name.
func (t Tuning) Validate() error {
	positive := []struct {
		name string
		v    float32
	}{
		{"startSpeed", t.StartSpeed}, {"maxSpeed", t.MaxSpeed}, {"steerSharpness", t.SteerSharpness},
		{"maxSteerSpeed", t.MaxSteerSpeed}, {"jumpSpeed", t.JumpSpeed}, {"gravity", t.Gravity},
		{"halfWidth", t.HalfWidth}, {"fallDepth", t.FallDepth},
	}
	for _, p := range positive {
		if !(p.v > 0) {
			return fmt.Errorf("%s: %v must be > 0", p.name, p.v)
		}
	}
	switch {
	case t.MaxSpeed < t.StartSpeed:
		return fmt.Errorf("maxSpeed: %v must be >= startSpeed %v", t.MaxSpeed, t.StartSpeed)
	case !(t.SpeedRamp >= 0):
		return fmt.Errorf("speedRamp: %v must be >= 0", t.SpeedRamp)
	case t.CoyoteTicks < 0 || t.CoyoteTicks > TickRate:
		return fmt.Errorf("coyoteTicks: %d must be within 0..%d", t.CoyoteTicks, TickRate)
	case t.JumpBuffer < 0 || t.JumpBuffer > TickRate:
		return fmt.Errorf("jumpBufferTicks: %d must be within 0..%d", t.JumpBuffer, TickRate)
	}
	return nil
}
