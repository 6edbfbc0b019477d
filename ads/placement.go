package ads

// Placement is a moment in the game where an ad can be offered.
type Placement uint8

const (
	// Revive continues a failed run from a safe point.
	Revive Placement = iota
	// TripleCoins triples a level's coins on the win screen.
	TripleCoins
	// SkinUnlock unlocks a skin in the shop.
	SkinUnlock
	// Interstitial is the optional, frequency-capped ad between levels
	// (off unless Config.Interstitial is set).
	Interstitial

	placementCount
)

var placementNames = [placementCount]string{"revive", "triple_coins", "skin_unlock", "interstitial"}

// String returns the placement's name as the native adapters see it.
func (p Placement) String() string {
	if p < placementCount {
		return placementNames[p]
	}
	return "unknown"
}

// Rewarded reports whether the placement pays a reward.
func (p Placement) Rewarded() bool { return p != Interstitial }

// ParsePlacement returns the placement with the given name.
func ParsePlacement(name string) (Placement, bool) {
	for i, n := range placementNames {
		if n == name {
			return Placement(i), true
		}
	}
	return 0, false
}
