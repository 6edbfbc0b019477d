// Package mobile is the Go side of the Android and iOS apps, bound by
// `ebitenmobile bind` (see ../build.sh android|ios). Its init builds the
// game and hands it to Ebitengine; its exported functions are what the
// native side calls: register the ad adapter, report the adapter's events,
// and tell the game its files folder, safe area and locale.
//
// Everything exported here crosses gobind, so it uses only string, int,
// int64, bool, error and interfaces, and every function recovers from
// panics: a panic crossing into Java or Swift would kill the app.
// Desktop and browser builds never import this package.
package mobile

import (
	"fmt"
	"log"

	"ropeman/game/flow"

	ebitenmobile "github.com/hajimehoshi/ebiten/v2/mobile"

	"ropeman/ads"
	"ropeman/game"
	"ropeman/game/analytics"
	"ropeman/mobile/stage"
)

// AdProvider is the app's native side of the ads (AdBridge.java,
// AdBridge.swift): its ad adapter, its game view and its main thread, with
// the methods of stage.Phone (documented there). The show's life (the
// cover, the watchdog, late returns, which show an event belongs to) is
// decided in Go (package stage); the native side only calls the SDK and
// the view, and forwards the SDK's callbacks (Ad*) and the app's lifecycle
// (AppResumed, AppPaused, ScreenShown, ScreenHidden).
//
// Go calls every method on the main thread, except Wake and DebugBuild
// (any thread); each may call its SDK or view directly. Return an error
// (throw an exception, in Java) instead of crashing: Go logs it, or ends
// the show it belongs to.
type AdProvider interface {
	stage.Phone
}

// Normalised failure codes for AdLoadFailed and AdShowFailed: adapters map
// their SDK's codes to these.
const (
	ReasonNoFill   = int(ads.NoFill)
	ReasonNetwork  = int(ads.Network)
	ReasonNotReady = int(ads.NotReady)
	ReasonTimeout  = int(ads.Timeout)
	ReasonInternal = int(ads.Internal)
	ReasonCapped   = int(ads.Capped)
)

var (
	native   = ads.NewNative(logLine)
	shows    = stage.New(logged{native}, nil, logLine)
	platform game.Platform
)

func init() {
	g, err := game.New(game.Options{Config: flow.Config{Ads: native, Log: logLine, Today: game.LocalDay}, Platform: &platform})
	if err != nil {
		// Only a broken build gets here (the embedded data is checked by
		// the tests); say so plainly in the device log.
		panic(fmt.Sprintf("ropeman: cannot start: %v", err))
	}
	ebitenmobile.SetGame(g)
}

func logLine(s string) { log.Print(s) }

// logged puts each show's outcome in the device log (logcat's GoLog, the
// Xcode console) on its way to the game: a publisher wiring a network, and
// the emulator check, read there what the game heard.
type logged struct{ *ads.Native }

func (l logged) Rewarded(requestID int64, rewardType string, amount int) {
	log.Printf("ropeman ads: show %d rewarded (%q x%d)", requestID, rewardType, amount)
	l.Native.Rewarded(requestID, rewardType, amount)
}

func (l logged) Closed(requestID int64) {
	log.Printf("ropeman ads: show %d closed", requestID)
	l.Native.Closed(requestID)
}

// guard logs a panic instead of letting it cross into Java or Swift.
func guard(name string) {
	if r := recover(); r != nil {
		log.Printf("ropeman: %s panicked: %v", name, r)
	}
}

// RegisterAdProvider plugs in the app's native side of the ads. Call it
// on the main thread in onCreate / viewDidLoad, each time the activity or
// view controller is made: a show in progress goes on under its id and
// covers the new view. The game loads ads from then on.
func RegisterAdProvider(p AdProvider) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("RegisterAdProvider: %v", r)
		}
	}()
	if p == nil {
		return fmt.Errorf("RegisterAdProvider: nil provider")
	}
	shows.Attach(p)
	if err := native.Register(shows); err != nil {
		return err
	}
	platform.UseAds(native)
	if native.DebugBuild() {
		platform.SetDebugBuild() // four fingers toggle the gizmos
	}
	return nil
}

// UseSimulatedAds switches to the in-game simulated ads (for QA builds),
// or back to the registered adapter. The simulated ads pay every reward
// without an ad, so a release refuses them: they switch on only after the
// registered adapter has said the app is a debug build.
func UseSimulatedAds(on bool) {
	defer guard("UseSimulatedAds")
	if on && !native.DebugBuild() {
		log.Print("ropeman: UseSimulatedAds(true) refused: not a debug build (the simulated ads pay every reward without an ad)")
		return
	}
	if on {
		platform.UseAds(&ads.Simulated{})
		return
	}
	platform.UseAds(native)
}

// qaRequestID is the request id of QAShowAd's shows: the game never
// asked for them, so it drops their events (and pays nothing).
const qaRequestID = 0x5141

// QAShowAd shows the registered adapter's ad for placement outside the
// game, and the device log says what came of it (see logged): the hook of
// the emulator check (mobile/ci/emulator-check.sh), which launches a debug
// build with it and counts the rewards. A release refuses it.
func QAShowAd(placement string) {
	defer guard("QAShowAd")
	if !native.DebugBuild() {
		log.Print("ropeman: QAShowAd refused: not a debug build")
		return
	}
	shows.ShowAd(placement, qaRequestID, "qa", "qa")
}

// AdLoaded reports an ad ready for placement.
func AdLoaded(placement string) {
	defer guard("AdLoaded")
	native.Loaded(placement)
}

// AdLoadFailed reports a failed load with a Reason* code.
func AdLoadFailed(placement string, code int, message string) {
	defer guard("AdLoadFailed")
	native.LoadFailed(placement, code, message)
}

