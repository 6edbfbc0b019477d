import Foundation
import Mobile

/// Connects the Go game to one RewardedAdapter, and covers the game while
/// its ad shows: the line-for-line twin of AdBridge.java.
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
/// cannot time out a silent ad: a wall-clock watchdog here fails a show
/// that never opens within openLimit and closes an ad that stays up past
/// closeLimit. Nothing here ever throws into Go.
final class AdBridge: NSObject, MobileAdProviderProtocol, AdEvents {
    /// A show that has not opened this long after it was asked for fails.
    static let openLimit: TimeInterval = 15
    /// An ad on screen this long without a close is closed.
    static let closeLimit: TimeInterval = 150

    private let adapter: RewardedAdapter
    private let cover: Cover
    private var watchdog: DispatchWorkItem?

    // Main-thread state. Request ids are never 0 (the Go side's rule).
    private var showing: Int64 = 0   // the show covering the game; 0: none
    private var opened = false       // it is on screen
    private var lastEnded: Int64 = 0 // the show that ended last: a late reward still counts

    init(adapter: RewardedAdapter, cover: Cover) {
        self.adapter = adapter
        self.cover = cover
    }

    // MobileAdProviderProtocol: called by Go on the game's thread.

    func startSDK() throws {
        DispatchQueue.main.async { self.adapter.start(self) }
    }

    func loadAd(_ placement: String?) throws {
        let p = placement ?? ""
        DispatchQueue.main.async { self.adapter.load(p) }
    }

    func showAd(_ placement: String?, requestID: Int64, userID: String?, customData: String?) throws {
        let p = placement ?? "", u = userID ?? "", c = customData ?? ""
        DispatchQueue.main.async { self.beginShow(p, requestID: requestID, userID: u, customData: c) }
    }

    private func beginShow(_ placement: String, requestID: Int64, userID: String, customData: String) {
        if showing != 0 {
            // Go asks for a show only when none is in progress, so it has
            // already settled the old one: let that one go quietly.
            log("show \(showing) replaced by \(requestID)")
            endShow()
        }
        showing = requestID
        opened = false
        cover.coverGame()
        arm(after: AdBridge.openLimit)
        adapter.show(placement, requestID: requestID, userID: userID, customData: customData)
    }

    // AdEvents: from the adapter, any thread. Loads go straight to Go,
    // which only queues them; show events change the cover, on the main
    // thread.

    func loaded(_ placement: String) { MobileAdLoaded(placement) }

    func loadFailed(_ placement: String, code: Int, message: String) {
        MobileAdLoadFailed(placement, code, message)
    }

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
        opened = true
        arm(after: AdBridge.closeLimit)
        MobileAdOpened(requestID)
    }

    private func onRewarded(_ requestID: Int64, type: String, amount: Int) {
        if requestID == 0 || (requestID != showing && requestID != lastEnded) {
            log("ignored reward for \(requestID)")
            return
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

    /// The watchdog: the ad never opened, or never closed.
    private func giveUp() {
        let id = showing
        if id == 0 { return }
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
        lastEnded = showing
        showing = 0
        opened = false
        cover.uncoverGame()
    }

    private func arm(after seconds: TimeInterval) {
        watchdog?.cancel()
        let w = DispatchWorkItem { [weak self] in self?.giveUp() }
        watchdog = w
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: w)
    }

    private func log(_ s: String) { NSLog("ropeman ads: %@", s) }
}
