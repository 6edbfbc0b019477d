import Foundation
import Mobile

/// A stand-in ad network for wiring tests on a device: no SDK, no network,
/// nothing on screen. It takes every path a real network takes, chosen by
/// Behaviour, so a publisher can check the game's side of each one before
/// plugging in a real network. The twin of DebugRewardedAdapter.java.
///
/// It pays every reward without an ad, so a release build refuses it: built
/// without DEBUG it reports that no ads may be requested, and the game
/// offers none (mobile/release-check.sh refuses it before that).
final class DebugRewardedAdapter: RewardedAdapter {
    #if DEBUG
    static let debugBuild = true
    #else
    static let debugBuild = false
    #endif

    /// What every show does.
    enum Behaviour {
        case rewardThenClose  // plays 3 s, rewards, closes
        case rewardAfterClose // plays 3 s, closes, then rewards
        case closeEarly       // the player closes it after 1 s: no reward
        case failShow         // fails before anything is on screen
        case neverAnswer      // never reports anything (the watchdog ends it)
        case neverClose       // opens, then never closes (the watchdog closes it)
        case noFill           // every load answers no fill
        case privacyRegion    // like rewardThenClose where privacy options are required
    }

    static let loadTime: TimeInterval = 0.5
    static let playTime: TimeInterval = 3
    static let earlyClose: TimeInterval = 1

    private let behaviour: Behaviour
    private weak var events: AdEvents?

    init(behaviour: Behaviour) {
        self.behaviour = behaviour
    }

    func network() -> String { "debug" }

    func start(_ events: AdEvents) {
        self.events = events
        if !Self.debugBuild {
            NSLog("ropeman ads: the debug ad adapter pays every reward without an ad: refused in a release build; no ads")
        }
        events.consent(Self.debugBuild, privacyOptionsRequired: behaviour == .privacyRegion)
    }

    func showPrivacyOptions() {
        events?.consent(Self.debugBuild, privacyOptionsRequired: behaviour == .privacyRegion)
    }

    func load(_ placement: String) {
        if !Self.debugBuild {
            events?.loadFailed(placement, code: MobileReasonNotReady, message: "debug adapter refused in a release build")
            return
        }
        let fill = behaviour != .noFill
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.loadTime) {
            if fill {
                self.events?.loaded(placement)
            } else {
                self.events?.loadFailed(placement, code: MobileReasonNoFill, message: "debug: no fill")
            }
        }
    }

    func show(_ placement: String, requestID: Int64, userID: String, customData: String) {
        if !Self.debugBuild {
            events?.showFailed(requestID, code: MobileReasonNotReady, message: "debug adapter refused in a release build")
            return
        }
        switch behaviour {
        case .failShow:
            events?.showFailed(requestID, code: MobileReasonInternal, message: "debug: show failed")
            return
        case .neverAnswer:
            return
        default:
            break
        }
        events?.opened(requestID)
        switch behaviour {
        case .neverClose:
            return
        case .closeEarly:
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.earlyClose) { self.events?.closed(requestID) }
        case .rewardAfterClose:
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.playTime) {
                self.events?.closed(requestID)
                self.events?.rewarded(requestID, type: "reward", amount: 1)
            }
        default:
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.playTime) {
                self.events?.rewarded(requestID, type: "reward", amount: 1)
                self.events?.closed(requestID)
            }
        }
    }
}
