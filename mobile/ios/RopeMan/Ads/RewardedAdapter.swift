import Foundation
import Mobile

/// What an adapter reports about its ads: any order, any number of times.
/// The game keeps what counts and resolves every show exactly once.
protocol AdEvents: AnyObject {
    func loaded(_ placement: String)
    func loadFailed(_ placement: String, code: Int, message: String)
    func opened(_ requestID: Int64)
    func showFailed(_ requestID: Int64, code: Int, message: String)
    func rewarded(_ requestID: Int64, type: String, amount: Int)
    func closed(_ requestID: Int64)
    /// Called by adapters just before their ad covers the game, and after it leaves.
    func willCover()
    func didUncover()
}

/// One ad network's rewarded ads: the class a publisher writes to plug in
/// another network. Always called on the main thread.
/// Placements: "revive", "triple_coins", "skin_unlock", "interstitial".
protocol RewardedAdapter: AnyObject {
    func start(_ events: AdEvents)
    func load(_ placement: String)
    /// Show the loaded ad; pass userID and customData to the network's
    /// server-side verification. Report opened or showFailed, then
    /// rewarded and closed in whatever order the SDK gives them.
    func show(_ placement: String, requestID: Int64, userID: String, customData: String)
}

/// Maps SDK error codes to the game's Mobile*Reason codes.
enum AdErrors {
    /// AppLovin MAX: MAErrorCode values.
    static func fromMax(_ code: Int) -> Int {
        switch code {
        case 204: return MobileReasonNoFill
        case -1000, -1001, -1009: return MobileReasonNetwork
        case -24, -23: return MobileReasonNotReady
        default: return MobileReasonInternal
        }
    }

    /// Google AdMob on iOS: GADErrorCode (no fill is 1 here, 3 on Android).
    static func fromAdMob(_ code: Int) -> Int {
        switch code {
        case 1, 9: return MobileReasonNoFill
        case 2: return MobileReasonNetwork
        default: return MobileReasonInternal
        }
    }
}
