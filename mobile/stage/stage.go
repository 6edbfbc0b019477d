package stage

import (
	"fmt"
	"sync"
	"time"
)

// Phone is the app's native side as the Stage sees it: the ad adapter,
// the game's view and the main thread. Wake and DebugBuild may be called
// from any thread; every other method is called on the main thread and
// may call its SDK or view directly. An error (a Java exception, a Swift
// throw) is logged, or ends the show it belongs to.
type Phone interface {
	// StartSDK initialises the ad network (its consent flow first).
	StartSDK() error
	// LoadAd loads an ad for placement.
	LoadAd(placement string) error
	// ShowAd shows the loaded ad for placement under requestID.
	ShowAd(placement string, requestID int64, userID, customData string) error
	// CancelAd tells the adapter the Stage ended show requestID without
	// it: it forgets the show, so its next load and show work.
	CancelAd(requestID int64) error
	// ShowPrivacyOptions shows the network's consent form again.
	ShowPrivacyOptions() error
	// DebugBuild reports whether the app is a debug build, in its own word.
	DebugBuild() (bool, error)
	// Network names the adapter's network as events name it ("max",
	// "admob", "levelplay", "debug"), for the fill and revenue per
	// provider.
	Network() string
	// Networks names every network the app registered, comma-separated
	// (the one in use among them): a signed override may move a cohort
	// onto any of them.
	Networks() string
	// UseNetwork makes name's adapter the one the game's ads go to (main
	// thread); an error when the app registered none of that name.
	UseNetwork(name string) error
	// AdOpensActivity reports whether the adapter's ad shows in an
	// Activity of its own, so the view must save its GPU resources first
	// (Android's real networks; never on iOS, where Metal loses nothing).
	AdOpensActivity() (bool, error)
	// SuspendGame pauses the game's view (EbitenView.suspendGame).
	SuspendGame() error
	// SaveGPUResources starts saving the view's GPU resources, which also
	// freezes the game until ResumeGame.
	SaveGPUResources() error
	// GPUResourcesSaved reports whether the save has finished.
	GPUResourcesSaved() (bool, error)
	// ResumeGame resumes the game's view.
	ResumeGame() error
	// ScreensOverGame counts the screens presented over the game's view
	// (iOS: the ad's view controller, and a store sheet over it); 0 where
	// the platform cannot tell (Android: the ad's Activity is seen through
	// the game's activity pausing).
	ScreensOverGame() (int, error)
	// Wake asks the main thread to call Stage.Wake soon. Any thread.
	Wake() error
}

// Game hears each show's outcome and the loads that failed on the native
// side: ads.Native, which queues them for the game's ads.Manager.
type Game interface {
	Opened(requestID int64)
	ShowFailed(requestID int64, code int, message string)
	Rewarded(requestID int64, rewardType string, amount int)
	Closed(requestID int64)
	LoadFailed(placement string, code int, message string)
}

// Stage runs the shows of one app process. Make it with New; its methods
// are safe from any thread, and those documented "main thread" must be
// called there.
type Stage struct {
	game  Game
	clock Clock
	log   func(string)

	mu       sync.Mutex // guards the queue, draining, woken and phone
	queue    []input
	draining bool  // the main thread is running the queue
	woken    bool  // a Wake is asked and not yet answered
	phone    Phone // the latest Attach's

	// Main-thread state, touched only while draining.
	p       Phone
	show    show
	view    view
	timer   func() bool // stops the pending timer
	timerAt time.Duration
	gen     int // the pending timer's number: a stopped timer that fires anyway is stale
}

// New returns a Stage that reports to game and logs what it ignores
// (log nil: discarded). clock nil is the phone's wall clock.
func New(game Game, clock Clock, log func(string)) *Stage {
	if clock == nil {
		clock = newWall()
	}
	if log == nil {
		log = func(string) {}
	}
	s := &Stage{game: game, clock: clock, log: log}
	s.view.background = true // until the app's first resume
	s.show.visible = true    // until the app reports otherwise
	return s
}

