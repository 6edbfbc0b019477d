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
	Paid                          // show Request's impression on Placement earned Revenue
)

// aboutPlacement reports whether the event is about a placement's loaded
// ad (Placement) rather than a show (Request) or the consent.
func (k EventKind) aboutPlacement() bool { return k == Loaded || k == LoadFailed || k == Expired }

var eventNames = [...]string{"loaded", "load failed", "opened", "show failed", "rewarded", "closed", "consent known", "expired", "paid"}

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
// carries Consent; Paid carries the Request, its Placement and Revenue.
type Event struct {
	Kind      EventKind
	Placement Placement
	Request   int64
	Reason    Reason
	Reward    Reward
	Consent   Consent
	Revenue   Revenue
}

// Revenue is what one impression earned, as the network reports it
// (MAX's onAdRevenuePaid, AdMob's OnPaidEventListener, LevelPlay's
// impression data).
type Revenue struct {
	Provider  string    // the provider the game shows through: "max", "admob", "levelplay", "debug"
	Source    string    // the network or ad source that filled it, lower case ("applovin", "google-admob")
	Micros    int64     // its value in millionths of the currency
	Currency  string    // ISO 4217 ("USD": MAX reports in dollars)
	Precision Precision // how sure the network is of the value
}

// Precision is how sure a network is of an impression's value.
type Precision uint8

const (
	PrecisionUnknown Precision = iota
	Estimated                  // estimated from the network's own data
	PublisherDefined           // a price the publisher set (a floor, a direct deal)
	Exact                      // what the impression was paid
)

var precisionNames = [...]string{"unknown", "estimated", "publisher", "exact"}

// String is the precision as an ad_revenue event names it.
func (p Precision) String() string {
	if int(p) < len(precisionNames) {
		return precisionNames[p]
	}
	return "unknown"
}

// Impression is a Paid event the manager took: one per show.
type Impression struct {
	Placement Placement
	Revenue   Revenue
}
