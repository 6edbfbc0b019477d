import AppTrackingTransparency
import Foundation
import Mobile
import UIKit

/// Connects the Go game to one RewardedAdapter, and covers the game while
/// its ad shows: the line-for-line twin of AdBridge.java.
///
/// One bridge lives as long as the process (AdBridge.shared) and each view
/// controller attaches its adapter and cover to it: a show in progress
/// goes on under its request id whatever is recreated around it.
///
/// Go calls the MobileAdProviderProtocol methods on the game's thread; each
/// hops to the main thread and returns at once. The adapter's events may
/// come from any thread; they too hop to the main thread, where the show's
/// state lives.
///
/// The contract, for every show: Cover.coverGame() before the ad takes the
/// screen, Cover.uncoverGame() after it is gone, on the close and on every
/// failure path; Go hears exactly one terminal event (closed or show
/// failed). Game time stops while the game is covered, so the Go side
/// cannot time out a silent ad: a wall-clock watchdog here ends a show
/// that has not appeared within openLimit and closes an ad that stays up
/// past closeLimit, and tells the adapter (cancel). As in Go, a reward or
/// a close proves the ad was on screen though the adapter never said
/// "opened", and so does a view controller presented over the game. The
/// close limit counts only while the player is in the app: one who left
/// the ad for its store page finds his ad, and its reward, still there on
/// his return (appVisible). Nothing here ever throws into Go.
///
/// Consent: once the adapter's consent flow has answered, and ads may be
/// requested, the bridge asks the App Tracking Transparency question
/// (NSUserTrackingUsageDescription) if nobody has yet (MAX's flow may
/// have), and only then tells Go: no ad loads before the prompt. iOS shows
/// the prompt only to an active app (asked before, it answers "not
/// determined" at once), so a consent that answers before the scene is
/// active waits for it (appBecameActive).
final class AdBridge: NSObject, MobileAdProviderProtocol, AdEvents {
    /// The process's bridge.
    static let shared = AdBridge()

    /// A show that has not appeared this long after it was asked for fails.
    static let openLimit: TimeInterval = 15
    /// An ad on screen this long without a close is closed.
    static let closeLimit: TimeInterval = 150

    private var adapter: RewardedAdapter?
    private var cover: Cover?
    private var watchdog: DispatchWorkItem?

    // Main-thread state. Request ids are never 0 (the Go side's rule).
    private var showing: Int64 = 0   // the show covering the game; 0: none
    private var opened = false       // it is on screen
    private var lastEnded: Int64 = 0 // the show that ended last: a late reward still counts
    private var appInForeground = true // the scene is in the foreground
    private var closeDue = false     // the close limit passed while the player was away
    private var trackingWaits: (() -> Void)? // the prompt, waiting for the app to be active

    /// Gives the bridge this view controller's adapter and cover (before
    /// registering it with Go). A show in progress covers the new game too.
    @discardableResult
    func attach(adapter: RewardedAdapter, cover: Cover) -> AdBridge {
        self.adapter = adapter
        self.cover = cover
        if showing != 0 { cover.coverGame() }
        return self
    }

    // MobileAdProviderProtocol: called by Go on the game's thread.

    func startSDK() throws {
        DispatchQueue.main.async { self.adapter?.start(self) }
    }

    func loadAd(_ placement: String?) throws {
        let p = placement ?? ""
        DispatchQueue.main.async { self.adapter?.load(p) }
    }

    func showAd(_ placement: String?, requestID: Int64, userID: String?, customData: String?) throws {
        let p = placement ?? "", u = userID ?? "", c = customData ?? ""
        DispatchQueue.main.async { self.beginShow(p, requestID: requestID, userID: u, customData: c) }
    }

    func showPrivacyOptions() throws {
        DispatchQueue.main.async { self.adapter?.showPrivacyOptions() }
    }

    /// Whether this app is a debug build, in its own word (gobind hands a
    /// Go (bool, error) result back through ret0_): Go refuses the
    /// simulated ads otherwise.
    func debugBuild(_ ret0_: UnsafeMutablePointer<ObjCBool>?) throws {
        #if DEBUG
        ret0_?.pointee = true
        #else
        ret0_?.pointee = false
        #endif
    }

    // The scene's comings and goings (SceneDelegate, main thread).

    /// The scene is active: a tracking prompt that waited for it asks now.
    func appBecameActive() {
        let ask = trackingWaits
        trackingWaits = nil
        ask?()
    }

    /// Whether the scene is in the foreground. The player who follows an
    /// ad to its store page sends it to the background; the ad's close
    /// limit waits for him, and counts again from his return.
    func appVisible(_ visible: Bool) {
        appInForeground = visible
        if visible, closeDue, showing != 0 {
            closeDue = false
            arm(after: AdBridge.closeLimit)
        }
    }

