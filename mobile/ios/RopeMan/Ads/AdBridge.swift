import Foundation
import Mobile

/// Connects the Go game to one RewardedAdapter. Go calls the
/// MobileAdProviderProtocol methods on the game's thread; each hops to the
/// main thread and returns at once. Events go straight to Go, which only
/// queues them; nothing here ever throws into Go.
final class AdBridge: NSObject, MobileAdProviderProtocol, AdEvents {
    private let adapter: RewardedAdapter
    private weak var game: GameViewController?

    init(adapter: RewardedAdapter, game: GameViewController) {
        self.adapter = adapter
        self.game = game
    }

    func startSDK() throws {
        DispatchQueue.main.async { self.adapter.start(self) }
    }

    func loadAd(_ placement: String?) throws {
        let p = placement ?? ""
        DispatchQueue.main.async { self.adapter.load(p) }
    }

    func showAd(_ placement: String?, requestID: Int64, userID: String?, customData: String?) throws {
        let p = placement ?? "", u = userID ?? "", c = customData ?? ""
        DispatchQueue.main.async { self.adapter.show(p, requestID: requestID, userID: u, customData: c) }
    }

    // AdEvents: to Go (safe from any thread).
    func loaded(_ placement: String) { MobileAdLoaded(placement) }
    func loadFailed(_ placement: String, code: Int, message: String) { MobileAdLoadFailed(placement, code, message) }
    func opened(_ requestID: Int64) { MobileAdOpened(requestID) }
    func showFailed(_ requestID: Int64, code: Int, message: String) { MobileAdShowFailed(requestID, code, message) }
    func rewarded(_ requestID: Int64, type: String, amount: Int) { MobileAdRewarded(requestID, type, amount) }
    func closed(_ requestID: Int64) { MobileAdClosed(requestID) }
    func willCover() { game?.adWillCover() }
    func didUncover() { game?.adDidUncover() }
}