type kind uint8

const (
	attached kind = iota
	wake
	startSDK
	useNetwork
	loadAd
	showAd
	privacyOptions
	opened
	showFailed
	rewarded
	closed
	timerFired
	gameResumed
	gamePaused
	screenShown
	screenHidden
)

// input is one thing that happened, queued for the main thread.
type input struct {
	kind                  kind
	id                    int64
	placement, user, data string // the show's; user and data also carry a reward's type and a failure's message
	code                  int    // a failure's code, a reward's amount, a timer's number
}

// Attach gives the Stage this activity's or view controller's native side
// (onCreate, viewDidLoad: main thread), before the game registers it. A
// show in progress goes on under its id and covers the new view.
func (s *Stage) Attach(p Phone) {
	s.mu.Lock()
	s.phone = p
	s.mu.Unlock()
	s.run(input{kind: attached}, true)
}

// Wake runs what other threads queued (main thread; Phone.Wake asks for it).
func (s *Stage) Wake() { s.run(input{kind: wake}, true) }

// GameResumed: the game's activity resumed, or the iOS scene became
// active (main thread). The game runs again unless an ad covers it.
func (s *Stage) GameResumed() { s.run(input{kind: gameResumed}, true) }

// GamePaused: the game's activity paused, or the iOS scene resigned active
// (main thread). The view pauses at once, inside the lifecycle call.
func (s *Stage) GamePaused() { s.run(input{kind: gamePaused}, true) }

// ScreenShown: a screen of the app came to the front (Android: any of its
// activities started, the game's or an ad SDK's; iOS: the scene entered
// the foreground). Main thread.
func (s *Stage) ScreenShown() { s.run(input{kind: screenShown}, true) }

// ScreenHidden: one of those screens left the front (Android: an
// activity stopped; iOS: the scene entered the background). When none is
// left the player is out of the app. Main thread.
func (s *Stage) ScreenHidden() { s.run(input{kind: screenHidden}, true) }

// StartSDK implements ads.NativeSDK: the adapter starts on the main thread.
func (s *Stage) StartSDK() error { s.run(input{kind: startSDK}, false); return nil }

// LoadAd implements ads.NativeSDK; a load the adapter refuses is reported
// as failed.
func (s *Stage) LoadAd(placement string) error {
	s.run(input{kind: loadAd, placement: placement}, false)
	return nil
}

// ShowAd implements ads.NativeSDK: the show begins on the main thread.
func (s *Stage) ShowAd(placement string, requestID int64, userID, customData string) error {
	s.run(input{kind: showAd, id: requestID, placement: placement, user: userID, data: customData}, false)
	return nil
}

// ShowPrivacyOptions implements ads.NativeSDK.
func (s *Stage) ShowPrivacyOptions() error { s.run(input{kind: privacyOptions}, false); return nil }

// DebugBuild implements ads.NativeSDK: the attached app's own word; none
// attached is a release.
// Network implements ads.NativeSDK: the phone's adapter's network.
func (s *Stage) Network() string { return s.ask(Phone.Network) }

// Networks implements ads.NativeSDK: every network the app registered.
func (s *Stage) Networks() string { return s.ask(Phone.Networks) }

// ask asks the attached phone for a name ("": none attached, or it
// panicked, said in the log).
func (s *Stage) ask(f func(Phone) string) (name string) {
	s.mu.Lock()
	p := s.phone
	s.mu.Unlock()
	if p == nil {
		return ""
	}
	defer func() {
		if r := recover(); r != nil {
			s.log(fmt.Sprintf("ads: the adapter could not name its networks: %v", r))
			name = ""
		}
	}()
	return f(p)
}