    private func beginShow(_ placement: String, requestID: Int64, userID: String, customData: String) {
        if showing != 0 {
            // Go asks for a show only when none is in progress, so it has
            // already settled the old one: let that one go quietly.
            log("show \(showing) replaced by \(requestID)")
            adapter?.cancel(showing)
            endShow()
        }
        showing = requestID
        opened = false
        cover?.coverGame()
        arm(after: AdBridge.openLimit)
        adapter?.show(placement, requestID: requestID, userID: userID, customData: customData)
    }

    // AdEvents: from the adapter, any thread. Loads go straight to Go,
    // which only queues them; consent waits for the tracking prompt; show
    // events change the cover, on the main thread.

    func consent(_ canRequestAds: Bool, privacyOptionsRequired: Bool) {
        DispatchQueue.main.async {
            self.askTracking(first: canRequestAds) {
                MobileAdConsent(canRequestAds, privacyOptionsRequired)
            }
        }
    }

    /// Asks the tracking question if ads may be requested and nobody has
    /// asked yet, then calls then (on the main thread). Before the app is
    /// active it waits for appBecameActive (the latest consent's question).
    private func askTracking(first ask: Bool, then: @escaping () -> Void) {
        guard ask, ATTrackingManager.trackingAuthorizationStatus == .notDetermined else {
            then()
            return
        }
        guard UIApplication.shared.applicationState == .active else {
            trackingWaits = { self.askTracking(first: ask, then: then) }
            return
        }
        ATTrackingManager.requestTrackingAuthorization { _ in DispatchQueue.main.async(execute: then) }
    }

    func loaded(_ placement: String) { MobileAdLoaded(placement) }

    func loadFailed(_ placement: String, code: Int, message: String) {
        MobileAdLoadFailed(placement, code, message)
    }

    func expired(_ placement: String) { MobileAdExpired(placement) }

    func opened(_ requestID: Int64) {
        DispatchQueue.main.async { self.onOpened(requestID) }
    }

    func showFailed(_ requestID: Int64, code: Int, message: String) {
        DispatchQueue.main.async { self.onShowFailed(requestID, code: code, message: message) }
    }

    func rewarded(_ requestID: Int64, type: String, amount: Int) {
        DispatchQueue.main.async { self.onRewarded(requestID, type: type, amount: amount) }
    }

    func closed(_ requestID: Int64) {
        DispatchQueue.main.async { self.onClosed(requestID) }
    }

    private func onOpened(_ requestID: Int64) {
        if requestID != showing || opened {
            log("ignored opened for \(requestID)")
            return
        }
        onScreen()
        MobileAdOpened(requestID)
    }

    /// The ad is on screen: from now on only the close limit applies.
    private func onScreen() {
        opened = true
        arm(after: AdBridge.closeLimit)
    }

    private func onRewarded(_ requestID: Int64, type: String, amount: Int) {
        if requestID == 0 || (requestID != showing && requestID != lastEnded) {
            log("ignored reward for \(requestID)")
            return
        }
        if requestID == showing && !opened {
            onScreen() // a reward proves the ad was seen
        }
        // Before or after the close, once or more: Go pays once.
        MobileAdRewarded(requestID, type, amount)
    }

    private func onShowFailed(_ requestID: Int64, code: Int, message: String) {
        if requestID != showing {
            log("ignored show failure for \(requestID)")
            return
        }
        MobileAdShowFailed(requestID, code, message)
        endShow()
    }

    private func onClosed(_ requestID: Int64) {
        if requestID != showing {
            log("ignored close for \(requestID)")
            return
        }
        MobileAdClosed(requestID)
        endShow()
    }

    /// The watchdog: the ad never appeared, or never closed.
    private func giveUp() {
        let id = showing
        if id == 0 { return }
        if !opened, cover?.adOnScreen == true {
            // The adapter never said "opened", but the ad is presented over
            // the game: wait for its close, as Go would.
            log("ad \(id) on screen without \"opened\": waiting for its close")
            onScreen()
            return
        }
        if opened, !appInForeground {
            // He left the app from the ad (its store page) and is not back:
            // closing it now would lose a reward its SDK reports on his return.
            log("ad \(id) up \(AdBridge.closeLimit) s while the player is away: waiting for his return")
            closeDue = true
            return
        }
        adapter?.cancel(id)
        if opened {
            log("ad \(id) still up after \(AdBridge.closeLimit) s: closing it")
            MobileAdClosed(id)
        } else {
            MobileAdShowFailed(id, MobileReasonTimeout, "no answer from the ad network in \(AdBridge.openLimit) s")
        }
        endShow()
    }

    private func endShow() {
        watchdog?.cancel()
        watchdog = nil
        closeDue = false
        lastEnded = showing
        showing = 0
        opened = false
        cover?.uncoverGame()
    }

    private func arm(after seconds: TimeInterval) {
        watchdog?.cancel()
        let w = DispatchWorkItem { [weak self] in self?.giveUp() }
        watchdog = w
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: w)
    }

    private func log(_ s: String) { NSLog("ropeman ads: %@", s) }
}
