package ads

import "time"

// Provider is an ad network as the game sees it. Its methods are called
// from the game's goroutine and must return at once; what happens next
// comes back as Events posted to the Sink given to Init, from any goroutine.
type Provider interface {
	// Init gives the provider the sink for its events.
	Init(sink Sink) error
	// Load starts loading an ad for p; Loaded or LoadFailed follows.
	Load(p Placement) error
	// Show starts showing the loaded ad for p; Opened or ShowFailed
	// follows, then Rewarded and Closed in either order, each carrying
	// req.ID.
	Show(p Placement, req ShowRequest) error
}

// Sink receives a provider's events; Post is safe from any goroutine.
type Sink interface {
	Post(Event)
}

// ShowRequest identifies one show. UserID and CustomData go to the ad
// network for server-side reward verification (AppLovin's CUSTOM_DATA,
// AdMob's ServerSideVerificationOptions): CustomData is an opaque nonce
// unique to this show.
type ShowRequest struct {
	ID         int64
	UserID     string
	CustomData string
}

// advancer is a provider that has its own sense of time (Simulated): the
// manager moves it forward at the start of each Update.
type advancer interface {
	advance(now time.Duration)
}

// None is the provider for builds without ads: nothing ever fills.
type None struct{ sink Sink }

// Init implements Provider.
func (n *None) Init(sink Sink) error { n.sink = sink; return nil }

// Load implements Provider: it answers no fill.
func (n *None) Load(p Placement) error {
	n.sink.Post(Event{Kind: LoadFailed, Placement: p, Reason: NoFill})
	return nil
}

// Show implements Provider: there is never anything to show.
func (n *None) Show(p Placement, req ShowRequest) error {
	n.sink.Post(Event{Kind: ShowFailed, Request: req.ID, Reason: NotReady})
	return nil
}
