package ads

// EventKind says what a provider reports.
type EventKind uint8

const (
	Loaded       EventKind = iota // an ad for Placement is ready
	LoadFailed                    // loading for Placement failed (Reason)
	Opened                        // show Request is on screen
	ShowFailed                    // show Request could not be shown (Reason)
	Rewarded                      // show Request earned its reward
	Closed                        // show Request was closed
	ConsentKnown                  // the consent flow answered (Consent)
	Expired                       // the loaded ad for Placement is no longer good
)

// aboutPlacement reports whether the event is about a placement's loaded
// ad (Placement) rather than a show (Request) or the consent.
func (k EventKind) aboutPlacement() bool { return k == Loaded || k == LoadFailed || k == Expired }

var eventNames = [...]string{"loaded", "load failed", "opened", "show failed", "rewarded", "closed", "consent known", "expired"}

func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "unknown event"
}

// Reason is a normalised failure. Native adapters map their SDK's codes to
// these numbers (AdMob's no-fill is 3 on Android and 1 on iOS; both are
// NoFill here).
type Reason int

const (
	NoReason   Reason = iota
	NoFill            // the network had no ad: normal, retried later
	Network           // no connection or a server error
	NotReady          // shown before it loaded, or the SDK is not set up
	Timeout           // the provider never answered
	Internal          // the SDK or adapter failed
	Capped            // the placement is capped for now (frequency, pacing)
	Unverified        // the publisher's server did not confirm the reward
)

var reasonNames = [...]string{"none", "no fill", "network", "not ready", "timeout", "internal", "capped", "unverified"}

func (r Reason) String() string {
	if r >= 0 && int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "unknown reason"
}

// Reward is what a rewarded ad pays, as the provider reports it.
type Reward struct {
	Type   string
	Amount int
}

// Event is one report from a provider. Load events carry Placement; show
// events carry the Request id the manager gave the show; ConsentKnown
// carries Consent.
type Event struct {
	Kind      EventKind
	Placement Placement
	Request   int64
	Reason    Reason
	Reward    Reward
	Consent   Consent
}