// AdOpened reports show requestID on screen.
func AdOpened(requestID int64) {
	defer guard("AdOpened")
	shows.Opened(requestID)
}

// AdShowFailed reports that show requestID could not be shown.
func AdShowFailed(requestID int64, code int, message string) {
	defer guard("AdShowFailed")
	shows.ShowFailed(requestID, code, message)
}

// AdRewarded reports the reward of show requestID (before or after the
// close, once or more: the game pays once).
func AdRewarded(requestID int64, rewardType string, amount int) {
	defer guard("AdRewarded")
	shows.Rewarded(requestID, rewardType, amount)
}

// AdConsent reports what the consent flow decided (Google's UMP, AppLovin's
// flow, then on iOS the tracking prompt): whether ads may be requested,
// and whether the region requires a privacy-options entry in SETTINGS.
// The game loads no ad before the first call. Call it again after the
// user changes the choice.
func AdConsent(canRequestAds bool, privacyOptionsRequired bool) {
	defer guard("AdConsent")
	native.ConsentKnown(ads.Consent{CanRequestAds: canRequestAds, PrivacyOptions: privacyOptionsRequired})
}

// AdExpired reports that the ad loaded for placement is no longer good
// (AdMob's expire an hour after loading); the game loads another.
func AdExpired(placement string) {
	defer guard("AdExpired")
	native.Expired(placement)
}

// AdClosed reports that show requestID was closed.
func AdClosed(requestID int64) {
	defer guard("AdClosed")
	shows.Closed(requestID)
}

// AdRevenue reports what show requestID's impression on placement earned,
// from the SDK's revenue callback (MAX's onAdRevenuePaid /
// didPayRevenueForAd, AdMob's OnPaidEventListener / paidEventHandler):
// provider is the adapter's ("max", "admob"), source the network that
// filled it (MaxAd.getNetworkName, the loaded adapter's ad source name),
// micros its value in millionths of currency (ISO 4217: MAX's revenue is
// in US dollars), precision the SDK's word for it ("exact",
// "estimated", "publisher_defined"…). Any thread; once per impression
// (a second report of the show is dropped).
func AdRevenue(requestID int64, placement, provider, source string, micros int64, currency, precision string) {
	defer guard("AdRevenue")
	native.Paid(placement, requestID, provider, source, micros, currency, precision)
}

// AnalyticsBackend is the app's analytics SDK (Firebase Analytics,
// GameAnalytics), for a publisher who measures the game with one instead
// of its ropeman-server. The game hands it each event of play, off the
// game loop and never before the player's consent allows it: kind is one
// of the kinds in docs/publishers/events.md ("level_win"), event the event as JSON with
// the fields its kind carries ({"kind":"level_win","at":…,"session":2,
// "level":3,"seconds":41.5,"yarn":12.2,"multiplier":5,"coins":320}).
// Return an error (throw, in Java) when the SDK cannot take it: the game
// keeps the events on the phone and hands them over again later.
type AnalyticsBackend interface {
	LogEvent(kind string, event string) error
}

// RegisterAnalytics sends the events of play to b from now on, instead of
// the publisher's server the tuning names. Call it in onCreate /
// viewDidLoad, on any thread.
func RegisterAnalytics(b AnalyticsBackend) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("RegisterAnalytics: %v", r)
		}
	}()
	if b == nil {
		return fmt.Errorf("RegisterAnalytics: nil backend")
	}
	platform.UseAnalytics(analytics.Each(func(kind, event string) (err error) {
		defer func() { // the backend's panic ends this batch's handing over, not the app
			if r := recover(); r != nil {
				err = fmt.Errorf("AnalyticsBackend.LogEvent: %v", r)
			}
		}()
		return b.LogEvent(kind, event)
	}))
	return nil
}

// SetFilesDir gives the app's private files folder, where the save lives.
func SetFilesDir(path string) {
	defer guard("SetFilesDir")
	platform.SetDataDir(path)
}

// SetSafeArea gives the insets (pixels) covered by notches and system bars.
func SetSafeArea(top, right, bottom, left int) {
	defer guard("SetSafeArea")
	platform.SetSafeArea(float32(top), float32(right), float32(bottom), float32(left))
}

// SetLocale gives the device's language tag, e.g. "de-DE".
func SetLocale(tag string) {
	defer guard("SetLocale")
	platform.SetLocale(tag)
}

// AppResumed: the game's activity resumed (onResume) or its scene became
// active (sceneDidBecomeActive). Main thread. The game runs again unless
// an ad covers it, and ad loads that failed while it was away try again
// at once instead of waiting out their backoff.
func AppResumed() {
	defer guard("AppResumed")
	shows.GameResumed()
	platform.Resumed()
}

// AppPaused: the game's activity paused (onPause) or its scene resigned
// active. Main thread: the view pauses inside the call.
func AppPaused() {
	defer guard("AppPaused")
	platform.Paused()
	shows.GamePaused()
}

// ScreenShown: a screen of the app came to the front: on Android any of
// its activities started (the game's or an ad SDK's:
// ActivityLifecycleCallbacks.onActivityStarted), on iOS the scene entered
// the foreground. Main thread. An ad's close limit counts only while one
// is.
func ScreenShown() {
	defer guard("ScreenShown")
	shows.ScreenShown()
}

// ScreenHidden: one of those screens left the front (onActivityStopped;
// sceneDidEnterBackground). Main thread.
func ScreenHidden() {
	defer guard("ScreenHidden")
	shows.ScreenHidden()
}

// AdWake runs what the ads queued for the main thread (AdProvider.Wake
// posts it there). Main thread.
func AdWake() {
	defer guard("AdWake")
	shows.Wake()
}
