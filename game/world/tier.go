package world

import (
	"fmt"

	"ropeman/assets/bounds"
	"ropeman/rope"
)

// Tier is a level's pace ("tiers" in assets/tuning.json, picked by the
// level's "tier"): a faster runner gets a stiffer rope (more substeps, so
// it keeps up with the hand) made of fewer, longer segments (so the extra
// substeps cost what the slower tiers' do) and a camera of its own
// smoothing. Speed, substeps and segments are relative to the player,
// rope and trail tables; the camera's smoothing is its own.
type Tier struct {
	SpeedScale   float32 `json:"speedScale"`        // times the start and top speed
	MoreSubsteps int     `json:"extraRopeSubsteps"` // on top of the rope table's
	SegmentScale float32 `json:"ropeSegmentScale"`  // times the trail's segment length
	CameraSmooth float32 `json:"cameraSmoothTime"`  // the chase camera's smooth time, seconds
}

// MinCameraSmooth is the least smooth time a tier's camera may have,
// seconds: a chase camera that catches up faster shakes with every tick's
// step of the runner (camera jitter).
const MinCameraSmooth = 0.15

// TierNames are the tiers a level can pick, slowest first.
var TierNames = []string{"calm", "quick", "fast"}

// Tiers is the "tiers" table: one Tier for each of TierNames.
type Tiers map[string]Tier

// Validate checks that every tier is there, and in range. Segments only
// grow (a scale from 1): the rope's capacity holds the longest yarn at the
// trail's own segment length.
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
			bounds.Within(name+".ropeSegmentScale", t.SegmentScale, 1, 2, "(the rope holds the longest yarn at the trail's segment length)"),
			bounds.Within(name+".cameraSmoothTime", t.CameraSmooth, MinCameraSmooth, 1, "s (under 0.15 s the chase camera jitters)"),
		); err != nil {
			return err
		}
	}
	return nil
}

// Apply returns the rules, rope parameters and trail of a run at this
// tier, capped so that the player and trail tables' bounds still hold.
func (t Tier) Apply(r Rules, p rope.Params, tr TrailTuning) (Rules, rope.Params, TrailTuning) {
	r.Tuning.StartSpeed = min(30, r.Tuning.StartSpeed*t.SpeedScale)
	r.Tuning.MaxSpeed = min(40, max(r.Tuning.StartSpeed, r.Tuning.MaxSpeed*t.SpeedScale))
	p.Substeps = min(64, p.Substeps+t.MoreSubsteps)
	p.MaxSubsteps = max(p.MaxSubsteps, p.Substeps)
	tr.SegmentLength = min(maxSegmentLength, tr.SegmentLength*t.SegmentScale)
	return r, p, tr
}
