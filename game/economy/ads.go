package economy

import (
	"fmt"
	"slices"
	"strings"

	"ropeman/assets/bounds"
	"ropeman/game/rules/events"
)

// AdSettings are the publisher's ad settings ("ads" in
// assets/tuning.json).
type AdSettings struct {
	// Interstitial shows an interstitial ad between levels, as the player
	// leaves the win card with NEXT: off as shipped. The ads.Manager caps
	// it: never within GapSeconds of the end of another ad, never right
	// after a rewarded one.
	Interstitial bool    `json:"interstitialBetweenLevels"`
	GapSeconds   float32 `json:"interstitialGapSeconds"`
	// LateRewardSeconds is how long after an ad closes its reward still
	// counts: some networks send the reward callback after the close.
	LateRewardSeconds float32 `json:"lateRewardSeconds"`
	// VerifyURL, when set, is the publisher's Confirmations endpoint (see
	// package ads/ssv): every earned reward waits, for at most
	// VerifySeconds, until that server has the network's callback for it.
	// GrantUnverified pays a reward the server could not confirm in time.
	// Empty as shipped: rewards pay on the network's client callback.
	VerifyURL       string  `json:"verifyURL"`
	VerifySeconds   float32 `json:"verifySeconds"`
	GrantUnverified bool    `json:"grantUnverified"`
	// DebugECPM is what a thousand impressions of the simulated ads pay,
	// in US dollars (the desktop's, the browser's and QA's debug network;
	// never a real network's): the bots and the tests produce revenue.
	DebugECPM float32 `json:"debugECPM"`
	// Provider names the network the player's ads come from, one the app
	// registers (Config.Networks): "" as shipped, the app's first. An
	// override moves its cohort onto another between runs; a network the
	// app does not register keeps the current one, and no move happens
	// during a show or before the current network's consent flow has
	// answered (each said in the log).
	Provider string `json:"provider"`
}

// Validate reports the first field out of range.
func (a AdSettings) Validate() error {
	return bounds.First(
		bounds.Within[float32]("interstitialGapSeconds", a.GapSeconds, 30, 3600, "s"),
		bounds.Within[float32]("lateRewardSeconds", a.LateRewardSeconds, 0.5, 30, "s"),
		bounds.Within[float32]("verifySeconds", a.VerifySeconds, 1, 60, "s"),
		bounds.ServerURL("verifyURL", a.VerifyURL),
		bounds.Within[float32]("debugECPM", a.DebugECPM, 0, 1000, "USD"),
		providerName(a.Provider),
	)
}

// providerName refuses a provider no event could name (events.Providers).
func providerName(name string) error {
	if name != "" && !slices.Contains(events.Providers, name) {
		return fmt.Errorf("provider: %q is none of %s", name, strings.Join(events.Providers, ", "))
	}
	return nil
}
