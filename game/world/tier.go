package world

import (
	"fmt"

	"ropeman/assets/bounds"
	"ropeman/rope"
)

// Tier is a level's pace ("tiers" in assets/tuning.json, picked by the
// level's "tier"): a faster runner gets a stiffer rope (more substeps, so
// it keeps up with the hand) and a tighter camera. Each is relative to the
// player, rope and camera tables.
type Tier struct {
	SpeedScale   float32 `json:"speedScale"`        // times the start and top speed
	MoreSubsteps int     `json:"extraRopeSubsteps"` // on top of the rope table's
	SmoothScale  float32 `json:"cameraSmoothScale"` // times the camera's smooth time
}

// TierNames are the tiers a level can pick, slowest first.
var TierNames = []string{"calm", "quick", "fast"}

// Tiers is the "tiers" table: one Tier for each of TierNames.
type Tiers map[string]Tier

// Validate checks that every tier is there, and in range.
func (ts Tiers) Validate() error {
	if len(ts) != len(TierNames) {
		return fmt.Errorf("want the tiers %v, got %d", TierNames, len(ts))
	}
	for _, name := range TierNames {
		t, ok := ts[name]
		if !ok {
			return fmt.Errorf("%s: missing", name)
		}
		if err := bounds.First(
			bounds.Within(name+".speedScale", t.SpeedScale, 0.5, 1.6, ""),
			bounds.Within(name+".extraRopeSubsteps", t.MoreSubsteps, 0, 8, ""),
			bounds.Within(name+".cameraSmoothScale", t.SmoothScale, 0.3, 2, ""),
		); err != nil {
			return err
		}
	}
	return nil
}

// Apply returns the rules and rope parameters of a run at this tier,
// capped so that the player table's bounds still hold.
func (t Tier) Apply(r Rules, p rope.Params) (Rules, rope.Params) {
	r.Tuning.StartSpeed = min(30, r.Tuning.StartSpeed*t.SpeedScale)
	r.Tuning.MaxSpeed = min(40, max(r.Tuning.StartSpeed, r.Tuning.MaxSpeed*t.SpeedScale))
	p.Substeps = min(64, p.Substeps+t.MoreSubsteps)
	p.MaxSubsteps = max(p.MaxSubsteps, p.Substeps)
	return r, p
}
