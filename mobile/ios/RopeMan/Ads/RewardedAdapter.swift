import Foundation
import Mobile

/// What an adapter reports about its ads: any thread, any order, any number
/// of times. The game keeps what counts and resolves every show exactly
/// once; Go covers and uncovers the game around each show.
protocol AdEvents: AnyObject {
    /// The consent flow has answered: whether ads may be requested, and
    /// whether the user's region requires a privacy-options entry.
    func consent(_ canRequestAds: Bool, privacyOptionsRequired: Bool)
    func loaded(_ placement: String)
    func loadFailed(_ placement: String, code: Int, message: String)
    /// The ad loaded for placement is no longer good: the game loads another.
    func expired(_ placement: String)
    func opened(_ requestID: Int64)
    func showFailed(_ requestID: Int64, code: Int, message: String)
    func rewarded(_ requestID: Int64, type: String, amount: Int)
    func closed(_ requestID: Int64)
}

/// One ad network's rewarded ads: the class a publisher writes to plug in
/// another network. Always called on the main thread.
/// Placements: "revive", "triple_coins", "skin_unlock", "interstitial".
/// An ad reported loaded for one placement belongs to it: report another
/// placement loaded only when you hold a second ad for it.
protocol RewardedAdapter: AnyObject {
    /// Initialise the SDK, running the network's consent flow first, and
    /// report consent when it has answered: the game loads nothing before.
    func start(_ events: AdEvents)
    func load(_ placement: String)
    /// Show the loaded ad; pass userID and customData to the network's
    /// server-side verification. Report opened or showFailed, then
    /// rewarded and closed in whatever order the SDK gives them.
    func show(_ placement: String, requestID: Int64, userID: String, customData: String)
    /// Go has ended show requestID without the adapter (watchdog,
    /// replaced): forget it, so the next load and show work.
    func cancel(_ requestID: Int64)
    /// Show the network's consent form again and report the new choice.
    func showPrivacyOptions()
}

extension RewardedAdapter {
    func cancel(_ requestID: Int64) {}
    func showPrivacyOptions() {}
}

/// Maps SDK error codes to the game's MobileReason* codes.
enum AdErrors {
    /// AppLovin MAX: MAErrorCode values (the same table for loads and shows).
    static func fromMax(_ code: Int) -> Int {
        switch code {
        case 204: return MobileReasonNoFill
        case -1000, -1001, -1009: return MobileReasonNetwork
        case -24, -23: return MobileReasonNotReady
        default: return MobileReasonInternal
        }
    }

    /// Google AdMob on iOS, loads: RequestError.Code (GADErrorCode in Objective-C; no fill is 1 here, 3 on Android).
    static func fromAdMobLoad(_ code: Int) -> Int {
        switch code {
        case 1, 9: return MobileReasonNoFill // noFill, mediationNoFill
        case 2, 3: return MobileReasonNetwork // networkError, serverError
        case 5: return MobileReasonTimeout // timeout
        default: return MobileReasonInternal // invalidRequest 0, internalError 11, applicationIdentifierMissing 20, …
        }
    }

    /// Google AdMob on iOS, presenting: PresentationError.Code (GADPresentationErrorCode in Objective-C).
    static func fromAdMobShow(_ code: Int) -> Int {
        switch code {
        case 15, 18: return MobileReasonNotReady // adNotReady, adAlreadyUsed
        default: return MobileReasonInternal // adTooLarge 16, internal 17, notMainThread 21, mediation 22
        }
    }
}