// UseNetwork implements ads.NativeSDK: on the main thread, the app's
// adapter for name takes the ads over and starts its SDK.
func (s *Stage) UseNetwork(name string) error {
	s.run(input{kind: useNetwork, data: name}, false)
	return nil
}

func (s *Stage) DebugBuild() (bool, error) {
	s.mu.Lock()
	p := s.phone
	s.mu.Unlock()
	if p == nil {
		return false, nil
	}
	return p.DebugBuild()
}

// Opened is the adapter reporting show requestID on screen. Any thread.
func (s *Stage) Opened(requestID int64) { s.run(input{kind: opened, id: requestID}, false) }

// ShowFailed is the adapter reporting that show requestID failed. Any thread.
func (s *Stage) ShowFailed(requestID int64, code int, message string) {
	s.run(input{kind: showFailed, id: requestID, code: code, data: message}, false)
}

// Rewarded is the adapter reporting the reward of show requestID, before
// or after its close, once or more. Any thread.
func (s *Stage) Rewarded(requestID int64, rewardType string, amount int) {
	s.run(input{kind: rewarded, id: requestID, user: rewardType, code: amount}, false)
}

// Closed is the adapter reporting that show requestID was closed. Any thread.
func (s *Stage) Closed(requestID int64) { s.run(input{kind: closed, id: requestID}, false) }

// run queues in. On the main thread it then runs the queue, unless a
// call already running it (lower on this stack) will; elsewhere it asks
// the phone to wake the main thread.
func (s *Stage) run(in input, onMain bool) {
	s.mu.Lock()
	s.queue = append(s.queue, in)
	if !onMain || s.draining {
		p := s.phone
		ask := !onMain && !s.draining && !s.woken && p != nil
		s.woken = s.woken || ask
		s.mu.Unlock()
		if ask {
			if err := p.Wake(); err != nil {
				s.log(fmt.Sprintf("ads: wake failed: %v", err))
			}
		}
		return
	}
	s.draining, s.woken = true, false
	for len(s.queue) > 0 {
		batch := s.queue
		s.queue = nil
		s.mu.Unlock()
		for _, in := range batch {
			s.handle(in)
		}
		s.schedule()
		s.mu.Lock()
	}
	s.draining = false
	s.mu.Unlock()
}

func (s *Stage) handle(in input) {
	if in.kind == attached {
		s.mu.Lock()
		s.p = s.phone
		s.mu.Unlock()
		s.view.reset()
		return
	}
	if s.p == nil {
		s.ownerless(in)
		return
	}
	switch in.kind {
	case startSDK:
		s.try("start", s.p.StartSDK())
	case useNetwork:
		if s.try("use network "+in.data, s.p.UseNetwork(in.data)) {
			s.try("start", s.p.StartSDK())
		}
	case loadAd:
		if err := s.p.LoadAd(in.placement); err != nil {
			s.game.LoadFailed(in.placement, reasonInternal, err.Error())
		}
	case privacyOptions:
		s.try("privacy options", s.p.ShowPrivacyOptions())
	case showAd:
		s.begin(in)
	case opened, showFailed, rewarded, closed:
		s.report(in)
	case timerFired:
		s.fired(in.code)
	case gameResumed:
		s.view.resumed(s)
	case gamePaused:
		s.view.paused(s)
	case screenShown:
		s.screenShown()
	case screenHidden:
		s.screenHidden()
	}
}

// ownerless answers what comes before any Attach: no show can begin.
func (s *Stage) ownerless(in input) {
	switch in.kind {
	case showAd:
		s.game.ShowFailed(in.id, reasonNotReady, "no ad provider attached")
	case loadAd:
		s.game.LoadFailed(in.placement, reasonNotReady, "no ad provider attached")
	}
}

// try logs a native call's error, and says whether it succeeded.
func (s *Stage) try(what string, err error) bool {
	if err != nil {
		s.log(fmt.Sprintf("ads: %s failed: %v", what, err))
	}
	return err == nil
}
