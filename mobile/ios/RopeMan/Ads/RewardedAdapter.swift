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
    /// What show requestID's impression earned, as the network reports it:
    /// provider is the adapter's network ("max", "admob", "levelplay"),
    /// source the network or ad source that filled it, micros the value in
    /// millionths of currency (ISO 4217), precision the SDK's own word.
    func paid(_ requestID: Int64, placement: String, provider: String, source: String, micros: Int64, currency: String, precision: String)
}

/// One ad network's rewarded ads: the class a publisher writes to plug in
/// another network. Always called on the main thread.
/// Placements: "revive", "triple_coins", "skin_unlock", "interstitial".
/// An ad reported loaded for one placement belongs to it: report another
/// placement loaded only when you hold a second ad for it.
protocol RewardedAdapter: AnyObject {
    /// The network's name as the game's events give it ("max", "admob",
    /// "levelplay", "debug"): the dashboard's fill and revenue by provider.
    func network() -> String
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
