package ads

import (
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
)

// NativeSDK is the phone's ad side as Native calls it, on the game's
// goroutine: on a phone the show's Stage (ropeman/mobile/stage), which runs
// each call on the app's main thread and the adapter there. Plain strings
// and ints, each method returning at once. Placements travel as their
// names.
type NativeSDK interface {
	StartSDK() error
	LoadAd(placement string) error
	ShowAd(placement string, requestID int64, userID, customData string) error
	ShowPrivacyOptions() error
	// DebugBuild reports whether the app is a debug build, as the app
	// itself knows it (BuildConfig.DEBUG, #if DEBUG): the Go library is
	// the same in both, so only the app can say.
	DebugBuild() (bool, error)
	// Network names the adapter's network as events name it ("max",
	// "admob", "levelplay", "debug"); Networks every network the app
	// registered, comma-separated; UseNetwork moves the ads onto one of
	// them and starts its SDK.
	Network() string
	Networks() string
	UseNetwork(name string) error
}

// ErrNoSDK is returned while no native adapter has registered.
var ErrNoSDK = errors.New("ads: no native ad provider registered")

// Native is the Provider behind the phone builds: it forwards to the
// registered NativeSDK and turns the adapter's callbacks into Events. The
// callbacks may come from any thread, in any order, any number of times:
// they only queue, and the Manager sorts out what counts.
type Native struct {
	sdk  atomic.Pointer[sdkHolder]
	sink atomic.Pointer[sinkHolder]
	log  func(string)
}

type sdkHolder struct{ NativeSDK }
type sinkHolder struct{ Sink }

// NewNative returns a bridge with no adapter yet; log gets a line for
// every callback it cannot use (nil: discarded).
func NewNative(log func(string)) *Native {
	if log == nil {
		log = func(string) {}
	}
	return &Native{log: log}
}

// Register plugs in the platform's adapter and initialises it.
func (n *Native) Register(sdk NativeSDK) error {
	if sdk == nil {
		return errors.New("ads: Register(nil)")
	}
	n.sdk.Store(&sdkHolder{sdk})
	return sdk.StartSDK()
}

// Init implements Provider.
func (n *Native) Init(sink Sink) error {
	n.sink.Store(&sinkHolder{sink})
	return nil
}

// needsConsent: a native network loads nothing before its consent flow
// has answered (see Consent).
func (n *Native) needsConsent() bool { return true }

// ShowPrivacyOptions asks the adapter to show its consent form again.
func (n *Native) ShowPrivacyOptions() error {
	s := n.sdk.Load()
	if s == nil {
		return ErrNoSDK
	}
	return s.ShowPrivacyOptions()
}

// DebugBuild reports whether the registered adapter's app is a debug
// build. No adapter, or one that fails to answer, counts as a release:
// what only a debug build may do (the simulated ads) is refused then.
func (n *Native) DebugBuild() bool {
	s := n.sdk.Load()
	if s == nil {
		return false
	}
	debug, err := s.DebugBuild()
	if err != nil {
		n.log(fmt.Sprintf("ads: the adapter could not say whether this is a debug build (%v): taken as a release", err))
		return false
	}
	return debug
}

// Network is the registered adapter's network ("": none registered).
func (n *Native) Network() string {
	if s := n.sdk.Load(); s != nil {
		return s.Network()
	}
	return ""
}

// Networks are the networks the app registered (none: nothing registered).
func (n *Native) Networks() []string {
	s := n.sdk.Load()
	if s == nil {
		return nil
	}
	var names []string
	for _, name := range strings.Split(s.Networks(), ",") {
		if name = strings.TrimSpace(name); name != "" {
			names = append(names, name)
		}
	}
	return names
}

// UseNetwork moves the ads onto the app's adapter for name, whose SDK
// starts (its consent flow first); set the Manager's provider again after
// it, so every placement loads from it.
func (n *Native) UseNetwork(name string) error {
	s := n.sdk.Load()
	if s == nil {
		return ErrNoSDK
	}
	return s.UseNetwork(name)
}

// Load implements Provider.
func (n *Native) Load(p Placement) error {
	s := n.sdk.Load()
	if s == nil {
		return ErrNoSDK
	}
	return s.LoadAd(p.String())
}

// Show implements Provider.
func (n *Native) Show(p Placement, req ShowRequest) error {
	s := n.sdk.Load()
	if s == nil {
		return ErrNoSDK
	}
	return s.ShowAd(p.String(), req.ID, req.UserID, req.CustomData)
}

