import AppTrackingTransparency
import Foundation
import Mobile
import UIKit

/// Connects the Go game to one RewardedAdapter and the game's view
/// controller: the twin of AdBridge.java. Go decides each show's life
/// (package mobile/stage: covering the game, the watchdog, late rewards,
/// which show an event belongs to); this class only passes calls through.
///
/// Go calls the MobileAdProviderProtocol methods on the main thread (wake
/// and debugBuild excepted), so each calls the adapter or the game
/// directly. The adapter's events, from any thread, go straight to Go,
/// which queues them for the main thread.
///
/// One bridge lives as long as the process (AdBridge.shared); each view
/// controller attaches its adapter and itself before registering it.
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

    private var adapter: RewardedAdapter? // the one in use
    private var adapters: [RewardedAdapter] = [] // every network's the app registers
    private weak var game: GameViewController?
    private var trackingWaits: (() -> Void)? // the prompt, waiting for the app to be active

    /// Gives the bridge this view controller's adapter and game (before
    /// registering it with Go), and any other networks' adapters the app
    /// registers: Go moves a cohort onto one of them when a signed override
    /// names it (useNetwork). A new view controller keeps the network in use.
    @discardableResult
    func attach(adapter first: RewardedAdapter, game: GameViewController, others: [RewardedAdapter] = []) -> AdBridge {
        let using = adapter?.network() ?? first.network()
        adapters = [first] + others
        adapter = adapters.first { $0.network() == using } ?? first
        self.game = game
        return self
    }

    // MobileAdProviderProtocol: called by Go.

    func networks() -> String { adapters.map { $0.network() }.joined(separator: ",") }

    /// Main thread: the app's adapter for name takes the ads over (Go starts it next).
    func useNetwork(_ name: String?) throws {
        guard let a = adapters.first(where: { $0.network() == name }) else {
            throw NSError(domain: "ropeman.ads", code: 1, userInfo: [NSLocalizedDescriptionKey: "no adapter for network \(name ?? "")"])
        }
        adapter = a
    }

    func startSDK() throws { adapter?.start(self) }

    func loadAd(_ placement: String?) throws { adapter?.load(placement ?? "") }

    func showAd(_ placement: String?, requestID: Int64, userID: String?, customData: String?) throws {
        adapter?.show(placement ?? "", requestID: requestID, userID: userID ?? "", customData: customData ?? "")
    }

    func cancelAd(_ requestID: Int64) throws { adapter?.cancel(requestID) }

    func showPrivacyOptions() throws { adapter?.showPrivacyOptions() }

    /// Whether this app is a debug build, in its own word (gobind hands a
    /// Go (bool, error) result back through ret0_): Go refuses the
    /// simulated ads otherwise.
    /// The adapter's network, for the fill and revenue by provider.
    func network() -> String { adapter?.network() ?? "" }

    func debugBuild(_ ret0_: UnsafeMutablePointer<ObjCBool>?) throws {
        #if DEBUG
        ret0_?.pointee = true
        #else
        ret0_?.pointee = false
        #endif
    }

    /// Metal loses nothing under an ad: no GPU resources to save first.
    func adOpensActivity(_ ret0_: UnsafeMutablePointer<ObjCBool>?) throws { ret0_?.pointee = false }

    func saveGPUResources() throws {}

    func gpuResourcesSaved(_ ret0_: UnsafeMutablePointer<ObjCBool>?) throws { ret0_?.pointee = true }

    func suspendGame() throws { game?.suspendGame() }

    func resumeGame() throws { game?.resumeAfterCover() }

    /// The view controllers presented over the game: the ad's, and a store
    /// sheet the ad presents over itself.
    func screensOverGame(_ ret0_: UnsafeMutablePointer<Int>?) throws {
        var n = 0
        var top = game?.presentedViewController
        while let shown = top {
            n += 1
            top = shown.presentedViewController
        }
        ret0_?.pointee = n
    }

    func wake() throws { DispatchQueue.main.async { MobileAdWake() } }

    /// The scene is active (SceneDelegate): a tracking prompt that waited
    /// for it asks now.
    func appBecameActive() {
        let ask = trackingWaits
        trackingWaits = nil
        ask?()
    }

    // AdEvents: from the adapter, any thread. Consent waits for the
    // tracking prompt; the rest goes straight to Go.

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

    func opened(_ requestID: Int64) { MobileAdOpened(requestID) }

    func showFailed(_ requestID: Int64, code: Int, message: String) {
        MobileAdShowFailed(requestID, code, message)
    }

    func rewarded(_ requestID: Int64, type: String, amount: Int) {
        MobileAdRewarded(requestID, type, amount)
    }

    func closed(_ requestID: Int64) { MobileAdClosed(requestID) }

    func paid(_ requestID: Int64, placement: String, provider: String, source: String, micros: Int64, currency: String, precision: String) {
        MobileAdRevenue(requestID, placement, provider, source, micros, currency, precision)
    }
}
