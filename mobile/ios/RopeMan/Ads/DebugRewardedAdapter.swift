import Foundation

/// A stand-in network for wiring tests on a device: no SDK, no network.
/// Loads fill after half a second; a show "plays" three seconds with
/// nothing on screen, then rewards and closes.
final class DebugRewardedAdapter: RewardedAdapter {
    private weak var events: AdEvents?

    func start(_ events: AdEvents) { self.events = events }

    func load(_ placement: String) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.events?.loaded(placement) }
    }

    func show(_ placement: String, requestID: Int64, userID: String, customData: String) {
        events?.willCover()
        events?.opened(requestID)
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
            self.events?.rewarded(requestID, type: "reward", amount: 1)
            self.events?.closed(requestID)
            self.events?.didUncover()
        }
    }
}