func (n *Native) post(e Event) {
	if s := n.sink.Load(); s != nil {
		s.Post(e)
	}
}

func (n *Native) placement(name string) (Placement, bool) {
	p, ok := ParsePlacement(name)
	if !ok {
		n.log(fmt.Sprintf("ads: native callback for unknown placement %q ignored", name))
	}
	return p, ok
}

func (n *Native) reason(code int) Reason {
	r := Reason(code)
	if r <= NoReason || r > Capped {
		n.log(fmt.Sprintf("ads: native error code %d is not a Reason; counted as internal", code))
		return Internal
	}
	return r
}

// Loaded is the adapter reporting an ad ready for placement.
func (n *Native) Loaded(placement string) {
	if p, ok := n.placement(placement); ok {
		n.post(Event{Kind: Loaded, Placement: p})
	}
}

// LoadFailed is the adapter reporting a failed load, with a Reason code.
func (n *Native) LoadFailed(placement string, code int, message string) {
	if p, ok := n.placement(placement); ok {
		r := n.reason(code)
		if r != NoFill {
			n.log(fmt.Sprintf("ads: %s load failed: %s", placement, message))
		}
		n.post(Event{Kind: LoadFailed, Placement: p, Reason: r})
	}
}

// Opened is the adapter reporting show requestID on screen.
func (n *Native) Opened(requestID int64) { n.post(Event{Kind: Opened, Request: requestID}) }

// ShowFailed is the adapter reporting that show requestID failed.
func (n *Native) ShowFailed(requestID int64, code int, message string) {
	n.log(fmt.Sprintf("ads: show %d failed: %s", requestID, message))
	n.post(Event{Kind: ShowFailed, Request: requestID, Reason: n.reason(code)})
}

// Rewarded is the adapter reporting the reward of show requestID.
func (n *Native) Rewarded(requestID int64, rewardType string, amount int) {
	n.post(Event{Kind: Rewarded, Request: requestID, Reward: Reward{Type: rewardType, Amount: amount}})
}

// Closed is the adapter reporting that show requestID was closed.
func (n *Native) Closed(requestID int64) { n.post(Event{Kind: Closed, Request: requestID}) }

// Paid is the adapter reporting what show requestID's impression on
// placement earned, as its SDK said it: provider (the adapter's: "max",
// "admob", "levelplay"), the network or ad source that filled it (any
// case: it is written lower case, a space a -), micros of the ISO 4217
// currency (MAX's dollars times a million), and the SDK's precision
// ("exact", "precise", "estimated", "publisher_defined",
// "publisher_provided"; anything else is unknown).
func (n *Native) Paid(placement string, requestID int64, provider, source string, micros int64, currency, precision string) {
	p, ok := n.placement(placement)
	if !ok {
		return
	}
	n.post(Event{Kind: Paid, Request: requestID, Placement: p,
		Revenue: Revenue{Provider: SourceName(provider), Source: SourceName(source), Micros: micros, Currency: strings.ToUpper(currency), Precision: ParsePrecision(precision)}})
}

// SourceName writes a network's name as an event names it: lower case,
// a run of spaces or punctuation a -, at most 32 characters ("Google
// AdMob" is google-admob).
func SourceName(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		default:
			dash = true
		}
		if b.Len() >= 32 {
			break
		}
	}
	return strings.TrimRight(b.String()[:min(b.Len(), 32)], "-")
}

// ParsePrecision reads a precision as the SDKs name theirs (MAX's
// revenue precision, AdMob's AdValue precision type).
func ParsePrecision(name string) Precision {
	switch strings.ToLower(name) {
	case "exact", "precise", "bid": // LevelPlay's BID: the auction's price
		return Exact
	case "estimated", "rate": // LevelPlay's RATE: from the network's reported rate
		return Estimated
	case "publisher_defined", "publisher_provided", "publisher", "cpm": // LevelPlay's CPM: the instance's price set in its dashboard
		return PublisherDefined
	}
	return PrecisionUnknown
}

// ConsentKnown is the adapter reporting what its consent flow decided;
// it may report again when the user changes the choice.
func (n *Native) ConsentKnown(c Consent) { n.post(Event{Kind: ConsentKnown, Consent: c}) }

// Expired is the adapter reporting that the ad it loaded for placement
// is no longer good (AdMob's expire after an hour): the game loads
// another.
func (n *Native) Expired(placement string) {
	if p, ok := n.placement(placement); ok {
		n.post(Event{Kind: Expired, Placement: p})
	}
}
