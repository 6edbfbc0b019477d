package player

import (
	"fmt"

	"ropeman/assets/bounds"
)

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
// The ranges keep the run playable and the simulation finite.
func (t Tuning) Validate() error {
	if err := bounds.First(
		bounds.Within("startSpeed", t.StartSpeed, 1, 30, "m/s"),
		bounds.Within("maxSpeed", t.MaxSpeed, 1, 40, "m/s"),
		bounds.Within("speedRamp", t.SpeedRamp, 0, 10, "m/s per second"),
		bounds.Within("steerSharpness", t.SteerSharpness, 0.1, 100, "per second"),
		bounds.Within("maxSteerSpeed", t.MaxSteerSpeed, 0.1, 50, "m/s"),
		bounds.Within("jumpSpeed", t.JumpSpeed, 0.5, 30, "m/s"),
		bounds.Within("gravity", t.Gravity, 1, 100, "m/s²"),
		bounds.Within("coyoteTicks", t.CoyoteTicks, 0, TickRate, "ticks"),
		bounds.Within("jumpBufferTicks", t.JumpBuffer, 0, TickRate, "ticks"),
		bounds.Within("halfWidth", t.HalfWidth, 0.05, 1, "m"),
		bounds.Within("fallDepth", t.FallDepth, 1, 100, "m"),
	); err != nil {
		return err
	}
	if t.MaxSpeed < t.StartSpeed {
		return fmt.Errorf("maxSpeed: %v must be >= startSpeed %v", t.MaxSpeed, t.StartSpeed)
	}
	return nil
}
